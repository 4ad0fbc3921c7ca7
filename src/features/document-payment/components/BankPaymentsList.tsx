import { Anchor, Badge, Button, Group, type MantineColor, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { BankPaymentsList_payments$key } from "../../../__generated__/BankPaymentsList_payments.graphql.ts";
import { formatDate, formatDateTime, formatIban, formatMoney, formatPercent } from "../../../lib/format.ts";
import { isZeroAmount } from "../lib/money.ts";
import { PAYMENTS_API_PATH } from "../lib/paymentsApi.ts";
import { mutationErrorText } from "../lib/paymentTexts.ts";
import { useCancelBankPaymentMutation } from "../mutations/useCancelBankPaymentMutation.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { PaymentSection } from "./PaymentSection.tsx";

const STATUS_COLORS: Record<string, MantineColor> = {
  CREATED: "blue",
  PENDING: "yellow",
  FINISHED: "teal",
  FAILED: "red",
  CANCELLED: "gray",
};

const KNOWN_METHODS = ["SEPA_FILE", "BANK", "DIRECT_DEBIT_FILE"] as const;
const KNOWN_STATUSES = ["CREATED", "PENDING", "FINISHED", "FAILED", "CANCELLED"] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export interface BankPaymentsListProps {
  payments: BankPaymentsList_payments$key;
  /** The tab reads itself again after a payment was cancelled. */
  onChanged: () => void;
}

/** The payments initiated for the document (all statuses, newest first; executed ones stand
 * out), each with its SEPA file to download again. */
export function BankPaymentsList({ payments: key, onChanged }: BankPaymentsListProps) {
  const { t, i18n } = useTranslation();
  const [commitCancel, isCancelling] = useCancelBankPaymentMutation();
  const [toCancel, setToCancel] = useState<string | null>(null);
  const cancel = async () => {
    if (!toCancel) return;
    try {
      await commitAsPromise(commitCancel, { bankPaymentRowId: toCancel });
      notifications.show({ color: "teal", message: t("documentPayment.bankPayments.cancelled") });
      setToCancel(null);
      onChanged();
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("documentPayment.bankPayments.cancelFailed"),
        message: mutationErrorText(error, t),
      });
    }
  };
  const payments = useFragment(
    graphql`
      fragment BankPaymentsList_payments on BankPayment @relay(plural: true) {
        rowId
        method
        status
        recipientName
        recipientIban
        currency
        amount
        discountPercent
        fee
        total
        purpose
        requestedDate
        createdAt
        errorMessage
        unverifiedIbanConfirmed
        createdByUser {
          fullName
        }
        sepaFile {
          rowId
        }
      }
    `,
    key,
  );
  const locale = i18n.language;
  return (
    <PaymentSection title={t("documentPayment.bankPayments.title")}>
      {payments.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentPayment.bankPayments.empty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {payments.map((payment) => {
            const isFinished = payment.status === "FINISHED";
            return (
              <li key={payment.rowId} data-testid={`bank-payment-${payment.rowId}`}>
                <Stack
                  gap={2}
                  p={8}
                  bg={isFinished ? "teal.0" : undefined}
                  style={{
                    borderRadius: 6,
                    border: `1px solid var(--mantine-color-${isFinished ? "teal-4" : "gray-3"})`,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={4}>
                      <Badge size="sm" variant="outline" radius="sm" tt="none" color="gray">
                        {isOneOf(KNOWN_METHODS, payment.method)
                          ? t(`documentPayment.bankPayments.method.${payment.method}`)
                          : payment.method}
                      </Badge>
                      <Badge
                        size="sm"
                        variant={isFinished ? "filled" : "light"}
                        radius="sm"
                        tt="none"
                        color={STATUS_COLORS[payment.status] ?? "gray"}
                      >
                        {isOneOf(KNOWN_STATUSES, payment.status)
                          ? t(`documentPayment.bankPayments.status.${payment.status}`)
                          : payment.status}
                      </Badge>
                    </Group>
                    <Text fz="sm" fw={700} style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                      {formatMoney(payment.amount, payment.currency, locale)}
                    </Text>
                  </Group>
                  <Text fz="sm">{payment.recipientName}</Text>
                  <Text fz="xs" c="dimmed" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                    {formatIban(payment.recipientIban)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {[
                      t("documentPayment.bankPayments.requestedDate", {
                        date: formatDate(payment.requestedDate, locale),
                      }),
                      payment.discountPercent
                        ? t("documentPayment.bankPayments.discount", {
                            percent: formatPercent(payment.discountPercent, locale),
                          })
                        : null,
                      isZeroAmount(payment.fee)
                        ? null
                        : t("documentPayment.bankPayments.fee", {
                            amount: formatMoney(payment.fee, payment.currency, locale),
                          }),
                      payment.total !== payment.amount
                        ? t("documentPayment.bankPayments.total", {
                            amount: formatMoney(payment.total, payment.currency, locale),
                          })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                  {payment.purpose ? (
                    <Text fz="xs" c="dimmed">
                      {t("documentPayment.bankPayments.purpose", { purpose: payment.purpose })}
                    </Text>
                  ) : null}
                  <Text fz="xs" c="dimmed">
                    {payment.createdByUser?.fullName
                      ? t("documentPayment.bankPayments.createdBy", {
                          date: formatDateTime(payment.createdAt, locale),
                          name: payment.createdByUser.fullName,
                        })
                      : t("documentPayment.bankPayments.createdAt", {
                          date: formatDateTime(payment.createdAt, locale),
                        })}
                  </Text>
                  {payment.unverifiedIbanConfirmed ? (
                    <Text fz="xs" c="orange.8">
                      {t("documentPayment.bankPayments.unverifiedConfirmed")}
                    </Text>
                  ) : null}
                  {payment.errorMessage ? (
                    <Text fz="xs" c="red.8">
                      {t("documentPayment.bankPayments.error", { message: payment.errorMessage })}
                    </Text>
                  ) : null}
                  {payment.sepaFile ? (
                    <Anchor
                      href={`${PAYMENTS_API_PATH}/sepa-files/${payment.sepaFile.rowId}`}
                      download
                      fz="xs"
                      w="fit-content"
                    >
                      <Group gap={4}>
                        <IconDownload size={14} />
                        {t("documentPayment.bankPayments.download")}
                      </Group>
                    </Anchor>
                  ) : null}
                  {payment.status === "CREATED" && payment.method !== "BANK" ? (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      w="fit-content"
                      leftSection={<IconX size={14} />}
                      onClick={() => setToCancel(payment.rowId)}
                    >
                      {t("documentPayment.bankPayments.cancel")}
                    </Button>
                  ) : null}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={toCancel !== null}
        onClose={() => setToCancel(null)}
        title={t("documentPayment.bankPayments.cancelTitle")}
        size="md"
      >
        <Stack>
          <Text fz="sm">{t("documentPayment.bankPayments.cancelText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToCancel(null)}>
              {t("documentPayment.bankPayments.cancelKeep")}
            </Button>
            <Button color="red" loading={isCancelling} onClick={() => void cancel()}>
              {t("documentPayment.bankPayments.cancelConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PaymentSection>
  );
}
