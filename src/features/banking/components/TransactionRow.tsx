import { Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { TransactionRow_transaction$key } from "../../../__generated__/TransactionRow_transaction.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { TransactionMatchCell } from "./TransactionMatchCell.tsx";

/** Two text lines per row; fixed, for the virtualised list. */
export const TRANSACTION_ROW_HEIGHT = 58;

export interface TransactionRowProps {
  transaction: TransactionRow_transaction$key;
  index: number;
  isFocused: boolean;
  isSelected: boolean;
  isOpen: boolean;
  /** A click on the checkbox; with Shift a range. */
  onToggleSelected: (event: MouseEvent | null) => void;
  onOpen: () => void;
  clientCompanyRowId: string;
}

export function TransactionRow({
  transaction: key,
  index,
  isFocused,
  isSelected,
  isOpen,
  onToggleSelected,
  onOpen,
  clientCompanyRowId,
}: TransactionRowProps) {
  const { t, i18n } = useTranslation();
  const transaction = useFragment(
    graphql`
      fragment TransactionRow_transaction on MoneyTransaction {
        bookingDate
        amount
        currency
        status
        purpose
        derivedPartnerName
        moneyAccount {
          name
        }
        moneyCategory {
          name
        }
        ...TransactionMatchCell_transaction
      }
    `,
    key,
  );
  const locale = i18n.language;
  const isIncoming = Number(transaction.amount) > 0;
  const purpose = transaction.purpose.trim();
  const name = transaction.derivedPartnerName?.trim() ?? "";
  // Without a name (bank fees, card payments) the purpose leads the row.
  const partner = name || purpose || t("banking.list.noCounterparty");
  const secondLine = name ? purpose || t("banking.list.noPurpose") : t("banking.list.noCounterparty");
  const amount = formatMoney(transaction.amount, transaction.currency, locale);
  return (
    <Table.Tr
      data-document-item
      data-index={index}
      tabIndex={isFocused ? 0 : -1}
      aria-selected={isSelected}
      aria-current={isOpen || undefined}
      aria-label={t("banking.list.rowLabel", {
        date: formatDate(transaction.bookingDate, locale),
        partner,
        amount,
      })}
      onClick={onOpen}
      bg={isOpen ? "var(--mantine-color-petrol-0)" : isSelected ? "var(--mantine-color-blue-0)" : undefined}
      style={{ cursor: "pointer", height: TRANSACTION_ROW_HEIGHT }}
    >
      <Table.Td w={40} onClick={(event) => event.stopPropagation()}>
        <Checkbox
          size="xs"
          checked={isSelected}
          tabIndex={-1}
          onChange={() => undefined}
          onClick={(event) => onToggleSelected(event)}
          aria-label={t("banking.selection.toggle", { partner })}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
        <Stack gap={2}>
          <Text fz="sm">{formatDate(transaction.bookingDate, locale)}</Text>
          {transaction.status === "PENDING" ? (
            <Badge size="xs" variant="outline" color="gray">
              {t("banking.list.pending")}
            </Badge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td style={{ overflow: "hidden" }}>
        <Tooltip
          label={
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                {name || t("banking.list.noCounterparty")}
              </Text>
              <Text fz="sm" style={{ whiteSpace: "pre-wrap" }}>
                {purpose || t("banking.list.noPurpose")}
              </Text>
            </Stack>
          }
          multiline
          maw={480}
          openDelay={500}
          withArrow
          position="bottom-start"
        >
          <Stack gap={0} miw={0}>
            <Text fz="sm" fw={600} truncate="end">
              {partner}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {secondLine}
            </Text>
          </Stack>
        </Tooltip>
      </Table.Td>
      <Table.Td style={{ overflow: "hidden" }}>
        <Text fz="sm" truncate="end" title={transaction.moneyAccount?.name}>
          {transaction.moneyAccount?.name ?? ""}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflow: "hidden" }}>
        {transaction.moneyCategory ? (
          <Badge
            variant="light"
            color="gray"
            radius="sm"
            tt="none"
            fw={500}
            maw="100%"
            title={transaction.moneyCategory.name}
          >
            {transaction.moneyCategory.name}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td style={{ overflow: "hidden" }}>
        <Group gap={4} wrap="nowrap" miw={0}>
          <TransactionMatchCell transaction={transaction} clientCompanyRowId={clientCompanyRowId} />
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
        <Text fz="sm" fw={600} c={isIncoming ? "teal.8" : "red.8"}>
          {amount}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
