// Where the person was in a documents list: its scroll offset, the checked rows and the row
// last focused (opened). Kept per list (view and filter: the list's scroll restoration id) in
// memory and in sessionStorage (per browser tab), so "back to the list" from a document's
// details, by the button or Esc, shows the list as it was left — also after a reload.

export interface ListViewMemory {
  scrollTop: number;
  selectedRowIds: readonly string[];
  focusedRowId: string | null;
}

const STORAGE_PREFIX = "belegwerk.documentsListView.";
/** A few lists are enough (the one left, and those opened from its details). */
const MAX_REMEMBERED = 20;
const memory = new Map<string, ListViewMemory>();

function isListViewMemory(value: unknown): value is ListViewMemory {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<ListViewMemory>;
  return (
    typeof candidate.scrollTop === "number" &&
    Number.isFinite(candidate.scrollTop) &&
    candidate.scrollTop >= 0 &&
    Array.isArray(candidate.selectedRowIds) &&
    candidate.selectedRowIds.every((rowId) => typeof rowId === "string") &&
    (candidate.focusedRowId === null || typeof candidate.focusedRowId === "string")
  );
}

/** What was remembered of the list, or undefined (never left, or unreadable). */
export function readListViewMemory(listId: string): ListViewMemory | undefined {
  const known = memory.get(listId);
  if (known) return known;
  try {
    const text = window.sessionStorage.getItem(STORAGE_PREFIX + listId);
    const value: unknown = text ? JSON.parse(text) : undefined;
    if (isListViewMemory(value)) {
      memory.set(listId, value);
      return value;
    }
  } catch {
    // unreadable or blocked: the list opens at its top
  }
  return undefined;
}

/** Remembers part of the list's state (the rest stays as remembered). */
export function writeListViewMemory(listId: string, patch: Partial<ListViewMemory>): void {
  const next: ListViewMemory = {
    scrollTop: 0,
    selectedRowIds: [],
    focusedRowId: null,
    ...readListViewMemory(listId),
    ...patch,
  };
  memory.delete(listId);
  memory.set(listId, next);
  if (memory.size > MAX_REMEMBERED) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) {
      memory.delete(oldest);
      try {
        window.sessionStorage.removeItem(STORAGE_PREFIX + oldest);
      } catch {
        // nothing to remove
      }
    }
  }
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + listId, JSON.stringify(next));
  } catch {
    // storage full or blocked: memory still serves this tab
  }
}

/** Tests: forget every list. */
export function resetListViewMemory(): void {
  memory.clear();
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(STORAGE_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}

/** Index of the list's remembered focused row among the loaded ones (-1: none or not loaded). */
export function rememberedFocusIndex(items: readonly { rowId: string }[], listId: string): number {
  const rowId = readListViewMemory(listId)?.focusedRowId;
  return rowId ? items.findIndex((item) => item.rowId === rowId) : -1;
}
