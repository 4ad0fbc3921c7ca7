import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format.ts";
import type { AccountingItemsFormValues } from "../forms/accountingItemsFormSchema.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { toCents } from "../../../lib/decimal.ts";
import { accountLabel, type AccountingOptions, costObjectLabel, vatLabel } from "../lib/accountingOptions.ts";
import { remainingOfValues } from "../lib/formRemaining.ts";
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
      {/* Three columns, each with the item's details below: fits the narrow side panel. */}
      <Table verticalSpacing="xs" layout="fixed" aria-label={t("documentAccounting.table")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("documentAccounting.columns.account")}</Table.Th>
            <Table.Th ta="right" w="30%">
              {t("documentAccounting.columns.amount")}
            </Table.Th>
            <Table.Th w="30%">{t("documentAccounting.columns.vat")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
              <Table.Tr key={i} style={{ verticalAlign: "top" }}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm">{account ? accountLabel(account) : ""}</Text>
                  {item.title && (
                    <Text size="xs" c="dimmed">
                      {item.title}
                    </Text>
                  )}
                  {costs.map((line) => (
                    <Text key={line} size="xs" c="dimmed">
                      {line}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{item.amount}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`documentAccounting.bookingTypes.${item.bookingType}`)} ·{" "}
                    {t(`documentAccounting.amountTypes.${item.amountType}`)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm">{vat ? vatLabel(vat) : t("documentAccounting.noVat")}</Text>
                  {vat && (
                    <Text size="xs" c="dimmed">
                      {formatPercent(item.valueAddedTaxPercentage, i18n.language)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {values.items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" size="sm">
                  {t("documentAccounting.empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <RemainingAmount
        remainingCents={
          savedRemaining !== null ? toCents(savedRemaining) : remainingOfValues(values.items, options, locale)
        }
        currency={options.currency}
      />
    </>
  );
}
