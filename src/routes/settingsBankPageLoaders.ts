import type { ParsedLocation } from "@tanstack/react-router";
import type { IEnvironment } from "relay-runtime";
import MoneyAccountCreatePageQueryNode, {
  type MoneyAccountCreatePageQuery,
} from "../__generated__/MoneyAccountCreatePageQuery.graphql.ts";
import MoneyAccountDetailPageQueryNode, {
  type MoneyAccountDetailPageQuery,
} from "../__generated__/MoneyAccountDetailPageQuery.graphql.ts";
import MoneyAccountsListPageQueryNode, {
  type MoneyAccountsListPageQuery,
} from "../__generated__/MoneyAccountsListPageQuery.graphql.ts";
import { type MoneyAccountKind, moneyAccountTypeOf } from "../features/settings-bank/lib/moneyAccountKinds.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";

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
    MoneyAccountsListPageQueryNode,
    moneyAccountsListVariables(kind, clientCompanyRowId, deps),
  );
}

export function loadMoneyAccountCreate(environment: IEnvironment, clientCompanyRowId: string) {
  return loadRouteQuery<MoneyAccountCreatePageQuery>(environment, MoneyAccountCreatePageQueryNode, {
    clientCompanyRowId: clientCompanyRowId.toLowerCase(),
  });
}

export function loadMoneyAccountDetail(
  environment: IEnvironment,
  clientCompanyRowId: string,
  moneyAccountRowId: string,
) {
  return loadRouteQuery<MoneyAccountDetailPageQuery>(environment, MoneyAccountDetailPageQueryNode, {
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
