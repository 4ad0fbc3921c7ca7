// What the upload page checks before sending a file. The server decides (it types files by
// their content, not their name); these checks only spare the user a pointless upload.

export const MAX_UPLOAD_MEGABYTES = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;
/** Files accepted in one drop or selection; more are refused as a whole. */
export const MAX_FILES_PER_DROP = 100;
/** Uploads sent at the same time. */
export const PARALLEL_UPLOADS = 3;

const ACCEPTED_EXTENSIONS = ["pdf", "png", "jpg", "jpeg", "tif", "tiff", "xml"];
const ACCEPTED_MEDIA_TYPES = /^(application\/pdf|image\/(png|jpeg|tiff)|(text|application)\/xml)$/i;

/** The file input's `accept`: the extensions plus their media types. */
export const FILE_INPUT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.tif,.tiff,.xml,application/pdf,image/*,text/xml,application/xml";

/** The codes of the upload endpoint's error answers, plus NETWORK (no answer at all) and
 * UNKNOWN (an answer we cannot read). */
export const UPLOAD_ERROR_CODES = [
  "NOT_SIGNED_IN",
  "FORBIDDEN",
  "INVALID_REQUEST",
  "UNSUPPORTED_FILE_TYPE",
  "FILE_TOO_LARGE",
  "EMPTY_FILE",
  "SOURCE_FILE_LIMIT_REACHED",
  "STORAGE_QUOTA_EXCEEDED",
  "TOO_MANY_FILES",
  "STORAGE_UNAVAILABLE",
  "INTERNAL",
  "NETWORK",
  "UNKNOWN",
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export interface UploadError {
  code: UploadErrorCode;
  params?: Record<string, string | number>;
  /** With UNKNOWN: the code the server answered, when it is one this page does not know. */
  serverCode?: string;
}

export const isUploadErrorCode = (code: unknown): code is UploadErrorCode =>
  typeof code === "string" && (UPLOAD_ERROR_CODES as readonly string[]).includes(code);

/** Failures worth another try as they are (the file itself was not the problem). */
export function isRetryable(error: UploadError): boolean {
  return ["NETWORK", "INTERNAL", "UNKNOWN", "SOURCE_FILE_LIMIT_REACHED", "INVALID_REQUEST"].includes(error.code);
}

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
}

/** The refusal the server would certainly give, known without sending the file. */
export function precheckFile(file: Pick<File, "name" | "size" | "type">): UploadError | null {
  if (file.size === 0) return { code: "EMPTY_FILE" };
  if (file.size > MAX_UPLOAD_BYTES) return { code: "FILE_TOO_LARGE", params: { maxMegabytes: MAX_UPLOAD_MEGABYTES } };
  const extension = extensionOf(file.name);
  const isAccepted = extension
    ? ACCEPTED_EXTENSIONS.includes(extension)
    : file.type === "" || ACCEPTED_MEDIA_TYPES.test(file.type);
  return isAccepted ? null : { code: "UNSUPPORTED_FILE_TYPE" };
}
