import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, type JWTPayload, jwtVerify } from "jose";
import type pg from "pg";

export interface IdTokenVerifierOptions {
  issuerUrl: string;
  clientId: string;
  /** The built-in issuer's public keys: verified locally, no HTTP round trip. */
  localJwks?: { keys: object[] };
}

export class InvalidTokenError extends Error {}

/** The issuer's key set: the built-in provider's own keys, or the jwks_uri of an external
 * issuer's discovery document (fetched once, keys cached and refreshed by jose). */
function keySetFor(opts: IdTokenVerifierOptions) {
  if (opts.localJwks) return Promise.resolve(createLocalJWKSet(opts.localJwks as never));
  return (async () => {
    const res = await fetch(`${opts.issuerUrl}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`discovery of ${opts.issuerUrl} answered ${res.status}`);
    const meta = (await res.json()) as { jwks_uri?: string };
    if (!meta.jwks_uri) throw new Error(`discovery of ${opts.issuerUrl} names no jwks_uri`);
    return createRemoteJWKSet(new URL(meta.jwks_uri));
  })();
}

/** Verifies ID tokens: signature against the issuer's keys, issuer, audience, expiry. */
export function makeIdTokenVerifier(opts: IdTokenVerifierOptions) {
  let keySet: ReturnType<typeof keySetFor> | undefined;
  return async function verifyIdToken(token: string): Promise<JWTPayload> {
    if (typeof token !== "string" || token.length === 0 || token.length > 16_384) {
      throw new InvalidTokenError("malformed token");
    }
    keySet ??= keySetFor(opts).catch((e: unknown) => {
      keySet = undefined; // try discovery again next time
      throw e;
    });
    try {
      const { payload } = await jwtVerify(token, await keySet, {
        issuer: opts.issuerUrl,
        audience: opts.clientId,
        algorithms: ["RS256", "PS256", "ES256", "EdDSA"],
        requiredClaims: ["sub", "exp", "iat"],
        clockTolerance: 30,
      });
      return payload;
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) throw new InvalidTokenError(e.code);
      throw e;
    }
  };
}

/**
 * The user an ID token names: our own issuer's `sub` is the user's id; an external issuer's
 * token is matched by its e-mail address, and only when the issuer says it is verified.
 */
export async function findUserForToken(
  ownerPool: pg.Pool,
  claims: JWTPayload,
  isBuiltInIssuer: boolean,
): Promise<string | null> {
  if (isBuiltInIssuer) {
    if (typeof claims.sub !== "string" || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
    const { rows } = await ownerPool.query<{ id: string }>("select id from app_public.users where id = $1", [
      claims.sub,
    ]);
    return rows[0]?.id ?? null;
  }
  const email = claims.email;
  if (typeof email !== "string" || claims.email_verified !== true) return null;
  const { rows } = await ownerPool.query<{ id: string }>("select id from app_public.users where email = $1::citext", [
    email,
  ]);
  return rows[0]?.id ?? null;
}
