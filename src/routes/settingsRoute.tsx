import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import SettingsLayoutQueryParameters from "../__generated__/SettingsLayoutQuery$parameters.ts";
import type { SettingsLayoutQuery } from "../__generated__/SettingsLayoutQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const settingsLayoutQuery: RouteQuery<SettingsLayoutQuery> = {
  parameters: SettingsLayoutQueryParameters,
  load: () => import("../__generated__/SettingsLayoutQuery.graphql.ts"),
};

/** Stands in for the company id when the URL has none (the company field is then skipped). */
const NO_COMPANY = "00000000-0000-0000-0000-000000000000";

/** The settings area: its navigation (for the URL's company) around the child pages. */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/settings",
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  loader: ({ context, deps }) =>
    withTranslations(
      ["settings"],
      loadRouteQuery<SettingsLayoutQuery>(context.relayEnvironment, settingsLayoutQuery, {
        clientCompanyRowId: deps.clientCompanyRowId ?? NO_COMPANY,
        withCompany: Boolean(deps.clientCompanyRowId),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsRoute.lazy.tsx"), "SettingsRouteComponent"),
});
