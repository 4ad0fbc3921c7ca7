import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolvePreset } from "graphile-config";
import type { GraphQLSchema } from "graphql";
import pg from "pg";
import { makeSchema } from "postgraphile";
import { inject } from "vitest";
import { makeApp, type App } from "../app.ts";
import { parseConfig } from "../config.ts";
import type { QueryMap } from "../graphql/persisted.ts";
import { withCredentials } from "../db/roles.ts";
import { makeLogger, type Logger } from "../logger.ts";
import type { SchemaBuilder } from "../http/install/graphql.ts";
import { appFetch } from "./http.ts";

/**
 * The schemas PostGraphile built in this test process, by template database and preset key.
 * A test server's own database is a fresh clone of the migrated template, so introspecting it
 * again gives the same schema as the last time (about a second per server). The schema reaches
 * the database only through the request context, which each server's own resolved preset (own
 * pool, own settings) fills. Servers on a database a test may have changed (a peer, a second
 * server on another's database) build their own.
 */
const schemasOfTemplate = new Map<string, Promise<GraphQLSchema>>();
const sharedSchemaOfTemplate: SchemaBuilder = async (preset, key) => {
  const cacheKey = `${inject("pgTemplate")}\n${key}`;
  const schema = schemasOfTemplate.get(cacheKey);
  if (schema) return { schema: await schema, resolvedPreset: resolvePreset(preset) };
  const built = makeSchema(preset);
  const first = built.then((result) => result.schema);
  schemasOfTemplate.set(cacheKey, first);
  first.catch(() => schemasOfTemplate.delete(cacheKey)); // the next server tries again
  return built;
};

export interface TestServer {
  url: string;
  wsUrl: string;
  app: App;
  ownerPool: pg.Pool;
  /** The authenticator pool the server runs GraphQL and REST on (RLS applies). */
  authPool: pg.Pool;
  /** The blob store directory of this server (uploads, page images). */
  blobDir: string;
  /** The name of its database (give it to another startTestServer to share the database). */
  database: string;
  /** A real session for the user; returns the Cookie header value. */
  signIn: (userId: string) => Promise<string>;
  /** POST /graphql with a JSON body, optionally as a signed-in user. */
  graphql: (body: Record<string, unknown>, cookie?: string) => Promise<{ status: number; json: GraphQLResponse }>;
  /** A second web process on the same database (its own app, pools and LISTEN connection), as
   * when several servers run behind one address. Closed by `close` too. */
  startPeer: () => Promise<{ url: string; app: App; graphql: TestServer["graphql"] }>;
  close: () => Promise<void>;
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A database of its own (cloned from the migrated template) and the real HTTP server on a
 * free port, configured as `npm start` would be unless told otherwise. */
export async function startTestServer(
  opts: {
    persistedOnly?: boolean;
    worker?: boolean;
    queryMap?: QueryMap;
    env?: Record<string, string>;
    /** Run the inbound SMTP server (documents by e-mail) on a free port: `app.mailInboundPort()`. */
    mailInbound?: boolean;
    /** Log here instead of stdout (tests that inspect the log). */
    logger?: Logger;
    /**
     * Another server's database (`TestServer.database`): this server is a second process on it,
     * as behind a load balancer. That server's close drops the database, this one's does not.
     */
    database?: string;
  } = {},
): Promise<TestServer> {
  const rootUrl = inject("pgRootUrl");
  const ownDatabase = !opts.database;
  const database = opts.database ?? `test_${randomBytes(8).toString("hex")}`;
  if (ownDatabase) {
    const root = new pg.Client({ connectionString: rootUrl });
    await root.connect();
    await root.query(`create database ${database} template ${inject("pgTemplate")} owner belegwerk_owner`);
    await root.query(`grant connect on database ${database} to app_authenticator`);
    await root.end();
  }

  const ownerPool = new pg.Pool({
    connectionString: withCredentials(rootUrl, "belegwerk_owner", inject("pgOwnerPassword"), database),
    max: 5,
  });
  const authPool = new pg.Pool({
    connectionString: withCredentials(rootUrl, "app_authenticator", inject("pgAuthenticatorPassword"), database),
    max: 10,
  });
  for (const pool of [ownerPool, authPool]) pool.on("error", () => {});
  // Uploads and page images of this test only.
  const blobDir = await mkdtemp(join(tmpdir(), "belegwerk-blobs-"));
  const config = parseConfig({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    GRAPHQL_PERSISTED_ONLY: String(opts.persistedOnly ?? true),
    WORKER_ENABLED: String(opts.worker ?? false),
    // Documents by e-mail only where a test asks for it (mailInbound), then on a free port.
    MAIL_INBOUND_PORT: "0",
    BLOB_DIR: blobDir,
    ...opts.env,
  });
  const logger = opts.logger ?? makeLogger(config.logLevel);
  const app = await makeApp({
    config,
    logger,
    ownerPool,
    authPool,
    queryMap: opts.queryMap,
    mailInboundPort: opts.mailInbound ? 0 : undefined,
    buildSchema: ownDatabase ? sharedSchemaOfTemplate : undefined,
  });
  const port = await app.listen();
  const url = `http://127.0.0.1:${port}`;
  const graphqlAt =
    (base: string): TestServer["graphql"] =>
    async (body, cookie) => {
      const res = await appFetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as GraphQLResponse };
    };
  const peers: { app: App; pools: pg.Pool[] }[] = [];
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    app,
    ownerPool,
    authPool,
    blobDir,
    database,
    signIn: async (userId) => {
      const { token } = await app.sessions.create(userId);
      return `${config.session.cookieName}=${token}`;
    },
    graphql: graphqlAt(url),
    startPeer: async () => {
      const pools = [ownerPool, authPool].map((pool) => new pg.Pool({ ...pool.options, max: 5 }));
      for (const pool of pools) pool.on("error", () => {});
      const peer = await makeApp({
        config,
        logger,
        ownerPool: pools[0]!,
        authPool: pools[1]!,
        queryMap: opts.queryMap,
      });
      peers.push({ app: peer, pools });
      const peerUrl = `http://127.0.0.1:${await peer.listen()}`;
      return { url: peerUrl, app: peer, graphql: graphqlAt(peerUrl) };
    },
    close: async () => {
      for (const peer of peers) {
        await peer.app.close();
        for (const pool of peer.pools) await pool.end();
      }
      await app.close();
      await ownerPool.end();
      await authPool.end();
      await rm(blobDir, { recursive: true, force: true });
      if (!ownDatabase) return;
      const r = new pg.Client({ connectionString: rootUrl });
      await r.connect();
      await r.query(`drop database if exists ${database} with (force)`);
      await r.end();
    },
  };
}
