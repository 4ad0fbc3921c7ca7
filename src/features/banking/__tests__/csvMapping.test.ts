import { describe, expect, it } from "vitest";
import { csvMappingFormDefaults, csvMappingFormSchema, toCsvMapping } from "../forms/csvMappingFormSchema.ts";
import { columnLabels, parsePreviewAmount, parsePreviewDate, previewRows } from "../lib/csvPreview.ts";

const CSV = {
  headers: ["Kreditkarte:", "VISA **** 4821", ""],
  rows: [
    ["Belegdatum", "Buchungsdatum", "Beschreibung", "Soll", "Haben", "Währung"],
    ["04.11.2026", "05.11.2026", "SHELL 0815 BERLIN", "68,40", "", "EUR"],
    ["14.11.2026", "15.11.2026", "GUTSCHRIFT HORNBACH", "", "36,95", "EUR"],
    ["18.11.2026", "31.11.2026", "ADOBE", "1.071,39", "", "EUR"],
  ],
};

describe("csv preview values", () => {
  it("reads dates in the chosen format and refuses impossible ones", () => {
    expect(parsePreviewDate("05.11.2026", "DD.MM.YYYY")).toBe("2026-11-05");
    expect(parsePreviewDate("5.1.26", "DD.MM.YY")).toBe("2026-01-05");
    expect(parsePreviewDate("2026-11-05", "YYYY-MM-DD")).toBe("2026-11-05");
    expect(parsePreviewDate("11/05/2026", "MM/DD/YYYY")).toBe("2026-11-05");
    expect(parsePreviewDate("31.11.2026", "DD.MM.YYYY")).toBeNull();
    expect(parsePreviewDate("2026-11-05", "DD.MM.YYYY")).toBeNull();
  });

  it("reads German and English amounts with signs and marks", () => {
    expect(parsePreviewAmount("1.234,56", ",")).toBe("1234.56");
    expect(parsePreviewAmount("-12,5", ",")).toBe("-12.50");
    expect(parsePreviewAmount("12,00-", ",")).toBe("-12.00");
    expect(parsePreviewAmount("12,00 S", ",")).toBe("-12.00");
    expect(parsePreviewAmount("(5.00)", ".")).toBe("-5.00");
    expect(parsePreviewAmount("1,234.56 EUR", ".")).toBe("1234.56");
    expect(parsePreviewAmount("", ",")).toBeNull();
    expect(parsePreviewAmount("1.23,4", ",")).toBeUndefined();
    expect(parsePreviewAmount("abc", ",")).toBeUndefined();
  });
});

describe("csv mapping preview", () => {
  const { values } = csvMappingFormDefaults(null);
  const mapped = {
    ...values,
    skipRows: 1,
    amountMode: "DEBIT_CREDIT" as const,
    bookingDate: 1,
    debit: 3,
    credit: 4,
    currency: 5,
    purpose: [2],
  };

  it("takes the header line after the skipped rows as column labels", () => {
    expect(columnLabels(CSV, true, 1)).toEqual([
      "Belegdatum",
      "Buchungsdatum",
      "Beschreibung",
      "Soll",
      "Haben",
      "Währung",
    ]);
    expect(columnLabels(CSV, false, 0)).toEqual(["", "", "", "", "", ""]);
  });

  it("shows debits negative, credits positive, and marks rows it cannot read", () => {
    const rows = previewRows(CSV, mapped);
    expect(rows.map((row) => [row.line, row.bookingDate, row.amount, row.purpose, row.hasProblem])).toEqual([
      [3, "2026-11-05", "-68.40", "SHELL 0815 BERLIN", false],
      [4, "2026-11-15", "36.95", "GUTSCHRIFT HORNBACH", false],
      [5, null, "-1071.39", "ADOBE", true],
    ]);
  });

  it("signs a single amount column by its debit/credit mark", () => {
    const csv = { headers: ["Datum", "Betrag", "S/H", "Text"], rows: [["01.11.2026", "10,00", "S", "Gebühr"]] };
    const [row] = previewRows(csv, {
      ...values,
      bookingDate: 0,
      amount: 1,
      debitCreditMark: 2,
      purpose: [3],
    });
    expect(row).toMatchObject({ amount: "-10.00", hasProblem: false });
  });
});

describe("csv mapping form", () => {
  const base = csvMappingFormDefaults(null).values;
  const messagesOf = (input: unknown) => {
    const result = csvMappingFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
  };

  it("requires the booking date, the amount (or debit and credit) and a purpose column", () => {
    expect(messagesOf(base)).toEqual([
      "bookingDate:bookingDateRequired",
      "amount:amountRequired",
      "purpose:purposeRequired",
    ]);
    expect(messagesOf({ ...base, amountMode: "DEBIT_CREDIT", bookingDate: 0, purpose: [2] })).toEqual([
      "debit:debitRequired",
      "credit:creditRequired",
    ]);
    expect(
      messagesOf({ ...base, amountMode: "DEBIT_CREDIT", bookingDate: 0, debit: 3, credit: 3, purpose: [2] }),
    ).toEqual(["credit:debitCreditSameColumn"]);
    expect(messagesOf({ ...base, bookingDate: 1, amount: 1, purpose: [2] })).toEqual([
      "bookingDate:dateIsAmountColumn",
    ]);
    expect(messagesOf({ ...base, bookingDate: 0, amount: 1, purpose: [2], skipRows: -1 })).toEqual([
      "skipRows:skipRowsInvalid",
    ]);
    expect(messagesOf({ ...base, bookingDate: 0, amount: 1, purpose: [2] })).toEqual([]);
  });

  it("sends only the chosen amount columns and keeps the guessed fields the form does not show", () => {
    const { values, extras } = csvMappingFormDefaults({
      hasHeader: true,
      dateFormat: "DD.MM.YYYY",
      decimalSeparator: ",",
      bookingDate: 0,
      valueDate: 1,
      amount: 5,
      purpose: [3, 4],
      counterpartyName: 2,
      mandateId: 7,
      status: 8,
    });
    expect(values).toMatchObject({ amountMode: "SIGNED", bookingDate: 0, amount: 5, purpose: [3, 4] });
    expect(toCsvMapping({ ...values, debit: 6 }, extras)).toEqual({
      hasHeader: true,
      dateFormat: "DD.MM.YYYY",
      decimalSeparator: ",",
      bookingDate: 0,
      valueDate: 1,
      amount: 5,
      purpose: [3, 4],
      counterpartyName: 2,
      mandateId: 7,
      status: 8,
    });
    expect(toCsvMapping({ ...values, amountMode: "DEBIT_CREDIT", debit: 6, credit: 7, skipRows: 2 }, {})).toMatchObject(
      { debit: 6, credit: 7, skipRows: 2 },
    );
    expect(toCsvMapping({ ...values, amountMode: "DEBIT_CREDIT", debit: 6, credit: 7 }, {})).not.toHaveProperty(
      "amount",
    );
  });

  it("starts in debit/credit mode when the guess has no single amount column", () => {
    expect(csvMappingFormDefaults({ bookingDate: 0, debit: 3, credit: 4, purpose: [2] }).values.amountMode).toBe(
      "DEBIT_CREDIT",
    );
  });
});
