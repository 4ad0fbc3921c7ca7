import i18next from "i18next";
import { type UploadedSourceFile, type UploadTransport, uploadSourceFile } from "./uploadSourceFile.ts";
import { isRetryable, PARALLEL_UPLOADS, precheckFile, type UploadError } from "./uploadRules.ts";

export type LocalUploadState =
  /** Refused before sending (empty, too large, wrong type): the server would refuse it too. */
  | { kind: "refused"; error: UploadError }
  | { kind: "waiting" }
  | { kind: "uploading"; percent: number }
  | { kind: "failed"; error: UploadError }
  | { kind: "uploaded"; sourceFile: UploadedSourceFile };

export interface LocalUpload {
  key: string;
  /** Order of adding: files are sent in this order. */
  sequence: number;
  name: string;
  size: number;
  categoryRowId: string;
  categoryName: string;
  state: LocalUploadState;
}

export interface UploadQueueSnapshot {
  uploads: readonly LocalUpload[];
  /** The server refused for now (too many files in processing); waiting files go later. */
  isPaused: boolean;
}

/** How long to wait before trying again after the server's processing limit was reached. */
export const LIMIT_RETRY_DELAY_MS = 3_000;

let nextSequence = 1;

/**
 * This browser session's uploads of one company: pre-checks each file, sends at most
 * PARALLEL_UPLOADS at once and reports progress. It lives outside React so that uploads go on
 * (and stay listed) when the user leaves the page and comes back.
 */
export class UploadQueue {
  private snapshot: UploadQueueSnapshot = { uploads: [], isPaused: false };
  private readonly files = new Map<string, File>();
  private readonly listeners = new Set<() => void>();
  private resumeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly clientCompanyRowId: string,
    private readonly transport: UploadTransport = uploadSourceFile,
    private readonly parallel = PARALLEL_UPLOADS,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): UploadQueueSnapshot => this.snapshot;

  /** Adds files for one category; obvious refusals are marked at once, the rest queued. */
  add(files: readonly File[], category: { rowId: string; name: string }): void {
    const added = files.map((file): LocalUpload => {
      const sequence = nextSequence++;
      const key = `upload-${sequence}`;
      this.files.set(key, file);
      const refusal = precheckFile(file);
      return {
        key,
        sequence,
        name: file.name,
        size: file.size,
        categoryRowId: category.rowId,
        categoryName: category.name,
        state: refusal ? { kind: "refused", error: refusal } : { kind: "waiting" },
      };
    });
    // The newest drop on top, its files in the order given.
    this.set({ ...this.snapshot, uploads: [...added, ...this.snapshot.uploads] });
    this.pump();
  }

  /** Sends a failed file again. */
  retry(key: string): void {
    const upload = this.snapshot.uploads.find((entry) => entry.key === key);
    if (upload?.state.kind !== "failed" || !this.files.has(key)) return;
    this.setState(key, { kind: "waiting" });
    this.pump();
  }

  /** Forgets a refused or failed file. */
  dismiss(key: string): void {
    this.files.delete(key);
    this.set({ ...this.snapshot, uploads: this.snapshot.uploads.filter((entry) => entry.key !== key) });
  }

  private pump(): void {
    if (this.snapshot.isPaused) return;
    const uploads = this.snapshot.uploads;
    let running = uploads.filter((entry) => entry.state.kind === "uploading").length;
    for (const entry of [...uploads].sort((a, b) => a.sequence - b.sequence)) {
      if (running >= this.parallel) break;
      if (entry.state.kind !== "waiting") continue;
      running += 1;
      void this.send(entry);
    }
  }

  private async send(entry: LocalUpload): Promise<void> {
    const file = this.files.get(entry.key);
    if (!file) return;
    this.setState(entry.key, { kind: "uploading", percent: 0 });
    const result = await this.transport({
      file,
      clientCompanyRowId: this.clientCompanyRowId,
      categoryRowId: entry.categoryRowId,
      language: i18next.language,
      onProgress: (percent) => this.setState(entry.key, { kind: "uploading", percent }),
    });
    if (result.ok) {
      this.files.delete(entry.key);
      this.setState(entry.key, { kind: "uploaded", sourceFile: result.sourceFile });
    } else if (result.error.code === "SOURCE_FILE_LIMIT_REACHED") {
      // Not the file's fault: it waits, and so do the others, until there is room again.
      this.setState(entry.key, { kind: "waiting" });
      this.pause();
    } else {
      if (!isRetryable(result.error)) this.files.delete(entry.key);
      this.setState(entry.key, { kind: "failed", error: result.error });
    }
    this.pump();
  }

  private pause(): void {
    if (!this.snapshot.isPaused) this.set({ ...this.snapshot, isPaused: true });
    clearTimeout(this.resumeTimer);
    this.resumeTimer = setTimeout(() => {
      this.set({ ...this.snapshot, isPaused: false });
      this.pump();
    }, LIMIT_RETRY_DELAY_MS);
  }

  private setState(key: string, state: LocalUploadState): void {
    this.set({
      ...this.snapshot,
      uploads: this.snapshot.uploads.map((entry) => (entry.key === key ? { ...entry, state } : entry)),
    });
  }

  private set(snapshot: UploadQueueSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

const queues = new Map<string, UploadQueue>();
let transport: UploadTransport = uploadSourceFile;

/** The upload queue of a user in a company for this browser session. */
export function uploadQueueFor(userRowId: string, clientCompanyRowId: string): UploadQueue {
  const key = `${userRowId}:${clientCompanyRowId}`;
  let queue = queues.get(key);
  if (!queue) {
    queue = new UploadQueue(clientCompanyRowId, (request) => transport(request));
    queues.set(key, queue);
  }
  return queue;
}

/** Tests: forget every queue and send files through the given transport. */
export function resetUploadQueues(testTransport: UploadTransport = uploadSourceFile): void {
  queues.clear();
  transport = testTransport;
}
