// The pages of settings → company → users that this feature shows (spec part 2, settings:
// {clientCompanyRowId}/company/users/external-users and /user-groups). The URL's
// clientCompanyRowId (which the shell reads) follows the path's company.

export function peoplePaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/company/users`;
  const at = (path: string) => `${base}/${path}?${new URLSearchParams({ clientCompanyRowId })}`;
  return {
    externalUsers: () => at("external-users"),
    externalUser: (userRowId: string) => at(`external-users/${userRowId}`),
    /** Another user's details (any user an admin may edit: members, external users). */
    user: (userRowId: string) => at(`people/${userRowId}`),
    userGroups: () => at("user-groups"),
    userGroupCreate: () => at("user-groups/create"),
    userGroup: (userGroupRowId: string) => at(`user-groups/${userGroupRowId}`),
  };
}

/** The document's page, where a shared document opens. */
export const documentPath = (documentRowId: string) => `/documents/${documentRowId}`;

/** A list page's search as its route keeps it in the URL. */
export interface SettingsListSearchState {
  searchText?: string | undefined;
}
