import { describe, expect, it } from "vitest";
import {
  decodeCursor,
  DOCUMENTS_LIST_SORT_FIELDS,
  type DocumentsListArgs,
  DocumentsListInputError,
  type DocumentsListSortField,
  encodeCursor,
  pageQuery,
  parseDocumentsListArgs,
  toPage,
  toStatistics,
} from "./listQuery.ts";

const ID = "0b7c1f6e-2a4d-4c8e-9f1a-3d5b7c9e1f20";
const COMPANY = "5f0e9d8c-7b6a-4594-8372-615049382716";
const raw = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** The code of the DocumentsListInputError `fn` throws. */
function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof DocumentsListInputError) return error.code;
    throw error;
  }
  throw new Error("no error thrown");
}

describe("list cursors", () => {
  const KEYS: [DocumentsListSortField, string | null][] = [
    ["INVOICE_DATE", "2026-03-10"],
    ["IMPORT_DATE", "2026-03-11 10:00:00.123456+01"],
    ["IMPORT_DATE", "2026-03-11 14:30:00+05:30"],
    ["PARTNER", "müller sanitär gmbh"],
    ["PARTNER", null],
    ["INVOICE_NUMBER", "RE-2026-0101"],
    ["DUE_DATE", null],
    ["DISCOUNT_DUE_DATE", "2026-02-28"],
    ["TOTAL", "-59.50"],
    ["TOTAL", "1190.00"],
  ];

  it.each(KEYS)("round-trips a %s position (key %s)", (sort, key) => {
    const cursor = encodeCursor({ sort, key, id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, sort)).toEqual({ sort, key, id: ID });
  });

  it("carries a long partner name within the accepted length", () => {
    const cursor = encodeCursor({ sort: "PARTNER", key: "ü".repeat(300), id: ID });
    expect(decodeCursor(cursor, "PARTNER").key).toBe("ü".repeat(300));
    const args = parseDocumentsListArgs({ clientCompanyRowId: COMPANY, orderBy: "PARTNER", after: cursor });
    expect(args.after).toBe(cursor);
  });

  const BAD: [string, string, DocumentsListSortField][] = [
    ["not base64 JSON", "garbage", "INVOICE_DATE"],
    ["empty", "", "INVOICE_DATE"],
    ["JSON, not a list", raw({ key: "2026-03-10", id: ID }), "INVOICE_DATE"],
    ["the old two-part shape", raw(["2026-03-10", ID]), "INVOICE_DATE"],
    ["a bad id", raw(["INVOICE_DATE", "2026-03-10", "not-a-uuid"]), "INVOICE_DATE"],
    ["another sort's cursor", raw(["TOTAL", "119.00", ID]), "INVOICE_DATE"],
    ["another text sort's cursor", raw(["PARTNER", "müller", ID]), "INVOICE_NUMBER"],
    ["no key where every row has one", raw(["INVOICE_DATE", null, ID]), "INVOICE_DATE"],
    ["a day that does not exist", raw(["INVOICE_DATE", "2026-02-30", ID]), "INVOICE_DATE"],
    ["a date that is no date", raw(["DUE_DATE", "nope", ID]), "DUE_DATE"],
    ["SQL in a date key", raw(["DUE_DATE", "2026-01-01'; drop table x; --", ID]), "DUE_DATE"],
    ["a time without offset", raw(["IMPORT_DATE", "2026-03-11 10:00:00", ID]), "IMPORT_DATE"],
    ["hour 24", raw(["IMPORT_DATE", "2026-03-11 24:00:00+00", ID]), "IMPORT_DATE"],
    ["an exponent total", raw(["TOTAL", "1e400", ID]), "TOTAL"],
    ["NaN as total", raw(["TOTAL", "NaN", ID]), "TOTAL"],
    ["a number, not a string", raw(["TOTAL", 119, ID]), "TOTAL"],
    ["an unknown sort", raw(["SOMETHING", "x", ID]), "PARTNER"],
  ];

  it.each(BAD)("refuses %s", (_name, cursor, sort) => {
    expect(codeOf(() => decodeCursor(cursor, sort))).toBe("INVALID_CURSOR");
  });

  it("says when a cursor belongs to another sort order", () => {
    expect(() => decodeCursor(raw(["TOTAL", "119.00", ID]), "INVOICE_DATE")).toThrow(/another sort order/);
  });

  it("pages: one row more than asked tells that more follow; cursors name each row's key", () => {
    const args = parseDocumentsListArgs({ clientCompanyRowId: COMPANY, orderBy: "DUE_DATE" });
    const rows = [
      { id: ID, key: "2026-04-10" },
      { id: "1b7c1f6e-2a4d-4c8e-9f1a-3d5b7c9e1f20", key: null },
      { id: "2b7c1f6e-2a4d-4c8e-9f1a-3d5b7c9e1f20", key: null },
    ];
    const page = toPage(rows, args, 2);
    expect(page.edges.map((e) => e.id)).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(page).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(decodeCursor(page.endCursor!, "DUE_DATE")).toEqual({ sort: "DUE_DATE", key: null, id: rows[1]!.id });
    expect(toPage(rows.slice(0, 2), args, 2).hasNextPage).toBe(false);
    expect(toPage([], args, 2)).toMatchObject({ edges: [], startCursor: null, endCursor: null, hasNextPage: false });
  });

  it("passes cursor values as parameters, never as SQL text", () => {
    const after = encodeCursor({ sort: "PARTNER", key: "o'brien; drop table x", id: ID });
    const query = pageQuery(
      parseDocumentsListArgs({ clientCompanyRowId: COMPANY, orderBy: "PARTNER", after, first: 3 }),
    );
    expect(query.text).not.toContain("o'brien");
    expect(query.values).toEqual(expect.arrayContaining(["o'brien; drop table x", ID, 4]));
    expect(query.first).toBe(3);
  });
});

