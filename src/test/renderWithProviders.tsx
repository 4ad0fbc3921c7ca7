import { MantineProvider } from "@mantine/core";
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render, type RenderResult } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { RelayEnvironmentProvider } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import { theme } from "../ui/theme.ts";

export interface RenderWithProvidersOptions {
  /** The address the router starts at (links and search params resolve against it). */
  path?: string;
  /** The Relay environment the page reads from (a `createMockRelayEnvironment`). */
  relayEnvironment?: IEnvironment;
  /**
   * Mantine's `env="test"` renders pop-overs, menus and modals in place (no portal) and without
   * transitions. Off by default, as in the app: tests that find dropdown content through the
   * document (`screen`, `hidden: true`) rely on the portal; turn it on for a component whose
   * transitions would otherwise keep content out of the tree.
   */
  isMantineTestEnv?: boolean;
}

export type RenderWithProvidersResult = RenderResult & { router: AnyRouter };

/** Renders a component or page with what the app gives it: i18next (German, set up by the test
 * setup), Mantine with the app's theme, a router (for links) and, when given, a Relay
 * environment. The page is rendered after the router has loaded: find elements with `findBy…`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", relayEnvironment, isMantineTestEnv = false }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const routed = <RouterProvider router={router} />;
  const result = render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme} env={isMantineTestEnv ? "test" : "default"}>
        {relayEnvironment ? (
          <RelayEnvironmentProvider environment={relayEnvironment}>{routed}</RelayEnvironmentProvider>
        ) : (
          routed
        )}
      </MantineProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { router: router as AnyRouter });
}
