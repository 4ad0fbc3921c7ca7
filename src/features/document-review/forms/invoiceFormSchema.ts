// The invoice review form: its values (what the inputs hold, as typed), the rules the
// database applies to a change (000017: tg_invoices__validate, the check constraints) and the
// patch that carries only what the person changed.
import { z } from "zod";
import { formatIban } from "../../../lib/format.ts";
import { addDays, formatDateInput } from "../../../lib/calendarDate.ts";
import { formatDecimalInput, type InputLocale, parseDecimalInput } from "../../../lib/decimalInput.ts";
import { fractionDigits, toUnits } from "../../../lib/decimal.ts";
import {
  addIssue,
  AMOUNT,
  apiValueOf,
  checkFields,
  type FieldRule,
  NON_NEGATIVE_AMOUNT,
  patchOf,
  PERCENT,
  sameValue,
  validationMessage,
} from "./fieldRules.ts";

export const CLAUSE_35A_KINDS = ["HOUSEHOLD_SERVICE", "CRAFTSMAN_SERVICE", "HOUSEHOLD_EMPLOYMENT"] as const;
export type Clause35AKindValue = (typeof CLAUSE_35A_KINDS)[number];

/** The earliest invoice date the database accepts; the latest is a year and a day ahead. */
export const INVOICE_DATE_MIN = "1990-01-01";
/** Dates without a rule of their own stay within these (typing slips such as 0202). */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2199-12-31";
/** set_invoice_items refuses more lines (TOO_MANY_INVOICE_ITEMS). */
export const MAX_INVOICE_ITEMS = 1000;

export interface InvoiceItemValues {
  posNo: string;
  deliveryNo: string;
  orderNo: string;
  title: string;
  quantity: string;
  unit: string;
  unitNetPrice: string;
  vatPercent: string;
  discountPercent: string;
  totalPrice: string;
}

/** Every invoice field of InvoicePatch, as the inputs hold it (numbers and dates as typed). */
export interface InvoiceFieldValues {
  partnerCompanyRowId: string | null;
  partnerCompanyLocationRowId: string | null;
  /** The personal account (Kreditor/Debitor) the invoice is booked against. */
  partnerAccountRowId: string | null;
  invoiceNumber: string;
  internalNumber: string;
  invoiceDate: string;
  dueDate: string;
  orderNumber: string;
  orderDate: string;
  deliveredFrom: string;
  deliveredUntil: string;
  net: string;
  vatAmount: string;
  total: string;
  /** Paid in advance and deducted (BT-113). */
  prepaidAmount: string;
  /** Rounding (BT-114). */
  roundingAmount: string;
  /** What is to be paid (BT-115); empty: the database takes total − prepaid + rounding. */
  amountDue: string;
  currency: string;
  conversionRate: string;
  accountNumber: string;
  discountUntil: string;
  discountPercent: string;
  discountAmount: string;
  iban: string;
  bic: string;
  paymentReference: string;
  creditMemo: boolean;
  creditMemoForInvoiceRowId: string | null;
  clause35AKind: Clause35AKindValue | null;
  clause35ANet: string;
  clause35ATotal: string;
}

export interface InvoiceFormValues extends InvoiceFieldValues {
  /** The document's category (saved with setDocumentCategory, not in the invoice patch). */
  categoryRowId: string | null;
  items: InvoiceItemValues[];
  /** The VAT breakdown's lines as stored ([{categoryCode, ratePercent, taxableAmount, taxAmount}]):
   * no input shows them; a credit memo's "take without minus" turns them with the amounts. */
  vatBreakdown: unknown[];
}

export type InvoiceField = keyof InvoiceFieldValues;

const date: FieldRule = { kind: "date", min: DATE_MIN, max: DATE_MAX };
const choice: FieldRule = { kind: "choice" };

/** The changed invoice fields as saveInvoiceReview takes them (`patch`, keyed by the API's
 * InvoicePatch field names; the database checks each name and value). */
export type InvoicePatch = Partial<Record<InvoiceField, string | boolean | null>>;

