import { z } from "zod";
import { BIC_FORMAT, isValidIban, normalizeIban } from "../iban.ts";

/**
 * The rules engine's shapes (spec part 2 §3 "Rules"), shared by the server (the worker and the
 * "test this rule" query validate what they read) and the rules settings forms. They mirror the
 * database's checks on app_public.rule_conditions / rule_reactions / rule_action_reactions (the
 * database refuses the same things): field names are those of the GraphQL inputs
 * (`RuleConditionInputRecordInput`, `RuleReactionInputRecordInput`).
 *
 * Messages are translation keys the client resolves with `t(...)`: a database constraint's
 * name (`constraints.<name>`, e.g. `rule_reactions_receiver_url_https`) where the database has
 * the same check, else an error code (`error.codes.<CODE>`, e.g. `RULE_ACTION_NO_CONDITION`).
 * `ruleMessageKey(message)` gives the full key.
 */

export const RULE_TRIGGERS = [
  "DOCUMENT_IMPORTED",
  "DOCUMENT_FIELDS_CHANGED",
  "DOCUMENT_CATEGORY_CHANGED",
  "WORKFLOW_STEP_CHANGED",
  "APPROVAL_DECIDED",
  "PAYMENT_STATUS_CHANGED",
  "SCHEDULED_DAILY",
] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

export const RULE_EQUALITIES = ["EQUAL", "NOT_EQUAL"] as const;
export type RuleEquality = (typeof RULE_EQUALITIES)[number];

export const RULE_COMPARISONS = [
  "EQUAL",
  "NOT_EQUAL",
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN",
  "GREATER_THAN_OR_EQUAL",
] as const;
export type RuleComparison = (typeof RULE_COMPARISONS)[number];

export const RULE_CONDITION_KINDS = [
  "DOCUMENT",
  "MACRO",
  "CATEGORY_DOCUMENT_TYPE",
  "CATEGORY",
  "TAG",
  "WORKFLOW_STEP",
  "APPROVAL",
  "IMPORT_DATE",
  "REAL_ESTATE_OBJECT",
  "INVOICE",
] as const;
export type RuleConditionKind = (typeof RULE_CONDITION_KINDS)[number];

export const RULE_MACRO_CONDITIONS = [
  "CREDIT_MEMO",
  "E_INVOICE",
  "OVERDUE",
  "NEEDS_MANUAL_REVIEW",
  "ARCHIVED",
] as const;
export type RuleMacroCondition = (typeof RULE_MACRO_CONDITIONS)[number];
export const RULE_MACRO_REACTIONS = ["ARCHIVE", "MARK_REVIEWED"] as const;
export type RuleMacroReaction = (typeof RULE_MACRO_REACTIONS)[number];

export const RULE_COMPLETENESS_LEVELS = ["COMPLETE", "INCOMPLETE"] as const;
export const DOCUMENT_TYPES = ["INCOMING_INVOICE", "OUTGOING_INVOICE", "OTHER_DOCUMENT"] as const;
export const PAYMENT_STATUSES = ["NOT_PAID", "PAID"] as const;
/** Who may take an open ("blank") approval: any member of the company, or any member of the
 * request's user group (the same values as approval_requests.blank_approver_type). */
export const BLANK_APPROVER_TYPES = ["ANY_MEMBER", "USER_GROUP"] as const;
export type BlankApproverType = (typeof BLANK_APPROVER_TYPES)[number];

export const RULE_REACTION_KINDS = [
  "APPROVAL_REQUEST",
  "CANCEL_APPROVAL_REQUEST",
  "MACRO",
  "TAG",
  "WORKFLOW_STEP_CHANGE",
  "INVOICE_CHANGES",
  "SEND_MAIL_ON_WORKFLOW_CHANGE",
  "SEND_NOTIFICATION",
] as const;
export type RuleReactionKind = (typeof RULE_REACTION_KINDS)[number];

export const RULE_NOTIFICATION_DESTINATIONS = ["IN_APP", "EMAIL", "WEBHOOK"] as const;
export type RuleNotificationDestination = (typeof RULE_NOTIFICATION_DESTINATIONS)[number];

