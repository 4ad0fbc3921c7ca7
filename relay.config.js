// relay-compiler configuration. The babel plugin gets the same values passed in vite.config.ts.
/** @type {import("relay-compiler").Config} */
const config = {
  src: "./src",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./src/__generated__",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
  // Persisted operations: the client sends only the id; the server looks the text up here.
  persistConfig: {
    file: "./persisted-queries/queryMap.json",
    algorithm: "SHA256",
  },
  customScalarTypes: {
    UUID: "string",
    Datetime: "string",
    Date: "string",
    Cursor: "string",
    BigFloat: "string",
    BigInt: "string",
    JSON: "unknown",
  },
};

// relay-compiler and babel-plugin-relay load this file with require(); Node returns the
// "module.exports" export to require(esm), so they see the plain object, not a namespace.
export { config as default, config as "module.exports" };
