import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { CSRF_HEADER } from "./csrf.ts";

const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === "__generated__" || name === "__tests__" ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A call that sends a request: fetch, an injected fetch, XMLHttpRequest, a beacon. */
const REQUEST_CALL = /(?<![\w.])(?:fetch|fetchImpl)\(|\.open\("(?:GET|POST|PUT|DELETE|PATCH)"|sendBeacon\(/;

describe("the CSRF header", () => {
  it("is a custom header a page of another site cannot send without a CORS preflight", () => {
    expect(CSRF_HEADER.toLowerCase()).toMatch(/^x-[a-z-]+$/);
  });

  // The server refuses GraphQL and every state-changing REST call without the header
  // (server/http/requestGuard.ts): every module of the app that sends a request must add it.
  it("is sent by every module that calls the server", () => {
    const missing = sourceFiles(SRC)
      .filter((file) => REQUEST_CALL.test(readFileSync(file, "utf8")))
      .filter((file) => !/\bCSRF_HEADERS?\b/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file));
    expect(missing).toEqual([]);
  });
});
