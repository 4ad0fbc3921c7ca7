import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { errorMessageOf } from "../../../shell/errorMessage.ts";

// Refusals of the banking mutations (raised by their SQL functions and triggers as codes), each
// with a sentence under banking.errors; anything else gets the application's general text.

const BANKING_ERROR_CODES = [
  "TRANSACTION_AMOUNT_EXCEEDED",
  "TRANSACTION_DIRECTION_DOES_NOT_PAY_INVOICE",
  "TRANSACTION_CURRENCY_DIFFERS",
  "DOCUMENT_SUPERSEDED",
  "MATCH_SUGGESTION_NOT_FOUND",
  "MONEY_TRANSACTION_NOT_FOUND",
  "MONEY_TRANSACTION_LINK_NOT_FOUND",
  "DOCUMENT_NOT_FOUND",
  "TOO_MANY_TRANSACTIONS",
  "PAY_FORBIDDEN",
  "ALREADY_EXISTS",
] as const;
type BankingErrorCode = (typeof BANKING_ERROR_CODES)[number];

const isBankingErrorCode = (code: unknown): code is BankingErrorCode =>
  typeof code === "string" && (BANKING_ERROR_CODES as readonly string[]).includes(code);

/** The code of a failed banking mutation, if it has one. */
export function bankingErrorCode(error: unknown): string | null {
  return isGraphQLRequestError(error) ? (error.code ?? null) : null;
}

/** The translated sentence for a failed banking mutation. */
export function bankingErrorMessage(error: unknown, t: TFunction): string {
  const code = bankingErrorCode(error);
  if (isBankingErrorCode(code)) return t(`banking.errors.${code}`);
  return errorMessageOf(error, t);
}
