import { createHash } from "node:crypto";
import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeOversizedStream } from "../test/badInputs.ts";
import { BlobNotFoundError, BlobStore, InvalidBlobIdError } from "./blobStore.ts";
import { FileTooLargeError } from "./errors.ts";
import { SNIFF_BYTES } from "./sniff.ts";

const sha = (b: Uint8Array | string) => createHash("sha256").update(b).digest("hex");

/** Every file under dir, relative paths. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** Chunks of pseudo-random bytes, counting how much was produced. */
function countingSource(totalBytes: number, chunkSize = 64 * 1024) {
  const counter = { produced: 0 };
  const stream = Readable.from(
    (function* () {
      let seed = 1;
      while (counter.produced < totalBytes) {
        const n = Math.min(chunkSize, totalBytes - counter.produced);
        const chunk = Buffer.alloc(n);
        for (let i = 0; i < n; i += 4096) chunk[i] = seed = (seed * 31 + 7) & 255;
        counter.produced += n;
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  return { stream, counter };
}

describe("BlobStore", () => {
  let root: string;
  let store: BlobStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "blobstore-test-"));
    store = new BlobStore(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("streams to a temp file while hashing, and commits under ab/cd/<sha256>", async () => {
    const content = Buffer.alloc(3 * 1024 * 1024 + 17, "Belegwerk ");
    const staged = await store.writeStream(Readable.from([content.subarray(0, 100_000), content.subarray(100_000)]), {
      maxBytes: 10 * 1024 * 1024,
    });
    expect(staged.sha256).toBe(sha(content));
    expect(staged.size).toBe(content.length);
    expect(Buffer.from(staged.head).equals(content.subarray(0, SNIFF_BYTES))).toBe(true);
    // Not visible before commit.
    expect(await store.has(staged.sha256)).toBe(false);
    expect(await store.commit(staged)).toBe(staged.sha256);
    const file = store.path(staged.sha256);
    expect(file).toBe(join(root, staged.sha256.slice(0, 2), staged.sha256.slice(2, 4), staged.sha256));
    // (Buffer.equals: a deep toEqual over 3 MB takes vitest many seconds.)
    expect((await readFile(file)).equals(content)).toBe(true);
    expect(await store.has(staged.sha256)).toBe(true);
    expect(await store.size(staged.sha256)).toBe(content.length);
    expect(await listFiles(join(root, ".tmp"))).toEqual([]);
  });

  it("keeps a short head for small files and handles the empty file", async () => {
    const small = await store.writeStream(Readable.from([Buffer.from("%PDF-1.7")]), { maxBytes: 100 });
    expect(Buffer.from(small.head).toString()).toBe("%PDF-1.7");
    const empty = await store.writeStream(Readable.from([], { objectMode: false }), { maxBytes: 100 });
    expect(empty.size).toBe(0);
    expect(empty.sha256).toBe(sha(""));
    await store.discard(empty);
    await store.discard(empty); // twice is fine
    await store.discard(small);
    expect(await listFiles(root)).toEqual([]);
  });

  it("aborts as soon as the limit is exceeded and leaves nothing behind", async () => {
    const limit = 5 * 1024 * 1024;
    const { stream, counter } = countingSource(200 * 1024 * 1024);
    const error = await store.writeStream(stream, { maxBytes: limit }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect((error as FileTooLargeError).code).toBe("FILE_TOO_LARGE");
    expect((error as FileTooLargeError).maxBytes).toBe(limit);
    // Stopped within a few chunks of the limit, not after reading the whole 200 MB.
    expect(counter.produced).toBeLessThan(limit + 1024 * 1024);
    expect(stream.destroyed).toBe(true);
    expect(await listFiles(root)).toEqual([]);
  });

  it("refuses the streamed oversized bad input (limit + 1 byte) and accepts exactly the limit", async () => {
    const limit = 2 * 1024 * 1024;
    await expect(store.writeStream(makeOversizedStream(limit + 1), { maxBytes: limit })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    const staged = await store.writeStream(makeOversizedStream(limit), { maxBytes: limit });
    expect(staged.size).toBe(limit);
    await store.discard(staged);
    expect(await listFiles(root)).toEqual([]);
  });

  it("removes the temp file when the source fails", async () => {
    const source = Readable.from(
      (async function* () {
        yield Buffer.from("partial");
        throw new Error("connection reset");
      })(),
    );
    await expect(store.writeStream(source, { maxBytes: 1000 })).rejects.toThrow("connection reset");
    expect(await listFiles(root)).toEqual([]);
  });

  it("stores identical concurrent uploads once", async () => {
    const content = Buffer.alloc(512 * 1024, "same");
    const results = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const staged = await store.writeStream(Readable.from([content]), { maxBytes: 1024 * 1024 });
        return store.commit(staged);
      }),
    );
    expect(new Set(results)).toEqual(new Set([sha(content)]));
    expect(await listFiles(root)).toEqual([join(results[0]!.slice(0, 2), results[0]!.slice(2, 4), results[0]!)]);
    expect((await readFile(store.path(results[0]!))).equals(content)).toBe(true);
  });

  it("commit is idempotent and put deduplicates", async () => {
    const staged = await store.writeStream(Readable.from([Buffer.from("eins")]), { maxBytes: 100 });
    const id = await store.commit(staged);
    expect(await store.commit(staged)).toBe(id);
    expect(await store.put(new TextEncoder().encode("eins"))).toBe(id);
    const other = await store.put(new TextEncoder().encode("zwei"));
    expect(other).toBe(sha("zwei"));
    expect(Buffer.from(await store.read(other)).toString()).toBe("zwei");
    expect((await listFiles(root)).sort()).toHaveLength(2);
  });

  it("commit re-hashes a staged file it did not write itself", async () => {
    const staged = await store.writeStream(Readable.from([Buffer.from("echt")]), { maxBytes: 100 });
    const otherInstance = new BlobStore(root);
    // A forged hash in the object is ignored: the content decides the name.
    expect(await otherInstance.commit({ ...staged, sha256: "0".repeat(64) })).toBe(sha("echt"));
  });

  it("refuses temp paths outside its own temp folder", async () => {
    const outside = join(root, "victim.txt");
    await writeFile(outside, "do not move me");
    const forged = { sha256: sha("x"), size: 1, head: new Uint8Array(), tempPath: outside };
    await expect(store.commit(forged)).rejects.toThrow(/Not a staged blob/);
    await expect(store.discard({ ...forged, tempPath: join(root, ".tmp", "../victim.txt") })).rejects.toThrow();
    expect(await readFile(outside, "utf8")).toBe("do not move me");
  });

  it("reads whole blobs, byte ranges and reports missing ones", async () => {
    const id = await store.put(new TextEncoder().encode("0123456789"));
    expect(await text(store.createReadStream(id))).toBe("0123456789");
    expect(await text(store.createReadStream(id, { start: 2, end: 5 }))).toBe("2345");
    expect(await text(store.createReadStream(id, { start: 7 }))).toBe("789");
    expect(() => store.createReadStream(id, { start: 5, end: 2 })).toThrow(RangeError);
    expect(() => store.createReadStream(id, { start: -1 })).toThrow(RangeError);
    const missing = sha("missing");
    expect(await store.has(missing)).toBe(false);
    await expect(store.read(missing)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.size(missing)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(text(store.createReadStream(missing))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("rejects anything that is not a lower-case 64-digit hex hash before touching the file system", async () => {
    const bad = [
      "../../etc/passwd",
      "a".repeat(63),
      "a".repeat(65),
      "A".repeat(64),
      "g".repeat(64),
      `${"a".repeat(62)}/x`,
      "",
      ` ${"a".repeat(64)}`,
    ];
    for (const id of bad) {
      expect(() => store.path(id)).toThrow(InvalidBlobIdError);
      await expect(store.has(id)).rejects.toBeInstanceOf(InvalidBlobIdError);
      await expect(store.read(id)).rejects.toBeInstanceOf(InvalidBlobIdError);
      await expect(store.size(id)).rejects.toBeInstanceOf(InvalidBlobIdError);
      expect(() => store.createReadStream(id)).toThrow(InvalidBlobIdError);
    }
    expect(await listFiles(root)).toEqual([]);
  });

  it("sweeps temp files left by a crash", async () => {
    const staged = await store.writeStream(Readable.from([Buffer.from("abandoned")]), { maxBytes: 100 });
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await utimes(staged.tempPath, old, old);
    const fresh = await store.writeStream(Readable.from([Buffer.from("in progress")]), { maxBytes: 100 });
    expect(await store.sweepTemp()).toBe(1);
    await expect(stat(staged.tempPath)).rejects.toMatchObject({ code: "ENOENT" });
    expect((await stat(fresh.tempPath)).isFile()).toBe(true);
  });
});
