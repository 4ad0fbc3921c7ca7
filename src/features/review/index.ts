// The public surface of the review feature: other features import only from here.
export { CapturedInvoiceFields } from "./components/CapturedInvoiceFields.tsx";
export { CapturedOtherDocumentFields } from "./components/CapturedOtherDocumentFields.tsx";
export { type FieldSource } from "./components/FieldSourceMarker.tsx";
export { InvoiceItemsTable } from "./components/InvoiceItemsTable.tsx";
export { ComplianceFindings, ManualReviewNotice } from "./components/ReviewNotices.tsx";
export { parseComplianceFindings } from "./lib/captureJson.ts";
