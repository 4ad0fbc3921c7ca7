import { CSRF_HEADERS } from "../../../lib/csrf.ts";

/** The intake-log entry of the test mail, or a code `error.codes` translates (NETWORK_ERROR when the server is not reached). */
export type TestMailResult =
  | { ok: true; inboundEmailRowId: string; outcome: "ACCEPTED" | "REFUSED" | "IGNORED"; reason: string | null }
  | { ok: false; code: string };

/** `POST /api/mail-intake/test-mail` (company admins): a real mail with a sample PDF through the
 * inbound server to the company's address; answers once it was taken in (or refused). Never rejects. */
export async function sendTestMail(
  clientCompanyRowId: string,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TestMailResult> {
  let res: Response;
  try {
    res = await fetchImpl(`/api/mail-intake/test-mail?clientCompanyRowId=${encodeURIComponent(clientCompanyRowId)}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": language, ...CSRF_HEADERS },
    });
  } catch {
    return { ok: false, code: "NETWORK_ERROR" };
  }
  const body = (await res.json().catch(() => null)) as {
    inboundEmailRowId?: unknown;
    outcome?: unknown;
    reason?: unknown;
    error?: { code?: unknown };
  } | null;
  if (res.ok && typeof body?.inboundEmailRowId === "string" && typeof body.outcome === "string") {
    return {
      ok: true,
      inboundEmailRowId: body.inboundEmailRowId,
      outcome: body.outcome as "ACCEPTED" | "REFUSED" | "IGNORED",
      reason: typeof body.reason === "string" ? body.reason : null,
    };
  }
  const code = typeof body?.error?.code === "string" ? body.error.code : res.status >= 500 ? "INTERNAL" : "HTTP_ERROR";
  return { ok: false, code };
}
