/** Where a notification leads: the document, at the tab its news is in. */
export interface NotificationTarget {
  documentRowId: string;
  search: { clientCompanyRowId: string; tab?: "comments" | "collaboration" };
}

export interface NotificationTargetInput {
  type: string;
  document: { rowId: string; clientCompanyRowId: string; hasCollaboration: boolean } | null;
}

/** A mention opens the comments — in the collaboration tab when the company has the
 * collaboration feature (there is no comments tab then); a share opens the document at the
 * person's default tab. Without a readable document there is nothing to open. */
export function notificationTarget({ type, document }: NotificationTargetInput): NotificationTarget | null {
  if (!document) return null;
  const search = { clientCompanyRowId: document.clientCompanyRowId };
  if (type === "COMMENT_MENTION") {
    return {
      documentRowId: document.rowId,
      search: { ...search, tab: document.hasCollaboration ? "collaboration" : "comments" },
    };
  }
  return { documentRowId: document.rowId, search };
}
