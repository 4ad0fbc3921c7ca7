/**
 * Raster images with sharp (libvips): uploads (PNG, JPEG, TIFF with several pages) become
 * upright, flattened, 8-bit pages; every page (also rendered PDF pages) becomes a WebP for
 * the viewer and a WebP thumbnail.
 *
 * Why WebP: on a Factur-X sample page (A4 at 200 dpi) at quality 80 it takes 65 kB, PNG
 * 154 kB, JPEG at quality 80 147 kB; every browser the SPA supports decodes it. Effort 2 instead of libwebp's default 4:
 * 136 ms instead of 241 ms a page on this 2-core machine for 3 % more bytes. No
 * `smartSubsample`: it would keep coloured text a little crisper but triples the encoding time.
 * AVIF would be smaller still but encodes many times slower; JPEG XL is not in Chrome.
 */
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { FileProcessingError } from "./errors.ts";
import type { RawBitmap } from "./pdf.ts";

/** A4 at 200 dpi. */
export const FULL_MAX_WIDTH = 1654;
export const THUMB_MAX_WIDTH = 300;
/** WebP cannot be taller than 16383 px; long receipts are scaled to stay below. */
const MAX_HEIGHT = 16_000;
/** A4 at 300 dpi: the resolution pages are kept at for OCR. */
export const OCR_MAX_WIDTH = 2480;
/**
 * Refuse images with more pixels than this before decoding them (decompression bombs).
 * 100 MP is an A3 page at 600 dpi with room to spare; sharp's own default is 268 MP.
 */
export const DEFAULT_MAX_INPUT_PIXELS = 100_000_000;
export const WEBP_QUALITY = 80;
const WEBP_EFFORT = 2;

export interface PageImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  mediaType: "image/webp";
}

export interface PageImages {
  full: PageImage;
  thumb: PageImage;
}

export interface NormalizedImagePage {
  pageNo: number;
  width: number;
  height: number;
  /** Upright (EXIF orientation applied), on white, 8 bit, at most OCR_MAX_WIDTH wide. */
  png: Uint8Array;
}

export interface NormalizeOptions {
  /** More pages (multi-page TIFF) than this is refused with IMAGE_TOO_MANY_PAGES. */
  maxPages: number;
  maxInputPixels?: number;
  /** Default OCR_MAX_WIDTH. */
  maxWidth?: number;
}

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function toImageError(e: unknown, maxPixels: number): FileProcessingError {
  if (e instanceof FileProcessingError) return e;
  const message = errorMessage(e);
  if (/pixel limit/i.test(message)) {
    return new FileProcessingError("IMAGE_TOO_LARGE", `The image has more than ${maxPixels} pixels.`, { cause: e });
  }
  return new FileProcessingError("IMAGE_DAMAGED", `The image cannot be read: ${message}`, { cause: e });
}

const inputOptions = (maxPixels: number, page?: number): SharpOptions => ({
  limitInputPixels: maxPixels,
  // "error" rather than the default "warning": a phone JPEG with a few missing bytes at the
  // end still shows the receipt; real damage (corrupt data, bad checksums) still fails.
  failOn: "error",
  page,
});

/** Splits an uploaded image into pages and normalises each (rotation, alpha, bit depth, size). */
export async function normalizeImage(data: Uint8Array, opts: NormalizeOptions): Promise<NormalizedImagePage[]> {
  const maxPixels = opts.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  const maxWidth = opts.maxWidth ?? OCR_MAX_WIDTH;
  try {
    const meta = await sharp(data, inputOptions(maxPixels)).metadata();
    if (!meta.width || !meta.height) throw new FileProcessingError("IMAGE_DAMAGED", "The image has no size.");
    const pageCount = meta.format === "tiff" ? Math.max(1, meta.pages ?? 1) : 1;
    if (pageCount > opts.maxPages) {
      throw new FileProcessingError(
        "IMAGE_TOO_MANY_PAGES",
        `The image has ${pageCount} pages, more than the limit of ${opts.maxPages}.`,
      );
    }
    const pages: NormalizedImagePage[] = [];
    for (let i = 0; i < pageCount; i++) {
      const image = sharp(data, inputOptions(maxPixels, pageCount > 1 ? i : undefined));
      const pageMeta = await image.metadata();
      const grey = (pageMeta.channels ?? 3) <= 2 || pageMeta.space === "b-w";
      const { data: png, info } = await image
        .rotate() // EXIF orientation
        .flatten({ background: "#ffffff" })
        .toColourspace(grey ? "b-w" : "srgb")
        .resize({ width: maxWidth, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
      pages.push({ pageNo: i + 1, width: info.width, height: info.height, png: new Uint8Array(png) });
    }
    return pages;
  } catch (e) {
    throw toImageError(e, maxPixels);
  }
}

async function encode(base: Sharp, maxWidth: number): Promise<PageImage> {
  const { data, info } = await base
    .clone()
    .resize({ width: maxWidth, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height, mediaType: "image/webp" };
}

/**
 * The viewer image (≤ 1654 px wide) and the thumbnail (≤ 300 px wide) of a page, from RGBA
 * pixels (a rendered PDF page) or an encoded image (a normalised upload page).
 */
export async function makePageImages(
  page: RawBitmap | Uint8Array,
  opts: { maxInputPixels?: number } = {},
): Promise<PageImages> {
  const maxPixels = opts.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  try {
    const base =
      page instanceof Uint8Array
        ? sharp(page, inputOptions(maxPixels)).rotate().flatten({ background: "#ffffff" })
        : sharp(page.data, {
            raw: { width: page.width, height: page.height, channels: page.channels },
            limitInputPixels: maxPixels,
          }).removeAlpha();
    const [full, thumb] = await Promise.all([encode(base, FULL_MAX_WIDTH), encode(base, THUMB_MAX_WIDTH)]);
    return { full, thumb };
  } catch (e) {
    throw toImageError(e, maxPixels);
  }
}

/** A rendered page as a greyscale PNG for OCR (tesseract binarises anyway; a third of the bytes). */
export async function rawToOcrPng(page: RawBitmap): Promise<Uint8Array> {
  const png = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels } })
    .removeAlpha()
    .toColourspace("b-w")
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(png);
}