export const RULE_RUN_STATES = ["PENDING", "SUCCESS", "ERRORED", "NO_MATCH"] as const;
export type RuleRunState = (typeof RULE_RUN_STATES)[number];

/** The most conditions one action holds (the database refuses more). */
export const RULE_MAX_CONDITIONS = 50;

/** The full translation key of a message of these schemas. */
export function ruleMessageKey(message: string): string {
  return /^[a-z]/.test(message) ? `constraints.${message}` : `error.codes.${message}`;
}

const uuid = z.uuid();
const equality = z.enum(RULE_EQUALITIES);
const comparison = z.enum(RULE_COMPARISONS);
const isoDate = z.iso.date();
/** A money amount as GraphQL's BigFloat carries it (a decimal string) or a number. */
const amount = z
  .union([z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/), z.number().finite()])
  .transform((value) => String(value));

const both = (a: unknown, b: unknown) => (a == null) === (b == null);

export const ruleConditionSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("DOCUMENT"),
        approved: z.boolean().nullish(),
        hasControllerUserOnDocumentPartnerCompany: z.boolean().nullish(),
        paymentStatus: z.enum(PAYMENT_STATUSES).nullish(),
      }),
      z.object({ kind: z.literal("MACRO"), macro: z.enum(RULE_MACRO_CONDITIONS), macroEquality: equality }),
      z.object({
        kind: z.literal("CATEGORY_DOCUMENT_TYPE"),
        documentType: z.enum(DOCUMENT_TYPES),
        documentTypeEquality: equality,
      }),
      z.object({ kind: z.literal("CATEGORY"), documentCategoryRowId: uuid, documentCategoryRowIdEquality: equality }),
      z.object({ kind: z.literal("TAG"), clientCompanyTagRowId: uuid, clientCompanyTagRowIdEquality: equality }),
      z.object({
        kind: z.literal("WORKFLOW_STEP"),
        documentWorkflowStepRowId: uuid,
        documentWorkflowStepRowIdEquality: equality,
      }),
      z.object({
        kind: z.literal("APPROVAL"),
        blankApproverType: z.enum(BLANK_APPROVER_TYPES).nullish(),
        approverUserRowId: uuid.nullish(),
      }),
      z.object({ kind: z.literal("IMPORT_DATE"), importDate: isoDate, importDateComparison: comparison }),
      z.object({
        kind: z.literal("REAL_ESTATE_OBJECT"),
        realEstateObjectRowId: uuid,
        documentRealEstateObjectInstanceRowIdEquality: equality,
      }),
      z.object({
        kind: z.literal("INVOICE"),
        completenessLevel: z.enum(RULE_COMPLETENESS_LEVELS).nullish(),
        completenessLevelEquality: equality.nullish(),
        total: amount.nullish(),
        totalComparison: comparison.nullish(),
        invoiceDate: isoDate.nullish(),
        invoiceDateComparison: comparison.nullish(),
        partnerCompanyRowId: uuid.nullish(),
        partnerCompanyRowIdEquality: equality.nullish(),
        costCenterRowId: uuid.nullish(),
        costCenterRowIdEquality: equality.nullish(),
        costUnitRowId: uuid.nullish(),
        costUnitRowIdEquality: equality.nullish(),
      }),
    ],
    { error: "RULE_CONDITION_KIND_MISSING" },
  )
  .superRefine((c, ctx) => {
    if (
      c.kind === "DOCUMENT" &&
      c.approved == null &&
      c.hasControllerUserOnDocumentPartnerCompany == null &&
      c.paymentStatus == null
    )
      ctx.addIssue({ code: "custom", message: "rule_conditions_document_fields" });
    if (c.kind === "APPROVAL" && c.blankApproverType == null && c.approverUserRowId == null)
      ctx.addIssue({ code: "custom", message: "rule_conditions_approval_fields" });
    if (c.kind === "INVOICE") {
      const pairs: [unknown, unknown][] = [
        [c.completenessLevel, c.completenessLevelEquality],
        [c.total, c.totalComparison],
        [c.invoiceDate, c.invoiceDateComparison],
        [c.partnerCompanyRowId, c.partnerCompanyRowIdEquality],
        [c.costCenterRowId, c.costCenterRowIdEquality],
        [c.costUnitRowId, c.costUnitRowIdEquality],
      ];
      if (!pairs.every(([a, b]) => both(a, b)) || pairs.every(([a]) => a == null))
        ctx.addIssue({ code: "custom", message: "rule_conditions_invoice_fields" });
    }
  });
