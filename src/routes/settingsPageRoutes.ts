import { notFound } from "@tanstack/react-router";
import { useCallback } from "react";
import type { PreloadedQuery } from "react-relay";
import type { IEnvironment, OperationType, VariablesOf } from "relay-runtime";
import { type TranslationFeature, withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import {
  DEFAULT_SETTINGS_LIST_COUNT,
  parseSettingsListSearch,
  type SettingsListSearch,
} from "../lib/search/settingsListSearchSchema.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";

// The settings pages' route options, so a page's route is a few lines:
//
//   export const xListRoute = createRoute({
//     getParentRoute: () => xRoute,
//     path: "/",
//     ...settingsListPage(xListPageQuery, ["settingsX"], (params, deps) => ({ ...companyOf(params), ...deps })),
//     component: lazyPage("XListRoute"),
//   });
//
// The file (src/routes/settings<Area>Routes.tsx) exports its routes as `settings<Area>RouteTrees`
// and is imported ONLY by src/routes/settingsRouteTree.ts, which adds them to the tree: the
// settings routes load on demand, not with every page (`npm run test:budget` fails otherwise).
// It imports nothing heavy: @tanstack/react-router, its queries' `$parameters` (values) and
// `.graphql.ts` (types only, `import type`), these helpers, search parsers from src/lib/search
// and its pages through `lazyRouteComponent(() => import("./settings<Area>Routes.lazy.tsx"), …)`.
//
// Every page preloads its one query in the loader (by its `@preloadable` parameters; the artifact
// loads beside the request) together with its translations, keeps the reference while the page
// is shown and disposes it when the page is left. List pages take count and searchText from the
// URL (spec part 2, settings); detail pages refuse a row id that is no UUID with the not-found page.

interface LoaderContext {
  context: { relayEnvironment: IEnvironment };
  params: Record<string, string>;
}

interface SettingsPageOptions<TQuery extends OperationType> {
  loader: (args: LoaderContext) => Promise<PreloadedQuery<TQuery>>;
  shouldReload: false;
  gcTime: 0;
  onLeave: (match: { loaderData?: PreloadedQuery<TQuery> }) => void;
}

/** A page whose query's variables come from the path (create and detail pages). */
export function settingsPage<TQuery extends OperationType>(
  query: RouteQuery<TQuery>,
  translations: readonly TranslationFeature[],
  variables: (params: Record<string, string>) => VariablesOf<TQuery>,
): SettingsPageOptions<TQuery> {
  return {
    loader: ({ context, params }) =>
      withTranslations(translations, loadRouteQuery<TQuery>(context.relayEnvironment, query, variables(params))),
    shouldReload: false,
    gcTime: 0,
    onLeave: (match) => match.loaderData?.dispose(),
  };
}

/** What a list page's query gets from the URL. */
export interface SettingsListDeps {
  count: number;
  searchText: string | null;
}

/** A list page: count and searchText from the URL beside the path's variables. */
export function settingsListPage<TQuery extends OperationType>(
  query: RouteQuery<TQuery>,
  translations: readonly TranslationFeature[],
  variables: (params: Record<string, string>, deps: SettingsListDeps) => VariablesOf<TQuery>,
) {
  return {
    validateSearch: parseSettingsListSearch,
    loaderDeps: ({ search }: { search: SettingsListSearch }): SettingsListDeps => ({
      count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
      searchText: search.searchText ?? null,
    }),
    loader: ({ context, params, deps }: LoaderContext & { deps: SettingsListDeps }) =>
      withTranslations(translations, loadRouteQuery<TQuery>(context.relayEnvironment, query, variables(params, deps))),
    shouldReload: false as const,
    gcTime: 0 as const,
    onLeave: (match: { loaderData?: PreloadedQuery<TQuery> }) => match.loaderData?.dispose(),
  };
}

/** The path's company, as the queries take it (the routes accept upper-case UUIDs). */
export function companyOf(params: Record<string, string>): { clientCompanyRowId: string } {
  return { clientCompanyRowId: (params.clientCompanyRowId ?? "").toLowerCase() };
}

/** A detail page's row id: not a UUID → the not-found page (before any request). */
export function rowIdGuard(paramName: string) {
  return {
    beforeLoad: ({ params }: { params: Record<string, string> }) => {
      if (!isUuid(params[paramName] ?? "")) throw notFound();
    },
  };
}

/** The row id of a detail page's path, lower-cased. */
export function rowIdOf(params: Record<string, string>, paramName: string): string {
  return (params[paramName] ?? "").toLowerCase();
}

/** The search state a list page changes (search text typed, page size). */
export interface SettingsListSearchChange {
  searchText?: string | undefined;
  count?: number | undefined;
}

interface ListRouteHandle {
  useSearch: () => SettingsListSearch;
  useNavigate: () => (options: {
    search: (previous: SettingsListSearch) => SettingsListSearch;
    replace: boolean;
  }) => Promise<void>;
}

/** In a list route's component: the URL's search, the page size and the change handler
 * (replaces the history entry, so typing does not fill the back button). */
export function useSettingsListSearch(route: ListRouteHandle) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (change: SettingsListSearchChange) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return { search, count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT, onSearchChange };
}
