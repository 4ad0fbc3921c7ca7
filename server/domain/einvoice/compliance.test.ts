/** checkCompliance on valid invoices and on hand-broken variants of them. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CapturedInvoice, ComplianceFinding } from "../capture/types.ts";
import { de, en } from "../../../src/i18n/allResources.ts";
import { checkCompliance, COMPLIANCE_RULE_IDS, parseEInvoiceXml, type ComplianceRuleId } from "./index.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../testdata/einvoice/zugferd-corpus/XML-Rechnung");
const UBL = fs.readFileSync(path.join(CORPUS, "UBL/EN16931_Einfach.ubl.xml"), "utf8");
const CII = fs.readFileSync(path.join(CORPUS, "CII/EN16931_Einfach.cii.xml"), "utf8");

/** Every finding of every test, to check the message texts against their parameters at the end. */
const seen: ComplianceFinding[] = [];

function check(invoice: CapturedInvoice): ComplianceFinding[] {
  const findings = checkCompliance(invoice);
  seen.push(...findings);
  return findings;
}

const rulesOf = (findings: ComplianceFinding[], severity: "error" | "warning" = "error") =>
  findings.filter((f) => f.severity === severity).map((f) => f.rule);

/** EN16931_Einfach after `edit` on its XML. */
const ubl = (edit: (xml: string) => string = (xml) => xml) => parseEInvoiceXml(edit(UBL)).invoice;
const cii = (edit: (xml: string) => string = (xml) => xml) => parseEInvoiceXml(edit(CII)).invoice;

/** Replaces exactly one occurrence, so that a typo in a test cannot leave the XML unchanged. */
const replaceOnce = (search: string, replacement: string) => (xml: string) => {
  expect(xml.split(search)).toHaveLength(2);
  return xml.replace(search, replacement);
};

