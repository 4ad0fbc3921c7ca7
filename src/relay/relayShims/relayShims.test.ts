import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as realHooks from "react-relay/hooks";
// @ts-expect-error react-relay's module has no types of its own
import useQueryLoaderActivityCompatible from "react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL.js";
import { RelayFeatureFlags } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { LiveResolverCache } from "./liveResolverCache.js";
import * as shim from "./reactRelay.js";
import { readUpdatableFragment, readUpdatableQuery } from "./readUpdatable.js";

const SRC = join(process.cwd(), "src");
/** The app's source files (not the tests), with their text. */
function sourceFiles(directory = SRC): { path: string; text: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes("relayShims")
      ? [{ path, text: readFileSync(path, "utf8") }]
      : [];
  });
}

// vite.config.ts points `react-relay` at ./reactRelay.js and react-relay's second fragment hook
// at ./useFragmentInternalCurrent.js (which throws): both only hold while these do.
describe("the app's react-relay entry (src/relay/relayShims)", () => {
  it("exports react-relay's own functions, each one", () => {
    const names = Object.keys(shim);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names.filter((name) => name !== "useQueryLoader")) {
      expect(shim[name as keyof typeof shim], name).toBeDefined();
      expect(shim[name as keyof typeof shim], name).toBe(realHooks[name as keyof typeof realHooks]);
    }
    // the version react-relay's own calls while ENABLE_ACTIVITY_COMPATIBILITY is on (below)
    expect(shim.useQueryLoader).toBe(useQueryLoaderActivityCompatible);
  });

  it("leaves the fragment hook Relay uses by default: the activity-compatible one", () => {
    // false would send every useFragment to the stub, which throws
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });
});

// vite.config.ts points the Relay store's resolver cache at ./liveResolverCache.js and the record
// proxies' updatable readers at ./readUpdatable.js: both only hold while the app has neither.
describe("the Relay store without resolvers and updatable reads (src/relay/relayShims)", () => {
  it("has no artifact with a Relay resolver field or an updatable query or fragment", () => {
    const generated = join(SRC, "__generated__");
    const offending = readdirSync(generated).filter((file) =>
      /"kind": "(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject|ClientEdgeToServerObject)"|@updatable|"UpdatableQuery"|"UpdatableFragment"/.test(
        readFileSync(join(generated, file), "utf8"),
      ),
    );
    expect(offending).toEqual([]);
    expect(RelayFeatureFlags.ENABLE_RELAY_RESOLVERS).toBe(false);
  });

  it("has no code that reads an updatable query or fragment", () => {
    const offending = sourceFiles()
      .filter(({ text }) => /readUpdatable(Query|Fragment)|@updatable/.test(text))
      .map(({ path }) => path);
    expect(offending).toEqual([]);
  });

  it("evaluates plain fields, runs the store's batches and refuses what needs resolvers", () => {
    const cache = new LiveResolverCache();
    const evaluated = cache.readFromCacheOrEvaluate("record", { kind: "RelayResolver" }, {}, () => ({
      resolverResult: 42,
      snapshot: undefined,
      error: undefined,
    }));
    expect(evaluated[0]).toBe(42);
    let ran = 0;
    cache.batchLiveStateUpdates(() => ran++);
    expect(cache.batchLiveStateUpdatesWithoutNotify(() => ran++)).toBe(false);
    expect(ran).toBe(2);
    expect(() => cache.unsubscribeFromLiveResolverRecords(new Set(["a"]))).not.toThrow();
    expect(() => cache.invalidateResolverRecords(new Set(["a"]))).not.toThrow();
    expect(() => cache.invalidateDataIDs(new Set(["a"]))).not.toThrow();
    expect(() => cache.getLiveResolverPromise("a")).toThrow(/no live resolvers/);
    expect(() => readUpdatableQuery()).toThrow(/not part of this build/);
    expect(() => readUpdatableFragment()).toThrow(/not part of this build/);
  });
});

// vite.config.ts builds relay-runtime's index without some of its exports (EDITED_MODULES):
// that only holds while neither the app nor the Relay modules it loads use them.
describe("relay-runtime without the exports nothing here uses (vite.config.ts)", () => {
  const LEFT_OUT = [
    "NormalizationEngine",
    "QueryResponseCache",
    "applyOptimisticMutation",
    "createPayloadFor3DField",
    "fetchQuery_DEPRECATED",
    "createFragmentSpecResolver",
  ];
  const relayFiles = (directory: string): { path: string; text: string }[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return relayFiles(path);
      return entry.name.endsWith(".js") ? [{ path, text: readFileSync(path, "utf8") }] : [];
    });

  it("has no app source that uses them", () => {
    const pattern = new RegExp(`\\b(${LEFT_OUT.join("|")})\\b`);
    expect(
      sourceFiles()
        .filter(({ text }) => pattern.test(text))
        .map(({ path }) => path),
    ).toEqual([]);
  });

  it("has no relay-runtime module and no react-relay hook that requires them", () => {
    const modules = [
      "store/NormalizationEngine",
      "network/RelayQueryResponseCache",
      "mutations/applyOptimisticMutation",
      "util/createPayloadFor3DField",
      "query/fetchQuery_DEPRECATED",
      "store/createFragmentSpecResolver",
    ];
    const requiring = [
      ...relayFiles(join(process.cwd(), "node_modules/relay-runtime/lib")),
      ...relayFiles(join(process.cwd(), "node_modules/react-relay/lib/relay-hooks")),
      ...relayFiles(join(SRC, "relay/relayShims")),
    ].filter(
      ({ path, text }) =>
        !path.endsWith("relay-runtime/lib/index.js") &&
        modules.some((module) => new RegExp(`require\\('[./]*(?:[\\w-]+/)*${module.split("/")[1]}'\\)`).test(text)),
    );
    expect(requiring.map(({ path }) => path)).toEqual([]);
    // and the app's react-relay entry passes none of them on
    const shimText = readFileSync(join(SRC, "relay/relayShims/reactRelay.js"), "utf8");
    expect(LEFT_OUT.filter((name) => shimText.includes(name))).toEqual([]);
  });
});
