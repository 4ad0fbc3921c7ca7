import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import tseslint from "typescript-eslint";

const BROWSER_GLOBALS = [
  "window",
  "document",
  "navigator",
  "localStorage",
  "sessionStorage",
  "location",
  "XMLHttpRequest",
  "HTMLElement",
].map((name) => ({
  name,
  message: "src/lib runs on the server too: no DOM. Put browser code in src/ui or a feature.",
}));

const IO_MODULES = [
  "fs",
  "fs/promises",
  "net",
  "http",
  "https",
  "http2",
  "tls",
  "dns",
  "dgram",
  "child_process",
  "worker_threads",
].flatMap((name) => [name, `node:${name}`]);

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      ".data/**",
      "src/__generated__/**",
      "persisted-queries/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "relay/graphql-syntax": "error",
      "relay/graphql-naming": "error",
      "relay/unused-fields": "warn",
      "relay/must-colocate-fragment-spreads": "warn",
      "relay/hook-required-argument": "error",
      // The SPA never imports the server: code both sides need lives in src/lib, and the server
      // imports it from there (STYLE.md rule 12).
      // The client tests have one Relay mock environment (issue 16): a real Environment whose
      // network the test answers, in src/test/mockRelayEnvironment.ts.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "relay-test-utils",
              importNames: ["createMockEnvironment"],
              message: "Use createMockRelayEnvironment from src/test/mockRelayEnvironment.ts.",
            },
          ],
          patterns: [{ group: ["**/server/**"], message: "Move code both sides need to src/lib." }],
        },
      ],
    },
  },
  // The route definitions are in the first load of every page
  // (issue 16's 250 kB budget): they parse with the plain parsers of src/lib/searchParams.ts,
  // never with zod (≈ 16 kB); forms and the server keep zod.
  {
    files: ["src/routes/**/*.{ts,tsx}"],
    ignores: ["src/routes/**/*.lazy.tsx", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "Move code both sides need to src/lib." },
            {
              group: ["zod", "zod/*"],
              message: "Parse URL search with src/lib/searchParams.ts (no zod in the first load).",
            },
          ],
        },
      ],
    },
  },
  // Architecture boundaries (STYLE.md rule 12), enforced; scripts/eslintBoundaries.test.ts shows
  // each rule failing on a small snippet. Arrows run one way: routes → features → ui/relay/lib.
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "feature", pattern: "src/features/*", mode: "folder", capture: ["feature"] },
        { type: "ui", pattern: "src/ui", mode: "folder" },
        { type: "lib", pattern: "src/lib", mode: "folder" },
        { type: "relay", pattern: "src/relay", mode: "folder" },
        { type: "shell", pattern: "src/shell", mode: "folder" },
        { type: "routes", pattern: "src/routes", mode: "folder" },
        { type: "server-domain", pattern: "server/domain", mode: "folder" },
      ],
      "boundaries/legacy-warnings": false,
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "ui" } },
              disallow: { to: { element: { types: { anyOf: ["feature", "shell", "routes"] } } } },
              message: "src/ui is the design system: it imports no feature, shell or route.",
            },
            {
              from: { element: { type: "lib" } },
              disallow: { to: { element: { types: { anyOf: ["feature", "ui", "relay", "shell", "routes"] } } } },
              message: "src/lib is shared by the SPA and the server: it imports no feature, UI, Relay or route.",
            },
            {
              from: { element: { type: "feature" } },
              disallow: {
                to: { element: { type: "feature", fileInternalPath: "!index.ts" } },
              },
              message: "A feature imports another feature only through that feature's index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared by the SPA and the server: no React, no Relay, no Mantine, no DOM.
    files: ["src/lib/**/*.ts"],
    ignores: ["src/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "Move code both sides need to src/lib." },
            {
              group: [
                "react",
                "react-dom",
                "react-dom/*",
                "react-relay",
                "relay-runtime",
                "@mantine/*",
                "react-i18next",
                "@tanstack/*",
              ],
              message: "src/lib has no React, Relay or DOM: the server imports it too. Put it in src/ui or src/relay.",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", ...BROWSER_GLOBALS],
    },
  },
  {
    // Pure domain logic: no database, files, network or processes (STYLE.md rule 7).
    files: ["server/domain/**/*.ts"],
    // Tests and their helpers read fixtures; the extraction corpus harness is a test harness too
    // (on its way to the test folders).
    ignores: ["server/domain/**/*.test.ts", "server/domain/**/*TestUtil.ts", "server/domain/extraction/corpus.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: IO_MODULES.map((name) => ({ name, message: "server/domain does no I/O: pass the data in." })),
          patterns: [
            {
              group: ["pg", "pg-*", "graphile-*", "postgraphile", "@aws-sdk/*", "undici"],
              message: "server/domain does no I/O.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "server/domain does no I/O: pass the data in." },
        { name: "process", message: "server/domain reads no environment: pass the setting in." },
      ],
    },
  },
  {
    // The details page composes the other document features' fragments and imports their
    // components through each feature's index.ts; relay's module-name heuristic cannot follow
    // a barrel (relay-compiler still checks every spread).
    files: ["src/features/document-details/**/*.{ts,tsx}", "src/features/*/__tests__/**/*.{ts,tsx}"],
    rules: { "relay/must-colocate-fragment-spreads": "off" },
  },
);
