import { describe, expect, it } from "vitest";
import {
  applyEquality,
  applySetEquality,
  compareAmounts,
  compareDates,
  type DocumentSnapshot,
  evaluateAction,
  evaluateCondition,
  type StoredCondition,
} from "./evaluate.ts";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

const doc = (
  over: Partial<DocumentSnapshot> = {},
  invoice: Partial<NonNullable<DocumentSnapshot["invoice"]>> | null = {},
): DocumentSnapshot => ({
  rowId: "d",
  clientCompanyRowId: "c",
  today: "2026-05-10",
  type: "INCOMING_INVOICE",
  documentType: "INCOMING_INVOICE",
  categoryRowId: A,
  approved: false,
  archived: false,
  needsManualReview: false,
  workflowStepRowId: A,
  importDate: "2026-05-01",
  tagRowIds: [A],
  realEstateObjectRowIds: [],
  openApprovals: [{ approverUserRowId: A, blankApproverType: null }],
  invoice:
    invoice === null
      ? null
      : {
          total: "1000.00",
          currency: "EUR",
          invoiceDate: "2026-04-30",
          dueDate: "2026-05-05",
          paymentStatus: "NOT_PAID",
          creditMemo: false,
          hasXmlSource: true,
          complete: false,
          partnerCompanyRowId: A,
          partnerControllerUserRowId: null,
          partnerControllerUserGroupRowId: null,
          costCenterRowIds: [A],
          costUnitRowIds: [],
          ...invoice,
        },
  ...over,
});

describe("operators", () => {
  it.each([
    ["EQUAL", "x", "x", true],
    ["EQUAL", "x", "y", false],
    ["EQUAL", null, "x", false],
    ["NOT_EQUAL", "x", "y", true],
    ["NOT_EQUAL", "x", "x", false],
    ["NOT_EQUAL", null, "x", true],
    ["BOGUS", "x", "x", false],
  ])("equality %s %s %s → %s", (op, actual, expected, result) => {
    expect(applyEquality(op, actual, expected)).toBe(result);
  });

  it.each([
    ["EQUAL", [A, B], A, true],
    ["EQUAL", [B], A, false],
    ["NOT_EQUAL", [B], A, true],
    ["NOT_EQUAL", [A], A, false],
    ["NOT_EQUAL", [], A, true],
  ])("set equality %s %j %s → %s", (op, actual, expected, result) => {
    expect(applySetEquality(op, actual as string[], expected)).toBe(result);
  });

  it.each([
    ["EQUAL", "1000.00", "1000", true],
    ["NOT_EQUAL", "1000.00", "1000", false],
    ["LESS_THAN", "999.99", "1000", true],
    ["LESS_THAN", "1000", "1000", false],
    ["LESS_THAN_OR_EQUAL", "1000", "1000.00", true],
    ["GREATER_THAN", "1000.01", "1000", true],
    ["GREATER_THAN", "1000", "1000", false],
    ["GREATER_THAN_OR_EQUAL", "1000", "1000", true],
    ["GREATER_THAN", "-5", "-10", true],
    ["GREATER_THAN", null, "10", false],
    ["NOT_EQUAL", null, "10", false],
    ["EQUAL", "abc", "10", false],
  ])("amounts %s %s %s → %s", (op, actual, expected, result) => {
    expect(compareAmounts(op, actual, expected)).toBe(result);
  });

  it.each([
    ["EQUAL", "2026-05-01", "2026-05-01", true],
    ["LESS_THAN", "2026-04-30", "2026-05-01", true],
    ["GREATER_THAN_OR_EQUAL", "2026-05-01", "2026-05-01", true],
    ["GREATER_THAN", "2026-05-01", "2026-05-01", false],
    ["NOT_EQUAL", "2026-05-02", "2026-05-01", true],
    ["LESS_THAN_OR_EQUAL", "2026-05-02", "2026-05-01", false],
    ["EQUAL", null, "2026-05-01", false],
    ["EQUAL", "01.05.2026", "2026-05-01", false],
  ])("dates %s %s %s → %s", (op, actual, expected, result) => {
    expect(compareDates(op, actual, expected)).toBe(result);
  });
});

