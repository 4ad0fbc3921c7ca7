// Addresses of an export's pages and files.

/** The REST download of one file of an export (server/api: GET /api/exports/:export/files/:file). */
export function exportFileHref(exportRowId: string, fileRowId: string): string {
  return `/api/exports/${encodeURIComponent(exportRowId)}/files/${encodeURIComponent(fileRowId)}`;
}

/** The company's exports page (settings → exports). */
export function exportsPageHref(clientCompanyRowId: string): string {
  const id = clientCompanyRowId.toLowerCase();
  return `/settings/${id}/exports?clientCompanyRowId=${id}`;
}

/** How often a waiting or running export is asked again. */
export const EXPORT_POLL_INTERVAL_MS = 2000;

export const isExportActive = (status: string | null | undefined) => status === "QUEUED" || status === "RUNNING";
