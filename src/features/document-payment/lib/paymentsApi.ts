import { z } from "zod";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

// The payment REST calls (server/api/payments.ts). Payloads are checked with the server's
// rules before they leave, answers with zod when they arrive; errors come as
// `{ error: { code, message } }` (message already in the user's language) and a refused
// payment adds `refusals: [{ documentRowId, code }]`.

export const PAYMENTS_API_PATH = "/api/payments";

const uuid = z.guid();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const SEPA_SCHEMA_VERSIONS = ["pain.001.001.09", "pain.001.001.03"] as const;
export type SepaSchemaVersion = (typeof SEPA_SCHEMA_VERSIONS)[number];

export const sepaFileRequestSchema = z.object({
  clientCompanyRowId: uuid,
  documentRowIds: z.array(uuid).min(1).max(500),
  moneyAccountRowId: uuid,
  requestedDate: isoDate.optional(),
  schemaVersion: z.enum(SEPA_SCHEMA_VERSIONS).optional(),
  confirmUnverifiedIbanDocumentRowIds: z.array(uuid).max(500).optional(),
});
export type SepaFileRequest = z.infer<typeof sepaFileRequestSchema>;

const sepaFileResponseSchema = z.object({
  sepaFile: z.object({
    rowId: uuid,
    messageId: z.string(),
    fileName: z.string().min(1),
    numberOfTransactions: z.number().int(),
    controlSum: z.string(),
    downloadUrl: z.string().startsWith("/api/"),
  }),
  bankPaymentRowIds: z.array(uuid),
});
export type SepaFileResponse = z.infer<typeof sepaFileResponseSchema>;

const epcQrResponseSchema = z.object({
  payload: z.string(),
  svg: z.string().startsWith("<svg"),
  amount: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  recipientName: z.string(),
  purpose: z.string(),
  discountPercent: z.string().nullable(),
  hasUnverifiedIban: z.boolean(),
});
export type EpcQrResponse = z.infer<typeof epcQrResponseSchema>;

/** The reminder's limits are the server's (ReminderRequest). */
export const paymentReminderRequestSchema = z.object({
  documentRowId: uuid,
  receiver: z.email().max(254),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  ccMe: z.boolean(),
  attachDocument: z.boolean(),
});
export type PaymentReminderRequest = z.infer<typeof paymentReminderRequestSchema>;

const reminderResponseSchema = z.object({ sent: z.literal(true) });

const refusalSchema = z.object({ documentRowId: uuid, code: z.string().min(1) });
export type PaymentRefusal = z.infer<typeof refusalSchema>;

const errorBodySchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().optional() }),
  refusals: z.array(refusalSchema).optional(),
});

/** A failed call: the server's code, its message (null when none came) and, for a refused
 * payment, the reason per document. */
export interface PaymentsError {
  code: string;
  message: string | null;
  status: number;
  refusals: PaymentRefusal[];
}

export type PaymentsResult<T> = { ok: true; data: T } | { ok: false; error: PaymentsError };

/** Codes this client produces itself. */
export const PAYMENTS_CLIENT_ERROR_CODES = [
  "NETWORK_ERROR",
  "MALFORMED_RESPONSE",
  "INVALID_REQUEST",
  "UNKNOWN",
] as const;

export interface PaymentsRequestOptions {
  /** Language of the server's messages (Accept-Language). */
  language: string;
  fetchImpl?: typeof fetch;
}

const failure = (code: string, status = 0): { ok: false; error: PaymentsError } => ({
  ok: false,
  error: { code, message: null, status, refusals: [] },
});

/** Reads an answer: the expected shape on success, else the server's error. */
export function parsePaymentsResponse<S extends z.ZodType>(
  status: number,
  body: unknown,
  schema: S,
): PaymentsResult<z.output<S>> {
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, data: parsed.data } : failure("MALFORMED_RESPONSE", status);
  }
  const error = errorBodySchema.safeParse(body);
  if (!error.success) return failure("UNKNOWN", status);
  return {
    ok: false,
    error: {
      code: error.data.error.code,
      message: error.data.error.message?.trim() || null,
      status,
      refusals: error.data.refusals ?? [],
    },
  };
}

async function call<S extends z.ZodType>(
  method: "GET" | "POST",
  path: string,
  schema: S,
  options: PaymentsRequestOptions,
  body?: unknown,
): Promise<PaymentsResult<z.output<S>>> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(`${PAYMENTS_API_PATH}${path}`, {
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
    });
  } catch {
    return failure("NETWORK_ERROR");
  }
  const json: unknown = await response.json().catch(() => null);
  return parsePaymentsResponse(response.status, json, schema);
}

/** Writes a SEPA credit-transfer (pain.001) or direct-debit (pain.008) file for the
 * invoices; all or nothing. */
export function createSepaFile(
  kind: "CREDIT_TRANSFER" | "DIRECT_DEBIT",
  request: SepaFileRequest,
  options: PaymentsRequestOptions,
) {
  const checked = sepaFileRequestSchema.safeParse(request);
  if (!checked.success) return Promise.resolve(failure("INVALID_REQUEST"));
  const path = kind === "CREDIT_TRANSFER" ? "/sepa-credit-transfer" : "/sepa-direct-debit";
  return call("POST", path, sepaFileResponseSchema, options, checked.data);
}

/** The GiroCode (EPC QR code) for paying the invoice from a banking app. */
export function fetchEpcQr(documentRowId: string, options: PaymentsRequestOptions) {
  if (!uuid.safeParse(documentRowId).success) return Promise.resolve(failure("INVALID_REQUEST"));
  return call("GET", `/epc-qr?documentRowId=${encodeURIComponent(documentRowId)}`, epcQrResponseSchema, options);
}

/** Records the payment reminder in the document's history and queues its e-mail. */
export function sendPaymentReminder(request: PaymentReminderRequest, options: PaymentsRequestOptions) {
  const checked = paymentReminderRequestSchema.safeParse(request);
  if (!checked.success) return Promise.resolve(failure("INVALID_REQUEST"));
  return call("POST", "/reminder", reminderResponseSchema, options, checked.data);
}

/** Starts the browser's download of a file the server serves as an attachment (its name
 * comes in Content-Disposition). */
export function downloadFile(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}
