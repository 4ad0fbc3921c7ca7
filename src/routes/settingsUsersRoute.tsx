import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import SettingsUsersPageQueryParameters from "../__generated__/SettingsUsersPageQuery$parameters.ts";
import type { SettingsUsersPageQuery } from "../__generated__/SettingsUsersPageQuery.graphql.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const settingsUsersPageQuery: RouteQuery<SettingsUsersPageQuery> = {
  parameters: SettingsUsersPageQueryParameters,
  load: () => import("../__generated__/SettingsUsersPageQuery.graphql.ts"),
};

/** The company's users (its admins): the company comes from the URL's search, like every page. */
export const settingsUsersRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "users",
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  beforeLoad: ({ search }) => {
    if (!search.clientCompanyRowId) throw redirect({ to: "/settings/user", replace: true });
  },
  loader: ({ context, deps }) =>
    loadRouteQuery<SettingsUsersPageQuery>(context.relayEnvironment, settingsUsersPageQuery, {
      clientCompanyRowId: deps.clientCompanyRowId!,
    }),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsUsersRoute.lazy.tsx"), "SettingsUsersRouteComponent"),
});
