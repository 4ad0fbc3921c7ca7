import { CSRF_HEADERS } from "../../../lib/csrf.ts";
import { clientCompanyLogoUrl } from "../../../lib/clientCompanyLogo.ts";

export const LOGO_UPLOAD_PATH = "/api/client-company-logo";

/** What went wrong, as a code `error.codes` translates (NETWORK_ERROR when the server is not reached). */
export type LogoResult = { ok: true } | { ok: false; code: string };

async function answerOf(request: () => Promise<Response>): Promise<LogoResult> {
  let res: Response;
  try {
    res = await request();
  } catch {
    return { ok: false, code: "NETWORK_ERROR" };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown } } | null;
  const code = typeof body?.error?.code === "string" ? body.error.code : res.status >= 500 ? "INTERNAL" : "HTTP_ERROR";
  return { ok: false, code };
}

/** `POST /api/client-company-logo` (multipart): the company's new logo. Never rejects. */
export function uploadClientCompanyLogo(
  clientCompanyRowId: string,
  file: File,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LogoResult> {
  const form = new FormData();
  form.set("clientCompanyRowId", clientCompanyRowId);
  form.set("file", file);
  return answerOf(() =>
    fetchImpl(LOGO_UPLOAD_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": language, ...CSRF_HEADERS },
      body: form,
    }),
  );
}

/** `DELETE /api/client-company-logo/{id}`: back to no logo of its own. Never rejects. */
export function removeClientCompanyLogo(
  clientCompanyRowId: string,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LogoResult> {
  return answerOf(() =>
    fetchImpl(clientCompanyLogoUrl(clientCompanyRowId), {
      method: "DELETE",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": language, ...CSRF_HEADERS },
    }),
  );
}
