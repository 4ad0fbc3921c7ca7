/**
 * Reads an uploaded statement file in a worker thread with a time budget. The parsers are
 * linear, but a statement is untrusted input of up to 20 MB: read on the main thread, one
 * slow file would freeze every request of every user. Here the main thread only waits; when
 * the budget runs out the worker is terminated and the file refused with TIMEOUT
 * ("the statement took too long to read").
 */
import { Worker } from "node:worker_threads";
import {
  BankStatementError,
  type BankStatementErrorCode,
  type BankStatementErrorParams,
  type CsvMapping,
  type StatementUploadResult,
} from "../domain/bank-statements/index.ts";

export interface StatementWorkerRequest {
  bytes: Uint8Array;
  fileName: string | undefined;
  csvMapping: CsvMapping | undefined;
}

export type StatementWorkerResponse =
  | { type: "done"; result: StatementUploadResult }
  | {
      type: "refused";
      error: { code: BankStatementErrorCode; message: string; details: string[]; params: BankStatementErrorParams };
    }
  | { type: "failed"; message: string };

/** Default budget for reading one file: a 20 MB camt file takes a few seconds on a busy machine. */
export const STATEMENT_READ_TIMEOUT_MS = 30_000;

/**
 * The thread's entry: beside this module when running from source (tsx, vitest), and the
 * separate bundle entry dist/server/banking/statementWorker.js in the built server (whose
 * chunks live in dist/server/).
 */
function workerUrl(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./statementWorker.ts", import.meta.url)
    : new URL("./banking/statementWorker.js", import.meta.url);
}

function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: 1024 };
  const worker = import.meta.url.endsWith(".ts")
    ? // From source (tsx, vitest): the thread registers tsx's loader, then loads the TS entry.
      new Worker(
        `(async () => { (await import("tsx/esm/api")).register(); await import(${JSON.stringify(workerUrl().href)}); })();`,
        { eval: true, resourceLimits },
      )
    : new Worker(workerUrl(), { resourceLimits });
  worker.unref();
  // An idle thread that ends (out of memory, killed) leaves the pool.
  worker.once("exit", () => {
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
  });
  return worker;
}

/** Threads that finished a file and wait for the next (starting one costs tens of milliseconds). */
const idle: Worker[] = [];
const MAX_IDLE_WORKERS = 2;

function release(worker: Worker): void {
  if (idle.length < MAX_IDLE_WORKERS) idle.push(worker);
  else void worker.terminate();
}

/**
 * The upload's statements or CSV preview (see `readStatementUpload`), read in a worker thread
 * (an idle one of the pool, else a new one; one that ran out of time is stopped, not reused).
 * Rejects with BankStatementError for files that are refused (TIMEOUT when the budget ran
 * out), with an Error when the worker itself failed.
 */
export function readStatementInWorker(
  request: StatementWorkerRequest,
  options: { timeoutMs?: number } = {},
): Promise<StatementUploadResult> {
  const timeoutMs = options.timeoutMs ?? STATEMENT_READ_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const worker = idle.pop() ?? startWorker();
    let settled = false;
    /** Ends the request: a thread that answered goes back to the pool, any other is stopped. */
    const finish = (outcome: () => void, answered = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (answered) release(worker);
      else void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new BankStatementError(
              "TIMEOUT",
              `Reading the statement took longer than ${timeoutMs} ms; it was stopped.`,
            ),
          ),
        ),
      timeoutMs,
    );
    const onMessage = (response: StatementWorkerResponse) =>
      finish(() => {
        if (response.type === "done") resolve(response.result);
        else if (response.type === "refused") {
          const { code, message, details, params } = response.error;
          reject(new BankStatementError(code, message, details, { params }));
        } else reject(new Error(`The statement reader failed: ${response.message}`));
      }, response.type !== "failed");
    const onError = (error: Error) =>
      finish(() =>
        reject(
          (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new BankStatementError("TOO_LARGE", "Reading the statement needed more memory than allowed.")
            : error,
        ),
      );
    const onExit = (code: number) =>
      finish(() => reject(new Error(`The statement reader stopped unexpectedly (exit code ${code}).`)));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(request);
  });
}
