import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { settingsRoute } from "./settingsRoute.tsx";

export const settingsUserRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "user",
  component: () => <ComingSoonPage area="settingsUser" />,
});
