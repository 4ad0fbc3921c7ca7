// The accounting tab's form: one row per accounting item, amounts as typed (German or English
// numbers), checked the way setAccountingItems checks them so most refusals never reach the
// server. Error messages are keys under documentAccounting.errors.
import { z } from "zod";
import { type InputLocale, parseAmountInput } from "../../../lib/decimalInput.ts";
import { fractionDigits, toCents } from "../../../lib/decimal.ts";

export const TITLE_MAX_LENGTH = 60;
/** numeric(15, 2): 13 digits before the decimal point. */
const MAX_CENTS = 10n ** 15n - 1n;

export interface AccountingFormContext {
  locale: InputLocale;
  /** VAT keys by row id. */
  vats: ReadonlyMap<string, { amountTypeMustBeNet: boolean; percentages: readonly string[] }>;
  /** Disabled ledger accounts the saved items do not use yet (those may stay). */
  unavailableAccountRowIds: ReadonlySet<string>;
  costCenters: boolean;
  costUnits: boolean;
  singleCostCenter: boolean;
  singleCostUnit: boolean;
}

const allocation = z.object({ rowId: z.string().nullable(), amount: z.string() });
export type AllocationFormValues = z.infer<typeof allocation>;

const item = z.object({
  title: z.string(),
  bookingType: z.enum(["DEBIT", "CREDIT"]),
  amount: z.string(),
  amountType: z.enum(["NET", "GROSS"]),
  generalLedgerAccountRowId: z.string().nullable(),
  valueAddedTaxRowId: z.string().nullable(),
  valueAddedTaxPercentage: z.string().nullable(),
  costCenters: z.array(allocation),
  costUnits: z.array(allocation),
});
export type AccountingItemFormValues = z.infer<typeof item>;
export interface AccountingItemsFormValues {
  items: AccountingItemFormValues[];
}

/** Equal rates whatever their spelling ("19" = "19.00"). */
export const sameRate = (a: string, b: string) => toCents(a) === toCents(b);

/** An amount as typed: the error key, or the cents. */
function checkAmount(text: string, locale: InputLocale): { error: string } | { cents: bigint } {
  const parsed = parseAmountInput(text, locale);
  if (parsed === null) return { error: "required" };
  if (parsed === undefined) return { error: "notANumber" };
  if (fractionDigits(parsed) > 2) return { error: "tooManyDecimals" };
  const cents = toCents(parsed);
  if (cents <= 0n) return { error: "amountNotPositive" };
  if (cents > MAX_CENTS) return { error: "amountTooLarge" };
  return { cents };
}

export function accountingItemsFormSchema(context: AccountingFormContext) {
  return z.object({
    items: z.array(
      item.superRefine((row, ctx) => {
        const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
        if (row.title.trim().length > TITLE_MAX_LENGTH) issue(["title"], "titleTooLong");
        const amount = checkAmount(row.amount, context.locale);
        if ("error" in amount) issue(["amount"], amount.error);
        if (!row.generalLedgerAccountRowId) issue(["generalLedgerAccountRowId"], "required");
        else if (context.unavailableAccountRowIds.has(row.generalLedgerAccountRowId))
          issue(["generalLedgerAccountRowId"], "accountDisabled");
        if (row.valueAddedTaxRowId) {
          const vat = context.vats.get(row.valueAddedTaxRowId);
          if (!vat) issue(["valueAddedTaxRowId"], "unknownVat");
          else {
            if (vat.amountTypeMustBeNet && row.amountType !== "NET") issue(["amountType"], "amountTypeMustBeNet");
            if (!row.valueAddedTaxPercentage) issue(["valueAddedTaxPercentage"], "required");
            else if (!vat.percentages.some((p) => sameRate(p, row.valueAddedTaxPercentage!)))
              issue(["valueAddedTaxPercentage"], "percentageNotAllowed");
          }
        }
        const shares = [
          ["costCenters", context.costCenters, context.singleCostCenter],
          ["costUnits", context.costUnits, context.singleCostUnit],
        ] as const;
        for (const [key, enabled, single] of shares) {
          const list = row[key];
          if (list.length === 0) continue;
          if (!enabled) {
            issue([key], "featureOff");
            continue;
          }
          if (single && list.length > 1) issue([key], "singlePerItem");
          let sum = 0n;
          let complete = true;
          list.forEach((share, i) => {
            if (!share.rowId) {
              issue([key, i, "rowId"], "required");
              complete = false;
            }
            const shareAmount = checkAmount(share.amount, context.locale);
            if ("error" in shareAmount) {
              issue([key, i, "amount"], shareAmount.error);
              complete = false;
            } else sum += shareAmount.cents;
          });
          const ids = list.map((s) => s.rowId).filter(Boolean);
          if (new Set(ids).size !== ids.length) issue([key], "duplicateShare");
          else if (complete && "cents" in amount && sum !== amount.cents) issue([key], "sharesDoNotAddUp");
        }
      }),
    ),
  });
}

/** The form's rows as setAccountingItems takes them (after the schema accepted them). */
export function toAccountingItemInputs(values: AccountingItemsFormValues, locale: InputLocale) {
  const money = (text: string) => parseAmountInput(text, locale) ?? null;
  return values.items.map((row) => ({
    title: row.title.trim() || null,
    bookingType: row.bookingType,
    amount: money(row.amount),
    amountType: row.amountType,
    generalLedgerAccountRowId: row.generalLedgerAccountRowId,
    valueAddedTaxRowId: row.valueAddedTaxRowId,
    valueAddedTaxPercentage: row.valueAddedTaxRowId ? row.valueAddedTaxPercentage : null,
    costCenters: row.costCenters.map((s) => ({ costCenterRowId: s.rowId, amount: money(s.amount) })),
    costUnits: row.costUnits.map((s) => ({ costUnitRowId: s.rowId, amount: money(s.amount) })),
  }));
}
