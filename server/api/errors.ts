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
  INTERNAL: {
    status: 500,
    de: "Auf unserer Seite ist etwas schiefgegangen. Bitte versuchen Sie es erneut.",
    en: "Something went wrong on our side. Please try again.",
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
