import { createRoute } from "@tanstack/react-router";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";

// Settings → company of one client company (spec part 2, settings: {clientCompanyRowId}/company):
// info (the index, company-manage access) and config (admin). The other company pages
// (users/…, partner-companies, real-estate-objects) hang below `settingsCompanySectionRoute`
// in their own route files; router.ts adds them with
// `settingsCompanySectionRoute.addChildren([...settingsCompanyPagesRouteChildren, ...theirTrees])`.

export const settingsCompanySectionRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "company",
});

/** The pages of this file below the section (router.ts: `settingsCompanySectionRoute.addChildren([...])`,
 * beside the other company pages' trees). */
export const settingsCompanyPagesRouteChildren = [] as const;
