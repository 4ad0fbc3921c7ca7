import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { type BlobStorage, BlobStore } from "./blobStore.ts";

/** The configured file store: the local content-addressed folder (default) or S3 (BLOB_STORE=s3). */
export function makeBlobStorage(config: Config, _logger?: Logger): BlobStorage {
  return new BlobStore(config.capture.blobDir);
}
