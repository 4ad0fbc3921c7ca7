import type { ReactNode } from "react";
import type { DocumentThumbCard_document$key } from "../../../__generated__/DocumentThumbCard_document.graphql.ts";
import type { DocumentsTableRow_document$key } from "../../../__generated__/DocumentsTableRow_document.graphql.ts";
import type { DocumentItemProps } from "./documentItemProps.ts";

export type DocumentsListItem = DocumentThumbCard_document$key &
  DocumentsTableRow_document$key & { readonly rowId: string };

/** What a card or row gets besides its document. */
export type DocumentItemState = Omit<DocumentItemProps<unknown>, "document">;

/** What the thumbnail grid and the tables get from the paginated list. */
export interface DocumentsViewProps {
  items: readonly DocumentsListItem[];
  /** Renders one document (a card, a table row). */
  renderItem: (item: DocumentsListItem, state: DocumentItemState) => ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  /** Loads the next page (no-op while one is loading or none is left). */
  loadMore: () => void;
  selectedRowIds: ReadonlySet<string>;
  /** Absent when the person has no action for a selection: rows cannot be selected. */
  onToggleSelected?: (rowId: string) => void;
  onOpen: (rowId: string) => void;
  clientCompanyRowId: string;
  today: string;
  /** data-scroll-restoration-id of the scrolling element. */
  scrollRestorationId: string;
}

/** Rows before the end at which the next page is asked for. */
export const LOAD_MORE_THRESHOLD_ROWS = 15;
