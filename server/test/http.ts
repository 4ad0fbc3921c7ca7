import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../src/lib/csrf.ts";

/**
 * `fetch` as the web app sends requests: with the CSRF header the server requires on GraphQL
 * and on every state-changing REST call (server/http/requestGuard.ts). Tests of the server's
 * HTTP interface use this instead of the global fetch; only tests of the refusal itself send
 * requests without it. A header given by the caller wins (e.g. to test a wrong value).
 */
export function appFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return fetch(input, { ...init, headers });
}

export { CSRF_HEADER, CSRF_HEADER_VALUE };
