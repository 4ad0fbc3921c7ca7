/** What every view's row or card gets besides its document. */
export interface DocumentItemProps<TKey> {
  document: TKey;
  /** Position in the loaded list (data-index, for keyboard focus). */
  index: number;
  /** The one item in the tab order (roving focus). */
  isFocused: boolean;
  isSelected: boolean;
  /** Absent when the person has no action for a selection: no checkbox then. */
  onToggleSelected?: () => void;
  /** Opens the document's details. */
  onOpen: () => void;
  clientCompanyRowId: string;
  /** yyyy-mm-dd, for "overdue". */
  today: string;
}
