/** Test helpers: complete expected objects with explicit defaults, and catching refusals. */
import { BankStatementError } from "../errors.ts";
import type { StatementAccount, StatementTransaction } from "../types.ts";

/** Runs `run`, which must throw a BankStatementError, and returns that error. */
export function refusal(run: () => unknown): BankStatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof BankStatementError) return error;
    throw error;
  }
  throw new Error("expected a BankStatementError");
}

const NO_DETAILS = {
  valueDate: null,
  status: "BOOKED",
  purpose: "",
  counterpartyName: null,
  counterpartyIban: null,
  counterpartyAccountNumber: null,
  counterpartyBic: null,
  endToEndId: null,
  mandateId: null,
  creditorId: null,
  bankReference: null,
  customerReference: null,
  bankTransactionCode: null,
} as const satisfies Omit<StatementTransaction, "bookingDate" | "amount" | "currency">;

/** A complete expected transaction: the given fields, everything else empty (BOOKED, no value date). */
export const tx = (
  fields: Pick<StatementTransaction, "bookingDate" | "amount" | "currency"> & Partial<StatementTransaction>,
): StatementTransaction => ({ ...NO_DETAILS, ...fields });

/** A complete expected account: the given fields, everything else null. */
export const account = (fields: Partial<StatementAccount>): StatementAccount => ({
  iban: null,
  accountNumber: null,
  bankCode: null,
  bic: null,
  currency: null,
  ownerName: null,
  name: null,
  ...fields,
});
