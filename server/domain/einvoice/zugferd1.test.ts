/**
 * ZUGFeRD 1.0 in every profile (BASIC, COMFORT, EXTENDED) and its pre-release `CBFBUY:5` form:
 * every valid vendor sample of the public ZUGFeRD corpus parses, with every figure the XML
 * states (read here independently with regular expressions), and what a profile does not
 * demand — or what a vendor left out — is a finding, not a refusal.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCompliance, EInvoiceError, parseEInvoiceXml } from "./index.ts";

const V1 = path.resolve(import.meta.dirname, "../../../testdata/einvoice/zugferd-corpus/ZUGFeRDv1");

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => file.endsWith(".xml"))
    .sort();

const valid = filesUnder(path.join(V1, "correct")).map((file) => ({ name: path.relative(V1, file), file }));
const read = (relative: string) => fs.readFileSync(path.join(V1, relative), "utf8");

// --- A naive reader: regular expressions on the raw text, any namespace prefix or none ---

const P = "(?:[A-Za-z_][\\w.-]*:)?";
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function firstText(xml: string | undefined, localName: string): string | undefined {
  if (xml === undefined) return undefined;
  const m = new RegExp(`<${P}${localName}(?:\\s[^>]*)?>([^<]*)</${P}${localName}>`).exec(xml);
  const text = m?.[1]
    ?.replace(/\r\n?/g, "\n")
    .trim()
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
  return text ? text : undefined;
}

function blocks(xml: string | undefined, localName: string): string[] {
  if (xml === undefined) return [];
  return [...xml.matchAll(new RegExp(`<${P}${localName}[\\s>][\\s\\S]*?</${P}${localName}>`, "g"))].map((m) => m[0]);
}

const block = (xml: string | undefined, localName: string) => blocks(xml, localName)[0];

function amount(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let [intPart, frac = ""] = text.trim().split(".");
  frac = frac.replace(/0+$/, "").padEnd(2, "0");
  intPart = intPart!.replace(/^(-?)0+(?=\d)/, "$1");
  return `${intPart}.${frac}`;
}

/** A date element: `udt:DateTimeString` inside, or (pre-release) the text itself. */
function dateIn(container: string | undefined): string | undefined {
  const raw = firstText(container, "DateTimeString") ?? (container && /^<[^>]*>([^<]*)</.exec(container)?.[1]);
  return raw?.trim().replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3") || undefined;
}

function vatIdOf(party: string | undefined): string | undefined {
  const m = new RegExp(`<${P}ID schemeID="VA">([^<]*)<`).exec(party ?? "");
  return m?.[1]?.replace(/\s+/g, "").toUpperCase() || undefined;
}

function expectedFromXml(xml: string) {
  const header = block(xml, "HeaderExchangedDocument");
  const agreement = block(xml, "ApplicableSupplyChainTradeAgreement");
  const seller = block(agreement, "SellerTradeParty");
  const buyer = block(agreement, "BuyerTradeParty");
  const settlement = block(xml, "ApplicableSupplyChainTradeSettlement");
  const sums = blocks(settlement, "SpecifiedTradeSettlementMonetarySummation").at(-1);
  const lines = blocks(xml, "IncludedSupplyChainTradeLineItem")
    .filter((line) => firstText(line, "LineStatusReasonCode") !== "INFORMATION")
    .filter((line) => /SpecifiedTradeProduct|BilledQuantity|LineTotalAmount/.test(line));
  return {
    invoiceNumber: firstText(header, "ID"),
    documentTypeCode: firstText(header, "TypeCode") ?? "380",
    invoiceDate: dateIn(block(header, "IssueDateTime")),
    dueDate: dateIn(block(block(settlement, "SpecifiedTradePaymentTerms"), "DueDateDateTime")),
    currency: firstText(settlement, "InvoiceCurrencyCode"),
    net: amount(firstText(sums, "TaxBasisTotalAmount")),
    vatAmount: amount(firstText(sums, "TaxTotalAmount")),
    total: amount(firstText(sums, "GrandTotalAmount")),
    amountDue: amount(firstText(sums, "DuePayableAmount")),
    sellerName: firstText(seller, "Name"),
    sellerVatId: vatIdOf(seller),
    buyerName: firstText(buyer, "Name"),
    lines: lines.map((line) => ({
      title: firstText(block(line, "SpecifiedTradeProduct"), "Name") ?? "",
      totalPrice: amount(firstText(line, "LineTotalAmount")),
    })),
  };
}

