import { createRoute, notFound } from "@tanstack/react-router";
import { isUuid } from "../lib/searchParams.ts";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

export const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/review/$reviewGroupRowId",
  beforeLoad: ({ params }) => {
    if (!isUuid(params.reviewGroupRowId)) throw notFound();
  },
  component: () => <ComingSoonPage area="review" />,
});