/** How each InvoicePatch field is read and checked (the database's column types and checks). */
export const INVOICE_FIELD_RULES: Record<InvoiceField, FieldRule> = {
  partnerCompanyRowId: choice,
  partnerCompanyLocationRowId: choice,
  partnerAccountRowId: choice,
  invoiceNumber: { kind: "text", max: 100 },
  internalNumber: { kind: "text", max: 100 },
  invoiceDate: { kind: "date" }, // its range depends on today: checked below
  dueDate: date,
  orderNumber: { kind: "text", max: 100 },
  orderDate: date,
  deliveredFrom: date,
  deliveredUntil: date,
  net: AMOUNT,
  vatAmount: AMOUNT,
  total: AMOUNT,
  prepaidAmount: AMOUNT,
  roundingAmount: AMOUNT,
  amountDue: AMOUNT,
  currency: { kind: "currency" },
  conversionRate: { kind: "decimal", precision: 18, scale: 8, min: "positive" },
  accountNumber: { kind: "text", max: 100 },
  discountUntil: date,
  discountPercent: PERCENT,
  discountAmount: NON_NEGATIVE_AMOUNT,
  iban: { kind: "iban" },
  bic: { kind: "bic" },
  paymentReference: { kind: "text", max: 140 },
  creditMemo: choice,
  creditMemoForInvoiceRowId: choice,
  clause35AKind: choice,
  clause35ANet: NON_NEGATIVE_AMOUNT,
  clause35ATotal: NON_NEGATIVE_AMOUNT,
};

export const INVOICE_ITEM_RULES: Record<keyof InvoiceItemValues, FieldRule> = {
  posNo: { kind: "text", max: 100 },
  deliveryNo: { kind: "text", max: 100 },
  orderNo: { kind: "text", max: 100 },
  title: { kind: "text", max: 1000, required: true },
  quantity: { kind: "decimal", precision: 19, scale: 4 },
  unit: { kind: "text", max: 100 },
  unitNetPrice: { kind: "decimal", precision: 19, scale: 4 },
  vatPercent: PERCENT,
  discountPercent: PERCENT,
  totalPrice: AMOUNT,
};

/** The name under which Document.fieldStates records a field: the database column in camel
 * case (partner_company_id → partnerCompanyId), which is what edits and confirmations key. */
export const INVOICE_FIELD_STATE_NAMES: Record<InvoiceField, string> = {
  ...(Object.fromEntries(Object.keys(INVOICE_FIELD_RULES).map((name) => [name, name])) as Record<InvoiceField, string>),
  partnerCompanyRowId: "partnerCompanyId",
  partnerCompanyLocationRowId: "partnerCompanyLocationId",
  partnerAccountRowId: "partnerAccountId",
  creditMemoForInvoiceRowId: "creditMemoForInvoiceId",
  clause35AKind: "clause35aKind",
  clause35ANet: "clause35aNet",
  clause35ATotal: "clause35aTotal",
};

const itemSchema = z.object({
  posNo: z.string(),
  deliveryNo: z.string(),
  orderNo: z.string(),
  title: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitNetPrice: z.string(),
  vatPercent: z.string(),
  discountPercent: z.string(),
  totalPrice: z.string(),
});

const baseSchema = z.object({
  categoryRowId: z.string().nullable(),
  partnerCompanyRowId: z.string().nullable(),
  partnerCompanyLocationRowId: z.string().nullable(),
  partnerAccountRowId: z.string().nullable(),
  invoiceNumber: z.string(),
  internalNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveredFrom: z.string(),
  deliveredUntil: z.string(),
  net: z.string(),
  vatAmount: z.string(),
  total: z.string(),
  prepaidAmount: z.string(),
  roundingAmount: z.string(),
  amountDue: z.string(),
  currency: z.string(),
  conversionRate: z.string(),
  accountNumber: z.string(),
  discountUntil: z.string(),
  discountPercent: z.string(),
  discountAmount: z.string(),
  iban: z.string(),
  bic: z.string(),
  paymentReference: z.string(),
  creditMemo: z.boolean(),
  creditMemoForInvoiceRowId: z.string().nullable(),
  clause35AKind: z.enum(CLAUSE_35A_KINDS).nullable(),
  clause35ANet: z.string(),
  clause35ATotal: z.string(),
  items: z.array(itemSchema),
  vatBreakdown: z.array(z.unknown()),
});

export interface InvoiceSchemaOptions {
  /** The values the form was filled with: only changes are checked, as the database does. */
  initial?: InvoiceFormValues;
  /** Today (ISO), for the invoice date's range. */
  today: string;
  locale?: InputLocale;
  /** The invoice itself, which cannot be its own credit memo's target. */
  documentRowId?: string;
}

/** An amount field's value in cents, or null when empty or not a valid amount (its own
 * message says why; the cross-checks leave it alone). */
export function centsOf(text: string, locale: InputLocale): bigint | null {
  const value = parseDecimalInput(text, locale);
  return value === null || value === undefined || fractionDigits(value) > 2 ? null : toUnits(value, 2);
}

