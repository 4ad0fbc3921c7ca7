import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { translateError } from "../../../relay/errorText.ts";

/** Refusals of the documents list a person can act on (server/documents/listQuery.ts). */
export const DOCUMENTS_LIST_ERROR_CODES = [
  "INVALID_DOCUMENTS_FILTER",
  "DATE_RANGE_REVERSED",
  "AMOUNT_RANGE_REVERSED",
  "INVALID_CURSOR",
] as const;
export type DocumentsListErrorCode = (typeof DOCUMENTS_LIST_ERROR_CODES)[number];

export function documentsListErrorCode(error: unknown): DocumentsListErrorCode | null {
  if (!isGraphQLRequestError(error)) return null;
  return (DOCUMENTS_LIST_ERROR_CODES as readonly string[]).includes(error.code ?? "")
    ? (error.code as DocumentsListErrorCode)
    : null;
}

/** The sentence for a failed list request: the list's own refusals, else the general ones. */
export function documentsListErrorMessage(error: unknown, t: TFunction): string {
  return translateError(error, t, { feature: "documents.errors" });
}
