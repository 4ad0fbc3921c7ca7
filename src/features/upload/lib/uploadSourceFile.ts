import { isUploadErrorCode, type UploadError } from "./uploadRules.ts";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../lib/csrf.ts";

export const SOURCE_FILES_PATH = "/api/source-files";

export interface UploadedSourceFile {
  rowId: string;
  name: string;
  status: string;
  duplicateDocumentRowId?: string | null;
}

export type UploadResult = { ok: true; sourceFile: UploadedSourceFile } | { ok: false; error: UploadError };

export interface UploadRequest {
  file: File;
  clientCompanyRowId: string;
  /** Optional with documentToUpdateRowId: the new version then keeps the older one's category. */
  categoryRowId?: string;
  /** An update-file upload: the file becomes the newer version of this document. */
  documentToUpdateRowId?: string;
  /** Language of the server's own messages (Accept-Language). */
  language?: string;
  onProgress?: (percent: number) => void;
}

/** Sends one file; resolves with the server's answer (never rejects). */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResult>;

interface ErrorBody {
  error?: { code?: unknown; params?: Record<string, string | number> };
  rejected?: { code?: unknown; params?: Record<string, string | number> }[];
  sourceFiles?: UploadedSourceFile[];
}

/** Reads an answer of `POST /api/source-files` (status 0: no answer at all). */
export function parseUploadResponse(status: number, text: string): UploadResult {
  if (status === 0) return { ok: false, error: { code: "NETWORK" } };
  let body: ErrorBody | null;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    body = null;
  }
  const accepted = body?.sourceFiles?.[0];
  if (status >= 200 && status < 300 && accepted?.rowId) return { ok: true, sourceFile: accepted };
  const failure = body?.error ?? body?.rejected?.[0];
  if (failure && isUploadErrorCode(failure.code)) {
    return {
      ok: false,
      error: failure.params ? { code: failure.code, params: failure.params } : { code: failure.code },
    };
  }
  if (status === 401) return { ok: false, error: { code: "NOT_SIGNED_IN" } };
  if (status === 403) return { ok: false, error: { code: "FORBIDDEN" } };
  if (status === 413) return { ok: false, error: { code: "FILE_TOO_LARGE", params: { maxMegabytes: 50 } } };
  if (status === 429) return { ok: false, error: { code: "SOURCE_FILE_LIMIT_REACHED" } };
  if (status >= 500) return { ok: false, error: { code: "INTERNAL" } };
  // A code this page does not know (e.g. an update-file refusal) is kept for who does.
  return {
    ok: false,
    error: typeof failure?.code === "string" ? { code: "UNKNOWN", serverCode: failure.code } : { code: "UNKNOWN" },
  };
}

/** The browser transport: one multipart request per file (part `file`) through
 * XMLHttpRequest, the only browser API that reports upload progress. The session cookie
 * goes along (same origin). */
export const uploadSourceFile: UploadTransport = (request) =>
  new Promise((resolve) => {
    const query = new URLSearchParams({ clientCompanyRowId: request.clientCompanyRowId });
    if (request.categoryRowId) query.set("categoryRowId", request.categoryRowId);
    if (request.documentToUpdateRowId) query.set("documentToUpdateRowId", request.documentToUpdateRowId);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${SOURCE_FILES_PATH}?${query}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    if (request.language) xhr.setRequestHeader("Accept-Language", request.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => resolve(parseUploadResponse(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, error: { code: "NETWORK" } });
    xhr.onabort = () => resolve({ ok: false, error: { code: "NETWORK" } });
    xhr.ontimeout = () => resolve({ ok: false, error: { code: "NETWORK" } });
    const body = new FormData();
    body.append("file", request.file, request.file.name);
    xhr.send(body);
  });
