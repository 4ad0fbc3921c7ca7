/**
 * The content-addressed file store in S3-compatible object storage (AWS S3, MinIO, Ceph, …),
 * chosen with BLOB_STORE=s3. Same contract as the local BlobStore (blobStore.ts):
 *
 *   blobs/ab/cd/abcd…(64 hex)   committed blobs, named by the SHA-256 of their content
 *   tmp/<uuid>.part             uploads in progress
 *
 * An upload streams to its temporary key while it is hashed (multipart for large files, never
 * held in memory whole); commit copies it to its final key inside the bucket (server side) and
 * deletes the temporary one. A committed key only ever appears complete (S3 writes are atomic
 * per object). "Reused" is marked by copying the object onto itself with fresh metadata, which
 * renews its LastModified: the sweep keeps it for its grace period, like the local store's mtime.
 *
 * Every failure of the object storage other than "no such key" becomes a
 * BlobStoreUnavailableError (code STORAGE_UNAVAILABLE).
 */
import { createHash, randomUUID } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertSha256,
  BlobNotFoundError,
  type BlobStorage,
  BlobStoreUnavailableError,
  type ByteRange,
  checkRange,
  Meter,
  SHA256_RE,
  type StagedBlob,
  TEMP_RE,
} from "./blobStore.ts";
import { FileTooLargeError } from "./errors.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services other than AWS (MinIO, Ceph, …). */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most non-AWS services want it. */
  forcePathStyle: boolean;
  /** Without them, the AWS SDK's default chain (environment, instance or task role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Multipart uploads send parts of this size (S3's minimum is 5 MiB). */
const PART_BYTES = 8 * 1024 * 1024;
const TEMP_PREFIX = "tmp/";
const BLOB_PREFIX = "blobs/";

const isMissing = (e: unknown): boolean => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === "NoSuchKey" || err?.name === "NotFound" || err?.$metadata?.httpStatusCode === 404;
};