/** A date field's ISO value, or null when empty or not a date. */
function isoOf(text: string, locale: InputLocale): string | null {
  return (apiValueOf({ kind: "date" }, text, locale) as string | null | undefined) ?? null;
}

/**
 * The form's schema. Each message is a translation key (see validationMessage). Like the
 * database's trigger, a rule is applied when a value it reads was changed; the delivery
 * period's order is a check constraint and applies always.
 */
export function makeInvoiceFormSchema({ initial, today, locale = "de", documentRowId }: InvoiceSchemaOptions) {
  return baseSchema.superRefine((values, ctx) => {
    const v = values as InvoiceFormValues;
    checkFields(INVOICE_FIELD_RULES, v, initial, locale, ctx);
    const changed = (...fields: InvoiceField[]) =>
      !initial || fields.some((field) => !sameValue(INVOICE_FIELD_RULES[field], v[field], initial[field], locale));

    const invoiceDate = isoOf(v.invoiceDate, locale);
    if (invoiceDate && changed("invoiceDate") && (invoiceDate < INVOICE_DATE_MIN || invoiceDate > addDays(today, 366)))
      addIssue(ctx, ["invoiceDate"], validationMessage("invoiceDateOutOfRange"));
    const dueDate = isoOf(v.dueDate, locale);
    if (invoiceDate && dueDate && dueDate < invoiceDate && changed("invoiceDate", "dueDate"))
      addIssue(ctx, ["dueDate"], validationMessage("dueDateBeforeInvoiceDate"));
    const discountUntil = isoOf(v.discountUntil, locale);
    if (invoiceDate && discountUntil && discountUntil < invoiceDate && changed("invoiceDate", "discountUntil"))
      addIssue(ctx, ["discountUntil"], validationMessage("discountDateBeforeInvoiceDate"));
    const deliveredFrom = isoOf(v.deliveredFrom, locale);
    const deliveredUntil = isoOf(v.deliveredUntil, locale);
    if (deliveredFrom && deliveredUntil && deliveredUntil < deliveredFrom)
      addIssue(ctx, ["deliveredUntil"], validationMessage("deliveryPeriodReversed"));

    const [net, vat, total] = [centsOf(v.net, locale), centsOf(v.vatAmount, locale), centsOf(v.total, locale)];
    if (net !== null && vat !== null && total !== null && net + vat !== total && changed("net", "vatAmount", "total"))
      addIssue(ctx, ["total"], validationMessage("totalsDoNotAddUp"));
    // A credit memo's amounts are entered as printed, without minus sign: the flag makes them a
    // credit (the database's invoices_credit_memo_amounts_check; a negative amount beside it
    // would be negated twice). A corrected invoice keeps negative amounts without the flag.
    if (v.creditMemo)
      for (const [field, cents] of [
        ["net", net],
        ["vatAmount", vat],
        ["total", total],
      ] as const)
        if (cents !== null && cents < 0n) addIssue(ctx, [field], validationMessage("creditMemoAmountNegative"));
    const discountAmount = centsOf(v.discountAmount, locale);
    if (discountAmount !== null && total !== null && discountAmount > total && changed("discountAmount"))
      addIssue(ctx, ["discountAmount"], validationMessage("discountAmountExceedsTotal"));
    const clauseNet = centsOf(v.clause35ANet, locale);
    const clauseTotal = centsOf(v.clause35ATotal, locale);
    if (
      clauseTotal !== null &&
      total !== null &&
      clauseTotal > total &&
      changed("clause35ANet", "clause35ATotal", "total")
    )
      addIssue(ctx, ["clause35ATotal"], validationMessage("clause35AExceedsTotal"));
    if (
      clauseNet !== null &&
      clauseTotal !== null &&
      clauseNet > clauseTotal &&
      changed("clause35ANet", "clause35ATotal")
    )
      addIssue(ctx, ["clause35ANet"], validationMessage("clause35ANetExceedsTotal"));

    if (documentRowId && v.creditMemoForInvoiceRowId === documentRowId && changed("creditMemoForInvoiceRowId"))
      addIssue(ctx, ["creditMemoForInvoiceRowId"], validationMessage("creditMemoForItself"));

    if (!initial || invoiceItemsChanged(initial.items, v.items, locale)) {
      if (v.items.length > MAX_INVOICE_ITEMS)
        addIssue(ctx, ["items"], validationMessage("tooManyItems", { max: MAX_INVOICE_ITEMS }));
      v.items.forEach((item, index) => checkFields(INVOICE_ITEM_RULES, item, undefined, locale, ctx, ["items", index]));
    }
  });
}

