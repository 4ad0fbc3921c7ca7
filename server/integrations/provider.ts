/**
 * The document providers behind the integrations (spec part 2, settings {company}/integrations):
 * GetMyInvoices and Fastbill (incoming, outgoing and other documents) and the billing software
 * Billomat (outgoing invoices, payments reported back). Each has a sandbox (the default: fixed
 * test accounts with realistic documents, beside its real interface) and an HTTP client for the
 * provider's public API, chosen by GETMYINVOICES_BASE_URL, FASTBILL_BASE_URL, BILLOMAT_BASE_URL.
 */

export type IntegrationProviderId = "GETMYINVOICES" | "FASTBILL" | "BILLOMAT";
export const INTEGRATION_PROVIDERS = ["GETMYINVOICES", "FASTBILL", "BILLOMAT"] as const;

export type ProviderDocumentKind = "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";

/** What the app hands the provider on every call; the key is secret (never logged). */
export interface ProviderCredentials {
  apiKey: string;
  /** Fastbill: the account's e-mail address; Billomat: the account id (<id>.billomat.net). */
  account?: string;
}

export interface ProviderDocument {
  /** The provider's id of the document: imported once per company. */
  externalId: string;
  kind: ProviderDocumentKind;
  /** YYYY-MM-DD */
  date: string;
  number: string | null;
  archived: boolean;
  /** A name for the file (the provider's or made from type and number). */
  fileName: string;
  /** Outgoing invoices of billing software: their gross total (exact decimal) and currency. */
  total?: string | null;
  currency?: string | null;
  /** Where the provider's answer said the file lies (Fastbill), when it is not fetched by id. */
  downloadUrl?: string | null;
}

export interface ProviderFile {
  bytes: Buffer;
  fileName: string;
}

export interface PaymentReport {
  /** YYYY-MM-DD */
  date: string;
  /** Exact decimal, positive. */
  amount: string;
  comment: string;
}

export interface DocumentProvider {
  readonly id: IntegrationProviderId;
  /** "sandbox" or "http": shown on the page so nobody mistakes the sandbox for the real thing. */
  readonly kind: "sandbox" | "http";
  /** Signs in with the credentials; answers the account's name. */
  testConnection(credentials: ProviderCredentials): Promise<{ accountName: string }>;
  /** Documents dated on or after fromDate, archived ones only with includeArchived. */
  listDocuments(
    credentials: ProviderCredentials,
    query: { fromDate: string; includeArchived: boolean },
  ): AsyncIterable<ProviderDocument>;
  download(credentials: ProviderCredentials, document: ProviderDocument): Promise<ProviderFile>;
  /** Marks the document archived at the provider (absent where the provider has no archive). */
  markArchived?(credentials: ProviderCredentials, document: ProviderDocument): Promise<void>;
  /** Billing software: records a payment of an outgoing invoice there. */
  reportPayment?(credentials: ProviderCredentials, externalId: string, payment: PaymentReport): Promise<void>;
}

export type IntegrationErrorCode =
  /** The provider refused the key (or the account). */
  | "INTEGRATION_AUTH_FAILED"
  /** Too many requests: the provider asked to wait longer than a run waits. */
  | "INTEGRATION_RATE_LIMITED"
  /** No answer (network, time-out, 5xx). */
  | "INTEGRATION_UNREACHABLE"
  /** An answer the client does not understand. */
  | "INTEGRATION_BAD_RESPONSE"
  /** The provider refused the request (4xx other than the above), with its message as detail. */
  | "INTEGRATION_REFUSED"
  /** The stored key cannot be decrypted (the server's integration secret changed). */
  | "INTEGRATION_KEY_UNREADABLE"
  /** No config or no key saved yet. */
  | "INTEGRATION_NOT_CONFIGURED";

/** A provider failure with a code the app translates and a short detail (never a secret). */
export class IntegrationError extends Error {
  constructor(
    readonly code: IntegrationErrorCode,
    readonly detail: string | null = null,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "IntegrationError";
  }
}

export interface IntegrationProviders {
  GETMYINVOICES: DocumentProvider;
  FASTBILL: DocumentProvider;
  BILLOMAT: DocumentProvider;
}
