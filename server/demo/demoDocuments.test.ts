/** The demo e-invoices: valid XRechnung CII that the app's own parser reads back exactly. */
import { describe, expect, it } from "vitest";
import { addDecimals, compareDecimals, percentOf } from "../../src/lib/decimal.ts";
import { checkCompliance, parseEInvoiceXml } from "../domain/einvoice/index.ts";
import { isValidBic, isValidIban } from "../../src/lib/iban.ts";
import {
  DEMO_INVOICE_SPECS,
  DEMO_VENDORS,
  demoInvoices,
  germanIban,
  XRECHNUNG_3_CII,
  type DemoBuyer,
  type DemoCompanyKey,
} from "./demoDocuments.ts";

const BUYERS: Record<DemoCompanyKey, DemoBuyer> = {
  haustechnik: {
    name: "Müller Haustechnik GmbH",
    street: "Schönhauser Allee 112",
    zip: "10439",
    city: "Berlin",
    vatId: "DE287451963",
    email: "rechnungseingang@mueller-haustechnik.example",
  },
  baeckerei: {
    name: "Bäckerei Schneider KG",
    street: "Eppendorfer Weg 27",
    zip: "20259",
    city: "Hamburg",
    vatId: "DE314159265",
    email: "buchhaltung@schneiders-backstube.example",
  },
};

/** 10:00 in Berlin on Wednesday 5 March 2025. */
const NOW = new Date("2025-03-05T09:00:00Z");

/** The figures worked out by hand, in the order of DEMO_INVOICE_SPECS. */
const EXPECTED = [
  { number: "RE-2025-104387", date: "2025-03-03", due: "2025-04-02", net: "1578.40", vat: "299.90", total: "1878.30" },
  { number: "WS2025-00871", date: "2025-02-28", due: "2025-03-30", net: "626.30", vat: "119.00", total: "745.30" },
  // 635.50 × 19 % = 120.745 → 120.75 (half up)
  { number: "LR-202503-30412", date: "2025-03-04", due: "2025-03-14", net: "635.50", vat: "120.75", total: "756.25" },
  { number: "RG202502-448172", date: "2025-02-27", due: "2025-03-13", net: "168.17", vat: "31.95", total: "200.12" },
  { number: "2025-2291", date: "2025-03-02", due: "2025-04-01", net: "401.80", vat: "76.34", total: "478.14" },
  { number: "MV-2025-3318", date: "2025-03-01", due: "2025-03-15", net: "429.50", vat: "81.61", total: "511.11" },
  { number: "GS-2025-00412", date: "2025-02-24", due: undefined, net: "383.50", vat: "72.87", total: "456.37" },
  { number: "MH-2025-40219", date: "2025-02-28", due: "2025-03-30", net: "863.10", vat: "66.39", total: "929.49" },
  { number: "202502-6620417", date: "2025-02-25", due: "2025-03-11", net: "739.95", vat: "140.59", total: "880.54" },
];

