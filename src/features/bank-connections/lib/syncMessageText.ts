import type { TFunction } from "i18next";

/** The codes the bank sync leaves as a connection's syncMessage (server/banking/xs2a/sync.ts):
 * the provider's problems and the statement import's refusals. */
export const SYNC_MESSAGE_CODES = [
  "CONSENT_EXPIRED",
  "CONNECTION_LOST",
  "BANK_UNAVAILABLE",
  "ACCOUNT_NOT_FOUND",
  "SYNC_FAILED",
  "STATEMENT_CURRENCY_MISMATCH",
  "STATEMENT_AMOUNT_PRECISION",
  "MONEY_ACCOUNT_NOT_FOUND",
] as const;

/** A sync message for people: a known code in the user's language, anything else as it came
 * (a provider may write its own sentence). */
export function syncMessageText(message: string, t: TFunction): string {
  const code = SYNC_MESSAGE_CODES.find((known) => known === message.trim());
  return code ? t(`bankConnections.syncMessages.${code}`) : message;
}
