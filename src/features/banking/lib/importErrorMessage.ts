import type { TFunction } from "i18next";
import { formatIban, formatMoney } from "../../../lib/format.ts";
import { codeText, featureKeyOf } from "../../../relay/errorText.ts";
import { MAX_STATEMENT_MEGABYTES, type StatementImportError } from "./statementImport.ts";

// Why a statement import was refused, in the UI's language. The server's message is already
// translated, but the SPA translates by code (the server's text is the fallback for codes
// this page does not know), and formats amounts and IBANs the UI's way.

/** Where the import's refusals have their texts. */
const IMPORT_ERRORS = "banking.import.errors";

const text = (value: string | number | undefined) => (value === undefined ? "" : String(value));
/** An account as the statement names it: an IBAN in groups of four, else "BLZ/Konto" as given. */
const account = (value: string | number | undefined) => {
  const raw = text(value);
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(raw) ? formatIban(raw) : raw;
};

/** Where in the file a refusal is: the MT940 line, the camt statement and entry, or a camt statement's balances. */
function placeOf(params: Record<string, string | number>, t: TFunction): string {
  if (params.line !== undefined) return t("banking.import.errors.places.line", { line: params.line });
  if (params.entry !== undefined) {
    return t("banking.import.errors.places.entry", { entry: params.entry, statement: params.statement ?? 1 });
  }
  if (params.statement !== undefined)
    return t("banking.import.errors.places.statement", { statement: params.statement });
  return t("banking.import.errors.places.file");
}

export interface ImportErrorText {
  message: string;
  /** A technical detail worth showing small (what the parser found broken). */
  detail?: string;
}

export function importErrorMessage(error: StatementImportError, t: TFunction, locale: string): ImportErrorText {
  const params = error.params ?? {};
  const money = (value: string | number | undefined) =>
    formatMoney(text(value), text(params.currency) || "EUR", locale);
  switch (error.code) {
    case "STATEMENT_BALANCE_MISMATCH":
      return {
        message: t("banking.import.errors.STATEMENT_BALANCE_MISMATCH", {
          expectedClosing: money(params.expectedClosing),
          actualClosing: money(params.actualClosing),
          difference: money(params.difference),
        }),
      };
    case "STATEMENT_ACCOUNT_MISMATCH":
      return {
        message: t("banking.import.errors.STATEMENT_ACCOUNT_MISMATCH", {
          statementAccount: account(params.statementAccount),
          accountIban: account(params.accountIban),
        }),
      };
    case "STATEMENT_CURRENCY_MISMATCH":
      return {
        message: t("banking.import.errors.STATEMENT_CURRENCY_MISMATCH", {
          statementCurrency: text(params.statementCurrency),
          accountCurrency: text(params.accountCurrency),
        }),
      };
    case "STATEMENT_AMOUNT_PRECISION":
      return {
        message: t("banking.import.errors.STATEMENT_AMOUNT_PRECISION", {
          amount: text(params.amount),
          position: text(params.position),
        }),
      };
    case "CSV_ROW_INVALID":
      return { message: t("banking.import.errors.CSV_ROW_INVALID", { rows: text(params.rows) }) };
    case "FILE_TOO_LARGE":
      return {
        message: t("banking.import.errors.FILE_TOO_LARGE", {
          maxMegabytes: params.maxMegabytes ?? MAX_STATEMENT_MEGABYTES,
        }),
      };
    case "STATEMENT_AMOUNT_TOO_LARGE":
    case "STATEMENT_INVALID_DATE":
      return {
        message: t(`banking.import.errors.${error.code}`, { value: text(params.value), place: placeOf(params, t) }),
      };
    case "STATEMENT_MALFORMED":
      return {
        message: t("banking.import.errors.STATEMENT_MALFORMED"),
        detail: params.detail === undefined ? undefined : text(params.detail),
      };
  }
  // The page's own text for the code, else the server's (already translated), else the common one.
  if (featureKeyOf(error.code, IMPORT_ERRORS)) return { message: codeText(error.code, t, { feature: IMPORT_ERRORS }) };
  return { message: error.message || codeText(error.code, t, { fallback: `${IMPORT_ERRORS}.UNKNOWN` }) };
}
