/**
 * Table tests of the readers on every written form the development set prints (numbers, dates,
 * IBANs of every country), and of the choices that generalise across layouts: the totals
 * arithmetic, the seller versus the recipient, the kind of document.
 */
import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { isValidIban } from "./identifiers.ts";
import { extractInvoiceFields, FILL_THRESHOLD, SUGGESTION_THRESHOLD } from "./index.ts";
import { layoutLines, type PositionedText } from "./layout.ts";
import { findAmounts, parseAmount } from "./numbers.ts";
import { buildDoc } from "./text.ts";

describe("amount forms", () => {
  it.each([
    ["1.234,56", "1234.56"],
    ["1,234.56", "1234.56"],
    ["1\u00a0234,56", "1234.56"],
    ["1\u202f234,56", "1234.56"],
    ["1 234,56", "1234.56"],
    ["1'234.56", "1234.56"],
    ["1’234.56", "1234.56"],
    ["12.345.678,90", "12345678.90"],
    ["12,345,678.90", "12345678.90"],
    ["1234,56", "1234.56"],
    ["1234.56", "1234.56"],
    ["-1.234,56", "-1234.56"],
    ["1.234,56-", "-1234.56"],
    ["€1,234.56", "1234.56"],
    ["1.234,56 EUR", "1234.56"],
    ["EUR 1.234,56", "1234.56"],
    ["CHF 1'234.50", "1234.50"],
    ["12,-", "12.00"],
  ])("reads %s as %s", (text, value) => {
    expect(parseAmount(text)?.value).toBe(value);
  });

  it.each([
    ["Gesamtbetrag 1.234,56 EUR", "1234.56"],
    ["Total 1,234.56", "1234.56"],
    ["Total TTC 10 781,25 €", "10781.25"],
    ["Gesamt CHF 1'234.56", "1234.56"],
    ["Total (incl. VAT) €1,234.56", "1234.56"],
  ])("finds the amount in %s", (line, value) => {
    expect(findAmounts(line).at(-1)?.value).toBe(value);
  });
});