export type RuleCondition = z.output<typeof ruleConditionSchema>;
export type RuleConditionInput = z.input<typeof ruleConditionSchema>;

const name = z
  .string({ error: "rule_actions_name_length" })
  .trim()
  .min(1, { error: "rule_actions_name_length" })
  .max(200, { error: "rule_actions_name_length" });
const description = z
  .string()
  .trim()
  .max(2000, { error: "rule_actions_description_length" })
  .nullish()
  .transform((value) => value || null);

/** A rule action ("if"): a name and at least one condition, all of which must match. */
export const ruleActionSchema = z.object({
  name,
  description,
  conditions: z
    .array(ruleConditionSchema)
    .min(1, { error: "RULE_ACTION_NO_CONDITION" })
    .max(RULE_MAX_CONDITIONS, { error: "RULE_ACTION_TOO_MANY_CONDITIONS" }),
});
export type RuleAction = z.output<typeof ruleActionSchema>;

const iban = z
  .string()
  .transform(normalizeIban)
  .refine((value) => isValidIban(value), { error: "rule_reactions_iban_valid" });
const bic = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => BIC_FORMAT.test(value), { error: "rule_reactions_bic_format" });
const days = (constraint: string) =>
  z
    .number({ error: constraint })
    .int({ error: constraint })
    .min(0, { error: constraint })
    .max(365, { error: constraint });

