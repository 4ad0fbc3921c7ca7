import type { TFunction } from "i18next";
import { hasTextKey } from "../../../i18n/i18n.ts";
import type de from "../../../i18n/locales/de/review.json";
import { einvoiceReasonText, parseEInvoiceReason, type Translate } from "../../../lib/einvoiceReasonText.ts";
import type { UploadError } from "./uploadRules.ts";

type SourceFileErrorCode = keyof (typeof de)["sourceFileErrors"];

const isKnownProcessingError = (code: string): code is SourceFileErrorCode => hasTextKey("sourceFileErrors", code);

/**
 * Failures that processing the same bytes again cannot mend (an encrypted or damaged file, an
 * unsafe XML): only removing the file helps, so no retry is offered. Anything else — a
 * failure on our side, a missing blob, OCR that timed out — may succeed on a retry.
 */
const PERMANENT_ERRORS = new Set([
  "UNSUPPORTED_FILE_TYPE",
  "UNSUPPORTED_TYPE",
  "FILE_TOO_LARGE",
  "EMPTY_FILE",
  "FILE_EMPTY",
  "PDF_ENCRYPTED",
  "PDF_DAMAGED",
  "PDF_TOO_MANY_PAGES",
  "PDF_EMPTY",
  "IMAGE_DAMAGED",
  "IMAGE_TOO_LARGE",
  "IMAGE_TOO_MANY_PAGES",
  "XML_UNSAFE",
  "XML_MALFORMED",
  "EINVOICE_UNKNOWN_FORMAT",
  "EINVOICE_INVALID",
]);

export const isRetryable = (code: string | null | undefined): boolean => !code || !PERMANENT_ERRORS.has(code);

/**
 * Why processing failed, in words; unknown codes get the generic text. A refused e-invoice
 * says what exactly is wrong when the reader told (`reason`: "Zahlbetrag (BT-115) fehlt.").
 */
export function sourceFileErrorMessage(code: string | null | undefined, t: TFunction, reason?: unknown): string {
  const codeText = t(`sourceFileErrors.${code && isKnownProcessingError(code) ? code : "PROCESSING_FAILED"}`);
  const parsed = code === "EINVOICE_INVALID" ? parseEInvoiceReason(reason) : null;
  if (!parsed) return codeText;
  return t("upload.einvoiceRefused", {
    reason: einvoiceReasonText(parsed, t as unknown as Translate, codeText),
  });
}

/** Why an upload was refused or failed, in words. */
export function uploadErrorMessage(error: UploadError, t: TFunction): string {
  if (error.code === "FILE_TOO_LARGE") {
    return t("upload.errors.FILE_TOO_LARGE", { maxMegabytes: error.params?.maxMegabytes ?? 50 });
  }
  if (error.code === "STORAGE_QUOTA_EXCEEDED") {
    return t("upload.errors.STORAGE_QUOTA_EXCEEDED", {
      usedMegabytes: error.params?.usedMegabytes ?? "?",
      quotaMegabytes: error.params?.quotaMegabytes ?? "?",
    });
  }
  return t(`upload.errors.${error.code}`);
}
