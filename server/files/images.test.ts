import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBadInputs, makeMultiPageTiff, makeScannedPng, type BadInput } from "../test/badInputs.ts";
import { FileProcessingError } from "./errors.ts";
import { FULL_MAX_WIDTH, THUMB_MAX_WIDTH, makePageImages, normalizeImage } from "./images.ts";

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(FileProcessingError);
    return (e as FileProcessingError).code;
  }
  return "no error";
}

const isWebp = (b: Uint8Array) =>
  Buffer.from(b.subarray(0, 4)).toString() === "RIFF" && Buffer.from(b.subarray(8, 12)).toString() === "WEBP";

describe("normalizeImage", () => {
  let bad: Map<string, BadInput>;
  beforeAll(async () => {
    bad = new Map((await makeBadInputs(undefined, { sizeLimitBytes: 1024 })).map((b) => [b.name, b]));
  });

  it("splits a 2-page TIFF into pages", async () => {
    const pages = await normalizeImage(await makeMultiPageTiff(["#ffffff", "#000000"]), { maxPages: 10 });
    expect(pages.map((p) => [p.pageNo, p.width, p.height])).toEqual([
      [1, 400, 560],
      [2, 400, 560],
    ]);
    const stats = await Promise.all(pages.map((p) => sharp(p.png).stats()));
    expect(stats[0]!.channels[0]!.mean).toBe(255);
    expect(stats[1]!.channels[0]!.mean).toBe(0);
  });

  it("refuses a TIFF with more pages than allowed", async () => {
    expect(await codeOf(normalizeImage(await makeMultiPageTiff(["#fff", "#000", "#fff"]), { maxPages: 2 }))).toBe(
      "IMAGE_TOO_MANY_PAGES",
    );
  });

  it("applies the EXIF orientation of a phone photo", async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ffffff" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [page] = await normalizeImage(sideways, { maxPages: 1 });
    expect([page!.width, page!.height]).toEqual([200, 300]);
    expect((await sharp(page!.png).metadata()).orientation).toBeUndefined();
  });

  it("flattens transparency onto white, keeps grey images grey and scales big scans down to 300 dpi A4", async () => {
    const transparent = await sharp({
      create: { width: 3000, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const [page] = await normalizeImage(transparent, { maxPages: 1 });
    expect(page!.width).toBe(2480);
    const meta = await sharp(page!.png).metadata();
    expect(meta.hasAlpha).toBe(false);
    expect((await sharp(page!.png).stats()).channels[0]!.mean).toBe(255);
    const [grey] = await normalizeImage(await makeScannedPng(["Rechnung"], { dpi: 100 }), { maxPages: 1 });
    expect((await sharp(grey!.png).metadata()).channels).toBe(1);
  });

  it("refuses a corrupt PNG with IMAGE_DAMAGED and a decompression bomb with IMAGE_TOO_LARGE", async () => {
    expect(await codeOf(normalizeImage(bad.get("corruptPng")!.bytes!, { maxPages: 1 }))).toBe("IMAGE_DAMAGED");
    const started = performance.now();
    expect(await codeOf(normalizeImage(bad.get("pngBomb")!.bytes!, { maxPages: 1 }))).toBe("IMAGE_TOO_LARGE");
    expect(performance.now() - started).toBeLessThan(1000);
    const normal = await makeScannedPng(["x"], { dpi: 100 });
    expect(await codeOf(normalizeImage(normal, { maxPages: 1, maxInputPixels: 1000 }))).toBe("IMAGE_TOO_LARGE");
    expect(await codeOf(normalizeImage(bad.get("programAsPdf")!.bytes!, { maxPages: 1 }))).toBe("IMAGE_DAMAGED");
    expect(await codeOf(makePageImages(bad.get("corruptPng")!.bytes!))).toBe("IMAGE_DAMAGED");
  });
});

describe("makePageImages", () => {
  it("makes a WebP page image of at most 1654 px and a 300 px thumbnail", async () => {
    const scan = await makeScannedPng(undefined, { dpi: 300 });
    const { full, thumb } = await makePageImages(scan);
    expect([full.width, full.mediaType]).toEqual([FULL_MAX_WIDTH, "image/webp"]);
    expect(full.height).toBe(Math.round((FULL_MAX_WIDTH * 3508) / 2480));
    expect(thumb.width).toBe(THUMB_MAX_WIDTH);
    expect(isWebp(full.bytes) && isWebp(thumb.bytes)).toBe(true);
    expect(thumb.bytes.length).toBeLessThan(full.bytes.length);
    expect((await sharp(full.bytes).metadata()).width).toBe(FULL_MAX_WIDTH);
  });

  it("accepts raw RGBA pixels and never enlarges", async () => {
    const data = new Uint8Array(200 * 100 * 4).fill(255);
    const { full, thumb } = await makePageImages({ width: 200, height: 100, channels: 4, data });
    expect([full.width, full.height, thumb.width, thumb.height]).toEqual([200, 100, 200, 100]);
    expect((await sharp(full.bytes).metadata()).hasAlpha).toBe(false);
  });

  it("keeps very long receipts below WebP's height limit", async () => {
    const data = new Uint8Array(100 * 20_000).fill(200);
    const long = await sharp(data, { raw: { width: 100, height: 20_000, channels: 1 } })
      .png()
      .toBuffer();
    const { full } = await makePageImages(long);
    expect(full.height).toBeLessThanOrEqual(16_000);
  });
});
