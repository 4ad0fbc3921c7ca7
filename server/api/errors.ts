import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ServerLanguage, translate } from "../lib/i18n.ts";

/**
 * Errors of the REST API: a stable code the SPA translates, an HTTP status, and a message in
 * the caller's language (German unless the request prefers English) for every other client.
 * The message is the SPA's own text for the code (`error.codes`, common.json), or where the
 * API says more than the SPA shows (the place in a file, a count) its own
 * (`server.apiErrors`, server.json); both through server/lib/i18n.ts.
 */
const STATUS = {
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  TOO_MANY_FILES: 400,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_TOO_LARGE: 413,
  EMPTY_FILE: 400,
  STORAGE_QUOTA_EXCEEDED: 413,
  SOURCE_FILE_LIMIT_REACHED: 429,
  DOCUMENT_TO_UPDATE_NOT_FOUND: 404,
  DOCUMENT_TO_UPDATE_SUPERSEDED: 409,
  DOCUMENT_TO_UPDATE_LOCKED: 409,
  NOT_COMPANY_ADMIN: 403,
  USER_ALREADY_MEMBER: 409,
  USER_IS_EXTERNAL: 409,
  INVITATION_NOT_ALLOWED: 403,
  USER_HAS_PASSWORD: 409,
  TITLE_TOO_LONG: 400,
  FIRST_NAME_REQUIRED: 400,
  FIRST_NAME_TOO_LONG: 400,
  LAST_NAME_REQUIRED: 400,
  LAST_NAME_TOO_LONG: 400,
  EMAIL_INVALID: 400,
  LANGUAGE_INVALID: 400,
  UPDATE_NOTIFICATION_INVALID: 400,
  ROLE_INVALID: 400,
  SUPER_ADMIN_ONLY: 403,
  CANNOT_DELETE_SELF: 403,
  USER_IS_LAST_ADMIN: 409,
  USER_NOT_FOUND: 404,
  CROSS_ORIGIN_REQUEST: 403,
  CSRF_HEADER_MISSING: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  STORAGE_UNAVAILABLE: 503,
  RANGE_NOT_SATISFIABLE: 416,
  // A booking export's file no longer matches the checksum stored when it was written.
  EXPORT_FILE_CHANGED: 409,
  INTERNAL: 500,
  IDENTITY_PROVIDER_UNREACHABLE: 502,
  NEWS_FEED_UNAVAILABLE: 502,
  BANKING_FORBIDDEN: 403,
  MONEY_ACCOUNT_NOT_FOUND: 404,
  STATEMENT_UNKNOWN_FORMAT: 415,
  STATEMENT_UNSUPPORTED: 415,
  STATEMENT_MALFORMED: 422,
  STATEMENT_AMOUNT_TOO_LARGE: 422,
  STATEMENT_INVALID_DATE: 422,
  STATEMENT_TOO_SLOW: 422,
  STATEMENT_EMPTY: 422,
  STATEMENT_BALANCE_MISMATCH: 422,
  STATEMENT_ACCOUNT_MISMATCH: 422,
  STATEMENT_CURRENCY_MISMATCH: 422,
  STATEMENT_AMOUNT_PRECISION: 422,
  CSV_NEEDS_MAPPING: 422,
  CSV_ROW_INVALID: 422,
  PAYMENT_REFUSED: 422,
  PAYMENT_DATE_IN_PAST: 422,
  PAYMENT_ACCOUNT_INVALID: 422,
  SEPA_CREDITOR_ID_MISSING: 422,
  SEPA_FILE_INVALID: 422,
  // Bank connections (/api/xs2a) and payments through the bank.
  XS2A_DISABLED: 503,
  XS2A_SESSION_NOT_FOUND: 404,
  XS2A_SESSION_EXPIRED: 410,
  XS2A_SESSION_CLOSED: 409,
  XS2A_WIZARD_NOT_COMPLETED: 409,
  BANK_CONNECTION_NOT_FOUND: 404,
  BANK_CONNECTION_LOST: 409,
  BANK_CONSENT_EXPIRED: 409,
  BANK_UNAVAILABLE: 503,
  BANK_ACCOUNT_NOT_FOUND: 404,
  BANK_ACCOUNT_WITHOUT_IBAN: 409,
  MONEY_ACCOUNT_LINKED_ELSEWHERE: 409,
  ACCOUNT_NOT_CONNECTED: 409,
  BANK_CONNECTION_OF_ANOTHER_USER: 403,
  DOCUMENT_NOT_FOUND: 404,
  PAY_FORBIDDEN: 403,
  INVOICE_ALREADY_PAID: 403,
  INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP: 403,
  INVOICE_IS_CREDIT_MEMO: 403,
  INVOICE_TOTAL_MISSING: 403,
  INVOICE_AMOUNT_DUE_NEGATIVE: 403,
  INVOICE_NOTHING_DUE: 403,
  DOCUMENT_SUPERSEDED: 403,
  UNVERIFIED_IBAN_NEEDS_CONFIRMATION: 409,
  NOT_AN_INCOMING_INVOICE: 403,
  PAYMENT_IBAN_MISSING: 409,
  PAYMENT_TO_OWN_IBAN: 409,
  PAYMENT_CURRENCY_NOT_SUPPORTED: 409,
  PAYMENT_ALREADY_IN_PROGRESS: 409,
  PAYMENT_EXECUTION_DATE_INVALID: 400,
  PAYMENT_REMINDER_NOT_FOR_PAID: 422,
  // Client company logos (/api/client-company-logo).
  CLIENT_COMPANY_NOT_FOUND: 404,
  LOGO_TOO_LARGE: 413,
  LOGO_UNSUPPORTED_TYPE: 415,
  // Documents by e-mail (/api/mail-intake).
  MAIL_INTAKE_OFF: 409,
  MAIL_INTAKE_NO_ALIAS: 409,
  MAIL_INTAKE_TEST_FAILED: 502,
  // Integrations (/api/integrations).
  INTEGRATION_API_KEY_REQUIRED: 400,
  INTEGRATION_CATEGORY_NOT_FOUND: 400,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof STATUS;

/** German unless the Accept-Language header ranks English above German. */
export function preferredLanguage(acceptLanguage: string | undefined): "de" | "en" {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.map((r) => /^q=([\d.]+)$/.exec(r.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.lang === "de" || x.lang === "en")
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang === "en" ? "en" : "de";
}

export const apiErrorStatus = (code: ApiErrorCode) => STATUS[code] as ContentfulStatusCode;

/** Every code of the API (for the test that each has a text in both languages). */
export const API_ERROR_CODES = Object.keys(STATUS) as ApiErrorCode[];

/** The API's message for a code in a language, its values filled in (missing ones left empty). */
export function apiErrorMessage(code: ApiErrorCode, lang: ServerLanguage, params?: Record<string, string | number>) {
  // A count chooses the singular or plural text; every other value is filled in below, once.
  const count = typeof params?.count === "number" ? { count: params.count } : undefined;
  const text = translate(lang, [`server.apiErrors.${code}`, `error.codes.${code}`], count);
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params?.[k] ?? ""));
}

export function apiErrorBody(code: ApiErrorCode, lang: ServerLanguage, params?: Record<string, string | number>) {
  const message = apiErrorMessage(code, lang, params);
  return { error: { code, message, ...(params ? { params } : {}) } };
}

export function apiError(
  c: Context,
  code: ApiErrorCode,
  acceptLanguage: string | undefined,
  params?: Record<string, string | number>,
) {
  const status = STATUS[code] as ContentfulStatusCode;
  // A refusal sent before the body was read: close the connection rather than read it all.
  if (status !== 500) c.header("Connection", "close");
  return c.json(apiErrorBody(code, preferredLanguage(acceptLanguage), params), status);
}
