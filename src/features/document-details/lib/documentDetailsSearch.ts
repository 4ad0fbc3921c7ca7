import { enumParam, optionalUuidParam, parseSearch, type SearchOf } from "../../../lib/searchParams.ts";
import { DOCUMENT_TABS } from "./tabGates.ts";
import { HISTORY_PRESETS } from "./historyPresets.ts";

/** Search parameters of /documents/$documentRowId. Unknown values are dropped: a missing tab
 * redirects to the default tab, a missing history preset means IMPORTANT. */
export const documentDetailsSearchSchema = {
  clientCompanyRowId: optionalUuidParam,
  tab: enumParam(DOCUMENT_TABS),
  historyPreset: enumParam(HISTORY_PRESETS),
};
export type DocumentDetailsSearch = SearchOf<typeof documentDetailsSearchSchema>;

/** Every key present (undefined when dropped): the router merges the raw search into the
 * validated one, so a repaired value must override the raw one. */
export function parseDocumentDetailsSearch(search: Record<string, unknown>): DocumentDetailsSearch {
  return parseSearch(documentDetailsSearchSchema, search);
}
