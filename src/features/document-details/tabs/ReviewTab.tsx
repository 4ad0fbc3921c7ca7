import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReviewTabQuery } from "../../../__generated__/ReviewTabQuery.graphql.ts";
import { CapturedInvoiceFields } from "../../review/components/CapturedInvoiceFields.tsx";
import { CapturedOtherDocumentFields } from "../../review/components/CapturedOtherDocumentFields.tsx";
import type { FieldSource } from "../../review/components/FieldSourceMarker.tsx";
import { InvoiceItemsTable } from "../../review/components/InvoiceItemsTable.tsx";

export interface ReviewTabProps {
  documentRowId: string;
}

/** The captured invoice or other-document details as they are stored, each with where its
 * value came from. Read-only: the editable review form replaces this. */
export function ReviewTab({ documentRowId }: ReviewTabProps) {
  const { t } = useTranslation();
  const { document } = useLazyLoadQuery<ReviewTabQuery>(
    graphql`
      query ReviewTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          invoice {
            currency
            ...CapturedInvoiceFields_invoice
          }
          otherDocument {
            ...CapturedOtherDocumentFields_otherDocument
          }
          invoiceItems(orderBy: [SORT_INDEX_ASC]) {
            nodes {
              ...InvoiceItemsTable_items
            }
          }
          fieldStates {
            nodes {
              field
              source
              confidence
            }
          }
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  if (!document) return null;
  const fieldSources = new Map<string, FieldSource>(
    document.fieldStates.nodes.map((state) => [state.field, { source: state.source, confidence: state.confidence }]),
  );
  if (document.invoice) {
    return (
      <Stack gap="md">
        <CapturedInvoiceFields invoice={document.invoice} fieldSources={fieldSources} />
        <InvoiceItemsTable items={document.invoiceItems.nodes} currency={document.invoice.currency} />
      </Stack>
    );
  }
  if (document.otherDocument) {
    return <CapturedOtherDocumentFields otherDocument={document.otherDocument} fieldSources={fieldSources} />;
  }
  return (
    <Text fz="sm" c="dimmed">
      {t("documentDetails.review.nothingCaptured")}
    </Text>
  );
}
