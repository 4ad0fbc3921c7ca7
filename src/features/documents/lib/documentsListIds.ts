import { useSyncExternalStore } from "react";

/**
 * The documents list the person came from, for previous/next on the document details page.
 *
 * The documents list (features/documents) calls `rememberDocumentsList` whenever its filtered
 * list changes: the first 500 ids in list order (DocumentsListConnection.ids), the total count
 * and the list's URL (for "back to the list"). The details page reads it with
 * `useDocumentsListNeighbours(clientCompanyRowId, documentRowId)` and gets the previous and
 * next id, the position and the count, or null when the document is not in the remembered
 * list (another company, opened from elsewhere, or beyond the first 500).
 *
 * Kept per company in memory and in sessionStorage (per tab), so a reload of the details
 * page still knows its neighbours.
 */
export interface DocumentsListSnapshot {
  clientCompanyRowId: string;
  /** The first (at most 500) ids of the list in its order. */
  ids: readonly string[];
  /** How many documents the list has (may exceed ids.length). */
  totalCount: number;
  /** href of the list (path and search), to return to it. */
  listHref: string;
}

export interface DocumentsListNeighbours {
  previousRowId: string | null;
  nextRowId: string | null;
  /** 1-based position in the list. */
  position: number;
  totalCount: number;
  listHref: string;
}

const STORAGE_PREFIX = "belegwerk.documentsList.";

/** The list's address: /documents with its search, never a document's own page (back to the
 * list must leave the document). */
export function isDocumentsListHref(href: string): boolean {
  return /^\/documents\/?(\?|#|$)/.test(href);
}
const snapshots = new Map<string, DocumentsListSnapshot>();
const listeners = new Set<() => void>();

function readStored(clientCompanyRowId: string): DocumentsListSnapshot | undefined {
  try {
    const text = window.sessionStorage.getItem(STORAGE_PREFIX + clientCompanyRowId);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<DocumentsListSnapshot>;
    if (
      !Array.isArray(value.ids) ||
      typeof value.totalCount !== "number" ||
      typeof value.listHref !== "string" ||
      !isDocumentsListHref(value.listHref)
    ) {
      return undefined;
    }
    return { clientCompanyRowId, ids: value.ids, totalCount: value.totalCount, listHref: value.listHref };
  } catch {
    return undefined;
  }
}

export function rememberDocumentsList(snapshot: DocumentsListSnapshot): void {
  if (!isDocumentsListHref(snapshot.listHref)) return;
  const previous = snapshots.get(snapshot.clientCompanyRowId);
  if (
    previous &&
    previous.listHref === snapshot.listHref &&
    previous.totalCount === snapshot.totalCount &&
    previous.ids.length === snapshot.ids.length &&
    previous.ids.every((id, index) => id === snapshot.ids[index])
  ) {
    return;
  }
  snapshots.set(snapshot.clientCompanyRowId, snapshot);
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + snapshot.clientCompanyRowId, JSON.stringify(snapshot));
  } catch {
    // storage full or blocked: memory still serves this tab
  }
  for (const listener of listeners) listener();
}

export function documentsListSnapshot(clientCompanyRowId: string): DocumentsListSnapshot | undefined {
  let snapshot = snapshots.get(clientCompanyRowId);
  if (!snapshot) {
    snapshot = readStored(clientCompanyRowId);
    if (snapshot) snapshots.set(clientCompanyRowId, snapshot);
  }
  return snapshot;
}

export function documentsListNeighbours(
  clientCompanyRowId: string,
  documentRowId: string,
): DocumentsListNeighbours | null {
  const snapshot = documentsListSnapshot(clientCompanyRowId);
  const index = snapshot ? snapshot.ids.indexOf(documentRowId.toLowerCase()) : -1;
  if (!snapshot || index < 0) return null;
  return {
    previousRowId: snapshot.ids[index - 1] ?? null,
    nextRowId: snapshot.ids[index + 1] ?? null,
    position: index + 1,
    totalCount: snapshot.totalCount,
    listHref: snapshot.listHref,
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered list of the company (re-renders when the list changes). */
export function useDocumentsListSnapshot(clientCompanyRowId: string | undefined): DocumentsListSnapshot | undefined {
  return useSyncExternalStore(subscribe, () =>
    clientCompanyRowId ? documentsListSnapshot(clientCompanyRowId) : undefined,
  );
}

/** Previous/next of a document in the remembered list, or null (see the module comment). */
export function useDocumentsListNeighbours(
  clientCompanyRowId: string | undefined,
  documentRowId: string,
): DocumentsListNeighbours | null {
  const snapshot = useDocumentsListSnapshot(clientCompanyRowId);
  return snapshot ? documentsListNeighbours(snapshot.clientCompanyRowId, documentRowId) : null;
}

/** Tests: forget everything remembered. */
export function resetDocumentsLists(): void {
  snapshots.clear();
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(STORAGE_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}
