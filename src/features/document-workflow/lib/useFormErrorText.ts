import { useCallback } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ApprovalValidationKey } from "../forms/approvalRequestFormSchema.ts";
import { refusalKey } from "./actionRefusals.ts";

/** The text of a form field's error: a zod message is a key under documentWorkflow.validation;
 * a refusal the server sent for the field (set with type "server") carries its code. */
export function useFormErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      if (error.type === "server") return t(refusalKey(error.message));
      return t(`documentWorkflow.validation.${error.message as ApprovalValidationKey}`);
    },
    [t],
  );
}
