/**
 * Content-addressed storage of file bytes: each blob is named by the SHA-256 of its content,
 * so identical uploads are stored once and a stored blob never changes.
 *
 * Layout under the root directory (give it `<dataDir>/blobs`):
 *   ab/cd/abcd…(64 hex)   committed blobs
 *   .tmp/<uuid>.part      uploads in progress (same file system, so commit is an atomic rename)
 *
 * A blob only appears under its final name by rename(2) of a complete, fsync'ed file: readers
 * never see a half-written blob.
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileTooLargeError } from "./errors.ts";
import { SNIFF_BYTES } from "./sniff.ts";

export interface StagedBlob {
  sha256: string;
  size: number;
  /** The first bytes of the content (up to SNIFF_BYTES), for sniffFileType. */
  head: Uint8Array;
  /** Opaque handle of the uncommitted content; pass the whole object to commit or discard. */
  tempPath: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive (as in HTTP Range and fs.createReadStream). */
  end?: number;
}

/**
 * What the rest of the server may rely on: BlobStore (a local folder, the default) or S3BlobStore
 * (S3-compatible object storage, BLOB_STORE=s3); makeBlobStorage picks the configured one.
 */
export interface BlobStorage {
  /** Stores a stream under a temporary name while hashing it; FileTooLargeError beyond maxBytes. */
  writeStream(source: Readable, opts: { maxBytes: number; signal?: AbortSignal }): Promise<StagedBlob>;
  /** Makes a staged blob visible under its hash; idempotent. Returns the hash. */
  commit(staged: StagedBlob): Promise<string>;
  /** Drops a staged blob. Safe to call after commit or twice. */
  discard(staged: StagedBlob): Promise<void>;
  /** Stores bytes produced by the server (page images); returns the hash. */
  put(bytes: Uint8Array): Promise<string>;
  read(sha256: string): Promise<Uint8Array>;
  /**
   * The content as a stream. Synchronous: a missing blob shows as an "error" event (ENOENT),
   * so check `has` first where a clean 404 matters.
   */
  createReadStream(sha256: string, range?: ByteRange): Readable;
  has(sha256: string): Promise<boolean>;
  size(sha256: string): Promise<number>;
  /** Every committed blob with the time it was last written or reused (for the sweep). */
  list(): AsyncIterable<{ sha256: string; modifiedAt: number }>;
  /**
   * Deletes a blob unless it was written or reused at or after `cutoff` (ms since the epoch);
   * true when it was deleted. The sweep calls it only for blobs no row references.
   */
  removeIfUntouchedSince(sha256: string, cutoff: number): Promise<boolean>;
  /** Removes temp files of uploads older than this (crashed uploads); a running one is younger. */
  sweepTemp(olderThanMs?: number): Promise<number>;
}

export class InvalidBlobIdError extends Error {
  override readonly name = "InvalidBlobIdError";
  readonly code = "INVALID_BLOB_ID";
  constructor(value: unknown) {
    super(`Not a SHA-256 blob id: ${JSON.stringify(String(value).slice(0, 80))}`);
  }
}

export class BlobNotFoundError extends Error {
  override readonly name = "BlobNotFoundError";
  readonly code = "BLOB_NOT_FOUND";
  constructor(sha256: string) {
    super(`Blob ${sha256} does not exist.`);
  }
}

/**
 * The file store could not be reached or refused to work (S3 down, wrong credentials, a full or
 * broken disk under the local store). Nothing was stored: the caller answers STORAGE_UNAVAILABLE
 * and keeps its database state as it was.
 */
export class BlobStoreUnavailableError extends Error {
  override readonly name = "BlobStoreUnavailableError";
  readonly code = "STORAGE_UNAVAILABLE";
  constructor(operation: string, cause: unknown) {
    super(`The file store failed to ${operation}: ${(cause as Error | null)?.message ?? String(cause)}`, { cause });
  }
}

export const SHA256_RE = /^[0-9a-f]{64}$/;
export const TEMP_RE = /^[0-9a-f-]{36}\.part$/;

export function assertSha256(value: unknown): asserts value is string {
  if (typeof value !== "string" || !SHA256_RE.test(value)) throw new InvalidBlobIdError(value);
}

const isNotFound = (e: unknown): boolean => (e as NodeJS.ErrnoException | null)?.code === "ENOENT";

/** Hashes, counts and keeps the head of the bytes passing through; fails beyond maxBytes. */
export class Meter extends Transform {
  readonly hash = createHash("sha256");
  size = 0;
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new FileTooLargeError(this.maxBytes));
      return;
    }
    if (this.headSize < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headSize);
      this.headChunks.push(Buffer.from(part)); // copy: the source may reuse its buffer
      this.headSize += part.length;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  head(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.headChunks));
  }
}

export class BlobStore implements BlobStorage {
  readonly rootDir: string;
  private readonly tempDir: string;
  /** Hashes of this instance's staged files, so commit need not trust the caller's object. */
  private readonly staged = new Map<string, string>();

  constructor(rootDir: string) {
    this.rootDir = rootDir;
    this.tempDir = join(rootDir, ".tmp");
  }

