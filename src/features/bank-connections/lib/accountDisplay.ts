import { formatIban } from "../../../lib/format.ts";

export interface DisplayableAccount {
  rowId: string;
  isCreditCard: boolean;
  accountNumber: string | null | undefined;
  iban: string | null | undefined;
}

/** Spec §2.8: credit cards show their account number, else the IBAN, else the row id; other
 * accounts show the IBAN (the row id only when a bank reported none). IBANs in groups of
 * four, as printed on statements. */
export function accountDisplay(account: DisplayableAccount): string {
  if (account.isCreditCard && account.accountNumber) return account.accountNumber;
  return account.iban ? formatIban(account.iban) : account.rowId;
}
