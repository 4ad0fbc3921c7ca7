import { createRoute, notFound, Outlet, redirect } from "@tanstack/react-router";
import { isUuid } from "../lib/searchParams.ts";
import { hrefWithCompany } from "./settingsBankPageLoaders.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// Settings → accounting of one company (spec part 2, settings: {clientCompanyRowId}/accounting,
// accounting access): categories, general-ledger-accounts, partner-accounts, vats, and with
// their features cost-centers, cost-units and eu-oss. The page's company is the path's; the
// URL's clientCompanyRowId (which the shell reads) follows it.

export const settingsAccountingRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "accounting",
  component: Outlet,
});

export const settingsAccountingCompanyRoute = createRoute({
  getParentRoute: () => settingsAccountingRoute,
  path: "$clientCompanyRowId",
  beforeLoad: ({ params, search, location }) => {
    if (!isUuid(params.clientCompanyRowId)) throw notFound();
    const clientCompanyRowId = params.clientCompanyRowId.toLowerCase();
    if (search.clientCompanyRowId !== clientCompanyRowId) {
      throw redirect({ href: hrefWithCompany(location, clientCompanyRowId), replace: true });
    }
  },
});

/** /settings/accounting/{id} alone opens the document categories. */
export const settingsAccountingCompanyIndexRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    const id = params.clientCompanyRowId.toLowerCase();
    throw redirect({ href: `/settings/accounting/${id}/categories?clientCompanyRowId=${id}`, replace: true });
  },
});
