import type { TFunction } from "i18next";
import type { AppResources } from "../../../i18n/appResources.ts";
import { historyTypeWords } from "./historyPresets.ts";
import { formatAmount, formatDate, formatDecimal, formatMoney } from "../../../lib/format.ts";

// One history entry in words (spec part 2: history entry), from its type and its payload
// (DocumentHistoryEntry.payload, documented per type in schema.graphql). Payloads are read
// defensively: a missing value leaves its detail out, it never breaks the list.

export interface HistoryEntryInput {
  type: string;
  payload: unknown;
  /** Who made the entry (null: the system or a deleted user). */
  userName: string | null | undefined;
  sourceFileName?: string | null;
}

export interface HistoryEntryDescription {
  text: string;
  /** Further lines: changed fields, a message, the file. */
  details: string[];
}

type FieldLabelKey = keyof AppResources["review"]["fields"];
const FIELD_LABELS: Readonly<Record<string, FieldLabelKey>> = {
  invoiceNumber: "invoiceNumber",
  invoiceDate: "invoiceDate",
  dueDate: "dueDate",
  net: "net",
  vatAmount: "vatAmount",
  total: "total",
  prepaidAmount: "prepaidAmount",
  roundingAmount: "roundingAmount",
  amountDue: "amountDue",
  iban: "iban",
  bic: "bic",
  paymentReference: "paymentReference",
  orderNumber: "orderNumber",
  documentNumber: "documentNumber",
  documentDate: "documentDate",
  partnerCompanyId: "partner",
  partnerName: "partner",
  type: "documentType",
};

/** Id fields the history names by what they point at (the payload's before/afterLabel). */
type IdFieldLabelKey = keyof AppResources["documentDetails"]["history"]["fieldLabels"];
const ID_FIELD_LABELS: Readonly<Record<string, IdFieldLabelKey>> = {
  partnerAccountId: "partnerAccountId",
  partnerCompanyLocationId: "partnerCompanyLocationId",
  creditMemoForInvoiceId: "creditMemoForInvoiceId",
  contactUserId: "contactUserId",
};

/** A camel-case field name as a label: the review form's label when there is one, else words
 * ("deliveredFrom" → "Delivered from"). */
function fieldLabel(field: string, t: TFunction): string {
  const key = FIELD_LABELS[field];
  if (key) return t(`review.fields.${key}`);
  const idKey = ID_FIELD_LABELS[field];
  if (idKey) return t(`documentDetails.history.fieldLabels.${idKey}`);
  return historyTypeWords(field.replace(/([a-z0-9])([A-Z])/g, "$1_$2"));
}

/** A list of names from a payload array (non-strings skipped). */
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => (typeof item === "string" && item.trim() !== "" ? [item] : [])) : [];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : typeof value === "number" ? String(value) : null;
const shown = (value: unknown, t: TFunction) =>
  value === null || value === undefined || value === "" ? t("documentDetails.history.empty_value") : String(value);

const MONEY_FIELD = /(^total$|^net$|Amount$|Total$|^amount$)/;
const PERCENT_FIELD = /Percent(age)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL_VALUE = /^-?\d+(\.\d+)?$/;

/** A changed field's value as the rest of the page shows it: amounts with thousands separator
 * and two decimals ("2.240,60"), rates as decimals, calendar dates in the language's format. */
function formatFieldValue(field: string, value: unknown, language: string): unknown {
  const raw = typeof value === "number" ? String(value) : value;
  if (typeof raw !== "string") return value;
  if (ISO_DAY.test(raw)) return formatDate(raw, language);
  if (!DECIMAL_VALUE.test(raw)) return value;
  if (MONEY_FIELD.test(field)) return formatAmount(raw, language);
  if (PERCENT_FIELD.test(field)) return formatDecimal(raw, language, 4);
  return value;
}

type SimpleType =
  "APPROVED" | "REJECTED" | "ARCHIVED" | "UNARCHIVED" | "EXPORTED" | "UNEXPORTED" | "SUPERSEDED" | "NEW_VERSION";

