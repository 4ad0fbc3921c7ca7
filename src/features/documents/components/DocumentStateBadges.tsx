import { Badge, Group, type MantineColor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentStateBadges_document$key } from "../../../__generated__/DocumentStateBadges_document.graphql.ts";
import { type PaymentState, paymentStateOf } from "../lib/documentDisplay.ts";

const PAYMENT_COLORS: Record<PaymentState, MantineColor> = {
  paid: "teal",
  partiallyPaid: "yellow",
  open: "blue",
  overdue: "red",
};

export interface DocumentStateBadgesProps {
  document: DocumentStateBadges_document$key;
  /** yyyy-mm-dd, for "overdue". */
  today: string;
  /** Leave out "reviewed" and "paid" (the normal case) where space is short. */
  isCompact?: boolean;
  /** One line (table rows have a fixed height); what does not fit is cut. */
  isSingleLine?: boolean;
}

/** What state a document is in: review (and abandoned), payment, duplicate, e-invoice, credit memo, archived. */
export function DocumentStateBadges({
  document: documentKey,
  today,
  isCompact = false,
  isSingleLine = false,
}: DocumentStateBadgesProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentStateBadges_document on Document {
        state
        archived
        superseded
        isAbandoned
        invoice {
          paymentStatus
          partiallyPaid
          dueDate
          creditMemo
          hasDuplicateInvoices
          hasXmlSource
        }
      }
    `,
    documentKey,
  );
  const invoice = document.invoice;
  const payment = invoice
    ? paymentStateOf(
        { paymentStatus: invoice.paymentStatus, partiallyPaid: invoice.partiallyPaid, dueDate: invoice.dueDate },
        today,
      )
    : null;
  const badges: { key: string; color: MantineColor; label: string; variant?: "light" | "outline" }[] = [];
  if (document.state === "IN_REVIEW")
    badges.push({ key: "review", color: "orange", label: t("documents.state.inReview") });
  else if (!isCompact) badges.push({ key: "review", color: "gray", label: t("documents.state.reviewed") });
  // abandonedDocumentsWarning (company config): in review and untouched for the set days.
  if (document.isAbandoned === true)
    badges.push({ key: "abandoned", color: "yellow", label: t("documents.state.abandoned") });
  if (payment && !(isCompact && payment === "paid")) {
    badges.push({ key: "payment", color: PAYMENT_COLORS[payment], label: t(`documents.payment.${payment}`) });
  }
  if (invoice?.hasDuplicateInvoices)
    badges.push({ key: "duplicate", color: "red", label: t("documents.state.duplicate") });
  if (invoice?.hasXmlSource) {
    badges.push({ key: "einvoice", color: "petrol", label: t("documents.state.eInvoice"), variant: "outline" });
  }
  if (invoice?.creditMemo) badges.push({ key: "creditMemo", color: "grape", label: t("documents.state.creditMemo") });
  if (document.archived) badges.push({ key: "archived", color: "dark", label: t("documents.state.archived") });
  if (document.superseded) badges.push({ key: "superseded", color: "dark", label: t("documents.state.superseded") });
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap={isSingleLine ? "nowrap" : "wrap"} style={isSingleLine ? { overflow: "hidden" } : undefined}>
      {badges.map((badge) => (
        <Badge
          key={badge.key}
          size="xs"
          radius="sm"
          variant={badge.variant ?? "light"}
          color={badge.color}
          // On one line (the detail page's header) the last badges give way with an ellipsis
          // rather than being cut in half; elsewhere a badge keeps its whole label (theme).
          style={isSingleLine ? { flexShrink: 1 } : undefined}
        >
          {badge.label}
        </Badge>
      ))}
    </Group>
  );
}
