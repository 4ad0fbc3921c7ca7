import { createContext, useContext } from "react";
import type { FieldState } from "../hooks/useFieldStates.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";

export interface ReviewFormContextValue {
  locale: InputLocale;
  /** The whole form shows the stored values only (Document.canCurrentUserChange is false). */
  isReadOnly: boolean;
  fieldStates: ReadonlyMap<string, FieldState>;
  /** Form field → Document.fieldStates name (partnerCompanyRowId → partnerCompanyId). */
  stateNameOf: (field: string) => string;
  /** Confirms fields by their form names. */
  confirm: (fields: string[]) => void;
  /** Form fields whose confirmation is being saved. */
  confirming: ReadonlySet<string>;
  /** The suggestion beside an empty form field: the value as the input shows it and the certainty. */
  suggestionOf?: (field: string) => { text: string; confidence: string } | undefined;
  /** Fills the form field with its suggestion and saves the form. */
  acceptSuggestion?: (field: string) => void;
  dismissSuggestion?: (field: string) => void;
  /** Form fields whose suggestion is being accepted or dismissed. */
  suggestionBusy?: ReadonlySet<string>;
}

export const ReviewFormContext = createContext<ReviewFormContextValue | null>(null);

export function useReviewFormContext(): ReviewFormContextValue {
  const context = useContext(ReviewFormContext);
  if (!context) throw new Error("useReviewFormContext outside a review form");
  return context;
}
