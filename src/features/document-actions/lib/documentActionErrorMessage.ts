import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { errorMessageOf } from "../../../shell/errorMessage.ts";

/** The refusals of set_document_archived, delete_document, share_document,
 * create_document_public_link and revoke_document_share, each with a text under
 * documentActions.errors. */
export const DOCUMENT_ACTION_ERROR_CODES = [
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_CHANGE_FORBIDDEN",
  "DOCUMENT_DELETE_FORBIDDEN",
  "DOCUMENT_EXPORTED_CANNOT_BE_DELETED",
  "DOCUMENT_HAS_DEPENDENT_DOCUMENTS",
  "INVALID_EMAIL",
  "CANNOT_SHARE_WITH_YOURSELF",
  "ALREADY_SHARED",
  "DOCUMENT_SHARE_FORBIDDEN",
  "DOCUMENT_SUPERSEDED",
  "DOCUMENT_SHARE_FEATURE_OFF",
  "SHARE_NOT_FOUND",
] as const;
export type DocumentActionErrorCode = (typeof DOCUMENT_ACTION_ERROR_CODES)[number];

const isDocumentActionErrorCode = (code: unknown): code is DocumentActionErrorCode =>
  typeof code === "string" && (DOCUMENT_ACTION_ERROR_CODES as readonly string[]).includes(code);

/** The refusal's code when the server refused with one of ours. */
export function documentActionErrorCode(error: unknown): DocumentActionErrorCode | null {
  return isGraphQLRequestError(error) && isDocumentActionErrorCode(error.code) ? error.code : null;
}

/** The translated sentence for a failed document action. */
export function documentActionErrorMessage(error: unknown, t: TFunction): string {
  const code = documentActionErrorCode(error);
  return code ? t(`documentActions.errors.${code}`) : errorMessageOf(error, t);
}
