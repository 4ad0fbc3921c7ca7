import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import ExtractionServicePageQueryParameters from "../__generated__/ExtractionServicePageQuery$parameters.ts";
import type { ExtractionServicePageQuery } from "../__generated__/ExtractionServicePageQuery.graphql.ts";
import LicensePageQueryParameters from "../__generated__/LicensePageQuery$parameters.ts";
import type { LicensePageQuery } from "../__generated__/LicensePageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";

// Settings of one company (spec part 2, settings): /license (settings-license access) and
// /extraction-service (super admins); the pages check their gate, the database refuses too.

const TRANSLATIONS = ["settingsLicense", "documents"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsLicenseRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsLicenseRoutes.lazy.tsx"), name);

const licensePageQuery: RouteQuery<LicensePageQuery> = {
  parameters: LicensePageQueryParameters,
  load: () => import("../__generated__/LicensePageQuery.graphql.ts"),
};
const extractionServicePageQuery: RouteQuery<ExtractionServicePageQuery> = {
  parameters: ExtractionServicePageQueryParameters,
  load: () => import("../__generated__/ExtractionServicePageQuery.graphql.ts"),
};

export const settingsLicenseRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "license",
  ...settingsPage(licensePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("LicenseRoute"),
});

export const settingsExtractionServiceRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "extraction-service",
  ...settingsListPage(extractionServicePageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("ExtractionServiceRoute"),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsLicenseRouteTrees = [settingsLicenseRoute, settingsExtractionServiceRoute] as const;
