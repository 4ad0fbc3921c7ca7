import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format.ts";
import type { AccountingItemsFormValues } from "../forms/accountingItemsFormSchema.ts";
import { inputLocaleOf, toCents } from "../lib/amountInput.ts";
import { accountLabel, type AccountingOptions, costObjectLabel, vatLabel } from "../lib/accountingOptions.ts";
import { remainingOfValues } from "../lib/formRemaining.ts";
import { AccountingTableHead } from "./AccountingTableHead.tsx";
import { RemainingAmount } from "./RemainingAmount.tsx";

export interface AccountingItemsReadOnlyProps {
  values: AccountingItemsFormValues;
  options: AccountingOptions;
  /** The server's remaining amount (it knows items a disabled option may hide). */
  savedRemaining: string | null;
}

/** The accounting items for someone who may only view them. */
export function AccountingItemsReadOnly({ values, options, savedRemaining }: AccountingItemsReadOnlyProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const byId = <T extends { rowId: string }>(list: T[], id: string | null) => list.find((x) => x.rowId === id);
  const shares = (list: { rowId: string | null; amount: string }[], choices: AccountingOptions["costCenters"]) =>
    list
      .map((s) => {
        const choice = byId(choices, s.rowId);
        return `${choice ? costObjectLabel(choice) : "?"}: ${s.amount}`;
      })
      .join(" · ");
  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="xs" aria-label={t("documentAccounting.table")}>
          <AccountingTableHead />
          <Table.Tbody>
            {values.items.map((item, i) => {
              const account = byId(options.accounts, item.generalLedgerAccountRowId);
              const vat = byId(options.vats, item.valueAddedTaxRowId);
              const costs = [
                options.flags.costCenters && item.costCenters.length > 0
                  ? `${t("documentAccounting.costCenters.label")}: ${shares(item.costCenters, options.costCenters)}`
                  : null,
                options.flags.costUnits && item.costUnits.length > 0
                  ? `${t("documentAccounting.costUnits.label")}: ${shares(item.costUnits, options.costUnits)}`
                  : null,
              ].filter(Boolean);
              return (
                <Table.Tr key={i}>
                  <Table.Td>
                    {item.title}
                    {costs.map((line) => (
                      <Text key={line} size="xs" c="dimmed">
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{t(`documentAccounting.bookingTypes.${item.bookingType}`)}</Table.Td>
                  <Table.Td>{account ? accountLabel(account) : ""}</Table.Td>
                  <Table.Td ta="right">{item.amount}</Table.Td>
                  <Table.Td>{t(`documentAccounting.amountTypes.${item.amountType}`)}</Table.Td>
                  <Table.Td>{vat ? vatLabel(vat) : t("documentAccounting.noVat")}</Table.Td>
                  <Table.Td>{vat ? formatPercent(item.valueAddedTaxPercentage, i18n.language) : ""}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              );
            })}
            {values.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" size="sm">
                    {t("documentAccounting.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RemainingAmount
        remainingCents={
          savedRemaining !== null ? toCents(savedRemaining) : remainingOfValues(values.items, options, locale)
        }
        currency={options.currency}
      />
    </>
  );
}
