// The public surface of the document-payment feature: other features import only from here.
export { DocumentPayment } from "./components/DocumentPayment.tsx";
export { PayInvoicesButton } from "./components/PayInvoicesButton.tsx";
