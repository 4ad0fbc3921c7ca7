// Addresses the document details page links to outside the router's typed routes.

/** The original uploaded file, served as a download after the database's access check
 * (server/api/files.ts). */
export function sourceFileDownloadUrl(sourceFileRowId: string): string {
  return `/api/files/source-files/${encodeURIComponent(sourceFileRowId)}`;
}

/** The documents list of a company (when the list the person came from is unknown). */
export function documentsListHref(clientCompanyRowId: string | null | undefined): string {
  return clientCompanyRowId ? `/documents?clientCompanyRowId=${encodeURIComponent(clientCompanyRowId)}` : "/documents";
}

/** A plain left click (no modifier, no middle button): the page navigates itself; anything
 * else is left to the browser (new tab, new window). */
export function isPlainLeftClick(event: {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}
