/** Why the signed-in user cannot delete the document, in the order the database checks
 * (delete_document): null when Document.canCurrentUserDelete says they can. */
export type DeleteBlocker = "noRight" | "restricted" | "exported" | "dependents";

export interface DeleteBlockerInput {
  canCurrentUserDelete: boolean;
  hasDocumentsManageAccess: boolean;
  /** The company's restrictDocumentDelete: only admin or accounting may delete. */
  isDeleteRestricted: boolean;
  /** ClientCompany.currentUserCanDeleteDocuments (admin or accounting under the restriction). */
  canDeleteDocumentsInCompany: boolean;
  isExportedForBooking: boolean;
  /** Other documents derive from it or are older versions of it. */
  hasDependentDocuments: boolean;
}

export function deleteBlockerOf(input: DeleteBlockerInput): DeleteBlocker | null {
  // The flag does not know about dependants; delete_document refuses them.
  if (input.canCurrentUserDelete) return input.hasDependentDocuments ? "dependents" : null;
  if (!input.hasDocumentsManageAccess) return "noRight";
  if (input.isDeleteRestricted && !input.canDeleteDocumentsInCompany) return "restricted";
  if (input.isExportedForBooking) return "exported";
  return "noRight";
}
