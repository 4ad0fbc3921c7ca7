import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import IntegrationPageQueryParameters from "../__generated__/IntegrationPageQuery$parameters.ts";
import type { IntegrationPageQuery } from "../__generated__/IntegrationPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, settingsPage } from "./settingsPageRoutes.ts";

// Settings → integrations of one company (spec part 2, settings: {clientCompanyRowId}/integrations
// (admin): email, getmyinvoices, fastbill, billomat). The index opens the e-mail page (its route
// is a child of settingsIntegrationsRoute, src/routes/settingsIntegrationsEmailRoutes.tsx); the
// pages check the admin gate.

const TRANSLATIONS = ["settingsIntegrations"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsIntegrationsRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) =>
  lazyRouteComponent(() => import("./settingsIntegrationsRoutes.lazy.tsx"), name);

const integrationPageQuery: RouteQuery<IntegrationPageQuery> = {
  parameters: IntegrationPageQueryParameters,
  load: () => import("../__generated__/IntegrationPageQuery.graphql.ts"),
};

export const settingsIntegrationsRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "integrations",
});

/** /settings/{id}/integrations alone opens the e-mail page. */
export const settingsIntegrationsIndexRoute = createRoute({
  getParentRoute: () => settingsIntegrationsRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    const id = params.clientCompanyRowId.toLowerCase();
    throw redirect({ href: `/settings/${id}/integrations/email?clientCompanyRowId=${id}`, replace: true });
  },
});

export const settingsIntegrationsGetMyInvoicesRoute = createRoute({
  getParentRoute: () => settingsIntegrationsRoute,
  path: "getmyinvoices",
  ...settingsPage(integrationPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    provider: "GETMYINVOICES" as const,
  })),
  component: lazyPage("GetMyInvoicesRoute"),
});

export const settingsIntegrationsFastbillRoute = createRoute({
  getParentRoute: () => settingsIntegrationsRoute,
  path: "fastbill",
  ...settingsPage(integrationPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    provider: "FASTBILL" as const,
  })),
  component: lazyPage("FastbillRoute"),
});

export const settingsIntegrationsBillomatRoute = createRoute({
  getParentRoute: () => settingsIntegrationsRoute,
  path: "billomat",
  ...settingsPage(integrationPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    provider: "BILLOMAT" as const,
  })),
  component: lazyPage("BillomatRoute"),
});

/** The children of settingsIntegrationsRoute defined here; src/routes/settingsRouteTree.ts adds
 * them and the e-mail page (settingsIntegrationsEmailRoutes.tsx, whose parent is this file's
 * route) below settingsIntegrationsRoute. */
export const settingsIntegrationsRouteChildren = [
  settingsIntegrationsIndexRoute,
  settingsIntegrationsGetMyInvoicesRoute,
  settingsIntegrationsFastbillRoute,
  settingsIntegrationsBillomatRoute,
] as const;
