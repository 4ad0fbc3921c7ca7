/** Addresses in the app that e-mails link to, absolute under PUBLIC_URL (config.publicUrl,
 * which has no trailing slash). They mirror the SPA's routes (src/routes/). */

export type DocumentTabInLink = "actions" | "review" | "payment" | "accounting" | "comments" | "collaboration";

/** /documents/$documentRowId?clientCompanyRowId=…&tab=… */
export function documentLink(
  publicUrl: string,
  target: { clientCompanyId: string; documentId: string; tab?: DocumentTabInLink },
): string {
  const url = new URL(`${publicUrl}/documents/${encodeURIComponent(target.documentId)}`);
  url.searchParams.set("clientCompanyRowId", target.clientCompanyId);
  if (target.tab) url.searchParams.set("tab", target.tab);
  return url.toString();
}
