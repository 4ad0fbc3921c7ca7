import type { PreloadedQuery } from "react-relay";
import { createOperationDescriptor, getRequest, type IEnvironment } from "relay-runtime";
import AppShellQueryNode, { type AppShellQuery } from "../__generated__/AppShellQuery.graphql.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";

/** Stands in for the company id when the URL has none (the company field is then skipped). */
const NO_COMPANY = "00000000-0000-0000-0000-000000000000";

const RELEASE_DELAY_MS = 5_000;

const sameVariables = (a: AppShellQuery["variables"], b: AppShellQuery["variables"]) =>
  a.clientCompanyRowId === b.clientCompanyRowId && a.withCompany === b.withCompany;

interface LoadedShell {
  queryRef: PreloadedQuery<AppShellQuery>;
  isSignedIn: boolean;
}

// The last shell query per Relay environment, to know whether it must be loaded again.
const loadedShells = new WeakMap<IEnvironment, LoadedShell | null>();

export function appShellVariables(clientCompanyRowId: string | undefined): AppShellQuery["variables"] {
  return { clientCompanyRowId: clientCompanyRowId ?? NO_COMPANY, withCompany: Boolean(clientCompanyRowId) };
}

/** Loads the shell query for the root route (store-and-network). */
export async function loadAppShellQuery(
  environment: IEnvironment,
  clientCompanyRowId: string | undefined,
): Promise<PreloadedQuery<AppShellQuery>> {
  const variables = appShellVariables(clientCompanyRowId);
  const queryRef = await loadRouteQuery<AppShellQuery>(environment, AppShellQueryNode, variables);
  const operation = createOperationDescriptor(getRequest(AppShellQueryNode), variables);
  const data = environment.lookup(operation.fragment).data as { currentUser?: unknown } | null;
  const previous = loadedShells.get(environment);
  loadedShells.set(environment, { queryRef, isSignedIn: Boolean(data?.currentUser) });
  // A reload of the same match (after sign-in) replaces its reference without leaving the
  // match; release the old one once the new one is on screen. A company change leaves the
  // match instead, and the route's onLeave releases it.
  if (previous && previous.queryRef !== queryRef && sameVariables(previous.queryRef.variables, variables)) {
    setTimeout(() => previous.queryRef.dispose(), RELEASE_DELAY_MS);
  }
  return queryRef;
}

/** The public pages skip the shell; remember that, so the next page loads it. */
export function markAppShellSkipped(environment: IEnvironment): void {
  loadedShells.set(environment, null);
}

/** The shell query must be loaded again after a public page or while signed out (the
 * session may have changed in between: sign-in, sign-out). */
export function shouldReloadAppShell(environment: IEnvironment): boolean {
  const loaded = loadedShells.get(environment);
  return !loaded || !loaded.isSignedIn;
}
