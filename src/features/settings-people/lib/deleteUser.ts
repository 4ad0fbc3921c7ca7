import { CSRF_HEADERS } from "../../../lib/csrf.ts";

/** What went wrong, as a code `error.codes` translates (NETWORK_ERROR when the server is not reached). */
export type DeleteUserResult = { ok: true } | { ok: false; code: string; params?: Record<string, unknown> };

/** `DELETE /api/user/delete/{id}/` (spec part 1 §7): super admins delete another user. Their
 * documents and comments stay; the author shows as a deleted user. Never rejects. */
export async function deleteUser(
  userRowId: string,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DeleteUserResult> {
  let res: Response;
  try {
    res = await fetchImpl(`/api/user/delete/${encodeURIComponent(userRowId)}/`, {
      method: "DELETE",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": language, ...CSRF_HEADERS },
    });
  } catch {
    return { ok: false, code: "NETWORK_ERROR" };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: unknown; params?: Record<string, unknown> };
  } | null;
  const code = typeof body?.error?.code === "string" ? body.error.code : res.status >= 500 ? "INTERNAL" : "HTTP_ERROR";
  return { ok: false, code, ...(body?.error?.params ? { params: body.error.params } : {}) };
}
