import { Alert, Stack, Text } from "@mantine/core";
import { useCallback, useMemo, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import type { DocumentPayment_query$key } from "../../../__generated__/DocumentPayment_query.graphql.ts";
import type { DocumentPaymentRefetchQuery } from "../../../__generated__/DocumentPaymentRefetchQuery.graphql.ts";
import { germanToday } from "../../../lib/calendarDate.ts";
import { BankPaymentsList } from "./BankPaymentsList.tsx";
import { DocumentRecurrenceCard } from "./DocumentRecurrenceCard.tsx";
import { MoneyTransactionLinks } from "./MoneyTransactionLinks.tsx";
import { PayActions } from "./PayActions.tsx";
import { PaymentDataCard } from "./PaymentDataCard.tsx";
import { PaymentReminderForm } from "./PaymentReminderForm.tsx";
import { PaymentStatusCard } from "./PaymentStatusCard.tsx";

export interface DocumentPaymentProps {
  query: DocumentPayment_query$key;
  /** Today as an ISO date (tests fix it). */
  today?: string;
}

/**
 * The payment tab (spec part 2, document details: "payment: needs banking access. Invoice
 * edit, payment reminder, payment, money transactions"): the payment status, where an
 * incoming invoice is paid to (with the IBAN risk check), paying it, the payments initiated,
 * the bank transactions assigned and — for outgoing invoices — payment reminders.
 */
export function DocumentPayment({ query, today = germanToday() }: DocumentPaymentProps) {
  const { t } = useTranslation();
  const [data, refetch] = useRefetchableFragment<DocumentPaymentRefetchQuery, DocumentPayment_query$key>(
    graphql`
      fragment DocumentPayment_query on Query
      @refetchable(queryName: "DocumentPaymentRefetchQuery")
      @argumentDefinitions(documentRowId: { type: "UUID!" }) {
        currentUser {
          email
        }
        document(rowId: $documentRowId) {
          rowId
          type
          invoice {
            ...PaymentStatusCard_invoice
            ...PaymentDataCard_invoice
          }
          ...PayActions_document
          ...PaymentReminderForm_document
          ...DocumentRecurrenceCard_document
        }
        bankPayments(condition: { documentRowId: $documentRowId }, orderBy: [CREATED_AT_DESC]) {
          nodes {
            status
            method
            createdAt
            ...BankPaymentsList_payments
          }
        }
        moneyTransactionDocuments(condition: { documentRowId: $documentRowId }, orderBy: [CREATED_AT_ASC]) {
          nodes {
            ...MoneyTransactionLinks_links
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  // After a payment left the product (a REST call), read the tab again without a spinner.
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: "network-only" });
      }),
    [refetch, startTransition],
  );
  const payments = useMemo(() => data.bankPayments?.nodes ?? [], [data.bankPayments]);
  const underWay = useMemo(() => {
    const pending = payments.find((payment) => payment.status === "CREATED" || payment.status === "PENDING");
    return pending ? { method: pending.method, createdAt: pending.createdAt } : null;
  }, [payments]);
  const links = data.moneyTransactionDocuments?.nodes ?? [];
  const document = data.document;
  if (!document) return null;

  if (!document.invoice) {
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light">
          <Text fz="sm">{t("documentPayment.notInvoice")}</Text>
        </Alert>
        <MoneyTransactionLinks links={links} documentRowId={document.rowId} onChanged={reload} />
      </Stack>
    );
  }
  const isIncoming = document.type === "INCOMING_INVOICE";
  return (
    <Stack gap="md">
      <PaymentStatusCard invoice={document.invoice} today={today} />
      {isIncoming ? <PaymentDataCard invoice={document.invoice} /> : null}
      <PayActions document={document} underWay={underWay} onChanged={reload} />
      {payments.length > 0 || isIncoming ? <BankPaymentsList payments={payments} onChanged={reload} /> : null}
      <MoneyTransactionLinks links={links} documentRowId={document.rowId} onChanged={reload} />
      <DocumentRecurrenceCard document={document} />
      {isIncoming ? null : (
        <PaymentReminderForm document={document} currentUserEmail={data.currentUser?.email ?? null} onSent={reload} />
      )}
    </Stack>
  );
}
