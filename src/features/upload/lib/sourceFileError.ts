import type { TFunction } from "i18next";
import de from "../../../i18n/de.json";
import type { UploadError } from "./uploadRules.ts";

type SourceFileErrorCode = keyof (typeof de)["sourceFileErrors"];

const isKnownProcessingError = (code: string): code is SourceFileErrorCode => Object.hasOwn(de.sourceFileErrors, code);

/** Why processing failed, in words; unknown codes get the generic text. */
export function sourceFileErrorMessage(code: string | null | undefined, t: TFunction): string {
  return t(`sourceFileErrors.${code && isKnownProcessingError(code) ? code : "PROCESSING_FAILED"}`);
}

/** Why an upload was refused or failed, in words. */
export function uploadErrorMessage(error: UploadError, t: TFunction): string {
  if (error.code === "FILE_TOO_LARGE") {
    return t("upload.errors.FILE_TOO_LARGE", { maxMegabytes: error.params?.maxMegabytes ?? 50 });
  }
  return t(`upload.errors.${error.code}`);
}
