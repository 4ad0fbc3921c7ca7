import { Worker } from "node:worker_threads";
import { FileProcessingError, type FileErrorCode } from "./errors.ts";
import type { RenderBudget, RenderDocumentOptions, RenderedDocument } from "./pipeline.ts";
import type { FileKind } from "./sniff.ts";

/** Renders a document (pages, text, attachments); the capture job calls it. */
export type RenderFn = (
  data: Uint8Array,
  kind: FileKind,
  opts: Pick<RenderDocumentOptions, "maxPages" | "onProgress" | "budget"> & { ocr: boolean },
) => Promise<RenderedDocument>;

export interface RenderRequest {
  id: number;
  data: Uint8Array;
  kind: FileKind;
  maxPages: number;
  ocr: boolean;
  budget?: RenderBudget;
}

export type RenderResponse =
  | { id: number; type: "progress"; fraction: number }
  | { id: number; type: "done"; rendered: RenderedDocument }
  | { id: number; type: "error"; error: { message: string; code?: FileErrorCode } };

interface Task {
  request: RenderRequest;
  onProgress?: (fraction: number) => void;
  resolve: (rendered: RenderedDocument) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

/**
 * Worker threads that render documents (pdf.js, canvas, sharp, OCR) away from the main
 * thread. Page rendering is CPU-bound and partly synchronous; in the main thread it held up
 * every HTTP answer while a drop of files was processed (bench:capture measures both). Each
 * thread takes one document at a time; a document that takes longer than the time limit, or
 * a thread that dies, fails only that document and the thread is replaced.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly opts: {
      size: number;
      /** A document still rendering after this long is given up (PROCESSING_TIMEOUT). A safety net:
       * the pipeline's page and document budgets normally end a heavy document much earlier. */
      timeoutMs?: number;
      /** Memory limit of each thread's JavaScript heap. */
      maxOldGenerationSizeMb?: number;
      /** Start the threads now (they load pdf.js) rather than with the first document. */
      warm?: boolean;
    },
  ) {
    if (opts.warm) while (this.slots.length < opts.size) this.spawn();
  }

  readonly render: RenderFn = (data, kind, options) =>
    new Promise<RenderedDocument>((resolve, reject) => {
      if (this.closed) {
        reject(new Error("The render pool is closed."));
        return;
      }
      // The bytes are copied into the thread (structured clone); the caller keeps its own.
      const request: RenderRequest = {
        id: this.nextId++,
        data,
        kind,
        maxPages: options.maxPages,
        ocr: options.ocr,
        budget: options.budget,
      };
      this.queue.push({ request, onProgress: options.onProgress, resolve, reject });
      this.dispatch();
    });

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("The render pool is closed."));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        clearTimeout(slot.timer);
        slot.task?.reject(new Error("The render pool is closed."));
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.opts.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      const timeoutMs = this.opts.timeoutMs ?? 10 * 60_000;
      const busy = slot;
      busy.timer = setTimeout(() => {
        this.fail(busy, new FileProcessingError("PROCESSING_TIMEOUT", `Rendering took longer than ${timeoutMs} ms.`));
      }, timeoutMs);
      slot.worker.postMessage(task.request);
    }
  }

  private spawn(): Slot {
    const resourceLimits = { maxOldGenerationSizeMb: this.opts.maxOldGenerationSizeMb ?? 1024 };
    const worker = import.meta.url.endsWith(".ts")
      ? // From source (tsx, vitest): the thread registers tsx's loader, then loads the TS entry.
        new Worker(
          `(async () => { (await import("tsx/esm/api")).register(); await import(${JSON.stringify(workerUrl().href)}); })();`,
          { eval: true, resourceLimits },
        )
      : new Worker(workerUrl(), { resourceLimits });
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on("message", (message: RenderResponse) => {
      const task = slot.task;
      if (!task || task.request.id !== message.id) return;
      if (message.type === "progress") {
        task.onProgress?.(message.fraction);
        return;
      }
      clearTimeout(slot.timer);
      slot.task = null;
      if (message.type === "done") task.resolve(message.rendered);
      else {
        task.reject(
          message.error.code
            ? new FileProcessingError(message.error.code, message.error.message)
            : new Error(message.error.message),
        );
      }
      this.dispatch();
    });
    worker.on("error", (error) => this.fail(slot, error));
    worker.on("exit", (code) => {
      if (slot.task) this.fail(slot, new Error(`The render thread stopped (exit code ${code}).`));
      else this.remove(slot);
    });
    this.slots.push(slot);
    return slot;
  }

  private remove(slot: Slot) {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  /** Fails the slot's document, replaces its thread, and goes on with the queue. */
  private fail(slot: Slot, error: Error) {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = null;
    this.remove(slot);
    void slot.worker.terminate();
    task?.reject(error);
    if (!this.closed) this.dispatch();
  }
}

/**
 * The thread's entry: beside this module when running from source (tsx, vitest), and the
 * separate bundle entry dist/server/files/renderWorker.js in the built server (whose chunks
 * live in dist/server/).
 */
function workerUrl(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./renderWorker.ts", import.meta.url)
    : new URL("./files/renderWorker.js", import.meta.url);
}
