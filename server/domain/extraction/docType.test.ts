import { describe, expect, it } from "vitest";
import { detectCreditMemo, hasInvoiceTitle, hasOtherDocumentTitle } from "./docType.ts";
import { buildDoc } from "./text.ts";

const credit = (text: string, negative?: boolean) => detectCreditMemo(buildDoc([text]), negative);

describe("detectCreditMemo", () => {
  it("recognises credit notes and cancellations", () => {
    expect(credit("Gutschrift Nr. GS-1")?.value).toBe(true);
    expect(credit("GUTSCHRIFT")?.value).toBe(true);
    expect(credit("Gutschrift Nr. GS-1", true)).toEqual({ value: true, confidence: 0.93 });
    expect(credit("Stornorechnung Nr. 5")?.value).toBe(true);
    expect(credit("Credit Note No. CN-17")?.value).toBe(true);
  });

  it("reads invoices as invoices, also with a credit mentioned later", () => {
    expect(credit("Rechnung Nr. 5")).toEqual({ value: false, confidence: 0.8 });
    expect(credit("Invoice\nTotal 5.00")?.value).toBe(false);
    expect(credit("Rechnung Nr. 5\nDer Betrag wird Ihrem Kundenkonto gutgeschrieben.")?.value).toBe(false);
    expect(credit("Rechnung Nr. 5\nBeitragsgutschriften erstatten wir per Scheck.")?.value).toBe(false);
  });

  it.each([
    ["Rechnungskorrektur (384) Nr. RK21012345 vom 16.09.2018"],
    ["RECHNUNGS-KORREKTUR"],
    ["Korrekturrechnung Nr. 7"],
    ["Rechnung Nr. 5"],
  ])("reads %s over negative totals as a corrected invoice, not a credit note", (title) => {
    // EN 16931 type 384: the printed amounts carry their sign; a credit-memo flag would turn them over again.
    expect(credit(title, true)?.value).toBe(false);
  });

  it("reads a correction with positive totals as a credit note", () => {
    expect(credit("Rechnungskorrektur Nr. 7", false)?.value).toBe(true);
  });

  it("reads a self-billing Gutschrift as an invoice", () => {
    expect(credit("Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 47110818")?.value).toBe(false);
    expect(credit("Gutschrift Nr. 12\nAbrechnung im Gutschriftsverfahren")?.value).toBe(false);
  });

  it("has no opinion without a title", () => {
    expect(credit("Sehr geehrte Damen und Herren")).toBeUndefined();
  });

  it.each([
    ["Kraxi GmbH\nRechnungsnummer: 2014-03  Liefer- und Rechnungsdatum: 11. Juli 2014"],
    ["LOGO LE FOURNISSEUR  FACTURE N° :  F20260023\nDate :  31/01/2026"],
  ])("reads an untitled document with an invoice number label as an invoice: %s", (text) => {
    expect(credit(text)).toEqual({ value: false, confidence: 0.6 });
  });

  it("keeps no opinion on an untitled document that names a credit note or has negative totals", () => {
    expect(credit("Muster GmbH\nRechnungsnummer: 17\nGutschrift zu Ihrer Reklamation")?.value).not.toBe(false);
    expect(credit("Muster GmbH\nRechnungsnummer: 17", true)?.value).toBe(true);
  });
});

describe("hasInvoiceTitle", () => {
  it("needs a title word at the start of a line", () => {
    expect(hasInvoiceTitle(buildDoc(["RECHNUNG"]))).toBe(true);
    expect(hasInvoiceTitle(buildDoc(["Handelsrechnung (380) Nr. 471102"]))).toBe(true);
    expect(hasInvoiceTitle(buildDoc(["Muster GmbH\nRechnungsnummer: 17"]))).toBe(true);
    expect(hasInvoiceTitle(buildDoc(["Ihre Rechnung vom 01.02.2024 haben wir erhalten."]))).toBe(false);
    expect(hasInvoiceTitle(buildDoc(["Einladung zur Mitgliederversammlung"]))).toBe(false);
  });
});

describe("hasOtherDocumentTitle", () => {
  const other = (text: string) => hasOtherDocumentTitle(buildDoc([text]));
  it("recognises reminders, quotes, order confirmations and delivery notes", () => {
    expect(other("Zahlungserinnerung\nRechnung Nr. 2024-17 vom 01.02.2024\noffener Betrag 119,00 €")).toBe(true);
    expect(other("Angebot Nr. A-55\nGesamtbetrag 1.190,00 €")).toBe(true);
    expect(other("Order confirmation\nTotal 10.00")).toBe(true);
  });

  it("does not mistake references in an invoice for another document", () => {
    expect(other("Rechnung Nr. 5\nAngebot Nr. A-55")).toBe(false);
    expect(other("Angebot: A-55\nRechnung Nr. 5")).toBe(false);
    expect(other("Lieferschein vom 01.02.2024\nRechnung")).toBe(false);
    expect(other("Rechnungsnummer: 5\nAngebot Nr. 55\nRECHNUNG")).toBe(false);
  });
});
