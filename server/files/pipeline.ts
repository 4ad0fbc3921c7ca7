/**
 * From stored upload bytes to what the document viewer and the extraction need: per page a
 * viewer image, a thumbnail and the text (text layer, else OCR), plus a PDF's embedded files
 * (the XML of a ZUGFeRD / Factur-X invoice).
 */
import { type FileErrorCode, FileProcessingError } from "./errors.ts";
import {
  type NormalizedImagePage,
  type PageImage,
  type PageImages,
  makePageImages,
  normalizeImage,
  rawToOcrPng,
} from "./images.ts";
import { OCR_DPI, type Ocr } from "./ocr.ts";
import { type OpenedPdf, type PdfAttachment, type RawBitmap, openPdf } from "./pdf.ts";
import type { FileKind } from "./sniff.ts";

/** Resolution of the viewer image: A4 becomes 1654 px wide. */
const PAGE_DPI = 200;
/** A text layer with fewer non-space characters than this counts as absent (a scan). */
export const MIN_TEXT_LAYER_CHARS = 20;

export type TextSource = "PDF" | "OCR" | "NONE";

export interface RenderedDocumentPage {
  pageNo: number;
  full: PageImage;
  thumb: PageImage;
  text: string;
  textSource: TextSource;
}

export interface RenderedDocument {
  pages: RenderedDocumentPage[];
  attachments: PdfAttachment[];
  /** Some page had no text and there is no OCR on this machine. */
  needsOcrButUnavailable: boolean;
  /** Pages whose OCR failed (OCR_FAILED, OCR_TIMEOUT); they have no text. */
  warnings: PageWarning[];
}

export interface PageWarning {
  pageNo: number;
  code: FileErrorCode;
  message: string;
}

export interface RenderDocumentOptions {
  maxPages: number;
  ocr: Ocr | null;
  /** Called as each page is done (images and text) with the fraction done, 0 < f ≤ 1. */
  onProgress?(fraction: number): void;
  /** Per-page OCR time limit. */
  ocrTimeoutMs?: number;
  signal?: AbortSignal;
}

const hasText = (text: string): boolean => text.replace(/\s+/g, "").length >= MIN_TEXT_LAYER_CHARS;

/**
 * Runs OCR one image at a time in the background, so that tesseract (a separate process) works
 * on page n while this process renders page n + 1. At most one image waits.
 */
class OcrQueue {
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ocr: Ocr,
    private readonly opts: { dpi?: number; timeoutMs?: number; signal?: AbortSignal },
  ) {}

  /** Waits until the previous image is done, starts this one and returns its (pending) text. */
  async add(image: Uint8Array, dpi?: number): Promise<{ text: Promise<string> }> {
    await this.last.catch(() => {});
    const text = this.ocr.recognize(image, { ...this.opts, dpi: dpi ?? this.opts.dpi });
    text.catch(() => {}); // observed later by the collector; no unhandled rejection meanwhile
    this.last = text;
    // Wrapped: an async function returning the promise itself would wait for the OCR.
    return { text };
  }
}

export async function renderDocument(
  data: Uint8Array,
  kind: FileKind,
  opts: RenderDocumentOptions,
): Promise<RenderedDocument> {
  if (kind === "PDF") return renderPdf(data, opts);
  if (kind === "PNG" || kind === "JPEG" || kind === "TIFF") return renderImage(data, opts);
  throw new FileProcessingError("UNSUPPORTED_TYPE", `A ${kind} file has no pages to render.`);
}

/** Collects the pages; a page counts as done (for progress) once its text is there. */
class PageCollector {
  private readonly pages: Promise<RenderedDocumentPage>[] = [];
  readonly warnings: PageWarning[] = [];
  private done = 0;

  constructor(
    private readonly total: number,
    private readonly opts: RenderDocumentOptions,
  ) {}

  add(pageNo: number, images: PageImages, text: string | Promise<string>, textSource: TextSource): void {
    const page = Promise.resolve(text).then(
      (t): RenderedDocumentPage => ({ pageNo, ...images, text: t, textSource }),
      (e: unknown): RenderedDocumentPage => {
        // A page OCR could not read keeps its images; the document is not lost for it.
        if (this.opts.signal?.aborted || !(e instanceof FileProcessingError)) throw e;
        this.warnings.push({ pageNo, code: e.code, message: e.message });
        return { pageNo, ...images, text: "", textSource: "NONE" };
      },
    );
    page.then(
      () => this.opts.onProgress?.(++this.done / this.total),
      () => {},
    );
    this.pages.push(page);
  }

  async all(): Promise<RenderedDocumentPage[]> {
    const pages = await Promise.all(this.pages);
    this.warnings.sort((a, b) => a.pageNo - b.pageNo);
    return pages;
  }
}

async function renderPdf(data: Uint8Array, opts: RenderDocumentOptions): Promise<RenderedDocument> {
  const pdf = await openPdf(data, { maxPages: opts.maxPages });
  try {
    const texts = await pdfTextPages(pdf);
    const queue =
      opts.ocr && new OcrQueue(opts.ocr, { dpi: OCR_DPI, timeoutMs: opts.ocrTimeoutMs, signal: opts.signal });
    const collector = new PageCollector(pdf.numPages, opts);
    let needsOcrButUnavailable = false;
    for (let pageNo = 1; pageNo <= pdf.numPages; pageNo++) {
      opts.signal?.throwIfAborted();
      const layerText = texts[pageNo - 1] ?? "";
      const ocrThisPage = !hasText(layerText) && queue !== null;
      // A page for OCR is rendered once, at OCR resolution; its viewer image is scaled down from that.
      const bitmap = await pdf.renderPage(pageNo, { format: "raw", dpi: ocrThisPage ? OCR_DPI : PAGE_DPI });
      const raw: RawBitmap = { width: bitmap.width, height: bitmap.height, channels: 4, data: bitmap.data };
      const images = await makePageImages(raw);
      if (hasText(layerText)) {
        collector.add(pageNo, images, layerText, "PDF");
      } else if (queue) {
        collector.add(pageNo, images, (await queue.add(await rawToOcrPng(raw))).text, "OCR");
      } else {
        needsOcrButUnavailable = true;
        collector.add(pageNo, images, layerText, layerText.trim() ? "PDF" : "NONE");
      }
    }
    const pages = await collector.all();
    return { pages, attachments: pdf.attachments, needsOcrButUnavailable, warnings: collector.warnings };
  } finally {
    await pdf.close();
  }
}

/** The text layer of every page, as reading-order lines (pdf.ts pageText). */
async function pdfTextPages(pdf: OpenedPdf): Promise<string[]> {
  const texts: string[] = [];
  for (let pageNo = 1; pageNo <= pdf.numPages; pageNo++) texts.push(await pdf.pageText(pageNo));
  return texts;
}

async function renderImage(data: Uint8Array, opts: RenderDocumentOptions): Promise<RenderedDocument> {
  const pages: NormalizedImagePage[] = await normalizeImage(data, { maxPages: opts.maxPages });
  const queue = opts.ocr && new OcrQueue(opts.ocr, { timeoutMs: opts.ocrTimeoutMs, signal: opts.signal });
  const collector = new PageCollector(pages.length, opts);
  for (const page of pages) {
    opts.signal?.throwIfAborted();
    const images = await makePageImages(page.png);
    if (queue) collector.add(page.pageNo, images, (await queue.add(page.png)).text, "OCR");
    else collector.add(page.pageNo, images, "", "NONE");
  }
  return {
    pages: await collector.all(),
    attachments: [],
    needsOcrButUnavailable: !queue && pages.length > 0,
    warnings: collector.warnings,
  };
}
