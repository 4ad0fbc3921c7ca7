import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { fieldProblem } from "../forms/fieldRules.ts";
import {
  DECIMAL_DISPLAY,
  EMPTY_INVOICE_ITEM,
  INVOICE_ITEM_RULES,
  type InvoiceFormValues,
  type InvoiceItemValues,
  MAX_INVOICE_ITEMS,
} from "../forms/invoiceFormSchema.ts";
import { formatDecimalInput, fromUnits, parseDecimalInput } from "../../../lib/decimalInput.ts";
import { centsOf } from "../forms/invoiceFormSchema.ts";
import { computedLineCents, itemsSum } from "../lib/itemTotals.ts";
import { messageText } from "../lib/messageText.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

type Column = keyof InvoiceItemValues;

interface ColumnSpec {
  name: Column;
  width: number;
  numeric?: readonly [number, number];
}

const COLUMNS: readonly ColumnSpec[] = [
  { name: "posNo", width: 64 },
  { name: "title", width: 240 },
  { name: "quantity", width: 90, numeric: DECIMAL_DISPLAY.quantity },
  { name: "unit", width: 72 },
  { name: "unitNetPrice", width: 110, numeric: DECIMAL_DISPLAY.unitNetPrice },
  { name: "vatPercent", width: 72, numeric: DECIMAL_DISPLAY.percent },
  { name: "discountPercent", width: 80, numeric: DECIMAL_DISPLAY.percent },
  { name: "totalPrice", width: 120, numeric: DECIMAL_DISPLAY.amount },
  { name: "deliveryNo", width: 100 },
  { name: "orderNo", width: 100 },
];

/** The invoice's lines as a table: every column editable, lines added, removed and moved;
 * a line's computed total (quantity × unit price × (1 − discount)) beside its total and the
 * sum of the lines beside the net amount. Saved as a whole (setInvoiceItems). */
export function InvoiceItemsEditor({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<InvoiceFormValues>();
  const { isReadOnly, locale } = useReviewFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: "items" });
  const items = useWatch({ control, name: "items" });
  const net = useWatch({ control, name: "net" });
  const sum = itemsSum(items ?? [], net, locale);
  const money = (value: string) => formatMoney(value, currency, i18n.language);

  return (
    <Stack gap="xs">
      {fields.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentReview.items.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={1180} type="native">
          <Table
            verticalSpacing={4}
            horizontalSpacing={4}
            withRowBorders={false}
            aria-label={t("documentReview.items.table")}
          >
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column.name} w={column.width} fz="xs" ta={column.numeric ? "right" : undefined}>
                    {t(`documentReview.items.columns.${column.name}`)}
                  </Table.Th>
                ))}
                <Table.Th w={isReadOnly ? 0 : 96}>
                  <VisuallyHidden>{t("documentReview.items.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((row, index) => (
                <Table.Tr key={row.id} style={{ verticalAlign: "top" }}>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.name}>
                      <ItemInput index={index} column={column} />
                      {column.name === "totalPrice" ? (
                        <LineTotalHint item={items?.[index]} currency={currency} />
                      ) : null}
                    </Table.Td>
                  ))}
                  {isReadOnly ? (
                    <Table.Td />
                  ) : (
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                          aria-label={t("documentReview.items.moveUp", { position: index + 1 })}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                          aria-label={t("documentReview.items.moveDown", { position: index + 1 })}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => remove(index)}
                          aria-label={t("documentReview.items.remove", { position: index + 1 })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" align="flex-start" gap="xs">
        {isReadOnly ? (
          <span />
        ) : (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={fields.length >= MAX_INVOICE_ITEMS}
            onClick={() => append({ ...EMPTY_INVOICE_ITEM, posNo: String(fields.length + 1) })}
          >
            {t("documentReview.items.add")}
          </Button>
        )}
        {sum ? (
          <Text fz="sm" ta="right" data-testid="items-sum">
            {t("documentReview.items.sum", { sum: money(sum.sum) })}
            {sum.linesWithoutAmount > 0 ? (
              <Text span fz="xs" c="dimmed">
                {" "}
                {t("documentReview.items.linesWithoutAmount", { count: sum.linesWithoutAmount })}
              </Text>
            ) : null}
          </Text>
        ) : null}
      </Group>
      {sum?.differsFromNet ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} py="xs" role="status">
          <Text fz="sm">
            {t("documentReview.items.sumDiffersFromNet", {
              sum: money(sum.sum),
              net: money(fromUnits(centsOf(net, locale)!, 2)),
            })}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function ItemInput({ index, column }: { index: number; column: ColumnSpec }) {
  const { t } = useTranslation();
  const { control } = useFormContext<InvoiceFormValues>();
  const { isReadOnly, locale } = useReviewFormContext();
  const name = `items.${index}.${column.name}` as const;
  const rule = INVOICE_ITEM_RULES[column.name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          size="xs"
          ref={field.ref}
          name={field.name}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={() => {
            if (column.numeric) {
              const value = parseDecimalInput(field.value, locale);
              if (value && fieldProblem(rule, field.value, locale) === null) {
                const formatted = formatDecimalInput(value, locale, ...column.numeric);
                if (formatted !== field.value) field.onChange(formatted);
              }
            }
            field.onBlur();
          }}
          readOnly={isReadOnly}
          inputMode={column.numeric ? "decimal" : undefined}
          autoComplete="off"
          aria-label={t("documentReview.items.cellLabel", {
            column: t(`documentReview.items.columns.${column.name}`),
            position: index + 1,
          })}
          styles={column.numeric ? { input: { textAlign: "right", fontVariantNumeric: "tabular-nums" } } : undefined}
          error={messageText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

/** "= 600,00 €" under a line's total: what quantity, price and discount give; orange when the
 * total says otherwise. */
function LineTotalHint({ item, currency }: { item: InvoiceItemValues | undefined; currency: string }) {
  const { t, i18n } = useTranslation();
  const { locale } = useReviewFormContext();
  if (!item) return null;
  const computed = computedLineCents(item, locale);
  if (computed === null) return null;
  const total = centsOf(item.totalPrice, locale);
  const differs = total !== null && total !== computed;
  const text = formatMoney(fromUnits(computed, 2), currency, i18n.language);
  return (
    <Tooltip label={t(differs ? "documentReview.items.computedDiffers" : "documentReview.items.computed")} withArrow>
      <Text fz={11} ta="right" c={differs ? "orange.8" : "dimmed"} mt={2}>
        = {text}
      </Text>
    </Tooltip>
  );
}
