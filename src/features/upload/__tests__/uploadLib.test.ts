import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../../lib/format.ts";
import { sourceFileErrorMessage, uploadErrorMessage } from "../lib/sourceFileError.ts";
import { precheckFile } from "../lib/uploadRules.ts";
import { parseUploadResponse } from "../lib/uploadSourceFile.ts";
import { countUploads, formatUploadSummary } from "../lib/uploadSummary.ts";

describe("precheckFile", () => {
  it.each([
    [{ name: "leer.pdf", size: 0, type: "application/pdf" }, "EMPTY_FILE"],
    [{ name: "riesig.pdf", size: 50 * 1024 * 1024 + 1, type: "application/pdf" }, "FILE_TOO_LARGE"],
    [{ name: "brief.docx", size: 10, type: "application/msword" }, "UNSUPPORTED_FILE_TYPE"],
    [{ name: "ohne-endung", size: 10, type: "application/zip" }, "UNSUPPORTED_FILE_TYPE"],
  ])("refuses %o with %s", (file, code) => {
    expect(precheckFile(file)?.code).toBe(code);
  });

  it.each([
    { name: "Rechnung.PDF", size: 10, type: "" },
    { name: "scan.tiff", size: 10, type: "image/tiff" },
    { name: "xrechnung.xml", size: 10, type: "text/xml" },
    { name: "foto.JPG", size: 50 * 1024 * 1024, type: "image/jpeg" },
    { name: "ohne-endung", size: 10, type: "application/pdf" },
  ])("leaves %o to the server", (file) => {
    expect(precheckFile(file)).toBeNull();
  });
});

describe("parseUploadResponse", () => {
  it("reads an accepted file", () => {
    const body = JSON.stringify({ sourceFiles: [{ rowId: "r1", name: "a.pdf", status: "QUEUED" }] });
    expect(parseUploadResponse(201, body)).toEqual({
      ok: true,
      sourceFile: { rowId: "r1", name: "a.pdf", status: "QUEUED" },
    });
  });

  it("reads the error codes with their parameters", () => {
    const body = JSON.stringify({ error: { code: "FILE_TOO_LARGE", message: "x", params: { maxMegabytes: 50 } } });
    expect(parseUploadResponse(413, body)).toEqual({
      ok: false,
      error: { code: "FILE_TOO_LARGE", params: { maxMegabytes: 50 } },
    });
    expect(parseUploadResponse(429, JSON.stringify({ error: { code: "SOURCE_FILE_LIMIT_REACHED" } }))).toEqual({
      ok: false,
      error: { code: "SOURCE_FILE_LIMIT_REACHED" },
    });
  });

  it("reads a refusal for a full storage quota and says it in German and English", async () => {
    const body = JSON.stringify({
      error: { code: "STORAGE_QUOTA_EXCEEDED", message: "x", params: { usedMegabytes: 1024, quotaMegabytes: 1024 } },
    });
    const result = parseUploadResponse(413, body);
    expect(result).toEqual({
      ok: false,
      error: { code: "STORAGE_QUOTA_EXCEEDED", params: { usedMegabytes: 1024, quotaMegabytes: 1024 } },
    });
    if (result.ok) return;
    const language = i18next.language;
    try {
      await i18next.changeLanguage("de");
      expect(uploadErrorMessage(result.error, i18next.t)).toBe(
        "Der Speicherplatz dieses Mandanten ist ausgeschöpft (1024 von 1024 MB belegt). Bitte löschen Sie nicht mehr benötigte Belege oder wenden Sie sich an Ihren Administrator.",
      );
      await i18next.changeLanguage("en");
      expect(uploadErrorMessage(result.error, i18next.t)).toMatch(
        /^The storage of this client company is full \(1024 of 1024 MB used\)/,
      );
    } finally {
      await i18next.changeLanguage(language);
    }
  });

  it("falls back on the status when the body cannot be read", () => {
    expect(parseUploadResponse(0, "")).toEqual({ ok: false, error: { code: "NETWORK" } });
    expect(parseUploadResponse(502, "<html>Bad gateway</html>")).toEqual({ ok: false, error: { code: "INTERNAL" } });
    expect(parseUploadResponse(401, "")).toEqual({ ok: false, error: { code: "NOT_SIGNED_IN" } });
    expect(parseUploadResponse(404, "")).toEqual({ ok: false, error: { code: "UNKNOWN" } });
    expect(parseUploadResponse(400, JSON.stringify({ error: { code: "SOMETHING_ELSE" } }))).toEqual({
      ok: false,
      error: { code: "UNKNOWN", serverCode: "SOMETHING_ELSE" },
    });
  });
});

describe("summary and texts", () => {
  it("counts and words the files, leaving out empty parts", () => {
    const counts = countUploads(["DONE", "DONE", "PROCESSING", "uploading", "FAILED", "refused", "DUPLICATE"]);
    expect(counts).toEqual({ done: 2, duplicate: 1, inProgress: 2, failed: 2 });
    expect(formatUploadSummary(counts, i18next.t)).toBe(
      "7 Dateien: 2 fertig, 1 bereits vorhanden, 2 in Verarbeitung, 2 fehlgeschlagen",
    );
    expect(formatUploadSummary(countUploads(["QUEUED"]), i18next.t)).toBe("1 Datei: 1 in Verarbeitung");
  });

  it("translates processing errors, unknown ones with the generic text", async () => {
    expect(sourceFileErrorMessage("XML_UNSAFE", i18next.t)).toMatch(/aus Sicherheitsgründen/);
    expect(sourceFileErrorMessage("NEW_CODE", i18next.t)).toBe(
      "Die Datei konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.",
    );
    expect(sourceFileErrorMessage(null, i18next.t)).toMatch(/nicht verarbeitet/);
    await i18next.changeLanguage("en");
    expect(sourceFileErrorMessage("PDF_ENCRYPTED", i18next.t)).toBe(
      "The PDF is protected by a password. Please upload it without password protection.",
    );
  });

  it("formats sizes for people", () => {
    expect(formatFileSize(512, "de")).toBe("512 Byte");
    expect(formatFileSize("245760", "de")).toBe("246 kB");
    expect(formatFileSize(1_450_000, "de")).toBe("1,5 MB");
    expect(formatFileSize(1_450_000, "en")).toBe("1.5 MB");
  });
});
