import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import EmailIntegrationPageQueryParameters from "../__generated__/EmailIntegrationPageQuery$parameters.ts";
import type { EmailIntegrationPageQuery } from "../__generated__/EmailIntegrationPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsIntegrationsRoute } from "./settingsIntegrationsRoutes.tsx";
import { companyOf, settingsPage } from "./settingsPageRoutes.ts";

// Settings of one company: /integrations/email (company admins; the page checks the gate, the
// database refuses too). A child of the integrations route (settingsIntegrationsRoutes.tsx).

const TRANSLATIONS = ["emailIntake", "settingsIntegrations"] as const satisfies readonly TranslationFeature[];
/** Mails of the intake log the page shows (EmailIntegrationPage's LOG_SIZE). */
const LOG_SIZE = 20;

type LazyPageName = keyof typeof import("./settingsIntegrationsEmailRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) =>
  lazyRouteComponent(() => import("./settingsIntegrationsEmailRoutes.lazy.tsx"), name);

const emailIntegrationPageQuery: RouteQuery<EmailIntegrationPageQuery> = {
  parameters: EmailIntegrationPageQueryParameters,
  load: () => import("../__generated__/EmailIntegrationPageQuery.graphql.ts"),
};

export const settingsIntegrationsEmailRoute = createRoute({
  getParentRoute: () => settingsIntegrationsRoute,
  path: "email",
  ...settingsPage(emailIntegrationPageQuery, TRANSLATIONS, (params) => ({ ...companyOf(params), logSize: LOG_SIZE })),
  component: lazyPage("EmailIntegrationRoute"),
});

/** The pages of this file, children of settingsIntegrationsRoute (settingsIntegrationsRoutes.tsx). */
export const settingsIntegrationsEmailRouteTrees = [settingsIntegrationsEmailRoute] as const;
