import type pg from "pg";
import type { Xs2aProvider } from "../banking/xs2a/provider.ts";
import type { Config } from "../config.ts";
import { httpCustomExtraction } from "../extraction/customExtraction.ts";
import type { BlobStorage } from "../files/blobStore.ts";
import { Ocr } from "../files/ocr.ts";
import { RenderPool } from "../files/renderPool.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "../mail/mailTransport.ts";
import { makeMailTransport } from "../mail/makeMailTransport.ts";
import { storeSourceFile } from "../capture/storeSourceFile.ts";
import { makeIntegrationProviders } from "../integrations/makeIntegrationProviders.ts";
import type { IntegrationProviders } from "../integrations/provider.ts";
import { SecretBox } from "../integrations/secretBox.ts";
import { startWorker, type WorkerHandle } from "./runner.ts";

/**
 * The job runner with everything its tasks need (OCR, the page render threads, outgoing mail):
 * inside the web process (WORKER_ENABLED, the default) or alone (`npm run worker`,
 * server/workerMain.ts). Any number of runners may work on one database (jobs are locked with
 * SKIP LOCKED; liveness.ts hands on the jobs of one that died).
 */
export async function startJobRunner(deps: {
  config: Config;
  logger: Logger;
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  xs2aProvider: Xs2aProvider | null;
  /** Outgoing e-mail; defaults to the one configured (SMTP or the outbox directory). */
  mail?: MailTransport;
  /** The integrations' providers (shared with the web process's connection test); defaults to the configured ones. */
  integrationProviders?: IntegrationProviders;
}): Promise<{ worker: WorkerHandle; close: () => Promise<void> }> {
  const { config, logger, ownerPool } = deps;
  const ocr = config.capture.ocrEnabled ? await Ocr.detect() : null;
  logger.info(
    { ocr: !!ocr },
    ocr ? "OCR available (tesseract)" : "OCR not available: scans without text are marked for manual review",
  );
  // Pages are rendered in threads of their own: the event loop stays free for requests.
  const renderPool = new RenderPool({ size: config.worker.concurrency, warm: true });
  const mail = deps.mail ?? makeMailTransport(config.mail, logger);
  logger.info({ mail: mail.kind, destination: mail.destination }, "outgoing e-mail");
  let worker: WorkerHandle;
  try {
    worker = await startWorker({
      ownerPool,
      concurrency: config.worker.concurrency,
      logger,
      capture: {
        ownerPool,
        blobs: deps.blobs,
        ocr,
        maxPages: config.capture.maxPages,
        logger,
        render: renderPool.render,
        renderBudget: { maxRenderedPages: config.capture.maxRenderedPages },
        customExtraction: config.capture.customExtractionUrl
          ? httpCustomExtraction(config.capture.customExtractionUrl)
          : null,
      },
      mail: {
        ownerPool,
        transport: mail,
        publicUrl: config.publicUrl,
        logger,
        invitationBaseUrl: config.oidc.builtIn ? config.oidc.issuerUrl : null,
      },
      banking: { ownerPool, logger, xs2aProvider: deps.xs2aProvider },
      storage: { blobGraceMs: config.capture.blobGraceMs },
      integrations: {
        ownerPool,
        blobs: deps.blobs,
        providers: deps.integrationProviders ?? makeIntegrationProviders(config),
        secrets: SecretBox.load({ secretKey: config.integrations.secretKey, dataDir: config.dataDir }),
        storeSourceFile,
        defaultQuotaBytes: config.capture.defaultStorageQuotaBytes,
        maxFileBytes: config.capture.maxUploadBytes,
        logger,
      },
      rules: {
        ownerPool,
        transport: mail,
        publicUrl: config.publicUrl,
        logger,
        webhookAllowPrivate: config.rules.webhookAllowPrivate,
      },
    });
  } catch (e) {
    await renderPool.close();
    throw e;
  }
  return {
    worker,
    close: async () => {
      logger.debug("stopping the worker");
      await worker.stop();
      await renderPool.close();
    },
  };
}
