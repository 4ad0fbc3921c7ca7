// Loaded first by every entry point (server, worker, scripts, benchmarks, test set-up).
//
// The supported runtime is Node.js 24 LTS (22 at the least): Graphile v5, oidc-provider, jsdom and
// pdfjs-dist need it. An older Node fails here with a sentence instead of an obscure error later.
const [major] = process.versions.node.split(".").map(Number);
if ((major ?? 0) < 22) {
  throw new Error(
    `Belegwerk needs Node.js 22 or newer (24 LTS recommended); this is ${process.version}. ` +
      "See the README's set-up: `npm install -g node@24` installs it from the npm registry.",
  );
}

// Grafast reads GRAPHILE_ENV at import time; set it from NODE_ENV before anything loads it.
process.env.GRAPHILE_ENV ??=
  process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test" ? "development" : "production";

export {};
