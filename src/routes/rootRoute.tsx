import { createRootRouteWithContext } from "@tanstack/react-router";
import type { IEnvironment } from "relay-runtime";
import { loadTranslations } from "../i18n/i18n.ts";
import { AppLayout } from "../shell/AppLayout.tsx";
import { loadAppShellQuery, markAppShellSkipped, shouldReloadAppShell } from "../shell/loadAppShellQuery.ts";
import { isPublicPath } from "../shell/shellGate.ts";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";

export interface RouterContext {
  relayEnvironment: IEnvironment;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every route carries the client company in the URL (spec §2.2).
  validateSearch: parseClientCompanySearch,
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  loader: async ({ context, deps, location }) => {
    if (isPublicPath(location.pathname)) {
      markAppShellSkipped(context.relayEnvironment);
      return null;
    }
    // The constraints' messages (what a refused change says) beside the shell's query: every
    // signed-in page may need them, the sign-in redirect does not.
    const [shell] = await Promise.all([
      loadAppShellQuery(context.relayEnvironment, deps.clientCompanyRowId),
      loadTranslations("constraints"),
    ]);
    return shell;
  },
  // Loaded again when the company changes (new deps), after sign-in or sign-out, and on Retry.
  shouldReload: ({ context }) => shouldReloadAppShell(context.relayEnvironment),
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: RootComponent,
});

function RootComponent() {
  const queryRef = rootRoute.useLoaderData();
  const { clientCompanyRowId } = rootRoute.useSearch();
  return <AppLayout queryRef={queryRef} clientCompanyRowId={clientCompanyRowId} />;
}
