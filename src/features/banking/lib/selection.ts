// Selecting transactions: a click toggles one row; a Shift-click sets every row between the
// previous click (the anchor) and this one to the clicked row's new state, as in a file list.

/** The server assigns a category to at most this many transactions at once. */
export const MAX_SELECTION = 500;

export interface SelectionState {
  rowIds: ReadonlySet<string>;
  /** The row of the last plain click; a Shift-click ranges from here. */
  anchor: string | null;
}

export const EMPTY_SELECTION: SelectionState = { rowIds: new Set(), anchor: null };

/** The selection after a click on `rowId`; `order` is the list's loaded rows in order. */
export function toggleSelection(
  state: SelectionState,
  order: readonly string[],
  rowId: string,
  isRange: boolean,
): SelectionState {
  const next = new Set(state.rowIds);
  const isSelected = !state.rowIds.has(rowId);
  const from = state.anchor === null ? -1 : order.indexOf(state.anchor);
  const to = order.indexOf(rowId);
  if (isRange && from >= 0 && to >= 0) {
    for (const id of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
  } else if (isSelected) {
    next.add(rowId);
  } else {
    next.delete(rowId);
  }
  return { rowIds: next, anchor: rowId };
}

/** Sets rows selected or not (the header checkbox, "select all"). */
export function setSelected(state: SelectionState, rowIds: readonly string[], isSelected: boolean): SelectionState {
  const next = new Set(state.rowIds);
  for (const rowId of rowIds) {
    if (isSelected) next.add(rowId);
    else next.delete(rowId);
  }
  return { rowIds: next, anchor: state.anchor };
}
