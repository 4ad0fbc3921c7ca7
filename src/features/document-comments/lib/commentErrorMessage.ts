import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { errorMessageOf } from "../../../shell/errorMessage.ts";

/** create_comment's and set_comment_liked's refusals, each with a text under
 * documentComments.errors. */
const COMMENT_ERROR_CODES = [
  "COMMENT_FORBIDDEN",
  "INVALID_COMMENT",
  "COMMENT_EMPTY",
  "COMMENT_TOO_LONG",
  "REPLY_TO_COMMENT_NOT_FOUND",
  "COMMENT_NOT_FOUND",
  "DOCUMENT_NOT_FOUND",
] as const;
type CommentErrorCode = (typeof COMMENT_ERROR_CODES)[number];

const isCommentErrorCode = (code: unknown): code is CommentErrorCode =>
  typeof code === "string" && (COMMENT_ERROR_CODES as readonly string[]).includes(code);

// The mentions trigger raises a sentence, not a code (errcode 22023, so INVALID_VALUE).
const MENTION_NOT_MEMBER = "A mentioned user is not a member of this company.";

/** The translated sentence for a failed comment mutation. */
export function commentErrorMessage(error: unknown, t: TFunction): string {
  if (isGraphQLRequestError(error)) {
    if (isCommentErrorCode(error.code)) return t(`documentComments.errors.${error.code}`);
    if (error.errors.some((e) => e.message === MENTION_NOT_MEMBER))
      return t("documentComments.errors.MENTION_NOT_MEMBER");
  }
  return errorMessageOf(error, t);
}
