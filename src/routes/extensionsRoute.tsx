import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import ExtensionsPageQueryParameters from "../__generated__/ExtensionsPageQuery$parameters.ts";
import type { ExtensionsPageQuery } from "../__generated__/ExtensionsPageQuery.graphql.ts";
import { fetchAuthConfig } from "../features/auth/lib/authConfig.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

// The page's query: preloaded by its parameters, the artifact loads with the page.
const extensionsPageQuery: RouteQuery<ExtensionsPageQuery> = {
  parameters: ExtensionsPageQueryParameters,
  load: () => import("../__generated__/ExtensionsPageQuery.graphql.ts"),
};

/** Whether the built-in provider signs in (it offers the two-factor enrolment); when that
 * cannot be told, the enrolment is not offered (the settings page does the same). */
const isBuiltInSignIn = () =>
  fetchAuthConfig().then(
    (config) => config.builtIn === true,
    () => false,
  );

export const extensionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/extensions",
  validateSearch: parseClientCompanySearch,
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  // Without a company the shell opens the default one first (and this loads again).
  loader: async ({ context, deps }) => {
    if (!deps.clientCompanyRowId) return null;
    const [queryRef, builtIn] = await withTranslations(
      ["extensions"],
      Promise.all([
        loadRouteQuery<ExtensionsPageQuery>(context.relayEnvironment, extensionsPageQuery, {
          clientCompanyRowId: deps.clientCompanyRowId,
        }),
        isBuiltInSignIn(),
      ]),
    );
    return { queryRef, isBuiltInSignIn: builtIn };
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.queryRef.dispose(),
  component: lazyRouteComponent(() => import("./extensionsRoute.lazy.tsx"), "ExtensionsRouteComponent"),
});
