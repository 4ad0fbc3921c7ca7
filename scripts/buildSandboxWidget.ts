/**
 * `npm run build:server` step: bundles the sandbox bank's widget (a TypeScript module) into
 * dist/server/xs2a-sandbox-widget.js, which the built server serves.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { bundleSandboxWidget, SANDBOX_WIDGET_FILE } from "../server/banking/xs2a/sandbox/widgetBundle.ts";

const outDir = path.resolve(import.meta.dirname, "../dist/server");
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, SANDBOX_WIDGET_FILE), await bundleSandboxWidget());
console.log(`dist/server/${SANDBOX_WIDGET_FILE} written`);
