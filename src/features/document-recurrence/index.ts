// The public surface of the document-recurrence feature (recurring invoices): the dialog loads on
// first use; the text of a recurrence is shared by the details bar and the payment tab.
export { LazyDocumentRecurrenceDialog } from "./components/LazyDocumentRecurrenceDialog.tsx";
export { recurrenceText } from "./lib/recurrenceText.ts";
