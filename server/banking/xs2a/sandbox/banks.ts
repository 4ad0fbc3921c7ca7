import { digitsOf } from "./prng.ts";
import type { LoginBehaviour } from "./widget/widgetView.ts";

/**
 * The sandbox bank's fixed world: its test banks, the test logins every bank accepts, and the
 * accounts each login reveals. Everything is derived from names, so the same login always has
 * the same IBANs (the demo data relies on that).
 */

export interface SandboxBank {
  id: string;
  name: string;
  bic: string;
  /** German bank code (BLZ) of the bank's IBANs. */
  bankCode: string;
}

export const SANDBOX_BANKS: readonly SandboxBank[] = [
  { id: "sparkasse", name: "Sandbox Sparkasse", bic: "SANDBOXDEXX", bankCode: "10050099" },
  { id: "volksbank", name: "Sandbox Volksbank eG", bic: "SBXVDEF1XXX", bankCode: "10090099" },
  { id: "direktbank", name: "Sandbox Direktbank AG", bic: "SBXDDEBBXXX", bankCode: "12030099" },
  { id: "privatbank", name: "Sandbox Privatbank KG", bic: "SBXPDEMMXXX", bankCode: "70020099" },
];

export type SandboxAccountKind = "CURRENT" | "SAVINGS" | "CREDIT_CARD";

export type { LoginBehaviour } from "./widget/widgetView.ts";

export interface SandboxLogin {
  login: string;
  behaviour: LoginBehaviour;
  holder: string;
  accounts: readonly SandboxAccountKind[];
}

/** The PIN and TAN every test login takes (shown as a hint in the widget). */
export const SANDBOX_PIN = "12345";
export const SANDBOX_TAN = "123456";

export const SANDBOX_LOGINS: readonly SandboxLogin[] = [
  {
    login: "demo",
    behaviour: "OK",
    holder: "Müller Haustechnik GmbH",
    accounts: ["CURRENT", "SAVINGS", "CREDIT_CARD"],
  },
  { login: "retry", behaviour: "RETRY", holder: "Bäckerei Schneider KG", accounts: ["CURRENT", "CREDIT_CARD"] },
  {
    login: "expired",
    behaviour: "CONSENT_EXPIRED",
    holder: "Weber Metallbau GmbH & Co. KG",
    accounts: ["CURRENT", "SAVINGS"],
  },
  { login: "fail", behaviour: "FAIL", holder: "", accounts: [] },
];

export const findBank = (id: string) => SANDBOX_BANKS.find((b) => b.id === id);
export const findLogin = (login: string) => SANDBOX_LOGINS.find((l) => l.login === login.trim().toLowerCase());

/** A German IBAN from bank code and account number (mod-97 check digits, ISO 13616). */
export function germanIban(bankCode: string, accountNumber: string): string {
  if (!/^\d{8}$/.test(bankCode) || !/^\d{1,10}$/.test(accountNumber)) {
    throw new RangeError(`Not a German bank code and account number: ${bankCode} ${accountNumber}`);
  }
  const bban = bankCode + accountNumber.padStart(10, "0");
  // "DE00" moved to the end, letters as numbers: D = 13, E = 14.
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${check.toString().padStart(2, "0")}${bban}`;
}

/** A SEPA creditor identifier (Gläubiger-ID) "DEkkZZZ" + 11 digits with valid check digits. */
export function germanCreditorId(nationalId: string): string {
  if (!/^\d{11}$/.test(nationalId)) throw new RangeError(`Not an 11-digit creditor number: ${nationalId}`);
  // The business code (ZZZ) is left out of the check; "DE00" moved to the end.
  const check = 98n - (BigInt(`${nationalId}131400`) % 97n);
  return `DE${check.toString().padStart(2, "0")}ZZZ${nationalId}`;
}

export interface SandboxAccountDef {
  /** The provider's account id: stable, opaque to the app. */
  id: string;
  bank: SandboxBank;
  login: SandboxLogin;
  kind: SandboxAccountKind;
  name: string;
  holder: string;
  iban: string | null;
  bic: string;
  /** Credit cards: the masked card number; else the account number. */
  accountNumber: string;
  currency: "EUR";
  /** Credit cards: the limit in cents. */
  creditLimitCents: number | null;
}

const ACCOUNT_NAMES: Record<SandboxAccountKind, string> = {
  CURRENT: "Geschäftsgirokonto",
  SAVINGS: "Tagesgeldkonto Business",
  CREDIT_CARD: "Visa Business Card",
};

export function sandboxAccountId(bankId: string, login: string, kind: SandboxAccountKind): string {
  return `sbx-${bankId}-${login}-${kind.toLowerCase().replace("_", "")}`;
}

export function sandboxAccount(bank: SandboxBank, login: SandboxLogin, kind: SandboxAccountKind): SandboxAccountDef {
  const number = digitsOf(10, bank.id, login.login, kind);
  const isCard = kind === "CREDIT_CARD";
  return {
    id: sandboxAccountId(bank.id, login.login, kind),
    bank,
    login,
    kind,
    name: ACCOUNT_NAMES[kind],
    holder: login.holder,
    iban: isCard ? null : germanIban(bank.bankCode, number),
    bic: bank.bic,
    accountNumber: isCard ? `4871 •••• •••• ${number.slice(-4)}` : number,
    currency: "EUR",
    creditLimitCents: isCard ? 1_500_000 : null,
  };
}

export function accountsOfLogin(bank: SandboxBank, login: SandboxLogin): SandboxAccountDef[] {
  return login.accounts.map((kind) => sandboxAccount(bank, login, kind));
}

/** Every account of every bank and login, by id. */
export function findAccountById(id: string): SandboxAccountDef | undefined {
  for (const bank of SANDBOX_BANKS) {
    for (const login of SANDBOX_LOGINS) {
      for (const kind of login.accounts) {
        if (sandboxAccountId(bank.id, login.login, kind) === id) return sandboxAccount(bank, login, kind);
      }
    }
  }
  return undefined;
}

/** The account the demo data pays its invoices from: login "demo" at the Sandbox Sparkasse. */
export const SANDBOX_DEMO_ACCOUNT: SandboxAccountDef = sandboxAccount(SANDBOX_BANKS[0]!, SANDBOX_LOGINS[0]!, "CURRENT");
