/**
 * Text recognition with the tesseract command-line program (Debian: tesseract-ocr,
 * tesseract-ocr-deu, tesseract-ocr-eng). Optional: without the binary, or without the German
 * and English models, `Ocr.detect()` returns null and scans are stored without text.
 *
 * The program runs as a child process (no shell), image on stdin, text on stdout, with a
 * time limit (SIGKILL when exceeded) and a cap on the output it may produce.
 */
import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, isAbsolute, join } from "node:path";
import { FileProcessingError } from "./errors.ts";

export const OCR_LANGUAGES = ["deu", "eng"] as const;
/** Pages are rendered at this resolution for OCR. */
export const OCR_DPI = 300;
const DEFAULT_TIMEOUT_MS = 120_000;
const DETECT_TIMEOUT_MS = 10_000;
/** More text than this from one page is nonsense; the rest is dropped. */
const MAX_OUTPUT_BYTES = 1024 * 1024;

export interface RecognizeOptions {
  /** Resolution of the image, if known (rendered PDF pages); tesseract guesses otherwise. */
  dpi?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
  truncated: boolean;
}

function run(
  bin: string,
  args: string[],
  input: Uint8Array | null,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      stdio: ["pipe", "pipe", "pipe"],
      shell: false,
      // One thread per process: tesseract's OpenMP threads make a single page only slightly
      // faster and would compete with the web server on a small machine.
      env: { ...process.env, OMP_THREAD_LIMIT: "1" },
    });
    const out: Buffer[] = [];
    let outSize = 0;
    let stderr = "";
    let timedOut = false;
    let truncated = false;
    const kill = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, opts.timeoutMs);
    const onAbort = () => kill();
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      if (truncated) return;
      if (outSize + chunk.length > MAX_OUTPUT_BYTES) {
        out.push(chunk.subarray(0, MAX_OUTPUT_BYTES - outSize));
        outSize = MAX_OUTPUT_BYTES;
        truncated = true;
        kill();
        return;
      }
      out.push(chunk);
      outSize += chunk.length;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 8192) stderr += chunk.toString("utf8");
    });
    // The child may exit before reading all of its input (EPIPE): the exit code tells.
    child.stdin.on("error", () => {});
    child.on("error", (e) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      reject(e);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      resolve({ code, signal, stdout: Buffer.concat(out), stderr, timedOut, truncated });
    });
    child.stdin.end(input ?? undefined);
  });
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function findBinary(): Promise<string | null> {
  const configured = process.env.TESSERACT_PATH;
  if (configured) return isAbsolute(configured) && (await isExecutable(configured)) ? configured : null;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, "tesseract");
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

export class Ocr {
  readonly binary: string;
  readonly languages: string;

  private constructor(binary: string) {
    this.binary = binary;
    this.languages = OCR_LANGUAGES.join("+");
  }

  /**
   * The installed tesseract, if there is one with German and English models: TESSERACT_PATH
   * (an absolute path) or `tesseract` on PATH. Null otherwise; never throws.
   */
  static async detect(): Promise<Ocr | null> {
    try {
      const binary = await findBinary();
      if (!binary) return null;
      const result = await run(binary, ["--list-langs"], null, { timeoutMs: DETECT_TIMEOUT_MS });
      if (result.code !== 0) return null;
      // Tesseract 5 lists on stdout, older versions on stderr.
      const langs = new Set(
        `${result.stdout.toString("utf8")}\n${result.stderr}`.split(/\r?\n/).map((line) => line.trim()),
      );
      return OCR_LANGUAGES.every((l) => langs.has(l)) ? new Ocr(binary) : null;
    } catch {
      return null;
    }
  }

  /** The text of an image (PNG, or anything Leptonica reads). */
  async recognize(image: Uint8Array, opts: RecognizeOptions = {}): Promise<string> {
    const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // psm 4 (one column of lines of varying size) keeps label and amount of a totals row on one line,
    // as the text layer of a PDF does; psm 3 reads the amount column as a separate block.
    const args = ["stdin", "stdout", "-l", this.languages, "--psm", "4", "-c", "preserve_interword_spaces=1"];
    if (opts.dpi) args.push("--dpi", String(Math.round(opts.dpi)));
    let result: RunResult;
    try {
      result = await run(this.binary, args, image, { timeoutMs, signal: opts.signal });
    } catch (e) {
      throw new FileProcessingError("OCR_FAILED", `tesseract could not be started: ${String(e)}`, { cause: e });
    }
    if (result.timedOut) throw new FileProcessingError("OCR_TIMEOUT", `OCR took longer than ${timeoutMs} ms.`);
    if (opts.signal?.aborted) throw opts.signal.reason;
    if (!result.truncated && result.code !== 0) {
      const detail = result.stderr.trim().split("\n").slice(-3).join(" ");
      throw new FileProcessingError("OCR_FAILED", `tesseract failed (${result.code ?? result.signal}): ${detail}`);
    }
    return result.stdout.toString("utf8").replace(/\f/g, "").trim();
  }
}
