/**
 * Typed errors of the file layer. `code` is stable: the processing job stores it on the
 * document and the SPA translates it; never change a code's meaning, add new ones instead.
 */
export type FileErrorCode =
  | "FILE_TOO_LARGE"
  | "FILE_EMPTY"
  | "UNSUPPORTED_TYPE"
  | "PDF_ENCRYPTED"
  | "PDF_DAMAGED"
  | "PDF_TOO_MANY_PAGES"
  | "PDF_EMPTY"
  | "PAGE_RENDER_FAILED"
  /** A page took longer than its time budget (the document goes on without it, pipeline.ts). */
  | "PAGE_RENDER_TIMEOUT"
  /** The whole document took longer than the render pool's time limit. Not a damaged file. */
  | "PROCESSING_TIMEOUT"
  | "IMAGE_TOO_LARGE"
  | "IMAGE_DAMAGED"
  | "IMAGE_TOO_MANY_PAGES"
  | "OCR_FAILED"
  | "OCR_TIMEOUT";

export class FileProcessingError extends Error {
  override readonly name: string = "FileProcessingError";
  readonly code: FileErrorCode;

  constructor(code: FileErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** The upload grew beyond the allowed size; the stream was aborted and nothing was kept. */
export class FileTooLargeError extends FileProcessingError {
  override readonly name = "FileTooLargeError";
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super("FILE_TOO_LARGE", `The file is larger than the limit of ${maxBytes} bytes.`);
    this.maxBytes = maxBytes;
  }
}

export const isFileProcessingError = (e: unknown): e is FileProcessingError => e instanceof FileProcessingError;
