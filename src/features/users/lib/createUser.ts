import {
  type InviteUserFieldError,
  type InviteUserPayload,
  type InviteUserResponse,
  isInviteUserFieldError,
} from "../../../lib/inviteUserSchema.ts";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

export const CREATE_USER_PATH = "/api/user/create/";

/** Codes the dialog explains; anything else is UNKNOWN. */
export const CREATE_USER_ERROR_CODES = [
  "NOT_SIGNED_IN",
  "NOT_COMPANY_ADMIN",
  "USER_ALREADY_MEMBER",
  "USER_IS_EXTERNAL",
  "INVALID_REQUEST",
  "INTERNAL",
  "NETWORK_ERROR",
  /** Spec §5: a create response without a user row id. */
  "MALFORMED_RESPONSE",
  "UNKNOWN",
] as const;
export type CreateUserErrorCode = (typeof CREATE_USER_ERROR_CODES)[number] | InviteUserFieldError;

/** The server answers the same for every address (202 `{ userRowId }`): whether the person had
 * an account is not told, and invitation links go to the address by mail only. */
export type CreateUserResult = ({ ok: true } & InviteUserResponse) | { ok: false; code: CreateUserErrorCode };

const isKnownCode = (code: unknown): code is CreateUserErrorCode =>
  isInviteUserFieldError(code) || (CREATE_USER_ERROR_CODES as readonly unknown[]).includes(code);

/** `POST /api/user/create/` with the session cookie; never rejects. */
export async function createUser(
  payload: InviteUserPayload,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CreateUserResult> {
  let res: Response;
  try {
    res = await fetchImpl(CREATE_USER_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Accept-Language": language,
        ...CSRF_HEADERS,
      },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, code: "NETWORK_ERROR" };
  }
  const body: unknown = await res.json().catch(() => null);
  return parseCreateUserResponse(res.status, body);
}

export function parseCreateUserResponse(status: number, body: unknown): CreateUserResult {
  const answer = (body ?? {}) as { userRowId?: unknown; error?: { code?: unknown } };
  if (status >= 200 && status < 300) {
    if (typeof answer.userRowId !== "string" || !answer.userRowId) return { ok: false, code: "MALFORMED_RESPONSE" };
    return { ok: true, userRowId: answer.userRowId };
  }
  const code = answer.error?.code;
  if (isKnownCode(code)) return { ok: false, code };
  if (status === 401) return { ok: false, code: "NOT_SIGNED_IN" };
  if (status === 403) return { ok: false, code: "NOT_COMPANY_ADMIN" };
  if (status >= 500) return { ok: false, code: "INTERNAL" };
  return { ok: false, code: "UNKNOWN" };
}
