import { CSRF_HEADERS } from "../../../lib/csrf.ts";

export const RESEND_INVITATION_PATH = "/api/user/resend-invitation/";

/** What went wrong, as a code `error.codes` translates (NETWORK_ERROR when the server is not reached). */
export type ResendInvitationResult = { ok: true } | { ok: false; code: string; params?: Record<string, unknown> };

/** `POST /api/user/resend-invitation/ { userRowId }`: a new link to set the first password,
 * mailed to the person (the old link stops working). Never rejects. */
export async function resendInvitation(
  userRowId: string,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ResendInvitationResult> {
  let res: Response;
  try {
    res = await fetchImpl(RESEND_INVITATION_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Accept-Language": language,
        ...CSRF_HEADERS,
      },
      body: JSON.stringify({ userRowId }),
    });
  } catch {
    return { ok: false, code: "NETWORK_ERROR" };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; params?: unknown } } | null;
  const code = typeof body?.error?.code === "string" ? body.error.code : res.status >= 500 ? "INTERNAL" : "HTTP_ERROR";
  const params =
    body?.error?.params && typeof body.error.params === "object"
      ? (body.error.params as Record<string, unknown>)
      : undefined;
  return { ok: false, code, ...(params ? { params } : {}) };
}
