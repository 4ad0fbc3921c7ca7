/**
 * Compliance checks that need no Schematron engine: the mandatory details of §14 Abs. 4 UStG
 * and the EN 16931-1 business rules (BR-…) that can be judged on `CapturedInvoice` alone —
 * presence of the core fields, the sums to the cent (BR-CO-10…16, exact decimal arithmetic),
 * VAT per category, payment terms, IBAN check digits and VAT id formats.
 *
 * Works for e-invoices and for data captured from PDFs alike. Each finding names a rule id,
 * the field (dot path into CapturedInvoice) and the values for its message; the messages are
 * in COMPLIANCE_RULE_TEXTS.
 */
import type { CapturedInvoice, ComplianceFinding, Decimal } from "../capture/types.ts";
import {
  absDecimal,
  addDecimals,
  compareDecimals,
  isDecimal,
  isZeroDecimal,
  normalizeAmount,
  percentOf,
  subtractDecimals,
} from "../../../src/lib/decimal.ts";
import { isValidBic, isValidIban } from "../../../src/lib/iban.ts";
import type { CapturedInvoiceExtras } from "./common.ts";
import { normalizeVatId, vatIdProblem } from "./vatId.ts";

export type ComplianceRuleId =
  | "BR-2"
  | "BR-3"
  | "BR-5"
  | "BR-6"
  | "BR-7"
  | "BR-8"
  | "BR-9"
  | "BR-10"
  | "BR-12"
  | "BR-16"
  | "BR-CO-9"
  | "BR-CO-10"
  | "BR-CO-13"
  | "BR-CO-14"
  | "BR-CO-15"
  | "BR-CO-16"
  | "BR-CO-17"
  | "BR-CO-25"
  | "BR-DEX-09"
  | "BR-AE-02"
  | "BR-IC-02"
  | "BR-E-10"
  | "BR-AE-10"
  | "BR-IC-10"
  | "BR-G-10"
  | "BR-O-10"
  | "UStG-14-4-2"
  | "UStG-14-4-6"
  | "IBAN-INVALID"
  | "BIC-INVALID"
  | "VAT-ID-FORMAT";

type Finding = ComplianceFinding & { rule: ComplianceRuleId };

/**
 * Short messages per rule, German for the accountants and English, with i18next `{{param}}`
 * placeholders filled from `ComplianceFinding.params`.
 */
