import "./runtimeEnv.ts";
import { makeApp } from "./app.ts";
import { runMigrations } from "./db/migrate.ts";
import { loadDemoData } from "./demo/demoData.ts";
import { makeBlobStorage } from "./files/makeBlobStorage.ts";
import { runProcess } from "./processLifecycle.ts";

/** `npm start`: database (embedded unless DATABASE_URL), migrations, demo data on first
 * start, then HTTP + WebSocket + worker on one port. SIGINT/SIGTERM shut all down. */
void runProcess({
  stopping: "closing the server",
  start: async ({ config, logger, db, onStop }) => {
    await runMigrations(db.ownerUrl, logger);
    if (config.demoData) {
      // The demo e-invoices go where uploads go (the configured file store, local or S3).
      await loadDemoData(db.ownerPool, logger, { blobs: makeBlobStorage(config), publicUrl: config.publicUrl });
    }
    const app = await makeApp({ config, logger, ownerPool: db.ownerPool, authPool: db.authPool });
    onStop(() => app.close());
    const port = await app.listen();
    logger.info(
      { url: `http://localhost:${port}`, persistedOnly: config.graphql.persistedOnly, embeddedDatabase: db.embedded },
      `Belegwerk is running on http://localhost:${port}`,
    );
  },
});
