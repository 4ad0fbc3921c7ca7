/**
 * PDF access with pdfjs-dist (legacy build, for Node) and @napi-rs/canvas: page count,
 * embedded files (the XML of a ZUGFeRD / Factur-X invoice), page rendering and the text layer.
 *
 * pdfjs runs its "worker" in this thread (Node has no pdf.js worker support), so parsing and
 * rendering share the event loop with the caller; each page yields between operator chunks.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as ourCanvas from "@napi-rs/canvas";
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
import { layoutLines, positionedItems, type PositionedText } from "../domain/extraction/pdfText.ts";
import { FileProcessingError } from "./errors.ts";

type CanvasLib = typeof ourCanvas;

// pdfjs paints through DOMMatrix, ImageData and Path2D, which Node lacks. When it loads, it
// polyfills them from the @napi-rs/canvas it resolves. The project depends on the same 0.1.x
// line pdfjs-dist asks for, so there is one copy (a second, nested copy also broke `npm ci`).
// Canvases and paths of two Skia builds must never meet: a foreign Path2D on a context fails
// ("parameter 1 is not of type 'Path2D'"), a foreign canvas drawn onto another (every image
// in a PDF) crashes the process. So, should two copies ever be installed again: set the
// globals from our copy before pdfjs loads, and create every canvas pdfjs uses, through
// `CanvasFactory`, with the library those globals came from.
const g = globalThis as Record<string, unknown>;
g.DOMMatrix ??= ourCanvas.DOMMatrix;
g.ImageData ??= ourCanvas.ImageData;
g.Path2D ??= ourCanvas.Path2D;

const require = createRequire(import.meta.url);
const PDFJS_ENTRY = require.resolve("pdfjs-dist/legacy/build/pdf.mjs");
const PDFJS_DIR = dirname(require.resolve("pdfjs-dist/package.json"));
/** pdfjs reads these with fs.readFile(`${dir}${file}`): local folders with a trailing slash, never URLs. */
const PDFJS_DATA = {
  standardFontDataUrl: join(PDFJS_DIR, "standard_fonts") + "/",
  cMapUrl: join(PDFJS_DIR, "cmaps") + "/",
  wasmUrl: join(PDFJS_DIR, "wasm") + "/",
  iccUrl: join(PDFJS_DIR, "iccs") + "/",
};

/** The canvas library whose Path2D is the global one (ours, unless pdfjs was loaded elsewhere first). */
function matchingCanvasLib(): CanvasLib {
  if (g.Path2D === ourCanvas.Path2D) return ourCanvas;
  try {
    const theirs = createRequire(PDFJS_ENTRY)("@napi-rs/canvas") as CanvasLib;
    if (g.Path2D === theirs.Path2D) return theirs;
  } catch {
    // pdfjs has no copy of its own: fall through
  }
  throw new Error("globalThis.Path2D comes from an unknown canvas library; PDF pages cannot be rendered.");
}

type PdfJs = typeof import("pdfjs-dist");
let loaded: Promise<{ pdfjs: PdfJs; canvas: CanvasLib }> | undefined;
/** Loaded on first use: pdfjs is large, and the globals above must be in place before it loads. */
const loadPdfJs = () =>
  (loaded ??= (import("pdfjs-dist/legacy/build/pdf.mjs") as Promise<PdfJs>).then((pdfjs) => ({
    pdfjs,
    canvas: matchingCanvasLib(),
  })));

/** Loads pdf.js ahead of the first document (a render thread does it when it starts). */
export async function preloadPdfJs(): Promise<void> {
  await loadPdfJs();
}

interface CanvasAndContext {
  canvas: ourCanvas.Canvas | null;
  context: ourCanvas.SKRSContext2D | null;
}

/** pdfjs' CanvasFactory interface (BaseCanvasFactory), creating canvases with one known library. */
function canvasFactoryFor(lib: CanvasLib) {
  return class PdfCanvasFactory {
    create(width: number, height: number): CanvasAndContext {
      if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
      const canvas = lib.createCanvas(width, height);
      return { canvas, context: canvas.getContext("2d") };
    }
    reset(entry: CanvasAndContext, width: number, height: number): void {
      if (!entry.canvas) throw new Error("Canvas is not specified");
      if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
      entry.canvas.width = width;
      entry.canvas.height = height;
    }
    destroy(entry: CanvasAndContext): void {
      if (!entry.canvas) throw new Error("Canvas is not specified");
      entry.canvas.width = entry.canvas.height = 0;
      entry.canvas = null;
      entry.context = null;
    }
  };
}

