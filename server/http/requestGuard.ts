import type { IncomingHttpHeaders } from "node:http";
import { CSRF_HEADER } from "../../src/lib/csrf.ts";

/** Why a request was refused before any handler saw it (the codes the SPA translates). */
export type GuardRefusal =
  | { status: 403; code: "CROSS_ORIGIN_REQUEST" }
  | { status: 403; code: "CSRF_HEADER_MISSING" }
  | { status: 415; code: "UNSUPPORTED_MEDIA_TYPE" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Routes that take a multipart body (file uploads); every other body must be JSON. */
const MULTIPART_ROUTES = new Set(["/api/source-files", "/api/bank-statements", "/api/client-company-logo"]);

/** Whether a path (of a POST) is an upload route, which takes multipart and limits its own size. */
export const isMultipartRoute = (path: string) => MULTIPART_ROUTES.has(path.replace(/\/+$/, ""));

/**
 * GET routes of the spec that change state (bank connections). They stay as aliases of their
 * POST/DELETE routes, but like every state-changing request they need the CSRF header.
 */
const STATE_CHANGING_GET = /^\/api\/xs2a\/(?:wizard-finish|sync-connection|delete-connection|wizard-session-key)\//;

/** The form of the page that asks a signed-in person before a share link swaps the session. */
const SHARE_CONFIRMATION = /^\/share\/[^/]+\/?$/;

/**
 * Whether `origin` (the browser's Origin header) is this server: the configured public URL's
 * origin, or the host the request was addressed to (tests and direct access by IP). "null" (a
 * sandboxed frame, a privacy redirect) and anything unparsable are foreign.
 */
export function isOwnOrigin(origin: string, host: string | undefined, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    const url = new URL(origin);
    if (url.origin !== origin.replace(/\/$/, "")) return false;
    return !!host && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Each run of percent-escapes decoded as decodeURI does, a run that is no valid UTF-8 kept as sent. */
const decodeEscapes = (path: string) =>
  path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      // "%25" stays an escaped percent sign (a router decodes the path once, never twice).
      return decodeURI(run.replace(/%25/g, "%2525"));
    } catch {
      return run;
    }
  });

/**
 * The path a request addresses, as the router (Hono) resolves it: the request target parsed as a
 * URL (absolute form too, dot segments and backslashes resolved), percent-escapes of ordinary
 * characters decoded (\`/%61pi/…\` is \`/api/…\`). Every decision about a request (CSRF, Origin,
 * body type, rate limits, which handler) is taken on this path, so no spelling of an address
 * reaches a handler around the checks.
 */
export function canonicalPath(requestTarget: string): string {
  let pathname: string;
  try {
    pathname = /^https?:\/\//i.test(requestTarget)
      ? new URL(requestTarget).pathname
      : new URL(`http://localhost${requestTarget.startsWith("/") ? "" : "/"}${requestTarget}`).pathname;
  } catch {
    pathname = requestTarget.split(/[?#]/)[0]!;
  }
  return decodeEscapes(pathname);
}

const mediaType = (contentType: string | undefined) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();

const hasBody = (headers: IncomingHttpHeaders) =>
  headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;

/**
 * Cookies authenticate, so every request that could change something must prove it comes from
 * our own pages (DESIGN decision 18), before any handler reads the body or the session:
 *
 * - a foreign Origin is refused on every state-changing request and on every GraphQL request
 *   (CROSS_ORIGIN_REQUEST); the identity provider's pages (/oidc) only on state-changing ones;
 * - GraphQL, REST and the state-changing GET aliases need the CSRF header (a custom header a
 *   foreign page cannot send without a CORS preflight, which is never granted), except the
 *   identity provider's own forms, which oidc-provider protects with its interaction cookies,
 *   and the share link's confirmation form (Origin required, one-time confirmation);
 * - GraphQL and REST bodies are `application/json` only (no form or text bodies a foreign page
 *   could post without a preflight); the upload routes take `multipart/form-data`.
 */
export function guardRequest(
  method: string,
  /** The canonical path (\`canonicalPath\`), never the request target as sent. */
  path: string,
  headers: IncomingHttpHeaders,
  opts: { publicOrigin: string; oidcMountPath: string | null; graphiql?: boolean },
): GuardRefusal | null {
  const stateChanging = !SAFE_METHODS.has(method);
  const isOidc =
    opts.oidcMountPath !== null && (path === opts.oidcMountPath || path.startsWith(`${opts.oidcMountPath}/`));
  const isGraphql = path === "/graphql";
  const isApi = path === "/api" || path.startsWith("/api/");
  const origin = headers.origin;
  if (
    origin !== undefined &&
    (stateChanging || isGraphql || isApi) &&
    !isOwnOrigin(origin, headers.host, opts.publicOrigin)
  ) {
    if (stateChanging || !isOidc) return { status: 403, code: "CROSS_ORIGIN_REQUEST" };
  }
  if (isOidc) return null;
  // The confirmation page of a share link posts a plain form (no header possible): it must come
  // from our own page, so the Origin is required (checked above) and a one-time confirmation.
  if (method === "POST" && SHARE_CONFIRMATION.test(path)) {
    return origin === undefined ? { status: 403, code: "CROSS_ORIGIN_REQUEST" } : null;
  }
  if (method === "OPTIONS") return null;
  // GraphiQL's page (development only): a navigation, which cannot carry a header.
  if (opts.graphiql && isGraphql && method === "GET" && (headers.accept ?? "").includes("text/html")) return null;
  if (stateChanging || isGraphql || STATE_CHANGING_GET.test(path)) {
    if (!headers[CSRF_HEADER.toLowerCase()]) return { status: 403, code: "CSRF_HEADER_MISSING" };
  }
  if (stateChanging && (isGraphql || isApi)) {
    const type = mediaType(headers["content-type"]);
    if (method === "POST" && isMultipartRoute(path)) {
      if (type !== "multipart/form-data") return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" };
    } else if ((isGraphql || hasBody(headers)) && type !== "application/json") {
      return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" };
    }
  }
  return null;
}
