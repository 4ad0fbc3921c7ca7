import type { TFunction } from "i18next";
import { sourceFileErrorMessage, uploadErrorMessage } from "../../upload/index.ts";
import type { UploadError } from "../../upload/index.ts";

/** Refusals of an update-file upload, at upload time (REST) or in processing (the file's
 * processingError): the codes of server/api/errors.ts and server/capture. */
const VERSION_ERRORS = [
  "DOCUMENT_TO_UPDATE_NOT_FOUND",
  "DOCUMENT_TO_UPDATE_SUPERSEDED",
  "DOCUMENT_TO_UPDATE_LOCKED",
] as const;
type VersionErrorCode = (typeof VERSION_ERRORS)[number];

const isVersionError = (code: string | null | undefined): code is VersionErrorCode =>
  (VERSION_ERRORS as readonly (string | null | undefined)[]).includes(code);

/** Why the upload of a new version was refused, in words. */
export function versionUploadErrorMessage(error: UploadError, t: TFunction): string {
  if (isVersionError(error.serverCode)) return t(`documentVersions.errors.${error.serverCode}`);
  // The upload page's text promises a queue; here nothing waits.
  if (error.code === "SOURCE_FILE_LIMIT_REACHED") return t("documentVersions.errors.SOURCE_FILE_LIMIT_REACHED");
  return uploadErrorMessage(error, t);
}

/** Why processing the new version's file failed, in words. */
export function versionProcessingErrorMessage(code: string | null | undefined, t: TFunction): string {
  return isVersionError(code) ? t(`documentVersions.errors.${code}`) : sourceFileErrorMessage(code, t);
}