/**
 * A page's text layer read once: the reading-order lines (what extraction reads) and the
 * positioned pieces behind them with the page's size in points (where values stand, for the
 * layout reading and the partner's learned layout).
 */
export interface PageTextLayer {
  text: string;
  /** Page size in points (rotation applied), as the pieces' coordinates. */
  width: number;
  height: number;
  /** Device space at scale 1: x to the right, baseline y downwards. */
  items: PositionedText[];
}

export interface PdfAttachment {
  filename: string;
  content: Uint8Array;
}

/** Raw RGBA pixels (8 bits a channel, opaque). */
export interface RawBitmap {
  width: number;
  height: number;
  channels: 4;
  data: Uint8Array;
}

export type RenderFormat = "png" | "webp" | "raw";

export interface RenderOptions {
  /** Resolution to render at; default 200 dpi (an A4 page becomes 1654 px wide). */
  dpi?: number;
  /** Upper bound for the width in pixels; the page is scaled down to fit. */
  maxWidth?: number;
  /** Upper bound for the height in pixels (default 16000, WebP cannot exceed 16383). */
  maxHeight?: number;
  /** Upper bound for width × height (default 40 MP, 160 MB of RGBA): a poster-sized page is scaled down. */
  maxPixels?: number;
  /** "raw" returns RGBA pixels for further processing with sharp; default "png". */
  format?: RenderFormat;
  /** WebP quality 0–100, default 80. */
  quality?: number;
  /** Give up on a page after this long (default 60 s). */
  timeoutMs?: number;
}

export interface RenderedPage {
  width: number;
  height: number;
  format: RenderFormat;
  /** PNG or WebP bytes, or for "raw" RGBA pixels (width × height × 4). */
  data: Uint8Array;
}

export interface OpenPdfOptions {
  /** More pages than this is refused with PDF_TOO_MANY_PAGES before anything is rendered. */
  maxPages: number;
  /** Open a password-protected PDF (for tests and a future "enter password" flow). */
  password?: string;
}

export interface OpenedPdf {
  numPages: number;
  attachments: PdfAttachment[];
  renderPage(pageNo: number, opts?: RenderOptions): Promise<RenderedPage>;
  /** The text layer of a page (empty for a scan). */
  pageText(pageNo: number): Promise<string>;
  /** The text layer of a page as reading-order lines and as positioned pieces, with the page's size. */
  pageTextLayer(pageNo: number): Promise<PageTextLayer>;
  /** Frees pdfjs' document and caches. Safe to call twice. */
  close(): Promise<void>;
}

/** Images inside a PDF bigger than this (pixels) are not decoded: a guard against image bombs. */
const MAX_EMBEDDED_IMAGE_PIXELS = 100_000_000;
const DEFAULT_DPI = 200;
const DEFAULT_MAX_HEIGHT = 16_000;
const DEFAULT_MAX_PIXELS = 40_000_000;
const DEFAULT_RENDER_TIMEOUT_MS = 60_000;

const errorName = (e: unknown): string =>
  typeof e === "object" && e !== null && "name" in e && typeof e.name === "string" ? e.name : "";
const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function toFileError(e: unknown, context: string): FileProcessingError {
  if (e instanceof FileProcessingError) return e;
  if (errorName(e) === "PasswordException") {
    return new FileProcessingError("PDF_ENCRYPTED", "The PDF is protected by a password.", { cause: e });
  }
  return new FileProcessingError("PDF_DAMAGED", `${context}: ${errorMessage(e)}`, { cause: e });
}

