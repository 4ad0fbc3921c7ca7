import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBadInputs, type BadInput } from "../test/badInputs.ts";
import { BlobStore } from "./blobStore.ts";
import { FileProcessingError } from "./errors.ts";
import { renderDocument } from "./pipeline.ts";
import { requireSupportedType } from "./sniff.ts";

const LIMIT = 1024 * 1024;

/** What the upload handler and the processing job do with a file, up to the first refusal. */
async function process(input: BadInput, store: BlobStore): Promise<string> {
  try {
    const staged = await store.writeStream(input.stream(), { maxBytes: LIMIT });
    const data = await store.read(await store.commit(staged));
    const type = requireSupportedType(staged.head, staged.size);
    if (type.kind === "XML") return "XML"; // for the e-invoice parser to refuse
    await renderDocument(data, type.kind, { maxPages: 500, ocr: null });
    return "accepted";
  } catch (e) {
    if (e instanceof FileProcessingError) return e.code;
    throw e;
  }
}

describe("the bad-input corpus", () => {
  let dir: string;
  let inputs: BadInput[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bad-inputs-"));
    inputs = await makeBadInputs(join(dir, "files"), { sizeLimitBytes: LIMIT });
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("has every kind of bad input, written to the directory", async () => {
    expect(inputs.map((i) => i.name).sort()).toEqual(
      [
        "billionLaughsXml",
        "brokenCii",
        "corruptPng",
        "emptyFile",
        "encryptedPdf",
        "htmlAsXml",
        "manyPagesPdf",
        "oversizedPdf",
        "pngBomb",
        "programAsPdf",
        "truncatedPdf",
        "xxeXml",
        "zeroPagePdf",
      ].sort(),
    );
    expect((await readdir(join(dir, "files"))).length).toBe(inputs.length);
    const oversized = inputs.find((i) => i.name === "oversizedPdf")!;
    expect(oversized.bytes).toBeUndefined();
    expect((await stat(oversized.path!)).size).toBe(LIMIT + 1);
  });

  it("each is refused with its code (XML ones reach the XML parser)", async () => {
    const store = new BlobStore(join(dir, "blobs"));
    const outcome: Record<string, string> = {};
    for (const input of inputs) outcome[input.name] = await process(input, store);
    expect(outcome).toEqual(Object.fromEntries(inputs.map((i) => [i.name, i.expectedCode ?? "XML"])));
  }, 60_000);
});
