// The public surface of the documents feature: other features import only from here.
export { DocumentStateBadges } from "./components/DocumentStateBadges.tsx";
export { PARTNER_SEARCH_DEBOUNCE_MS, serverFiltered, usePartnerSearch } from "./components/PartnerFilter.tsx";
export {
  type DocumentsListNeighbours,
  rememberDocumentsList,
  resetDocumentsLists,
  useDocumentsListNeighbours,
} from "./lib/documentsListIds.ts";
