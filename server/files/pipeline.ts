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
import { type OpenedPdf, type PageTextLayer, type PdfAttachment, type RawBitmap, openPdf } from "./pdf.ts";
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
  /**
   * A PDF page's text layer as positioned pieces with the page's size (points), read with the
   * text in the same pass: capture needs no second parse of the file for where values stand.
   */
  layout?: PageLayoutOfText;
}

/** The positioned text of a page and its size (PageTextLayer without the lines). */
export type PageLayoutOfText = Omit<PageTextLayer, "text">;

export interface RenderedDocument {
  pages: RenderedDocumentPage[];
  /** Pages of the file; more than `pages` when the budget left some unrendered (warning PAGES_NOT_RENDERED). */
  totalPages: number;
  attachments: PdfAttachment[];
  /** Some page had no text and there is no OCR on this machine. */
  needsOcrButUnavailable: boolean;
  /**
   * What the document lacks: pages whose OCR failed (OCR_FAILED, OCR_TIMEOUT; no text), pages
   * over their time budget shown at a lower resolution (PAGE_RENDER_SIMPLIFIED) or blank
   * (PAGE_RENDER_TIMEOUT), pages left out over the document's budget (PAGES_NOT_RENDERED, on
   * the first page left out).
   */
  warnings: PageWarning[];
}

export interface PageWarning {
  pageNo: number;
  code: FileErrorCode | "PAGE_RENDER_SIMPLIFIED" | "PAGES_NOT_RENDERED";
  message: string;
}

/**
 * What one document may cost, so no file (500 pages of heavy vector graphics, say) holds a
 * render thread for long while other uploads wait: a page over its time budget is rendered
 * again at a low resolution, and left blank when that too is over budget; pages beyond
 * `maxRenderedPages`, or after the document's time budget is spent, are not rendered (nor their
 * text read). The document is made in every case, with warnings saying what is missing.
 */
export interface RenderBudget {
  /** Time for one page at full resolution. */
  pageTimeoutMs?: number;
  /** Pixels of one page image at most (the page is scaled down to fit). */
  pagePixels?: number;
  /** Time for the low-resolution second attempt of a page over its budget. */
  fallbackTimeoutMs?: number;
  /** Pages rendered (and read) per document at most, for the viewer, extraction and OCR. */
  maxRenderedPages?: number;
  /** Time for all pages of the document; the pages after it are left out. */
  documentTimeoutMs?: number;
}

export const DEFAULT_RENDER_BUDGET: Required<RenderBudget> = {
  pageTimeoutMs: 10_000,
  // A4 at OCR resolution (300 dpi) is 8.7 MP; a poster-sized page is scaled down to this.
  pagePixels: 12_000_000,
  fallbackTimeoutMs: 5_000,
  maxRenderedPages: 100,
  documentTimeoutMs: 120_000,
};
/** Resolution of the second attempt at a page over its time budget. */
const FALLBACK_DPI = 50;

export interface RenderDocumentOptions {
  maxPages: number;
  /** Limits per page and document (DEFAULT_RENDER_BUDGET for what is not given). */
  budget?: RenderBudget;
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
    private total: number,
    private readonly opts: RenderDocumentOptions,
  ) {}

  add(
    pageNo: number,
    images: PageImages,
    text: string | Promise<string>,
    textSource: TextSource,
    layout?: PageLayoutOfText,
  ): void {
    const withLayout = layout ? { layout } : {};
    const page = Promise.resolve(text).then(
      (t): RenderedDocumentPage => ({ pageNo, ...images, text: t, textSource, ...withLayout }),
      (e: unknown): RenderedDocumentPage => {
        // A page OCR could not read keeps its images; the document is not lost for it.
        if (this.opts.signal?.aborted || !(e instanceof FileProcessingError)) throw e;
        this.warnings.push({ pageNo, code: e.code, message: e.message });
        return { pageNo, ...images, text: "", textSource: "NONE", ...withLayout };
      },
    );
    page.then(
      () => this.opts.onProgress?.(++this.done / this.total),
      () => {},
    );
    this.pages.push(page);
  }

  /** The pages; `rendered`: how many were rendered, when fewer than announced (progress ends at 1). */
  async all(rendered?: number): Promise<RenderedDocumentPage[]> {
    if (rendered !== undefined && rendered < this.total) {
      this.total = rendered;
      if (this.done >= rendered) this.opts.onProgress?.(1);
    }
    const pages = await Promise.all(this.pages);
    this.warnings.sort((a, b) => a.pageNo - b.pageNo);
    return pages;
  }
}

