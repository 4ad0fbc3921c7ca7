import type { LoginBehaviour } from "./widgetView.ts";

/** Codes the widget shows a text for: the bank's refusals and its own network failure. */
export type WidgetMessageCode =
  | "WRONG_CREDENTIALS"
  | "ACCESS_BLOCKED"
  | "BANK_UNAVAILABLE"
  | "WRONG_TAN"
  | "TOO_MANY_ATTEMPTS"
  | "SESSION_INVALID"
  | "WRONG_STEP"
  | "INVALID_INPUT"
  | "NETWORK";

export interface WidgetTexts {
  badge: string;
  loading: string;
  chooseBank: string;
  chooseBankLead: string;
  search: string;
  noBank: string;
  signInAt: string;
  signInLead: string;
  login: string;
  pin: string;
  signIn: string;
  back: string;
  cancel: string;
  tanTitle: string;
  tanLead: string;
  payTitle: string;
  payLead: string;
  payLeadMany: string;
  recipient: string;
  iban: string;
  amount: string;
  purpose: string;
  executionDate: string;
  total: string;
  tan: string;
  confirm: string;
  authorise: string;
  accountsTitle: string;
  accountsLead: string;
  accountsNone: string;
  apply: string;
  doneTitle: string;
  doneConnect: string;
  donePay: string;
  retry: string;
  hintTitle: string;
  hintPin: string;
  hintTan: string;
  behaviour: Record<LoginBehaviour, string>;
  kind: Record<string, string>;
  errors: Record<WidgetMessageCode, string>;
  attemptsLeft: (n: number) => string;
}

/**
 * The sandbox bank's own texts, German and English. They belong to the (simulated) bank's
 * page, not to the application, so they are not in the app's i18next resources.
 */
