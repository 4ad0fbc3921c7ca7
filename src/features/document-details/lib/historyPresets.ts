// The collaboration tab's history presets (spec part 2 §9: IMPORTANT by default).

export const HISTORY_PRESETS = ["IMPORTANT", "ALL"] as const;
export type HistoryPreset = (typeof HISTORY_PRESETS)[number];
export const DEFAULT_HISTORY_PRESET: HistoryPreset = "IMPORTANT";

/** Every history entry type that exists, with whether it counts as important: what happened
 * to the document as a whole (arrival, workflow, approval, export, versions, sharing,
 * reminders) is; edits of single fields, items and accounting lines and automation runs are
 * details, shown under ALL. A type the server adds later is shown under ALL until it is
 * listed here. */
const IMPORTANT_BY_TYPE: Readonly<Record<string, boolean>> = {
  IMPORTED: true,
  DUPLICATE_UPLOADED: true,
  FIELDS_CHANGED: false,
  FIELDS_CONFIRMED: false,
  INVOICE_ITEMS_CHANGED: false,
  ACCOUNTING_ITEMS_CHANGED: false,
  CATEGORY_CHANGED: false,
  ARCHIVED: true,
  UNARCHIVED: true,
  WORKFLOW_STEP_CHANGED: true,
  APPROVAL_REQUESTED: true,
  APPROVED: true,
  REJECTED: true,
  APPROVAL_CANCELED: true,
  EXPORTED: true,
  UNEXPORTED: true,
  SUPERSEDED: true,
  NEW_VERSION: true,
  SHARED: true,
  UNSHARED: true,
  PAYMENT_REMINDER_SENT: true,
  PAYMENT_LINKED: true,
  PAYMENT_UNLINKED: true,
  PAYMENT_INITIATED: true,
  PAYMENT_CANCELLED: true,
  AUTOMATION: false,
  TAGS_CHANGED: false,
  REAL_ESTATE_OBJECTS_CHANGED: false,
  // A ticket says the invoice is disputed or in question: worth seeing at once.
  CRM_TICKET_ADDED: true,
  CRM_TICKET_CHANGED: true,
  CRM_TICKET_REMOVED: true,
  // Two partners were merged: the document now names the one that stayed.
  PARTNER_MERGED: false,
  // Recurring invoices: set up, changed and ended by a person; a clone made (on the source and the clone).
  RECURRENCE_CREATED: true,
  RECURRENCE_CHANGED: true,
  RECURRENCE_ENDED: true,
  RECURRENCE_CLONE_CREATED: true,
  CREATED_BY_RECURRENCE: true,
};

/** The history entry types this page knows by name (others get a generic label). */
export const KNOWN_HISTORY_TYPES = Object.keys(IMPORTANT_BY_TYPE);

export function isImportantHistoryType(type: string): boolean {
  return IMPORTANT_BY_TYPE[type] === true;
}

/** The entries the preset shows, in their given order. */
export function historyEntriesFor<T extends { readonly type: string }>(
  entries: readonly T[],
  preset: HistoryPreset,
): T[] {
  return preset === "ALL" ? [...entries] : entries.filter((entry) => isImportantHistoryType(entry.type));
}

/** A type code as words ("PAYMENT_REMINDER_SENT" → "Payment reminder sent"), for entry types
 * this page has no text for yet. */
export function historyTypeWords(type: string): string {
  const words = type
    .replace(/[_\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}