export async function openPdf(data: Uint8Array, opts: OpenPdfOptions): Promise<OpenedPdf> {
  const { pdfjs, canvas } = await loadPdfJs();
  const loadingTask: PDFDocumentLoadingTask = pdfjs.getDocument({
    CanvasFactory: canvasFactoryFor(canvas),
    // pdfjs transfers (detaches) the buffer it is given: hand it a copy, never the caller's bytes.
    data: new Uint8Array(data),
    password: opts.password,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    ...PDFJS_DATA,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await loadingTask.promise;
  } catch (e) {
    await loadingTask.destroy().catch(() => {});
    throw toFileError(e, "The PDF cannot be read");
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await loadingTask.destroy().catch(() => {});
  };
  try {
    const numPages = doc.numPages;
    if (numPages < 1) throw new FileProcessingError("PDF_EMPTY", "The PDF has no pages.");
    if (numPages > opts.maxPages) {
      throw new FileProcessingError(
        "PDF_TOO_MANY_PAGES",
        `The PDF has ${numPages} pages, more than the limit of ${opts.maxPages}.`,
      );
    }
    const attachments = await readAttachments(doc);

    const withPage = async <T>(pageNo: number, what: string, fn: (page: PDFPageProxy) => Promise<T>): Promise<T> => {
      if (closed) throw new Error("The PDF is closed.");
      if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > numPages) {
        throw new RangeError(`Page ${pageNo} does not exist (1–${numPages}).`);
      }
      let page: PDFPageProxy;
      try {
        page = await doc.getPage(pageNo);
      } catch (e) {
        throw toFileError(e, `Page ${pageNo} cannot be read`);
      }
      try {
        return await fn(page);
      } catch (e) {
        if (e instanceof FileProcessingError) throw e;
        throw new FileProcessingError("PAGE_RENDER_FAILED", `${what} page ${pageNo} failed: ${errorMessage(e)}`, {
          cause: e,
        });
      } finally {
        page.cleanup();
      }
    };

    return {
      numPages,
      attachments,
      renderPage: (pageNo, renderOpts = {}) =>
        withPage(pageNo, "Rendering", (page) => render(canvas, page, renderOpts)),
      pageText: (pageNo) => withPage(pageNo, "Reading the text of", pageText),
      pageTextLayer: (pageNo) => withPage(pageNo, "Reading the text of", pageTextLayer),
      close,
    };
  } catch (e) {
    await close();
    throw toFileError(e, "The PDF cannot be read");
  }
}

async function readAttachments(doc: PDFDocumentProxy): Promise<PdfAttachment[]> {
  const raw = (await doc.getAttachments()) as Record<string, { filename?: string; content?: Uint8Array }> | null;
  if (!raw) return [];
  const out: PdfAttachment[] = [];
  for (const [key, a] of Object.entries(raw)) {
    if (!a.content) continue;
    out.push({ filename: a.filename || key, content: new Uint8Array(a.content) });
  }
  return out;
}

/**
 * The text of one page from its text layer as reading-order lines: items grouped by baseline,
 * sorted left to right, column gaps kept (the layout of server/domain/extraction/pdfText.ts,
 * which field extraction relies on). "" for a page without text.
 */
export async function pageText(page: PDFPageProxy): Promise<string> {
  return (await pageTextLayer(page)).text;
}

/** The text layer of one page: its lines, its positioned pieces and its size (see PageTextLayer). */
export async function pageTextLayer(page: PDFPageProxy): Promise<PageTextLayer> {
  const viewport = page.getViewport({ scale: 1 });
  const items = await positionedItems(page);
  page.cleanup();
  // layoutLines orders what it is given: the pieces are kept in the PDF's own order.
  return { text: layoutLines([...items]), width: viewport.width, height: viewport.height, items };
}

async function render(lib: CanvasLib, page: PDFPageProxy, opts: RenderOptions): Promise<RenderedPage> {
  const pointsViewport = page.getViewport({ scale: 1 });
  let scale = (opts.dpi ?? DEFAULT_DPI) / 72;
  if (opts.maxWidth) scale = Math.min(scale, opts.maxWidth / pointsViewport.width);
  scale = Math.min(scale, (opts.maxHeight ?? DEFAULT_MAX_HEIGHT) / pointsViewport.height);
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  scale = Math.min(scale, Math.sqrt(maxPixels / (pointsViewport.width * pointsViewport.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const timeoutMs = opts.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  // A spent budget is over budget before anything is drawn: whether a 1 ms race against the
  // renderer is won must never decide the outcome.
  if (timeoutMs <= 0) throw new FileProcessingError("PAGE_RENDER_TIMEOUT", "No render time is left for this page.");
  const canvas = lib.createCanvas(width, height);
  const renderTask = page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    intent: "print",
    background: "#ffffff",
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settle the race as a timeout first: cancelling rejects the render task's promise too.
      reject(new FileProcessingError("PAGE_RENDER_TIMEOUT", `Rendering took longer than ${timeoutMs} ms.`));
      renderTask.cancel();
    }, timeoutMs);
  });
  try {
    await Promise.race([renderTask.promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
  const format = opts.format ?? "png";
  let data: Uint8Array;
  if (format === "raw") data = new Uint8Array(canvas.data());
  else if (format === "webp") data = await canvas.encode("webp", opts.quality ?? 80);
  else data = await canvas.encode("png");
  // Release the pixel memory now rather than at the next GC.
  canvas.width = 0;
  canvas.height = 0;
  return { width, height, format, data };
}
