import { graphql, useFragment } from "react-relay";
import type { useDocumentHeadline_document$key } from "../../../__generated__/useDocumentHeadline_document.graphql.ts";

export interface DocumentHeadline {
  /** The recognised partner, else the name read from the document; null when neither. */
  partnerName: string | null;
  /** The date the list sorts by (INVOICE_DATE): invoice date, document date, else the import day. */
  date: string;
  isImportDate: boolean;
}

/** Who and when, the same way in every view. */
export function useDocumentHeadline(documentKey: useDocumentHeadline_document$key): DocumentHeadline {
  const document = useFragment(
    graphql`
      fragment useDocumentHeadline_document on Document {
        importDate
        invoice {
          invoiceDate
          extractedPartnerName
          partnerCompany {
            name
          }
        }
        otherDocument {
          documentDate
          partnerName
          partnerCompany {
            name
          }
        }
      }
    `,
    documentKey,
  );
  const { invoice, otherDocument } = document;
  const partnerName =
    invoice?.partnerCompany?.name ??
    invoice?.extractedPartnerName ??
    otherDocument?.partnerCompany?.name ??
    otherDocument?.partnerName ??
    null;
  const documentDate = invoice?.invoiceDate ?? otherDocument?.documentDate;
  return documentDate
    ? { partnerName, date: documentDate, isImportDate: false }
    : { partnerName, date: document.importDate, isImportDate: true };
}
