import { type AnyRouter, createRoute, createRouter, redirect, type RouterHistory } from "@tanstack/react-router";
import type { IEnvironment } from "relay-runtime";
import { PendingPage } from "../shell/PendingPage.tsx";
import { lazyPart } from "../ui/lazyPart.tsx";
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
import { settingsRoute } from "./settingsRoute.tsx";
// Types only: the settings pages' definitions load on demand (see loadSettingsRoutes).
import type { settingsRouteChildren } from "./settingsRouteTree.ts";
import { uploadRoute } from "./uploadRoute.tsx";

/** Spec §9: a loading view appears only when loading takes longer than this. */
export const PENDING_VIEW_DELAY_MS = 1000;

/**
 * The settings area's pages are many (and more come); their route definitions (queries'
 * ids, loaders, search parsers) are not part of the first load. Until they are in, this route
 * stands for every address below /settings: it loads them, puts them into the route tree of
 * every router and opens the same address again, now matched by the real pages (whose loaders
 * then start the page's query and its page chunk side by side, as everywhere). The app starts
 * loading them at once when it opens on a /settings address (src/boot.tsx) and otherwise when
 * the browser is idle after the first screen, so a click into the settings rarely waits.
 */
const settingsRoutesLoadingRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "$",
  beforeLoad: async ({ location }) => {
    await loadSettingsRoutes();
    throw redirect({ href: location.href, replace: true });
  },
});

/** Routers whose route tree still has the stand-in (tests make several). */
const routersAwaitingSettings = new Set<AnyRouter>();
let settingsRoutesLoaded: Promise<void> | undefined;
let areSettingsRoutesIn = false;

/** Loads the settings pages' route definitions (once) and puts them into the route tree. */
export function loadSettingsRoutes(): Promise<void> {
  settingsRoutesLoaded ??= import("./settingsRouteTree.ts").then(
    ({ settingsRouteChildren }) => {
      settingsRoute.addChildren(settingsRouteChildren);
      areSettingsRoutesIn = true;
      for (const router of routersAwaitingSettings) router.setRoutes(router.buildRouteTree());
      routersAwaitingSettings.clear();
    },
    (error: unknown) => {
      settingsRoutesLoaded = undefined; // a later attempt (Retry, another click) loads again
      throw error;
    },
  );
  return settingsRoutesLoaded;
}

/** Whether an address is in the settings area (its routes load on demand). */
export const isSettingsAddress = (pathname: string) => /^\/settings(\/|$)/.test(pathname);

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
  // The settings pages (src/routes/settingsRouteTree.ts) are typed here as the route's
  // children, so links to them are checked; at run time they join the tree when first needed.
  settingsRoute.addChildren([settingsRoutesLoadingRoute] as unknown as typeof settingsRouteChildren),
]);

// The error and not-found pages load once the first screen is up (an error may come with a
// lost connection, when their code could no longer be fetched), not with it.
const RouteErrorPage = lazyPart(() => import("../shell/RouteErrorPage.tsx").then((module) => module.RouteErrorPage), {
  preloadWhenIdle: true,
});
const NotFoundPage = lazyPart(() => import("../shell/NotFoundPage.tsx").then((module) => module.NotFoundPage), {
  preloadWhenIdle: true,
});

/** `history` defaults to the browser's; tests pass a memory history. */
export function createAppRouter(relayEnvironment: IEnvironment, history?: RouterHistory) {
  const router = createRouter({
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
  if (!areSettingsRoutesIn) routersAwaitingSettings.add(router);
  return router;
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
