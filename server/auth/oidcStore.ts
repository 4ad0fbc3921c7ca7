import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type pg from "pg";

/**
 * Reads an installation fact, creating it once when missing. Two servers starting together
 * both try; `on conflict do nothing` keeps the first and both read that one.
 */
async function installationValue<T>(ownerPool: pg.Pool, key: string, make: () => Promise<T>): Promise<T> {
  const existing = await ownerPool.query<{ value: T }>("select value from app_private.installation where key = $1", [
    key,
  ]);
  if (existing.rows[0]) return existing.rows[0].value;
  await ownerPool.query(
    "insert into app_private.installation (key, value) values ($1, $2) on conflict (key) do nothing",
    [key, JSON.stringify(await make())],
  );
  const { rows } = await ownerPool.query<{ value: T }>("select value from app_private.installation where key = $1", [
    key,
  ]);
  return rows[0]!.value;
}

export interface OidcSecrets {
  /** Private signing keys (JWKS) of the built-in provider. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies (the first signs, all verify). */
  cookieKeys: string[];
}

/** Signing keys and cookie keys, generated on first start and kept in
 * app_private.installation, so a restart (or a second server) keeps sessions and tokens valid. */
export async function loadOidcSecrets(ownerPool: pg.Pool): Promise<OidcSecrets> {
  const jwks = await installationValue(ownerPool, "oidc_jwks", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(12).toString("base64url"), alg: "RS256", use: "sig" }] };
  });
  const cookieKeys = await installationValue(ownerPool, "oidc_cookie_keys", () =>
    Promise.resolve([randomBytes(32).toString("base64url")]),
  );
  return { jwks, cookieKeys };
}

/** The public half of a private JWKS (what /oidc/jwks publishes). */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}

interface PayloadRow {
  payload: AdapterPayload;
  consumed: boolean;
}

/**
 * oidc-provider's storage over app_private.oidc_payloads (owner pool): one row per model
 * instance, keyed by (type, id). Expired rows are treated as absent and removed by the
 * sessions__delete_expired job.
 */
export function makePgAdapter(ownerPool: pg.Pool): new (type: string) => Adapter {
  return class PgAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await ownerPool.query(
        `insert into app_private.oidc_payloads (type, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int > 0 then now() + make_interval(secs => $7::int) end)
         on conflict (type, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.type,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          Math.ceil(expiresIn ?? 0),
        ],
      );
    }

    private async findBy(column: "id" | "uid" | "user_code", value: string): Promise<AdapterPayload | undefined> {
      const { rows } = await ownerPool.query<PayloadRow>(
        `select payload, consumed_at is not null as consumed from app_private.oidc_payloads
         where type = $1 and ${column} = $2 and (expires_at is null or expires_at > now()) limit 1`,
        [this.type, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: true } : row.payload;
    }

    find(id: string) {
      return this.findBy("id", id);
    }

    findByUid(uid: string) {
      return this.findBy("uid", uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy("user_code", userCode);
    }

    async consume(id: string): Promise<void> {
      await ownerPool.query(
        "update app_private.oidc_payloads set consumed_at = now() where type = $1 and id = $2 and consumed_at is null",
        [this.type, id],
      );
    }

    async destroy(id: string): Promise<void> {
      await ownerPool.query("delete from app_private.oidc_payloads where type = $1 and id = $2", [this.type, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await ownerPool.query("delete from app_private.oidc_payloads where grant_id = $1", [grantId]);
    }
  };
}
