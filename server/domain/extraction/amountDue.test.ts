import { describe, expect, it } from "vitest";
import { extractAmounts, labelsInLine } from "./amounts.ts";
import { extractInvoiceFields } from "./index.ts";
import { buildDoc } from "./text.ts";

const due = (text: string) => {
  const r = extractAmounts(buildDoc([text]));
  return { total: r.total?.value, prepaid: r.prepaid, amountDue: r.amountDue };
};

const TOTALS = [
  "Nettobetrag              1.000,00 EUR",
  "zzgl. 19 % MwSt.           190,00 EUR",
  "Gesamtbetrag             1.190,00 EUR",
];

describe("prepaid amount and amount due from the text", () => {
  it("reads a prepayment and the amount to pay that add up, with high confidence", () => {
    const r = due(
      [...TOTALS, "abzüglich Anzahlung vom 01.02.2024   500,00 EUR", "Zahlbetrag                 690,00 EUR"].join(
        "\n",
      ),
    );
    expect(r.total).toBe("1190.00");
    expect(r.prepaid?.value).toBe("500.00");
    expect(r.amountDue?.value).toBe("690.00");
    expect(r.amountDue!.confidence).toBeGreaterThan(0.9);
  });

  it("reads several wordings in German and English", () => {
    for (const [prepaid, payable] of [
      ["bereits bezahlt", "zu zahlender Betrag"],
      ["abzüglich Vorauszahlung", "Restbetrag"],
      ["Erhaltene Anzahlungen", "Zahlbetrag"],
      ["Amount paid", "Amount due"],
      ["Less deposit", "Balance due"],
    ]) {
      const r = due([...TOTALS, `${prepaid}   -300,00 EUR`, `${payable}   890,00 EUR`].join("\n"));
      expect(r.total, prepaid).toBe("1190.00");
      expect(r.prepaid?.value, prepaid).toBe("300.00");
      expect(r.amountDue?.value, payable).toBe("890.00");
    }
  });

  it("keeps the gross total as the total, not the amount to pay", () => {
    const r = due([...TOTALS, "Anzahlung   1.000,00 EUR", "Zu zahlen   190,00 EUR"].join("\n"));
    expect(r.total).toBe("1190.00");
    expect(r.amountDue?.value).toBe("190.00");
  });

  it("states no amount due when the amount to pay is the total", () => {
    const r = due([...TOTALS, "Zahlbetrag   1.190,00 EUR"].join("\n"));
    expect(r.total).toBe("1190.00");
    expect(r.amountDue).toBeUndefined();
    expect(r.prepaid).toBeUndefined();
  });

  it("takes a lone amount to pay or a lone prepayment with less confidence, and no prepayment as large as the total", () => {
    expect(due([...TOTALS, "Zahlbetrag   990,00 EUR"].join("\n")).amountDue?.confidence).toBeLessThan(0.7);
    expect(due([...TOTALS, "bereits bezahlt   200,00 EUR"].join("\n")).prepaid?.value).toBe("200.00");
    expect(due([...TOTALS, "Anzahlung   1.190,00 EUR"].join("\n")).prepaid).toBeUndefined();
  });

  it("does not read a bottle deposit as a prepayment", () => {
    expect(labelsInLine("Pfand  0,25").map((l) => l.cls)).toEqual(["other"]);
    expect(labelsInLine("Deposit  0.25").map((l) => l.cls)).toEqual(["other"]);
  });

  it("passes them on as invoice fields", () => {
    const fields = extractInvoiceFields([
      [
        "Muster Bau GmbH",
        "Rechnung",
        "Rechnungsnummer: R-2024-117",
        "Rechnungsdatum: 05.03.2024",
        ...TOTALS,
        "abzüglich Anzahlung   500,00 EUR",
        "Zahlbetrag   690,00 EUR",
      ].join("\n"),
    ]);
    expect(fields.total?.value).toBe("1190.00");
    expect(fields.prepaid?.value).toBe("500.00");
    expect(fields.amountDue?.value).toBe("690.00");
  });
});
