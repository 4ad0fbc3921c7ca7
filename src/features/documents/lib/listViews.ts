import type { DocumentsView } from "../../../lib/search/documentsSearchSchema.ts";

type TableViewModule = typeof import("../components/DocumentsTableView.tsx");
type ThumbViewModule = typeof import("../components/DocumentsThumbView.tsx");

/** A view's code, loaded once; `loaded` is there synchronously once it has arrived. */
export interface ViewChunk<M> {
  readonly loaded: M | undefined;
  load(): Promise<M>;
}

function viewChunk<M>(importModule: () => Promise<M>): ViewChunk<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed download may be retried on the next attempt.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The list's views are chunks of their own: the thumbnail view (the default) does not load
 * the table's code (rows, column definitions), nor the table view the cards'. The route's
 * loader awaits the URL's view beside its query (no waterfall, no loading flash); the page
 * loads the other view after its first screen.
 */
export const TABLE_VIEW: ViewChunk<TableViewModule> = viewChunk(() => import("../components/DocumentsTableView.tsx"));
export const THUMB_VIEW: ViewChunk<ThumbViewModule> = viewChunk(() => import("../components/DocumentsThumbView.tsx"));

export function listViewChunk(view: DocumentsView): ViewChunk<TableViewModule | ThumbViewModule> {
  return view === "THUMB_VIEW" ? THUMB_VIEW : TABLE_VIEW;
}

/** Loads the code of a view (idempotent). */
export function loadListView(view: DocumentsView): Promise<unknown> {
  return listViewChunk(view).load();
}
