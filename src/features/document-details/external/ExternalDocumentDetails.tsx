import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ExternalDocumentDetails_document$key } from "../../../__generated__/ExternalDocumentDetails_document.graphql.ts";
import { CapturedInvoiceFields } from "../../review/index.ts";
import { CapturedOtherDocumentFields } from "../../review/index.ts";
import type { FieldSource } from "../../review/index.ts";
import { InvoiceItemsTable } from "../../review/index.ts";

// How a value was captured (e-invoice, recognised, edited) is the company's working detail,
// not something the person the document was shared with needs: no source markers here.
const NO_SOURCES: ReadonlyMap<string, FieldSource> = new Map();

export interface ExternalDocumentDetailsProps {
  document: ExternalDocumentDetails_document$key;
}

/** The invoice or other-document details of a shared document, read-only. */
export function ExternalDocumentDetails({ document: documentKey }: ExternalDocumentDetailsProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment ExternalDocumentDetails_document on Document {
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
      }
    `,
    documentKey,
  );
  if (document.invoice) {
    return (
      <Stack gap="md">
        <CapturedInvoiceFields invoice={document.invoice} fieldSources={NO_SOURCES} />
        <InvoiceItemsTable items={document.invoiceItems.nodes} currency={document.invoice.currency} />
      </Stack>
    );
  }
  if (document.otherDocument) {
    return <CapturedOtherDocumentFields otherDocument={document.otherDocument} fieldSources={NO_SOURCES} />;
  }
  return (
    <Text fz="sm" c="dimmed">
      {t("documentDetails.external.nothingCaptured")}
    </Text>
  );
}
