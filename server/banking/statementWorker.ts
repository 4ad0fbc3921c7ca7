/**
 * A worker thread that reads one statement file (statementReader.ts): the parsers run here,
 * off the main thread, so a slow or hostile file never stalls the HTTP server's event loop,
 * and the main thread can stop it when it takes too long.
 */
import { parentPort } from "node:worker_threads";
import { isBankStatementError, readStatementUpload } from "../domain/bank-statements/index.ts";
import type { StatementWorkerRequest, StatementWorkerResponse } from "./statementReader.ts";

if (!parentPort) throw new Error("statementWorker.ts runs only as a worker thread.");
const port = parentPort;

port.on("message", (request: StatementWorkerRequest) => {
  let response: StatementWorkerResponse;
  try {
    response = { type: "done", result: readStatementUpload(request.bytes, request.fileName, request.csvMapping) };
  } catch (error) {
    response = isBankStatementError(error)
      ? {
          type: "refused",
          error: { code: error.code, message: error.message, details: error.details, params: error.params },
        }
      : { type: "failed", message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response);
});