describe("ZUGFeRD 1.0 vendor samples", () => {
  it("finds the 21 valid samples of the corpus", () => {
    expect(valid.length).toBe(21);
  });

  describe.each(valid)("$name", ({ file }) => {
    const xml = fs.readFileSync(file, "utf8");
    // The 4s4u PDF also carries logistics data of its own format, no invoice.
    const isInvoice = /CrossIndustryDocument|CBFBUY:5/.test(xml);

    it.runIf(isInvoice)("parses with every figure of the XML", () => {
      const expected = expectedFromXml(xml);
      const { syntax, profile, invoice } = parseEInvoiceXml(xml);
      expect(syntax).toBe("CII");
      expect(profile).toMatch(/^ZUGFERD 1\.0 (BASIC|COMFORT|EXTENDED)$/);
      expect({
        invoiceNumber: invoice.invoiceNumber,
        documentTypeCode: invoice.documentTypeCode,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        currency: invoice.currency,
        net: invoice.net,
        vatAmount: invoice.vatAmount,
        total: invoice.total,
        amountDue: invoice.amountDue,
        sellerName: invoice.seller.name,
        sellerVatId: invoice.seller.vatId,
        buyerName: invoice.buyer.name,
        lines: invoice.items.map((item) => ({ title: item.title, totalPrice: item.totalPrice })),
      }).toEqual(expected);
    });
  });

  it("has one sample per profile at least, the pre-release ones included", () => {
    const profiles = new Set(
      valid
        .map(({ file }) => fs.readFileSync(file, "utf8"))
        .filter((xml) => /CrossIndustryDocument|CBFBUY:5/.test(xml))
        .map((xml) => parseEInvoiceXml(xml).profile),
    );
    expect([...profiles].sort()).toEqual(["ZUGFERD 1.0 BASIC", "ZUGFERD 1.0 COMFORT", "ZUGFERD 1.0 EXTENDED"]);
  });

  it("reads the pre-release CBFBUY:5 namespace (elements without namespace, dates as text)", () => {
    const { profile, invoice } = parseEInvoiceXml(
      read("correct/Mustangproject/MustangGnuaccountingBeispielRE-20140519_499.xml"),
    );
    expect(profile).toBe("ZUGFERD 1.0 COMFORT");
    expect(invoice.invoiceNumber).toBe("RE-20140519/499");
    expect(invoice.invoiceDate).toBe("2014-05-19");
    expect(invoice.dueDate).toBe("2014-06-09");
    expect(invoice.total).toBe("559.84");
    expect(invoice.buyer).toMatchObject({ name: "Theodor Est", address: { zip: "88802", city: "Spielkreis" } });
    expect(invoice.items.map((item) => item.title)).toEqual([
      "Künstlerische Gestaltung (Stunde)",
      "Luftballon",
      "Heiße Luft pro Liter",
    ]);
  });

  it("keeps free-text lines (COMFORT, EXTENDED) as notes, not as lines without an amount", () => {
    const { invoice, readFindings } = parseEInvoiceXml(read("correct/Intarsys/ZUGFeRD_1p0_COMFORT_Rabatte.xml"));
    expect(invoice.notes).toContain(
      "Wir erlauben uns Ihnen folgende Positionen aus der Lieferung Nr. 2013-51112 in Rechnung zu stellen:",
    );
    expect(invoice.items.every((item) => item.totalPrice !== undefined)).toBe(true);
    expect(readFindings).toBeUndefined();
  });

  it("reads BASIC without amount due or line amounts, which that profile does not carry", () => {
    const { invoice, readFindings } = parseEInvoiceXml(read("correct/Intarsys/ZUGFeRD_1p0_BASIC_Einfach.xml"));
    expect(invoice.amountDue).toBeUndefined();
    expect(invoice.total).toBe("235.62");
    expect(invoice.items.length).toBeGreaterThan(0);
    expect(readFindings).toBeUndefined();
    expect(checkCompliance(invoice).filter((f) => f.severity === "error")).toEqual([]);
  });
});

