const storageKey = (clientCompanyRowId: string) => `belegwerk.upload.category.${clientCompanyRowId}`;

/** The category last chosen for uploads in this company, in this browser. */
export function readCategoryPreference(clientCompanyRowId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(clientCompanyRowId));
  } catch {
    return null; // storage unavailable (private mode, blocked)
  }
}

export function writeCategoryPreference(clientCompanyRowId: string, categoryRowId: string): void {
  try {
    window.localStorage.setItem(storageKey(clientCompanyRowId), categoryRowId);
  } catch {
    // not remembered; the choice still applies now
  }
}
