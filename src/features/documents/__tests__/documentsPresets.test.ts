import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { parseDocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { OPEN_ITEMS_PARAMS } from "../../../shell/documentsSearch.ts";
import {
  documentsPresets,
  hasActiveFilter,
  isPresetActive,
  type DocumentsPresetContext,
} from "../lib/documentsPresets.ts";
import { filterChips } from "../lib/filterChips.ts";
import { listVariablesOf } from "../lib/listVariables.ts";
import { sortByColumn } from "../lib/sorting.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const ME = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";
const STEP = "d0000000-0000-4000-8000-0000000000a1";
const TODAY = "2026-11-25";

const context: DocumentsPresetContext = {
  currentUserRowId: ME,
  workflowStepRowIds: [STEP],
  useLast3Months: true,
};
const search = (raw: Record<string, unknown>) => parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw });
const presetById = (id: string, ctx = context) => documentsPresets(ctx).find((preset) => preset.id === id)!;

describe("presets", () => {
  it("offers the spec's presets in order; last 3 months only with the feature, my steps only with steps", () => {
    expect(documentsPresets(context).map((preset) => preset.id)).toEqual([
      "newDocuments",
      "invoices",
      "assignedToMe",
      "myWorkflowSteps",
      "commentsMentioningMe",
      "thisMonth",
      "last3Months",
      "openItems",
      "openItemsVendors",
      "openItemsClients",
      "accountingExport",
    ]);
    const ids = documentsPresets({ ...context, useLast3Months: false, workflowStepRowIds: [] }).map((p) => p.id);
    expect(ids).not.toContain("last3Months");
    expect(ids).not.toContain("myWorkflowSteps");
    expect(ids).toContain("assignedToMe");
  });

  it("filters as the spec says", () => {
    expect(listVariablesOf(COMPANY, search(presetById("newDocuments").filter), TODAY)).toMatchObject({
      filter: { dateFilterType: "IMPORT_DATE", fromDate: "2026-11-19", untilDate: "2026-11-25" },
      orderBy: "IMPORT_DATE",
      orderByDirection: "DESC",
    });
    expect(listVariablesOf(COMPANY, search(presetById("assignedToMe").filter), TODAY).filter).toMatchObject({
      isApproved: false,
      requestedApproverRowIds: [ME],
    });
    expect(listVariablesOf(COMPANY, search(presetById("myWorkflowSteps").filter), TODAY).filter).toMatchObject({
      documentWorkflowStepRowIds: [STEP],
    });
    expect(listVariablesOf(COMPANY, search(presetById("thisMonth").filter), TODAY).filter).toMatchObject({
      dateFilterType: "DOCUMENT_DATE",
      fromDate: "2026-11-01",
      untilDate: "2026-11-30",
    });
    expect(listVariablesOf(COMPANY, search(presetById("openItemsVendors").filter), TODAY)).toMatchObject({
      filter: { paidStatus: "NOT_PAID", documentTypes: ["INCOMING_INVOICE"] },
      orderBy: "DUE_DATE",
      orderByDirection: "ASC",
    });
  });

  it("accounting export: approved, complete invoices not yet exported, the object only with the feature", () => {
    const withoutObjects = listVariablesOf(COMPANY, search(presetById("accountingExport").filter), TODAY).filter;
    expect(withoutObjects).toMatchObject({
      documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
      isApproved: true,
      exportStatus: "NOT_EXPORTED_FOR_BOOKING",
      invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS"],
    });
    // Every period: twelve months back to today.
    expect(withoutObjects).toMatchObject({ fromDate: "2025-11-25", untilDate: "2026-11-25" });
    const preset = documentsPresets({ ...context, realEstateObjects: true }).find((p) => p.id === "accountingExport")!;
    expect(preset.filter.invoiceCompletenessDetails).toEqual([
      "PARTNER_ACCOUNT",
      "ACCOUNTING_ITEMS",
      "REAL_ESTATE_OBJECT",
    ]);
    expect(isPresetActive(preset, search(preset.filter), "ACCOUNTING_VIEW")).toBe(true);
    expect(isPresetActive(preset, search({ ...preset.filter, isApproved: undefined }), "ACCOUNTING_VIEW")).toBe(false);
  });

  it("is active only when the search filters exactly like it, in any view and list order", () => {
    const invoices = presetById("invoices");
    expect(
      isPresetActive(invoices, search({ documentTypes: ["OUTGOING_INVOICE", "INCOMING_INVOICE"] }), "LIST_VIEW"),
    ).toBe(true);
    expect(
      isPresetActive(
        invoices,
        search({ view: "ACCOUNTING_VIEW", documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"] }),
        "ACCOUNTING_VIEW",
      ),
    ).toBe(true);
    expect(isPresetActive(invoices, search({ documentTypes: ["INCOMING_INVOICE"] }), "LIST_VIEW")).toBe(false);
    expect(
      isPresetActive(
        invoices,
        search({ documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"], isApproved: true }),
        "LIST_VIEW",
      ),
    ).toBe(false);
  });

  it("treats defaults as absent: the default sort and period written out still match", () => {
    const invoices = presetById("invoices");
    const explicit = search({
      documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
      orderBy: "INVOICE_DATE",
      orderByDirection: "DESC",
      dateFilterType: "INVOICE_DATE",
      datePreset: "YEAR",
    });
    expect(isPresetActive(invoices, explicit, "THUMB_VIEW")).toBe(true);
  });

  it("ignores the internal number outside the accounting view (it does not filter there)", () => {
    const invoices = presetById("invoices");
    const withNumber = search({ documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"], internalNumber: "12" });
    expect(isPresetActive(invoices, withNumber, "LIST_VIEW")).toBe(true);
    expect(isPresetActive(invoices, withNumber, "ACCOUNTING_VIEW")).toBe(false);
  });

  it("the documents menu's open items are the open-items preset", () => {
    expect(isPresetActive(presetById("openItems"), search(OPEN_ITEMS_PARAMS), "LIST_VIEW")).toBe(true);
  });

  it("knows when anything filters beyond the defaults", () => {
    expect(hasActiveFilter(search({ view: "LIST_VIEW" }), "LIST_VIEW")).toBe(false);
    expect(hasActiveFilter(search({ orderBy: "TOTAL" }), "LIST_VIEW")).toBe(true);
    expect(hasActiveFilter(search({ internalNumber: "7" }), "THUMB_VIEW")).toBe(false);
  });
});

describe("list variables", () => {
  it("asks for the current year by invoice date, newest first, 70 rows by default", () => {
    expect(listVariablesOf(COMPANY, search({}), TODAY)).toEqual({
      clientCompanyRowId: COMPANY,
      filter: { dateFilterType: "INVOICE_DATE", fromDate: "2026-01-01", untilDate: "2026-12-31" },
      orderBy: "INVOICE_DATE",
      orderByDirection: "DESC",
      first: 70,
      isWorkflowView: false,
    });
  });

  it("loads 100 rows in the list view and the workflow columns only in the workflow view", () => {
    expect(listVariablesOf(COMPANY, search({ view: "LIST_VIEW" }), TODAY).first).toBe(100);
    expect(listVariablesOf(COMPANY, search({ view: "WORKFLOW_VIEW" }), TODAY)).toMatchObject({
      first: 70,
      isWorkflowView: true,
    });
  });

  it("applies the internal number in the accounting view only", () => {
    expect(listVariablesOf(COMPANY, search({ internalNumber: "42" }), TODAY).filter.internalNumber).toBeUndefined();
    expect(
      listVariablesOf(COMPANY, search({ internalNumber: "42", view: "ACCOUNTING_VIEW" }), TODAY).filter.internalNumber,
    ).toBe("42");
  });

  it("passes a custom period as given, open on one side", () => {
    expect(listVariablesOf(COMPANY, search({ fromDate: "2026-05-01" }), TODAY).filter).toMatchObject({
      fromDate: "2026-05-01",
    });
    expect(listVariablesOf(COMPANY, search({ fromDate: "2026-05-01" }), TODAY).filter.untilDate).toBeUndefined();
  });

  it("maps archived/superseded: missing is the server's default, ALL is both (null), amounts as decimals", () => {
    const filter = listVariablesOf(COMPANY, search({ archived: "ALL", superseded: true, minTotal: 5 }), TODAY).filter;
    expect(filter).toMatchObject({ archived: null, superseded: true, minTotal: "5.00" });
    expect("archived" in listVariablesOf(COMPANY, search({}), TODAY).filter).toBe(false);
  });

  it("passes amounts a float would get wrong digit for digit", () => {
    const filter = (minTotal: unknown, maxTotal: unknown) =>
      listVariablesOf(COMPANY, search({ minTotal, maxTotal }), TODAY).filter;
    expect(filter("12345678901.23", "1.005")).toMatchObject({ minTotal: "12345678901.23", maxTotal: "1.01" });
    expect(filter(0.1 + 0.2, "-1.005")).toMatchObject({ minTotal: "0.30", maxTotal: "-1.01" });
  });
});

describe("sorting by column", () => {
  it("a new column starts in its natural direction, the same column turns around", () => {
    expect(sortByColumn(search({}), "PARTNER")).toEqual({ orderBy: "PARTNER", orderByDirection: "ASC" });
    expect(sortByColumn(search({}), "INVOICE_DATE")).toEqual({ orderBy: undefined, orderByDirection: "ASC" });
    expect(sortByColumn(search({ orderBy: "PARTNER", orderByDirection: "ASC" }), "PARTNER")).toEqual({
      orderBy: "PARTNER",
      orderByDirection: undefined,
    });
  });
});

describe("filter chips", () => {
  const lookups = {
    categoryNames: new Map([["c0000000-0000-4000-8000-000000000001", "Wareneinkauf"]]),
    partnerNames: null,
    workflowStepNames: new Map([[STEP, "Freigabe › Geschäftsführung"]]),
    userNames: new Map([[ME, "Thomas Müller"]]),
    moneyAccountNames: new Map<string, string>(),
    generalLedgerAccountNames: new Map<string, string>(),
    costCenterNames: new Map<string, string>(),
    costUnitNames: new Map<string, string>(),
  };

  it("one removable chip per filter, with names and German formats", () => {
    const chips = filterChips(
      search({
        fromDate: "2026-01-01",
        untilDate: "2026-03-31",
        categoryRowIds: ["c0000000-0000-4000-8000-000000000001"],
        excludePartnerCompanyRowIds: ["c0000000-0000-4000-8000-000000000009"],
        minTotal: 1234.5,
        documentWorkflowStepRowIds: [STEP],
        commentMentionedUserRowId: ME,
        commentMentionSeen: false,
      }),
      "LIST_VIEW",
      lookups,
      i18next.t,
      "de",
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      "Zeitraum: 01.01.2026 – 31.03.2026",
      "Kategorie: Wareneinkauf",
      "Partner nicht: 1 Partner",
      "Betrag ab 1.234,50",
      "Workflow-Schritt: Freigabe › Geschäftsführung",
      "Erwähnt: Thomas Müller",
      "Erwähnung ungelesen",
    ]);
    expect(chips[0]!.remove).toEqual({ fromDate: undefined, untilDate: undefined });
    expect(chips.find((chip) => chip.key === "commentMentionedUser")!.remove).toEqual({
      commentMentionedUserRowId: undefined,
      commentMentionSeen: undefined,
    });
  });

  it("shows amounts exactly as given, also those a float would round", () => {
    const labels = filterChips(
      search({ minTotal: "12345678901.23", maxTotal: "1.005" }),
      "LIST_VIEW",
      lookups,
      i18next.t,
      "de",
    ).map((chip) => chip.label);
    expect(labels).toEqual(["Betrag ab 12.345.678.901,23", expect.stringContaining("1,01")]);
  });

  it("shows no chip for defaults, and the internal number only in the accounting view", () => {
    expect(
      filterChips(search({ datePreset: "YEAR", internalNumber: "9" }), "LIST_VIEW", lookups, i18next.t, "de"),
    ).toEqual([]);
    expect(
      filterChips(search({ internalNumber: "9" }), "ACCOUNTING_VIEW", lookups, i18next.t, "de").map(
        (chip) => chip.label,
      ),
    ).toEqual(["Interne Nr.: 9"]);
  });

  it("quotes the search text the way the language does", () => {
    const label = (language: "de" | "en") =>
      filterChips(
        search({ searchText: "Sanitär 4711" }),
        "LIST_VIEW",
        lookups,
        i18next.getFixedT(language),
        language,
      )[0]?.label;
    expect(label("de")).toBe("Suche: „Sanitär 4711“");
    expect(label("en")).toBe("Search: “Sanitär 4711”");
  });
});
