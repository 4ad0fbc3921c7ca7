import "./runtimeEnv.ts";
import { makeApp } from "./app.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { loadDemoData } from "./demo/demoData.ts";
import { runMigrations } from "./db/migrate.ts";
import { makeBlobStorage } from "./files/makeBlobStorage.ts";
import { makeLogger } from "./logger.ts";

/** `npm start`: database (embedded unless DATABASE_URL), migrations, demo data on first
 * start, then HTTP + WebSocket + worker on one port. SIGINT/SIGTERM shut all down. */
async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const logger = makeLogger(config.logLevel);
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase(config, logger);
  } catch (e) {
    logger.fatal({ err: (e as Error).message }, "the database could not be opened");
    logger.flush(() => process.exit(1));
    return;
  }
  let app: Awaited<ReturnType<typeof makeApp>> | undefined;
  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app?.close();
    } catch (e) {
      logger.error({ err: (e as Error).message }, "error while closing the server");
    }
    await db.close();
    logger.info("stopped");
    // pino writes asynchronously: flush before exit so the last lines are not lost.
    logger.flush(() => process.exit(code));
  };
  // `on`, not `once`: a second Ctrl-C during shutdown is ignored rather than killing us
  // half-way (the 20 s guard above still ends a shutdown that hangs).
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await runMigrations(db.ownerUrl, logger);
    if (config.demoData) {
      // The demo e-invoices go where uploads go (the configured file store, local or S3).
      await loadDemoData(db.ownerPool, logger, { blobs: makeBlobStorage(config) });
    }
    app = await makeApp({ config, logger, ownerPool: db.ownerPool, authPool: db.authPool });
    const port = await app.listen();
    logger.info(
      { url: `http://localhost:${port}`, persistedOnly: config.graphql.persistedOnly, embeddedDatabase: db.embedded },
      `Belegwerk is running on http://localhost:${port}`,
    );
  } catch (e) {
    logger.fatal({ err: (e as Error).message, stack: (e as Error).stack }, "start-up failed");
    await shutdown("start-up failed", 1);
  }
}

process.on("unhandledRejection", (e) => {
  console.error("unhandled rejection", e);
});

void main();
