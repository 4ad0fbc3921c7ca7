import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import {
  type ConcreteRequest,
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  RecordSource,
  Store,
} from "relay-runtime";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import SettingsLayoutQueryNode from "../__generated__/SettingsLayoutQuery.graphql.ts";
import SettingsUserPageQueryNode from "../__generated__/SettingsUserPageQuery.graphql.ts";
import { App } from "../App.tsx";
import { createShellNetworkEnvironment } from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

// The settings pages' route definitions are not part of the first load (router.ts,
// loadSettingsRoutes): a router made before they are in still opens every settings address,
// by link or by URL, with one history entry, and an unknown settings address is not found.

const PAGE_QUERIES: Record<string, ConcreteRequest> = {
  SettingsLayoutQuery: SettingsLayoutQueryNode,
  SettingsUserPageQuery: SettingsUserPageQueryNode,
};

function renderAt(path: string) {
  const shell = createShellNetworkEnvironment();
  const environment = new Environment({
    network: Network.create(
      (params, variables, cacheConfig, uploadables) => {
        const node = PAGE_QUERIES[params.name];
        if (!node) return shell.environment.getNetwork().execute(params, variables, cacheConfig, uploadables);
        return MockPayloadGenerator.generate(createOperationDescriptor(getRequest(node), variables)) as never;
      },
      (params, variables, cacheConfig) => shell.environment.getNetwork().execute(params, variables, cacheConfig),
    ),
    store: new Store(new RecordSource()),
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(environment, history);
  render(<App router={router} relayEnvironment={environment} i18n={i18next} />);
  return { router, history };
}

describe("settings routes loaded on demand", () => {
  it("opens a settings page by link from another page, before the settings routes were in", async () => {
    const { router, history } = renderAt("/extensions");
    expect(await screen.findByRole("heading", { level: 1, name: "Erweiterungen" })).toBeInTheDocument();
    // not yet in the route tree: the first screen did not need them
    expect(router.routesById).not.toHaveProperty("/settings/user");

    await router.navigate({ to: "/settings/user" });
    expect(await screen.findByRole("heading", { level: 1, name: "Mein Profil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/user");
    expect(router.routesById).toHaveProperty("/settings/user");

    // one history entry for the visit: back returns to the page before
    history.back();
    expect(await screen.findByRole("heading", { level: 1, name: "Erweiterungen" })).toBeInTheDocument();
  });

  it("a router made afterwards has them from the start; an unknown settings address is not found", async () => {
    const { router } = renderAt("/settings/no-such-page");
    expect(router.routesById).toHaveProperty("/settings/user");
    expect(await screen.findByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeInTheDocument();
  });
});
