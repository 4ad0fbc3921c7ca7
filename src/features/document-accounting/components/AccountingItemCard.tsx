import { ActionIcon, Badge, Grid, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format.ts";
import { type AccountingItemsFormValues, sameRate, TITLE_MAX_LENGTH } from "../forms/accountingItemsFormSchema.ts";
import { formatAmountInput, type InputLocale, parseAmountInput } from "../../../lib/decimalInput.ts";
import { accountLabel, type AccountingOptions, vatLabel } from "../lib/accountingOptions.ts";
import { ShareEditor } from "./ShareEditor.tsx";
import { useErrorText } from "./useErrorText.ts";

export interface AccountingItemCardProps {
  index: number;
  options: AccountingOptions;
  locale: InputLocale;
  onRemove: () => void;
  /** Not valid yet (checked live, marked before any save). */
  isIncomplete?: boolean;
}

/** Container widths at which the card puts more fields side by side (the side panel is
 * 440–520 px, the page on a phone or a wide window more). */
const GRID_BREAKPOINTS = { xs: "240px", sm: "340px", md: "640px", lg: "900px", xl: "1200px" };

/** One accounting item as a compact card: booking text and side; ledger account; amount and
 * net/gross; tax key and rate; its cost centres and units. Each field has a visible label and
 * an accessible name with the item's position ("Betrag, Zeile 1"). */
export function AccountingItemCard({
  index,
  options,
  locale,
  onRemove,
  isIncomplete = false,
}: AccountingItemCardProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { control, register, setValue, getValues, getFieldState, formState } =
    useFormContext<AccountingItemsFormValues>();
  const name = `items.${index}` as const;
  const [accountRowId, vatRowId] = useWatch({
    control,
    name: [`${name}.generalLedgerAccountRowId`, `${name}.valueAddedTaxRowId`],
  });
  const vat = options.vats.find((v) => v.rowId === vatRowId) ?? null;
  const error = (field: keyof AccountingItemsFormValues["items"][number]) =>
    errorText(getFieldState(`${name}.${field}`, formState).error?.message);
  const position = index + 1;

  const accountData = useMemo(
    () =>
      options.accounts
        .filter((a) => !a.isDisabled || a.isUsed || a.rowId === accountRowId)
        .map((a) => ({
          value: a.rowId,
          label: a.isDisabled ? `${accountLabel(a)} (${t("documentAccounting.disabled")})` : accountLabel(a),
        })),
    [options.accounts, accountRowId, t],
  );
  const vatData = useMemo(() => options.vats.map((v) => ({ value: v.rowId, label: vatLabel(v) })), [options.vats]);
  const column = (key: string) => t(`documentAccounting.columns.${key}` as "documentAccounting.columns.title");
  const field = (key: string) => ({
    label: column(key),
    "aria-label": t("documentAccounting.cellLabel", { column: column(key), position }),
    size: "xs" as const,
  });
  const withCosts = options.flags.costCenters || options.flags.costUnits;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={t("documentAccounting.item", { position })}
      data-incomplete={isIncomplete || undefined}
      style={isIncomplete ? { borderColor: "var(--mantine-color-orange-6)" } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t("documentAccounting.item", { position })}
            </Text>
            {isIncomplete && (
              <Badge color="orange" variant="light" size="sm">
                {t("documentAccounting.incompleteItem")}
              </Badge>
            )}
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t("documentAccounting.removeItem", { position })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Grid type="container" breakpoints={GRID_BREAKPOINTS} gap="xs">
          <Grid.Col span={{ base: 12, sm: 8, md: 5 }}>
            <TextInput
              {...register(`${name}.title`)}
              {...field("title")}
              maxLength={TITLE_MAX_LENGTH + 20}
              error={error("title")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
            <Controller
              control={control}
              name={`${name}.bookingType`}
              render={({ field: f }) => (
                <Select
                  {...field("bookingType")}
                  data={[
                    { value: "DEBIT", label: t("documentAccounting.bookingTypes.DEBIT") },
                    { value: "CREDIT", label: t("documentAccounting.bookingTypes.CREDIT") },
                  ]}
                  value={f.value}
                  onChange={(v) => v && f.onChange(v)}
                  onBlur={f.onBlur}
                  allowDeselect={false}
                  error={error("bookingType")}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Controller
              control={control}
              name={`${name}.generalLedgerAccountRowId`}
              render={({ field: f }) => (
                <Select
                  {...field("account")}
                  placeholder={t("documentAccounting.accountPlaceholder")}
                  data={accountData}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  searchable
                  clearable
                  nothingFoundMessage={t("documentAccounting.noAccountFound")}
                  error={error("generalLedgerAccountRowId")}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Controller
              control={control}
              name={`${name}.amount`}
              render={({ field: f }) => (
                <TextInput
                  {...field("amount")}
                  inputMode="decimal"
                  styles={{ input: { textAlign: "right" } }}
                  value={f.value}
                  onChange={(e) => f.onChange(e.currentTarget.value)}
                  onBlur={() => {
                    const parsed = parseAmountInput(f.value, locale);
                    if (parsed) f.onChange(formatAmountInput(parsed, locale));
                    f.onBlur();
                  }}
                  error={error("amount")}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <Controller
              control={control}
              name={`${name}.amountType`}
              render={({ field: f }) => (
                <Select
                  {...field("amountType")}
                  data={[
                    { value: "NET", label: t("documentAccounting.amountTypes.NET") },
                    { value: "GROSS", label: t("documentAccounting.amountTypes.GROSS") },
                  ]}
                  value={f.value}
                  onChange={(v) => v && f.onChange(v)}
                  onBlur={f.onBlur}
                  allowDeselect={false}
                  disabled={vat?.amountTypeMustBeNet === true}
                  title={vat?.amountTypeMustBeNet ? t("documentAccounting.mustBeNet") : undefined}
                  error={error("amountType")}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, md: 5 }}>
            <Controller
              control={control}
              name={`${name}.valueAddedTaxRowId`}
              render={({ field: f }) => (
                <Select
                  {...field("vat")}
                  placeholder={t("documentAccounting.noVat")}
                  data={vatData}
                  value={f.value}
                  onChange={(next) => {
                    f.onChange(next);
                    const chosen = options.vats.find((v) => v.rowId === next);
                    const current = `${name}.valueAddedTaxPercentage` as const;
                    if (!chosen) {
                      setValue(current, null);
                      return;
                    }
                    if (chosen.amountTypeMustBeNet) setValue(`${name}.amountType`, "NET", { shouldValidate: true });
                    // Keep a rate the key allows; otherwise its first (current) rate.
                    const rate = getValues(current);
                    if (rate === null || !chosen.percentages.some((p) => sameRate(p, rate)))
                      setValue(current, chosen.percentages[0] ?? null, { shouldValidate: true });
                  }}
                  onBlur={f.onBlur}
                  searchable
                  clearable
                  error={error("valueAddedTaxRowId")}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 2 }}>
            <Controller
              control={control}
              name={`${name}.valueAddedTaxPercentage`}
              render={({ field: f }) => (
                <Select
                  {...field("percentage")}
                  data={(vat?.percentages ?? []).map((p) => ({ value: p, label: formatPercent(p, i18n.language) }))}
                  value={vat?.percentages.find((p) => f.value !== null && sameRate(p, f.value)) ?? f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  disabled={!vat}
                  allowDeselect={false}
                  error={error("valueAddedTaxPercentage")}
                />
              )}
            />
          </Grid.Col>
        </Grid>
        {withCosts && (
          <Stack gap="xs">
            {options.flags.costCenters && (
              <ShareEditor
                index={index}
                kind="costCenters"
                choices={options.costCenters}
                single={options.flags.singleCostCenter}
                locale={locale}
              />
            )}
            {options.flags.costUnits && (
              <ShareEditor
                index={index}
                kind="costUnits"
                choices={options.costUnits}
                single={options.flags.singleCostUnit}
                locale={locale}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
