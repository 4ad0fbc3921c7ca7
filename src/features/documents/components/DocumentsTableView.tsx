import type { DocumentsColumnId } from "../lib/documentsColumns.ts";
import { DocumentsTable, type DocumentsTableProps } from "./DocumentsTable.tsx";
import { DOCUMENTS_COLUMNS, DocumentsTableRow } from "./DocumentsTableRow.tsx";

export interface DocumentsTableViewProps extends Omit<DocumentsTableProps, "columns" | "renderItem"> {
  columns: readonly DocumentsColumnId[];
}

/** The list, accounting and workflow views (the table, its rows and column definitions): a
 * chunk of its own, loaded by the route when the URL asks for one of them (lib/listViews.ts). */
export function DocumentsTableView({ columns: columnIds, ...props }: DocumentsTableViewProps) {
  const columns = columnIds.map((id) => DOCUMENTS_COLUMNS[id]);
  return (
    <DocumentsTable
      {...props}
      columns={columns}
      renderItem={(item, state) => <DocumentsTableRow document={item} columns={columns} {...state} />}
    />
  );
}
