import { expect } from "vitest";
import { appFetch } from "./http.ts";
import type { TestServer } from "./testServer.ts";

export interface UploadTarget {
  server: TestServer;
  cookie: string;
  clientCompanyRowId: string;
  categoryRowId: string;
}

export interface ProcessedSourceFile {
  rowId: string;
  status: "DONE" | "FAILED" | "DUPLICATE";
  documentId: string | null;
  processingError: string | null;
}

/**
 * Uploads one file through the real upload route (as the SPA does: multipart with the request
 * header), then waits until the worker has processed it — no fixed wait: the outcome decides,
 * and the integration project's test timeout bounds it.
 */
export async function uploadAndProcess(
  { server, cookie, clientCompanyRowId, categoryRowId }: UploadTarget,
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
): Promise<ProcessedSourceFile> {
  const form = new FormData();
  const bytes: Uint8Array<ArrayBuffer> = typeof content === "string" ? new TextEncoder().encode(content) : content;
  form.append("file", new Blob([bytes]), name);
  const params = new URLSearchParams({ clientCompanyRowId, categoryRowId });
  const res = await appFetch(`${server.url}/api/source-files?${params}`, {
    method: "POST",
    body: form,
    headers: { cookie, ...headers },
  });
  expect(res.status).toBe(201);
  const rowId = ((await res.json()) as { sourceFiles: { rowId: string }[] }).sourceFiles[0]!.rowId;
  for (;;) {
    const { rows } = await server.ownerPool.query<{
      status: string;
      document_id: string | null;
      processing_error: string | null;
    }>("select status, document_id, processing_error from app_public.source_files where id = $1", [rowId]);
    const row = rows[0];
    if (row && (row.status === "DONE" || row.status === "FAILED" || row.status === "DUPLICATE")) {
      return { rowId, status: row.status, documentId: row.document_id, processingError: row.processing_error };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