describe("conditions", () => {
  const cases: [string, StoredCondition, DocumentSnapshot, boolean][] = [
    ["document approved", { kind: "DOCUMENT", approved: false }, doc(), true],
    ["document approved (not)", { kind: "DOCUMENT", approved: true }, doc(), false],
    ["document payment status", { kind: "DOCUMENT", paymentStatus: "NOT_PAID" }, doc(), true],
    ["document payment status of a non-invoice", { kind: "DOCUMENT", paymentStatus: "NOT_PAID" }, doc({}, null), false],
    [
      "document controller",
      { kind: "DOCUMENT", hasControllerUserOnDocumentPartnerCompany: true },
      doc({}, { partnerControllerUserRowId: B }),
      true,
    ],
    ["document no controller", { kind: "DOCUMENT", hasControllerUserOnDocumentPartnerCompany: true }, doc(), false],
    ["document two values, one fails", { kind: "DOCUMENT", approved: false, paymentStatus: "PAID" }, doc(), false],
    ["macro e-invoice", { kind: "MACRO", macro: "E_INVOICE", macroEquality: "EQUAL" }, doc(), true],
    ["macro not credit memo", { kind: "MACRO", macro: "CREDIT_MEMO", macroEquality: "NOT_EQUAL" }, doc(), true],
    ["macro overdue", { kind: "MACRO", macro: "OVERDUE", macroEquality: "EQUAL" }, doc(), true],
    [
      "macro overdue but paid",
      { kind: "MACRO", macro: "OVERDUE", macroEquality: "EQUAL" },
      doc({}, { paymentStatus: "PAID" }),
      false,
    ],
    ["macro unknown", { kind: "MACRO", macro: "NOPE", macroEquality: "EQUAL" }, doc(), false],
    [
      "document type",
      { kind: "CATEGORY_DOCUMENT_TYPE", documentType: "INCOMING_INVOICE", documentTypeEquality: "EQUAL" },
      doc(),
      true,
    ],
    [
      "document type not",
      { kind: "CATEGORY_DOCUMENT_TYPE", documentType: "INCOMING_INVOICE", documentTypeEquality: "NOT_EQUAL" },
      doc(),
      false,
    ],
    ["category", { kind: "CATEGORY", documentCategoryRowId: A, documentCategoryRowIdEquality: "EQUAL" }, doc(), true],
    [
      "category not",
      { kind: "CATEGORY", documentCategoryRowId: B, documentCategoryRowIdEquality: "NOT_EQUAL" },
      doc(),
      true,
    ],
    ["tag", { kind: "TAG", clientCompanyTagRowId: A, clientCompanyTagRowIdEquality: "EQUAL" }, doc(), true],
    ["tag missing", { kind: "TAG", clientCompanyTagRowId: B, clientCompanyTagRowIdEquality: "EQUAL" }, doc(), false],
    [
      "tag not carried",
      { kind: "TAG", clientCompanyTagRowId: B, clientCompanyTagRowIdEquality: "NOT_EQUAL" },
      doc(),
      true,
    ],
    [
      "workflow step",
      { kind: "WORKFLOW_STEP", documentWorkflowStepRowId: A, documentWorkflowStepRowIdEquality: "EQUAL" },
      doc(),
      true,
    ],
    [
      "workflow step, in none",
      { kind: "WORKFLOW_STEP", documentWorkflowStepRowId: A, documentWorkflowStepRowIdEquality: "NOT_EQUAL" },
      doc({ workflowStepRowId: null }),
      true,
    ],
    ["approval by approver", { kind: "APPROVAL", approverUserRowId: A }, doc(), true],
    ["approval by other", { kind: "APPROVAL", approverUserRowId: B }, doc(), false],
    [
      "approval blank group",
      { kind: "APPROVAL", blankApproverType: "USER_GROUP" },
      doc({ openApprovals: [{ approverUserRowId: null, blankApproverType: "USER_GROUP" }] }),
      true,
    ],
    ["approval none open", { kind: "APPROVAL", blankApproverType: "ANY_MEMBER" }, doc({ openApprovals: [] }), false],
    [
      "import date",
      { kind: "IMPORT_DATE", importDate: "2026-05-01", importDateComparison: "GREATER_THAN_OR_EQUAL" },
      doc(),
      true,
    ],
    [
      "import date before",
      { kind: "IMPORT_DATE", importDate: "2026-05-01", importDateComparison: "LESS_THAN" },
      doc(),
      false,
    ],
    [
      "real-estate object",
      { kind: "REAL_ESTATE_OBJECT", realEstateObjectRowId: A, documentRealEstateObjectInstanceRowIdEquality: "EQUAL" },
      doc({ realEstateObjectRowIds: [A] }),
      true,
    ],
    [
      "real-estate object none",
      { kind: "REAL_ESTATE_OBJECT", realEstateObjectRowId: A, documentRealEstateObjectInstanceRowIdEquality: "EQUAL" },
      doc(),
      false,
    ],
    ["invoice total", { kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN_OR_EQUAL" }, doc(), true],
    ["invoice total above", { kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN" }, doc(), false],
    [
      "invoice total missing",
      { kind: "INVOICE", total: "1000", totalComparison: "LESS_THAN" },
      doc({}, { total: null }),
      false,
    ],
    [
      "invoice completeness",
      { kind: "INVOICE", completenessLevel: "INCOMPLETE", completenessLevelEquality: "EQUAL" },
      doc(),
      true,
    ],
    [
      "invoice complete",
      { kind: "INVOICE", completenessLevel: "COMPLETE", completenessLevelEquality: "EQUAL" },
      doc(),
      false,
    ],
    ["invoice date", { kind: "INVOICE", invoiceDate: "2026-05-01", invoiceDateComparison: "LESS_THAN" }, doc(), true],
    ["invoice partner", { kind: "INVOICE", partnerCompanyRowId: A, partnerCompanyRowIdEquality: "EQUAL" }, doc(), true],
    [
      "invoice partner other",
      { kind: "INVOICE", partnerCompanyRowId: B, partnerCompanyRowIdEquality: "EQUAL" },
      doc(),
      false,
    ],
    ["invoice cost centre", { kind: "INVOICE", costCenterRowId: A, costCenterRowIdEquality: "EQUAL" }, doc(), true],
    ["invoice cost unit not", { kind: "INVOICE", costUnitRowId: A, costUnitRowIdEquality: "NOT_EQUAL" }, doc(), true],
    [
      "invoice several, all hold",
      {
        kind: "INVOICE",
        total: "500",
        totalComparison: "GREATER_THAN",
        partnerCompanyRowId: A,
        partnerCompanyRowIdEquality: "EQUAL",
      },
      doc(),
      true,
    ],
    [
      "invoice condition on a non-invoice",
      { kind: "INVOICE", total: "1", totalComparison: "GREATER_THAN" },
      doc({}, null),
      false,
    ],
    ["unknown kind", { kind: "WEATHER" }, doc(), false],
    ["invoice with nothing to check", { kind: "INVOICE" }, doc(), false],
  ];
  it.each(cases)("%s", (_name, condition, snapshot, matched) => {
    expect(evaluateCondition(condition, snapshot).matched).toBe(matched);
  });

  it("explains each compared value", () => {
    const result = evaluateCondition(
      { kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN", sortIndex: 3 },
      doc(),
    );
    expect(result).toEqual({
      sortIndex: 3,
      kind: "INVOICE",
      matched: false,
      parts: [{ code: "INVOICE_TOTAL", operator: "GREATER_THAN", actual: "1000.00", expected: "1000", matched: false }],
    });
  });

  it("an action matches when all its conditions match, in ascending order; none never matches", () => {
    const conditions: StoredCondition[] = [
      { kind: "TAG", clientCompanyTagRowId: A, clientCompanyTagRowIdEquality: "EQUAL", sortIndex: 1 },
      { kind: "DOCUMENT", approved: false, sortIndex: 0 },
    ];
    const result = evaluateAction(conditions, doc());
    expect(result.matched).toBe(true);
    expect(result.conditions.map((c) => c.kind)).toEqual(["DOCUMENT", "TAG"]);
    expect(evaluateAction([...conditions, { kind: "DOCUMENT", approved: true, sortIndex: 2 }], doc()).matched).toBe(
      false,
    );
    expect(evaluateAction([], doc()).matched).toBe(false);
  });
});
