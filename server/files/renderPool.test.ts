import { afterAll, describe, expect, it } from "vitest";
import { makeBadInputs, makeTextPdf } from "../test/badInputs.ts";
import { FileProcessingError } from "./errors.ts";
import { RenderPool } from "./renderPool.ts";

// The first render starts the threads (pdf.js and the native canvas load in each), which
// takes more than the unit default of 5 s on a busy 2-core machine.
describe("RenderPool (pages rendered in worker threads)", { timeout: 30_000 }, () => {
  const pool = new RenderPool({ size: 2 });
  afterAll(() => pool.close());

  it("renders documents in threads, with progress, several at once", async () => {
    const pdf = await makeTextPdf();
    const progress: number[] = [];
    const [a, b] = await Promise.all([
      pool.render(pdf, "PDF", { maxPages: 10, ocr: false, onProgress: (f) => progress.push(f) }),
      pool.render(pdf, "PDF", { maxPages: 10, ocr: false }),
    ]);
    for (const rendered of [a, b]) {
      expect(rendered.pages).toHaveLength(1);
      expect(rendered.pages[0]!.full.bytes.byteLength).toBeGreaterThan(1000);
      expect(rendered.pages[0]!.text).toContain("Rechnungsbetrag");
    }
    expect(progress.at(-1)).toBe(1);
  });

  it("hands back the file layer's errors with their codes", async () => {
    const inputs = await makeBadInputs(undefined, { manyPages: 10 });
    const encrypted = inputs.find((i) => i.name === "encryptedPdf")!;
    const error = await pool.render(encrypted.bytes!, "PDF", { maxPages: 10, ocr: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileProcessingError);
    expect((error as FileProcessingError).code).toBe("PDF_ENCRYPTED");
    // The thread is still usable afterwards.
    expect((await pool.render(await makeTextPdf(), "PDF", { maxPages: 10, ocr: false })).pages).toHaveLength(1);
  });

  it("gives up a document that takes too long and replaces the thread", async () => {
    const slow = new RenderPool({ size: 1, timeoutMs: 1 });
    try {
      const error = await slow
        .render(await makeTextPdf(), "PDF", { maxPages: 10, ocr: false })
        .catch((e: unknown) => e);
      expect((error as FileProcessingError).code).toBe("PROCESSING_TIMEOUT");
    } finally {
      await slow.close();
    }
  });

  it("starts warm threads at once when asked, and they render", async () => {
    const warm = new RenderPool({ size: 1, warm: true });
    try {
      expect((await warm.render(await makeTextPdf(), "PDF", { maxPages: 10, ocr: false })).pages).toHaveLength(1);
    } finally {
      await warm.close();
    }
  });

  it("refuses work once closed", async () => {
    const closed = new RenderPool({ size: 1 });
    await closed.close();
    await expect(closed.render(new Uint8Array(1), "PDF", { maxPages: 1, ocr: false })).rejects.toThrow(/closed/);
  });
});
