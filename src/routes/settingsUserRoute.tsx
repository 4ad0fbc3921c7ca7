import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import SettingsUserPageQueryNode, {
  type SettingsUserPageQuery,
} from "../__generated__/SettingsUserPageQuery.graphql.ts";
import { fetchAuthConfig } from "../features/auth/lib/authConfig.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsRoute } from "./settingsRoute.tsx";

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
      loadRouteQuery<SettingsUserPageQuery>(context.relayEnvironment, SettingsUserPageQueryNode, {}),
      isBuiltInSignIn(),
    ]);
    return { queryRef, isBuiltInSignIn: builtIn };
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.queryRef.dispose(),
  component: lazyRouteComponent(() => import("./settingsUserRoute.lazy.tsx"), "SettingsUserRouteComponent"),
});