async function renderPdf(data: Uint8Array, opts: RenderDocumentOptions): Promise<RenderedDocument> {
  const budget = { ...DEFAULT_RENDER_BUDGET, ...definedOnly(opts.budget) };
  const startedAt = Date.now();
  const pdf = await openPdf(data, { maxPages: opts.maxPages });
  try {
    const renderable = Math.min(pdf.numPages, budget.maxRenderedPages);
    const queue =
      opts.ocr && new OcrQueue(opts.ocr, { dpi: OCR_DPI, timeoutMs: opts.ocrTimeoutMs, signal: opts.signal });
    const collector = new PageCollector(renderable, opts);
    let needsOcrButUnavailable = false;
    let rendered = 0;
    for (let pageNo = 1; pageNo <= renderable; pageNo++) {
      opts.signal?.throwIfAborted();
      // The first page is always rendered: a document without any page cannot be looked at.
      if (pageNo > 1 && Date.now() - startedAt > budget.documentTimeoutMs) break;
      const { text: layerText, ...layout } = await pdf.pageTextLayer(pageNo);
      const ocrThisPage = !hasText(layerText) && queue !== null;
      // A page for OCR is rendered once, at OCR resolution; its viewer image is scaled down from that.
      const page = await renderWithinBudget(pdf, pageNo, ocrThisPage ? OCR_DPI : PAGE_DPI, budget, collector);
      const raw: RawBitmap = { width: page.width, height: page.height, channels: 4, data: page.data };
      const images = await makePageImages(raw);
      rendered++;
      if (hasText(layerText)) {
        collector.add(pageNo, images, layerText, "PDF", layout);
      } else if (queue && !page.degraded) {
        collector.add(pageNo, images, (await queue.add(await rawToOcrPng(raw))).text, "OCR", layout);
      } else {
        if (!queue) needsOcrButUnavailable = true;
        collector.add(pageNo, images, layerText, layerText.trim() ? "PDF" : "NONE", layout);
      }
    }
    if (rendered < pdf.numPages) {
      collector.warnings.push({
        pageNo: rendered + 1,
        code: "PAGES_NOT_RENDERED",
        message: `Only ${rendered} of ${pdf.numPages} pages were rendered (the document's render budget).`,
      });
    }
    const pages = await collector.all(rendered);
    return {
      pages,
      totalPages: pdf.numPages,
      attachments: pdf.attachments,
      needsOcrButUnavailable,
      warnings: collector.warnings,
    };
  } finally {
    await pdf.close();
  }
}

const definedOnly = <T extends object>(o: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * One page within its budget: at the asked resolution (capped in pixels); when that takes too
 * long, again at a low resolution; when that takes too long too, a blank page. Both cases are
 * noted. `degraded`: not worth OCR (too coarse or blank).
 */
async function renderWithinBudget(
  pdf: OpenedPdf,
  pageNo: number,
  dpi: number,
  budget: Required<RenderBudget>,
  collector: PageCollector,
): Promise<{ width: number; height: number; data: Uint8Array; degraded: boolean }> {
  const overBudget = (e: unknown) => e instanceof FileProcessingError && e.code === "PAGE_RENDER_TIMEOUT";
  try {
    const page = await pdf.renderPage(pageNo, {
      format: "raw",
      dpi,
      maxPixels: budget.pagePixels,
      timeoutMs: budget.pageTimeoutMs,
    });
    return { ...page, degraded: false };
  } catch (e) {
    if (!overBudget(e)) throw e;
  }
  try {
    const page = await pdf.renderPage(pageNo, {
      format: "raw",
      dpi: FALLBACK_DPI,
      timeoutMs: budget.fallbackTimeoutMs,
    });
    collector.warnings.push({
      pageNo,
      code: "PAGE_RENDER_SIMPLIFIED",
      message: `Page ${pageNo} took longer than ${budget.pageTimeoutMs} ms and is shown at ${FALLBACK_DPI} dpi.`,
    });
    return { ...page, degraded: true };
  } catch (e) {
    if (!overBudget(e)) throw e;
  }
  collector.warnings.push({
    pageNo,
    code: "PAGE_RENDER_TIMEOUT",
    message: `Page ${pageNo} could not be rendered within its time budget and is shown blank.`,
  });
  // A blank A4 page at the fallback resolution.
  const width = Math.round((595 / 72) * FALLBACK_DPI);
  const height = Math.round((842 / 72) * FALLBACK_DPI);
  return { width, height, data: new Uint8Array(width * height * 4).fill(255), degraded: true };
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
    totalPages: pages.length,
    attachments: [],
    needsOcrButUnavailable: !queue && pages.length > 0,
    warnings: collector.warnings,
  };
}
