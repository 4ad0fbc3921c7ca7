import type { Task } from "graphile-worker";
import type pg from "pg";
import type { BlobStorage } from "../../files/blobStore.ts";
import { sweepBlobs } from "../../files/blobSweep.ts";
import type { Logger } from "../../logger.ts";

export interface BlobSweepDeps {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  /** Blobs and temp files younger than this are never removed. */
  graceMs: number;
  logger: Logger;
}

/** Removes the files no row references any more (server/files/blobSweep.ts). Hourly (CRONTAB). */
export const blobs__sweep =
  (deps: BlobSweepDeps): Task =>
  async () => {
    await sweepBlobs(deps);
  };
