import type { ApiErrorCode } from "../../api/errors.ts";
import { isProviderError, type ProviderErrorCode } from "./provider.ts";

/** A refusal of a bank-connection call: an API error code (server/api/errors.ts) and the
 * values its message names. `extra` is merged into the error body (e.g. refusals per document). */
export class Xs2aServiceError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly params?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = "Xs2aServiceError";
  }
}

const PROVIDER_CODES: Record<ProviderErrorCode, ApiErrorCode> = {
  SESSION_NOT_FOUND: "XS2A_SESSION_CLOSED",
  SESSION_NOT_COMPLETED: "XS2A_WIZARD_NOT_COMPLETED",
  CONSENT_EXPIRED: "BANK_CONSENT_EXPIRED",
  CONNECTION_NOT_FOUND: "BANK_CONNECTION_LOST",
  ACCOUNT_NOT_FOUND: "BANK_ACCOUNT_NOT_FOUND",
  BANK_UNAVAILABLE: "BANK_UNAVAILABLE",
};

/** Runs a provider call; its errors become service errors the API answers with. */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isProviderError(error)) throw new Xs2aServiceError(PROVIDER_CODES[error.code]);
    throw error;
  }
}
