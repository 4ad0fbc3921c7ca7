import type { Config } from "../config.ts";
import { type BlobStorage, BlobStore } from "./blobStore.ts";
import { S3BlobStore } from "./s3BlobStore.ts";

/** The configured file store: the local content-addressed folder (default) or S3 (BLOB_STORE=s3). */
export function makeBlobStorage(config: Config): BlobStorage {
  const { s3 } = config.capture;
  return s3 ? new S3BlobStore(s3) : new BlobStore(config.capture.blobDir);
}
