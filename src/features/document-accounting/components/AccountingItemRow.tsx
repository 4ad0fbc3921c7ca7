import { ActionIcon, Group, Select, Table, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format.ts";
import { type AccountingItemsFormValues, sameRate, TITLE_MAX_LENGTH } from "../forms/accountingItemsFormSchema.ts";
import { formatAmountInput, type InputLocale, parseAmountInput } from "../lib/amountInput.ts";
import { accountLabel, type AccountingOptions, vatLabel } from "../lib/accountingOptions.ts";
import { ShareEditor } from "./ShareEditor.tsx";
import { useErrorText } from "./useErrorText.ts";

export interface AccountingItemRowProps {
  index: number;
  options: AccountingOptions;
  locale: InputLocale;
  onRemove: () => void;
  withCostColumns: boolean;
}

/** One accounting item: its inputs in a table row, its cost centres and units below it. */
export function AccountingItemRow({ index, options, locale, onRemove, withCostColumns }: AccountingItemRowProps) {
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
  const label = (column: string) => t("documentAccounting.cellLabel", { column, position });

  return (
    <>
      <Table.Tr>
        <Table.Td miw={160}>
          <TextInput
            {...register(`${name}.title`)}
            aria-label={label(t("documentAccounting.columns.title"))}
            maxLength={TITLE_MAX_LENGTH + 20}
            error={error("title")}
          />
        </Table.Td>
        <Table.Td w={110}>
          <Controller
            control={control}
            name={`${name}.bookingType`}
            render={({ field }) => (
              <Select
                aria-label={label(t("documentAccounting.columns.bookingType"))}
                data={[
                  { value: "DEBIT", label: t("documentAccounting.bookingTypes.DEBIT") },
                  { value: "CREDIT", label: t("documentAccounting.bookingTypes.CREDIT") },
                ]}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={error("bookingType")}
              />
            )}
          />
        </Table.Td>
        <Table.Td miw={240}>
          <Controller
            control={control}
            name={`${name}.generalLedgerAccountRowId`}
            render={({ field }) => (
              <Select
                aria-label={label(t("documentAccounting.columns.account"))}
                placeholder={t("documentAccounting.accountPlaceholder")}
                data={accountData}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                nothingFoundMessage={t("documentAccounting.noAccountFound")}
                error={error("generalLedgerAccountRowId")}
              />
            )}
          />
        </Table.Td>
        <Table.Td w={130}>
          <Controller
            control={control}
            name={`${name}.amount`}
            render={({ field }) => (
              <TextInput
                aria-label={label(t("documentAccounting.columns.amount"))}
                inputMode="decimal"
                styles={{ input: { textAlign: "right" } }}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={() => {
                  const parsed = parseAmountInput(field.value, locale);
                  if (parsed) field.onChange(formatAmountInput(parsed, locale));
                  field.onBlur();
                }}
                error={error("amount")}
              />
            )}
          />
        </Table.Td>
        <Table.Td w={110}>
          <Controller
            control={control}
            name={`${name}.amountType`}
            render={({ field }) => (
              <Select
                aria-label={label(t("documentAccounting.columns.amountType"))}
                data={[
                  { value: "NET", label: t("documentAccounting.amountTypes.NET") },
                  { value: "GROSS", label: t("documentAccounting.amountTypes.GROSS") },
                ]}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                onBlur={field.onBlur}
                allowDeselect={false}
                disabled={vat?.amountTypeMustBeNet === true}
                title={vat?.amountTypeMustBeNet ? t("documentAccounting.mustBeNet") : undefined}
                error={error("amountType")}
              />
            )}
          />
        </Table.Td>
        <Table.Td miw={170}>
          <Controller
            control={control}
            name={`${name}.valueAddedTaxRowId`}
            render={({ field }) => (
              <Select
                aria-label={label(t("documentAccounting.columns.vat"))}
                placeholder={t("documentAccounting.noVat")}
                data={vatData}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
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
                onBlur={field.onBlur}
                searchable
                clearable
                error={error("valueAddedTaxRowId")}
              />
            )}
          />
        </Table.Td>
        <Table.Td w={100}>
          <Controller
            control={control}
            name={`${name}.valueAddedTaxPercentage`}
            render={({ field }) => (
              <Select
                aria-label={label(t("documentAccounting.columns.percentage"))}
                data={(vat?.percentages ?? []).map((p) => ({ value: p, label: formatPercent(p, i18n.language) }))}
                value={vat?.percentages.find((p) => field.value !== null && sameRate(p, field.value)) ?? field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!vat}
                allowDeselect={false}
                error={error("valueAddedTaxPercentage")}
              />
            )}
          />
        </Table.Td>
        <Table.Td w={48}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t("documentAccounting.removeItem", { position })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {withCostColumns && (
        <Table.Tr>
          <Table.Td colSpan={8} pt={0}>
            <Group align="flex-start" gap="xl">
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
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
