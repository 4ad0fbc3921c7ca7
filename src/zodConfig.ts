// The configuration is zod 4's core one, shared by the full API (forms) and "mini" (routes).
import * as z from "zod/mini";

// zod compiles object schemas with `new Function` when it may, and probes whether it may by
// trying; our Content-Security-Policy forbids eval, so the probe was reported as a CSP
// violation on every page. Parsing without the JIT is fast enough for forms and URLs.
// Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
