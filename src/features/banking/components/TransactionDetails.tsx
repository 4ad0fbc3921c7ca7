import { Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { TransactionDetails_transaction$key } from "../../../__generated__/TransactionDetails_transaction.graphql.ts";
import { formatDate, formatDateTime, formatIban, formatMoney } from "../../../lib/format.ts";

export interface TransactionDetailsProps {
  transaction: TransactionDetails_transaction$key;
}

const SOURCES = ["IMPORT", "SYNC", "MANUAL"] as const;
type Source = (typeof SOURCES)[number];

/** Everything the bank reported about the transaction, and where it came from. */
export function TransactionDetails({ transaction: key }: TransactionDetailsProps) {
  const { t, i18n } = useTranslation();
  const transaction = useFragment(
    graphql`
      fragment TransactionDetails_transaction on MoneyTransaction {
        bookingDate
        valueDate
        amount
        currency
        status
        source
        purpose
        derivedPartnerName
        counterpartyName
        counterpartyIban
        counterpartyBic
        counterpartyAccountNumber
        endToEndRowId
        mandateRowId
        creditorRowId
        bankReference
        batchReference
        customerReference
        bankTransactionCode
        matchedAmount
        matchedCount
        moneyAccount {
          name
          fullName
        }
        import {
          fileName
          format
          createdAt
          createdByUser {
            fullName
          }
        }
      }
    `,
    key,
  );
  const locale = i18n.language;
  const isIncoming = Number(transaction.amount) > 0;
  const source = (SOURCES as readonly string[]).includes(transaction.source) ? (transaction.source as Source) : null;
  const field = (label: string, value: ReactNode, isMonospace = false) =>
    value === null || value === undefined || value === "" ? null : (
      <div>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
          {label}
        </Text>
        <Text fz="sm" ff={isMonospace ? "monospace" : undefined} style={{ overflowWrap: "anywhere" }}>
          {value}
        </Text>
      </div>
    );
  const importLabel = transaction.import
    ? [
        transaction.import.fileName,
        transaction.import.format,
        formatDateTime(transaction.import.createdAt, locale),
        transaction.import.createdByUser?.fullName,
      ]
        .filter(Boolean)
        .join(" · ")
    : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {transaction.derivedPartnerName?.trim() || transaction.purpose.trim() || t("banking.details.title")}
          </Title>
          <Text fz="sm" c="dimmed">
            {t(isIncoming ? "banking.details.incomingOn" : "banking.details.outgoingOn", {
              date: formatDate(transaction.bookingDate, locale),
            })}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text
            fz={24}
            fw={700}
            c={isIncoming ? "teal.8" : "red.8"}
            style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
            data-testid="transaction-amount"
          >
            {formatMoney(transaction.amount, transaction.currency, locale)}
          </Text>
          <Group gap={4}>
            {transaction.status === "PENDING" ? (
              <Badge variant="outline" color="gray">
                {t("banking.list.pending")}
              </Badge>
            ) : null}
            {transaction.matchedCount > 0 ? (
              <Badge variant="light" color="teal">
                {t("banking.details.matchedAmount", {
                  amount: formatMoney(transaction.matchedAmount, transaction.currency, locale),
                })}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <div>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
          {t("banking.details.purpose")}
        </Text>
        <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {transaction.purpose.trim() || t("banking.list.noPurpose")}
        </Text>
      </div>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        {field(t("banking.details.bookingDate"), formatDate(transaction.bookingDate, locale))}
        {field(t("banking.details.valueDate"), formatDate(transaction.valueDate, locale))}
        {field(t("banking.details.account"), transaction.moneyAccount?.fullName ?? transaction.moneyAccount?.name)}
        {field(t("banking.details.counterparty"), transaction.counterpartyName)}
        {field(t("banking.details.iban"), formatIban(transaction.counterpartyIban), true)}
        {field(t("banking.details.bic"), transaction.counterpartyBic, true)}
        {transaction.counterpartyIban
          ? null
          : field(t("banking.details.accountNumber"), transaction.counterpartyAccountNumber, true)}
        {field(t("banking.details.endToEndId"), transaction.endToEndRowId, true)}
        {field(t("banking.details.mandateId"), transaction.mandateRowId, true)}
        {field(t("banking.details.creditorId"), transaction.creditorRowId, true)}
        {field(t("banking.details.customerReference"), transaction.customerReference, true)}
        {field(t("banking.details.bankReference"), transaction.bankReference, true)}
        {/* One part of a batch booking of the bank: the parts share this reference. */}
        {field(t("banking.details.batchReference"), transaction.batchReference, true)}
        {field(t("banking.details.bankTransactionCode"), transaction.bankTransactionCode, true)}
        {field(t("banking.details.source"), source ? t(`banking.sources.${source}`) : transaction.source)}
      </SimpleGrid>
      {importLabel ? field(t("banking.details.import"), importLabel) : null}
    </Stack>
  );
}
