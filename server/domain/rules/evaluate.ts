/**
 * The rules engine's evaluator: pure (no I/O). A rule action's conditions against a snapshot of
 * a document (app_hidden.rules_document_snapshot) give, per condition, whether it matched and a
 * structured explanation (a code with the values compared) that the history, the runs and the
 * "test this rule" panel word in German or English. An action matches when all its conditions
 * match. Unknown or malformed conditions never match (and say so).
 */
import { compareDecimals, isDecimal } from "../../../src/lib/decimal.ts";
import type { RuleComparison, RuleEquality } from "../../../src/lib/rules/schemas.ts";

export interface DocumentSnapshot {
  rowId: string;
  clientCompanyRowId: string;
  /** The calendar day of the evaluation (Europe/Berlin), YYYY-MM-DD. */
  today: string;
  type: string;
  documentType: string;
  categoryRowId: string;
  approved: boolean;
  archived: boolean;
  needsManualReview: boolean;
  workflowStepRowId: string | null;
  importDate: string;
  tagRowIds: string[];
  realEstateObjectRowIds: string[];
  openApprovals: { approverUserRowId: string | null; blankApproverType: string | null }[];
  invoice: InvoiceSnapshot | null;
}

export interface InvoiceSnapshot {
  total: string | number | null;
  currency: string;
  invoiceDate: string | null;
  dueDate: string | null;
  paymentStatus: string;
  creditMemo: boolean;
  hasXmlSource: boolean;
  complete: boolean;
  partnerCompanyRowId: string | null;
  partnerControllerUserRowId: string | null;
  partnerControllerUserGroupRowId: string | null;
  costCenterRowIds: string[];
  costUnitRowIds: string[];
}

/** A stored condition (app_hidden.rules_action_conditions: camelCase, nulls left out). */
export interface StoredCondition {
  sortIndex?: number;
  kind: string;
  [field: string]: unknown;
}

/**
 * Why a condition matched or not. `code` names the check (e.g. INVOICE_TOTAL); `actual` and
 * `expected` are the compared values as strings (null: the document has none); `operator` the
 * equality or comparison used.
 */
export interface ConditionPart {
  code: string;
  operator: RuleEquality | RuleComparison | null;
  actual: string | null;
  expected: string | null;
  matched: boolean;
}

export interface ConditionResult {
  sortIndex: number;
  kind: string;
  matched: boolean;
  /** One part per value the condition checks (an invoice condition may check several). */
  parts: ConditionPart[];
}

export interface ActionResult {
  matched: boolean;
  conditions: ConditionResult[];
}

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** EQUAL / NOT_EQUAL of two values (null never equals a value). */
export function applyEquality(operator: unknown, actual: string | null, expected: string | null): boolean {
  const equal = actual !== null && actual === expected;
  if (operator === "EQUAL") return equal;
  if (operator === "NOT_EQUAL") return !equal;
  return false;
}

/** Membership as equality: EQUAL — the set holds the value; NOT_EQUAL — it does not. */
export function applySetEquality(operator: unknown, actual: readonly string[], expected: string | null): boolean {
  const holds = expected !== null && actual.includes(expected);
  if (operator === "EQUAL") return holds;
  if (operator === "NOT_EQUAL") return !holds;
  return false;
}

/** Compares with a comparator result (<0, 0, >0); a missing value matches nothing, not even NOT_EQUAL. */
function byOrder(operator: unknown, order: number | null): boolean {
  if (order === null) return false;
  switch (operator) {
    case "EQUAL":
      return order === 0;
    case "NOT_EQUAL":
      return order !== 0;
    case "LESS_THAN":
      return order < 0;
    case "LESS_THAN_OR_EQUAL":
      return order <= 0;
    case "GREATER_THAN":
      return order > 0;
    case "GREATER_THAN_OR_EQUAL":
      return order >= 0;
    default:
      return false;
  }
}

/** Amount comparison in decimal arithmetic (no floating point). */
export function compareAmounts(operator: unknown, actual: string | null, expected: string | null): boolean {
  if (actual === null || expected === null) return false;
  if (!isDecimal(actual) || !isDecimal(expected)) return false;
  return byOrder(operator, compareDecimals(actual, expected));
}

/** Date comparison of YYYY-MM-DD days. */
export function compareDates(operator: unknown, actual: string | null, expected: string | null): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (actual === null || expected === null || !day.test(actual) || !day.test(expected)) return false;
  return byOrder(operator, actual < expected ? -1 : actual > expected ? 1 : 0);
}

