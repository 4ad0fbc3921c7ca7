import { lazy, Suspense } from "react";
import { loadTranslations } from "../../../i18n/i18n.ts";
import type { DocumentRecurrenceDialogProps } from "./DocumentRecurrenceDialog.tsx";

// The dialog (its form, checks and texts) loads when a person opens it, not with the page.
const DocumentRecurrenceDialog = lazy(() =>
  Promise.all([import("./DocumentRecurrenceDialog.tsx"), loadTranslations("documentRecurrence")]).then(([module]) => ({
    default: module.DocumentRecurrenceDialog,
  })),
);

/** The recurrence dialog, mounted open; its code and texts load on first use. */
export function LazyDocumentRecurrenceDialog(props: Omit<DocumentRecurrenceDialogProps, "opened">) {
  return (
    <Suspense fallback={null}>
      <DocumentRecurrenceDialog {...props} opened />
    </Suspense>
  );
}
