import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { translateError } from "../../../relay/errorText.ts";

// The mentions trigger raises a sentence, not a code (errcode 22023, so INVALID_VALUE).
const MENTION_NOT_MEMBER = "A mentioned user is not a member of this company.";

/** The translated sentence for a failed comment mutation: create_comment's and
 * set_comment_liked's refusals have a text under documentComments.errors. */
export function commentErrorMessage(error: unknown, t: TFunction): string {
  if (isGraphQLRequestError(error) && error.errors.some((e) => e.message === MENTION_NOT_MEMBER))
    return t("documentComments.errors.MENTION_NOT_MEMBER");
  return translateError(error, t, { feature: "documentComments.errors" });
}
