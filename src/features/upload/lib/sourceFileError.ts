import type { TFunction } from "i18next";
import { codeText, translateError } from "../../../relay/errorText.ts";
import { einvoiceReasonText, parseEInvoiceReason, type Translate } from "../../../lib/einvoiceReasonText.ts";
import type { UploadError } from "./uploadRules.ts";

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

/** Where the texts of processing failures are, and the generic one. */
export const PROCESSING_ERROR_TEXTS = { feature: "sourceFileErrors", fallback: "sourceFileErrors.PROCESSING_FAILED" };

/**
 * Why processing failed, in words; unknown codes get the generic text. A refused e-invoice
 * says what exactly is wrong when the reader told (`reason`: "Zahlbetrag (BT-115) fehlt.").
 */
export function sourceFileErrorMessage(code: string | null | undefined, t: TFunction, reason?: unknown): string {
  const text = codeText(code, t, PROCESSING_ERROR_TEXTS);
  const parsed = code === "EINVOICE_INVALID" ? parseEInvoiceReason(reason) : null;
  if (!parsed) return text;
  return t("upload.einvoiceRefused", { reason: einvoiceReasonText(parsed, t as unknown as Translate, text) });
}

/** The upload refusals' texts: upload.errors, their generic one, and the values a refusal
 * from an older server may lack. */
export const UPLOAD_ERROR_TEXTS = {
  feature: "upload.errors",
  fallback: "upload.errors.UNKNOWN",
  params: { maxMegabytes: 50, usedMegabytes: "?", quotaMegabytes: "?" },
};

/** Why an upload was refused or failed, in words. */
export function uploadErrorMessage(error: UploadError, t: TFunction): string {
  return translateError(error, t, UPLOAD_ERROR_TEXTS);
}
