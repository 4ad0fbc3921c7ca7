import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import ClientDetailPageQueryParameters from "../__generated__/ClientDetailPageQuery$parameters.ts";
import type { ClientDetailPageQuery } from "../__generated__/ClientDetailPageQuery.graphql.ts";
import ClientsListPageQueryParameters from "../__generated__/ClientsListPageQuery$parameters.ts";
import type { ClientsListPageQuery } from "../__generated__/ClientsListPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// Settings → clients (spec part 2, settings: the provider staff's client company list and a
// client's details). About the firm's clients, not the current company: the pages hang below
// /settings, beside the company pages; the page checks the gate (the server answers staff only).

const TRANSLATIONS = ["settingsClients"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsClientsRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsClientsRoutes.lazy.tsx"), name);

const clientsListPageQuery: RouteQuery<ClientsListPageQuery> = {
  parameters: ClientsListPageQueryParameters,
  load: () => import("../__generated__/ClientsListPageQuery.graphql.ts"),
};
const clientDetailPageQuery: RouteQuery<ClientDetailPageQuery> = {
  parameters: ClientDetailPageQueryParameters,
  load: () => import("../__generated__/ClientDetailPageQuery.graphql.ts"),
};

const clientsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "clients",
});

export const settingsClientsListRoute = createRoute({
  getParentRoute: () => clientsRoute,
  path: "/",
  ...settingsListPage(clientsListPageQuery, TRANSLATIONS, (_params, deps) => deps),
  component: lazyPage("ClientsListRoute"),
});

export const settingsClientDetailRoute = createRoute({
  getParentRoute: () => clientsRoute,
  path: "$clientRowId",
  ...rowIdGuard("clientRowId"),
  ...settingsPage(clientDetailPageQuery, TRANSLATIONS, (params) => ({
    clientCompanyRowId: rowIdOf(params, "clientRowId"),
  })),
  component: lazyPage("ClientDetailRoute"),
});

/** Added under settingsRoute in router.ts. */
export const settingsClientsRouteTree = clientsRoute.addChildren([settingsClientsListRoute, settingsClientDetailRoute]);
