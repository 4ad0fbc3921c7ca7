/**
 * The real capture set's truth and comparison: what the embedded XML says that the print cannot
 * show is not held against the extractor.
 */
import { describe, expect, it } from "vitest";
import type { EInvoice } from "../../domain/capture/types.ts";
import { sameValue } from "../extractionCorpus.ts";
import { expectedFields, sameSignedAmount } from "./index.ts";

const invoice = (over: {
  vatId?: string;
  iban?: string;
  meansCode?: string;
  total?: string;
  isCreditMemo?: boolean;
  name?: string;
}): EInvoice["invoice"] =>
  ({
    invoiceNumber: "R-1",
    invoiceDate: "2024-11-07",
    net: "100.00",
    vatAmount: "19.00",
    total: over.total ?? "119.00",
    isCreditMemo: over.isCreditMemo ?? false,
    seller: { name: over.name ?? "Muster GmbH", vatId: over.vatId },
    payment: { iban: over.iban, meansCode: over.meansCode ?? "58" },
  }) as unknown as EInvoice["invoice"];

describe("expectedFields", () => {
  const text = "Muster GmbH\nUSt-IdNr.: DE 123 456 789\nIBAN DE02 1203 0000 0000 2020 51\nSumme 119,00";

  it("keeps a VAT id and an IBAN that are printed, in any spacing", () => {
    const e = expectedFields(invoice({ vatId: "DE123456789", iban: "DE02120300000000202051" }), text);
    expect(e.partnerVatId).toBe("DE123456789");
    expect(e.iban).toBe("DE02120300000000202051");
  });

  it("does not score a VAT id that is printed nowhere or is no VAT id (a tax number)", () => {
    expect(expectedFields(invoice({ vatId: "IUGBU98YFG6" }), text).partnerVatId).toBeUndefined();
    expect(
      expectedFields(invoice({ vatId: "201/113/40209" }), `${text}\nSteuernummer 201/113/40209`).partnerVatId,
    ).toBeUndefined();
  });

  it("does not score an IBAN that is printed nowhere, nor the buyer's account of a direct debit", () => {
    expect(expectedFields(invoice({ iban: "FR7630003000402964223654978" }), text).iban).toBeUndefined();
    expect(expectedFields(invoice({ iban: "DE02120300000000202051", meansCode: "59" }), text).iban).toBeUndefined();
  });

  it("does not score the credit-note flag of an invoice with a negative total, scores it otherwise", () => {
    expect(expectedFields(invoice({ total: "-8.79" }), text).isCreditMemo).toBeUndefined();
    expect(expectedFields(invoice({ total: "110.00", isCreditMemo: true }), text).isCreditMemo).toBe(true);
    expect(expectedFields(invoice({}), text).isCreditMemo).toBe(false);
  });
});

describe("sameValue for the seller name", () => {
  it("accepts the whole name or one name line of a name the XML spreads over lines", () => {
    const xml = "GLN 4333741000005 \nLief-Nr: 549910\nMUSTERLIEFERANT GMBH";
    expect(sameValue("partnerName", "Musterlieferant GmbH", xml)).toBe(true);
    expect(sameValue("partnerName", "Lief-Nr: 549910", xml)).toBe(false);
    const two = "MVM Musterhafter\nVersicherungsverein Musterstadt a.G.";
    expect(sameValue("partnerName", "MVM Musterhafter Versicherungsverein Musterstadt a.G.", two)).toBe(true);
    expect(sameValue("partnerName", "MVM Musterhafter", two)).toBe(true);
  });

  it("still tells different names apart", () => {
    expect(sameValue("partnerName", "Lieferant GmbH", "Kunden AG")).toBe(false);
    expect(sameValue("partnerName", "LOGO LE FOURNISSEUR", "LE FOURNISSEUR")).toBe(false);
  });
});

describe("sameSignedAmount", () => {
  it.each([
    ["a credit note read as printed without a minus, with the flag", "100.00", true, "100.00", true, true],
    ["an invoice with negative amounts read as a credit note (flag, no minus)", "100.00", true, "-100.00", false, true],
    ["an invoice with negative amounts read as printed, without the flag", "-100.00", false, "-100.00", false, true],
    ["a credit note read with its minus but without the flag", "-100.00", false, "100.00", true, true],
    [
      "a credit note read as printed, its flag missed (scored as the flag's own miss)",
      "100.00",
      false,
      "100.00",
      true,
      true,
    ],
    ["a credit note read with its minus AND the flag (counted twice)", "-100.00", true, "100.00", true, false],
    [
      "an invoice whose figures are read right but taken for a credit note (the flag's own miss)",
      "100.00",
      true,
      "100.00",
      false,
      true,
    ],
    ["another amount", "90.00", false, "100.00", false, false],
  ] as const)("%s", (_, got, creditRead, expected, creditExpected, same) => {
    expect(sameSignedAmount("total", got, creditRead, expected, creditExpected)).toBe(same);
  });
});
