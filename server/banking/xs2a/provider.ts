import type { Hono } from "hono";
import type { StatementTransaction } from "../../domain/bank-statements/types.ts";

/**
 * The bank-access (XS2A) provider behind the bank connection dialog and the bank sync: a
 * third party with its own widget (the user signs in at the bank there, never in our app),
 * its own sessions and its own connection tokens. The app keeps the provider's connection id
 * and credentials in app_private.xs2a_connection_secrets and hands them back on every call.
 *
 * The embedded default is the sandbox bank (./sandbox). A real provider implements the same
 * calls; the shapes follow the REST calls of the spec (§7): wizard sessions with a key for
 * the widget, finishing or aborting them, and syncing accounts, balances and transactions.
 */

export type WizardMode = "ADD" | "UPDATE" | "PAY";

/** What the app stored when a connection was added; secret (never logged, never in GraphQL). */
export interface ProviderConnectionRef {
  providerConnectionId: string;
  credentials: Record<string, unknown>;
}

export interface ProviderAccount {
  providerAccountId: string;
  name: string | null;
  holder: string | null;
  kind: "CURRENT" | "SAVINGS" | "CREDIT_CARD" | "OTHER";
  /** Credit cards: the masked card number; others: the account number. */
  accountNumber: string | null;
  iban: string | null;
  bic: string | null;
  currency: string;
  cardBrand: "VISA" | "MASTERCARD" | "AMEX" | "OTHER" | null;
  creditLimit: string | null;
}

export interface ProviderBalance {
  /** Exact decimal, booked balance. */
  balance: string;
  /** Exact decimal: what may still be spent (pending debits deducted, card limit added). */
  available: string | null;
  currency: string;
  /** YYYY-MM-DD */
  date: string;
}

/** One payment to order through the bank (PAY mode). */
export interface ProviderPaymentOrder {
  debtorProviderAccountId: string;
  recipientName: string;
  recipientIban: string;
  recipientBic: string | null;
  /** Exact decimal, positive. */
  amount: string;
  currency: string;
  purpose: string;
  endToEndId: string;
  /** YYYY-MM-DD */
  executionDate: string;
}

export type FinishedSession =
  | {
      mode: "ADD" | "UPDATE";
      connection: ProviderConnectionRef;
      bank: { name: string; bic: string | null };
      /** The accounts the user chose (the consent covers them). */
      accounts: ProviderAccount[];
    }
  | {
      mode: "PAY";
      payments: { endToEndId: string; providerPaymentId: string; status: "ACCEPTED" | "REJECTED" }[];
    };

export type ProviderErrorCode =
  /** The wizard session does not exist at the provider, or is over. */
  | "SESSION_NOT_FOUND"
  /** The widget has not been completed (finish called too early). */
  | "SESSION_NOT_COMPLETED"
  /** The bank wants the user again (consent expired or revoked): an UPDATE session helps. */
  | "CONSENT_EXPIRED"
  /** The provider no longer knows the connection (deleted, or the credentials are wrong). */
  | "CONNECTION_NOT_FOUND"
  | "ACCOUNT_NOT_FOUND"
  /** The bank did not answer; trying later may work. */
  | "BANK_UNAVAILABLE";

export class Xs2aProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = "Xs2aProviderError";
  }
}

export const isProviderError = (e: unknown): e is Xs2aProviderError => e instanceof Xs2aProviderError;

export interface Xs2aProvider {
  /** Stored in xs2a_connections.provider ("SANDBOX"). */
  readonly id: string;
  /** The widget's script the dialog loads (it defines `window.xs2a`). */
  readonly widgetUrl: string;
  /** Routes the provider itself serves (the sandbox's widget and its session API), mounted
   * under /api/xs2a/<id in lower case>; none for a provider hosted elsewhere. */
  readonly routes: Hono | null;

  /** A session in which the user picks a bank, signs in and chooses accounts. */
  startAddSession(): Promise<{ providerSessionId: string }>;
  /** A session that renews the consent of an existing connection (and its account list). */
  startUpdateSession(connection: ProviderConnectionRef): Promise<{ providerSessionId: string }>;
  /** A session in which the user authorises these payments with a TAN. */
  startPaymentSession(
    connection: ProviderConnectionRef,
    orders: ProviderPaymentOrder[],
  ): Promise<{ providerSessionId: string }>;
  /** A fresh key for the widget (secret; the previous key stops working). */
  sessionKey(providerSessionId: string): Promise<string>;
  /** The outcome of a completed session; throws SESSION_NOT_COMPLETED before that. */
  finishSession(providerSessionId: string): Promise<FinishedSession>;
  /** Ends a session unfinished; orders of a payment session are cancelled. */
  abortSession(providerSessionId: string): Promise<void>;

  /** Whether the connection can be synced without the user (false: an UPDATE session). */
  consentValid(connection: ProviderConnectionRef): Promise<boolean>;
  listAccounts(connection: ProviderConnectionRef): Promise<ProviderAccount[]>;
  /** Booked and pending transactions with a booking date on or after `since` (YYYY-MM-DD). */
  fetchTransactions(
    connection: ProviderConnectionRef,
    providerAccountId: string,
    since: string,
  ): Promise<StatementTransaction[]>;
  fetchBalance(connection: ProviderConnectionRef, providerAccountId: string): Promise<ProviderBalance>;
  /** Revokes the connection at the provider; unknown connections are fine (idempotent). */
  deleteConnection(connection: ProviderConnectionRef): Promise<void>;
}
