import type { TFunction } from "i18next";
import { codeText, translateError } from "../../../relay/errorText.ts";
import { PROCESSING_ERROR_TEXTS, UPLOAD_ERROR_TEXTS } from "../../upload/index.ts";
import type { UploadError } from "../../upload/index.ts";

// Refusals of an update-file upload, at upload time (REST) or in processing (the file's
// processingError), have a text under documentVersions.errors (the codes of
// server/api/errors.ts and server/capture); the upload page's text is the fallback. Its
// SOURCE_FILE_LIMIT_REACHED promises a queue; here nothing waits, so ours comes first.

/** Why the upload of a new version was refused, in words. */
export function versionUploadErrorMessage(error: UploadError, t: TFunction): string {
  return translateError({ code: error.serverCode ?? error.code, params: error.params }, t, {
    ...UPLOAD_ERROR_TEXTS,
    feature: ["documentVersions.errors", UPLOAD_ERROR_TEXTS.feature],
  });
}

/** Why processing the new version's file failed, in words. */
export function versionProcessingErrorMessage(code: string | null | undefined, t: TFunction): string {
  return codeText(code, t, {
    ...PROCESSING_ERROR_TEXTS,
    feature: ["documentVersions.errors", PROCESSING_ERROR_TEXTS.feature],
  });
}