describe("date forms", () => {
  it.each([
    ["31.12.2026", "2026-12-31"],
    ["31.12.26", "2026-12-31"],
    ["31. Dezember 2026", "2026-12-31"],
    ["31. Jänner 2026", "2026-01-31"],
    ["3. März 2026", "2026-03-03"],
    ["2026-12-31", "2026-12-31"],
    ["12/31/2026", "2026-12-31"],
    ["31/12/2026", "2026-12-31"],
    ["31 December 2026", "2026-12-31"],
    ["31st December 2026", "2026-12-31"],
    ["December 31, 2026", "2026-12-31"],
    ["Dec 31, 2026", "2026-12-31"],
    ["31-Dec-2026", "2026-12-31"],
    ["31 décembre 2026", "2026-12-31"],
    ["1er janvier 2026", "2026-01-01"],
    ["14 février 2026", "2026-02-14"],
    ["15 août 2026", "2026-08-15"],
  ])("reads %s as %s", (text, iso) => {
    expect(findDates(`Datum: ${text}`).map((d) => d.iso)).toEqual([iso]);
  });

  it("reads slashed dates in the order the document shows, and knows when it does not", () => {
    const us = buildDoc(["Invoice date 01/02/2026\nDue date 12/31/2026"]);
    expect(us).toMatchObject({ monthFirst: true, dateOrderKnown: true });
    const eu = buildDoc(["Invoice date 01/02/2026\nDue date 31/12/2026"]);
    expect(eu).toMatchObject({ monthFirst: false, dateOrderKnown: true });
    expect(buildDoc(["Invoice date 01/02/2026"]).dateOrderKnown).toBe(false);
    expect(findDates("01/02/2026", { monthFirst: true, orderKnown: true })).toMatchObject([
      { iso: "2026-01-02", ambiguous: false },
    ]);
    expect(findDates("01/02/2026")).toMatchObject([{ iso: "2026-02-01", ambiguous: true }]);
  });

  it("offers an invoice date whose day and month could swap as a suggestion only", () => {
    const text = ["INVOICE", "Invoice No. 4711", "Invoice date: 05/06/2026", "Total: 119.00 EUR"].join("\n");
    const date = extractInvoiceFields([text]).invoiceDate!;
    expect(date.value).toBe("2026-06-05");
    expect(date.confidence).toBeLessThan(FILL_THRESHOLD);
    expect(date.confidence).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    // With a date that shows the order, the same date is sure.
    const sure = extractInvoiceFields([`${text}\nDue date: 06/30/2026`]).invoiceDate!;
    expect(sure.value).toBe("2026-05-06");
    expect(sure.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });
});

/** IBAN lengths of the ISO 13616 registry (SWIFT, release 2024). */
const IBAN_LENGTHS =
  "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30"
    .split(" ")
    .map((e) => [e.slice(0, 2), Number(e.slice(2))] as const);

/** An IBAN of the country and length with valid check digits (BBAN: digits). */
function ibanOf(country: string, length: number, seed: number): string {
  const bban = Array.from({ length: length - 4 }, (_, i) => String((seed * 7 + i * 3) % 10)).join("");
  let rem = 0;
  for (const ch of `${bban}${country}00`) {
    const v = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return `${country}${String(98 - rem).padStart(2, "0")}${bban}`;
}

describe("IBANs of every country", () => {
  it.each(IBAN_LENGTHS)("accepts a valid %s IBAN of length %i, refuses a changed digit and a wrong length", (c, n) => {
    const iban = ibanOf(c, n, n);
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(iban.replace(/(.{4})/g, "$1 ").trim())).toBe(true);
    const changed = iban.slice(0, -1) + String((Number(iban.at(-1)) + 1) % 10);
    expect(isValidIban(changed)).toBe(false);
    expect(isValidIban(ibanOf(c, n + 1, n))).toBe(false);
  });

  it("reads a foreign IBAN from an invoice's footer", () => {
    const iban = ibanOf("FR", 27, 3);
    const text = [
      "Facture",
      "Facture n° F-2026-17",
      "Total TTC 120,00 €",
      "",
      `IBAN ${iban.replace(/(.{4})/g, "$1 ")}`,
    ];
    expect(extractInvoiceFields([text.join("\n")]).iban?.value).toBe(iban);
  });
});

describe("labels of common English invoice layouts", () => {
  it("reads 'Date of issue', 'Date due', 'Billing date'", () => {
    const lines = ["Invoice", "Invoice number  ABC-0001", "Date of issue  March 1, 2026", "Date due  March 15, 2026"];
    const totals = ["Subtotal  €100.00", "VAT (19%)  €19.00", "Total  €119.00"];
    const f = extractInvoiceFields([[...lines, ...totals].join("\n")]);
    expect([f.invoiceNumber?.value, f.invoiceDate?.value, f.dueDate?.value]).toEqual([
      "ABC-0001",
      "2026-03-01",
      "2026-03-15",
    ]);
    const billing = extractInvoiceFields([
      ["Invoice", "Invoice # 17", "Billing date: 02/14/2026", ...totals].join("\n"),
    ]);
    expect(billing.invoiceDate?.value).toBe("2026-02-14");
  });
});

describe("scans", () => {
  it("offers an invoice number with a letter OCR makes of a digit as a suggestion only", () => {
    const text = (no: string) => ["Rechnung", `Rechnungsnummer: ${no}`, "Gesamtbetrag 119,00 EUR"].join("\n");
    for (const misread of ["2O18-0042", "201B-0042", "RE-2018-l7", "4711-S023"]) {
      const n = extractInvoiceFields([text(misread)]).invoiceNumber!;
      expect(n.value, misread).toBe(misread);
      expect(n.confidence, misread).toBeLessThan(FILL_THRESHOLD);
    }
    for (const fine of ["2018-0042", "RE-2018-17", "INV-ABC-0042", "A2018B"])
      expect(extractInvoiceFields([text(fine)]).invoiceNumber!.confidence, fine).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });
});

describe("totals arithmetic", () => {
  it("chooses the figures that add up over figures with good labels that do not", () => {
    const text = [
      "Rechnung Nr. 2026-5",
      "Übertrag  500,00",
      "Zwischensumme  980,00",
      "Nettobetrag  1.000,00",
      "zzgl. 19 % MwSt.  190,00",
      "Gesamt  1.190,00",
      "abzgl. Anzahlung  -200,00",
      "Zahlbetrag  990,00",
    ].join("\n");
    const f = extractInvoiceFields([text]);
    expect([f.net?.value, f.vatAmount?.value, f.total?.value]).toEqual(["1000.00", "190.00", "1190.00"]);
    expect(f.total!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("adds several VAT rates and checks each against its base", () => {
    const text = ["Invoice No. 77", "Subtotal  150.00", "VAT 19%  19.00", "VAT 7%  3.50", "Total  172.50"].join("\n");
    const f = extractInvoiceFields([text]);
    expect([f.net?.value, f.vatAmount?.value, f.total?.value]).toEqual(["150.00", "22.50", "172.50"]);
    expect(f.total!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("reads French totals (HT, TVA, TTC) with space thousands", () => {
    const text = [
      "FACTURE",
      "N° de facture : F-88",
      "Total HT  10 000,00 €",
      "TVA 20 %  2 000,00 €",
      "Total TTC  12 000,00 €",
    ];
    const f = extractInvoiceFields([text.join("\n")]);
    expect([f.net?.value, f.vatAmount?.value, f.total?.value]).toEqual(["10000.00", "2000.00", "12000.00"]);
    expect(f.invoiceNumber?.value).toBe("F-88");
  });
});

/** Items of one page: one per string, 0.5 em per character. */
const at = (str: string, x: number, y: number, size = 9): PositionedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
});
const read = (items: PositionedText[]) => extractInvoiceFields([layoutLines([...items])], { layout: [items] });

describe("seller versus recipient", () => {
  const seller = "Nordwind Technik GmbH";
  const page = (recipientFirst: boolean) => [
    at(seller, 50, 60, 18),
    at("Hafenstraße 12 · 20457 Hamburg", 50, 78),
    ...(recipientFirst ? [at("Kaiser Maschinenbau GmbH", 55, 150, 10)] : []),
    at("Am Markt 3", 55, 163, 10),
    at("04109 Leipzig", 55, 176, 10),
    at("Ihre USt-IdNr.: DE136695976", 55, 192, 8),
    at("Rechnung", 55, 260, 16),
    at("Rechnungsnummer", 340, 150),
    at("R-100", 445, 150),
    at("Nettobetrag", 330, 400),
    at("100,00 EUR", 490, 400),
    at("zzgl. 19 % USt", 330, 414),
    at("19,00 EUR", 495, 414),
    at("Gesamtbetrag", 330, 428),
    at("119,00 EUR", 490, 428),
    at(`${seller} · Hafenstraße 12 · 20457 Hamburg · Amtsgericht Hamburg HRB 12345`, 50, 770, 7),
    at("Sparkasse Hamburg · IBAN DE89 3704 0044 0532 0130 00 · USt-IdNr. DE811907980", 50, 780, 7),
  ];

  it("takes the issuer from the letterhead and footer, never the recipient block", () => {
    const f = read(page(true));
    expect(f.partnerName?.value).toBe(seller);
    expect(f.partnerName!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
    expect(f.partnerVatId?.value).toBe("DE811907980");
    expect(f.iban?.value).toBe("DE89370400440532013000");
  });

  it("reads a company named with a block heading word ('Lieferant GmbH') as a name, not a heading", () => {
    const items = page(true).map((i) => ({ ...i, str: i.str.replaceAll(seller, "Lieferant GmbH") }));
    expect(read(items).partnerName?.value).toBe("Lieferant GmbH");
  });

  it("offers a name seen only as the large print at the top as a suggestion, not a filled value", () => {
    // Nothing else ties it to the seller: no footer, sender line, VAT id line, account holder or domain.
    const items = page(true).filter((i) => i.y < 700);
    const name = read(items).partnerName!;
    expect(name.value).toBe(seller);
    expect(name.confidence).toBeLessThan(FILL_THRESHOLD);
    expect(name.confidence).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    // The same name again in the footer confirms it.
    expect(read(page(true)).partnerName!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("offers the name as a suggestion when a scan spells it differently at two places", () => {
    const items = page(true).map((i) =>
      i.y > 700 ? { ...i, str: i.str.replace("Nordwind Technik GmbH", "Nordwind Tcchnik GmbH") } : i,
    );
    const name = read(items).partnerName!;
    expect(name.value).toBe(seller);
    expect(name.confidence).toBeLessThan(FILL_THRESHOLD);
    expect(name.confidence).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
  });

  it("fills a labelled footer VAT id whose check digits do not match: what the invoice says", () => {
    const items = page(true).map((i) =>
      i.str.includes("DE811907980") ? { ...i, str: i.str.replace("DE811907980", "DE811907981") } : i,
    );
    const vat = read(items).partnerVatId!;
    expect(vat.value).toBe("DE811907981");
    expect(vat.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("offers an unlabelled VAT id with check digits that do not match as a suggestion only", () => {
    const items = page(true).map((i) =>
      i.str.includes("DE811907980") ? { ...i, str: i.str.replace("USt-IdNr. DE811907980", "DE811907981") } : i,
    );
    const vat = read(items).partnerVatId!;
    expect(vat.value).toBe("DE811907981");
    expect(vat.confidence).toBeLessThan(FILL_THRESHOLD);
    expect(vat.confidence).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
  });

  it("offers a labelled VAT id with check digits that do not match in the middle of the page only as a suggestion", () => {
    // Neither letterhead, seller block nor footer: whose it is is not known.
    const items = [
      ...page(true).filter((i) => !i.str.includes("DE811907980")),
      at("Sparkasse Hamburg · IBAN DE89 3704 0044 0532 0130 00", 50, 780, 7),
      at("USt-IdNr. DE811907981", 55, 330, 9),
    ];
    const vat = read(items).partnerVatId!;
    expect(vat.value).toBe("DE811907981");
    expect(vat.confidence).toBeLessThan(FILL_THRESHOLD);
  });

  it("reads the bank line after a sender-like footer line as the seller's, not as a recipient block", () => {
    // The footer's first line looks like a DIN 5008 sender line; the recipient window is above.
    const f = read(page(false));
    expect(f.iban?.value).toBe("DE89370400440532013000");
    expect(f.partnerVatId?.value).toBe("DE811907980");
  });
});

describe("kind of document", () => {
  const body = (title: string, size: number, labels: [string, string][]) => [
    at("Nordwind Technik GmbH", 50, 60, 18),
    ...labels.flatMap(([k, v], i) => [at(k, 340, 150 + 12 * i), at(v, 445, 150 + 12 * i)]),
    at(title, 55, 260, size),
    at("Gesamtbetrag", 330, 428),
    at("119,00 EUR", 490, 428),
    at("IBAN DE89 3704 0044 0532 0130 00", 50, 780, 7),
  ];

  it("reads nothing from a reminder whose invoice number label comes before its title", () => {
    expect(
      read(
        body("Zahlungserinnerung", 16, [
          ["Rechnungsnummer", "R-100"],
          ["Datum", "01.02.2026"],
        ]),
      ),
    ).toEqual({});
    expect(
      read(
        body("Relance de paiement", 16, [
          ["N° de facture", "F-100"],
          ["Date", "01/02/2026"],
        ]),
      ),
    ).toEqual({});
  });

  it("reads nothing from a delivery note", () => {
    expect(
      read(
        body("Lieferschein", 16, [
          ["Lieferschein-Nr.", "LS-100"],
          ["Datum", "01.02.2026"],
        ]),
      ),
    ).toEqual({});
    expect(
      read(
        body("Delivery note", 16, [
          ["Invoice number", "R-100"],
          ["Date", "01/02/2026"],
        ]),
      ),
    ).toEqual({});
  });

  it("tells a credit note by its printed title even after an invoice number label", () => {
    const f = read(
      body("Credit Note", 16, [
        ["Invoice number", "CN-7"],
        ["Date", "01/02/2026"],
      ]),
    );
    expect(f.isCreditMemo?.value).toBe(true);
    const avoir = read(
      body("AVOIR", 16, [
        ["N° de facture", "A-7"],
        ["Date", "01/02/2026"],
      ]),
    );
    expect(avoir.isCreditMemo?.value).toBe(true);
    const invoice = read(
      body("Facture", 16, [
        ["N° de facture", "F-7"],
        ["Date", "01/02/2026"],
      ]),
    );
    expect(invoice.isCreditMemo?.value).toBe(false);
    expect(invoice.invoiceNumber?.value).toBe("F-7");
  });
});
