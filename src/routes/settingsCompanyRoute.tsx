import { createRoute, notFound, redirect } from "@tanstack/react-router";
import { isUuid } from "../lib/searchParams.ts";
import { hrefWithCompany } from "./settingsBankPageLoaders.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// Settings of one client company (spec part 2, settings: /settings/{clientCompanyRowId}/…):
// company, accounting, exports, tags, license, extraction-service. The page's company is the
// path's; the URL's clientCompanyRowId (which the shell reads) follows it. The pages hang
// below this route in their own files (settings<Area>Routes.tsx) and check their gate.

export const settingsCompanyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "$clientCompanyRowId",
  beforeLoad: ({ params, search, location }) => {
    if (!isUuid(params.clientCompanyRowId)) throw notFound();
    const clientCompanyRowId = params.clientCompanyRowId.toLowerCase();
    if (search.clientCompanyRowId !== clientCompanyRowId) {
      throw redirect({ href: hrefWithCompany(location, clientCompanyRowId), replace: true });
    }
  },
});
