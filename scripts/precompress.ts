import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; source maps stay plain (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm)$/;

/** Writes `<file>.br` and `<file>.gz` beside each text file of the client build (`vite build`),
 * at the highest levels: done once per build, served by server/http/staticFiles.ts as they are. */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "belegwerk:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      if (!outDir.startsWith("/")) outDir = join(config.root, outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith(".vite/")) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
