import type { TFunction } from "i18next";
import { formatDate, formatDecimal, formatIban, formatMoney } from "../../../lib/format.ts";
import type { MatchCheck } from "./matchChecks.ts";

// One sentence per check result, for the accountant: what the engine compared and what it
// found ("Rechnungsnummer RE-2025-17 im Verwendungszweck gefunden", "Name ähnlich zu 87 %").

/** What the sentences may mention about the invoice the check was about. */
export interface CheckInvoiceContext {
  currency: string;
  discountPercent?: string | null;
  discountUntil?: string | null;
}

const percentOf = (similarity: number | null | undefined) =>
  similarity === null || similarity === undefined ? 0 : Math.round(similarity * 100);

const firstOf = (value: string | readonly string[] | null | undefined) =>
  (Array.isArray(value) ? value[0] : (value as string | null | undefined)) ?? "";

/** The sentence of one check result in the UI's language. */
export function explainCheck(check: MatchCheck, invoice: CheckInvoiceContext, t: TFunction, locale: string): string {
  const { detail } = check;
  const money = (amount: string | null | undefined) => formatMoney(amount ?? "", invoice.currency, locale);
  if (detail.kind === "AGGREGATE") {
    return t("banking.checks.aggregate", {
      passed: detail.passedInvoiceIds?.length ?? 0,
      count: detail.invoiceCount ?? 0,
    });
  }
  switch (check.check) {
    case "TOTAL": {
      const values = { expected: money(firstOf(detail.expected)), actual: money(detail.actual) };
      switch (detail.kind) {
        case "EXACT":
          return detail.exceedsOpenAmount
            ? t("banking.checks.total.exactExceedsOpen", values)
            : t("banking.checks.total.exact", values);
        case "OPEN_AMOUNT":
          return t("banking.checks.total.openAmount", values);
        case "DISCOUNT":
          return invoice.discountPercent && invoice.discountUntil
            ? t("banking.checks.total.discountWithTerms", {
                ...values,
                percent: formatDecimal(invoice.discountPercent, locale, 2),
                until: formatDate(invoice.discountUntil, locale),
              })
            : t("banking.checks.total.discount", { ...values, discount: money(detail.discount) });
        case "PARTIAL":
          if (detail.discountExpired) return t("banking.checks.total.discountExpired", values);
          return detail.partialKeyword
            ? t("banking.checks.total.partialKeyword", values)
            : t("banking.checks.total.partial", values);
        case "COMBINATION":
          return t("banking.checks.total.combination", values);
        default:
          return t("banking.checks.total.mismatch", values);
      }
    }
    case "IBAN": {
      const iban = formatIban(detail.actual);
      switch (detail.kind) {
        case "INVOICE_IBAN":
          return t("banking.checks.iban.invoice", { iban });
        case "PARTNER_IBAN":
          return t("banking.checks.iban.partner", { iban });
        case "NO_TRANSACTION_IBAN":
          return t("banking.checks.iban.noTransactionIban");
        case "NO_KNOWN_IBAN":
          return t("banking.checks.iban.noKnownIban");
        default:
          return t("banking.checks.iban.mismatch", { iban });
      }
    }
    case "NUMBER_IN_PURPOSE": {
      const field =
        detail.field === "ORDER_NUMBER"
          ? t("banking.checks.number.fields.ORDER_NUMBER")
          : detail.field === "INTERNAL_NUMBER"
            ? t("banking.checks.number.fields.INTERNAL_NUMBER")
            : t("banking.checks.number.fields.INVOICE_NUMBER");
      const values = { field, number: firstOf(detail.expected), matched: detail.matchedText ?? "" };
      switch (detail.kind) {
        case "EXACT":
        case "NORMALISED":
          return t("banking.checks.number.found", values);
        case "SPACED":
          return t("banking.checks.number.spaced", values);
        case "SIMILAR":
          return t("banking.checks.number.similar", values);
        case "NO_NUMBER":
          return t("banking.checks.number.noNumber");
        default:
          return t("banking.checks.number.notFound", values);
      }
    }
    case "DATE": {
      const values = {
        reference: formatDate(detail.reference, locale),
        actual: formatDate(detail.actual, locale),
        days: Math.abs(detail.days ?? 0),
        count: Math.abs(detail.days ?? 0),
      };
      switch (detail.kind) {
        case "IN_TERM":
          return t("banking.checks.date.inTerm", values);
        case "LATE":
          return t("banking.checks.date.late", values);
        case "EARLY":
          return t("banking.checks.date.early", values);
        case "BEFORE_INVOICE_DATE":
          return t("banking.checks.date.beforeInvoiceDate", values);
        case "NO_DATE":
          return t("banking.checks.date.noDate");
        default:
          return t("banking.checks.date.outOfWindow", values);
      }
    }
    case "INVOICE_DATE_IN_PURPOSE": {
      const values = { date: formatDate(firstOf(detail.expected), locale), matched: detail.matchedText ?? "" };
      switch (detail.kind) {
        case "FOUND":
          return t("banking.checks.invoiceDate.found", values);
        case "NO_DATE":
          return t("banking.checks.invoiceDate.noDate");
        default:
          return t("banking.checks.invoiceDate.notFound", values);
      }
    }
    case "PARTNER_NAME": {
      const values = {
        percent: percentOf(detail.similarity),
        expected: firstOf(detail.expected),
        actual: detail.actual ?? "",
      };
      switch (detail.kind) {
        case "COUNTERPARTY":
          return values.actual.trim().toLowerCase() === values.expected.trim().toLowerCase()
            ? t("banking.checks.name.same", values)
            : t("banking.checks.name.counterparty", values);
        case "PURPOSE":
          return t("banking.checks.name.purpose", values);
        case "NO_NAME":
          return t("banking.checks.name.noName");
        default:
          return t("banking.checks.name.noMatch", values);
      }
    }
    case "END_TO_END_ID":
      return t("banking.checks.endToEnd", { id: detail.endToEndId ?? firstOf(detail.expected) });
  }
}
