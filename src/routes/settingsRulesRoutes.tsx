import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import RuleActionCreatePageQueryParameters from "../__generated__/RuleActionCreatePageQuery$parameters.ts";
import type { RuleActionCreatePageQuery } from "../__generated__/RuleActionCreatePageQuery.graphql.ts";
import RuleActionDetailPageQueryParameters from "../__generated__/RuleActionDetailPageQuery$parameters.ts";
import type { RuleActionDetailPageQuery } from "../__generated__/RuleActionDetailPageQuery.graphql.ts";
import RuleActionsListPageQueryParameters from "../__generated__/RuleActionsListPageQuery$parameters.ts";
import type { RuleActionsListPageQuery } from "../__generated__/RuleActionsListPageQuery.graphql.ts";
import RuleInteractionCreatePageQueryParameters from "../__generated__/RuleInteractionCreatePageQuery$parameters.ts";
import type { RuleInteractionCreatePageQuery } from "../__generated__/RuleInteractionCreatePageQuery.graphql.ts";
import RuleInteractionDetailPageQueryParameters from "../__generated__/RuleInteractionDetailPageQuery$parameters.ts";
import type { RuleInteractionDetailPageQuery } from "../__generated__/RuleInteractionDetailPageQuery.graphql.ts";
import RuleInteractionsListPageQueryParameters from "../__generated__/RuleInteractionsListPageQuery$parameters.ts";
import type { RuleInteractionsListPageQuery } from "../__generated__/RuleInteractionsListPageQuery.graphql.ts";
import RuleReactionCreatePageQueryParameters from "../__generated__/RuleReactionCreatePageQuery$parameters.ts";
import type { RuleReactionCreatePageQuery } from "../__generated__/RuleReactionCreatePageQuery.graphql.ts";
import RuleReactionDetailPageQueryParameters from "../__generated__/RuleReactionDetailPageQuery$parameters.ts";
import type { RuleReactionDetailPageQuery } from "../__generated__/RuleReactionDetailPageQuery.graphql.ts";
import RuleReactionsListPageQueryParameters from "../__generated__/RuleReactionsListPageQuery$parameters.ts";
import type { RuleReactionsListPageQuery } from "../__generated__/RuleReactionsListPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { hrefWithCompany } from "./settingsBankPageLoaders.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";

// Settings → rules of one company (spec part 2, settings: {clientCompanyRowId}/rules redirects
// to interactions; under it actions and reactions, each with list, create and detail
// ({ruleActionReactionRowId}, {ruleActionRowId}, {ruleReactionRowId})). The pages check their
// gates (admins, the rules feature).

