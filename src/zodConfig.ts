// zod 4's configuration, shared by the full API (forms) and "mini".
//
// zod compiles object schemas with `new Function` when it may, and probes whether it may by
// trying; our Content-Security-Policy forbids eval, so the probe was reported as a CSP
// violation on every page. Parsing without the JIT is fast enough for forms and URLs.
// Imported first by boot.tsx, before any schema parses.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (so that every copy of zod
// shares it) and creates it only when missing: setting it here, rather than calling
// `z.config`, keeps zod out of the first screen, where nothing parses with it (the forms load
// zod with their pages). src/zodConfig.test.ts checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
