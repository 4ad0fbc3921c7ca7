import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { makeScannedPng } from "../test/badInputs.ts";
import { FileProcessingError } from "./errors.ts";
import { Ocr } from "./ocr.ts";

const hasTesseract = (process.env.PATH ?? "").split(":").some((dir) => existsSync(`${dir}/tesseract`));

describe("Ocr", () => {
  const saved = { PATH: process.env.PATH, TESSERACT_PATH: process.env.TESSERACT_PATH };
  afterEach(() => {
    process.env.PATH = saved.PATH;
    if (saved.TESSERACT_PATH === undefined) delete process.env.TESSERACT_PATH;
    else process.env.TESSERACT_PATH = saved.TESSERACT_PATH;
  });

  it("is null when there is no tesseract", async () => {
    process.env.PATH = "/nonexistent";
    delete process.env.TESSERACT_PATH;
    expect(await Ocr.detect()).toBeNull();
    process.env.TESSERACT_PATH = "/nonexistent/tesseract";
    expect(await Ocr.detect()).toBeNull();
    process.env.TESSERACT_PATH = "relative/tesseract";
    expect(await Ocr.detect()).toBeNull();
  });

  it("is null for a program that does not list deu and eng", async () => {
    process.env.TESSERACT_PATH = "/bin/echo"; // prints its arguments: "--list-langs"
    expect(await Ocr.detect()).toBeNull();
    process.env.TESSERACT_PATH = "/bin/false";
    expect(await Ocr.detect()).toBeNull();
  });

  it.runIf(hasTesseract)(
    "recognises a scanned German invoice",
    async () => {
      const ocr = await Ocr.detect();
      expect(ocr).not.toBeNull();
      const text = await ocr!.recognize(await makeScannedPng(), { dpi: 200 });
      expect(text).toContain("Rechnung");
      expect(text).toMatch(/1\.190,00\s*€/);
      expect(text).toContain("RE-2024-0815");
      expect(text).toContain("Bürobedarf"); // German model: umlauts
    },
    30_000,
  );

  it.runIf(hasTesseract)("kills tesseract on timeout and reports OCR_TIMEOUT", async () => {
    const ocr = (await Ocr.detect())!;
    const error = await ocr.recognize(await makeScannedPng(), { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileProcessingError);
    expect((error as FileProcessingError).code).toBe("OCR_TIMEOUT");
  });

  it.runIf(hasTesseract)("reports OCR_FAILED for input that is not an image", async () => {
    const ocr = (await Ocr.detect())!;
    const error = await ocr.recognize(new TextEncoder().encode("not an image")).catch((e: unknown) => e);
    expect((error as FileProcessingError).code).toBe("OCR_FAILED");
  });
});