export const COMPLIANCE_RULE_TEXTS: Record<ComplianceRuleId, { de: string; en: string }> = {
  "BR-2": { de: "Die Rechnungsnummer fehlt.", en: "The invoice number is missing." },
  "BR-3": { de: "Das Rechnungsdatum fehlt.", en: "The invoice date is missing." },
  "BR-5": { de: "Die Währung der Rechnung fehlt.", en: "The invoice currency is missing." },
  "BR-6": { de: "Der Name des Verkäufers fehlt.", en: "The seller's name is missing." },
  "BR-7": { de: "Der Name des Käufers fehlt.", en: "The buyer's name is missing." },
  "BR-8": {
    de: "Die Anschrift des Verkäufers fehlt oder nennt keinen Ort.",
    en: "The seller's postal address is missing or has no city.",
  },
  "BR-9": {
    de: "Das Land in der Anschrift des Verkäufers fehlt.",
    en: "The country of the seller's address is missing.",
  },
  "BR-10": { de: "Die Anschrift des Käufers fehlt.", en: "The buyer's postal address is missing." },
  "BR-12": { de: "Die Summe der Positionen fehlt.", en: "The sum of the invoice line net amounts is missing." },
  "BR-16": { de: "Die Rechnung enthält keine Positionen.", en: "The invoice has no lines." },
  "BR-CO-9": {
    de: "Die USt-IdNr. {{vatId}} beginnt nicht mit einem Länderkürzel.",
    en: "The VAT ID {{vatId}} does not start with a country code.",
  },
  "BR-CO-10": {
    de: "Die Summe der Positionen ({{lineSum}}) stimmt nicht mit der Nettosumme der Positionen ({{lineTotal}}) überein.",
    en: "The sum of the lines ({{lineSum}}) does not match the line total ({{lineTotal}}).",
  },
  "BR-CO-13": {
    de: "Der Nettobetrag ({{net}}) stimmt nicht mit Positionssumme {{lineTotal}} − Nachlässe {{allowanceTotal}} + Zuschläge {{chargeTotal}} = {{expected}} überein.",
    en: "The net total ({{net}}) does not equal line total {{lineTotal}} − allowances {{allowanceTotal}} + charges {{chargeTotal}} = {{expected}}.",
  },
  "BR-CO-14": {
    de: "Die Umsatzsteuer gesamt ({{vatAmount}}) stimmt nicht mit der Summe der Steuerbeträge je Steuersatz ({{breakdownSum}}) überein.",
    en: "The VAT total ({{vatAmount}}) does not match the sum of the VAT breakdown ({{breakdownSum}}).",
  },
  "BR-CO-15": {
    de: "Der Bruttobetrag ({{total}}) stimmt nicht mit Nettobetrag {{net}} + Umsatzsteuer {{vatAmount}} = {{expected}} überein.",
    en: "The gross total ({{total}}) does not equal net total {{net}} + VAT {{vatAmount}} = {{expected}}.",
  },
  "BR-CO-16": {
    de: "Der Zahlbetrag ({{amountDue}}) stimmt nicht mit Bruttobetrag {{total}} − bereits gezahlt {{prepaid}} + Rundung {{rounding}} = {{expected}} überein.",
    en: "The amount due ({{amountDue}}) does not equal gross total {{total}} − paid {{prepaid}} + rounding {{rounding}} = {{expected}}.",
  },
  "BR-DEX-09": {
    de: "Der Zahlbetrag ({{amountDue}}) stimmt nicht mit Bruttobetrag {{total}} − bereits gezahlt {{prepaid}} + Rundung {{rounding}} + Zahlungen Dritter {{thirdParty}} = {{expected}} überein.",
    en: "The amount due ({{amountDue}}) does not equal gross total {{total}} − paid {{prepaid}} + rounding {{rounding}} + third-party payments {{thirdParty}} = {{expected}}.",
  },
  "BR-CO-17": {
    de: "Die Umsatzsteuer zum Satz {{rate}} % ({{taxAmount}}) weicht von {{taxableAmount}} × {{rate}} % = {{expected}} ab.",
    en: "The VAT at {{rate}} % ({{taxAmount}}) differs from {{taxableAmount}} × {{rate}} % = {{expected}}.",
  },
  "BR-CO-25": {
    de: "Es ist ein Betrag zu zahlen, aber weder ein Fälligkeitsdatum noch Zahlungsbedingungen sind angegeben.",
    en: "An amount is due, but neither a due date nor payment terms are given.",
  },
  "BR-AE-02": {
    de: "Bei Umkehr der Steuerschuld (Reverse Charge) müssen die USt-IdNr. oder Steuernummer des Verkäufers und die USt-IdNr. des Käufers angegeben sein.",
    en: "With reverse charge, the seller's VAT ID or tax number and the buyer's VAT ID must be given.",
  },
  "BR-IC-02": {
    de: "Bei innergemeinschaftlichen Lieferungen müssen die USt-IdNr. des Verkäufers und des Käufers angegeben sein.",
    en: "For intra-community supplies, the VAT IDs of seller and buyer must be given.",
  },
  "BR-E-10": {
    de: "Für steuerfreie Umsätze fehlt der Grund der Steuerbefreiung.",
    en: "The reason for the VAT exemption is missing.",
  },
  "BR-AE-10": {
    de: "Für Umsätze mit Umkehr der Steuerschuld fehlt der Hinweis „Steuerschuldnerschaft des Leistungsempfängers“.",
    en: "The reverse charge note (exemption reason) is missing.",
  },
  "BR-IC-10": {
    de: "Für innergemeinschaftliche Lieferungen fehlt der Hinweis auf die Steuerbefreiung.",
    en: "The exemption reason for the intra-community supply is missing.",
  },
  "BR-G-10": {
    de: "Für Ausfuhrlieferungen fehlt der Hinweis auf die Steuerbefreiung.",
    en: "The exemption reason for the export is missing.",
  },
  "BR-O-10": {
    de: "Für nicht steuerbare Umsätze fehlt der Hinweis, warum keine Umsatzsteuer anfällt.",
    en: "The reason why the supply is outside the scope of VAT is missing.",
  },
  "UStG-14-4-2": {
    de: "Es wird Umsatzsteuer berechnet, aber weder die USt-IdNr. noch die Steuernummer des Verkäufers ist angegeben (§ 14 Abs. 4 Nr. 2 UStG).",
    en: "VAT is charged, but neither the seller's VAT ID nor tax number is given (§ 14 (4) no. 2 UStG).",
  },
  "UStG-14-4-6": {
    de: "Der Zeitpunkt der Lieferung oder Leistung ist nicht angegeben (§ 14 Abs. 4 Nr. 6 UStG); ggf. steht er in einem Hinweis auf der Rechnung.",
    en: "The date of supply is not given (§ 14 (4) no. 6 UStG); it may be stated in a note.",
  },
  "IBAN-INVALID": {
    de: "Die IBAN {{iban}} ist ungültig (Prüfziffer, Länge oder Format).",
    en: "The IBAN {{iban}} is invalid (check digits, length or format).",
  },
  "BIC-INVALID": { de: "Die BIC {{bic}} hat kein gültiges Format.", en: "The BIC {{bic}} is not well-formed." },
  "VAT-ID-FORMAT": {
    de: "Die USt-IdNr. {{vatId}} hat nicht das für {{country}} vorgesehene Format.",
    en: "The VAT ID {{vatId}} does not have the format used in {{country}}.",
  },
};

