/**
 * Statement arithmetic: opening balance + booked movements = closing balance, exactly
 * (string decimals, no floating point). Pending transactions do not move the booked balance.
 */
import { addDecimals, compareDecimals, normalizeAmount, subtractDecimals } from "../../../src/lib/decimal.ts";
import type { ParsedStatement } from "./types.ts";

export type BalanceCheck =
  /** `checked` is false when the statement cannot be checked: a balance is missing or currencies differ. */
  | { ok: true; checked: boolean }
  /** `difference` = actualClosing − expectedClosing; all three signed, at least two decimals. */
  | { ok: false; expectedClosing: string; actualClosing: string; difference: string };

const amount = (value: string): string => normalizeAmount(value) ?? value;

/**
 * Checks opening + Σ BOOKED amounts = closing. Only when both balances exist and every booked
 * transaction is in the balances' currency; otherwise `{ ok: true, checked: false }`.
 */
export function checkStatementBalances(statement: ParsedStatement): BalanceCheck {
  const { openingBalance: opening, closingBalance: closing } = statement;
  if (!opening || !closing || opening.currency !== closing.currency) return { ok: true, checked: false };
  const booked = statement.transactions.filter((t) => t.status === "BOOKED");
  if (booked.some((t) => t.currency !== opening.currency)) return { ok: true, checked: false };
  const expectedClosing = addDecimals(opening.amount, ...booked.map((t) => t.amount));
  if (compareDecimals(expectedClosing, closing.amount) === 0) return { ok: true, checked: true };
  return {
    ok: false,
    expectedClosing: amount(expectedClosing),
    actualClosing: amount(closing.amount),
    difference: amount(subtractDecimals(closing.amount, expectedClosing)),
  };
}
