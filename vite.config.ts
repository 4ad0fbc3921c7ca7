import { fileURLToPath } from "node:url";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { appChunkGroup, sharedChunkGroup } from "./scripts/appChunk.ts";
import { precompress } from "./scripts/precompress.ts";

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
  {
    source: "react-remove-scroll",
    importer:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/,
    replacement: fileURLToPath(new URL("./src/ui/mantineShims/removeScrollClassNames.ts", import.meta.url)),
  },
];

function mantineShims(): Plugin {
  return {
    name: "belegwerk:mantine-shims",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      const shim = MANTINE_SHIMS.find((entry) => entry.source === source && entry.importer.test(importer));
      return shim ? shim.replacement : null;
    },
  };
}

const appChunk = appChunkGroup();
/** What the documents list (the first screen after sign-in, with the tiles its loader awaits
 * by default) shares with most pages: one chunk. */
const commonChunk = sharedChunkGroup(
  "common",
  ["src/routes/documentsRoute.lazy.tsx", "src/features/documents/components/DocumentsThumbView.tsx"],
  0.5,
);

export default defineConfig({
  // Vitest's "client" project extends this file, so tests get the same Relay transform.
  // precompress: the .br and .gz copies the server sends (server/http/staticFiles.ts).
  plugins: [mantineShims(), react(), babel({ presets: [relayPreset] }), precompress()],
  resolve: {
    // react-relay's main entry (CommonJS, so not tree-shaken) adds the legacy container APIs
    // to every page; the app uses only what its hooks entry exports.
    alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundleBudget.ts reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and Relay are needed by every screen and change less often than our code: their
        // own chunks stay cached across releases. Every other library (Mantine, the icons, the
        // date and form helpers) lands in the chunks of the routes that use it, so a route loads
        // only its own parts (the routes' pages are lazy, see src/routes/*.lazy.tsx). What every
        // screen of the app loads (src/boot.tsx and its static imports) is one chunk, "app"
        // (scripts/appChunk.ts), instead of dozens of tiny ones.
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "relay", test: /[\\/]node_modules[\\/](relay-runtime|react-relay)[\\/]/, priority: 2 },
            appChunk,
            commonChunk,
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
