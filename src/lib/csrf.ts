/**
 * The header every request of the web app carries (GraphQL, REST, uploads): a page of another
 * site cannot send it without a CORS preflight, which this server never grants, so a request
 * with it comes from our own pages (cross-site request forgery protection; DESIGN decision 18).
 * The server refuses state-changing requests without it with 403 CSRF_HEADER_MISSING.
 */
export const CSRF_HEADER = "X-Belegwerk-Request";
export const CSRF_HEADER_VALUE = "1";

/** The headers to add to a request of the web app (merge them with the call's own). */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