describe("ZUGFeRD 1.0 read leniently: variants of a real sample", () => {
  const comfort = read("correct/Intarsys/ZUGFeRD_1p0_COMFORT_Einfach.xml");
  const extended = read("correct/Intarsys/ZUGFeRD_1p0_EXTENDED_Warenrechnung.xml");

  it("parses the unchanged sample without findings", () => {
    expect(parseEInvoiceXml(comfort).readFindings).toBeUndefined();
  });

  it("a missing amount due (BT-115) is a finding, not a refusal", () => {
    const variant = comfort.replace(/<ram:DuePayableAmount[^>]*>[^<]*<\/ram:DuePayableAmount>/, "");
    expect(variant).not.toBe(comfort);
    const { invoice, readFindings } = parseEInvoiceXml(variant);
    expect(invoice.amountDue).toBeUndefined();
    expect(invoice.total).toBe("529.87");
    expect(readFindings).toEqual([{ rule: "EINVOICE_VALUE_MISSING", severity: "warning", params: { term: "BT-115" } }]);
  });

  it("a missing total without VAT (BT-109) is a finding, not a refusal", () => {
    const variant = comfort.replace(/<ram:TaxBasisTotalAmount[^>]*>[^<]*<\/ram:TaxBasisTotalAmount>/, "");
    const { invoice, readFindings } = parseEInvoiceXml(variant);
    expect(invoice.net).toBeUndefined();
    expect(invoice.vatAmount).toBe("56.87");
    expect(readFindings).toEqual([{ rule: "EINVOICE_VALUE_MISSING", severity: "warning", params: { term: "BT-109" } }]);
  });

  it("a line without net amount (BT-131) stays a line, with a finding", () => {
    const variant = extended.replace(
      /(<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?)<ram:LineTotalAmount[^>]*>[^<]*<\/ram:LineTotalAmount>/,
      "$1",
    );
    expect(variant).not.toBe(extended);
    const original = parseEInvoiceXml(extended).invoice;
    const { invoice, readFindings } = parseEInvoiceXml(variant);
    expect(invoice.items.length).toBe(original.items.length);
    expect(invoice.items[0]!.totalPrice).toBeUndefined();
    expect(invoice.items[0]!.title).toBe(original.items[0]!.title);
    expect(readFindings).toEqual([{ rule: "EINVOICE_VALUE_MISSING", severity: "warning", params: { term: "BT-131" } }]);
    // The sums cannot be checked without all line amounts; nothing is reported as wrong.
    expect(checkCompliance(invoice).map((f) => f.rule)).not.toContain("BR-CO-10");
  });

  it("a bad optional date is a finding and the field stays empty", () => {
    const variant = comfort.replace(
      /(<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">)20130404/,
      "$120131332",
    );
    expect(variant).not.toBe(comfort);
    const { invoice, readFindings } = parseEInvoiceXml(variant);
    expect(invoice.dueDate).toBeUndefined();
    expect(invoice.invoiceNumber).toBe("471102");
    expect(readFindings).toEqual([
      { rule: "EINVOICE_VALUE_INVALID", severity: "warning", params: { term: "BT-9", value: "20131332" } },
    ]);
  });

  it("a bad invoice date (BT-2, mandatory) still refuses, naming it", () => {
    const variant = comfort.replace(/(<ram:IssueDateTime><udt:DateTimeString format="102">)20130305/, "$120139999");
    expect(() => parseEInvoiceXml(variant)).toThrow(EInvoiceError);
    try {
      parseEInvoiceXml(variant);
    } catch (error) {
      expect((error as EInvoiceError).detail).toEqual({ reason: "NOT_A_DATE", term: "BT-2", value: "20139999" });
    }
  });

  it("reads the sample rewritten into the pre-release CBFBUY:5 form alike", () => {
    const rc = comfort
      .replace(
        /<rsm:CrossIndustryDocument[^>]*>/,
        '<rsm:Invoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CBFBUY:5">',
      )
      .replace("</rsm:CrossIndustryDocument>", "</rsm:Invoice>")
      .replace("urn:ferd:CrossIndustryDocument:invoice:1p0:comfort", "urn:ferd:invoice:rc:comfort")
      // dates as the element's own text, with the format attribute on it
      .replace(/>\s*<udt:DateTimeString format="102">(\d{8})<\/udt:DateTimeString>\s*</g, ' format="102">$1<')
      .replace(/<(\/?)(?:ram|udt):/g, "<$1");
    expect(rc).toContain('<IssueDateTime format="102">20130305</IssueDateTime>');
    const a = parseEInvoiceXml(comfort);
    const b = parseEInvoiceXml(rc);
    expect(b.profile).toBe(a.profile);
    expect(b.invoice).toEqual(a.invoice);
  });
});

describe("an unusable ZUGFeRD 1.0 invoice names its reason", () => {
  it("fail1 (VAT rate 19.00e) is refused with the term and the value", () => {
    expect.assertions(2);
    try {
      parseEInvoiceXml(read("fail/Mustangproject/fail1.xml"));
    } catch (error) {
      expect(error).toBeInstanceOf(EInvoiceError);
      expect((error as EInvoiceError).detail).toEqual({ reason: "NOT_A_NUMBER", term: "BT-152", value: "19.00e" });
    }
  });

  it("ZUGFeRD 2.x still demands the amount due (BT-115): refused, naming it", () => {
    const cii = fs.readFileSync(
      path.resolve(
        import.meta.dirname,
        "../../../testdata/einvoice/zugferd-corpus/ZUGFeRDv2/correct/intarsys/MINIMUM/zugferd_2p0_MINIMUM.xml",
      ),
      "utf8",
    );
    const variant = cii.replace(/<ram:DuePayableAmount[^>]*>[^<]*<\/ram:DuePayableAmount>/, "");
    expect(variant).not.toBe(cii);
    expect(() => parseEInvoiceXml(variant)).toThrow(
      expect.objectContaining({ code: "EINVOICE_INVALID", detail: { reason: "MISSING", term: "BT-115" } }),
    );
  });
});
