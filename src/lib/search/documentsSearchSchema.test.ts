import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { parseDocumentsSearch } from "./documentsSearchSchema.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const A = "5a1d0c3e-7b2a-4f1e-9c8d-00000000000a";
const B = "5a1d0c3e-7b2a-4f1e-9c8d-00000000000b";

/** The parsed search without the keys left undefined. */
const defined = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

describe("documents search", () => {
  it("has every key, undefined by default: a missing view is the thumbnail view, the rest defaults", () => {
    const search = parseDocumentsSearch({});
    expect(Object.keys(search)).toContain("view");
    expect(Object.keys(search)).toContain("requestedApproverRowIds");
    expect(defined(search)).toEqual({});
  });

  it("keeps a complete valid search", () => {
    const search = {
      clientCompanyRowId: COMPANY,
      view: "ACCOUNTING_VIEW",
      dateFilterType: "IMPORT_DATE",
      fromDate: "2026-01-01",
      untilDate: "2026-03-31",
      orderBy: "DUE_DATE",
      orderByDirection: "ASC",
      searchText: "Müller",
      internalNumber: "2026-01",
      documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
      excludeCategoryRowIds: [A],
      partnerCompanyRowIds: [A, B],
      minTotal: "10.50",
      maxTotal: "1000.00",
      paidStatus: "NOT_PAID",
      exportStatus: "NOT_EXPORTED_FOR_BOOKING",
      isApproved: false,
      isDuplicate: true,
      isCreditMemo: false,
      hasXmlSource: true,
      archived: "ALL",
      superseded: true,
      requestedApproverRowIds: [A],
      documentWorkflowStepRowIds: [B],
      excludeDocumentWorkflowStepRowIds: [A],
      commentMentionedUserRowId: A,
      commentMentionSeen: false,
      hasComments: true,
    };
    expect(defined(parseDocumentsSearch(search))).toEqual(search);
  });

  it("drops an unknown view and sort field (defaults: thumbnails, newest document date first)", () => {
    expect(defined(parseDocumentsSearch({ view: "GRID", orderBy: "COST_CENTER", orderByDirection: "UP" }))).toEqual({});
    expect(parseDocumentsSearch({ view: "LIST_VIEW" }).view).toBe("LIST_VIEW");
    // Spec §9's ledger-account and real-estate-object sorts are known fields.
    expect(parseDocumentsSearch({ orderBy: "GENERAL_LEDGER_ACCOUNT" }).orderBy).toBe("GENERAL_LEDGER_ACCOUNT");
    expect(parseDocumentsSearch({ orderBy: "REAL_ESTATE_OBJECT" }).orderBy).toBe("REAL_ESTATE_OBJECT");
  });

  it("drops invalid values one by one and keeps the rest", () => {
    expect(
      defined(
        parseDocumentsSearch({
          clientCompanyRowId: "acme",
          fromDate: "31.12.2026",
          untilDate: "2026-02-30",
          documentTypes: ["INCOMING_INVOICE", "BILL", 7],
          partnerCompanyRowIds: `${A},nope,${A}`,
          minTotal: "1e3",
          maxTotal: "12.345",
          isApproved: "maybe",
          paidStatus: "LATE",
          archived: false,
          searchText: "   ",
          internalNumber: 4711,
        }),
      ),
    ).toEqual({
      documentTypes: ["INCOMING_INVOICE"],
      partnerCompanyRowIds: [A],
      maxTotal: "12.35",
      internalNumber: "4711",
    });
  });

  it("reads booleans and amounts written as text", () => {
    expect(defined(parseDocumentsSearch({ isApproved: "false", hasComments: "true", minTotal: "-20.5" }))).toEqual({
      isApproved: false,
      hasComments: true,
      minTotal: "-20.50",
    });
  });

  it("lets explicit dates win over a date preset, and drops 'mention seen' without a user", () => {
    expect(defined(parseDocumentsSearch({ datePreset: "MONTH", fromDate: "2026-01-01" }))).toEqual({
      fromDate: "2026-01-01",
    });
    expect(defined(parseDocumentsSearch({ datePreset: "WEEK" }))).toEqual({ datePreset: "WEEK" });
    expect(defined(parseDocumentsSearch({ commentMentionSeen: true }))).toEqual({});
  });

  it("keeps the payment and accounting filters, and repairs them like the others", () => {
    const valid = {
      hasPain001Payment: true,
      hasPain008DirectDebit: false,
      isPaymentReminderSent: true,
      moneyAccountRowIds: [A],
      generalLedgerAccountRowIds: [A, B],
      excludeGeneralLedgerAccountRowIds: [B],
      costCenterRowIds: [A],
      excludeCostCenterRowIds: [B],
      costUnitRowIds: [B],
      excludeCostUnitRowIds: [A],
    };
    expect(defined(parseDocumentsSearch(valid))).toEqual(valid);
    expect(
      defined(
        parseDocumentsSearch({
          hasPain001Payment: "false",
          hasPain008DirectDebit: "yes",
          isPaymentReminderSent: 1,
          // One value, a comma-separated list, upper case, duplicates and garbage.
          moneyAccountRowIds: A.toUpperCase(),
          generalLedgerAccountRowIds: `${A},4920,${A}`,
          excludeGeneralLedgerAccountRowIds: ["", B, { id: B }],
          costCenterRowIds: "100",
          excludeCostUnitRowIds: [],
        }),
      ),
    ).toEqual({
      hasPain001Payment: false,
      moneyAccountRowIds: [A],
      generalLedgerAccountRowIds: [A],
      excludeGeneralLedgerAccountRowIds: [B],
    });
  });

  it("never throws on garbage", () => {
    expect(() =>
      parseDocumentsSearch({ view: {}, documentTypes: { a: 1 }, minTotal: [], archived: [1], fromDate: null }),
    ).not.toThrow();
  });

  it("round-trips through the router's URL: the pasted link gives the same search", async () => {
    const documents = createRoute({
      getParentRoute: () => root,
      path: "/documents",
      validateSearch: parseDocumentsSearch,
    });
    const root = createRootRoute();
    const router = createRouter({
      routeTree: root.addChildren([documents]),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    await router.load();
    const search = {
      clientCompanyRowId: COMPANY,
      view: "LIST_VIEW" as const,
      documentTypes: ["INCOMING_INVOICE" as const],
      partnerCompanyRowIds: [A, B],
      minTotal: "100.00",
      isApproved: false,
      searchText: "0815",
      internalNumber: "123",
      archived: "ALL" as const,
      datePreset: "MONTH" as const,
      hasPain001Payment: false,
      moneyAccountRowIds: [B],
      excludeGeneralLedgerAccountRowIds: [A, B],
      costUnitRowIds: [A],
    };
    await router.navigate({ to: "/documents", search });
    const href = router.state.location.href;

    const pasted = createRouter({
      routeTree: root,
      history: createMemoryHistory({ initialEntries: [href] }),
    });
    await pasted.load();
    expect(defined(pasted.state.matches.at(-1)!.search)).toEqual(search);
  });
});
