/**
 * Request addresses as they may appear in logs: secrets that travel in the path or the query
 * are replaced by "[redacted]".
 *
 * - Known token routes: share links (/share/<token>), invitations (/oidc/invitation/<token>),
 *   the identity provider's interactions (/oidc/interaction/<uid>) and the bank sandbox's
 *   sessions (/api/xs2a/sandbox/session/<id>).
 * - Any other path segment that looks like a token: 20 or more characters of base64url or hex
 *   that are not a UUID (row ids are no secrets and help reading the log).
 * - Query parameters that carry secrets (OAuth codes, state, nonces, tokens, keys).
 */
const TOKEN_ROUTES: RegExp[] = [
  /^(\/share\/)[^/?#]+/,
  /^(\/oidc\/invitation\/)[^/?#]+/,
  /^(\/oidc\/interaction\/)[^/?#]+/,
  /^(\/api\/xs2a\/sandbox\/session\/)[^/?#]+/,
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIKE = /^[A-Za-z0-9_\-.~%]{20,}$/;

export const SECRET_QUERY_PARAMETERS = new Set([
  "token",
  "code",
  "state",
  "nonce",
  "id_token",
  "id_token_hint",
  "access_token",
  "refresh_token",
  "code_verifier",
  "code_challenge",
  "session_state",
  "key",
  "secret",
  "password",
  "sig",
  "signature",
]);

const REDACTED = "[redacted]";

export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? "" : url.slice(q + 1);
  for (const route of TOKEN_ROUTES) path = path.replace(route, `$1${REDACTED}`);
  path = path
    .split("/")
    .map((segment) => (segment !== REDACTED && TOKEN_LIKE.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join("/");
  if (q === -1) return path;
  const parts = query.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
    } catch {
      // a malformed name is logged as it came
    }
    return eq !== -1 && SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
  });
  return `${path}?${parts.join("&")}`;
}