const part = (
  code: string,
  operator: unknown,
  actual: string | null,
  expected: string | null,
  matched: boolean,
): ConditionPart => ({
  code,
  operator: (typeof operator === "string" ? operator : null) as ConditionPart["operator"],
  actual,
  expected,
  matched,
});

function evaluateMacro(macro: unknown, doc: DocumentSnapshot): boolean | null {
  const inv = doc.invoice;
  switch (macro) {
    case "CREDIT_MEMO":
      return inv?.creditMemo ?? false;
    case "E_INVOICE":
      return inv?.hasXmlSource ?? false;
    case "OVERDUE":
      return inv !== null && inv.paymentStatus !== "PAID" && inv.dueDate !== null && inv.dueDate < doc.today;
    case "NEEDS_MANUAL_REVIEW":
      return doc.needsManualReview;
    case "ARCHIVED":
      return doc.archived;
    default:
      return null;
  }
}

/** The parts of one condition. */
function partsOf(c: StoredCondition, doc: DocumentSnapshot): ConditionPart[] {
  const inv = doc.invoice;
  switch (c.kind) {
    case "DOCUMENT": {
      const parts: ConditionPart[] = [];
      if (c.approved !== undefined && c.approved !== null)
        parts.push(
          part("DOCUMENT_APPROVED", "EQUAL", String(doc.approved), String(c.approved), doc.approved === c.approved),
        );
      if (
        c.hasControllerUserOnDocumentPartnerCompany !== undefined &&
        c.hasControllerUserOnDocumentPartnerCompany !== null
      ) {
        const has =
          inv !== null && (inv.partnerControllerUserRowId !== null || inv.partnerControllerUserGroupRowId !== null);
        parts.push(
          part(
            "DOCUMENT_PARTNER_CONTROLLER",
            "EQUAL",
            String(has),
            String(c.hasControllerUserOnDocumentPartnerCompany),
            has === c.hasControllerUserOnDocumentPartnerCompany,
          ),
        );
      }
      if (c.paymentStatus !== undefined && c.paymentStatus !== null) {
        const actual = inv?.paymentStatus ?? null;
        parts.push(part("DOCUMENT_PAYMENT_STATUS", "EQUAL", actual, str(c.paymentStatus), actual === c.paymentStatus));
      }
      return parts;
    }
    case "MACRO": {
      const value = evaluateMacro(c.macro, doc);
      const matched =
        value === null ? false : c.macroEquality === "NOT_EQUAL" ? !value : c.macroEquality === "EQUAL" && value;
      return [part("MACRO", c.macroEquality, value === null ? null : String(value), str(c.macro), matched)];
    }
    case "CATEGORY_DOCUMENT_TYPE":
      return [
        part(
          "CATEGORY_DOCUMENT_TYPE",
          c.documentTypeEquality,
          doc.documentType,
          str(c.documentType),
          applyEquality(c.documentTypeEquality, doc.documentType, str(c.documentType)),
        ),
      ];
    case "CATEGORY":
      return [
        part(
          "CATEGORY",
          c.documentCategoryRowIdEquality,
          doc.categoryRowId,
          str(c.documentCategoryRowId),
          applyEquality(c.documentCategoryRowIdEquality, doc.categoryRowId, str(c.documentCategoryRowId)),
        ),
      ];
    case "TAG":
      return [
        part(
          "TAG",
          c.clientCompanyTagRowIdEquality,
          doc.tagRowIds.join(",") || null,
          str(c.clientCompanyTagRowId),
          applySetEquality(c.clientCompanyTagRowIdEquality, doc.tagRowIds, str(c.clientCompanyTagRowId)),
        ),
      ];
    case "WORKFLOW_STEP":
      return [
        part(
          "WORKFLOW_STEP",
          c.documentWorkflowStepRowIdEquality,
          doc.workflowStepRowId,
          str(c.documentWorkflowStepRowId),
          applyEquality(c.documentWorkflowStepRowIdEquality, doc.workflowStepRowId, str(c.documentWorkflowStepRowId)),
        ),
      ];
    case "APPROVAL": {
      const wanted = { approver: str(c.approverUserRowId), type: str(c.blankApproverType) };
      const matched = doc.openApprovals.some(
        (a) =>
          (wanted.approver === null || a.approverUserRowId === wanted.approver) &&
          (wanted.type === null || a.blankApproverType === wanted.type),
      );
      return [
        part(
          "APPROVAL_OPEN",
          "EQUAL",
          String(doc.openApprovals.length),
          [wanted.type, wanted.approver].filter((x) => x !== null).join(" / "),
          matched,
        ),
      ];
    }
    case "IMPORT_DATE":
      return [
        part(
          "IMPORT_DATE",
          c.importDateComparison,
          doc.importDate,
          str(c.importDate),
          compareDates(c.importDateComparison, doc.importDate, str(c.importDate)),
        ),
      ];
    case "REAL_ESTATE_OBJECT":
      return [
        part(
          "REAL_ESTATE_OBJECT",
          c.documentRealEstateObjectInstanceRowIdEquality,
          doc.realEstateObjectRowIds.join(",") || null,
          str(c.realEstateObjectRowId),
          applySetEquality(
            c.documentRealEstateObjectInstanceRowIdEquality,
            doc.realEstateObjectRowIds,
            str(c.realEstateObjectRowId),
          ),
        ),
      ];
    case "INVOICE": {
      const parts: ConditionPart[] = [];
      if (inv === null) return [part("NOT_AN_INVOICE", null, null, null, false)];
      if (c.completenessLevel != null) {
        const level = inv.complete ? "COMPLETE" : "INCOMPLETE";
        parts.push(
          part(
            "INVOICE_COMPLETENESS",
            c.completenessLevelEquality,
            level,
            str(c.completenessLevel),
            applyEquality(c.completenessLevelEquality, level, str(c.completenessLevel)),
          ),
        );
      }
      if (c.total != null) {
        const total = str(inv.total);
        parts.push(
          part(
            "INVOICE_TOTAL",
            c.totalComparison,
            total,
            str(c.total),
            compareAmounts(c.totalComparison, total, str(c.total)),
          ),
        );
      }
      if (c.invoiceDate != null)
        parts.push(
          part(
            "INVOICE_DATE",
            c.invoiceDateComparison,
            inv.invoiceDate,
            str(c.invoiceDate),
            compareDates(c.invoiceDateComparison, inv.invoiceDate, str(c.invoiceDate)),
          ),
        );
      if (c.partnerCompanyRowId != null)
        parts.push(
          part(
            "INVOICE_PARTNER",
            c.partnerCompanyRowIdEquality,
            inv.partnerCompanyRowId,
            str(c.partnerCompanyRowId),
            applyEquality(c.partnerCompanyRowIdEquality, inv.partnerCompanyRowId, str(c.partnerCompanyRowId)),
          ),
        );
      if (c.costCenterRowId != null)
        parts.push(
          part(
            "INVOICE_COST_CENTER",
            c.costCenterRowIdEquality,
            inv.costCenterRowIds.join(",") || null,
            str(c.costCenterRowId),
            applySetEquality(c.costCenterRowIdEquality, inv.costCenterRowIds, str(c.costCenterRowId)),
          ),
        );
      if (c.costUnitRowId != null)
        parts.push(
          part(
            "INVOICE_COST_UNIT",
            c.costUnitRowIdEquality,
            inv.costUnitRowIds.join(",") || null,
            str(c.costUnitRowId),
            applySetEquality(c.costUnitRowIdEquality, inv.costUnitRowIds, str(c.costUnitRowId)),
          ),
        );
      return parts;
    }
    default:
      return [];
  }
}

export function evaluateCondition(condition: StoredCondition, doc: DocumentSnapshot, index = 0): ConditionResult {
  const parts = partsOf(condition, doc);
  return {
    sortIndex: typeof condition.sortIndex === "number" ? condition.sortIndex : index,
    kind: condition.kind,
    // A condition that checks nothing (unknown kind, no values) never matches.
    matched: parts.length > 0 && parts.every((p) => p.matched),
    parts: parts.length > 0 ? parts : [part("UNKNOWN_CONDITION", null, null, null, false)],
  };
}

/** All conditions, in ascending order; the action matches when there is at least one and all match. */
export function evaluateAction(conditions: readonly StoredCondition[], doc: DocumentSnapshot): ActionResult {
  const results = conditions.map((c, i) => evaluateCondition(c, doc, i)).sort((a, b) => a.sortIndex - b.sortIndex);
  return { matched: results.length > 0 && results.every((r) => r.matched), conditions: results };
}
