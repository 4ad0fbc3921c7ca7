import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";
import { parseBankingSearch } from "./searchSchemas.ts";

export const bankingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/banking",
  validateSearch: parseBankingSearch,
  component: () => <ComingSoonPage area="banking" />,
});
