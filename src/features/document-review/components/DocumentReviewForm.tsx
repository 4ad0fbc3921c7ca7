import { Alert, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentReviewForm_document$key } from "../../../__generated__/DocumentReviewForm_document.graphql.ts";
import { ExportLockNotice } from "../../../ui/ExportLockNotice.tsx";
import { DocumentAssignments } from "./DocumentAssignments.tsx";
import { DocumentCustomFields } from "./DocumentCustomFields.tsx";
import { DocumentReviewFindings } from "./DocumentReviewFindings.tsx";
import { InvoiceCrmTickets } from "./InvoiceCrmTickets.tsx";
import { InvoiceReviewForm } from "./InvoiceReviewForm.tsx";
import { OtherDocumentReviewForm } from "./OtherDocumentReviewForm.tsx";

/** Why the signed-in user may not change the document (the order of the database's
 * document_change_refusal), or null when they may. */
export type ReadOnlyReason = "noAccess" | "superseded" | "preventEdit" | "other";

export function readOnlyReasonOf(document: {
  canCurrentUserChange: boolean;
  superseded: boolean;
  isInPreventEditWorkflowStep: boolean;
  hasDocumentsManageAccess: boolean;
}): ReadOnlyReason | null {
  if (document.canCurrentUserChange) return null;
  if (!document.hasDocumentsManageAccess) return "noAccess";
  if (document.superseded) return "superseded";
  if (document.isInPreventEditWorkflowStep) return "preventEdit";
  return "other";
}

export interface DocumentReviewFormProps {
  /** A Document with `...DocumentReviewForm_document` spread. */
  document: DocumentReviewForm_document$key;
}

/**
 * The review tab's form: the invoice form for incoming and outgoing invoices, the
 * other-document form otherwise. Read-only, with the reason, when the user may not change
 * the document (Document.canCurrentUserChange).
 */
export function DocumentReviewForm({ document: key }: DocumentReviewFormProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentReviewForm_document on Document {
        rowId
        type
        canCurrentUserChange
        exportedForBookingAt
        superseded
        isInPreventEditWorkflowStep
        clientCompany {
          currentUserHasDocumentsManageAccess
        }
        invoice {
          __typename
        }
        otherDocument {
          __typename
        }
        ...InvoiceReviewForm_document
        ...OtherDocumentReviewForm_document
        ...DocumentAssignments_document
        ...DocumentCustomFields_document
        ...InvoiceCrmTickets_document
        ...DocumentReviewFindings_document
      }
    `,
    key,
  );
  const reason = readOnlyReasonOf({
    canCurrentUserChange: document.canCurrentUserChange,
    superseded: document.superseded,
    isInPreventEditWorkflowStep: document.isInPreventEditWorkflowStep,
    hasDocumentsManageAccess: document.clientCompany?.currentUserHasDocumentsManageAccess === true,
  });
  const isInvoice = document.type === "INCOMING_INVOICE" || document.type === "OUTGOING_INVOICE";
  const notice = reason ? (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t("documentReview.readOnly.title")}>
      <Text fz="sm">{t(`documentReview.readOnly.${reason}`)}</Text>
    </Alert>
  ) : null;

  // GoBD: an invoice exported for booking keeps its amounts, dates and partner until the export
  // is undone (the database refuses with DOCUMENT_EXPORTED_LOCKED).
  const exportedAt = isInvoice ? ((document.exportedForBookingAt as string | null | undefined) ?? null) : null;

  let form = null;
  if (isInvoice && document.invoice) {
    form = (
      <InvoiceReviewForm key={document.rowId} document={document} isReadOnly={reason !== null || exportedAt !== null} />
    );
  } else if (!isInvoice && document.otherDocument) {
    form = <OtherDocumentReviewForm key={document.rowId} document={document} isReadOnly={reason !== null} />;
  }
  return (
    <Stack gap="md">
      {exportedAt ? <ExportLockNotice exportedForBookingAt={exportedAt} /> : null}
      {notice}
      <DocumentReviewFindings document={document} />
      <DocumentAssignments document={document} isReadOnly={reason !== null} />
      <DocumentCustomFields document={document} isReadOnly={reason !== null} />
      {isInvoice && document.invoice ? <InvoiceCrmTickets document={document} isReadOnly={reason !== null} /> : null}
      {form ?? (
        <Text fz="sm" c="dimmed">
          {t("documentReview.nothingCaptured")}
        </Text>
      )}
    </Stack>
  );
}
