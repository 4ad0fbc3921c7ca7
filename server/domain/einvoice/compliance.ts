/**
 * Compliance checks that need no Schematron engine: the mandatory details of §14 Abs. 4 UStG
 * and the EN 16931-1 business rules (BR-…) that can be judged on `CapturedInvoice` alone —
 * presence of the core fields, the sums to the cent (BR-CO-10…16, exact decimal arithmetic),
 * VAT per category, payment terms, IBAN check digits and VAT id formats.
 *
 * Works for e-invoices and for data captured from PDFs alike. Each finding names a rule id,
 * the field (dot path into CapturedInvoice) and the values for its message; the SPA words it
 * (`compliance.rules.<rule>` in src/i18n/locales/<language>/review.json, German and English).
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

/** Every rule a finding can name. */
export const COMPLIANCE_RULE_IDS = [
  "BR-2",
  "BR-3",
  "BR-5",
  "BR-6",
  "BR-7",
  "BR-8",
  "BR-9",
  "BR-10",
  "BR-12",
  "BR-16",
  "BR-CO-9",
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
  "UStG-14-4-2",
  "UStG-14-4-6",
  "IBAN-INVALID",
  "BIC-INVALID",
  "VAT-ID-FORMAT",
] as const;
export type ComplianceRuleId = (typeof COMPLIANCE_RULE_IDS)[number];

type Finding = ComplianceFinding & { rule: ComplianceRuleId };

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
