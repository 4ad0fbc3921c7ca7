/**
 * A worker thread of the render pool (renderPool.ts): runs renderDocument (pdf.js, canvas,
 * sharp, OCR) off the main thread, so page rendering never stalls the HTTP server's event
 * loop. One document at a time; progress and the result go back as messages, the page
 * images as transferred buffers.
 */
import "../runtimeEnv.ts";
import { parentPort } from "node:worker_threads";
import { FileProcessingError } from "./errors.ts";
import { Ocr } from "./ocr.ts";
import { preloadPdfJs } from "./pdf.ts";
import { renderDocument } from "./pipeline.ts";
import type { RenderRequest, RenderResponse } from "./renderPool.ts";

if (!parentPort) throw new Error("renderWorker.ts runs only as a worker thread.");
const port = parentPort;
let ocr: Promise<Ocr | null> | undefined;

// The first document should not wait for pdf.js to load (about a second on this machine).
void preloadPdfJs().catch(() => {});

port.on("message", (request: RenderRequest) => {
  void handle(request);
});

async function handle(request: RenderRequest) {
  try {
    ocr ??= request.ocr ? Ocr.detect() : Promise.resolve(null);
    const rendered = await renderDocument(request.data, request.kind, {
      maxPages: request.maxPages,
      budget: request.budget,
      ocr: request.ocr ? await ocr : null,
      onProgress: (fraction) =>
        port.postMessage({ id: request.id, type: "progress", fraction } satisfies RenderResponse),
    });
    const views = [
      ...rendered.pages.flatMap((page) => [page.full.bytes, page.thumb.bytes]),
      ...rendered.attachments.map((a) => a.content),
    ];
    port.postMessage({ id: request.id, type: "done", rendered } satisfies RenderResponse, transferable(views));
  } catch (error) {
    const e = error as Error;
    port.postMessage({
      id: request.id,
      type: "error",
      error: {
        message: e?.message ?? String(error),
        code: error instanceof FileProcessingError ? error.code : undefined,
      },
    } satisfies RenderResponse);
  }
}

/**
 * The buffers that can move to the main thread without copying: those a view owns entirely.
 * A view into a shared buffer (Node's pool for small Buffers) is copied by postMessage instead,
 * so nothing else in this thread loses its memory.
 */
function transferable(views: Uint8Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) {
    const buffer = view.buffer;
    if (
      buffer instanceof ArrayBuffer &&
      view.byteOffset === 0 &&
      view.byteLength === buffer.byteLength &&
      buffer.byteLength > 0
    ) {
      buffers.add(buffer);
    }
  }
  return [...buffers];
}