/**
 * Which profile an invoice follows, as far as the rules go: Factur-X/ZUGFeRD 2.x MINIMUM and
 * BASIC WL are subsets of EN 16931 without lines; XRechnung's extension (CIUS extension
 * `urn:xeinkauf.de:kosit:extension:xrechnung_3.0`) replaces rules; everything else (BASIC,
 * EN 16931, EXTENDED, XRechnung, PEPPOL, ZUGFeRD 1.0, ebInterface, data captured from a PDF)
 * is checked in full.
 */
export type RuleSet = "MINIMUM" | "BASIC WL" | "XRECHNUNG EXTENSION" | "FULL";

export interface ComplianceContext {
  /** `EInvoice.profile` (MINIMUM, BASIC WL, EN 16931, XRECHNUNG, ZUGFERD 1.0 COMFORT, …). */
  profile?: string;
  /** `EInvoice.specificationId` (BT-24 / CII guideline id). */
  specificationId?: string;
}

export function ruleSetOf(context: ComplianceContext | undefined): RuleSet {
  const id = context?.specificationId?.toLowerCase() ?? "";
  if (/#conformant#urn:xeinkauf\.de:kosit:extension:xrechnung/.test(id)) return "XRECHNUNG EXTENSION";
  if (context?.profile === "MINIMUM") return "MINIMUM";
  if (context?.profile === "BASIC WL") return "BASIC WL";
  return "FULL";
}

/**
 * The EN 16931 rules a profile does not apply, per the Factur-X 1.08 / ZUGFeRD 2.4 Schematron of
 * each profile and the XRechnung extension's rule set. MINIMUM carries the header, the parties'
 * names, VAT ids and countries and the totals BT-109, BT-110, BT-112 and BT-115 only: no lines,
 * no line total, no prepaid or rounding amount, no VAT breakdown, no payment terms or means,
 * no buyer address. BASIC WL has no lines (hence no BR-16, BR-CO-10 and no line-based category
 * rules such as BR-AE-02 / BR-IC-02) and no BR-CO-25. The XRechnung extension replaces BR-CO-16
 * by BR-DEX-09, which also subtracts third-party payments (BG-DEX-09).
 */
export const RULES_NOT_APPLIED: Readonly<Record<RuleSet, ReadonlySet<ComplianceRuleId>>> = {
  MINIMUM: new Set<ComplianceRuleId>([
    "BR-10",
    "BR-12",
    "BR-16",
    "BR-CO-10",
    "BR-CO-13",
    "BR-CO-14",
    "BR-CO-15",
    "BR-CO-16",
    "BR-CO-17",
    "BR-CO-25",
    "BR-DEX-09",
    "BR-AE-02",
    "BR-IC-02",
    "BR-E-10",
    "BR-AE-10",
    "BR-IC-10",
    "BR-G-10",
    "BR-O-10",
  ]),
  "BASIC WL": new Set<ComplianceRuleId>(["BR-16", "BR-CO-10", "BR-CO-25", "BR-DEX-09", "BR-AE-02", "BR-IC-02"]),
  "XRECHNUNG EXTENSION": new Set<ComplianceRuleId>(["BR-CO-16"]),
  FULL: new Set<ComplianceRuleId>(["BR-DEX-09"]),
};

/** Tolerance of BR-CO-17 per VAT category: rounding differences up to one cent are accepted. */
const VAT_LINE_TOLERANCE = "0.01";

/** VAT categories whose breakdown line must name the exemption reason (BT-120/121). */
const EXEMPTION_RULES: Readonly<Record<string, ComplianceRuleId>> = {
  E: "BR-E-10",
  AE: "BR-AE-10",
  K: "BR-IC-10",
  G: "BR-G-10",
  O: "BR-O-10",
};

const amountOr0 = (value: Decimal | undefined): Decimal => (value !== undefined && isDecimal(value) ? value : "0");
const money = (value: Decimal): string => normalizeAmount(value) ?? value;
const blank = (value: string | undefined): boolean => value === undefined || value.trim() === "";

/** The mandatory details and parties (BR-2…BR-16, §14 Abs. 4 Nr. 2 and 6 UStG). */
function checkMandatoryDetails(inv: CapturedInvoice, ruleSet: RuleSet): Finding[] {
  const findings: Finding[] = [];
  const error = (rule: ComplianceRuleId, field: string) => findings.push({ rule, severity: "error", field });

  if (blank(inv.invoiceNumber)) error("BR-2", "invoiceNumber");
  if (blank(inv.invoiceDate)) error("BR-3", "invoiceDate");
  if (blank(inv.currency)) error("BR-5", "currency");
  if (blank(inv.seller.name)) error("BR-6", "seller.name");
  // MINIMUM's seller address (BG-5) holds the country code only.
  if (ruleSet === "MINIMUM") {
    if (blank(inv.seller.address?.country)) error("BR-9", "seller.address.country");
  } else if (!inv.seller.address || blank(inv.seller.address.city)) error("BR-8", "seller.address");
  else if (blank(inv.seller.address.country)) error("BR-9", "seller.address.country");
  if (blank(inv.buyer.name)) error("BR-7", "buyer.name");
  if (!inv.buyer.address) error("BR-10", "buyer.address");
  if (inv.items.length === 0) error("BR-16", "items");
  else if (inv.lineTotal === undefined) error("BR-12", "lineTotal");
  if (!inv.deliveryDate && !inv.deliveredFrom && !inv.deliveredUntil) {
    findings.push({ rule: "UStG-14-4-6", severity: "warning", field: "deliveryDate" });
  }
  return findings;
}

/** Seller and buyer tax identifiers as §14 Abs. 4 Nr. 2 UStG and the category rules demand. */
function checkTaxIdentifiers(inv: CapturedInvoice): Finding[] {
  const findings: Finding[] = [];
  const categories = new Set(inv.vatBreakdown.map((line) => line.categoryCode));
  const chargesVat =
    (inv.vatAmount !== undefined && isDecimal(inv.vatAmount) && !isZeroDecimal(inv.vatAmount)) ||
    inv.vatBreakdown.some((line) => isDecimal(line.taxAmount) && !isZeroDecimal(line.taxAmount));
  const sellerHasId = !blank(inv.seller.vatId) || !blank(inv.seller.taxId);
  if (chargesVat && !sellerHasId) findings.push({ rule: "UStG-14-4-2", severity: "error", field: "seller.vatId" });
  if (categories.has("AE") && (!sellerHasId || (blank(inv.buyer.vatId) && blank(inv.buyer.registrationNo)))) {
    findings.push({
      rule: "BR-AE-02",
      severity: "error",
      field: blank(inv.buyer.vatId) ? "buyer.vatId" : "seller.vatId",
    });
  }
  if (categories.has("K") && (blank(inv.seller.vatId) || blank(inv.buyer.vatId))) {
    findings.push({
      rule: "BR-IC-02",
      severity: "error",
      field: blank(inv.buyer.vatId) ? "buyer.vatId" : "seller.vatId",
    });
  }
  for (const [party, vatId] of [
    ["seller", inv.seller.vatId],
    ["buyer", inv.buyer.vatId],
  ] as const) {
    if (blank(vatId)) continue;
    const problem = vatIdProblem(vatId!);
    const field = `${party}.vatId`;
    if (problem === "missing-country-prefix") {
      findings.push({ rule: "BR-CO-9", severity: "error", field, params: { vatId: vatId! } });
    } else if (problem === "format") {
      const country = normalizeVatId(vatId!).slice(0, 2);
      findings.push({ rule: "VAT-ID-FORMAT", severity: "warning", field, params: { vatId: vatId!, country } });
    }
  }
  return findings;
}

/** The sums of BG-22 to the cent (BR-CO-10, -13, -14, -15, -16) and VAT per category (BR-CO-17). */
function checkSums(inv: CapturedInvoice & CapturedInvoiceExtras): Finding[] {
  const findings: Finding[] = [];
  const differ = (a: string, b: string) => compareDecimals(a, b) !== 0;
  const valid = (...values: (string | undefined)[]) => values.every((v) => v === undefined || isDecimal(v));
  if (
    !valid(inv.lineTotal, inv.net, inv.vatAmount, inv.total, inv.prepaid, inv.amountDue, inv.allowanceTotal) ||
    !valid(inv.chargeTotal, inv.roundingAmount, inv.otherPayableAmount, inv.thirdPartyPaidAmount) ||
    !inv.items.every((item) => item.totalPrice === undefined || isDecimal(item.totalPrice)) ||
    !inv.vatBreakdown.every((line) => valid(line.taxAmount, line.taxableAmount, line.ratePercent))
  ) {
    return findings; // captured text that is no number: nothing to add up
  }

  // ZUGFeRD 1.0 BASIC lines carry no amounts: nothing to add up then.
  const lineAmounts = inv.items.flatMap((item) => (item.totalPrice === undefined ? [] : [item.totalPrice]));
  if (inv.lineTotal !== undefined && inv.items.length > 0 && lineAmounts.length === inv.items.length) {
    const lineSum = addDecimals(...lineAmounts);
    if (differ(lineSum, inv.lineTotal)) {
      findings.push({
        rule: "BR-CO-10",
        severity: "error",
        field: "lineTotal",
        params: { lineSum: money(lineSum), lineTotal: money(inv.lineTotal) },
      });
    }
  }

  if (inv.lineTotal !== undefined && inv.net !== undefined) {
    const allowanceTotal = amountOr0(inv.allowanceTotal);
    const chargeTotal = amountOr0(inv.chargeTotal);
    const expected = addDecimals(subtractDecimals(inv.lineTotal, allowanceTotal), chargeTotal);
    if (differ(expected, inv.net)) {
      findings.push({
        rule: "BR-CO-13",
        severity: "error",
        field: "net",
        params: {
          net: money(inv.net),
          lineTotal: money(inv.lineTotal),
          allowanceTotal: money(allowanceTotal),
          chargeTotal: money(chargeTotal),
          expected: money(expected),
        },
      });
    }
  }

  const vatAmount = amountOr0(inv.vatAmount); // BT-110 may be absent when no VAT is charged
  const breakdownSum = addDecimals(...inv.vatBreakdown.map((line) => line.taxAmount));
  if (inv.vatBreakdown.length > 0 && differ(breakdownSum, vatAmount)) {
    findings.push({
      rule: "BR-CO-14",
      severity: "error",
      field: "vatAmount",
      params: { vatAmount: money(vatAmount), breakdownSum: money(breakdownSum) },
    });
  }

  if (inv.net !== undefined && inv.total !== undefined) {
    const expected = addDecimals(inv.net, vatAmount);
    if (differ(expected, inv.total)) {
      findings.push({
        rule: "BR-CO-15",
        severity: "error",
        field: "total",
        params: {
          total: money(inv.total),
          net: money(inv.net),
          vatAmount: money(vatAmount),
          expected: money(expected),
        },
      });
    }
  }

  if (inv.total !== undefined && inv.amountDue !== undefined) {
    const prepaid = amountOr0(inv.prepaid);
    const rounding = amountOr0(inv.roundingAmount);
    const expected = addDecimals(subtractDecimals(inv.total, prepaid), rounding, amountOr0(inv.otherPayableAmount));
    const params = {
      amountDue: money(inv.amountDue),
      total: money(inv.total),
      prepaid: money(prepaid),
      rounding: money(rounding),
    };
    if (differ(expected, inv.amountDue)) {
      findings.push({
        rule: "BR-CO-16",
        severity: "error",
        field: "amountDue",
        params: { ...params, expected: money(expected) },
      });
    }
    // XRechnung extension: third-party payments (BT-DEX-002) are part of the amount due.
    const thirdParty = amountOr0(inv.thirdPartyPaidAmount);
    const expectedDex = addDecimals(expected, thirdParty);
    if (differ(expectedDex, inv.amountDue)) {
      findings.push({
        rule: "BR-DEX-09",
        severity: "error",
        field: "amountDue",
        params: { ...params, thirdParty: money(thirdParty), expected: money(expectedDex) },
      });
    }
  }

  inv.vatBreakdown.forEach((line, index) => {
    const expected = percentOf(line.taxableAmount, line.ratePercent, 2);
    if (compareDecimals(absDecimal(subtractDecimals(expected, line.taxAmount)), VAT_LINE_TOLERANCE) > 0) {
      findings.push({
        rule: "BR-CO-17",
        severity: "warning",
        field: `vatBreakdown.${index}.taxAmount`,
        params: {
          rate: line.ratePercent,
          taxableAmount: money(line.taxableAmount),
          taxAmount: money(line.taxAmount),
          expected,
        },
      });
    }
  });
  return findings;
}

/** Exemption reasons per VAT category (BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10; §14 Abs. 4 Nr. 8 UStG). */
function checkExemptionReasons(inv: CapturedInvoice): Finding[] {
  return inv.vatBreakdown.flatMap((line, index): Finding[] => {
    const rule = line.categoryCode && EXEMPTION_RULES[line.categoryCode];
    return rule && blank(line.exemptionReason)
      ? [
          {
            rule,
            severity: "error",
            field: `vatBreakdown.${index}.exemptionReason`,
            params: { category: line.categoryCode! },
          },
        ]
      : [];
  });
}

/** Payment: due date or terms when something is due (BR-CO-25), IBAN check digits, BIC format. */
function checkPayment(inv: CapturedInvoice): Finding[] {
  const findings: Finding[] = [];
  const { payment } = inv;
  if (
    inv.amountDue !== undefined &&
    isDecimal(inv.amountDue) &&
    compareDecimals(inv.amountDue, "0") > 0 &&
    blank(inv.dueDate) &&
    blank(payment.terms)
  ) {
    findings.push({ rule: "BR-CO-25", severity: "error", field: "dueDate" });
  }
  // An account id counts as an IBAN when the means say SEPA or it looks like one (CC99…);
  // other credit transfers (code 30, 31, 42) may carry national account numbers.
  const sepa = payment.meansCode === "58" || payment.meansCode === "59";
  for (const field of ["iban", "debitedIban"] as const) {
    const iban = payment[field];
    if (blank(iban)) continue;
    if ((sepa || /^[A-Z]{2}\d{2}/.test(iban!)) && !isValidIban(iban!)) {
      findings.push({ rule: "IBAN-INVALID", severity: "error", field: `payment.${field}`, params: { iban: iban! } });
    }
  }
  if (!blank(payment.bic) && !isValidBic(payment.bic!)) {
    findings.push({ rule: "BIC-INVALID", severity: "warning", field: "payment.bic", params: { bic: payment.bic! } });
  }
  return findings;
}

/**
 * Checks an invoice (from XML or captured from a PDF) and returns its findings, errors first.
 * An empty list means: nothing found that these checks can see — not a full Schematron validation.
 * `context` (the e-invoice's profile and specification id) selects the rules that profile
 * applies (`RULES_NOT_APPLIED`); without it every rule is checked.
 */
export function checkCompliance(
  inv: CapturedInvoice & CapturedInvoiceExtras,
  context?: ComplianceContext,
): ComplianceFinding[] {
  const ruleSet = ruleSetOf(context);
  const notApplied = RULES_NOT_APPLIED[ruleSet];
  const findings = [
    ...checkMandatoryDetails(inv, ruleSet),
    ...checkTaxIdentifiers(inv),
    ...checkSums(inv),
    ...checkExemptionReasons(inv),
    ...checkPayment(inv),
  ].filter((finding) => !notApplied.has(finding.rule));
  return [...findings.filter((f) => f.severity === "error"), ...findings.filter((f) => f.severity === "warning")];
}
