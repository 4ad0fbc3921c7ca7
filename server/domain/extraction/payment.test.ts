import { describe, expect, it } from "vitest";
import { hasIbanShape } from "../../../src/lib/iban.ts";
import { layoutLines, type PositionedText } from "./layout.ts";
import { extractPayment, extractPaymentDueDate } from "./payment.ts";
import { buildDoc } from "./text.ts";

const ibanOf = (text: string) => extractPayment(buildDoc([text])).iban;

/** A page from rows of positioned pieces [text, x] (5 pt per character, font size 10). */
const positioned = (rows: [string, number][][]) => {
  const items: PositionedText[] = rows.flatMap((row, i) =>
    row.map(([str, x]) => ({ str, x, y: 100 + 13 * i, width: 5 * str.length, size: 10 })),
  );
  return buildDoc([layoutLines([...items])], [items]);
};

describe("extractPayment: IBAN", () => {
  it.each([
    ["labelled, spaced", "IBAN : FR20 1242 1242 1242 1242 1242 124 - BIC : FIDCFR21XXX", "FR2012421242124212421242124"],
    ["compact after a seller label", "Verkäufer-IBAN  : DE89370400440532013000", "DE89370400440532013000"],
    [
      "unlabelled in a sentence",
      "Bitte überweisen Sie auf DE89 3704 0044 0532 0130 00 bei der Commerzbank.",
      "DE89370400440532013000",
    ],
  ])("reads a check-digit-valid IBAN (%s)", (_, text, iban) => {
    expect(ibanOf(text)).toMatchObject({ value: iban });
    expect(ibanOf(text)!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it("does not take a buyer's account under an 'Invoice to pay by transfer' sentence for the buyer block", () => {
    // "Invoice to" opens the buyer's address block; "Invoice to pay by …" is a sentence.
    const r = ibanOf(
      "Invoice to pay by wire transfer to the following bank account:\nPayment\nIBAN : FR20 1242 1242 1242 1242 1242 124",
    );
    expect(r?.value).toBe("FR2012421242124212421242124");
  });

  it.each([
    ["after 'IBAN :'", "IBAN :  DE12 1234 5678 9012 3456 78", "DE12123456789012345678"],
    ["after 'Verkäufer-IBAN'", "Verkäufer-IBAN  : DE12123456781234567890", "DE12123456781234567890"],
    ["French, 27 characters", "IBAN : FR76 1254 2547 2569 8542 5874 698", "FR7612542547256985425874698"],
    [
      "at the start of the line under 'Bankverbindung:'",
      "überweisen Sie bitte auf folgende Bankverbindung:\nDE75123456780000001234, BIC WELADED1MST, Sparkasse",
      "DE75123456780000001234",
    ],
  ])("offers a labelled IBAN whose check digits fail, below a checked one's confidence (%s)", (_, text, iban) => {
    const r = ibanOf(text);
    expect(r?.value).toBe(iban);
    expect(r!.confidence).toBeLessThan(0.8);
  });

  it.each([
    ["unlabelled", "Referenz DE12 1234 5678 9012 3456 78"],
    ["wrong length for the country", "IBAN :  DE12 1234 4321 9876 00"],
    ["a letter among the digits (OCR)", "IBAN: DE79 0000 00O0 1234 5678 90"],
  ])("takes no IBAN with failing check digits %s", (_, text) => {
    expect(ibanOf(text)).toBeUndefined();
  });

  it("joins an IBAN wrapped within its footer column onto the next line", () => {
    const doc = positioned([
      [
        ["Weltweit Bank", 57],
        ["IBAN", 184],
        ["SWIFT Code", 312],
      ],
      [
        ["044 025 50 99-99-888", 57],
        ["DE67 1004 8392 7221", 184],
        ["888-9999", 439],
      ],
      [["8882 72", 184]],
    ]);
    expect(extractPayment(doc).iban).toMatchObject({ value: "DE67100483927221888272" });
  });

  it("does not join a piece of another column", () => {
    const doc = positioned([[["IBAN", 184]], [["DE67 1004 8392 7221", 184]], [["8882 72", 300]]]);
    expect(extractPayment(doc).iban).toBeUndefined();
  });
});

describe("hasIbanShape", () => {
  it.each([
    ["DE12123456789012345678", true],
    ["DE1212344321987600", false],
    ["FR7612542547256985425874698", true],
    ["XX12123456789012345678", false],
    ["GB82WEST12345698765432", true],
  ])("%s → %s", (iban, ok) => expect(hasIbanShape(iban)).toBe(ok));
});

describe("extractPaymentDueDate", () => {
  const invoiceDate = { value: "2025-01-31", confidence: 0.9 };

  it.each([
    ["Fälligkeitstag: 01.04.2025", "2025-04-01"],
    ["Payment date: 15 March 2025", "2025-03-15"],
    [
      "Der Betrag in Höhe von EUR 529,87 wird am 20.03.2025 von Ihrem Konto\nper SEPA-Lastschrift eingezogen.",
      "2025-03-20",
    ],
    ["The amount will be debited from your account on 2025-03-20 by direct debit.", "2025-03-20"],
  ])("reads %s", (text, iso) => {
    expect(extractPaymentDueDate(buildDoc([text]), invoiceDate)?.value).toBe(iso);
  });

  it("takes no date before the invoice date, and no date without a due label", () => {
    expect(extractPaymentDueDate(buildDoc(["Fälligkeitstag: 01.04.2024"]), invoiceDate)).toBeUndefined();
    expect(extractPaymentDueDate(buildDoc(["Lieferdatum: 01.04.2025"]), invoiceDate)).toBeUndefined();
  });

  const dueColumn = (rows: [string, number][][]) => extractPaymentDueDate(positioned(rows), invoiceDate)?.value;

  it("reads the date under a 'Fälligkeit' column heading by position, also beside a discount description", () => {
    expect(
      dueColumn([
        [
          ["Beschreibung", 66],
          ["Fälligkeit", 226],
          ["Teilzahlung", 385],
        ],
        [
          ["#SKONTO#TAGE=10#PROZENT=3.00#", 66],
          ["15.12.2025", 226],
        ],
      ]),
    ).toBe("2025-12-15");
  });

  it("takes the row without a discount where the column holds several dates", () => {
    expect(
      dueColumn([
        [
          ["Beschreibung", 66],
          ["Fälligkeit", 226],
          ["Teilzahlung", 385],
        ],
        [
          ["Zahlbar ohne Abschlag bis", 66],
          ["01.03.2025", 226],
        ],
        [
          ["Zahlbar mit 2% Skonto bis", 66],
          ["14.02.2025", 226],
        ],
      ]),
    ).toBe("2025-03-01");
  });

  it("takes no date printed under another column", () => {
    expect(
      dueColumn([
        [
          ["Beschreibung", 66],
          ["Fälligkeit", 226],
          ["Teilzahlung", 385],
        ],
        [
          ["Lieferung vom 01.03.2025", 66],
          ["100,00", 385],
        ],
      ]),
    ).toBeUndefined();
  });
});
