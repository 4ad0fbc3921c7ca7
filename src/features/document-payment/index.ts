// The public surface of the document-payment feature: other features import only from here.
import { lazy } from "react";

export { PayInvoicesButton } from "./components/PayInvoicesButton.tsx";

const loadDocumentPayment = () => import("./components/DocumentPayment.tsx");

/**
 * The payment tab's content, in a chunk of its own: the documents list imports this feature for
 * its pay button and must not load the payment forms (react-hook-form, zod, the bank dialog)
 * with its first screen. The details route starts loading it beside the payment tab's query
 * (`preloadDocumentPayment`), so opening the tab waits for nothing more.
 */
export const DocumentPayment = lazy(() =>
  loadDocumentPayment().then((module) => ({ default: module.DocumentPayment })),
);

/** Starts loading the payment tab's content (idempotent: the module loads once). */
export function preloadDocumentPayment(): void {
  void loadDocumentPayment();
}
