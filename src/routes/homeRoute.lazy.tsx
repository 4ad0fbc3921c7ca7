import { useCallback } from "react";
import { HomePage } from "../features/home/pages/HomePage.tsx";
import { DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from "../lib/search/searchSchemas.ts";
import { homeRoute } from "./homeRoute.tsx";

export function HomeRouteComponent() {
  const { home, dashboard } = homeRoute.useLoaderData();
  const { period } = homeRoute.useSearch();
  const navigate = homeRoute.useNavigate();
  const onPeriodChange = useCallback(
    (next: DashboardPeriod) =>
      void navigate({
        // The default period stays out of the URL.
        search: (previous) => ({ ...previous, period: next === DEFAULT_DASHBOARD_PERIOD ? undefined : next }),
        replace: true,
      }),
    [navigate],
  );
  return <HomePage queryRef={home} dashboardRef={dashboard} period={period} onPeriodChange={onPeriodChange} />;
}
