import type { ParsedLocation } from "@tanstack/react-router";
import type { IEnvironment } from "relay-runtime";
import MoneyAccountCreatePageQueryParameters from "../__generated__/MoneyAccountCreatePageQuery$parameters.ts";
import type { MoneyAccountCreatePageQuery } from "../__generated__/MoneyAccountCreatePageQuery.graphql.ts";
import MoneyAccountDetailPageQueryParameters from "../__generated__/MoneyAccountDetailPageQuery$parameters.ts";
import type { MoneyAccountDetailPageQuery } from "../__generated__/MoneyAccountDetailPageQuery.graphql.ts";
import MoneyAccountsListPageQueryParameters from "../__generated__/MoneyAccountsListPageQuery$parameters.ts";
import type { MoneyAccountsListPageQuery } from "../__generated__/MoneyAccountsListPageQuery.graphql.ts";
import { type MoneyAccountKind, moneyAccountTypeOf } from "../features/settings-bank/lib/moneyAccountKinds.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const moneyAccountCreatePageQuery: RouteQuery<MoneyAccountCreatePageQuery> = {
  parameters: MoneyAccountCreatePageQueryParameters,
  load: () => import("../__generated__/MoneyAccountCreatePageQuery.graphql.ts"),
};

const moneyAccountDetailPageQuery: RouteQuery<MoneyAccountDetailPageQuery> = {
  parameters: MoneyAccountDetailPageQueryParameters,
  load: () => import("../__generated__/MoneyAccountDetailPageQuery.graphql.ts"),
};

const moneyAccountsListPageQuery: RouteQuery<MoneyAccountsListPageQuery> = {
  parameters: MoneyAccountsListPageQueryParameters,
  load: () => import("../__generated__/MoneyAccountsListPageQuery.graphql.ts"),
};

// The route loaders of the bank settings pages (settingsBankPagesRoutes.tsx): the three
// account kinds share their queries, told apart by the account type.

export interface MoneyAccountsListDeps {
  includeInactive: boolean;
  count: number;
}

export function moneyAccountsListDeps(search: { includeInactive?: boolean; count?: number }): MoneyAccountsListDeps {
  return { includeInactive: search.includeInactive === true, count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT };
}

/** The list's variables: without includeInactive only active accounts (spec: "active (from
 * includeInactive)"). A condition on `active` with null would ask for IS NULL, so the key is
 * left out instead. */
export function moneyAccountsListVariables(
  kind: MoneyAccountKind,
  clientCompanyRowId: string,
  deps: MoneyAccountsListDeps,
): MoneyAccountsListPageQuery["variables"] {
  const type = moneyAccountTypeOf(kind);
  return {
    clientCompanyRowId: clientCompanyRowId.toLowerCase(),
    condition: deps.includeInactive ? { type } : { type, active: true },
    kindCondition: { type },
    count: deps.count,
  };
}

export function loadMoneyAccountsList(
  environment: IEnvironment,
  kind: MoneyAccountKind,
  clientCompanyRowId: string,
  deps: MoneyAccountsListDeps,
) {
  return loadRouteQuery<MoneyAccountsListPageQuery>(
    environment,
    moneyAccountsListPageQuery,
    moneyAccountsListVariables(kind, clientCompanyRowId, deps),
  );
}

export function loadMoneyAccountCreate(environment: IEnvironment, clientCompanyRowId: string) {
  return loadRouteQuery<MoneyAccountCreatePageQuery>(environment, moneyAccountCreatePageQuery, {
    clientCompanyRowId: clientCompanyRowId.toLowerCase(),
  });
}

export function loadMoneyAccountDetail(
  environment: IEnvironment,
  clientCompanyRowId: string,
  moneyAccountRowId: string,
) {
  return loadRouteQuery<MoneyAccountDetailPageQuery>(environment, moneyAccountDetailPageQuery, {
    clientCompanyRowId: clientCompanyRowId.toLowerCase(),
    moneyAccountRowId: moneyAccountRowId.toLowerCase(),
  });
}

/** The location with the given company in its search (the path's company is the page's). */
export function hrefWithCompany(location: Pick<ParsedLocation, "pathname" | "search">, clientCompanyRowId: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...(location.search as Record<string, unknown>), clientCompanyRowId })) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return `${location.pathname}?${params}`;
}