  /** The file of a blob (it may not exist). Only for this file-system implementation. */
  path(sha256: string): string {
    assertSha256(sha256);
    return join(this.rootDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async writeStream(source: Readable, opts: { maxBytes: number; signal?: AbortSignal }): Promise<StagedBlob> {
    await mkdir(this.tempDir, { recursive: true });
    const tempPath = join(this.tempDir, `${randomUUID()}.part`);
    const meter = new Meter(opts.maxBytes);
    try {
      await pipeline(source, meter, createWriteStream(tempPath, { flags: "wx" }), { signal: opts.signal });
      await syncFile(tempPath);
    } catch (e) {
      await rm(tempPath, { force: true });
      throw e;
    }
    const sha256 = meter.hash.digest("hex");
    this.staged.set(tempPath, sha256);
    return { sha256, size: meter.size, head: meter.head(), tempPath };
  }

  async commit(staged: StagedBlob): Promise<string> {
    const tempPath = this.checkTempPath(staged.tempPath);
    let sha256 = this.staged.get(tempPath);
    if (!sha256) {
      try {
        sha256 = await hashFile(tempPath);
      } catch (e) {
        // Committed before: the temp file is gone and the blob is there. (Trusting the hash
        // in the object is harmless here: nothing is moved, an existing blob is named.)
        if (isNotFound(e) && SHA256_RE.test(staged.sha256) && (await this.has(staged.sha256))) return staged.sha256;
        throw e;
      }
    }
    const target = this.path(sha256);
    if (await this.touch(sha256)) {
      await rm(tempPath, { force: true });
    } else {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(tempPath, target); // atomic; a concurrent commit of the same content is harmless
      } catch (e) {
        // Committed twice: the first commit moved the file already.
        if (!(isNotFound(e) && (await this.has(sha256)))) throw e;
      }
    }
    this.staged.delete(tempPath);
    return sha256;
  }

  async discard(staged: StagedBlob): Promise<void> {
    const tempPath = this.checkTempPath(staged.tempPath);
    this.staged.delete(tempPath);
    await rm(tempPath, { force: true });
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (await this.touch(sha256)) return sha256;
    await mkdir(this.tempDir, { recursive: true });
    const tempPath = join(this.tempDir, `${randomUUID()}.part`);
    try {
      await writeFile(tempPath, bytes, { flag: "wx" });
      await syncFile(tempPath);
      const target = this.path(sha256);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    } catch (e) {
      await rm(tempPath, { force: true });
      throw e;
    }
    return sha256;
  }

  async read(sha256: string): Promise<Uint8Array> {
    try {
      return new Uint8Array(await readFile(this.path(sha256)));
    } catch (e) {
      throw isNotFound(e) ? new BlobNotFoundError(sha256) : e;
    }
  }

  createReadStream(sha256: string, range?: ByteRange): Readable {
    const file = this.path(sha256);
    checkRange(range);
    return createReadStream(file, { start: range?.start, end: range?.end });
  }

  async has(sha256: string): Promise<boolean> {
    try {
      return (await stat(this.path(sha256))).isFile();
    } catch (e) {
      if (isNotFound(e)) return false;
      throw e;
    }
  }

  async size(sha256: string): Promise<number> {
    try {
      return (await stat(this.path(sha256))).size;
    } catch (e) {
      throw isNotFound(e) ? new BlobNotFoundError(sha256) : e;
    }
  }

  /**
   * Marks an existing blob as just used (its modification time): the sweep leaves a blob alone
   * for its grace period after that, so a blob reused by an upload or a page image whose row is
   * not committed yet is never deleted under it. False when the blob does not exist.
   */
  private async touch(sha256: string): Promise<boolean> {
    const now = new Date();
    try {
      await utimes(this.path(sha256), now, now);
      return true;
    } catch (e) {
      if (isNotFound(e)) return false;
      throw e;
    }
  }

  async *list(): AsyncIterable<{ sha256: string; modifiedAt: number }> {
    for (const a of await readdirOrEmpty(this.rootDir)) {
      if (!/^[0-9a-f]{2}$/.test(a)) continue;
      for (const b of await readdirOrEmpty(join(this.rootDir, a))) {
        if (!/^[0-9a-f]{2}$/.test(b)) continue;
        for (const name of await readdirOrEmpty(join(this.rootDir, a, b))) {
          if (!SHA256_RE.test(name) || !name.startsWith(a + b)) continue;
          try {
            const info = await stat(join(this.rootDir, a, b, name));
            if (info.isFile()) yield { sha256: name, modifiedAt: info.mtimeMs };
          } catch (e) {
            if (!isNotFound(e)) throw e;
          }
        }
      }
    }
  }

  async removeIfUntouchedSince(sha256: string, cutoff: number): Promise<boolean> {
    const file = this.path(sha256);
    try {
      if ((await stat(file)).mtimeMs >= cutoff) return false;
      await unlink(file);
      return true;
    } catch (e) {
      if (isNotFound(e)) return false;
      throw e;
    }
  }

  /** Removes temp files left by crashed uploads. Call at start-up or from a periodic job. */
  async sweepTemp(olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tempDir);
    } catch (e) {
      if (isNotFound(e)) return 0;
      throw e;
    }
    let removed = 0;
    for (const name of names) {
      if (!TEMP_RE.test(name)) continue;
      const file = join(this.tempDir, name);
      try {
        if (Date.now() - (await stat(file)).mtimeMs > olderThanMs) {
          await unlink(file);
          removed++;
        }
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
    }
    return removed;
  }

  private checkTempPath(tempPath: string): string {
    if (dirname(tempPath) !== this.tempDir || !TEMP_RE.test(basename(tempPath))) {
      throw new Error(`Not a staged blob of this store: ${tempPath}`);
    }
    return tempPath;
  }
}

export function checkRange(range: ByteRange | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`Invalid byte range ${start}-${end ?? ""}`);
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r+");
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  const handle = await open(file, "r");
  try {
    for await (const chunk of handle.createReadStream({ autoClose: false })) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest("hex");
}

export { FileTooLargeError } from "./errors.ts";
