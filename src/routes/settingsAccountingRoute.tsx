import { createRoute, notFound, redirect } from "@tanstack/react-router";
import { isUuid } from "../lib/searchParams.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { settingsRoute } from "./settingsRoute.tsx";

// Settings → accounting of one company (spec part 2, settings: {clientCompanyRowId}/accounting,
// accounting access): categories, general-ledger-accounts, partner-accounts, vats, and with
// their features cost-centers, cost-units and eu-oss.

export const settingsAccountingCompanyRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "accounting",
});

/** /settings/{id}/accounting alone opens the document categories. */
export const settingsAccountingCompanyIndexRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    const id = params.clientCompanyRowId.toLowerCase();
    throw redirect({ href: `/settings/${id}/accounting/categories?clientCompanyRowId=${id}`, replace: true });
  },
});

/** Links saved before the accounting settings moved below the company
 * (/settings/accounting/{id}/…) lead to the same page. */
export const settingsAccountingLegacyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "accounting/$clientCompanyRowId/$",
  beforeLoad: ({ params, location }) => {
    if (!isUuid(params.clientCompanyRowId)) throw notFound();
    const id = params.clientCompanyRowId.toLowerCase();
    const rest = params._splat ? `/${params._splat}` : "";
    const search = location.searchStr || `?clientCompanyRowId=${id}`;
    throw redirect({ href: `/settings/${id}/accounting${rest}${search}`, replace: true });
  },
});
