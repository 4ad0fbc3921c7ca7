import { describe, expect, it } from "vitest";
import { extractDeliveryPeriod, extractDueDate, extractInvoiceDate, readPeriod } from "./dateFields.ts";
import { buildDoc } from "./text.ts";

const invoiceDate = (text: string) => extractInvoiceDate(buildDoc([text]))?.value;
const due = (text: string, issued = "2024-03-15") =>
  extractDueDate(buildDoc([text]), { value: issued, confidence: 0.9 });
const period = (text: string) => {
  const r = extractDeliveryPeriod(buildDoc([text]));
  return r.deliveredFrom ? `${r.deliveredFrom.value}/${r.deliveredUntil!.value}` : undefined;
};

describe("extractInvoiceDate", () => {
  it("reads labelled dates", () => {
    expect(invoiceDate("Rechnungsdatum: 15.03.2024")).toBe("2024-03-15");
    expect(invoiceDate("Datum: 1. Februar 2024")).toBe("2024-02-01");
    expect(invoiceDate("Invoice date: Feb 1, 2024")).toBe("2024-02-01");
    expect(invoiceDate("Invoice date / Delivery date  12 February 2024")).toBe("2024-02-12");
    expect(invoiceDate("Rechnungs-Nr.  Datum  Kunden-Nr.\n2024-10077  03.04.2024  10044")).toBe("2024-04-03");
  });

  it("offers a date under a bare Datum label below the header block as a suggestion only", () => {
    const items = Array.from({ length: 16 }, (_, i) => `Position ${i + 1}  Artikel  1  10,00 €`);
    const late = extractInvoiceDate(
      buildDoc([["Rechnung", "Rechnungsnummer: R-1", ...items, "Summe  160,00 €", "Datum: 03.02.2024"].join("\n")]),
    )!;
    expect(late.value).toBe("2024-02-03");
    expect(late.confidence).toBeLessThan(0.5);
    // The same label in the header block names the invoice date.
    const head = extractInvoiceDate(buildDoc([["Rechnung", "Datum: 03.02.2024", ...items].join("\n")]))!;
    expect(head.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ["Date :  31/01/2026\nDATE DE FACTURE ASSOCIÉE : 01/01/2026", "2026-01-31"],
    [
      "Date : 31/01/2026\nDATE DE DEBUT DE PRESTATION : 01/01/2026\nDATE DE FIN DE PRESTATION : 31/12/2026",
      "2026-01-31",
    ],
    ["Rechnungsdatum: 15.03.2024\nUrsprungs-Rechnungsdatum: 01.02.2024", "2024-03-15"],
    ["Invoice date: 15 March 2024\nOriginal invoice date: 1 February 2024", "2024-03-15"],
    ["Datum: 15.03.2024\nDatum der ursprünglichen Rechnung: 01.02.2024", "2024-03-15"],
  ])("never takes the date of a related invoice or of a service period: %s", (text, date) => {
    const r = extractInvoiceDate(buildDoc([text]))!;
    expect(r.value).toBe(date);
    expect(r.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ["Datum:  30.10.2024  Zeit: 04:59:13  Seite: 1", 0],
    ["Date: 30/10/2024 04:59:13", 20],
  ])("never takes a print timestamp for the invoice date: %s", (line, lines) => {
    const body = Array.from({ length: lines }, (_, i) => `Position ${i + 1}  Artikel  1  10,00 €`);
    expect(invoiceDate(["Rechnung", "Rechnungsnummer: 1", ...body, line].join("\n"))).toBeUndefined();
  });

  it("reads a receipt's date with its time at the top", () => {
    expect(invoiceDate("Bon Nr. 4711\nDatum: 14.03.2024  19:42\nSumme 44,70")).toBe("2024-03-14");
  });

  it("reads 'Ort, den' with the date in the next column", () => {
    const text = "Muster GmbH\nz. Hd. Herr Mustermann  München, den  01.11.2024\nRechnung  Original";
    expect(invoiceDate(text)).toBe("2024-11-01");
    // The timestamp at the bottom does not outvote it.
    expect(invoiceDate(`${text}\nDatum:  30.10.2024  Zeit: 04:59:13`)).toBe("2024-11-01");
  });

  it("does not take delivery, order or due dates", () => {
    expect(
      invoiceDate("Lieferdatum: 02.02.2024\nBestelldatum: 01.02.2024\nFälligkeitsdatum: 01.03.2024"),
    ).toBeUndefined();
    expect(invoiceDate("Order date  10 February 2024\nDue date: 01/03/2024")).toBeUndefined();
    expect(invoiceDate("Datum der Lieferung: 02.02.2024")).toBeUndefined();
  });

  it("falls back to place and date in the letter head, with lower confidence", () => {
    const r = extractInvoiceDate(buildDoc(["München, 05.03.2018\nRechnung"]));
    expect(r?.value).toBe("2018-03-05");
    expect(r!.confidence).toBeLessThanOrEqual(0.6);
  });

  it("is less sure about dates that could be month-first", () => {
    const r = extractInvoiceDate(buildDoc(["Date: 01/02/2024"]));
    expect(r?.value).toBe("2024-02-01");
    expect(r!.confidence).toBeLessThan(0.6);
  });
});

describe("extractDueDate", () => {
  it("reads labels and payment sentences, not the cash discount date", () => {
    expect(due("Fällig am: 19.03.2024")?.value).toBe("2024-03-19");
    expect(due("zahlbar bis 29.03.2024")?.value).toBe("2024-03-29");
    expect(due("Due date: March 30, 2024")?.value).toBe("2024-03-30");
    expect(
      due("Zahlbar innerhalb 30 Tagen netto bis 14.04.2024, 3% Skonto innerhalb 10 Tagen bis 25.03.2024")?.value,
    ).toBe("2024-04-14");
    expect(due("Den Rechnungsbetrag überweisen Sie bitte bis zum 21.04.2024 auf unser Konto.")?.value).toBe(
      "2024-04-21",
    );
  });

  it("reads a date under a Fälligkeit column heading", () => {
    expect(due("Beschreibung  Fälligkeit  Teilzahlung\n05.04.2024")?.value).toBe("2024-04-05");
  });

  it("derives the date from a payment period with lower confidence", () => {
    const r = due("Zahlbar innerhalb 14 Tagen ohne Abzug.");
    expect(r).toEqual({ value: "2024-03-29", confidence: 0.55 });
    expect(due("Payable within 30 days.")?.value).toBe("2024-04-14");
    expect(due("Zahlbar sofort ohne Abzug.")?.value).toBe("2024-03-15");
  });

  it("does not read direct debit or discount dates as the due date", () => {
    expect(due("Der Betrag wird am 20.03.2024 per SEPA-Lastschrift eingezogen.")).toBeUndefined();
    expect(due("Bei Zahlung bis 20.03.2024 gewähren wir 2 % Skonto.")).toBeUndefined();
    expect(due("3 % Skonto innerhalb 10 Tagen")).toBeUndefined();
  });
});

describe("delivery period", () => {
  it("reads periods in several notations", () => {
    expect(readPeriod("01.01.2024 bis 31.01.2024", { monthFirst: false })?.value).toMatchObject({
      from: "2024-01-01",
      until: "2024-01-31",
    });
    expect(period("Leistungszeitraum: 04.03.2024 - 08.03.2024")).toBe("2024-03-04/2024-03-08");
    expect(period("Abrechnungszeitraum: 01.01.2010 bis 31.12.2010")).toBe("2010-01-01/2010-12-31");
    expect(period("Leistungszeitraum: 01.01. - 31.03.2024")).toBe("2024-01-01/2024-03-31");
    expect(period("Leistungszeitraum: Jänner 2024")).toBe("2024-01-01/2024-01-31");
    expect(period("Service period: Feb 1, 2024 to Feb 29, 2024")).toBe("2024-02-01/2024-02-29");
  });

  it("reads a delivery date as a one-day period", () => {
    expect(period("Liefer- und Leistungsdatum:  05.03.2018")).toBe("2018-03-05/2018-03-05");
    expect(period("Lieferdatum: 02.02.2024")).toBe("2024-02-02/2024-02-02");
    expect(period("Delivery date: 12 February 2024")).toBe("2024-02-12/2024-02-12");
  });

  it("takes the invoice date when the text says the delivery date equals it", () => {
    const r = extractDeliveryPeriod(buildDoc(["Leistungsdatum entspricht Rechnungsdatum"]), {
      value: "2024-03-15",
      confidence: 0.9,
    });
    expect(r.deliveredFrom).toEqual({ value: "2024-03-15", confidence: 0.7 });
  });
});
