import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import SettingsUsersPageQueryNode, {
  type SettingsUsersPageQuery,
} from "../__generated__/SettingsUsersPageQuery.graphql.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsRoute } from "./settingsRoute.tsx";

/** The company's users (its admins): the company comes from the URL's search, like every page. */
export const settingsUsersRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "users",
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  beforeLoad: ({ search }) => {
    if (!search.clientCompanyRowId) throw redirect({ to: "/settings/user", replace: true });
  },
  loader: ({ context, deps }) =>
    loadRouteQuery<SettingsUsersPageQuery>(context.relayEnvironment, SettingsUsersPageQueryNode, {
      clientCompanyRowId: deps.clientCompanyRowId!,
    }),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsUsersRoute.lazy.tsx"), "SettingsUsersRouteComponent"),
});
