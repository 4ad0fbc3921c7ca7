import {
  ActionIcon,
  Alert,
  Autocomplete,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useMemo, useState } from "react";
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { unitCodeOf, unitName, unitSuggestions } from "../../../lib/unitCodes.ts";
import { fieldProblem } from "../forms/fieldRules.ts";
import {
  DECIMAL_DISPLAY,
  EMPTY_INVOICE_ITEM,
  INVOICE_ITEM_RULES,
  type InvoiceFormValues,
  type InvoiceItemValues,
  MAX_INVOICE_ITEMS,
} from "../forms/invoiceFormSchema.ts";
import { formatDecimalInput, parseDecimalInput } from "../../../lib/decimalInput.ts";
import { fromUnits } from "../../../lib/decimal.ts";
import { centsOf } from "../forms/invoiceFormSchema.ts";
import { computedLineCents, itemsSum } from "../lib/itemTotals.ts";
import { messageText } from "../lib/messageText.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

type Column = keyof InvoiceItemValues;

interface ColumnSpec {
  name: Column;
  numeric?: readonly [number, number];
}

const COLUMN: Record<Column, ColumnSpec> = {
  posNo: { name: "posNo" },
  title: { name: "title" },
  quantity: { name: "quantity", numeric: DECIMAL_DISPLAY.quantity },
  unit: { name: "unit" },
  unitNetPrice: { name: "unitNetPrice", numeric: DECIMAL_DISPLAY.unitNetPrice },
  vatPercent: { name: "vatPercent", numeric: DECIMAL_DISPLAY.percent },
  discountPercent: { name: "discountPercent", numeric: DECIMAL_DISPLAY.percent },
  totalPrice: { name: "totalPrice", numeric: DECIMAL_DISPLAY.amount },
  deliveryNo: { name: "deliveryNo" },
  orderNo: { name: "orderNo" },
};

/** The figures of a line, in its second row. */
const FIGURE_COLUMNS: readonly ColumnSpec[] = [
  COLUMN.quantity,
  COLUMN.unit,
  COLUMN.unitNetPrice,
  COLUMN.vatPercent,
  COLUMN.discountPercent,
  COLUMN.totalPrice,
];

/** The invoice's lines, each in two rows (nothing cut off in the side panel): every field editable, lines added, removed and moved;
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
        <Stack gap={6} role="list" aria-label={t("documentReview.items.table")}>
          {fields.map((row, index) => (
            // One line in two rows, so it fits the side panel: position, description and
            // actions; then the figures (wrapping on narrow panels), then the references.
            <Paper key={row.id} withBorder radius="sm" p={6} role="listitem">
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Box w={52} style={{ flexShrink: 0 }}>
                  <ItemInput index={index} column={COLUMN.posNo} />
                </Box>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <ItemInput index={index} column={COLUMN.title} />
                </Box>
                {isReadOnly ? null : (
                  <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t("documentReview.items.moveUp", { position: index + 1 })}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t("documentReview.items.moveDown", { position: index + 1 })}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      onClick={() => remove(index)}
                      aria-label={t("documentReview.items.remove", { position: index + 1 })}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <Box
                mt={4}
                style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(64px, 1fr))", gap: 4 }}
              >
                {FIGURE_COLUMNS.map((column) => (
                  <Box key={column.name} miw={0}>
                    {column.name === "unit" ? (
                      <ItemUnitInput index={index} />
                    ) : (
                      <ItemInput index={index} column={column} withLabel />
                    )}
                    {column.name === "totalPrice" ? <LineTotalHint item={items?.[index]} currency={currency} /> : null}
                  </Box>
                ))}
              </Box>
              <Group gap={4} mt={4} wrap="nowrap" grow>
                <ItemInput index={index} column={COLUMN.deliveryNo} withLabel />
                <ItemInput index={index} column={COLUMN.orderNo} withLabel />
              </Group>
            </Paper>
          ))}
        </Stack>
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

function ItemInput({ index, column, withLabel }: { index: number; column: ColumnSpec; withLabel?: boolean }) {
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
          label={withLabel ? t(`documentReview.items.columns.${column.name}`) : undefined}
          labelProps={{ ...LABEL_PROPS, title: t(`documentReview.items.columns.${column.name}`) }}
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

// One line per label; a label wider than its column ends in "…" (the full text as its title)
// instead of running into the next column's.
const LABEL_PROPS = {
  fz: 11,
  c: "dimmed",
  fw: 500,
  style: { display: "block", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" },
} as const;

/** The unit: its name in the interface language ("Monat" for MON), suggestions of the common
 * units; stored as the unit's code when the text names one, else as typed. */
function ItemUnitInput({ index }: { index: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<InvoiceFormValues>();
  const { isReadOnly } = useReviewFormContext();
  const [draft, setDraft] = useState<string | null>(null);
  const suggestions = useMemo(() => unitSuggestions(t), [t]);
  return (
    <Controller
      control={control}
      name={`items.${index}.unit`}
      render={({ field, fieldState }) => (
        <Autocomplete
          size="xs"
          label={t("documentReview.items.columns.unit")}
          labelProps={LABEL_PROPS}
          ref={field.ref}
          name={field.name}
          value={draft ?? unitName(field.value, t)}
          title={field.value ?? undefined}
          onFocus={() => setDraft(unitName(field.value, t))}
          onChange={(text) => setDraft(text)}
          onOptionSubmit={(option) => {
            field.onChange(unitCodeOf(option, t));
            setDraft(null);
          }}
          onBlur={() => {
            if (draft !== null) {
              const code = unitCodeOf(draft, t);
              if (code !== (field.value ?? "")) field.onChange(code);
            }
            setDraft(null);
            field.onBlur();
          }}
          data={suggestions}
          limit={12}
          readOnly={isReadOnly}
          autoComplete="off"
          comboboxProps={{ withinPortal: true, width: 220, position: "bottom-start" }}
          aria-label={t("documentReview.items.cellLabel", {
            column: t("documentReview.items.columns.unit"),
            position: index + 1,
          })}
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
