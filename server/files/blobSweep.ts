import type pg from "pg";
import type { Logger } from "../logger.ts";
import type { BlobStorage } from "./blobStore.ts";

/** Blobs are looked up in the database this many at a time. */
const BATCH = 500;

export interface BlobSweepResult {
  /** Blobs older than the grace period that were checked against the database. */
  checked: number;
  /** Blobs deleted because no row references them. */
  removed: number;
  /** Temp files of crashed uploads deleted. */
  removedTemp: number;
}

/**
 * Mark and sweep of the file store: deletes the blobs no row references any more (uploads
 * that were deleted or refused, documents deleted with their page images). Never deletes
 *  - a blob a row references (app_private.referenced_blobs names every column holding a hash),
 *  - a blob written or reused within the grace period (by its modification time: the upload or
 *    capture that wrote it may not have committed its row yet; both stores refresh the time of a
 *    blob it reuses), checked again right before the deletion,
 *  - a temp file younger than the grace period (an upload still being written).
 */
export async function sweepBlobs(deps: {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  graceMs: number;
  logger?: Logger;
  now?: number;
}): Promise<BlobSweepResult> {
  const cutoff = (deps.now ?? Date.now()) - deps.graceMs;
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const candidates = batch;
    batch = [];
    checked += candidates.length;
    const { rows } = await deps.ownerPool.query<{ sha256: string }>(
      "select app_private.referenced_blobs($1::text[]) as sha256",
      [candidates],
    );
    const referenced = new Set(rows.map((r) => r.sha256));
    for (const sha256 of candidates) {
      if (referenced.has(sha256)) continue;
      if (await deps.blobs.removeIfUntouchedSince(sha256, cutoff)) removed++;
    }
  };
  for await (const blob of deps.blobs.list()) {
    if (blob.modifiedAt >= cutoff) continue;
    batch.push(blob.sha256);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  const removedTemp = await deps.blobs.sweepTemp(deps.graceMs);
  if (removed > 0 || removedTemp > 0) {
    deps.logger?.info({ checked, removed, removedTemp }, "unreferenced files removed from the file store");
  }
  return { checked, removed, removedTemp };
}
