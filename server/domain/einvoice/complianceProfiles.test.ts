/**
 * Rules per profile: MINIMUM and BASIC WL carry no lines by design, MINIMUM no payment terms,
 * prepaid amounts or buyer address, and the XRechnung extension replaces BR-CO-16 by BR-DEX-09.
 * Real samples of each, and variants that break what the profile does check.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCompliance, parseEInvoiceXml } from "./index.ts";
import { ruleSetOf, RULES_NOT_APPLIED } from "./compliance.ts";
import type { ParsedInvoice } from "./common.ts";

const TESTDATA = path.resolve(import.meta.dirname, "../../../testdata/einvoice");
const V2 = path.join(TESTDATA, "zugferd-corpus/ZUGFeRDv2/correct");
const read = (relative: string) =>
  fs.readFileSync(path.join(relative.startsWith("kosit") ? TESTDATA : V2, relative), "utf8");

const MINIMUM = [
  "FNFE-factur-x-examples/Facture_DOM_MINIMUM.xml",
  "FNFE-factur-x-examples/Facture_FR_MINIMUM.xml",
  "intarsys/MINIMUM/zugferd_2p0_MINIMUM.xml",
  "symtrax/Beispiele/MINIMUM/zugferd_2p1_MINIMUM_Rechnung.xml",
];
const BASIC_WL = [
  "FNFE-factur-x-examples/Facture_DOM_BASICWL.xml",
  "FNFE-factur-x-examples/Facture_FR_BASICWL.xml",
  "symtrax/Beispiele/BASIC-WL/zugferd_2p1_BASIC-WL_Einfach.xml",
];
const EXTENSION_THIRD_PARTY = "kosit-xrechnung-testsuite/src/test/business-cases/extension/05.01a-INVOICE_ubl.xml";

const findingsOf = (xml: string) => {
  const einvoice = parseEInvoiceXml(xml);
  return checkCompliance(einvoice.invoice, einvoice);
};
const errorsOf = (xml: string) =>
  findingsOf(xml)
    .filter((f) => f.severity === "error")
    .map((f) => f.rule);

describe("compliance rules per profile", () => {
  it.each(MINIMUM)("MINIMUM %s: no BR-16, BR-CO-25, BR-CO-16, BR-8 for what the profile cannot carry", (file) => {
    const xml = read(file);
    expect(parseEInvoiceXml(xml).profile).toBe("MINIMUM");
    expect(errorsOf(xml)).toEqual([]);
  });

  it.each(BASIC_WL)("BASIC WL %s: no BR-16 (no lines by design)", (file) => {
    const xml = read(file);
    expect(parseEInvoiceXml(xml).profile).toBe("BASIC WL");
    expect(errorsOf(xml)).toEqual([]);
  });

  it("MINIMUM still checks what it carries: the invoice number and the seller's country", () => {
    const xml = read(MINIMUM[2]!);
    const withoutNumber = xml.replace(/(<rsm:ExchangedDocument>\s*<ram:ID>)[^<]*(<\/ram:ID>)/, "$1$2");
    expect(withoutNumber).not.toBe(xml);
    expect(errorsOf(withoutNumber)).toContain("BR-2");
    const withoutCountry = xml.replace(/(<ram:SellerTradeParty>[\s\S]*?)<ram:CountryID>[^<]*<\/ram:CountryID>/, "$1");
    expect(withoutCountry).not.toBe(xml);
    expect(errorsOf(withoutCountry)).toContain("BR-9");
  });

  it("BASIC WL still checks its sums (BR-CO-15)", () => {
    const xml = read(BASIC_WL[2]!);
    const wrongTotal = xml.replace(
      /(<ram:GrandTotalAmount[^>]*>)([^<]*)</,
      (_, open: string, value: string) => `${open}${(Number(value) + 1).toFixed(2)}<`,
    );
    expect(errorsOf(wrongTotal)).toContain("BR-CO-15");
  });

  it("an EN 16931 invoice without lines still gets BR-16", () => {
    const xml = fs.readFileSync(
      path.join(TESTDATA, "zugferd-corpus/ZUGFeRDv1/correct/Intarsys/ZUGFeRD_1p0_COMFORT_Einfach.xml"),
      "utf8",
    );
    const einvoice = parseEInvoiceXml(xml);
    const withoutLines = { ...einvoice.invoice, items: [] };
    expect(checkCompliance(withoutLines, { profile: "EN 16931" }).map((f) => f.rule)).toContain("BR-16");
    expect(checkCompliance(withoutLines, { profile: "BASIC WL" }).map((f) => f.rule)).not.toContain("BR-16");
    expect(checkCompliance(withoutLines, { profile: "MINIMUM" }).map((f) => f.rule)).not.toContain("BR-16");
  });

  it("XRechnung extension, third-party payment: amount due includes them (BR-DEX-09, not BR-CO-16)", () => {
    const xml = read(EXTENSION_THIRD_PARTY);
    const einvoice = parseEInvoiceXml(xml);
    expect(ruleSetOf(einvoice)).toBe("XRECHNUNG EXTENSION");
    expect(einvoice.invoice.amountDue).toBe("366.86");
    expect(errorsOf(xml)).toEqual([]);
    const wrongDue = xml.replace(/(<cbc:PayableAmount[^>]*>)366\.86</, "$1336.90<");
    expect(errorsOf(wrongDue)).toEqual(["BR-DEX-09"]);
  });

  it("a third-party payment without amount, or a bad optional date, is a finding, not a refusal (UBL)", () => {
    const xml = read(EXTENSION_THIRD_PARTY);
    const variant = xml
      .replace(/<cbc:PaidAmount currencyID="EUR">10\.00<\/cbc:PaidAmount>/, "")
      .replace(
        "<cbc:IssueDate>2016-04-04</cbc:IssueDate>",
        "<cbc:IssueDate>2016-04-04</cbc:IssueDate><cbc:DueDate>2016-04-31</cbc:DueDate>",
      );
    expect(variant).not.toBe(xml);
    const { invoice, readFindings } = parseEInvoiceXml(variant);
    expect((invoice as ParsedInvoice).thirdPartyPaidAmount).toBe("19.96");
    expect(invoice.dueDate).toBeUndefined();
    expect(readFindings).toEqual([
      {
        rule: "EINVOICE_VALUE_MISSING",
        severity: "warning",
        params: { label: "Third party payment amount (BT-DEX-002)" },
      },
      { rule: "EINVOICE_VALUE_INVALID", severity: "warning", params: { term: "BT-9", value: "2016-04-31" } },
    ]);
  });

  it("outside the extension BR-CO-16 stays and BR-DEX-09 is never reported", () => {
    const xml = read(EXTENSION_THIRD_PARTY).replace("#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0", "");
    expect(errorsOf(xml)).toEqual(["BR-CO-16"]);
    expect(RULES_NOT_APPLIED.FULL.has("BR-DEX-09")).toBe(true);
  });
});
