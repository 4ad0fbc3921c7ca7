import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], message: "Move code both sides need to src/lib." }] },
      ],
    },
  },
);
