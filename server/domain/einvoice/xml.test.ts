/** Safe XML reading: hostile and broken inputs are refused fast, namespaces resolve by URI. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EInvoiceError, parseEInvoiceXml, type EInvoiceErrorCode } from "./index.ts";
import { MAX_XML_BYTES, parseXml, xmlQuery } from "./xml.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../testdata/einvoice/zugferd-corpus/XML-Rechnung");
const UBL = fs.readFileSync(path.join(CORPUS, "UBL/EN16931_Einfach.ubl.xml"), "utf8");
const CII = fs.readFileSync(path.join(CORPUS, "CII/EN16931_Einfach.cii.xml"), "utf8");

/** The error `parse` throws; fails the test if it throws none or another kind. */
function errorOf(parse: () => unknown): EInvoiceError {
  try {
    parse();
  } catch (error) {
    if (error instanceof EInvoiceError) return error;
    throw error;
  }
  throw new Error("expected an EInvoiceError, nothing was thrown");
}

function expectRefused(input: string | Uint8Array, code: EInvoiceErrorCode, maxMs = 250): EInvoiceError {
  const started = performance.now();
  const error = errorOf(() => parseEInvoiceXml(input));
  expect(error.code).toBe(code);
  expect(performance.now() - started).toBeLessThan(maxMs);
  return error;
}

describe("hostile input", () => {
  it("refuses an external entity without resolving it", () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&e;</ID></Invoice>`;
    const error = expectRefused(xxe, "XML_UNSAFE");
    expect(error.message).not.toContain("root:");
  });

  it("refuses billion laughs without expanding anything", () => {
    const levels = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? `<!ENTITY lol0 "lol">` : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    );
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [${levels.join("")}]><lolz>&lol9;</lolz>`;
    expectRefused(bomb, "XML_UNSAFE", 50);
    expectRefused(new TextEncoder().encode(bomb), "XML_UNSAFE", 50);
  });

  it("refuses any markup declaration, also without a DOCTYPE and in lower case", () => {
    expectRefused(`<!ENTITY x "y"><a/>`, "XML_UNSAFE");
    expectRefused(`<?xml version="1.0"?><!doctype a><a/>`, "XML_UNSAFE");
  });

  it("refuses an entity reference that no DTD declares", () => {
    const undeclared = UBL.replace("<cbc:ID>471102</cbc:ID>", "<cbc:ID>471102&nbsp;</cbc:ID>");
    expect(expectRefused(undeclared, "XML_MALFORMED").message).toContain("&nbsp;");
  });

  it("refuses absurd nesting", () => {
    const deep = `${"<a>".repeat(5000)}${"</a>".repeat(5000)}`;
    expectRefused(deep, "XML_UNSAFE", 1000);
  });

  it("refuses documents over the size cap before parsing", () => {
    const huge = `<a>${"x".repeat(MAX_XML_BYTES)}</a>`;
    expectRefused(huge, "XML_TOO_LARGE", 100);
    expectRefused(new Uint8Array(MAX_XML_BYTES + 1), "XML_TOO_LARGE", 100);
    // Multi-byte characters count as bytes, not as UTF-16 units.
    expectRefused(`<a>${"ä".repeat(MAX_XML_BYTES / 2)}</a>`, "XML_TOO_LARGE", 500);
  });
});

