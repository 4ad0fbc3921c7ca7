import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import SettingsUserPageQueryParameters from "../__generated__/SettingsUserPageQuery$parameters.ts";
import type { SettingsUserPageQuery } from "../__generated__/SettingsUserPageQuery.graphql.ts";
import { fetchAuthConfig } from "../features/auth/lib/authConfig.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const settingsUserPageQuery: RouteQuery<SettingsUserPageQuery> = {
  parameters: SettingsUserPageQueryParameters,
  load: () => import("../__generated__/SettingsUserPageQuery.graphql.ts"),
};

/** Whether the built-in provider signs in; when that cannot be told, password and TOTP are
 * not offered (the server would refuse them anyway with another provider). */
const isBuiltInSignIn = () =>
  fetchAuthConfig().then(
    (config) => config.builtIn === true,
    () => false,
  );

export const settingsUserRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "user",
  loader: async ({ context }) => {
    const [queryRef, builtIn] = await Promise.all([
      loadRouteQuery<SettingsUserPageQuery>(context.relayEnvironment, settingsUserPageQuery, {}),
      isBuiltInSignIn(),
    ]);
    return { queryRef, isBuiltInSignIn: builtIn };
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.queryRef.dispose(),
  component: lazyRouteComponent(() => import("./settingsUserRoute.lazy.tsx"), "SettingsUserRouteComponent"),
});
