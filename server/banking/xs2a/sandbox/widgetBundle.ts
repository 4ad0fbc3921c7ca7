import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The sandbox widget's browser script: the TypeScript module widget/widget.ts bundled by
 * esbuild into one self-contained script. `npm run build:server` writes it beside the server
 * bundle (dist/server/xs2a-sandbox-widget.js, scripts/buildSandboxWidget.ts), and the built
 * server serves that file; run from the sources (tsx, tests) the module is bundled here on
 * first use, with the same options.
 */
export const SANDBOX_WIDGET_FILE = "xs2a-sandbox-widget.js";

/** The widget's entry module in the source tree. */
export const SANDBOX_WIDGET_ENTRY = path.join(import.meta.dirname, "widget", "widget.ts");

/** Bundles the widget module with esbuild (a build tool: loaded only when bundling). */
export async function bundleSandboxWidget(): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [SANDBOX_WIDGET_ENTRY],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no widget script");
  return output.text;
}

let script: Promise<string> | undefined;

/** The script to serve: the prebuilt file beside the running bundle, else bundled now (once). */
export function sandboxWidgetScript(): Promise<string> {
  script ??= (async () => {
    const prebuilt = path.join(import.meta.dirname, SANDBOX_WIDGET_FILE);
    if (existsSync(prebuilt)) return readFile(prebuilt, "utf8");
    return bundleSandboxWidget();
  })().catch((error: unknown) => {
    script = undefined; // try again on the next request
    throw error;
  });
  return script;
}