describe("checkCompliance", () => {
  it("finds nothing on a complete, correct invoice", () => {
    expect(check(ubl())).toEqual([]);
    expect(check(cii())).toEqual([]);
  });

  it("finds a missing invoice number (BR-2) and date (BR-3)", () => {
    const noNumber = ubl(replaceOnce("<cbc:ID>471102</cbc:ID>", ""));
    expect(noNumber.invoiceNumber).toBeUndefined();
    expect(check(noNumber)).toEqual([{ rule: "BR-2", severity: "error", field: "invoiceNumber" }]);
    expect(rulesOf(check({ ...ubl(), invoiceNumber: " ", invoiceDate: undefined }))).toEqual(["BR-2", "BR-3"]);
  });

  it("finds missing parties and currency (BR-5, BR-6, BR-7, BR-8, BR-9, BR-10)", () => {
    const inv = ubl();
    expect(rulesOf(check({ ...inv, currency: undefined }))).toEqual(["BR-5"]);
    expect(rulesOf(check({ ...inv, seller: { ...inv.seller, name: undefined } }))).toEqual(["BR-6"]);
    expect(rulesOf(check({ ...inv, buyer: { ...inv.buyer, name: "" } }))).toEqual(["BR-7"]);
    expect(rulesOf(check({ ...inv, seller: { ...inv.seller, address: undefined } }))).toEqual(["BR-8"]);
    const noCountry = { ...inv.seller, address: { ...inv.seller.address, country: undefined } };
    expect(rulesOf(check({ ...inv, seller: noCountry }))).toEqual(["BR-9"]);
    expect(rulesOf(check({ ...inv, buyer: { name: "Kunden AG Mitte" } }))).toEqual(["BR-10"]);
  });

  it("finds an invoice without lines (BR-16)", () => {
    expect(rulesOf(check({ ...ubl(), items: [] }))).toEqual(["BR-16"]);
  });

  describe("sums, to the cent", () => {
    it("BR-CO-10: a line amount 0.01 off the line total", () => {
      const findings = check(
        ubl(
          replaceOnce(
            '<cbc:LineExtensionAmount currencyID="EUR">198</',
            '<cbc:LineExtensionAmount currencyID="EUR">198.01</',
          ),
        ),
      );
      expect(findings).toEqual([
        { rule: "BR-CO-10", severity: "error", field: "lineTotal", params: { lineSum: "473.01", lineTotal: "473.00" } },
      ]);
    });

    it("BR-CO-13: the net total 0.01 off line total − allowances + charges", () => {
      const findings = check(cii(replaceOnce("<ram:LineTotalAmount>473.00</", "<ram:LineTotalAmount>473.01</")));
      expect(rulesOf(findings)).toEqual(["BR-CO-10", "BR-CO-13"]);
      expect(findings[1]!.params).toEqual({
        net: "473.00",
        lineTotal: "473.01",
        allowanceTotal: "0.00",
        chargeTotal: "0.00",
        expected: "473.01",
      });
      // Allowances and charges count: 473.00 − 10.00 + 10.00 is still 473.00.
      expect(check({ ...cii(), allowanceTotal: "10.00", chargeTotal: "10" })).toEqual([]);
    });

    it("BR-CO-14: the VAT total 0.01 off the VAT breakdown", () => {
      const findings = check(cii(replaceOnce(">56.87</ram:TaxTotalAmount>", ">56.88</ram:TaxTotalAmount>")));
      expect(rulesOf(findings)).toEqual(["BR-CO-14", "BR-CO-15"]);
      expect(findings[0]!.params).toEqual({ vatAmount: "56.88", breakdownSum: "56.87" });
    });

    it("BR-CO-15 and BR-CO-16: the gross total 0.01 off", () => {
      const findings = check(ubl(replaceOnce(">529.87</cbc:TaxInclusiveAmount>", ">529.88</cbc:TaxInclusiveAmount>")));
      expect(findings).toEqual([
        {
          rule: "BR-CO-15",
          severity: "error",
          field: "total",
          params: { total: "529.88", net: "473.00", vatAmount: "56.87", expected: "529.87" },
        },
        {
          rule: "BR-CO-16",
          severity: "error",
          field: "amountDue",
          params: { amountDue: "529.87", total: "529.88", prepaid: "0.00", rounding: "0.00", expected: "529.88" },
        },
      ]);
    });

    it("BR-CO-16 counts prepaid and rounding amounts", () => {
      const prepaid = { ...ubl(), prepaid: "29.87", amountDue: "500.00" };
      expect(check(prepaid)).toEqual([]);
      expect(rulesOf(check({ ...prepaid, amountDue: "500.01" }))).toEqual(["BR-CO-16"]);
      expect(check({ ...prepaid, amountDue: "500.01", roundingAmount: "0.01" } as CapturedInvoice)).toEqual([]);
    });

    it("BR-CO-17: VAT per rate off by more than a cent is a warning", () => {
      const inv = ubl();
      const breakdown = (taxAmount: string) => [inv.vatBreakdown[0]!, { ...inv.vatBreakdown[1]!, taxAmount }];
      const withVat = (taxAmount: string, vatAmount: string) => ({
        ...inv,
        vatBreakdown: breakdown(taxAmount),
        vatAmount,
        total: undefined,
        amountDue: undefined,
      });
      expect(check(withVat("37.63", "56.88"))).toEqual([]); // 198.00 × 19 % = 37.62, one cent tolerated
      expect(check(withVat("37.64", "56.89"))).toEqual([
        {
          rule: "BR-CO-17",
          severity: "warning",
          field: "vatBreakdown.1.taxAmount",
          params: { rate: "19", taxableAmount: "198.00", taxAmount: "37.64", expected: "37.62" },
        },
      ]);
    });

    it("does not add up captured text that is no number", () => {
      expect(() => check({ ...ubl(), total: "529,87", items: [{ title: "x", totalPrice: "n/a" }] })).not.toThrow();
    });
  });

  describe("tax identifiers", () => {
    it("UStG-14-4-2: VAT charged, but the seller has neither VAT id nor tax number", () => {
      const noIds = ubl((xml) => xml.replace(/<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/g, ""));
      expect(noIds.seller.vatId).toBeUndefined();
      expect(check(noIds)).toEqual([{ rule: "UStG-14-4-2", severity: "error", field: "seller.vatId" }]);
      // A tax number (Steuernummer) alone suffices under §14 (4) no. 2.
      expect(check({ ...noIds, seller: { ...noIds.seller, taxId: "201/113/40209" } })).toEqual([]);
      // Without VAT there is nothing to require.
      const exempt = {
        ...noIds,
        vatAmount: "0.00",
        total: "473.00",
        amountDue: "473.00",
        vatBreakdown: [
          {
            categoryCode: "E",
            ratePercent: "0",
            taxableAmount: "473.00",
            taxAmount: "0.00",
            exemptionReason: "§ 19 UStG",
          },
        ],
      };
      expect(check(exempt)).toEqual([]);
    });

    it("BR-E-10 and friends: a tax-exempt category needs its reason", () => {
      const inv = {
        ...ubl(),
        vatAmount: "0.00",
        total: "473.00",
        amountDue: "473.00",
        vatBreakdown: [{ categoryCode: "E", ratePercent: "0", taxableAmount: "473.00", taxAmount: "0.00" }],
      };
      expect(rulesOf(check(inv))).toEqual(["BR-E-10"]);
      const reverse = { ...inv, vatBreakdown: [{ ...inv.vatBreakdown[0]!, categoryCode: "AE" }] };
      expect(rulesOf(check(reverse))).toEqual(["BR-AE-02", "BR-AE-10"]);
      const withBuyerId = { ...reverse, buyer: { ...reverse.buyer, vatId: "DE987654321" } };
      expect(rulesOf(check(withBuyerId))).toEqual(["BR-AE-10"]);
      const intraEu = { ...inv, vatBreakdown: [{ ...inv.vatBreakdown[0]!, categoryCode: "K" }] };
      expect(rulesOf(check(intraEu))).toEqual(["BR-IC-02", "BR-IC-10"]);
    });

    it("VAT ids: BR-CO-9 without country prefix, a warning for an implausible format", () => {
      const inv = ubl();
      expect(check({ ...inv, seller: { ...inv.seller, vatId: "123456789" } })).toEqual([
        { rule: "BR-CO-9", severity: "error", field: "seller.vatId", params: { vatId: "123456789" } },
      ]);
      expect(check({ ...inv, buyer: { ...inv.buyer, vatId: "ATU123456789" } })).toEqual([
        {
          rule: "VAT-ID-FORMAT",
          severity: "warning",
          field: "buyer.vatId",
          params: { vatId: "ATU123456789", country: "AT" },
        },
      ]);
    });
  });

  describe("payment", () => {
    const withIban = (iban: string) =>
      ubl(
        replaceOnce(
          "<cac:PaymentTerms>",
          `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>${iban}</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>COBADEFFXXX</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans><cac:PaymentTerms>`,
        ),
      );

    it("accepts a valid IBAN, with spaces", () => {
      const inv = withIban("DE89 3704 0044 0532 0130 00");
      expect(inv.payment).toMatchObject({ meansCode: "58", iban: "DE89370400440532013000", bic: "COBADEFFXXX" });
      expect(check(inv)).toEqual([]);
    });

    it("IBAN-INVALID: a wrong check digit", () => {
      expect(check(withIban("DE89370400440532013001"))).toEqual([
        { rule: "IBAN-INVALID", severity: "error", field: "payment.iban", params: { iban: "DE89370400440532013001" } },
      ]);
      const inv = ubl();
      const debit = { ...inv, payment: { ...inv.payment, meansCode: "59", debitedIban: "DE00370400440532013000" } };
      expect(rulesOf(check(debit))).toEqual(["IBAN-INVALID"]);
      // A national account number with a non-SEPA means code is no IBAN to check.
      expect(check({ ...inv, payment: { ...inv.payment, meansCode: "30", iban: "0532013000" } })).toEqual([]);
    });

    it("BIC-INVALID is a warning", () => {
      const inv = ubl();
      expect(check({ ...inv, payment: { ...inv.payment, bic: "[BIC]" } })).toEqual([
        { rule: "BIC-INVALID", severity: "warning", field: "payment.bic", params: { bic: "[BIC]" } },
      ]);
    });

    it("BR-CO-25: something is due, but neither due date nor terms are given", () => {
      const noTerms = ubl((xml) => xml.replace(/<cac:PaymentTerms>[\s\S]*<\/cac:PaymentTerms>/, ""));
      expect(check(noTerms)).toEqual([{ rule: "BR-CO-25", severity: "error", field: "dueDate" }]);
      expect(check({ ...noTerms, dueDate: "2018-04-04" })).toEqual([]);
      expect(check({ ...noTerms, prepaid: "529.87", amountDue: "0.00" })).toEqual([]);
    });
  });

  it("UStG-14-4-6: warns when no date of supply is given", () => {
    const inv = ubl();
    expect(check({ ...inv, deliveryDate: undefined })).toEqual([
      { rule: "UStG-14-4-6", severity: "warning", field: "deliveryDate" },
    ]);
    expect(
      check({ ...inv, deliveryDate: undefined, deliveredFrom: "2018-02-01", deliveredUntil: "2018-02-28" }),
    ).toEqual([]);
  });

  it("lists errors before warnings", () => {
    const inv = ubl();
    const findings = check({
      ...inv,
      payment: { ...inv.payment, bic: "x" },
      deliveryDate: undefined,
      invoiceNumber: "",
    });
    expect(findings.map((f) => `${f.severity} ${f.rule}`)).toEqual([
      "error BR-2",
      "warning UStG-14-4-6",
      "warning BIC-INVALID",
    ]);
  });

  it("has a German and an English text for every rule, with the placeholders the findings fill", () => {
    // The findings stay coded; the SPA words them from review.json's compliance.rules.
    const textsOf = (rule: ComplianceRuleId) => ({
      de: (de.compliance.rules as Record<string, string>)[rule]!,
      en: (en.compliance.rules as Record<string, string>)[rule]!,
    });
    for (const rule of COMPLIANCE_RULE_IDS) {
      const texts = textsOf(rule);
      expect(texts.de, rule).toMatch(/\S/);
      expect(texts.en, rule).toMatch(/\S/);
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(texts.de), rule).toEqual(placeholders(texts.en));
    }
    expect(seen.length).toBeGreaterThan(20);
    for (const finding of seen) {
      const text = textsOf(finding.rule as ComplianceRuleId);
      expect(text, finding.rule).toBeDefined();
      for (const [, name] of text.de.matchAll(/\{\{(\w+)\}\}/g))
        expect(finding.params, finding.rule).toHaveProperty(name!);
    }
  });
});