describe("demo e-invoices", () => {
  const invoices = demoInvoices(BUYERS, NOW);

  it("gives each demo review group its invoices, one of them a credit note", () => {
    const count = (group: string) => invoices.filter((i) => i.spec.group === group).length;
    expect([count("admin"), count("accountant"), count("clerk")]).toEqual([5, 2, 2]);
    expect(invoices.filter((i) => i.spec.typeCode === "381").map((i) => i.spec.group)).toEqual(["accountant"]);
    expect(invoices.map((i) => i.number)).toEqual(EXPECTED.map((e) => e.number));
    expect(new Set(invoices.map((i) => i.fileName)).size).toBe(invoices.length);
    expect(invoices[0]!.fileName).toBe("Rechnung_RE-2025-104387.xml");
    expect(invoices[6]!.fileName).toBe("Gutschrift_GS-2025-00412.xml");
  });

  it.each(invoices.map((inv, i) => [inv.number, inv, EXPECTED[i]!] as const))(
    "%s parses back with the intended figures and no compliance findings",
    (_number, generated, expected) => {
      const parsed = parseEInvoiceXml(generated.bytes);
      expect(parsed).toMatchObject({ syntax: "CII", specificationId: XRECHNUNG_3_CII, profile: "XRECHNUNG" });
      const inv = parsed.invoice;
      expect({
        number: inv.invoiceNumber,
        date: inv.invoiceDate,
        due: inv.dueDate,
        net: inv.net,
        vat: inv.vatAmount,
        total: inv.total,
      }).toEqual(expected);
      expect(inv.lineTotal).toBe(expected.net);
      expect(inv.amountDue).toBe(expected.total);
      expect(inv.currency).toBe("EUR");
      expect(inv.isCreditMemo).toBe(generated.spec.typeCode === "381");
      expect(inv.documentTypeCode).toBe(generated.spec.typeCode);
      expect(inv.buyerReference).toBe(generated.spec.buyerReference);

      // Lines: BT-131 = quantity × price, and they add up to BT-106.
      expect(inv.items.map((item) => item.title)).toEqual(generated.spec.lines.map((l) => l.title));
      expect(inv.items.map((item) => item.totalPrice)).toEqual(generated.lineTotals);
      expect(compareDecimals(addDecimals(...inv.items.map((item) => item.totalPrice!)), expected.net)).toBe(0);
      for (const [i, item] of inv.items.entries()) {
        const line = generated.spec.lines[i]!;
        expect(item.unit).toBe(line.unit);
        expect(compareDecimals(item.quantity!, line.quantity)).toBe(0);
        expect(compareDecimals(item.unitNetPrice!, line.netPrice)).toBe(0);
        expect(compareDecimals(item.vatPercent!, String(line.vatRate))).toBe(0);
      }

      // VAT per rate: BT-117 = BT-116 × rate, rounded; the categories add up to BT-110.
      expect(inv.vatBreakdown).toHaveLength(new Set(generated.spec.lines.map((l) => l.vatRate)).size);
      for (const line of inv.vatBreakdown) {
        expect(line.categoryCode).toBe("S");
        expect(line.taxAmount).toBe(percentOf(line.taxableAmount, line.ratePercent, 2));
      }
      expect(compareDecimals(addDecimals(...inv.vatBreakdown.map((l) => l.taxAmount)), expected.vat)).toBe(0);

      // Parties and payment.
      const { vendor } = generated.spec;
      expect(inv.seller).toMatchObject({
        name: vendor.name,
        vatId: vendor.vatId,
        email: vendor.email,
        phone: vendor.phone,
        address: { street: vendor.street, zip: vendor.zip, city: vendor.city, country: "DE" },
      });
      const buyer = BUYERS[generated.company];
      expect(inv.buyer).toMatchObject({ name: buyer.name, vatId: buyer.vatId, address: { city: buyer.city } });
      if (generated.spec.typeCode === "381") {
        expect(inv.payment.meansCode).toBe("97");
        expect(inv.precedingInvoiceNumber).toBe("RE-2025-101955");
      } else {
        expect(inv.payment).toMatchObject({ meansCode: "58", iban: generated.iban, bic: vendor.bic });
      }
      if (generated.spec.skonto) {
        expect(inv.payment.discountDays).toBe(generated.spec.skonto.days);
        expect(compareDecimals(inv.payment.discountPercent!, generated.spec.skonto.percent)).toBe(0);
      } else {
        expect(inv.payment.discountPercent).toBeUndefined();
      }
      expect(inv.deliveryDate ?? inv.deliveredFrom).toBeTruthy();

      const findings = checkCompliance(inv);
      expect(findings.filter((f) => f.severity === "error")).toEqual([]);
      expect(findings).toEqual([]); // not even warnings (delivery date, VAT id formats, BIC)
    },
  );

  it("uses the mixed rates of a bakery supplier: flour at 7 %, baking paper at 19 %", () => {
    const mill = invoices.find((i) => i.spec.vendor === DEMO_VENDORS.muehle)!;
    expect(mill.vatBreakdown).toEqual([
      { rate: 19, basis: "49.80", tax: "9.46" },
      { rate: 7, basis: "813.30", tax: "56.93" },
    ]);
  });

  it("dates everything relative to now: delivery periods and numbers follow the calendar", () => {
    const january = demoInvoices(BUYERS, new Date("2025-01-03T12:00:00Z"));
    const telecom = parseEInvoiceXml(january[3]!.bytes).invoice;
    expect(telecom.invoiceDate).toBe("2024-12-28");
    expect([telecom.deliveredFrom, telecom.deliveredUntil]).toEqual(["2024-11-01", "2024-11-30"]);
    expect(telecom.invoiceNumber).toBe("RG202412-448172");
    const leasing = parseEInvoiceXml(january[2]!.bytes).invoice;
    expect([leasing.deliveredFrom, leasing.deliveredUntil]).toEqual(["2025-01-01", "2025-01-31"]);
    expect(parseEInvoiceXml(january[6]!.bytes).invoice.precedingInvoiceNumber).toBe("RE-2024-101955");
    // Late in the evening UTC is already the next day in Berlin.
    expect(demoInvoices(BUYERS, new Date("2025-03-04T23:30:00Z"))[0]!.issueDate).toBe("2025-03-03");
  });

  it("stays compliant on any day", () => {
    for (const now of [new Date(), new Date("2024-02-29T08:00:00Z"), new Date("2025-12-31T22:59:00Z")]) {
      for (const generated of demoInvoices(BUYERS, now)) {
        expect(checkCompliance(parseEInvoiceXml(generated.xml).invoice)).toEqual([]);
      }
    }
  });

  it("computes valid IBANs and uses well-formed VAT ids and BICs", () => {
    expect(germanIban("37040044", "0532013000")).toBe("DE89370400440532013000"); // the textbook example
    expect(germanIban("10050000", "612803741")).toBe(germanIban("10050000", "0612803741"));
    expect(() => germanIban("1005000", "1")).toThrow();
    const vendors = Object.values(DEMO_VENDORS);
    expect(vendors).toHaveLength(8);
    for (const vendor of vendors) {
      expect(isValidIban(germanIban(vendor.bankCode, vendor.accountNumber))).toBe(true);
      expect(isValidBic(vendor.bic)).toBe(true);
      expect(vendor.vatId).toMatch(/^DE\d{9}$/);
    }
    expect(new Set(vendors.map((v) => v.vatId)).size).toBe(vendors.length);
    expect(new Set(DEMO_INVOICE_SPECS.map((s) => s.vendor)).size).toBe(vendors.length);
  });
});
