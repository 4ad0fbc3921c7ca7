import { createRoute, notFound } from "@tanstack/react-router";
import { isUuid } from "../lib/searchParams.ts";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

export const documentDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/documents/$documentRowId",
  staticData: { isAppBarHidden: true },
  beforeLoad: ({ params }) => {
    if (!isUuid(params.documentRowId)) throw notFound();
  },
  component: () => <ComingSoonPage area="documentDetails" />,
});
