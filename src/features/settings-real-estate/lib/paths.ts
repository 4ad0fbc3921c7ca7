// Paths of the real-estate object pages (spec part 2, settings {clientCompanyRowId}/company/
// real-estate-objects: list, create, {realEstateObjectRowId}). The URL's clientCompanyRowId
// (which the shell reads) follows the path's company.

function withSearch(path: string, search: Record<string, string | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === false) continue;
    params.set(key, String(value));
  }
  return `${path}?${params}`;
}

export function realEstatePaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/company/real-estate-objects`;
  const company = { clientCompanyRowId };
  return {
    list: () => withSearch(base, company),
    create: () => withSearch(`${base}/create`, company),
    detail: (rowId: string) => withSearch(`${base}/${rowId}`, company),
    /** The documents list filtered by the object (spec part 2 §7: real-estate-object ids). */
    documents: (rowId: string) =>
      withSearch("/documents", { ...company, realEstateObjectRowIds: JSON.stringify([rowId]) }),
  };
}

/** The search of the object list (spec part 2 §7: onlyActive for real-estate objects). */
export interface RealEstateObjectsListSearchState {
  searchText?: string | undefined;
  onlyActive?: boolean | undefined;
}
