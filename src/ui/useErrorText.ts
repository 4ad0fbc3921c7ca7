import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { codeText, type ErrorTextContext, translateError } from "../relay/errorText.ts";

/**
 * The error translator (src/relay/errorText.ts) in the current language, for components:
 * `const errorText = useErrorText(BANKING_ERRORS); … errorText(error)`. Pass a context that
 * does not change between renders (a module constant), so the function stays the same.
 */
export function useErrorText(context?: ErrorTextContext): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => translateError(error, t, context), [t, context]);
}

/** The same for a bare code (a file's processing error, a form's refusal code). */
export function useCodeText(context?: ErrorTextContext): (code: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback((code: string | null | undefined) => codeText(code, t, context), [t, context]);
}