export const WIDGET_TEXTS: Record<"de" | "en", WidgetTexts> = {
  de: {
    badge: "Sandbox-Bank · Testumgebung",
    loading: "Verbindung zur Bank wird aufgebaut …",
    chooseBank: "Bank auswählen",
    chooseBankLead: "Wählen Sie die Bank, bei der Ihr Konto geführt wird.",
    search: "Bank suchen",
    noBank: "Keine Bank gefunden.",
    signInAt: "Anmeldung bei ",
    signInLead: "Melden Sie sich mit den Zugangsdaten Ihres Online-Bankings an.",
    login: "Anmeldename",
    pin: "PIN",
    signIn: "Anmelden",
    back: "Zurück",
    cancel: "Abbrechen",
    tanTitle: "TAN eingeben",
    tanLead: "Bitte bestätigen Sie die Anmeldung mit einer TAN.",
    payTitle: "Zahlung freigeben",
    payLead: "Bitte prüfen Sie den Auftrag und geben Sie ihn mit einer TAN frei.",
    payLeadMany: "Bitte prüfen Sie die Aufträge und geben Sie sie mit einer TAN frei.",
    recipient: "Empfänger",
    iban: "IBAN",
    amount: "Betrag",
    purpose: "Verwendungszweck",
    executionDate: "Ausführung",
    total: "Summe",
    tan: "TAN",
    confirm: "Bestätigen",
    authorise: "Freigeben",
    accountsTitle: "Konten auswählen",
    accountsLead: "Welche Konten soll die Anwendung abrufen dürfen?",
    accountsNone: "Bitte wählen Sie mindestens ein Konto.",
    apply: "Übernehmen",
    doneTitle: "Fertig",
    doneConnect: "Die Verbindung zu Ihrer Bank ist eingerichtet.",
    donePay: "Die Zahlung wurde an Ihre Bank übermittelt.",
    retry: "Erneut versuchen",
    hintTitle: "Testzugänge",
    hintPin: "PIN für alle: ",
    hintTan: "TAN: ",
    behaviour: {
      OK: "Standardzugang",
      RETRY: "erste Anmeldung scheitert vorübergehend",
      CONSENT_EXPIRED: "Zustimmung läuft sofort ab",
      FAIL: "Zugang gesperrt",
    },
    kind: { CURRENT: "Girokonto", SAVINGS: "Tagesgeld", CREDIT_CARD: "Kreditkarte" },
    errors: {
      WRONG_CREDENTIALS: "Anmeldename oder PIN ist falsch.",
      ACCESS_BLOCKED: "Der Online-Zugang ist gesperrt. Bitte wenden Sie sich an Ihre Bank.",
      BANK_UNAVAILABLE: "Die Bank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es erneut.",
      WRONG_TAN: "Die TAN ist falsch.",
      TOO_MANY_ATTEMPTS: "Zu viele Fehlversuche. Der Vorgang wurde aus Sicherheitsgründen beendet.",
      SESSION_INVALID: "Die Sitzung bei der Bank ist abgelaufen oder ungültig.",
      WRONG_STEP: "Der Vorgang ist nicht mehr aktuell. Bitte versuchen Sie es erneut.",
      INVALID_INPUT: "Bitte prüfen Sie Ihre Eingaben.",
      NETWORK: "Die Bank konnte nicht erreicht werden. Bitte prüfen Sie Ihre Verbindung.",
    },
    attemptsLeft: (n) => (n === 1 ? "Noch 1 Versuch." : `Noch ${n} Versuche.`),
  },
  en: {
    badge: "Sandbox bank · test environment",
    loading: "Connecting to the bank …",
    chooseBank: "Choose your bank",
    chooseBankLead: "Choose the bank that holds your account.",
    search: "Search banks",
    noBank: "No bank found.",
    signInAt: "Sign in at ",
    signInLead: "Sign in with your online banking credentials.",
    login: "User name",
    pin: "PIN",
    signIn: "Sign in",
    back: "Back",
    cancel: "Cancel",
    tanTitle: "Enter TAN",
    tanLead: "Please confirm the sign-in with a TAN.",
    payTitle: "Authorise payment",
    payLead: "Please check the order and authorise it with a TAN.",
    payLeadMany: "Please check the orders and authorise them with a TAN.",
    recipient: "Recipient",
    iban: "IBAN",
    amount: "Amount",
    purpose: "Reference",
    executionDate: "Execution",
    total: "Total",
    tan: "TAN",
    confirm: "Confirm",
    authorise: "Authorise",
    accountsTitle: "Choose accounts",
    accountsLead: "Which accounts may the application access?",
    accountsNone: "Please choose at least one account.",
    apply: "Apply",
    doneTitle: "Done",
    doneConnect: "The connection to your bank is set up.",
    donePay: "The payment has been sent to your bank.",
    retry: "Try again",
    hintTitle: "Test logins",
    hintPin: "PIN for all: ",
    hintTan: "TAN: ",
    behaviour: {
      OK: "standard login",
      RETRY: "first sign-in fails temporarily",
      CONSENT_EXPIRED: "consent expires at once",
      FAIL: "access blocked",
    },
    kind: { CURRENT: "Current account", SAVINGS: "Savings account", CREDIT_CARD: "Credit card" },
    errors: {
      WRONG_CREDENTIALS: "User name or PIN is wrong.",
      ACCESS_BLOCKED: "Online access is blocked. Please contact your bank.",
      BANK_UNAVAILABLE: "The bank is temporarily unavailable. Please try again.",
      WRONG_TAN: "The TAN is wrong.",
      TOO_MANY_ATTEMPTS: "Too many failed attempts. The process was ended for your security.",
      SESSION_INVALID: "The session at the bank has expired or is invalid.",
      WRONG_STEP: "This step is out of date. Please try again.",
      INVALID_INPUT: "Please check your entries.",
      NETWORK: "The bank could not be reached. Please check your connection.",
    },
    attemptsLeft: (n) => (n === 1 ? "1 attempt left." : `${n} attempts left.`),
  },
};
