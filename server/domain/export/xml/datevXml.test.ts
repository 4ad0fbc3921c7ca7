import { describe, expect, it } from "vitest";
import { datevSchemaErrors } from "./datevXsdTestUtil.ts";
import { datevId, datevInvoiceXml, writeDatevXmlZip, type DatevXmlDocumentFiles } from "./datevXml.ts";
import { company, doc, item, period, unzipStream, utf8 } from "./exportTestUtil.ts";
import { asciiFileName, ZipNamer } from "./zipEntries.ts";

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n% test\n");

async function* chunks(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes.slice(0, 5);
  yield bytes.slice(5);
}

const incoming = doc();
const outgoing = doc({
  documentRowId: "0b8e6a3c-1f2d-4c5e-9a7b-000000000002",
  documentType: "OUTGOING_INVOICE",
  invoiceNumber: "AR 2025-0042",
  partner: { ...doc().partner, name: 'Kunde <Öffentlich> & "Partner"', accountNumber: "10001" },
  items: [
    item({
      rowId: "o1",
      bookingType: "CREDIT",
      generalLedgerAccountNumber: "8400",
      amount: "238.00",
      amountType: "GROSS",
      vat: { code: "3", percentage: "19", type: "OUTPUT_TAX" },
      costCenters: [{ number: "KST 100", amount: "238.00" }],
      costUnits: [{ number: "KTR-7", amount: "238.00" }],
    }),
    item({
      rowId: "o2",
      bookingType: "CREDIT",
      generalLedgerAccountNumber: "8300",
      amount: "50.00",
      vat: { code: "2", percentage: "7", type: "OUTPUT_TAX" },
      title: "Bücher & Zeitschriften",
    }),
  ],
  discountPercent: "2",
  discountAmount: "5.83",
  discountUntil: "2025-03-15",
});
const creditNote = doc({
  documentRowId: "0b8e6a3c-1f2d-4c5e-9a7b-000000000003",
  invoiceNumber: "GS-1",
  creditMemo: true,
  items: [item({ bookingType: "CREDIT", amount: "40.00" })],
});
const foreign = doc({
  documentRowId: "0b8e6a3c-1f2d-4c5e-9a7b-000000000004",
  invoiceNumber: "INV/US/9",
  currency: "USD",
  conversionRate: "1.0832",
  partner: { ...doc().partner, name: "ACME Inc.", vatId: null, accountNumber: null, countryCode: "US" },
  items: [item({ vat: { code: "94", percentage: "0", type: "REVERSE_CHARGE" }, amount: "1000.00" })],
});
const other = doc({ documentRowId: "not-a-uuid", documentType: "OTHER_DOCUMENT", invoiceNumber: null, items: [] });

const files: DatevXmlDocumentFiles[] = [
  {
    documentRowId: incoming.documentRowId,
    files: [{ name: "../../etc/Rechnung März.pdf", mimeType: "application/pdf", open: async () => chunks(pdfBytes) }],
  },
  {
    documentRowId: outgoing.documentRowId,
    files: [
      { name: "Rechnung März.pdf", mimeType: "application/pdf", open: async () => pdfBytes },
      { name: "xrechnung.xml", mimeType: "application/xml", open: async () => new TextEncoder().encode("<Invoice/>") },
    ],
  },
  {
    documentRowId: other.documentRowId,
    files: [{ name: "Vertrag.pdf", mimeType: "application/pdf", open: async () => pdfBytes }],
  },
];

