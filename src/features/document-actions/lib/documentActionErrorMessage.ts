import type { TFunction } from "i18next";
import { translateError } from "../../../relay/errorText.ts";

/** The translated sentence for a failed document action: the refusals of
 * set_document_archived, delete_document, share_document, create_document_public_link and
 * revoke_document_share have a text under documentActions.errors. */
export function documentActionErrorMessage(error: unknown, t: TFunction): string {
  return translateError(error, t, { feature: "documentActions.errors" });
}
