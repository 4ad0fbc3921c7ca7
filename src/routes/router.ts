import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { IEnvironment } from "relay-runtime";
import { NotFoundPage } from "../shell/NotFoundPage.tsx";
import { PendingPage } from "../shell/PendingPage.tsx";
import { RouteErrorPage } from "../shell/RouteErrorPage.tsx";
import { authorizeRoute } from "./authorizeRoute.tsx";
import { bankingRoute } from "./bankingRoute.tsx";
import { documentDetailsRoute } from "./documentDetailsRoute.tsx";
import { documentsRoute } from "./documentsRoute.tsx";
import { extensionsRoute } from "./extensionsRoute.tsx";
import { faktooraRoute } from "./faktooraRoute.tsx";
import { homeRoute } from "./homeRoute.tsx";
import { logoutRoute } from "./logoutRoute.tsx";
import { reviewRoute } from "./reviewRoute.tsx";
import { rootRoute } from "./rootRoute.tsx";
import { stringifySearch } from "./searchString.ts";
import {
  settingsAccountingCompanyIndexRoute,
  settingsAccountingCompanyRoute,
  settingsAccountingLegacyRoute,
} from "./settingsAccountingRoute.tsx";
import { settingsAccessRouteTrees, settingsUsersLegacyRoute } from "./settingsAccessRoutes.tsx";
import { settingsAccountingCostRouteTrees } from "./settingsAccountingCostRoutes.tsx";
import { settingsAccountingPartnerRouteTrees } from "./settingsAccountingPartnerRoutes.tsx";
import { settingsAccountingLedgerRouteTrees } from "./settingsAccountingLedgerRoutes.tsx";
import { settingsPeopleRouteTrees } from "./settingsPeopleRoutes.tsx";
import { settingsBankConnectionsRoute } from "./settingsBankConnectionsRoute.tsx";
import { settingsClientsRouteTree } from "./settingsClientsRoutes.tsx";
import { settingsBankPagesRouteTree } from "./settingsBankPagesRoutes.tsx";
import { settingsBankIndexRoute, settingsBankRoute } from "./settingsBankRoute.tsx";
import { settingsAdminRouteTrees } from "./settingsAdminRoutes.tsx";
import { settingsCompanyPagesRouteChildren, settingsCompanySectionRoute } from "./settingsCompanyPagesRoutes.tsx";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { settingsPartnerCompanyRouteTrees } from "./settingsPartnerCompanyRoutes.tsx";
import { settingsLicenseRouteTrees } from "./settingsLicenseRoutes.tsx";
import { settingsExportsRoute } from "./settingsExportsRoute.tsx";
import { settingsRealEstateRouteTrees } from "./settingsRealEstateRoutes.tsx";
import { settingsTagsRouteTrees } from "./settingsTagsRoutes.tsx";
import { settingsRulesRouteTrees } from "./settingsRulesRoutes.tsx";
import { settingsWizardsRouteTrees } from "./settingsWizardsRoutes.tsx";
import { settingsIndexRoute } from "./settingsIndexRoute.tsx";
import { settingsRoute } from "./settingsRoute.tsx";
import { settingsUserRoute } from "./settingsUserRoute.tsx";
import { uploadRoute } from "./uploadRoute.tsx";

/** Spec §9: a loading view appears only when loading takes longer than this. */
export const PENDING_VIEW_DELAY_MS = 1000;

export const routeTree = rootRoute.addChildren([
  authorizeRoute,
  logoutRoute,
  homeRoute,
  documentsRoute,
  documentDetailsRoute,
  bankingRoute,
  uploadRoute,
  reviewRoute,
  extensionsRoute,
  faktooraRoute,
  settingsRoute.addChildren([
    settingsIndexRoute,
    settingsUserRoute,
    settingsUsersLegacyRoute,
    settingsBankRoute.addChildren([
      settingsBankIndexRoute,
      settingsBankConnectionsRoute,
      // bank settings pages
      settingsBankPagesRouteTree,
    ]),
    settingsAccountingLegacyRoute,
    // the super admin's Admin pages: /settings/admin/companies and /settings/admin/clients
    ...settingsAdminRouteTrees,
    // the accounting firm's clients: /settings/clients, /settings/clients/{clientCompanyRowId}
    settingsClientsRouteTree,
    // the pages of one company: /settings/{clientCompanyRowId}/…
    settingsCompanyRoute.addChildren([
      settingsExportsRoute,
      // company: info, config and the other company pages below the same section:
      // users › access, partner companies, real-estate objects, external users, user groups
      settingsCompanySectionRoute.addChildren([
        ...settingsCompanyPagesRouteChildren,
        ...settingsAccessRouteTrees,
        ...settingsPartnerCompanyRouteTrees,
        ...settingsRealEstateRouteTrees,
        // users › external users, user groups, another user's details
        ...settingsPeopleRouteTrees,
      ]),
      // tags
      ...settingsTagsRouteTrees,
      // rules: interactions, actions, reactions
      ...settingsRulesRouteTrees,
      // wizards: workflow and approvals
      ...settingsWizardsRouteTrees,
      // licence and extraction service
      ...settingsLicenseRouteTrees,
      settingsAccountingCompanyRoute.addChildren([
        settingsAccountingCompanyIndexRoute,
        // accounting: ledger pages (categories, general-ledger accounts, VAT codes)
        ...settingsAccountingLedgerRouteTrees,
        // accounting: partner accounts, cost centres, cost units, EU OSS branches
        ...settingsAccountingPartnerRouteTrees,
        ...settingsAccountingCostRouteTrees,
      ]),
    ]),
  ]),
]);

/** `history` defaults to the browser's; tests pass a memory history. */
export function createAppRouter(relayEnvironment: IEnvironment, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { relayEnvironment },
    defaultPendingMs: PENDING_VIEW_DELAY_MS,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The route renders without the top bar (spec §2.1: document details). */
    isAppBarHidden?: boolean;
  }
}
