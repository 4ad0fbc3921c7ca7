import { z } from "zod";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

// The bank-access REST calls (spec §7). Answers are checked with zod at this edge; errors
// come as `{ error: { code, message } }` with `message` already in the user's language.

export const XS2A_API_PATH = "/api/xs2a";

/** A failed call: the server's code (kept for tests and decisions) and a text for people.
 * `message` is null when the server sent none (network failure, malformed answer); the UI
 * then shows its own translation of `code`. */
export interface Xs2aError {
  code: string;
  message: string | null;
  status: number;
}

export type Xs2aResult<T> = { ok: true; data: T } | { ok: false; error: Xs2aError };

/** Codes this client itself produces; their texts are in `bankConnections.errors`. */
export const XS2A_CLIENT_ERROR_CODES = ["NETWORK_ERROR", "MALFORMED_RESPONSE", "INVALID_REQUEST", "UNKNOWN"] as const;

const uuid = z.guid();

export const wizardModeSchema = z.enum(["ADD", "UPDATE", "PAY"]);
export type WizardMode = z.infer<typeof wizardModeSchema>;

const sessionSchema = z.object({ sessionId: z.string().min(1) });
const sessionKeySchema = z.object({ key: z.string().min(1), widgetUrl: z.string().min(1), mode: wizardModeSchema });
const finishSchema = z.object({ state: z.literal("FINISHED"), connectionRowId: uuid.nullable().optional() });
const abortSchema = z.object({ state: z.literal("ABORTED") });
const syncSchema = z.object({ sessionId: z.string().min(1).nullable() });
const deleteSchema = z.object({ deleted: z.literal(true) });
const linkResultSchema = z.object({
  accounts: z.array(z.object({ id: uuid, moneyAccountRowId: uuid.nullable() })),
});
const paymentSchema = z.object({ sessionId: z.string().min(1), bankPaymentRowIds: z.array(uuid) });
const errorBodySchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().optional() }),
});

/** One account's link: a client company, or null to unlink. Only these two keys are sent. */
export const accountLinkSchema = z.object({ id: uuid, clientCompanyId: uuid.nullable() });
export type AccountLink = z.infer<typeof accountLinkSchema>;
export const linkUnlinkPayloadSchema = z.object({ accounts: z.array(accountLinkSchema).min(1).max(100) });

export const bankPaymentPayloadSchema = z.object({
  documentIds: z.array(uuid).min(1).max(50),
  moneyAccountRowId: uuid,
  executionDate: z.iso.date().optional(),
  confirmUnverifiedIban: z.boolean().optional(),
});
export type BankPaymentPayload = z.infer<typeof bankPaymentPayloadSchema>;

export interface Xs2aRequestOptions {
  /** Language of the server's messages (Accept-Language). */
  language: string;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

async function call<S extends z.ZodType>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  schema: S,
  options: Xs2aRequestOptions,
  body?: unknown,
): Promise<Xs2aResult<z.output<S>>> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(`${XS2A_API_PATH}${path}`, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        Accept: "application/json",
        "Accept-Language": options.language,
        ...CSRF_HEADERS,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return { ok: false, error: { code: "NETWORK_ERROR", message: null, status: 0 } };
  }
  const json: unknown = await response.json().catch(() => null);
  return parseXs2aResponse(response.status, json, schema);
}

/** Reads an answer: the expected shape on success, else the server's error (or a code of
 * our own when the answer says nothing usable). */
export function parseXs2aResponse<S extends z.ZodType>(
  status: number,
  body: unknown,
  schema: S,
): Xs2aResult<z.output<S>> {
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, error: { code: "MALFORMED_RESPONSE", message: null, status } };
  }
  const failure = errorBodySchema.safeParse(body);
  if (failure.success) {
    const message = failure.data.error.message?.trim();
    return { ok: false, error: { code: failure.data.error.code, message: message || null, status } };
  }
  return { ok: false, error: { code: "UNKNOWN", message: null, status } };
}

const segment = (value: string) => encodeURIComponent(value);

/** Starts adding a bank connection; the company is a hint for linking its accounts. */
export const initBankSync = (clientCompanyId: string | undefined, options: Xs2aRequestOptions) =>
  call("POST", "/init/bank-sync/", sessionSchema, options, clientCompanyId ? { clientCompanyId } : {});

/** A fresh key (secret: never logged or shown) and the widget's script for a wizard session. */
export const fetchWizardSessionKey = (sessionId: string, options: Xs2aRequestOptions) =>
  call("GET", `/wizard-session-key/${segment(sessionId)}/`, sessionKeySchema, options);

export const finishWizard = (sessionId: string, options: Xs2aRequestOptions) =>
  call("POST", `/wizard-finish/${segment(sessionId)}/`, finishSchema, options);

export const abortWizard = (sessionId: string, options: Xs2aRequestOptions) =>
  call("POST", `/wizard-abort/${segment(sessionId)}/`, abortSchema, options, {});

/** A session id when the bank wants the user (update dialog), null when a direct sync began. */
export const syncConnection = (connectionRowId: string, options: Xs2aRequestOptions) =>
  call("POST", `/sync-connection/${segment(connectionRowId)}/`, syncSchema, options);

export const deleteConnection = (connectionRowId: string, options: Xs2aRequestOptions) =>
  call("DELETE", `/delete-connection/${segment(connectionRowId)}/`, deleteSchema, options);

const invalidRequest = { ok: false, error: { code: "INVALID_REQUEST", message: null, status: 0 } } as const;

/** Links or unlinks accounts; sends exactly `{ id, clientCompanyId }` per account (zod strips
 * anything else). */
export function linkUnlinkAccounts(accounts: readonly AccountLink[], options: Xs2aRequestOptions) {
  const payload = linkUnlinkPayloadSchema.safeParse({ accounts });
  if (!payload.success) return Promise.resolve(invalidRequest);
  return call("POST", "/link-unlink-accounts/", linkResultSchema, options, payload.data);
}

/** Starts a payment through the bank: a PAY wizard session for the bank connection dialog. */
export function initBankPayment(payload: BankPaymentPayload, options: Xs2aRequestOptions) {
  const checked = bankPaymentPayloadSchema.safeParse(payload);
  if (!checked.success) return Promise.resolve(invalidRequest);
  return call("POST", "/init/bank-payment/", paymentSchema, options, checked.data);
}
