/**
 * Whether a statement belongs to a money account: the import refuses a statement naming any
 * other account, of any country.
 *
 * - A statement naming an IBAN belongs to the account with exactly that IBAN.
 * - A statement naming an account number (MT940 ":25:BLZ/Konto", "BIC/account", a camt
 *   Othr/Id, a Dutch, Swiss, Polish … account without IBAN) belongs to the account whose IBAN
 *   carries that number: after the bank code in the IBAN's national part (BBAN), the whole
 *   rest (leading zeros aside), and the bank code, when named, equal to the IBAN's (the BLZ of
 *   a German IBAN). A number that is itself IBAN-shaped (a foreign IBAN with broken check
 *   digits) must equal the account's IBAN.
 * - A statement that names no account (CSV exports) or an account without IBAN: nothing to
 *   compare, accepted.
 */
import { isValidIban, normalizeIban } from "../../../src/lib/iban.ts";
import type { ParsedStatement } from "./types.ts";

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const alphanumeric = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
const withoutLeadingZeros = (text: string): string => text.replace(/^0+/, "");

export function statementMatchesAccount(statement: ParsedStatement, accountIban: string | null): boolean {
  const iban = accountIban ? normalizeIban(accountIban) : null;
  if (!iban || !isValidIban(iban)) return true;
  const named = statement.account;
  if (named.iban) return normalizeIban(named.iban) === iban;
  const number = alphanumeric(named.accountNumber ?? "");
  if (number === "") return true;
  if (IBAN_SHAPE.test(number)) return number === iban;

  const bban = iban.slice(4);
  const bankCode = withoutLeadingZeros(alphanumeric(named.bankCode ?? ""));
  const bankLength = BANK_ID_LENGTH[iban.slice(0, 2)];
  if (bankLength !== undefined) {
    // The account number is the BBAN after the bank (and branch) code, padded with zeros.
    if (withoutLeadingZeros(bban.slice(bankLength)) !== withoutLeadingZeros(number)) return false;
    return bankCode === "" || withoutLeadingZeros(bban.slice(0, bankLength)) === bankCode;
  }
  // Other countries (national check digits or branch codes in between): the number must end
  // the BBAN, be long enough to say something, and the bank code appear before it.
  const significant = withoutLeadingZeros(number);
  if (significant.length < 6 || !bban.endsWith(significant)) return false;
  return bankCode === "" || bban.slice(0, bban.length - significant.length).includes(bankCode);
}

/**
 * Length of the bank (and branch) identifier at the start of the BBAN, for countries whose
 * BBAN is that identifier followed by the account number (IBAN registry).
 */
const BANK_ID_LENGTH: Readonly<Record<string, number>> = {
  DE: 8,
  AT: 5,
  CH: 5,
  LI: 5,
  NL: 4,
  BE: 3,
  LU: 3,
  PL: 8,
  GB: 10,
  IE: 10,
  DK: 4,
  NO: 4,
  SE: 3,
  LT: 5,
  LV: 4,
  EE: 2,
  HU: 7,
};

/** The account a statement names, as a person reads it: its IBAN, or "bank code/account". */
export function statementAccountLabel(statement: ParsedStatement): string | null {
  const named = statement.account;
  if (named.iban) return named.iban;
  if (named.accountNumber) return [named.bankCode ?? named.bic, named.accountNumber].filter(Boolean).join("/");
  return null;
}
