// Entry of the built server (dist/server/start.js). In one ESM bundle every `import` of an
// external package is hoisted above our code, so the runtime check and GRAPHILE_ENV would
// come too late for PostGraphile; loading main.ts dynamically (its own chunk) orders it right.
import "./runtimeEnv.ts";

await import("./main.ts");
