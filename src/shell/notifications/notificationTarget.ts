/** Where a notification leads: the document, at the tab its news is in. */
export interface NotificationTarget {
  documentRowId: string;
  search: { clientCompanyRowId: string; tab?: "comments" | "collaboration" };
}

export interface NotificationTargetInput {
  type: string;
  document: { rowId: string; clientCompanyRowId: string; hasCollaboration: boolean } | null;
}

const APPROVAL_TYPES = new Set(["APPROVAL_REQUESTED", "DOCUMENT_APPROVED", "DOCUMENT_REJECTED"]);

/** A mention opens the comments — in the collaboration tab when the company has the
 * collaboration feature (there is no comments tab then); an approval request or decision opens
 * the collaboration tab, where every member sees the approval and the approver decides; a share
 * opens the document at the person's default tab. Without a readable document there is nothing
 * to open. */
export function notificationTarget({ type, document }: NotificationTargetInput): NotificationTarget | null {
  if (!document) return null;
  const search = { clientCompanyRowId: document.clientCompanyRowId };
  if (type === "COMMENT_MENTION") {
    return {
      documentRowId: document.rowId,
      search: { ...search, tab: document.hasCollaboration ? "collaboration" : "comments" },
    };
  }
  if (APPROVAL_TYPES.has(type)) return { documentRowId: document.rowId, search: { ...search, tab: "collaboration" } };
  return { documentRowId: document.rowId, search };
}