/**
 * The amount due as total − prepaid + rounding, and whether the entered amount due differs from
 * it by more than a cent (a warning, not an error: an invoice may state another amount due).
 * Null when the total or the amount due is empty or not an amount.
 */
export function amountDueCheckOf(
  values: Pick<InvoiceFieldValues, "total" | "prepaidAmount" | "roundingAmount" | "amountDue">,
  locale: InputLocale,
): { expected: bigint; entered: bigint; differs: boolean } | null {
  const expected = expectedAmountDueOf(values, locale);
  const entered = centsOf(values.amountDue, locale);
  if (expected === null || entered === null) return null;
  const difference = entered - expected;
  return { expected, entered, differs: difference > 1n || difference < -1n };
}

/** Gross − prepaid + rounding in cents (empty prepaid and rounding count as 0); null without a valid total. */
export function expectedAmountDueOf(
  values: Pick<InvoiceFieldValues, "total" | "prepaidAmount" | "roundingAmount">,
  locale: InputLocale,
): bigint | null {
  const total = centsOf(values.total, locale);
  const optional = (text: string) => (text.trim() === "" ? 0n : centsOf(text, locale));
  const prepaid = optional(values.prepaidAmount);
  const rounding = optional(values.roundingAmount);
  return total === null || prepaid === null || rounding === null ? null : total - prepaid + rounding;
}

/** The updateInvoice patch: only the fields whose stored value changed. */
export function invoicePatchOf(
  initial: InvoiceFormValues,
  values: InvoiceFormValues,
  locale: InputLocale = "de",
): InvoicePatch {
  return patchOf(INVOICE_FIELD_RULES, values, initial, locale) as InvoicePatch;
}

export interface InvoiceItemInput {
  posNo: string | null;
  deliveryNo: string | null;
  orderNo: string | null;
  title: string | null;
  quantity: string | null;
  unit: string | null;
  unitNetPrice: string | null;
  vatPercent: string | null;
  discountPercent: string | null;
  totalPrice: string | null;
}

/** The lines as setInvoiceItems takes them, in their order. */
export function invoiceItemsInputOf(
  items: readonly InvoiceItemValues[],
  locale: InputLocale = "de",
): InvoiceItemInput[] {
  return items.map((item) => {
    const entries = (Object.keys(INVOICE_ITEM_RULES) as (keyof InvoiceItemValues)[]).map((name) => {
      const value = apiValueOf(INVOICE_ITEM_RULES[name], item[name], locale);
      return [name, typeof value === "string" ? value : null] as const;
    });
    return Object.fromEntries(entries) as unknown as InvoiceItemInput;
  });
}

/** Whether the lines differ in what would be stored (order included). */
export function invoiceItemsChanged(
  initial: readonly InvoiceItemValues[],
  items: readonly InvoiceItemValues[],
  locale: InputLocale = "de",
): boolean {
  if (initial.length !== items.length) return true;
  return items.some((item, index) =>
    (Object.keys(INVOICE_ITEM_RULES) as (keyof InvoiceItemValues)[]).some(
      (name) => !sameValue(INVOICE_ITEM_RULES[name], item[name], initial[index]![name], locale),
    ),
  );
}

export const EMPTY_INVOICE_ITEM: InvoiceItemValues = {
  posNo: "",
  deliveryNo: "",
  orderNo: "",
  title: "",
  quantity: "",
  unit: "",
  unitNetPrice: "",
  vatPercent: "",
  discountPercent: "",
  totalPrice: "",
};

/** The stored invoice as the form's fragment reads it (decimals and dates as the API sends them). */
export interface InvoiceSource {
  categoryRowId: string | null;
  partnerCompanyRowId: string | null | undefined;
  partnerCompanyLocationRowId: string | null | undefined;
  partnerAccountRowId?: string | null | undefined;
  invoiceNumber: string | null | undefined;
  internalNumber: string | null | undefined;
  invoiceDate: string | null | undefined;
  dueDate: string | null | undefined;
  orderNumber: string | null | undefined;
  orderDate: string | null | undefined;
  deliveredFrom: string | null | undefined;
  deliveredUntil: string | null | undefined;
  net: string | null | undefined;
  vatAmount: string | null | undefined;
  total: string | null | undefined;
  prepaidAmount?: string | null | undefined;
  roundingAmount?: string | null | undefined;
  amountDue?: string | null | undefined;
  currency: string;
  conversionRate: string | null | undefined;
  accountNumber: string | null | undefined;
  discountUntil: string | null | undefined;
  discountPercent: string | null | undefined;
  discountAmount: string | null | undefined;
  iban: string | null | undefined;
  bic: string | null | undefined;
  paymentReference: string | null | undefined;
  creditMemo: boolean;
  creditMemoForInvoiceRowId: string | null | undefined;
  clause35AKind: string | null | undefined;
  clause35ANet: string | null | undefined;
  clause35ATotal: string | null | undefined;
  items: readonly {
    posNo: string | null | undefined;
    deliveryNo: string | null | undefined;
    orderNo: string | null | undefined;
    title: string;
    quantity: string | null | undefined;
    unit: string | null | undefined;
    unitNetPrice: string | null | undefined;
    vatPercent: string | null | undefined;
    discountPercent: string | null | undefined;
    totalPrice: string | null | undefined;
  }[];
  /** The stored VAT breakdown (JSON). */
  vatBreakdown?: unknown;
}