/** An https address with a host and no credentials (the database's rule_reactions_receiver_url_https). */
export const WEBHOOK_URL_FORMAT = /^https:\/\/[^/?#@\s]+([/?#]\S*)?$/;

const reactionBase = {
  name: name.pipe(z.string().max(200, { error: "rule_reactions_name_length" })),
  description,
};

export const ruleReactionSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        ...reactionBase,
        kind: z.literal("APPROVAL_REQUEST"),
        approverUserRowId: uuid.nullish(),
        blankApproverType: z.enum(BLANK_APPROVER_TYPES).nullish(),
        blankApproverCount: z
          .number()
          .int()
          .min(1, { error: "rule_reactions_blank_approver_count_range" })
          .max(20, { error: "rule_reactions_blank_approver_count_range" })
          .nullish(),
        userGroupRowId: uuid.nullish(),
        controllerUserFromDocumentPartnerCompany: z.boolean().nullish(),
      }),
      z.object({ ...reactionBase, kind: z.literal("CANCEL_APPROVAL_REQUEST") }),
      z.object({ ...reactionBase, kind: z.literal("MACRO"), macro: z.enum(RULE_MACRO_REACTIONS) }),
      z.object({ ...reactionBase, kind: z.literal("TAG"), clientCompanyTagRowId: uuid }),
      z.object({ ...reactionBase, kind: z.literal("WORKFLOW_STEP_CHANGE"), changeWorkflowStepRowId: uuid }),
      z.object({
        ...reactionBase,
        kind: z.literal("INVOICE_CHANGES"),
        changeCurrency: z.boolean().nullish(),
        currency: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, { error: "rule_reactions_currency_format" })
          .nullish(),
        changePaymentStatus: z.boolean().nullish(),
        paymentStatus: z.enum(PAYMENT_STATUSES).nullish(),
        changeDueDateFromInvoiceDateInDays: z.boolean().nullish(),
        dueDateFromInvoiceDateInDays: days("rule_reactions_due_days_range").nullish(),
        changeDiscountUntilFromInvoiceDateInDays: z.boolean().nullish(),
        discountUntilFromInvoiceDateInDays: days("rule_reactions_discount_days_range").nullish(),
        changeDiscountPercent: z.boolean().nullish(),
        discountPercent: z
          .number({ error: "rule_reactions_discount_percent_range" })
          .min(0, { error: "rule_reactions_discount_percent_range" })
          .max(100, { error: "rule_reactions_discount_percent_range" })
          .nullish(),
        changeIban: z.boolean().nullish(),
        iban: iban.nullish(),
        changeBic: z.boolean().nullish(),
        bic: bic.nullish(),
      }),
      z.object({ ...reactionBase, kind: z.literal("SEND_MAIL_ON_WORKFLOW_CHANGE"), userRowId: uuid }),
      z.object({
        ...reactionBase,
        kind: z.literal("SEND_NOTIFICATION"),
        destination: z.enum(RULE_NOTIFICATION_DESTINATIONS),
        receiverUserRowId: uuid.nullish(),
        receiverEmail: z
          .string()
          .trim()
          .max(254, { error: "rule_reactions_receiver_email_format" })
          .pipe(z.email({ error: "rule_reactions_receiver_email_format" }))
          .nullish(),
        receiverUrl: z
          .string()
          .trim()
          .max(2000, { error: "rule_reactions_receiver_url_https" })
          .regex(WEBHOOK_URL_FORMAT, { error: "rule_reactions_receiver_url_https" })
          .nullish(),
        token: z
          .string()
          .min(16, { error: "rule_reactions_token_length" })
          .max(200, { error: "rule_reactions_token_length" })
          .nullish(),
        note: z.string().trim().max(2000, { error: "rule_reactions_note_length" }).nullish(),
      }),
    ],
    { error: "RULE_REACTION_KIND_MISSING" },
  )
  .superRefine((r, ctx) => {
    if (r.kind === "APPROVAL_REQUEST") {
      const targets =
        Number(r.approverUserRowId != null) +
        Number(r.blankApproverType != null) +
        Number(r.controllerUserFromDocumentPartnerCompany === true);
      const ok =
        targets === 1 &&
        (r.blankApproverType == null || r.blankApproverCount != null) &&
        (r.blankApproverType !== "USER_GROUP" || r.userGroupRowId != null) &&
        (r.blankApproverCount == null || r.blankApproverType != null);
      if (!ok) ctx.addIssue({ code: "custom", message: "rule_reactions_approval_fields" });
    }
    if (r.kind === "INVOICE_CHANGES") {
      const changes: [boolean | null | undefined, unknown][] = [
        [r.changeCurrency, r.currency],
        [r.changePaymentStatus, r.paymentStatus],
        [r.changeDueDateFromInvoiceDateInDays, r.dueDateFromInvoiceDateInDays],
        [r.changeDiscountUntilFromInvoiceDateInDays, r.discountUntilFromInvoiceDateInDays],
        [r.changeDiscountPercent, r.discountPercent],
      ];
      const anyChange = changes.some(([flag]) => flag) || r.changeIban || r.changeBic;
      if (!anyChange || changes.some(([flag, value]) => flag && value == null))
        ctx.addIssue({ code: "custom", message: "rule_reactions_invoice_fields" });
    }
    if (r.kind === "SEND_NOTIFICATION") {
      const ok =
        r.destination === "IN_APP"
          ? r.receiverUserRowId != null && r.receiverEmail == null && r.receiverUrl == null && r.token == null
          : r.destination === "EMAIL"
            ? r.receiverEmail != null && r.receiverUserRowId == null && r.receiverUrl == null && r.token == null
            : r.receiverUrl != null && r.receiverUserRowId == null && r.receiverEmail == null;
      if (!ok) ctx.addIssue({ code: "custom", message: "rule_reactions_notification_fields" });
    }
  });
export type RuleReaction = z.output<typeof ruleReactionSchema>;
export type RuleReactionInput = z.input<typeof ruleReactionSchema>;

/** A rule (action-reaction): when the trigger fires and the action matches, the reaction applies. */
export const ruleActionReactionSchema = z.object({
  ruleActionRowId: uuid,
  ruleReactionRowId: uuid,
  trigger: z.enum(RULE_TRIGGERS, { error: "RULE_TRIGGER_MISSING" }),
  disabled: z.boolean().default(false),
  sortIndex: z
    .number()
    .int()
    .min(0, { error: "rule_action_reactions_sort_index_range" })
    .max(100000, { error: "rule_action_reactions_sort_index_range" })
    .nullish(),
});
export type RuleActionReaction = z.output<typeof ruleActionReactionSchema>;
