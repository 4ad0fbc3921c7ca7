import type { ExportsTableProps } from "./ExportsTable.tsx";

/** How many exports a list shows at first and loads more by. */
export const EXPORTS_PAGE_SIZE = 20;

export type ExportsListProps = Pick<ExportsTableProps, "canUndo" | "onUndo" | "pollIntervalMs">;
