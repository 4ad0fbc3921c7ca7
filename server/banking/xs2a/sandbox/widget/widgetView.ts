/**
 * What the sandbox bank's session API answers and the widget renders: shared by the server
 * (sessions.ts) and the browser script (widget.ts), so both sides agree. Types only.
 */

export type WidgetStep = "BANK" | "LOGIN" | "TAN" | "ACCOUNTS" | "DONE";

export type WidgetMode = "ADD" | "UPDATE" | "PAY";

export type WidgetSessionState = "OPEN" | "COMPLETED" | "FINISHED" | "ABORTED";

/** How a login behaves. */
export type LoginBehaviour =
  /** Signs in with the right PIN. */
  | "OK"
  /** The first sign-in of each session fails as "temporarily unavailable"; the retry works. */
  | "RETRY"
  /** Every sign-in fails: the access is blocked at the bank. */
  | "FAIL"
  /** Works, but the consent it gives is expired at once: the next sync needs an update. */
  | "CONSENT_EXPIRED";

export type WidgetErrorCode =
  | "SESSION_INVALID"
  | "WRONG_STEP"
  | "INVALID_INPUT"
  | "WRONG_CREDENTIALS"
  | "ACCESS_BLOCKED"
  | "BANK_UNAVAILABLE"
  | "WRONG_TAN"
  | "TOO_MANY_ATTEMPTS";

export interface WidgetView {
  mode: WidgetMode;
  step: WidgetStep;
  state: WidgetSessionState;
  banks: { id: string; name: string; bic: string }[];
  bank: { id: string; name: string; bic: string } | null;
  login: string | null;
  /** UPDATE: the connection's login, not to be changed. */
  loginFixed: boolean;
  accounts: {
    id: string;
    name: string;
    kind: string;
    iban: string | null;
    accountNumber: string;
    holder: string;
    selected: boolean;
  }[];
  payments: {
    recipientName: string;
    recipientIban: string;
    amount: string;
    currency: string;
    purpose: string;
    executionDate: string;
  }[];
  /** The documented test logins, shown as a hint (this is a sandbox). */
  hint: { logins: { login: string; behaviour: LoginBehaviour }[]; pin: string; tan: string };
}

/** The error body of a refused call: `{ error: { code, attemptsLeft } }`. */
export interface WidgetErrorBody {
  error: { code: WidgetErrorCode; attemptsLeft: number | null };
}
