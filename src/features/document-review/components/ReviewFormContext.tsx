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
}

export const ReviewFormContext = createContext<ReviewFormContextValue | null>(null);

export function useReviewFormContext(): ReviewFormContextValue {
  const context = useContext(ReviewFormContext);
  if (!context) throw new Error("useReviewFormContext outside a review form");
  return context;
}
