import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { isPayRefusalCode } from "./payableInvoices.ts";
import type { PaymentsError } from "./paymentsApi.ts";

// Codes → sentences people can act on. Refusals of paying (Invoice.payRefusal and the
// endpoints' per-invoice refusals), errors of the payment endpoints, and refusals of the
// payment mutations (updateInvoice, verifying a preset, unlinking a transaction).

/** Why an invoice cannot be paid. */
export function payRefusalText(code: string | null | undefined, t: TFunction): string {
  return isPayRefusalCode(code) ? t(`documentPayment.payRefusals.${code}`) : t("documentPayment.payRefusals.unknown");
}

const API_ERROR_CODES = [
  "BANKING_FORBIDDEN",
  "PAYMENT_DATE_IN_PAST",
  "PAYMENT_ACCOUNT_INVALID",
  "SEPA_CREDITOR_ID_MISSING",
  "INVALID_REQUEST",
  "NOT_SIGNED_IN",
  "NOT_FOUND",
  "PAYMENT_REMINDER_NOT_FOR_PAID",
  "PAYMENT_REFUSED",
  "NETWORK_ERROR",
  "MALFORMED_RESPONSE",
] as const;
type ApiErrorCode = (typeof API_ERROR_CODES)[number];
const isApiErrorCode = (code: string): code is ApiErrorCode => (API_ERROR_CODES as readonly string[]).includes(code);

/** An error of the payment endpoints: our own text for the codes we know; the server's
 * message (already in the person's language) for the others, which carry details we do not
 * repeat here (e.g. why a SEPA file is invalid, which bank connection is missing). */
export function paymentsErrorText(error: PaymentsError | { code: string; message: string | null }, t: TFunction) {
  if (isApiErrorCode(error.code)) return t(`documentPayment.apiErrors.${error.code}`);
  return error.message ?? t("documentPayment.apiErrors.UNKNOWN");
}

const MUTATION_REFUSAL_CODES = [
  "PAYMENT_STATUS_FORBIDDEN",
  "PAID_DATE_IN_FUTURE",
  "DOCUMENT_CHANGE_FORBIDDEN",
  "DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP",
  "DOCUMENT_SUPERSEDED",
  "DOCUMENT_NOT_FOUND",
  "PAYMENT_PRESET_NOT_FOUND",
  "MONEY_TRANSACTION_LINK_NOT_FOUND",
  "BANK_PAYMENT_NOT_CANCELLABLE",
  "PAY_FORBIDDEN",
  "FORBIDDEN",
  "NETWORK_ERROR",
  "NOT_SAVED",
] as const;
type MutationRefusalCode = (typeof MUTATION_REFUSAL_CODES)[number];
const isMutationRefusalCode = (code: unknown): code is MutationRefusalCode =>
  typeof code === "string" && (MUTATION_REFUSAL_CODES as readonly string[]).includes(code);

/** The server answered a mutation without its row: row-level security refused it silently. */
export class NotSavedError extends Error {
  constructor() {
    super("NOT_SAVED");
    this.name = "NotSavedError";
  }
}

/** The code of a failed payment mutation. */
export function mutationErrorCode(error: unknown): string {
  if (error instanceof NotSavedError) return "NOT_SAVED";
  return isGraphQLRequestError(error) ? (error.code ?? "UNKNOWN") : "UNKNOWN";
}

export function mutationErrorText(error: unknown, t: TFunction): string {
  const code = mutationErrorCode(error);
  return isMutationRefusalCode(code)
    ? t(`documentPayment.mutationErrors.${code}`)
    : t("documentPayment.mutationErrors.unknown");
}

/** Fills `{{name}}` placeholders of a company's reminder text; unknown ones stay as written. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}
