import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PaymentStatusCard_invoice$key } from "../../../__generated__/PaymentStatusCard_invoice.graphql.ts";
import { formatDate, formatMoney, formatPercent } from "../../../lib/format.ts";
import { isZeroAmount, subtractAmounts, toCents } from "../lib/money.ts";
import { PaymentSection } from "./PaymentSection.tsx";
import { PaymentStatusEditor } from "./PaymentStatusEditor.tsx";

export interface PaymentStatusCardProps {
  invoice: PaymentStatusCard_invoice$key;
  /** Today as an ISO date (overdue and discount periods). */
  today: string;
}

/** The invoice's payment state: open, partially paid or paid (and since when), what is
 * paid and open, the due date and the early-payment discount; changed by hand when allowed. */
export function PaymentStatusCard({ invoice: key, today }: PaymentStatusCardProps) {
  const { t, i18n } = useTranslation();
  const invoice = useFragment(
    graphql`
      fragment PaymentStatusCard_invoice on Invoice {
        paymentStatus
        paymentStatusSource
        paidDate
        partiallyPaid
        creditMemo
        total
        prepaidAmount
        roundingAmount
        amountDue
        paidAmount
        openAmount
        currency
        paymentDueDate
        paymentDiscountDueDate
        paymentDiscountPercent
        paymentDiscountAmount
        ...PaymentStatusEditor_invoice
      }
    `,
    key,
  );
  const locale = i18n.language;
  const money = (amount: string | null | undefined) => formatMoney(amount, invoice.currency, locale) || "–";
  const isPaid = invoice.paymentStatus === "PAID";
  const isOverdue =
    !isPaid && !isZeroAmount(invoice.openAmount) && invoice.paymentDueDate != null && invoice.paymentDueDate < today;

  const badge = isPaid ? (
    <Badge color="teal" variant="light" radius="sm" tt="none">
      {invoice.paidDate
        ? t("documentPayment.status.paidOn", { date: formatDate(invoice.paidDate, locale) })
        : t("documentPayment.status.paid")}
    </Badge>
  ) : invoice.partiallyPaid ? (
    <Badge color="yellow" variant="light" radius="sm" tt="none">
      {t("documentPayment.status.partiallyPaid")}
    </Badge>
  ) : (
    <Badge color="blue" variant="light" radius="sm" tt="none">
      {t("documentPayment.status.open")}
    </Badge>
  );

  // The amount due differs from the gross total (prepaid amounts, rounding): shown with its parts.
  const hasOwnAmountDue =
    invoice.amountDue != null && invoice.total != null && toCents(invoice.amountDue) !== toCents(invoice.total);
  const isNegativeDue = (toCents(invoice.amountDue) ?? 0n) < 0n;

  const discountPercent = invoice.paymentDiscountPercent ?? null;
  const discountAmount = invoice.paymentDiscountAmount ?? null;
  const hasDiscount = !isZeroAmount(discountAmount);
  const discountDue = invoice.paymentDiscountDueDate ?? null;
  const percentText = discountPercent ? formatPercent(discountPercent, locale) : money(discountAmount);

  return (
    <PaymentSection
      title={t("documentPayment.status.title")}
      aside={
        <Group gap={6}>
          {invoice.creditMemo ? (
            <Badge color="grape" variant="light" radius="sm" tt="none">
              {t("documentPayment.status.creditMemo")}
            </Badge>
          ) : null}
          {badge}
        </Group>
      }
    >
      {hasOwnAmountDue ? (
        <SimpleGrid cols={3} spacing="xs" data-testid="amount-due-breakdown">
          <Amount label={t("documentPayment.status.prepaidAmount")} value={money(invoice.prepaidAmount ?? "0")} />
          {isZeroAmount(invoice.roundingAmount) ? null : (
            <Amount label={t("documentPayment.status.roundingAmount")} value={money(invoice.roundingAmount)} />
          )}
          <Amount
            label={t("documentPayment.status.amountDue")}
            value={money(invoice.amountDue)}
            color={isNegativeDue ? "red" : undefined}
            testId="amount-due"
          />
        </SimpleGrid>
      ) : null}
      {isNegativeDue ? (
        <Text fz="sm" c="red.8" data-testid="negative-amount-due">
          {t("documentPayment.status.negativeAmountDue")}
        </Text>
      ) : null}
      <SimpleGrid cols={3} spacing="xs">
        <Amount label={t("documentPayment.status.total")} value={money(invoice.total)} />
        <Amount label={t("documentPayment.status.paidAmount")} value={money(invoice.paidAmount)} />
        <Amount
          label={t("documentPayment.status.openAmount")}
          value={money(invoice.openAmount)}
          color={isOverdue ? "red" : undefined}
          testId="open-amount"
        />
      </SimpleGrid>
      <Stack gap={2}>
        <Group gap={6}>
          <Text fz="sm">
            {t("documentPayment.status.dueDate")}:{" "}
            {invoice.paymentDueDate
              ? formatDate(invoice.paymentDueDate, locale)
              : t("documentPayment.status.noDueDate")}
          </Text>
          {isOverdue ? (
            <Badge color="red" variant="light" radius="sm" tt="none" size="sm">
              {t("documentPayment.status.overdue", { date: formatDate(invoice.paymentDueDate, locale) })}
            </Badge>
          ) : null}
        </Group>
        {hasDiscount ? (
          discountDue === null ? (
            <Text fz="sm">
              {t("documentPayment.status.discountNoDate", { percent: percentText, amount: money(discountAmount) })}
            </Text>
          ) : discountDue < today && !isPaid ? (
            <Text fz="sm" c="dimmed">
              {t("documentPayment.status.discountExpired", {
                date: formatDate(discountDue, locale),
                percent: percentText,
              })}
            </Text>
          ) : (
            <Text fz="sm" data-testid="discount">
              {t("documentPayment.status.discount", {
                date: formatDate(discountDue, locale),
                percent: percentText,
                amount: money(discountAmount),
              })}
              {!isPaid && isZeroAmount(invoice.paidAmount) ? (
                <Text span fz="sm" c="dimmed">
                  {" · "}
                  {t("documentPayment.status.discountPayAmount", {
                    amount: money(subtractAmounts(invoice.amountDue ?? invoice.total, discountAmount)),
                  })}
                </Text>
              ) : null}
            </Text>
          )
        ) : null}
        <Text fz="xs" c="dimmed">
          {invoice.paymentStatusSource === "USER"
            ? t("documentPayment.status.sourceUser")
            : t("documentPayment.status.sourceTransactions")}
        </Text>
      </Stack>
      <PaymentStatusEditor invoice={invoice} today={today} />
    </PaymentSection>
  );
}

function Amount({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} c={color} data-testid={testId} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Stack>
  );
}
