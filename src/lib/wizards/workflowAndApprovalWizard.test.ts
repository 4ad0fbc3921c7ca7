import { describe, expect, it } from "vitest";
import {
  defaultWizardPayload,
  isValidWizardAmount,
  toWizardInput,
  wizardFormSchema,
  wizardPayloadOf,
  wizardPayloadSchema,
} from "./workflowAndApprovalWizard.ts";

const USER = "5a000000-0000-4000-8000-000000000001";
const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
const answers = (change: Record<string, unknown> = {}) => ({
  ...defaultWizardPayload("de"),
  approverUserRowId: USER,
  ...change,
});
const issuesOf = (value: unknown) =>
  wizardPayloadSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("the wizard's answers", () => {
  it.each([
    ["1000", true],
    ["1000.5", true],
    ["0.01", true],
    ["9999999999999.99", true],
    ["0", false],
    ["-5", false],
    ["1.234,00", false],
    ["10000000000000", false],
    ["1.001", false],
    ["", false],
    ["abc", false],
  ])("amount %s is valid: %s", (amount, valid) => {
    expect(isValidWizardAmount(amount)).toBe(valid);
  });

  it("accepts the defaults with an approver and refuses them without", () => {
    expect(issuesOf(answers())).toEqual([]);
    expect(issuesOf(answers({ approverUserRowId: null }))).toEqual([
      ["approverUserRowId", "settingsWizards.validation.approverRequired"],
    ]);
    expect(issuesOf(answers({ approverType: "USER_GROUP" }))).toEqual([
      ["approverUserGroupRowId", "settingsWizards.validation.approverGroupRequired"],
    ]);
  });

  it("wants each step named on its own and refuses unknown answers", () => {
    expect(issuesOf(answers({ finalStepName: " freigabe " }))).toEqual([
      ["finalStepName", "settingsWizards.validation.stepNamesDistinct"],
    ]);
    expect(issuesOf(answers({ hasReviewStep: true, reviewStepName: "Freigabe" }))).toEqual([
      ["reviewStepName", "settingsWizards.validation.stepNamesDistinct"],
    ]);
    // The factual check's name only counts when there is one.
    expect(issuesOf(answers({ hasReviewStep: false, reviewStepName: "Freigabe" }))).toEqual([]);
    expect(issuesOf({ ...answers(), surprise: 1 }).length).toBe(1);
  });

  it("allows at most 50 pairs of category and partner", () => {
    expect(issuesOf(answers({ documentCategoryRowIds: ids(5, "3c"), partnerCompanyRowIds: ids(10, "4d") }))).toEqual(
      [],
    );
    expect(issuesOf(answers({ documentCategoryRowIds: ids(6, "3c"), partnerCompanyRowIds: ids(9, "4d") }))).toEqual([
      ["partnerCompanyRowIds", "settingsWizards.validation.tooManyCombinations"],
    ]);
  });

  it("gives the mutation the answers of the chosen approver kind only, the amount with two decimals", () => {
    const form = wizardFormSchema.parse({
      name: " Freigabe GF ",
      ...answers({ approverUserGroupRowId: USER, amount: "2500", reviewerUserRowId: USER }),
    });
    const input = toWizardInput(form);
    expect(input.name).toBe("Freigabe GF");
    expect(input.payload).toMatchObject({
      version: 1,
      approverUserRowId: USER,
      approverUserGroupRowId: null,
      reviewerUserRowId: null,
      amount: "2500.00",
    });
    expect(wizardPayloadSchema.safeParse(input.payload).success).toBe(true);
  });

  it("reads a stored row leniently: missing answers take the defaults", () => {
    expect(wizardPayloadOf({ approverUserRowId: USER, amount: "500.00" }, "de")).toMatchObject({
      approverUserRowId: USER,
      amount: "500.00",
      finalStepName: "Zahlung/Buchhaltung",
    });
    expect(wizardPayloadOf("nonsense", "en").approvalStepName).toBe("Approval");
  });
});
