/** The client overview's pages (spec part 2, settings: the provider staff's client list). */
export const CLIENTS_LIST_PATH = "/settings/clients";

export function clientDetailPath(clientCompanyRowId: string): string {
  return `${CLIENTS_LIST_PATH}/${clientCompanyRowId}`;
}

/** A page of the client's own settings, opened with the client as the current company. */
export function clientSettingsHref(clientCompanyRowId: string, path: string): string {
  return `${path}?${new URLSearchParams({ clientCompanyRowId })}`;
}