const TRANSLATIONS = ["settingsRules"] as const satisfies readonly TranslationFeature[];
/** The action's page also shows the "test this rule" panel (src/features/rule-test). */
const ACTION_TRANSLATIONS = ["settingsRules", "ruleTest"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsRulesRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsRulesRoutes.lazy.tsx"), name);

function query<T extends import("relay-runtime").OperationType>(
  parameters: RouteQuery<T>["parameters"],
  load: RouteQuery<T>["load"],
): RouteQuery<T> {
  return { parameters, load };
}

const rulesRoute = createRoute({ getParentRoute: () => settingsCompanyRoute, path: "rules" });

const rulesIndexRoute = createRoute({
  getParentRoute: () => rulesRoute,
  path: "/",
  beforeLoad: ({ params, location }) => {
    const company = (params as { clientCompanyRowId: string }).clientCompanyRowId.toLowerCase();
    throw redirect({
      href: hrefWithCompany({ ...location, pathname: `/settings/${company}/rules/interactions` }, company),
      replace: true,
    });
  },
});

const interactionsRoute = createRoute({ getParentRoute: () => rulesRoute, path: "interactions" });
const actionsRoute = createRoute({ getParentRoute: () => rulesRoute, path: "actions" });
const reactionsRoute = createRoute({ getParentRoute: () => rulesRoute, path: "reactions" });

export const settingsRuleInteractionsListRoute = createRoute({
  getParentRoute: () => interactionsRoute,
  path: "/",
  ...settingsListPage(
    query<RuleInteractionsListPageQuery>(
      RuleInteractionsListPageQueryParameters,
      () => import("../__generated__/RuleInteractionsListPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (params, deps) => ({ ...companyOf(params), ...deps }),
  ),
  component: lazyPage("RuleInteractionsListRoute"),
});
export const settingsRuleInteractionsCreateRoute = createRoute({
  getParentRoute: () => interactionsRoute,
  path: "create",
  ...settingsPage(
    query<RuleInteractionCreatePageQuery>(
      RuleInteractionCreatePageQueryParameters,
      () => import("../__generated__/RuleInteractionCreatePageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    companyOf,
  ),
  component: lazyPage("RuleInteractionCreateRoute"),
});
export const settingsRuleInteractionsDetailRoute = createRoute({
  getParentRoute: () => interactionsRoute,
  path: "$ruleActionReactionRowId",
  ...rowIdGuard("ruleActionReactionRowId"),
  ...settingsPage(
    query<RuleInteractionDetailPageQuery>(
      RuleInteractionDetailPageQueryParameters,
      () => import("../__generated__/RuleInteractionDetailPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (params) => ({ ...companyOf(params), ruleActionReactionRowId: rowIdOf(params, "ruleActionReactionRowId") }),
  ),
  component: lazyPage("RuleInteractionDetailRoute"),
});

export const settingsRuleActionsListRoute = createRoute({
  getParentRoute: () => actionsRoute,
  path: "/",
  ...settingsListPage(
    query<RuleActionsListPageQuery>(
      RuleActionsListPageQueryParameters,
      () => import("../__generated__/RuleActionsListPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (params, deps) => ({ ...companyOf(params), ...deps }),
  ),
  component: lazyPage("RuleActionsListRoute"),
});
export const settingsRuleActionsCreateRoute = createRoute({
  getParentRoute: () => actionsRoute,
  path: "create",
  ...settingsPage(
    query<RuleActionCreatePageQuery>(
      RuleActionCreatePageQueryParameters,
      () => import("../__generated__/RuleActionCreatePageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    companyOf,
  ),
  component: lazyPage("RuleActionCreateRoute"),
});
export const settingsRuleActionsDetailRoute = createRoute({
  getParentRoute: () => actionsRoute,
  path: "$ruleActionRowId",
  ...rowIdGuard("ruleActionRowId"),
  ...settingsPage(
    query<RuleActionDetailPageQuery>(
      RuleActionDetailPageQueryParameters,
      () => import("../__generated__/RuleActionDetailPageQuery.graphql.ts"),
    ),
    ACTION_TRANSLATIONS,
    (params) => ({ ...companyOf(params), ruleActionRowId: rowIdOf(params, "ruleActionRowId") }),
  ),
  component: lazyPage("RuleActionDetailRoute"),
});

export const settingsRuleReactionsListRoute = createRoute({
  getParentRoute: () => reactionsRoute,
  path: "/",
  ...settingsListPage(
    query<RuleReactionsListPageQuery>(
      RuleReactionsListPageQueryParameters,
      () => import("../__generated__/RuleReactionsListPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (params, deps) => ({ ...companyOf(params), ...deps }),
  ),
  component: lazyPage("RuleReactionsListRoute"),
});
export const settingsRuleReactionsCreateRoute = createRoute({
  getParentRoute: () => reactionsRoute,
  path: "create",
  ...settingsPage(
    query<RuleReactionCreatePageQuery>(
      RuleReactionCreatePageQueryParameters,
      () => import("../__generated__/RuleReactionCreatePageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    companyOf,
  ),
  component: lazyPage("RuleReactionCreateRoute"),
});
export const settingsRuleReactionsDetailRoute = createRoute({
  getParentRoute: () => reactionsRoute,
  path: "$ruleReactionRowId",
  ...rowIdGuard("ruleReactionRowId"),
  ...settingsPage(
    query<RuleReactionDetailPageQuery>(
      RuleReactionDetailPageQueryParameters,
      () => import("../__generated__/RuleReactionDetailPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (params) => ({ ...companyOf(params), ruleReactionRowId: rowIdOf(params, "ruleReactionRowId") }),
  ),
  component: lazyPage("RuleReactionDetailRoute"),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsRulesRouteTrees = [
  rulesRoute.addChildren([
    rulesIndexRoute,
    interactionsRoute.addChildren([
      settingsRuleInteractionsListRoute,
      settingsRuleInteractionsCreateRoute,
      settingsRuleInteractionsDetailRoute,
    ]),
    actionsRoute.addChildren([
      settingsRuleActionsListRoute,
      settingsRuleActionsCreateRoute,
      settingsRuleActionsDetailRoute,
    ]),
    reactionsRoute.addChildren([
      settingsRuleReactionsListRoute,
      settingsRuleReactionsCreateRoute,
      settingsRuleReactionsDetailRoute,
    ]),
  ]),
] as const;
