import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { defaultLinkAmount, linkAmountFormSchema, remainingOf } from "../forms/linkAmountFormSchema.ts";
import { explainCheck } from "../lib/checkExplanation.ts";
import { importErrorMessage } from "../lib/importErrorMessage.ts";
import { parseAllocations, parseLinkChecks, parseSuggestionChecks, scorePercent } from "../lib/matchChecks.ts";
import { openInvoicesFilter } from "../lib/openInvoicesFilter.ts";
import { EMPTY_SELECTION, setSelected, toggleSelection } from "../lib/selection.ts";
import { fileRefusalOf, parseImportResponse } from "../lib/statementImport.ts";

const t = i18next.t.bind(i18next);
/** Intl separates amount and currency with a no-break space. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("link amount", () => {
  const parse = (text: string, remaining = "100.00", locale: "de" | "en" = "de") =>
    linkAmountFormSchema(locale, remaining).safeParse({ amount: text });

  it("reads German and English amounts; empty means the open amount", () => {
    expect(parse("1.234,56", "5000.00").data).toEqual({ amount: "1234.56" });
    expect(parse("12,5").data).toEqual({ amount: "12.50" });
    expect(parse("1,234.56", "5000.00", "en").data).toEqual({ amount: "1234.56" });
    expect(parse("  ").data).toEqual({ amount: null });
  });

  it("refuses text, zero, more than two decimals and more than the transaction has left", () => {
    const message = (text: string) => parse(text).error?.issues[0]?.message;
    expect(message("zwölf")).toBe("amountInvalid");
    expect(message("0,00")).toBe("amountNotPositive");
    expect(message("-5")).toBe("amountNotPositive");
    expect(message("1,234")).toBe("amountTooPrecise");
    expect(message("100,01")).toBe("amountExceedsRemaining");
    expect(parse("100,00").success).toBe(true);
  });

  it("knows what is left of a transaction and what a link gets by default", () => {
    expect(remainingOf("-1852.48", "1000.00")).toBe("852.48");
    expect(remainingOf("50.00", "60.00")).toBe("0.00");
    expect(defaultLinkAmount("852.48", "500.00")).toBe("500.00");
    expect(defaultLinkAmount("852.48", "1890.29")).toBe("852.48");
    expect(defaultLinkAmount("852.48", null)).toBe("852.48");
  });
});

describe("open invoices a transaction can pay", () => {
  it("offers incoming invoices to an outgoing payment, outgoing ones to an incoming payment", () => {
    expect(openInvoicesFilter("-100.00", "INVOICES", "", "de")).toEqual({
      documentTypes: ["INCOMING_INVOICE"],
      isCreditMemo: false,
      paidStatus: "NOT_PAID",
    });
    expect(openInvoicesFilter("100.00", "INVOICES", "", "de").documentTypes).toEqual(["OUTGOING_INVOICE"]);
    expect(openInvoicesFilter("-100.00", "CREDIT_MEMOS", "", "de")).toMatchObject({
      documentTypes: ["OUTGOING_INVOICE"],
      isCreditMemo: true,
    });
  });

  it("searches an amount by total, other text (also bare digits) as text", () => {
    expect(openInvoicesFilter("-100.00", "INVOICES", "1.890,29", "de")).toMatchObject({
      minTotal: "1890.29",
      maxTotal: "1890.29",
    });
    expect(openInvoicesFilter("-100.00", "CREDIT_MEMOS", "456,37 €", "de")).toMatchObject({
      minTotal: "-456.37",
      maxTotal: "-456.37",
    });
    expect(openInvoicesFilter("-100.00", "INVOICES", "100094", "de")).toMatchObject({ searchText: "100094" });
    expect(openInvoicesFilter("-100.00", "INVOICES", " Brandt ", "de")).toMatchObject({ searchText: "Brandt" });
  });
});

describe("statement import answers", () => {
  it("reads a summary, a mapping request and coded refusals", () => {
    const summary = {
      rowId: "i1",
      format: "CAMT053",
      statementCount: 1,
      importedCount: 22,
      duplicateCount: 3,
      pendingReplacedCount: 0,
      fromDate: "2026-10-01",
      untilDate: "2026-11-21",
    };
    expect(parseImportResponse(200, JSON.stringify({ import: summary }))).toEqual({ kind: "imported", summary });
    const needs = parseImportResponse(
      422,
      JSON.stringify({
        error: { code: "CSV_NEEDS_MAPPING", message: "Bitte ordnen Sie die Spalten zu." },
        csv: { headers: ["Datum", "Betrag"], rows: [["01.11.2026", "1,00"]], delimiter: ";", guessedMapping: null },
      }),
    );
    expect(needs).toMatchObject({ kind: "needsMapping", csv: { headers: ["Datum", "Betrag"], guessedMapping: null } });
    expect(
      parseImportResponse(
        422,
        JSON.stringify({ error: { code: "CSV_ROW_INVALID", message: "…", params: { rows: "3, 7" } } }),
      ),
    ).toEqual({ kind: "failed", error: { code: "CSV_ROW_INVALID", message: "…", params: { rows: "3, 7" } } });
  });

  it("turns answers without a body into codes", () => {
    expect(parseImportResponse(0, "")).toEqual({ kind: "failed", error: { code: "NETWORK" } });
    expect(parseImportResponse(413, "<html>")).toEqual({ kind: "failed", error: { code: "FILE_TOO_LARGE" } });
    expect(parseImportResponse(502, "Bad gateway")).toEqual({ kind: "failed", error: { code: "INTERNAL" } });
    expect(parseImportResponse(200, "{}")).toEqual({ kind: "failed", error: { code: "UNKNOWN" } });
  });

  it("refuses files of another type, empty and too large files before sending", () => {
    expect(fileRefusalOf(new File(["x"], "auszug.pdf"))).toEqual({ code: "FILE_TYPE_NOT_ALLOWED" });
    expect(fileRefusalOf(new File([""], "auszug.sta"))).toEqual({ code: "STATEMENT_EMPTY" });
    expect(fileRefusalOf(new File(["x"], "Auszug.XML"))).toBeNull();
    const large = new File(["x"], "auszug.csv");
    Object.defineProperty(large, "size", { value: 21 * 1024 * 1024 });
    expect(fileRefusalOf(large)).toEqual({ code: "FILE_TOO_LARGE", params: { maxMegabytes: 20 } });
  });

  it("explains refusals with the amounts and IBANs formatted the UI's way", () => {
    expect(
      plain(
        importErrorMessage(
          {
            code: "STATEMENT_BALANCE_MISMATCH",
            params: { expectedClosing: "30059.81", actualClosing: "30069.81", difference: "10.00", currency: "EUR" },
          },
          t,
          "de",
        ).message,
      ),
    ).toBe(
      "Die Salden passen nicht: Anfangssaldo plus Umsätze ergeben 30.059,81 €, der Auszug nennt als Endsaldo 30.069,81 € (Differenz 10,00 €). Es wurde nichts importiert.",
    );
    expect(
      importErrorMessage(
        {
          code: "STATEMENT_ACCOUNT_MISMATCH",
          params: { statementAccount: "NL26VAYB8060476890", accountIban: "DE89370400440532013000" },
        },
        t,
        "de",
      ).message,
    ).toContain("NL26 VAYB 8060 4768 90, nicht zum gewählten Konto DE89 3704 0044 0532 0130 00");
    expect(
      importErrorMessage({ code: "STATEMENT_MALFORMED", params: { detail: "Ntry 3: no amount" } }, t, "de"),
    ).toEqual({
      message: "Der Kontoauszug ist fehlerhaft und wurde nicht importiert.",
      detail: "Ntry 3: no amount",
    });
    expect(importErrorMessage({ code: "SOMETHING_NEW", message: "Vom Server erklärt." }, t, "de").message).toBe(
      "Vom Server erklärt.",
    );
    expect(importErrorMessage({ code: "SOMETHING_NEW" }, t, "de").message).toBe("Der Import ist fehlgeschlagen.");
  });

  it("names the place of an impossible date or an oversized amount, and a statement that took too long", () => {
    expect(
      importErrorMessage({ code: "STATEMENT_INVALID_DATE", params: { line: 5, value: "260231" } }, t, "de").message,
    ).toBe("Das Datum 260231 (Zeile 5) gibt es nicht im Kalender. Es wurde nichts importiert.");
    expect(
      importErrorMessage(
        { code: "STATEMENT_AMOUNT_TOO_LARGE", params: { statement: 1, entry: 2, value: "123456789012345.00" } },
        t,
        "de",
      ).message,
    ).toBe(
      "Der Betrag 123456789012345.00 (Buchung 2 des Auszugs 1) ist größer, als ein Konto führen kann (höchstens 13 Stellen vor dem Komma). Es wurde nichts importiert.",
    );
    expect(importErrorMessage({ code: "STATEMENT_TOO_SLOW" }, t, "de").message).toMatch(/zu lange gedauert/);
  });
});

describe("match checks", () => {
  it("keeps valid check results and drops the rest", () => {
    const checks = parseLinkChecks([
      {
        check: "TOTAL",
        passed: true,
        score: 1,
        weight: 0.3,
        detail: { kind: "EXACT", expected: "1190.00", actual: "1190.00" },
      },
      { check: "UNKNOWN_CHECK", passed: true, score: 1 },
      "nonsense",
      { check: "IBAN", passed: false, score: 0 },
    ]);
    expect(checks.map((check) => [check.check, check.passed, check.detail.kind])).toEqual([
      ["TOTAL", true, "EXACT"],
      ["IBAN", false, "UNKNOWN"],
    ]);
    expect(parseLinkChecks(null)).toEqual([]);
    expect(
      parseSuggestionChecks([
        { documentRowId: null, checks: [] },
        { documentRowId: "d1", checks: "x" },
      ]),
    ).toEqual([
      { documentRowId: null, checks: [] },
      { documentRowId: "d1", checks: [] },
    ]);
    expect(
      parseAllocations([{ documentRowId: "d1", amount: "10.00" }, { documentRowId: "d2", amount: 5 }, {}]),
    ).toEqual([
      { documentRowId: "d1", amount: "10.00" },
      { documentRowId: "d2", amount: "5" },
    ]);
    expect(scorePercent("0.915")).toBe(92);
    expect(scorePercent(null)).toBeNull();
  });

  it("explains each check in German", () => {
    const explain = (value: unknown, invoice = { currency: "EUR" }) =>
      plain(explainCheck(parseLinkChecks([value])[0]!, invoice, t, "de"));
    expect(
      explain(
        {
          check: "TOTAL",
          passed: true,
          score: 1,
          detail: { kind: "DISCOUNT", expected: "1166.20", actual: "1166.20", discount: "23.80" },
        },
        { currency: "EUR", discountPercent: "2.00", discountUntil: "2026-03-12" } as never,
      ),
    ).toBe("Betrag entspricht dem Skontobetrag (2 % bis 12.03.2026): 1.166,20 €");
    expect(
      explain({
        check: "NUMBER_IN_PURPOSE",
        passed: true,
        score: 1,
        detail: { kind: "EXACT", field: "INVOICE_NUMBER", expected: "RE-2025-17", matchedText: "RE-2025-17" },
      }),
    ).toBe("Rechnungsnummer RE-2025-17 im Verwendungszweck gefunden");
    expect(
      explain({
        check: "PARTNER_NAME",
        passed: true,
        score: 0.87,
        detail: { kind: "COUNTERPARTY", similarity: 0.87, expected: "Brandt GmbH", actual: "BRANDT SANITAER" },
      }),
    ).toBe("Name ähnlich zu 87 % („BRANDT SANITAER“ und „Brandt GmbH“)");
    expect(
      explain({
        check: "IBAN",
        passed: true,
        score: 1,
        detail: { kind: "PARTNER_IBAN", actual: "DE89370400440532013000", expected: [] },
      }),
    ).toBe("IBAN DE89 3704 0044 0532 0130 00 ist beim Geschäftspartner hinterlegt");
    expect(
      explain({
        check: "DATE",
        passed: true,
        score: 0.5,
        detail: { kind: "LATE", reference: "2026-11-01", actual: "2026-11-02", days: 1 },
      }),
    ).toBe("Gebucht 1 Tag nach Fälligkeit (01.11.2026)");
    expect(
      explain({
        check: "IBAN",
        passed: true,
        score: 1,
        detail: { kind: "AGGREGATE", passedInvoiceIds: ["a"], invoiceCount: 2 },
      }),
    ).toBe("Erfüllt für 1 von 2 Rechnungen");
  });
});

describe("selection", () => {
  const order = ["a", "b", "c", "d", "e"];

  it("toggles one row per click and ranges with Shift from the last click", () => {
    let state = toggleSelection(EMPTY_SELECTION, order, "b", false);
    state = toggleSelection(state, order, "d", true);
    expect([...state.rowIds].sort()).toEqual(["b", "c", "d"]);
    // A Shift-click on a selected row clears the range back to the anchor.
    state = toggleSelection(state, order, "c", true);
    expect([...state.rowIds].sort()).toEqual(["b"]);
    state = toggleSelection(state, order, "b", false);
    expect(state.rowIds.size).toBe(0);
  });

  it("selects single rows when Shift has no anchor in the list", () => {
    const state = toggleSelection({ rowIds: new Set(), anchor: "gone" }, order, "c", true);
    expect([...state.rowIds]).toEqual(["c"]);
    expect([...setSelected(state, ["a", "b"], true).rowIds].sort()).toEqual(["a", "b", "c"]);
    expect([...setSelected(state, ["c"], false).rowIds]).toEqual([]);
  });
});
