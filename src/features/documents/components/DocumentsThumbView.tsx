import { DocumentThumbCard, THUMB_CARD_HEIGHT } from "./DocumentThumbCard.tsx";
import { DocumentsThumbGrid } from "./DocumentsThumbGrid.tsx";
import type { DocumentsViewProps } from "./documentsViewProps.ts";

/** The thumbnail view (grid and cards): a chunk of its own, loaded by the route when the URL
 * asks for it (lib/listViews.ts). */
export function DocumentsThumbView(props: Omit<DocumentsViewProps, "renderItem"> & { label: string }) {
  return (
    <DocumentsThumbGrid
      {...props}
      cardHeight={THUMB_CARD_HEIGHT}
      renderItem={(item, state) => <DocumentThumbCard document={item} {...state} />}
    />
  );
}
