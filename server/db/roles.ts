import pg from "pg";

/** Cluster-wide roles the migrations grant to. `app_authenticator` is the only one the
 * GraphQL/REST pool logs in as: no BYPASSRLS, NOINHERIT, it can only switch to the visitor
 * roles `app_user` and `app_anonymous`. */
export const ROLES = {
  authenticator: "app_authenticator",
  user: "app_user",
  anonymous: "app_anonymous",
} as const;

const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Creates the roles (and, when asked, the owner and its database) if missing. Idempotent.
 * Needs a connection with CREATEROLE (the embedded superuser, or ROOT_DATABASE_URL). */
export async function ensureRolesAndDatabase(
  rootUrl: string,
  opts: {
    authenticatorPassword: string;
    owner?: { name: string; password: string; database: string };
  },
): Promise<void> {
  const client = new pg.Client({ connectionString: rootUrl });
  await client.connect();
  try {
    const exists = async (role: string) =>
      (await client.query("select 1 from pg_roles where rolname = $1", [role])).rowCount === 1;
    const isMember = async (member: string, role: string) =>
      (
        await client.query(
          `select 1 from pg_auth_members m join pg_roles r on r.oid = m.roleid join pg_roles u on u.oid = m.member
           where r.rolname = $1 and u.rolname = $2`,
          [role, member],
        )
      ).rowCount === 1;
    for (const role of [ROLES.user, ROLES.anonymous]) {
      if (!(await exists(role))) await client.query(`create role ${role} nologin`);
    }
    // Only what is missing is created or granted: with DATABASE_URL the owner may lack
    // CREATEROLE, which is fine once an administrator made the roles.
    if (!(await exists(ROLES.authenticator))) {
      const pw = quoteLiteral(opts.authenticatorPassword);
      await client.query(`create role ${ROLES.authenticator} with login password ${pw} noinherit nobypassrls`);
    }
    for (const role of [ROLES.user, ROLES.anonymous]) {
      if (!(await isMember(ROLES.authenticator, role))) await client.query(`grant ${role} to ${ROLES.authenticator}`);
    }
    if (opts.owner) {
      const { name, password, database } = opts.owner;
      if (!(await exists(name))) {
        await client.query(`create role ${name} with login password ${quoteLiteral(password)} createdb`);
      }
      for (const role of [ROLES.user, ROLES.anonymous]) {
        if (!(await isMember(name, role))) await client.query(`grant ${role} to ${name}`);
      }
      const db = await client.query("select 1 from pg_database where datname = $1", [database]);
      if (db.rowCount === 0) await client.query(`create database ${database} owner ${name}`);
      await client.query(`revoke all on database ${database} from public`);
      await client.query(`grant connect on database ${database} to ${ROLES.authenticator}`);
    }
  } finally {
    await client.end();
  }
}

/** The same URL with other credentials (used to derive the authenticator's URL). */
export function withCredentials(url: string, user: string, password: string, database?: string): string {
  const u = new URL(url);
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(password);
  if (database) u.pathname = `/${database}`;
  return u.toString();
}
