import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLinkOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MoneyTransactionLinks_links$key } from "../../../__generated__/MoneyTransactionLinks_links.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { toCents } from "../lib/money.ts";
import { mutationErrorText } from "../lib/paymentTexts.ts";
import { useUnlinkDocumentTransactionMutation } from "../mutations/useUnlinkDocumentTransactionMutation.ts";
import { PaymentSection } from "./PaymentSection.tsx";

const SOURCES = ["AUTO", "END_TO_END_ID", "SUGGESTION", "MANUAL"] as const;
const isSource = (value: string): value is (typeof SOURCES)[number] => (SOURCES as readonly string[]).includes(value);

export interface MoneyTransactionLinksProps {
  links: MoneyTransactionLinks_links$key;
  documentRowId: string;
  /** An assignment was removed: the tab reads its data again. */
  onChanged: () => void;
}

/** The bank transactions paying this document (oldest first): booking date, account,
 * counterparty, purpose, amount and how the link came about; a link can be removed. */
export function MoneyTransactionLinks({ links: key, documentRowId, onChanged }: MoneyTransactionLinksProps) {
  const { t, i18n } = useTranslation();
  const links = useFragment(
    graphql`
      fragment MoneyTransactionLinks_links on MoneyTransactionDocument @relay(plural: true) {
        rowId
        amount
        source
        moneyTransaction {
          rowId
          bookingDate
          amount
          currency
          purpose
          counterpartyName
          moneyAccount {
            name
          }
        }
      }
    `,
    key,
  );
  const [commit, isUnlinking] = useUnlinkDocumentTransactionMutation();
  const [toUnlink, setToUnlink] = useState<{ rowId: string; date: string; amount: string } | null>(null);
  const locale = i18n.language;

  const unlink = async () => {
    if (!toUnlink) return;
    try {
      await commitAsPromise(commit, { moneyTransactionRowId: toUnlink.rowId, documentRowId });
      notifications.show({ color: "teal", message: t("documentPayment.transactions.unlinked") });
      setToUnlink(null);
      onChanged();
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("documentPayment.transactions.unlinkFailed"),
        message: mutationErrorText(error, t),
      });
    }
  };

  return (
    <PaymentSection title={t("documentPayment.transactions.title")}>
      {links.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentPayment.transactions.empty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {links.map((link) => {
            const transaction = link.moneyTransaction;
            if (!transaction) return null;
            const date = formatDate(transaction.bookingDate, locale);
            const amount = formatMoney(transaction.amount, transaction.currency, locale);
            const moved = toCents(transaction.amount) ?? 0n;
            const isPartial = (moved < 0n ? -moved : moved) !== toCents(link.amount);
            return (
              <li key={link.rowId} data-testid={`transaction-link-${transaction.rowId}`}>
                <Stack gap={2} p={8} style={{ borderRadius: 6, border: "1px solid var(--mantine-color-gray-3)" }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={6}>
                      <Text fz="sm" fw={600}>
                        {date}
                      </Text>
                      <Badge size="xs" variant="light" radius="sm" tt="none" color="gray">
                        {isSource(link.source) ? t(`documentPayment.transactions.source.${link.source}`) : link.source}
                      </Badge>
                    </Group>
                    <Text
                      fz="sm"
                      fw={700}
                      c={transaction.amount.startsWith("-") ? "red.8" : "teal.8"}
                      style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
                    >
                      {amount}
                    </Text>
                  </Group>
                  <Text fz="sm">{transaction.counterpartyName || "–"}</Text>
                  {transaction.purpose ? (
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {transaction.purpose}
                    </Text>
                  ) : null}
                  <Text fz="xs" c="dimmed">
                    {t("documentPayment.transactions.account")}: {transaction.moneyAccount?.name ?? "–"}
                    {isPartial
                      ? ` · ${t("documentPayment.transactions.assigned", {
                          amount: formatMoney(link.amount, transaction.currency, locale),
                        })}`
                      : ""}
                  </Text>
                  <Group>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconLinkOff size={14} />}
                      aria-label={t("documentPayment.transactions.unlinkLabel", { date })}
                      onClick={() => setToUnlink({ rowId: transaction.rowId, date, amount })}
                    >
                      {t("documentPayment.transactions.unlink")}
                    </Button>
                  </Group>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={toUnlink !== null}
        onClose={() => setToUnlink(null)}
        title={t("documentPayment.transactions.unlinkTitle")}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">
            {t("documentPayment.transactions.unlinkText", {
              date: toUnlink?.date ?? "",
              amount: toUnlink?.amount ?? "",
            })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setToUnlink(null)} disabled={isUnlinking}>
              {t("documentPayment.transactions.unlinkCancel")}
            </Button>
            <Button color="red" onClick={() => void unlink()} loading={isUnlinking} data-autofocus>
              {t("documentPayment.transactions.unlinkConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PaymentSection>
  );
}
