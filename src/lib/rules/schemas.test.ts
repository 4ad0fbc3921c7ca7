import { describe, expect, it } from "vitest";
import { de, en } from "../../i18n/allResources.ts";
import {
  ruleActionReactionSchema,
  ruleActionSchema,
  ruleConditionSchema,
  ruleMessageKey,
  ruleReactionSchema,
} from "./schemas.ts";

const TAG = "0b6c2f1e-8a61-4d1c-9a35-3c1f6a0f2b11";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const lookup = (tree: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("rule schemas", () => {
  it("accept a condition of each kind with its operator", () => {
    const ok = [
      { kind: "DOCUMENT", approved: true },
      { kind: "MACRO", macro: "OVERDUE", macroEquality: "EQUAL" },
      { kind: "CATEGORY_DOCUMENT_TYPE", documentType: "INCOMING_INVOICE", documentTypeEquality: "NOT_EQUAL" },
      { kind: "CATEGORY", documentCategoryRowId: TAG, documentCategoryRowIdEquality: "EQUAL" },
      { kind: "TAG", clientCompanyTagRowId: TAG, clientCompanyTagRowIdEquality: "EQUAL" },
      { kind: "WORKFLOW_STEP", documentWorkflowStepRowId: TAG, documentWorkflowStepRowIdEquality: "EQUAL" },
      { kind: "APPROVAL", blankApproverType: "USER_GROUP" },
      { kind: "IMPORT_DATE", importDate: "2026-01-31", importDateComparison: "GREATER_THAN_OR_EQUAL" },
      {
        kind: "REAL_ESTATE_OBJECT",
        realEstateObjectRowId: TAG,
        documentRealEstateObjectInstanceRowIdEquality: "EQUAL",
      },
      {
        kind: "INVOICE",
        total: "1000.50",
        totalComparison: "GREATER_THAN",
        completenessLevel: "COMPLETE",
        completenessLevelEquality: "EQUAL",
      },
    ];
    for (const condition of ok) expect(messages(ruleConditionSchema.safeParse(condition)), condition.kind).toEqual([]);
  });

  it("refuse a condition without its values, an operator without its value, an unknown kind", () => {
    expect(messages(ruleConditionSchema.safeParse({ kind: "DOCUMENT" }))).toEqual(["rule_conditions_document_fields"]);
    expect(messages(ruleConditionSchema.safeParse({ kind: "APPROVAL" }))).toEqual(["rule_conditions_approval_fields"]);
    expect(messages(ruleConditionSchema.safeParse({ kind: "INVOICE", total: "5" }))).toEqual([
      "rule_conditions_invoice_fields",
    ]);
    expect(messages(ruleConditionSchema.safeParse({ kind: "INVOICE" }))).toEqual(["rule_conditions_invoice_fields"]);
    expect(messages(ruleConditionSchema.safeParse({ kind: "NOPE" }))).toEqual(["RULE_CONDITION_KIND_MISSING"]);
    expect(
      messages(
        ruleConditionSchema.safeParse({ kind: "IMPORT_DATE", importDate: "31.01.2026", importDateComparison: "EQUAL" }),
      ).length,
    ).toBe(1);
  });

  it("refuse an action without a condition", () => {
    expect(messages(ruleActionSchema.safeParse({ name: "Leer", conditions: [] }))).toEqual([
      "RULE_ACTION_NO_CONDITION",
    ]);
    expect(
      messages(ruleActionSchema.safeParse({ name: "  ", conditions: [{ kind: "DOCUMENT", approved: true }] })),
    ).toEqual(["rule_actions_name_length"]);
  });

  it("check reactions as the database does", () => {
    const webhook = { name: "ERP", kind: "SEND_NOTIFICATION", destination: "WEBHOOK", token: "0123456789abcdef" };
    expect(messages(ruleReactionSchema.safeParse({ ...webhook, receiverUrl: "https://erp.example.com/x" }))).toEqual(
      [],
    );
    expect(messages(ruleReactionSchema.safeParse({ ...webhook, receiverUrl: "http://erp.example.com/x" }))).toContain(
      "rule_reactions_receiver_url_https",
    );
    expect(
      messages(ruleReactionSchema.safeParse({ ...webhook, receiverUrl: "https://user:pw@erp.example.com/" })),
    ).toContain("rule_reactions_receiver_url_https");
    expect(
      messages(
        ruleReactionSchema.safeParse({
          name: "IBAN",
          kind: "INVOICE_CHANGES",
          changeIban: true,
          iban: "DE00 1234 5678 9012 3456 78",
        }),
      ),
    ).toContain("rule_reactions_iban_valid");
    const parsed = ruleReactionSchema.parse({
      name: "IBAN",
      kind: "INVOICE_CHANGES",
      changeIban: true,
      iban: "de89 3704 0044 0532 0130 00",
    });
    expect(parsed).toMatchObject({ iban: "DE89370400440532013000" });
    expect(messages(ruleReactionSchema.safeParse({ name: "x", kind: "INVOICE_CHANGES" }))).toEqual([
      "rule_reactions_invoice_fields",
    ]);
    expect(
      messages(
        ruleReactionSchema.safeParse({ name: "x", kind: "INVOICE_CHANGES", changeDueDateFromInvoiceDateInDays: true }),
      ),
    ).toEqual(["rule_reactions_invoice_fields"]);
    expect(
      messages(
        ruleReactionSchema.safeParse({
          name: "x",
          kind: "APPROVAL_REQUEST",
          blankApproverType: "USER_GROUP",
          blankApproverCount: 1,
        }),
      ),
    ).toEqual(["rule_reactions_approval_fields"]);
    expect(
      messages(ruleReactionSchema.safeParse({ name: "x", kind: "APPROVAL_REQUEST", approverUserRowId: TAG })),
    ).toEqual([]);
    expect(messages(ruleActionReactionSchema.safeParse({ ruleActionRowId: TAG, ruleReactionRowId: TAG }))).toEqual([
      "RULE_TRIGGER_MISSING",
    ]);
  });

  it("every message has a German and an English text", () => {
    const keys = [
      "rule_conditions_document_fields",
      "rule_conditions_approval_fields",
      "rule_conditions_invoice_fields",
      "RULE_CONDITION_KIND_MISSING",
      "RULE_ACTION_NO_CONDITION",
      "RULE_ACTION_TOO_MANY_CONDITIONS",
      "rule_actions_name_length",
      "rule_reactions_receiver_url_https",
      "rule_reactions_iban_valid",
      "rule_reactions_bic_format",
      "rule_reactions_invoice_fields",
      "rule_reactions_approval_fields",
      "rule_reactions_notification_fields",
      "rule_reactions_token_length",
      "RULE_TRIGGER_MISSING",
      "RULE_REACTION_KIND_MISSING",
    ].map(ruleMessageKey);
    for (const key of keys) {
      expect(typeof lookup(de, key), key).toBe("string");
      expect(typeof lookup(en, key), key).toBe("string");
    }
  });
});
