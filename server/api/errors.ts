import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Errors of the REST API: a stable code the SPA translates, an HTTP status, and a message in
 * the caller's language (German unless the request prefers English) for every other client.
 */
const ERRORS = {
  NOT_SIGNED_IN: {
    status: 401,
    de: "Bitte melden Sie sich an.",
    en: "Please sign in.",
  },
  FORBIDDEN: {
    status: 403,
    de: "Sie haben keine Berechtigung, Dokumente dieses Mandanten zu verwalten.",
    en: "You are not allowed to manage documents of this client company.",
  },
  NOT_FOUND: {
    status: 404,
    de: "Die Datei gibt es nicht, oder Sie haben keinen Zugriff darauf.",
    en: "The file does not exist, or you have no access to it.",
  },
  INVALID_REQUEST: {
    status: 400,
    de: "Die Anfrage ist unvollständig oder fehlerhaft. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    en: "The request is incomplete or malformed. Please reload the page and try again.",
  },
  TOO_MANY_FILES: {
    status: 400,
    de: "Zu viele Dateien auf einmal. Bitte laden Sie höchstens 100 Dateien je Vorgang hoch.",
    en: "Too many files at once. Please upload at most 100 files at a time.",
  },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    de: "Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PDF, PNG, JPEG, TIFF und E-Rechnungen (XML).",
    en: "This file format is not supported. Allowed are PDF, PNG, JPEG, TIFF and e-invoices (XML).",
  },
  FILE_TOO_LARGE: {
    status: 413,
    de: "Die Datei ist größer als {{maxMegabytes}} MB.",
    en: "The file is larger than {{maxMegabytes}} MB.",
  },
  EMPTY_FILE: {
    status: 400,
    de: "Die Datei ist leer.",
    en: "The file is empty.",
  },
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    de: "Der Speicherplatz des Mandanten ist ausgeschöpft ({{usedMegabytes}} von {{quotaMegabytes}} MB belegt). Bitte löschen Sie nicht mehr benötigte Belege oder wenden Sie sich an Ihren Administrator.",
    en: "The client company's storage is full ({{usedMegabytes}} of {{quotaMegabytes}} MB used). Please delete documents you no longer need or contact your administrator.",
  },
  SOURCE_FILE_LIMIT_REACHED: {
    status: 429,
    de: "Gerade werden sehr viele Dateien verarbeitet. Bitte laden Sie weitere Dateien in Kürze hoch.",
    en: "Many files are being processed right now. Please upload more files shortly.",
  },
  DOCUMENT_TO_UPDATE_NOT_FOUND: {
    status: 404,
    de: "Den Beleg, den die Datei ersetzen soll, gibt es nicht, oder Sie haben keinen Zugriff darauf.",
    en: "The document this file is meant to replace does not exist, or you have no access to it.",
  },
  DOCUMENT_TO_UPDATE_SUPERSEDED: {
    status: 409,
    de: "Dieser Beleg ist bereits durch eine neuere Version ersetzt. Bitte laden Sie die neue Datei zur neuesten Version hoch.",
    en: "This document has already been replaced by a newer version. Please upload the new file to the newest version.",
  },
  DOCUMENT_TO_UPDATE_LOCKED: {
    status: 409,
    de: "Der Beleg steht in einem Workflow-Schritt, der Änderungen sperrt. Seine Datei kann jetzt nicht ersetzt werden.",
    en: "The document stands in a workflow step that locks changes. Its file cannot be replaced now.",
  },
  NOT_COMPANY_ADMIN: {
    status: 403,
    de: "Nur Administratoren dieses Mandanten dürfen Kolleginnen und Kollegen einladen.",
    en: "Only administrators of this client company may invite colleagues.",
  },
  USER_ALREADY_MEMBER: {
    status: 409,
    de: "Diese Person hat bereits Zugriff auf diesen Mandanten.",
    en: "This person already has access to this client company.",
  },
  USER_IS_EXTERNAL: {
    status: 409,
    de: "Diese E-Mail-Adresse gehört einem externen Benutzer. Externe Benutzer können nicht als Kollegin oder Kollege eingeladen werden.",
    en: "This email address belongs to an external user. External users cannot be invited as colleagues.",
  },
  INVITATION_NOT_ALLOWED: {
    status: 403,
    de: "Eine Einladung erneut senden dürfen nur Administratoren des Mandanten, der die Person eingeladen hat, und Super-Admins.",
    en: "Only administrators of the client company that invited the person, and super admins, may send an invitation again.",
  },
  USER_HAS_PASSWORD: {
    status: 409,
    de: "Diese Person hat bereits ein Passwort und braucht keine Einladung mehr.",
    en: "This person has a password already and needs no invitation any more.",
  },
  TITLE_TOO_LONG: {
    status: 400,
    de: "Der Titel darf höchstens 40 Zeichen lang sein.",
    en: "The title may have at most 40 characters.",
  },
  FIRST_NAME_REQUIRED: {
    status: 400,
    de: "Bitte geben Sie einen Vornamen ein.",
    en: "Please enter a first name.",
  },
  FIRST_NAME_TOO_LONG: {
    status: 400,
    de: "Der Vorname darf höchstens 100 Zeichen lang sein.",
    en: "The first name may have at most 100 characters.",
  },
  LAST_NAME_REQUIRED: {
    status: 400,
    de: "Bitte geben Sie einen Nachnamen ein.",
    en: "Please enter a last name.",
  },
  LAST_NAME_TOO_LONG: {
    status: 400,
    de: "Der Nachname darf höchstens 100 Zeichen lang sein.",
    en: "The last name may have at most 100 characters.",
  },
  EMAIL_INVALID: {
    status: 400,
    de: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    en: "Please enter a valid email address.",
  },
  LANGUAGE_INVALID: {
    status: 400,
    de: "Bitte wählen Sie Deutsch oder Englisch als Sprache.",
    en: "Please choose German or English as the language.",
  },
  UPDATE_NOTIFICATION_INVALID: {
    status: 400,
    de: "Bitte wählen Sie, wie oft Update-E-Mails kommen sollen: nie, täglich oder wöchentlich.",
    en: "Please choose how often update emails are sent: never, daily or weekly.",
  },
  SUPER_ADMIN_ONLY: {
    status: 403,
    de: "Nur Super-Admins dürfen Benutzer löschen.",
    en: "Only super admins may delete users.",
  },
  CANNOT_DELETE_SELF: {
    status: 403,
    de: "Sie können Ihr eigenes Benutzerkonto nicht löschen.",
    en: "You cannot delete your own user account.",
  },
  USER_NOT_FOUND: {
    status: 404,
    de: "Diesen Benutzer gibt es nicht (mehr).",
    en: "This user does not exist (any more).",
  },
  CROSS_ORIGIN_REQUEST: {
    status: 403,
    de: "Diese Anfrage kam von einer fremden Webseite und wurde abgelehnt.",
    en: "This request came from another website and was refused.",
  },
  CSRF_HEADER_MISSING: {
    status: 403,
    de: "Die Anfrage kam nicht von Belegwerk selbst und wurde abgelehnt. Bitte laden Sie die Seite neu.",
    en: "The request did not come from Belegwerk itself and was refused. Please reload the page.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    de: "Die Anfrage hat ein Format, das hier nicht angenommen wird. Bitte laden Sie die Seite neu.",
    en: "The request has a format that is not accepted here. Please reload the page.",
  },
  REQUEST_TOO_LARGE: {
    status: 413,
    de: "Die Anfrage ist zu groß. Bitte wählen Sie weniger Einträge auf einmal.",
    en: "The request is too large. Please choose fewer entries at once.",
  },
  RATE_LIMITED: {
    status: 429,
    de: "Zu viele Anfragen in kurzer Zeit. Bitte warten Sie {{retryAfterSeconds}} Sekunden und versuchen Sie es dann erneut.",
    en: "Too many requests in a short time. Please wait {{retryAfterSeconds}} seconds and try again.",
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    de: "Der Dateispeicher ist gerade nicht erreichbar. Es wurde nichts gespeichert; bitte versuchen Sie es in einigen Minuten erneut.",
    en: "The file storage cannot be reached right now. Nothing was saved; please try again in a few minutes.",
  },
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    de: "Der angefragte Teil der Datei liegt außerhalb der Datei.",
    en: "The requested part of the file lies outside the file.",
  },
  INTERNAL: {
    status: 500,
    de: "Auf unserer Seite ist etwas schiefgegangen. Bitte versuchen Sie es erneut.",
    en: "Something went wrong on our side. Please try again.",
  },
  BANKING_FORBIDDEN: {
    status: 403,
    de: "Sie haben keinen Zugriff auf die Bankdaten dieses Mandanten.",
    en: "You have no access to this client company's banking.",
  },
  MONEY_ACCOUNT_NOT_FOUND: {
    status: 404,
    de: "Das Konto gibt es nicht, oder Sie haben keinen Zugriff darauf.",
    en: "The account does not exist, or you have no access to it.",
  },
  STATEMENT_UNKNOWN_FORMAT: {
    status: 415,
    de: "Das Dateiformat wurde nicht erkannt. Importiert werden können CAMT (.xml), MT940/MT942 (.sta, .txt) und CSV.",
    en: "The file format was not recognised. CAMT (.xml), MT940/MT942 (.sta, .txt) and CSV can be imported.",
  },
  STATEMENT_UNSUPPORTED: {
    status: 415,
    de: "Diese Datei ist kein Kontoauszug (z. B. ein Zahlungsauftrag oder eine andere Nachrichtenart).",
    en: "This file is not a bank statement (e.g. a payment order or another message type).",
  },
  STATEMENT_MALFORMED: {
    status: 422,
    de: "Der Kontoauszug ist fehlerhaft und wurde nicht importiert: {{detail}}",
    en: "The bank statement is broken and was not imported: {{detail}}",
  },
  STATEMENT_AMOUNT_TOO_LARGE: {
    status: 422,
    de: "Der Betrag {{value}} ({{place}}) ist größer, als ein Konto führen kann (höchstens 13 Stellen vor dem Komma). Es wurde nichts importiert.",
    en: "The amount {{value}} ({{place}}) is larger than an account can hold (at most 13 digits before the decimal point). Nothing was imported.",
  },
  STATEMENT_INVALID_DATE: {
    status: 422,
    de: "Das Datum {{value}} ({{place}}) gibt es nicht im Kalender. Es wurde nichts importiert.",
    en: "The date {{value}} ({{place}}) does not exist in the calendar. Nothing was imported.",
  },
  STATEMENT_TOO_SLOW: {
    status: 422,
    de: "Das Lesen des Kontoauszugs hat zu lange gedauert und wurde abgebrochen. Es wurde nichts importiert. Bitte prüfen Sie die Datei oder teilen Sie sie in kleinere Auszüge auf.",
    en: "Reading the bank statement took too long and was stopped. Nothing was imported. Please check the file or split it into smaller statements.",
  },
  STATEMENT_EMPTY: {
    status: 422,
    de: "Der Kontoauszug enthält keine Umsätze.",
    en: "The bank statement contains no transactions.",
  },
  STATEMENT_BALANCE_MISMATCH: {
    status: 422,
    de: "Die Salden passen nicht: Anfangssaldo plus Umsätze ergeben {{expectedClosing}} {{currency}}, der Auszug nennt als Endsaldo {{actualClosing}} {{currency}} (Differenz {{difference}}). Es wurde nichts importiert.",
    en: "The balances do not add up: opening balance plus transactions give {{expectedClosing}} {{currency}}, the statement states a closing balance of {{actualClosing}} {{currency}} (difference {{difference}}). Nothing was imported.",
  },
  STATEMENT_ACCOUNT_MISMATCH: {
    status: 422,
    de: "Der Kontoauszug gehört zum Konto {{statementAccount}}, nicht zum gewählten Konto {{accountIban}}. Es wurde nichts importiert.",
    en: "The bank statement belongs to account {{statementAccount}}, not to the chosen account {{accountIban}}. Nothing was imported.",
  },
  STATEMENT_CURRENCY_MISMATCH: {
    status: 422,
    de: "Der Kontoauszug enthält Umsätze in {{statementCurrency}}, das Konto wird in {{accountCurrency}} geführt. Es wurde nichts importiert.",
    en: "The bank statement holds transactions in {{statementCurrency}}, the account is kept in {{accountCurrency}}. Nothing was imported.",
  },
  STATEMENT_AMOUNT_PRECISION: {
    status: 422,
    de: "Der Betrag {{amount}} (Umsatz {{position}}) hat mehr als zwei Nachkommastellen. Es wurde nichts importiert.",
    en: "The amount {{amount}} (transaction {{position}}) has more than two decimals. Nothing was imported.",
  },
  CSV_NEEDS_MAPPING: {
    status: 422,
    de: "Bitte ordnen Sie die Spalten der CSV-Datei zu.",
    en: "Please map the columns of the CSV file.",
  },
  CSV_ROW_INVALID: {
    status: 422,
    de: "Diese Zeilen der CSV-Datei können nicht gelesen werden: {{rows}}. Es wurde nichts importiert.",
    en: "These rows of the CSV file cannot be read: {{rows}}. Nothing was imported.",
  },
  PAYMENT_REFUSED: {
    status: 422,
    de: "{{count}} Rechnung(en) können so nicht bezahlt werden. Es wurde nichts erstellt.",
    en: "{{count}} invoice(s) cannot be paid like this. Nothing was created.",
  },
  PAYMENT_DATE_IN_PAST: {
    status: 422,
    de: "Das Ausführungsdatum liegt in der Vergangenheit.",
    en: "The execution date lies in the past.",
  },
  PAYMENT_ACCOUNT_INVALID: {
    status: 422,
    de: "Bitte wählen Sie ein aktives Bankkonto mit IBAN, von dem gezahlt werden soll.",
    en: "Please choose an active bank account with an IBAN to pay from.",
  },
  SEPA_CREDITOR_ID_MISSING: {
    status: 422,
    de: "Für Lastschriften fehlt die Gläubiger-Identifikationsnummer des Mandanten (Unternehmenseinstellungen).",
    en: "Direct debits need the client company's SEPA creditor identifier (company settings).",
  },
  SEPA_FILE_INVALID: {
    status: 422,
    de: "Die SEPA-Datei konnte nicht erstellt werden ({{detail}}). Bitte prüfen Sie Empfänger, IBAN, Betrag und Verwendungszweck.",
    en: "The SEPA file could not be created ({{detail}}). Please check recipient, IBAN, amount and purpose.",
  },
  // Bank connections (/api/xs2a) and payments through the bank.
  XS2A_DISABLED: {
    status: 503,
    de: "Die Bankanbindung ist auf diesem Server abgeschaltet.",
    en: "Bank access is switched off on this server.",
  },
  XS2A_SESSION_NOT_FOUND: {
    status: 404,
    de: "Diesen Vorgang mit der Bank gibt es nicht, oder er gehört nicht Ihnen.",
    en: "This bank process does not exist, or it is not yours.",
  },
  XS2A_SESSION_EXPIRED: {
    status: 410,
    de: "Der Vorgang mit der Bank ist abgelaufen (nach 30 Minuten). Bitte starten Sie ihn erneut.",
    en: "The bank process has expired (after 30 minutes). Please start it again.",
  },
  XS2A_SESSION_CLOSED: {
    status: 409,
    de: "Dieser Vorgang mit der Bank ist bereits abgeschlossen oder abgebrochen.",
    en: "This bank process has already been completed or cancelled.",
  },
  XS2A_WIZARD_NOT_COMPLETED: {
    status: 409,
    de: "Der Vorgang bei der Bank ist noch nicht abgeschlossen.",
    en: "The process at the bank has not been completed yet.",
  },
  BANK_CONNECTION_NOT_FOUND: {
    status: 404,
    de: "Diese Bankverbindung gibt es nicht (mehr), oder sie gehört nicht Ihnen.",
    en: "This bank connection does not exist (any more), or it is not yours.",
  },
  BANK_CONNECTION_LOST: {
    status: 409,
    de: "Die Bank kennt diese Verbindung nicht mehr. Bitte löschen Sie die Bankverbindung und richten Sie sie neu ein.",
    en: "The bank no longer knows this connection. Please delete the bank connection and set it up again.",
  },
  BANK_CONSENT_EXPIRED: {
    status: 409,
    de: "Die Zustimmung zum Kontozugriff ist abgelaufen. Bitte aktualisieren Sie die Bankverbindung unter Einstellungen › Bankverbindungen.",
    en: "The consent to access the account has expired. Please update the bank connection under Settings › Bank connections.",
  },
  BANK_UNAVAILABLE: {
    status: 503,
    de: "Die Bank ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.",
    en: "The bank cannot be reached right now. Please try again later.",
  },
  BANK_ACCOUNT_NOT_FOUND: {
    status: 404,
    de: "Mindestens eines der Bankkonten gibt es nicht (mehr), oder es gehört nicht zu Ihren Bankverbindungen.",
    en: "At least one of the bank accounts does not exist (any more), or it does not belong to your bank connections.",
  },
  BANK_ACCOUNT_WITHOUT_IBAN: {
    status: 409,
    de: "Das Konto {{name}} hat keine IBAN und kann deshalb keinem Mandanten zugeordnet werden.",
    en: "The account {{name}} has no IBAN and cannot be assigned to a client company.",
  },
  MONEY_ACCOUNT_LINKED_ELSEWHERE: {
    status: 409,
    de: "Das Konto {{name}} dieses Mandanten ist bereits mit einer anderen Bankverbindung verknüpft. Es wurde nichts geändert.",
    en: "The account {{name}} of this client company is already linked to another bank connection. Nothing was changed.",
  },
  ACCOUNT_NOT_CONNECTED: {
    status: 409,
    de: "Dieses Konto ist nicht mit einer Bankverbindung verknüpft. Bitte verknüpfen Sie es unter Einstellungen › Bankverbindungen oder zahlen Sie per SEPA-Datei.",
    en: "This account is not linked to a bank connection. Please link it under Settings › Bank connections or pay with a SEPA file.",
  },
  BANK_CONNECTION_OF_ANOTHER_USER: {
    status: 403,
    de: "Dieses Konto ist über die Bankverbindung einer anderen Person angebunden. Zahlungen darüber kann nur diese Person freigeben.",
    en: "This account is connected through another person's bank connection. Only that person can authorise payments through it.",
  },
  DOCUMENT_NOT_FOUND: {
    status: 404,
    de: "Mindestens einen der Belege gibt es nicht, oder Sie haben keinen Zugriff darauf.",
    en: "At least one of the documents does not exist, or you have no access to it.",
  },
  PAY_FORBIDDEN: {
    status: 403,
    de: "Sie dürfen Rechnungen dieses Mandanten nicht bezahlen.",
    en: "You are not allowed to pay invoices of this client company.",
  },
  INVOICE_ALREADY_PAID: {
    status: 403,
    de: "Die Rechnung {{invoice}} ist bereits bezahlt.",
    en: "The invoice {{invoice}} has already been paid.",
  },
  INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP: {
    status: 403,
    de: "Die Rechnung {{invoice}} steht in einem Workflow-Schritt, in dem sie nicht bezahlt werden darf.",
    en: "The invoice {{invoice}} stands in a workflow step in which it must not be paid.",
  },
  INVOICE_IS_CREDIT_MEMO: {
    status: 403,
    de: "{{invoice}} ist eine Gutschrift und wird nicht überwiesen.",
    en: "{{invoice}} is a credit memo and is not paid by transfer.",
  },
  INVOICE_TOTAL_MISSING: {
    status: 403,
    de: "Die Rechnung {{invoice}} hat keinen Gesamtbetrag.",
    en: "The invoice {{invoice}} has no total.",
  },
  INVOICE_AMOUNT_DUE_NEGATIVE: {
    status: 403,
    de: "Bei der Rechnung {{invoice}} ist der Zahlbetrag negativ: Der Partner schuldet Ihnen Geld, es wird keine Zahlung erstellt.",
    en: "The amount due of the invoice {{invoice}} is negative: the partner owes you money, so no payment is created.",
  },
  INVOICE_NOTHING_DUE: {
    status: 403,
    de: "Bei der Rechnung {{invoice}} ist nichts zu zahlen (Zahlbetrag 0, z. B. durch Anzahlungen).",
    en: "Nothing is due on the invoice {{invoice}} (amount due 0, e.g. after prepayments).",
  },
  DOCUMENT_SUPERSEDED: {
    status: 403,
    de: "Der Beleg {{invoice}} ist durch eine neuere Version ersetzt. Bitte bezahlen Sie die neueste Version.",
    en: "The document {{invoice}} has been replaced by a newer version. Please pay the newest version.",
  },
  UNVERIFIED_IBAN_NEEDS_CONFIRMATION: {
    status: 409,
    de: "Die IBAN {{iban}} der Rechnung {{invoice}} ist keine bestätigte Bankverbindung des Partners. Bitte bestätigen Sie ausdrücklich, dass an diese IBAN gezahlt werden soll.",
    en: "The IBAN {{iban}} of the invoice {{invoice}} is not a verified bank account of the partner. Please confirm explicitly that this IBAN is to be paid.",
  },
  NOT_AN_INCOMING_INVOICE: {
    status: 403,
    de: "{{invoice}} ist keine Eingangsrechnung. Über die Bank werden nur Eingangsrechnungen bezahlt.",
    en: "{{invoice}} is not an incoming invoice. Only incoming invoices are paid through the bank.",
  },
  PAYMENT_IBAN_MISSING: {
    status: 409,
    de: "Für die Rechnung {{invoice}} ist keine IBAN des Zahlungsempfängers bekannt.",
    en: "No payee IBAN is known for the invoice {{invoice}}.",
  },
  PAYMENT_CURRENCY_NOT_SUPPORTED: {
    status: 409,
    de: "Die Rechnung {{invoice}} lautet auf {{currency}}. Über die Bank können nur Euro-Zahlungen von einem Euro-Konto ausgeführt werden.",
    en: "The invoice {{invoice}} is in {{currency}}. Only euro payments from a euro account can be made through the bank.",
  },
  PAYMENT_ALREADY_IN_PROGRESS: {
    status: 409,
    de: "Für die Rechnung {{invoice}} läuft bereits eine Zahlung über die Bank.",
    en: "A payment through the bank is already under way for the invoice {{invoice}}.",
  },
  PAYMENT_EXECUTION_DATE_INVALID: {
    status: 400,
    de: "Das Ausführungsdatum muss zwischen heute und dem {{maxDate}} liegen.",
    en: "The execution date must lie between today and {{maxDate}}.",
  },
  PAYMENT_REMINDER_NOT_FOR_PAID: {
    status: 422,
    de: "Zahlungserinnerungen gibt es nur für offene Rechnungen.",
    en: "Payment reminders are only for unpaid invoices.",
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;

export type ApiErrorCode = keyof typeof ERRORS;

/** German unless the Accept-Language header ranks English above German. */
export function preferredLanguage(acceptLanguage: string | undefined): "de" | "en" {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.map((r) => /^q=([\d.]+)$/.exec(r.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.lang === "de" || x.lang === "en")
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang === "en" ? "en" : "de";
}

export const apiErrorStatus = (code: ApiErrorCode) => ERRORS[code].status as ContentfulStatusCode;

export function apiErrorBody(code: ApiErrorCode, lang: "de" | "en", params?: Record<string, string | number>) {
  const message = ERRORS[code][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params?.[k] ?? ""));
  return { error: { code, message, ...(params ? { params } : {}) } };
}

export function apiError(
  c: Context,
  code: ApiErrorCode,
  acceptLanguage: string | undefined,
  params?: Record<string, string | number>,
) {
  const status = ERRORS[code].status as ContentfulStatusCode;
  // A refusal sent before the body was read: close the connection rather than read it all.
  if (status !== 500) c.header("Connection", "close");
  return c.json(apiErrorBody(code, preferredLanguage(acceptLanguage), params), status);
}