describe("DATEV XML-Schnittstelle online archive", () => {
  it("writes document.xml and one booking XML per invoice, all valid against the DATEV schemas", async () => {
    const zip = await unzipStream(
      writeDatevXmlZip({
        company,
        period,
        documents: [incoming, outgoing, creditNote, foreign, other],
        files,
        createdAt: new Date(2025, 3, 2, 10, 30, 0),
        partnerAddresses: new Map([
          [incoming.documentRowId, { street: "Hauptstraße 1", zip: "80331", city: "München", countryCode: "DE" }],
        ]),
        companyAddress: { street: "Am Ring 5", zip: "10115", city: "Berlin", countryCode: "DE" },
      }),
    );
    const names = Object.keys(zip).sort();
    expect(names).toEqual(
      [
        "document.xml",
        "RE-2025_001_booking.xml",
        "AR_2025-0042_booking.xml",
        "GS-1_booking.xml",
        "INV_US_9_booking.xml",
        "Rechnung_Maerz.pdf",
        "Rechnung_Maerz_2.pdf",
        "xrechnung.xml",
        "Vertrag.pdf",
      ].sort(),
    );
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(zip["Rechnung_Maerz.pdf"]).toEqual(pdfBytes);

    const documentXml = utf8(zip["document.xml"]);
    expect(await datevSchemaErrors(documentXml, "document")).toEqual([]);
    expect(documentXml).toContain(
      '<extension xsi:type="Invoice" datafile="RE-2025_001_booking.xml"><property value="Incoming" key="InvoiceType"/>',
    );
    expect(documentXml).toContain(
      '<extension xsi:type="Invoice" datafile="AR_2025-0042_booking.xml"><property value="Outgoing" key="InvoiceType"/>',
    );
    expect(documentXml).toContain('<extension xsi:type="File" name="xrechnung.xml"/>');
    expect(documentXml).toContain("<consultantNumber>1234567</consultantNumber><clientNumber>12345</clientNumber>");
    expect(documentXml).toContain("<date>2025-04-02T10:30:00</date>");
    expect(documentXml).toContain("Müller Haustechnik GmbH &amp; Co. KG");

    for (const name of names.filter((n) => n.endsWith("_booking.xml"))) {
      expect({ name, errors: await datevSchemaErrors(utf8(zip[name]), "invoice") }).toEqual({ name, errors: [] });
    }
  });

  it("puts the booking data of an incoming invoice into the invoice XML", async () => {
    const xml = datevInvoiceXml(incoming, { company, period });
    expect(await datevSchemaErrors(xml, "invoice")).toEqual([]);
    expect(xml).toContain(
      'invoice_date="2025-03-05" invoice_type="Rechnung" delivery_date="2025-03-05" invoice_id="RE-2025/001"',
    );
    expect(xml).toContain('<supplier_party vat_id="DE123456789"><address name="Schröder &amp; Söhne Bau GmbH"');
    expect(xml).toContain('<booking_info_bp bp_account_no="70001"/>');
    expect(xml).toContain(
      '<payment_conditions due_date="2025-04-04" payment_conditions_text="Zahlbar bis 04.04.2025" currency="EUR">',
    );
    expect(xml).toContain(
      '<price_line_amount net_price_line_amount="100.00" gross_price_line_amount="119.00" tax_amount="19.00" tax="19.00" currency="EUR"/>',
    );
    expect(xml).toContain(
      'account_no="3400" bu_code="9" booking_text="Material Schröder &amp; Söhne Bau GmbH RE-2025/001"',
    );
    expect(xml).toContain(
      'net_total_amount="100.00" total_gross_amount_excluding_third-party_collection="119.00" currency="EUR"',
    );
  });

  it("books an outgoing multi-VAT invoice with discount, cost centre and cost unit", async () => {
    const xml = datevInvoiceXml(outgoing, { company, period });
    expect(await datevSchemaErrors(xml, "invoice")).toEqual([]);
    expect(xml).toContain(
      '<invoice_party vat_id="DE123456789"><address name="Kunde &lt;Öffentlich&gt; &amp; &quot;Partner&quot;"',
    );
    expect(xml).toContain('cost_category_id="KST 100" cost_category_id2="KTR-7" account_no="8400" bu_code="3"');
    expect(xml).toContain(
      '<discount payment_date="2025-03-15" discount_percentage="2.00" discount_tax="19.00" discount_amount="5.83" currency="EUR"/>',
    );
    // 238.00 gross at 19 % = 200.00 net + 38.00 VAT; 50.00 net at 7 % = 3.50 VAT.
    expect(xml).toContain(
      '<tax_line net_price_line_amount="200.00" gross_price_line_amount="238.00" tax="19.00" tax_amount="38.00" currency="EUR"/>',
    );
    expect(xml).toContain(
      '<tax_line net_price_line_amount="50.00" gross_price_line_amount="53.50" tax="7.00" tax_amount="3.50" currency="EUR"/>',
    );
    expect(xml).toContain('net_total_amount="250.00" total_gross_amount_excluding_third-party_collection="291.50"');
  });

  it("writes a credit note as Gutschrift/Rechnungskorrektur with positive amounts", async () => {
    const xml = datevInvoiceXml(creditNote, { company, period });
    expect(await datevSchemaErrors(xml, "invoice")).toEqual([]);
    expect(xml).toContain('invoice_type="Gutschrift/Rechnungskorrektur"');
    expect(xml).toContain('total_gross_amount_excluding_third-party_collection="47.60"');
  });

  it("writes a foreign-currency invoice with its currency and exchange rate", async () => {
    const xml = datevInvoiceXml(foreign, { company, period });
    expect(await datevSchemaErrors(xml, "invoice")).toEqual([]);
    expect(xml).toContain('exchange_rate="1.083200"');
    expect(xml).toContain('total_gross_amount_excluding_third-party_collection="1000.00" currency="USD"');
    expect(xml).toContain('invoice_id="INV/US/9"');
    expect(xml).not.toContain("bp_account_no");
  });

  it("refuses an empty archive before streaming anything", () => {
    expect(() => writeDatevXmlZip({ company, period, documents: [], files: [], createdAt: new Date() })).toThrow(
      RangeError,
    );
  });

  it("ends the stream with the error when a file cannot be read", async () => {
    const stream = writeDatevXmlZip({
      company,
      period,
      documents: [incoming],
      files: [
        {
          documentRowId: incoming.documentRowId,
          files: [
            { name: "a.pdf", mimeType: "application/pdf", open: () => Promise.reject(new Error("blob missing")) },
          ],
        },
      ],
      createdAt: new Date(),
    });
    await expect(unzipStream(stream)).rejects.toThrow("blob missing");
  });
});

describe("ZIP entry names", () => {
  it("are ASCII, without folders, and unique regardless of case", () => {
    expect(asciiFileName("../../etc/passwd")).toBe("passwd");
    expect(asciiFileName("C:\\Users\\x\\Größe ½.pdf")).toBe("Groesse_.pdf");
    expect(asciiFileName("..")).toBe("file");
    expect(asciiFileName("café résumé.PDF")).toBe("cafe_resume.PDF");
    const namer = new ZipNamer();
    expect([namer.name("a.pdf"), namer.name("A.pdf"), namer.name("a.pdf")]).toEqual(["a.pdf", "A_2.pdf", "a_3.pdf"]);
  });

  it("DATEV ids keep only the characters DATEV allows", () => {
    expect(datevId("Rechnung Nr. 12/Ü")).toBe("Rechnung-Nr-12/Ue");
    expect(datevId("x".repeat(50))).toHaveLength(36);
  });
});