/** How many decimals a decimal field shows at least and at most. */
export const DECIMAL_DISPLAY: Record<string, readonly [number, number]> = {
  amount: [2, 2],
  percent: [0, 2],
  conversionRate: [0, 8],
  quantity: [0, 4],
  unitNetPrice: [2, 4],
};

const amountText = (value: string | null | undefined, locale: InputLocale) =>
  formatDecimalInput(value, locale, ...DECIMAL_DISPLAY.amount!);
const percentText = (value: string | null | undefined, locale: InputLocale) =>
  formatDecimalInput(value, locale, ...DECIMAL_DISPLAY.percent!);
const dateText = (value: string | null | undefined, locale: InputLocale) => formatDateInput(value, locale);

/** The form's values for a stored invoice, formatted for the interface language. */
export function invoiceFormValuesOf(source: InvoiceSource, locale: InputLocale = "de"): InvoiceFormValues {
  const kind = CLAUSE_35A_KINDS.find((k) => k === source.clause35AKind) ?? null;
  return {
    categoryRowId: source.categoryRowId,
    partnerCompanyRowId: source.partnerCompanyRowId ?? null,
    partnerCompanyLocationRowId: source.partnerCompanyLocationRowId ?? null,
    partnerAccountRowId: source.partnerAccountRowId ?? null,
    invoiceNumber: source.invoiceNumber ?? "",
    internalNumber: source.internalNumber ?? "",
    invoiceDate: dateText(source.invoiceDate, locale),
    dueDate: dateText(source.dueDate, locale),
    orderNumber: source.orderNumber ?? "",
    orderDate: dateText(source.orderDate, locale),
    deliveredFrom: dateText(source.deliveredFrom, locale),
    deliveredUntil: dateText(source.deliveredUntil, locale),
    net: amountText(source.net, locale),
    vatAmount: amountText(source.vatAmount, locale),
    total: amountText(source.total, locale),
    prepaidAmount: amountText(source.prepaidAmount, locale),
    roundingAmount: amountText(source.roundingAmount, locale),
    amountDue: amountText(source.amountDue, locale),
    currency: source.currency,
    conversionRate: formatDecimalInput(source.conversionRate, locale, ...DECIMAL_DISPLAY.conversionRate!),
    accountNumber: source.accountNumber ?? "",
    discountUntil: dateText(source.discountUntil, locale),
    discountPercent: percentText(source.discountPercent, locale),
    discountAmount: amountText(source.discountAmount, locale),
    iban: formatIban(source.iban),
    bic: source.bic ?? "",
    paymentReference: source.paymentReference ?? "",
    creditMemo: source.creditMemo,
    creditMemoForInvoiceRowId: source.creditMemoForInvoiceRowId ?? null,
    clause35AKind: kind,
    clause35ANet: amountText(source.clause35ANet, locale),
    clause35ATotal: amountText(source.clause35ATotal, locale),
    items: source.items.map((item) => ({
      posNo: item.posNo ?? "",
      deliveryNo: item.deliveryNo ?? "",
      orderNo: item.orderNo ?? "",
      title: item.title,
      quantity: formatDecimalInput(item.quantity, locale, ...DECIMAL_DISPLAY.quantity!),
      unit: item.unit ?? "",
      unitNetPrice: formatDecimalInput(item.unitNetPrice, locale, ...DECIMAL_DISPLAY.unitNetPrice!),
      vatPercent: percentText(item.vatPercent, locale),
      discountPercent: percentText(item.discountPercent, locale),
      totalPrice: amountText(item.totalPrice, locale),
    })),
    vatBreakdown: Array.isArray(source.vatBreakdown) ? [...(source.vatBreakdown as unknown[])] : [],
  };
}