describe("list arguments", () => {
  const parse = (args: Record<string, unknown>) => () =>
    parseDocumentsListArgs({ clientCompanyRowId: COMPANY, ...args });

  it("accepts every sort field and the defaults", () => {
    for (const orderBy of DOCUMENTS_LIST_SORT_FIELDS) expect(parse({ orderBy, orderByDirection: "ASC" })).not.toThrow();
    const args: DocumentsListArgs = parseDocumentsListArgs({ clientCompanyRowId: COMPANY });
    expect(args).toEqual({ clientCompanyRowId: COMPANY });
  });

  // One row per line reads as a table.
  // prettier-ignore
  it.each([
    ["a day that does not exist", { filter: { fromDate: "2026-02-30" } }, "INVALID_DOCUMENTS_FILTER", /fromDate: not a calendar date/],
    ["a month that does not exist", { filter: { untilDate: "2026-13-01" } }, "INVALID_DOCUMENTS_FILTER", /untilDate/],
    ["a date in another format", { filter: { fromDate: "01.03.2026" } }, "INVALID_DOCUMENTS_FILTER", /fromDate/],
    ["a reversed date range", { filter: { fromDate: "2026-03-02", untilDate: "2026-03-01" } }, "DATE_RANGE_REVERSED", /start date lies after the end date/],
    ["a reversed amount range", { filter: { minTotal: "10", maxTotal: "-10" } }, "AMOUNT_RANGE_REVERSED", /minimum amount is larger/],
    ["an amount that is no number", { filter: { minTotal: "12,50" } }, "INVALID_DOCUMENTS_FILTER", /minTotal/],
    ["more than 200 rows", { first: 201 }, "INVALID_DOCUMENTS_FILTER", /first/],
    ["a negative page size", { first: -1 }, "INVALID_DOCUMENTS_FILTER", /first/],
    ["a search text over 200 characters", { filter: { searchText: "x".repeat(201) } }, "INVALID_DOCUMENTS_FILTER", /searchText/],
    ["an unknown filter", { filter: { colour: "red" } }, "INVALID_DOCUMENTS_FILTER", /filter/],
    ["an unknown sort", { orderBy: "COLOUR" }, "INVALID_DOCUMENTS_FILTER", /orderBy/],
    ["a cursor of another sort", { orderBy: "TOTAL", after: raw(["INVOICE_DATE", "2026-03-10", ID]) }, "INVALID_CURSOR", /another sort order/],
    ["a garbage cursor", { after: "garbage" }, "INVALID_CURSOR", /cursor/],
    ["an oversized cursor", { after: "x".repeat(2001) }, "INVALID_DOCUMENTS_FILTER", /after/],
  ])("refuses %s", (_name, args, code, message) => {
    expect(codeOf(parse(args))).toBe(code);
    expect(parse(args)).toThrow(message);
  });

  it("reads amounts given as JSON numbers exactly, rounding half away from zero to cents", () => {
    const filterOf = (minTotal: unknown) =>
      parseDocumentsListArgs({ clientCompanyRowId: COMPANY, filter: { minTotal } }).filter?.minTotal;
    expect(filterOf(1.005)).toBe("1.01"); // toFixed(2) says "1.00"
    expect(filterOf(0.1 + 0.2)).toBe("0.30");
    expect(filterOf(12345678901.23)).toBe("12345678901.23");
    expect(filterOf(-2.5)).toBe("-2.50");
    expect(codeOf(parse({ filter: { minTotal: 1e21 } }))).toBe("INVALID_DOCUMENTS_FILTER");
    expect(codeOf(parse({ filter: { minTotal: 99999999999999.5 } }))).toBe("INVALID_DOCUMENTS_FILTER");
  });

  it("compares the amount range exactly", () => {
    expect(codeOf(parse({ filter: { minTotal: "0.30", maxTotal: "0.29" } }))).toBe("AMOUNT_RANGE_REVERSED");
    expect(parse({ filter: { minTotal: "9999999999999.98", maxTotal: "9999999999999.99" } })).not.toThrow();
  });

  it("accepts equal bounds: ranges are inclusive", () => {
    expect(
      parse({ filter: { fromDate: "2026-03-01", untilDate: "2026-03-01", minTotal: "-5", maxTotal: "-5.00" } }),
    ).not.toThrow();
  });
});

describe("list statistics", () => {
  it("sums per currency, counts documents without currency but lists no currency for them", () => {
    const stats = toStatistics([
      { currency: "EUR", count: 3, net_sum: "100.00", total_sum: "119.00", open_amount: "0.00", open_count: 1 },
      { currency: null, count: 2, net_sum: null, total_sum: null, open_amount: null, open_count: 0 },
      { currency: "USD", count: 1, net_sum: null, total_sum: null, open_amount: null, open_count: 1 },
    ]);
    expect(stats).toEqual({
      count: 6,
      invoiceCount: 4,
      openCount: 2,
      currencies: [
        { currency: "EUR", count: 3, netSum: "100.00", totalSum: "119.00", openAmount: "0.00" },
        { currency: "USD", count: 1, netSum: "0", totalSum: "0", openAmount: "0" },
      ],
    });
  });
});