export function describeHistoryEntry(entry: HistoryEntryInput, t: TFunction, language = "de"): HistoryEntryDescription {
  const payload = record(entry.payload);
  const name = entry.userName || t("documentDetails.systemUser");
  const details: string[] = [];
  const message = text(payload.message);
  const quoted = (value: string) => t("documentDetails.history.quoted", { text: value });
  let line: string;
  switch (entry.type) {
    case "IMPORTED":
      line = entry.userName
        ? t("documentDetails.history.types.IMPORTED", { name })
        : t("documentDetails.history.types.IMPORTED_withoutUser");
      break;
    case "DUPLICATE_UPLOADED":
      line = t("documentDetails.history.types.DUPLICATE_UPLOADED", { name });
      break;
    case "FIELDS_CHANGED": {
      line = t("documentDetails.history.types.FIELDS_CHANGED", { name });
      const fields = Array.isArray(payload.fields) ? payload.fields.map(record) : [];
      for (const change of fields) {
        const field = text(change.field);
        if (!field) continue;
        // An id field carries what it pointed at; the raw id is never shown.
        const isIdField = /Id$/.test(field);
        const side = (label: unknown, value: unknown) =>
          text(label) ??
          (isIdField && value !== null && value !== undefined
            ? t("documentDetails.history.unnamed")
            : shown(formatFieldValue(field, value, language), t));
        details.push(
          t("documentDetails.history.fieldChange", {
            field: fieldLabel(field, t),
            before: side(change.beforeLabel, change.before),
            after: side(change.afterLabel, change.after),
          }),
        );
      }
      break;
    }
    case "FIELDS_CONFIRMED": {
      const fields = Array.isArray(payload.fields) ? payload.fields.map(text).filter((f) => f !== null) : [];
      line = t("documentDetails.history.types.FIELDS_CONFIRMED", { name });
      if (fields.length > 0) details.push(fields.map((field) => fieldLabel(field, t)).join(", "));
      break;
    }
    case "INVOICE_ITEMS_CHANGED":
    case "ACCOUNTING_ITEMS_CHANGED":
      line = t(`documentDetails.history.types.${entry.type as "INVOICE_ITEMS_CHANGED" | "ACCOUNTING_ITEMS_CHANGED"}`, {
        name,
        before: text(payload.before) ?? "–",
        after: text(payload.after) ?? "–",
      });
      break;
    case "CATEGORY_CHANGED":
    case "WORKFLOW_STEP_CHANGED": {
      const isCategory = entry.type === "CATEGORY_CHANGED";
      line = t(`documentDetails.history.types.${entry.type as "CATEGORY_CHANGED" | "WORKFLOW_STEP_CHANGED"}`, {
        name,
        from: text(isCategory ? payload.previousCategory : payload.previousStep) ?? t("documentDetails.history.none"),
        to: text(isCategory ? payload.nextCategory : payload.nextStep) ?? t("documentDetails.history.none"),
      });
      break;
    }
    case "PARTNER_MERGED":
      line = t("documentDetails.history.types.PARTNER_MERGED", {
        name,
        from: text(payload.fromPartnerName) ?? t("documentDetails.history.none"),
        to: text(payload.toPartnerName) ?? t("documentDetails.history.none"),
      });
      break;
    case "APPROVAL_REQUESTED":
    case "APPROVAL_CANCELED": {
      // Whom the request asked: a person, a user group, or anyone who may approve.
      // (German: "bei …" takes the dative, "an …" the accusative.)
      const isRequest = entry.type === "APPROVAL_REQUESTED";
      const approver =
        payload.blankApproverType === "USER_GROUP"
          ? t(isRequest ? "documentDetails.history.approverGroup" : "documentDetails.history.approverGroupTo", {
              name: text(payload.userGroupName) ?? t("documentDetails.history.none"),
            })
          : payload.blankApproverType === "ANY_MEMBER"
            ? t(isRequest ? "documentDetails.history.approverAnyone" : "documentDetails.history.approverAnyoneTo")
            : (text(payload.approverName) ?? t("documentDetails.unknownUser"));
      line =
        entry.type === "APPROVAL_CANCELED" && payload.rejectionCanceled === true
          ? t("documentDetails.history.types.APPROVAL_REJECTION_CANCELED", { name })
          : t(`documentDetails.history.types.${entry.type as "APPROVAL_REQUESTED" | "APPROVAL_CANCELED"}`, {
              name,
              approver,
            });
      if (payload.secondApprover === true) details.push(t("documentDetails.history.secondApprover"));
      if (message) details.push(quoted(message));
      break;
    }
    case "APPROVED":
      line = t(
        payload.approverLimitExceeded === true
          ? "documentDetails.history.types.APPROVED_aboveLimit"
          : "documentDetails.history.types.APPROVED",
        { name },
      );
      if (message) details.push(quoted(message));
      break;
    case "REJECTED":
    case "ARCHIVED":
    case "UNARCHIVED":
    case "EXPORTED":
    case "UNEXPORTED":
    case "SUPERSEDED":
    case "NEW_VERSION":
      line = t(`documentDetails.history.types.${entry.type as SimpleType}`, { name });
      if (message) details.push(quoted(message));
      break;
    case "SHARED":
    case "UNSHARED": {
      const isPublicLink = payload.isExternalPublicLink === true;
      line = isPublicLink
        ? t(`documentDetails.history.types.${entry.type as "SHARED" | "UNSHARED"}_publicLink`, { name })
        : t(`documentDetails.history.types.${entry.type as "SHARED" | "UNSHARED"}`, {
            name,
            person: text(payload.shareUserName) ?? t("documentDetails.unknownUser"),
          });
      break;
    }
    case "PAYMENT_REMINDER_SENT": {
      line = t("documentDetails.history.types.PAYMENT_REMINDER_SENT", {
        name,
        receiver: text(payload.receiver) ?? t("documentDetails.unknownUser"),
      });
      const subject = text(payload.subject);
      if (subject) details.push(quoted(subject));
      break;
    }
    case "PAYMENT_LINKED":
    case "PAYMENT_UNLINKED":
    case "PAYMENT_INITIATED":
    case "PAYMENT_CANCELLED": {
      // Links the matching engine made carry no person: "automatically".
      const key = entry.type === "PAYMENT_LINKED" && !entry.userName ? "PAYMENT_LINKED_automatic" : entry.type;
      line = t(`documentDetails.history.types.${key}`, { name });
      const amount = text(payload.amount);
      if (amount && DECIMAL_VALUE.test(amount))
        details.push(formatMoney(amount, text(payload.currency) ?? "EUR", language));
      break;
    }
    case "TAGS_CHANGED": {
      line = t("documentDetails.history.types.TAGS_CHANGED", { name });
      const added = names(payload.added);
      const removed = names(payload.removed);
      if (added.length > 0) details.push(t("documentDetails.history.tagsAdded", { tags: added.join(", ") }));
      if (removed.length > 0) details.push(t("documentDetails.history.tagsRemoved", { tags: removed.join(", ") }));
      break;
    }
    case "REAL_ESTATE_OBJECTS_CHANGED": {
      line = t("documentDetails.history.types.REAL_ESTATE_OBJECTS_CHANGED", { name });
      const objects = (value: unknown) => {
        const list = Array.isArray(value) ? value.map(record) : [];
        const shownList = list.flatMap((object) => {
          const title = text(object.title);
          if (!title) return [];
          const amount = text(object.amount);
          return [
            amount
              ? t("documentDetails.history.objectShare", { title, amount: amount.replace(".", ",") + " €" })
              : title,
          ];
        });
        return shownList.length > 0 ? shownList.join(", ") : t("documentDetails.history.none");
      };
      details.push(t("documentDetails.history.objectsBefore", { objects: objects(payload.before) }));
      details.push(t("documentDetails.history.objectsAfter", { objects: objects(payload.after) }));
      break;
    }
    case "CRM_TICKET_ADDED":
    case "CRM_TICKET_CHANGED":
    case "CRM_TICKET_REMOVED": {
      const statusChanged = entry.type === "CRM_TICKET_CHANGED" && text(payload.previousStatus) !== null;
      const key = statusChanged
        ? payload.status === "CLOSED"
          ? "CRM_TICKET_CLOSED"
          : "CRM_TICKET_REOPENED"
        : (entry.type as "CRM_TICKET_ADDED" | "CRM_TICKET_CHANGED" | "CRM_TICKET_REMOVED");
      line = t(`documentDetails.history.types.${key}`, {
        name,
        system: text(payload.system) ?? "CRM",
        number: text(payload.ticketNumber) ?? "",
      });
      const subject = text(payload.subject);
      if (subject) details.push(quoted(subject));
      break;
    }
    case "AUTOMATION": {
      const state = payload.errored === true ? "errored" : payload.pending === true ? "pending" : "success";
      line = t(`documentDetails.history.types.AUTOMATION_${state}`);
      // Why: the rules that acted (the engine records each rule's name and outcome).
      const rules = Array.isArray(payload.rules) ? (payload.rules as unknown[]) : [];
      const applied = rules
        .map((rule) =>
          rule && typeof rule === "object" && (rule as Record<string, unknown>).state === "SUCCESS"
            ? text((rule as Record<string, unknown>).name)
            : undefined,
        )
        .filter((name): name is string => Boolean(name));
      if (applied.length > 0)
        details.push(t("documentDetails.history.automationApplied", { rules: applied.join("; ") }));
      else if (state === "success" && payload.noOtherActions === true)
        details.push(t("documentDetails.history.automationNoMatch"));
      const error = text(payload.niceErrorMsg);
      if (state === "errored" && error) details.push(error);
      break;
    }
    case "RECURRENCE_CREATED":
    case "RECURRENCE_CHANGED":
    case "RECURRENCE_ENDED":
    case "RECURRENCE_CLONE_CREATED":
    case "CREATED_BY_RECURRENCE": {
      // The recurrence's own entries; the job's (no person) say what it did on its own.
      const intervalCode = text(payload.interval);
      const interval = intervalCode
        ? t(`documentActions.recurrence.intervals.${intervalCode}` as never, { defaultValue: intervalCode })
        : "";
      const date = formatDate(text(payload.nextDate) ?? text(payload.date) ?? "", language);
      const count = Number(payload.recurrenceCount ?? 0);
      const key = entry.type === "RECURRENCE_ENDED" && !entry.userName ? "RECURRENCE_ENDED_automatic" : entry.type;
      line = t(`documentDetails.history.types.${key}` as never, { name, interval, date, count });
      break;
    }
    default:
      line = t("documentDetails.history.types.unknown", { name, type: historyTypeWords(entry.type) });
  }
  if (entry.sourceFileName) details.push(t("documentDetails.history.file", { name: entry.sourceFileName }));
  return { text: line, details };
}