describe("broken input", () => {
  it.each([
    ["empty string", "", "XML_EMPTY"],
    ["whitespace", "  \n\t ", "XML_EMPTY"],
    ["a BOM only", "\uFEFF", "XML_EMPTY"],
    ["plain text", "Rechnung 4711 über 100,00 EUR", "XML_MALFORMED"],
    ["an unclosed element", UBL.slice(0, UBL.length - 20), "XML_MALFORMED"],
    ["crossed elements", "<a><b></a></b>", "XML_MALFORMED"],
    ["two root elements", "<a/><b/>", "XML_MALFORMED"],
    ["a duplicate attribute", `<a x="1" x="2"/>`, "XML_MALFORMED"],
    ["a bare ampersand", "<a>Müller & Söhne</a>", "XML_MALFORMED"],
    ["an undeclared namespace prefix", "<rsm:CrossIndustryInvoice/>", "XML_MALFORMED"],
  ] as const)("%s → %s", (_label, input, code) => {
    expectRefused(input, code);
  });

  it("refuses empty bytes and bytes that are not UTF-8", () => {
    expectRefused(new Uint8Array(), "XML_EMPTY");
    expectRefused(new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0xfd, 0x3c, 0x2f, 0x61, 0x3e]), "XML_MALFORMED");
  });

  it("refuses XML that is no e-invoice, such as an RSS feed", () => {
    const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>News</title><item><title>Rechnung</title><link>https://example.org/</link></item></channel></rss>`;
    expect(expectRefused(rss, "EINVOICE_UNKNOWN_FORMAT").message).toContain("rss");
    // Right local name, wrong namespace: an order is not an invoice.
    expectRefused(`<Invoice xmlns="urn:example:not-ubl"/>`, "EINVOICE_UNKNOWN_FORMAT");
    expectRefused(`<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>`, "EINVOICE_UNKNOWN_FORMAT");
    expectRefused(`<Invoice xmlns="http://www.ebinterface.at/schema/4p3/"/>`, "EINVOICE_UNKNOWN_FORMAT");
  });

  it("refuses e-invoices without their totals", () => {
    const noUblTotals = UBL.replace(/<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/, "");
    expect(expectRefused(noUblTotals, "EINVOICE_INVALID").message).toContain("BG-22");
    const noCiiTotals = CII.replace(
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
      "",
    );
    expectRefused(noCiiTotals, "EINVOICE_INVALID");
    const noGrandTotal = CII.replace(/<ram:GrandTotalAmount>.*<\/ram:GrandTotalAmount>/, "");
    expect(expectRefused(noGrandTotal, "EINVOICE_INVALID").message).toContain("BT-112");
    const noPayable = UBL.replace(/<cbc:PayableAmount[^>]*>.*<\/cbc:PayableAmount>/, "");
    expect(expectRefused(noPayable, "EINVOICE_INVALID").message).toContain("BT-115");
  });

  it("refuses amounts and dates that are no numbers or dates", () => {
    expectRefused(UBL.replace(">529.87</cbc:PayableAmount>", ">529,87</cbc:PayableAmount>"), "EINVOICE_INVALID");
    expectRefused(UBL.replace("<cbc:IssueDate>2018-03-05", "<cbc:IssueDate>2018-02-30"), "EINVOICE_INVALID");
    expectRefused(
      CII.replace(">20180305</udt:DateTimeString>", ">05.03.2018</udt:DateTimeString>"),
      "EINVOICE_INVALID",
    );
  });
});

describe("namespaces and encodings", () => {
  it("reads UBL the same under any prefixes", () => {
    const renamed = UBL.replace(/xmlns="urn:oasis/, 'xmlns:inv="urn:oasis')
      .replace(/<(\/?)Invoice\b/g, "<$1inv:Invoice")
      .replace(/(<\/?|xmlns:)cac\b/g, "$1x")
      .replace(/(<\/?|xmlns:)cbc\b/g, "$1y");
    expect(renamed).toContain("<y:ID>471102</y:ID>");
    expect(parseEInvoiceXml(renamed)).toEqual(parseEInvoiceXml(UBL));
  });

  it("reads CII the same with a default namespace and other prefixes", () => {
    const renamed = CII.replace('xmlns:rsm="', 'xmlns="')
      .replace(/(<\/?)rsm:/g, "$1")
      .replace(/(<\/?|xmlns:)ram\b/g, "$1r")
      .replace(/(<\/?|xmlns:)udt\b/g, "$1u");
    expect(renamed).toContain("<r:ID>471102</r:ID>");
    expect(parseEInvoiceXml(renamed)).toEqual(parseEInvoiceXml(CII));
  });

  it("matches by namespace URI, not by prefix", () => {
    const root = parseXml(
      `<a:r xmlns:a="urn:one" xmlns:b="urn:two"><b:x>two</b:x><a:x>one</a:x><x xmlns="urn:two">default</x></a:r>`,
    );
    const q = xmlQuery({ one: "urn:one", two: "urn:two" });
    expect(q.texts(root, "two:x")).toEqual(["two", "default"]);
    expect(q.text(root, "one:x")).toBe("one");
    expect(q.is(root, "one:r")).toBe(true);
  });

  it("decodes the predefined entities, character references and CDATA", () => {
    const root = parseXml(
      `<r a="x &amp; y"><t>M&#252;ller &amp; S&#xF6;hne &lt;GmbH&gt;</t><c><![CDATA[<b> & </b>]]></c></r>`,
    );
    const q = xmlQuery({ "": "" });
    expect(root.attrs.a).toBe("x & y");
    expect(q.text(root, "t")).toBe("Müller & Söhne <GmbH>");
    expect(q.text(root, "c")).toBe("<b> & </b>");
  });

  it("strips a BOM and decodes UTF-16 and ISO-8859-1 bytes", () => {
    const expected = parseEInvoiceXml(UBL);
    expect(parseEInvoiceXml(`\uFEFF${UBL}`)).toEqual(expected);
    expect(parseEInvoiceXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(UBL, "utf8")]))).toEqual(
      expected,
    );
    expect(parseEInvoiceXml(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UBL, "utf16le")]))).toEqual(expected);
    const latin1 = UBL.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(parseEInvoiceXml(Buffer.from(latin1, "latin1")).invoice.seller.address?.street).toBe("Lieferantenstraße 20");
  });
});