export class S3BlobStore implements BlobStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  /** Hashes of this instance's staged uploads, so commit need not trust the caller's object. */
  private readonly staged = new Map<string, string>();

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // An unreachable store answers within seconds, not after the operating system's timeout.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
      maxAttempts: 3,
    });
  }

  key(sha256: string): string {
    assertSha256(sha256);
    return `${BLOB_PREFIX}${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
  }

  async writeStream(source: Readable, opts: { maxBytes: number; signal?: AbortSignal }): Promise<StagedBlob> {
    const tempKey = `${TEMP_PREFIX}${randomUUID()}.part`;
    const meter = new Meter(opts.maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: tempKey, Body: meter },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const abort = () => void upload.abort().catch(() => {});
    opts.signal?.addEventListener("abort", abort, { once: true });
    try {
      // Reading the source and sending it run side by side; either failing stops the other
      // (a failed upload must not leave the source waiting for a reader).
      const feeding = pipeline(source, meter, { signal: opts.signal }).catch((e: unknown) => {
        abort();
        throw e;
      });
      const sending = upload.done().catch((e: unknown) => {
        meter.destroy(e as Error);
        throw e;
      });
      const [fed, sent] = await Promise.allSettled([feeding, sending]);
      // A too large or aborted upload says so; otherwise the object storage's failure counts.
      if (fed.status === "rejected" && (fed.reason instanceof FileTooLargeError || opts.signal?.aborted)) {
        throw fed.reason;
      }
      if (sent.status === "rejected") throw sent.reason;
      if (fed.status === "rejected") throw fed.reason;
    } catch (e) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: tempKey })).catch(() => {});
      if (e instanceof FileTooLargeError || opts.signal?.aborted) throw e;
      throw this.unavailable("store an upload", e);
    } finally {
      opts.signal?.removeEventListener("abort", abort);
    }
    const sha256 = meter.hash.digest("hex");
    this.staged.set(tempKey, sha256);
    return { sha256, size: meter.size, head: meter.head(), tempPath: tempKey };
  }

  async commit(staged: StagedBlob): Promise<string> {
    const tempKey = checkTempKey(staged.tempPath);
    let sha256 = this.staged.get(tempKey);
    if (!sha256) {
      try {
        sha256 = await this.hashObject(tempKey);
      } catch (e) {
        // Committed before: the temporary object is gone and the blob is there.
        if (isMissing(e) && SHA256_RE.test(staged.sha256) && (await this.has(staged.sha256))) return staged.sha256;
        throw this.unavailable("commit an upload", e);
      }
    }
    try {
      if (!(await this.touch(sha256))) {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: this.key(sha256),
            CopySource: `${this.bucket}/${tempKey}`,
          }),
        );
      }
    } catch (e) {
      if (isMissing(e) && (await this.has(sha256))) {
        // Committed twice: the first commit removed the temporary object already.
      } else throw this.unavailable("commit an upload", e);
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: tempKey })).catch(() => {});
    this.staged.delete(tempKey);
    return sha256;
  }

  async discard(staged: StagedBlob): Promise<void> {
    const tempKey = checkTempKey(staged.tempPath);
    this.staged.delete(tempKey);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: tempKey }));
    } catch (e) {
      if (!isMissing(e)) throw this.unavailable("discard an upload", e);
    }
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    try {
      if (await this.touch(sha256)) return sha256;
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(sha256), Body: bytes }));
    } catch (e) {
      throw this.unavailable("store a file", e);
    }
    return sha256;
  }

  async read(sha256: string): Promise<Uint8Array> {
    const key = this.key(sha256);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return await out.Body!.transformToByteArray();
    } catch (e) {
      throw isMissing(e) ? new BlobNotFoundError(sha256) : this.unavailable("read a file", e);
    }
  }

  createReadStream(sha256: string, range?: ByteRange): Readable {
    const key = this.key(sha256);
    checkRange(range);
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined,
        }),
      )
      .then(
        // A reader that stops early (a cancelled download) also ends the request to S3.
        (res) => pipeline(res.Body as Readable, out).catch(() => {}),
        (e: unknown) => out.destroy(isMissing(e) ? new BlobNotFoundError(sha256) : this.unavailable("read a file", e)),
      );
    return out;
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.head(this.key(sha256))) !== null;
  }

  async size(sha256: string): Promise<number> {
    const info = await this.head(this.key(sha256));
    if (!info) throw new BlobNotFoundError(sha256);
    return info.size;
  }

  async *list(): AsyncIterable<{ sha256: string; modifiedAt: number }> {
    for await (const object of this.listPrefix(BLOB_PREFIX)) {
      const name = object.key.slice(object.key.lastIndexOf("/") + 1);
      if (SHA256_RE.test(name) && object.key === this.key(name)) yield { sha256: name, modifiedAt: object.modifiedAt };
    }
  }

  async removeIfUntouchedSince(sha256: string, cutoff: number): Promise<boolean> {
    const info = await this.head(this.key(sha256));
    if (!info || info.modifiedAt >= cutoff) return false;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(sha256) }));
    } catch (e) {
      throw this.unavailable("delete a file", e);
    }
    return true;
  }

  /** Removes temporary objects of uploads that never finished. (Parts of multipart uploads a
   * crash left behind are for the bucket's lifecycle rule "abort incomplete multipart uploads".) */
  async sweepTemp(olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
    let removed = 0;
    for await (const object of this.listPrefix(TEMP_PREFIX)) {
      if (!TEMP_RE.test(object.key.slice(TEMP_PREFIX.length))) continue;
      if (Date.now() - object.modifiedAt <= olderThanMs) continue;
      try {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.key }));
        removed++;
      } catch (e) {
        if (!isMissing(e)) throw this.unavailable("delete a file", e);
      }
    }
    return removed;
  }

  private async head(key: string): Promise<{ size: number; modifiedAt: number } | null> {
    try {
      const info = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: info.ContentLength ?? 0, modifiedAt: info.LastModified?.getTime() ?? 0 };
    } catch (e) {
      if (isMissing(e)) return null;
      throw this.unavailable("look up a file", e);
    }
  }

  /**
   * Marks an existing blob as just used: copied onto itself with new metadata, its LastModified
   * is now, so the sweep leaves it alone for its grace period. False when it does not exist.
   */
  private async touch(sha256: string): Promise<boolean> {
    const key = this.key(sha256);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${key}`,
          MetadataDirective: "REPLACE",
          Metadata: { "reused-at": new Date().toISOString() },
        }),
      );
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  private async hashObject(key: string): Promise<string> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    const hash = createHash("sha256");
    for await (const chunk of out.Body as Readable) hash.update(chunk as Buffer);
    return hash.digest("hex");
  }

  private async *listPrefix(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
      } catch (e) {
        throw this.unavailable("list files", e);
      }
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private unavailable(operation: string, e: unknown): Error {
    if (e instanceof BlobStoreUnavailableError || e instanceof BlobNotFoundError) return e;
    return new BlobStoreUnavailableError(operation, e);
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}

function checkTempKey(tempKey: string): string {
  if (!tempKey.startsWith(TEMP_PREFIX) || !TEMP_RE.test(tempKey.slice(TEMP_PREFIX.length))) {
    throw new Error(`Not a staged blob of this store: ${tempKey}`);
  }
  return tempKey;
}
