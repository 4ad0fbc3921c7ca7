import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { appChunkGroup, routeChunkGroup, sharedChunkGroup } from "./scripts/appChunk.ts";
import { precompress } from "./scripts/precompress.ts";
import { translationFiles } from "./scripts/translationFiles.ts";

const SERVER = "http://localhost:3000";
const ARTIFACT_DIRECTORY = fileURLToPath(new URL("./src/__generated__", import.meta.url));

/**
 * babel-plugin-relay turns each graphql`…` tag into an import of its relay-compiler artifact
 * (src/__generated__/<Name>.graphql.ts). It runs as a preset so that its filter lets Babel
 * skip every file without a graphql tag. Options are given here rather than read from
 * relay.config.js, so both tools agree by construction (same artifact directory, ES modules).
 */
const relayPreset = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [["babel-plugin-relay", { artifactDirectory: ARTIFACT_DIRECTORY, eagerEsModules: true }]],
  }),
  rolldown: {
    filter: { id: /\.[cm]?[jt]sx?$/, code: /\bgraphql`/ },
  },
});

/**
 * Two Mantine modules every first screen uses take one small thing each from a package that is
 * otherwise only needed by pop-ups and modals (loaded on demand): ScrollArea (also inside
 * Table) takes `useMergeRefs` from Floating UI, AppShell's bars take two class names from
 * react-remove-scroll. Only those imports are pointed at equivalents in src/ui/mantineShims,
 * so the first load does not carry Floating UI and the scroll lock (~19 kB gzip); pop-ups and
 * modals still import the real packages.
 */
const MANTINE_SHIMS: { source: string; importer: RegExp; replacement: string }[] = [
  {
    source: "@floating-ui/react",
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    replacement: fileURLToPath(new URL("./src/ui/mantineShims/floatingUiMergeRefs.ts", import.meta.url)),
  },
  // Not Mantine, but the same kind of narrow redirect: src/relay/relayShims/useFragmentInternalCurrent.js
  {
    source: "./useFragmentInternal_CURRENT",
    importer: /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]useFragmentInternal\.js$/,
    replacement: fileURLToPath(new URL("./src/relay/relayShims/useFragmentInternalCurrent.js", import.meta.url)),
  },
  // react-relay's pagination and query-loader hooks call their activity-compatible versions
  // while ENABLE_ACTIVITY_COMPATIBILITY is on (the default, see useFragmentInternalCurrent.js):
  // their importers get those at once, without the unused other half (~1 kB gzip)
  {
    source: "./useLoadMoreFunction",
    importer: /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]usePaginationFragment\.js$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-relay/lib/relay-hooks/useLoadMoreFunction_EXPERIMENTAL.js", import.meta.url),
    ),
  },
  {
    // (the app's own useQueryLoader is that version already: src/relay/relayShims/reactRelay.js)
    source: "./useQueryLoader",
    importer: /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]useRefetchableFragmentInternal\.js$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL.js", import.meta.url),
    ),
  },
  // src/relay/relayShims/liveResolverCache.js: the store's cache for Relay resolvers, which the
  // app has none of
  {
    source: "./live-resolvers/LiveResolverCache",
    importer: /[\\/]relay-runtime[\\/]lib[\\/]store[\\/]RelayModernStore\.js$/,
    replacement: fileURLToPath(new URL("./src/relay/relayShims/liveResolverCache.js", import.meta.url)),
  },
  // src/relay/relayShims/readUpdatable.js: updatable queries and fragments, which the app never reads
  ...["./readUpdatableQuery", "./readUpdatableFragment"].map((source) => ({
    source,
    importer: /[\\/]relay-runtime[\\/]lib[\\/]mutations[\\/]RelayRecordSource(Selector)?Proxy\.js$/,
    replacement: fileURLToPath(new URL("./src/relay/relayShims/readUpdatable.js", import.meta.url)),
  })),
  {
    source: "react-remove-scroll",
    importer:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/,
    replacement: fileURLToPath(new URL("./src/ui/mantineShims/removeScrollClassNames.ts", import.meta.url)),
  },
];

/**
 * Package modules the build reads with a few exact edits, each leaving out code that every first
 * screen would otherwise carry for an API the app does not use. The build fails when an edit no
 * longer matches (a package update changed the module): look again, then update the edit.
 * - Mantine's Table without `Table.ScrollContainer` (and so without ScrollArea, ~5 kB gzip) and
 *   `Table.DataRenderer`, as a
 *   copy for src/ui/mantineShims/tableWithoutScrollContainer.ts; other tables keep the original.
 * - relay-runtime's index without its experimental observers (observeFragment, observeQuery,
 *   waitForFragmentData; it needs only two one-line checks from them) and without the legacy
 *   containers' fragment resolver and the deprecated fetchQuery (~2 kB gzip): calling either
 *   throws. The app uses Relay's hooks (src/relay/relayShims/reactRelay.js).
 */
const MANTINE_TABLE = fileURLToPath(
  new URL("./node_modules/@mantine/core/esm/components/Table/Table.mjs", import.meta.url),
);
/** A module of its own (virtual, so that Vitest does not hand the file to Node unedited), whose
 * imports name Mantine's modules by their paths. */
const TABLE_WITHOUT_SCROLL_CONTAINER = "\0belegwerk:mantine-table-without-scroll-container";
const TABLE_SHIM_IMPORTER = /[\\/]src[\\/]ui[\\/]mantineShims[\\/]tableWithoutScrollContainer\.ts$/;
const notInThisBuild = (name: string) =>
  `function () { throw new Error("relay-runtime's ${name} is not part of this build (vite.config.ts)."); }`;
const EDITED_MODULES: {
  id: (id: string) => boolean;
  file: (id: string) => string;
  edits: [string, string][];
  absoluteImports?: boolean;
}[] = [
  {
    id: (id) => id === TABLE_WITHOUT_SCROLL_CONTAINER,
    file: () => MANTINE_TABLE,
    edits: [
      ['import { TableScrollContainer } from "./TableScrollContainer.mjs";\n', ""],
      ["Table.ScrollContainer = TableScrollContainer;\n", ""],
      // and without the `data` prop's renderer (Table.DataRenderer): the copy's tables have rows
      ['import { TableDataRenderer } from "./TableDataRenderer.mjs";\n', ""],
      ["children: children || !!data && /* @__PURE__ */ jsx(TableDataRenderer, { data })", "children"],
      ["Table.DataRenderer = TableDataRenderer;\n", ""],
    ],
    absoluteImports: true,
  },
  // Mantine's Button, ActionIcon and Checkbox without the parts the app never uses (Button.Group,
  // Button.GroupSection, ActionIcon.Group, ActionIcon.GroupSection, Checkbox.Card,
  // Checkbox.Indicator: ~1.7 kB gzip on every first screen; src/ui/mantineShims/mantineShims.test.tsx
  // fails when the app starts using one). Mantine's own components import those parts directly.
  ...(
    [
      ["Button/Button.mjs", "Button", ["ButtonGroup", "Group"], ["ButtonGroupSection", "GroupSection"]],
      [
        "ActionIcon/ActionIcon.mjs",
        "ActionIcon",
        ["ActionIconGroup", "Group"],
        ["ActionIconGroupSection", "GroupSection"],
      ],
      ["Checkbox/Checkbox.mjs", "Checkbox", ["CheckboxCard", "Card"], ["CheckboxIndicator", "Indicator"]],
    ] as const
  ).map(([module, component, ...parts]) => ({
    id: (id: string) => id.replaceAll("\\", "/").endsWith(`/node_modules/@mantine/core/esm/components/${module}`),
    file: (id: string) => id,
    edits: parts.flatMap(([part, property]): [string, string][] => [
      [`import { ${part} } from "./${part}/${part}.mjs";\n`, ""],
      [`${component}.${property} = ${part};\n`, ""],
    ]),
  })),
  // Mantine's Collapse without its sideways variant (`orientation="horizontal"`, ~0.5 kB gzip
  // on every first screen with a collapsible filter panel; src/ui/mantineShims/mantineShims.test.tsx
  // fails when the app starts using it, and the built Collapse refuses it with a clear error).
  {
    id: (id) => id.replaceAll("\\", "/").endsWith("/node_modules/@mantine/core/esm/components/Collapse/Collapse.mjs"),
    file: (id) => id,
    edits: [
      [
        'import { useCollapse, useHorizontalCollapse, useReducedMotion } from "@mantine/hooks";',
        'import { useCollapse, useReducedMotion } from "@mantine/hooks";',
      ],
      [
        '(orientation === "horizontal" ? useHorizontalCollapse : useCollapse)(',
        '(orientation === "horizontal" ? () => { throw new Error("Mantine\'s horizontal Collapse is not part of this build (vite.config.ts)."); } : useCollapse)(',
      ],
    ],
  },
  {
    id: (id) => /[\\/]node_modules[\\/]relay-runtime[\\/]lib[\\/]index\.js$/.test(id),
    file: (id) => id,
    edits: [
      [
        "require('./experimental')",
        "{ isErrorResult: function (input) { return input.ok === false; }, isValueResult: function (input) { return input.ok === true; } }",
      ],
      ["require('./store/createFragmentSpecResolver')", notInThisBuild("createFragmentSpecResolver")],
      ["require('./query/fetchQuery_DEPRECATED')", notInThisBuild("fetchQuery_DEPRECATED")],
      // exported for other setups, used by nothing in relay-runtime, the app's react-relay or the app
      // (src/relay/relayShims/relayShims.test.ts): the experimental standalone normalizer
      // (~2 kB gzip), the response cache, optimistic updates without a mutation, the 3D
      // payload helper
      ["require('./store/NormalizationEngine')", notInThisBuild("NormalizationEngine")],
      ["require('./network/RelayQueryResponseCache')", notInThisBuild("QueryResponseCache")],
      ["require('./mutations/applyOptimisticMutation')", notInThisBuild("applyOptimisticMutation")],
      ["require('./util/createPayloadFor3DField')", notInThisBuild("createPayloadFor3DField")],
    ],
  },
];

function mantineShims(): Plugin {
  return {
    name: "belegwerk:mantine-shims",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === "@mantine/core" && TABLE_SHIM_IMPORTER.test(importer)) return TABLE_WITHOUT_SCROLL_CONTAINER;
      const shim = MANTINE_SHIMS.find((entry) => entry.source === source && entry.importer.test(importer));
      return shim ? shim.replacement : null;
    },
    load(id) {
      const edited = EDITED_MODULES.find((entry) => entry.id(id));
      if (!edited) return null;
      const file = edited.file(id);
      let code = readFileSync(file, "utf8");
      for (const [from, to] of edited.edits) {
        if (!code.includes(from)) throw new Error(`${file} no longer has ${from.trim()}: update vite.config.ts.`);
        code = code.replace(from, to);
      }
      if (edited.absoluteImports) {
        code = code.replace(
          /from "(\.\.?\/[^"]+)"/g,
          (_, relative: string) => `from "${resolve(dirname(file), relative)}"`,
        );
      }
      return code;
    },
  };
}

const appChunk = appChunkGroup();
/** What the documents list (the first screen after sign-in, with the tiles its loader awaits
 * by default) shares with other pages (two or more of the ~30): one chunk. A page that needs
 * few of its modules loads a few kB more, once, cached for all others; the list's first screen
 * loads ~10 pieces fewer (−3 kB gzip, with the documents chunk below −9 kB). */
const commonChunk = sharedChunkGroup(
  "common",
  [
    "src/routes/documentsRoute.lazy.tsx",
    "src/features/documents/components/DocumentsThumbView.tsx",
    "src/features/documents/components/DocumentsTableView.tsx",
  ],
  0.06,
);
/** What only the documents list needs (its page, its query's artifact, what both its views use):
 * one chunk beside its page instead of ~8 pieces. */
const documentsChunk = routeChunkGroup("documents", "src/routes/documentsRoute.lazy.tsx", [
  "src/features/documents/components/DocumentsThumbView.tsx",
  "src/features/documents/components/DocumentsTableView.tsx",
]);

export default defineConfig({
  // Vitest's "client" project extends this file, so tests get the same Relay transform.
  // precompress: the .br and .gz copies the server sends (server/http/staticFiles.ts).
  // translationFiles: the translations as versioned JSON files the app fetches (src/i18n/translationFiles.ts).
  plugins: [
    mantineShims(),
    react(),
    babel({ presets: [relayPreset] }),
    translationFiles(fileURLToPath(new URL("./src/i18n/locales", import.meta.url))),
    precompress(),
  ],
  resolve: {
    // react-relay's main entry (CommonJS, so not tree-shaken) adds the legacy container APIs
    // to every page;
    // the app uses only what its hooks entry exports, and of those not the entry-point APIs
    // (src/relay/relayShims/reactRelay.js).
    alias: [
      {
        find: /^react-relay$/,
        replacement: fileURLToPath(new URL("./src/relay/relayShims/reactRelay.js", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundleBudget.ts reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone (the manifest keeps each chunk's name, and the
        // budget's report prints it): every chunk's imports and the app's list of what each
        // lazy part preloads name ~150 files, which with readable names cost ~1 kB gzip on
        // every first screen.
        chunkFileNames: "assets/[hash].js",
        // React and Relay are needed by every screen and change less often than our code: their
        // own chunks stay cached across releases. Every other library (Mantine, the icons, the
        // date and form helpers) lands in the chunks of the routes that use it, so a route loads
        // only its own parts (the routes' pages are lazy, see src/routes/*.lazy.tsx). What every
        // screen of the app loads (src/boot.tsx and its static imports) is one chunk, "app"
        // (scripts/appChunk.ts), instead of dozens of tiny ones.
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: "relay",
              test: /[\\/](node_modules[\\/](relay-runtime|react-relay)|src[\\/]relay[\\/]relayShims)[\\/]/,
              priority: 2,
            },
            appChunk,
            commonChunk,
            documentsChunk,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Host stays localhost:5173 (no changeOrigin): the server's WebSocket origin check
    // compares Origin with Host, and both then name the dev server.
    proxy: {
      "/graphql": { target: SERVER, ws: true },
      "/api": { target: SERVER },
    },
  },
  preview: {
    port: 4173,
  },
});
