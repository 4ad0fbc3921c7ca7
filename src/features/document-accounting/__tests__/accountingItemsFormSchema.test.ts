import { describe, expect, it } from "vitest";
import {
  type AccountingFormContext,
  type AccountingItemFormValues,
  accountingItemsFormSchema,
  toAccountingItemInputs,
} from "../forms/accountingItemsFormSchema.ts";

const CONTEXT: AccountingFormContext = {
  locale: "de",
  vats: new Map([
    ["vst19", { amountTypeMustBeNet: false, percentages: ["19.00", "16.00"] }],
    ["rc94", { amountTypeMustBeNet: true, percentages: ["19.00"] }],
  ]),
  unavailableAccountRowIds: new Set(["pkw"]),
  costCenters: true,
  costUnits: false,
  singleCostCenter: false,
  singleCostUnit: false,
};

const row = (extra: Partial<AccountingItemFormValues> = {}): AccountingItemFormValues => ({
  title: "Telefon",
  bookingType: "DEBIT",
  amount: "1.190,00",
  amountType: "GROSS",
  generalLedgerAccountRowId: "telefon",
  valueAddedTaxRowId: "vst19",
  valueAddedTaxPercentage: "19.00",
  costCenters: [],
  costUnits: [],
  ...extra,
});

/** The issues of one row as "path: message". */
function issues(values: AccountingItemFormValues, context: Partial<AccountingFormContext> = {}) {
  const result = accountingItemsFormSchema({ ...CONTEXT, ...context }).safeParse({ items: [values] });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.slice(2).join(".")}: ${i.message}`);
}

describe("accountingItemsFormSchema", () => {
  it("accepts a complete row, with cost-centre shares that add up", () => {
    expect(issues(row())).toEqual([]);
    expect(
      issues(
        row({
          costCenters: [
            { rowId: "c100", amount: "1.000,00" },
            { rowId: "c200", amount: "190" },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it.each<[string, Partial<AccountingItemFormValues>, string]>([
    ["an empty amount", { amount: "" }, "amount: required"],
    ["text as amount", { amount: "zwölf" }, "amount: notANumber"],
    ["three decimals", { amount: "1,234" }, "amount: tooManyDecimals"],
    ["a zero amount", { amount: "0,00" }, "amount: amountNotPositive"],
    ["a negative amount", { amount: "-5" }, "amount: amountNotPositive"],
    ["an amount over numeric(15,2)", { amount: "10000000000000,00" }, "amount: amountTooLarge"],
    ["no ledger account", { generalLedgerAccountRowId: null }, "generalLedgerAccountRowId: required"],
    ["a disabled ledger account", { generalLedgerAccountRowId: "pkw" }, "generalLedgerAccountRowId: accountDisabled"],
    ["a gross amount under a net-only key", { valueAddedTaxRowId: "rc94" }, "amountType: amountTypeMustBeNet"],
    ["a rate the key does not have", { valueAddedTaxPercentage: "7" }, "valueAddedTaxPercentage: percentageNotAllowed"],
    ["a key without a rate", { valueAddedTaxPercentage: null }, "valueAddedTaxPercentage: required"],
    ["an unknown key", { valueAddedTaxRowId: "other" }, "valueAddedTaxRowId: unknownVat"],
    ["a booking text over 60 characters", { title: "x".repeat(61) }, "title: titleTooLong"],
    [
      "shares that do not add up",
      { costCenters: [{ rowId: "c100", amount: "1.000,00" }] },
      "costCenters: sharesDoNotAddUp",
    ],
    [
      "the same cost centre twice",
      {
        costCenters: [
          { rowId: "c100", amount: "595" },
          { rowId: "c100", amount: "595" },
        ],
      },
      "costCenters: duplicateShare",
    ],
    [
      "a share without cost centre",
      { costCenters: [{ rowId: null, amount: "1190" }] },
      "costCenters.0.rowId: required",
    ],
    [
      "a share with a bad amount",
      { costCenters: [{ rowId: "c100", amount: "x" }] },
      "costCenters.0.amount: notANumber",
    ],
    ["cost units while switched off", { costUnits: [{ rowId: "u1", amount: "1190" }] }, "costUnits: featureOff"],
  ])("refuses %s", (_what, extra, expected) => {
    expect(issues(row(extra))).toContain(expected);
  });

  it("accepts a net amount under a net-only key, and a rate spelled differently", () => {
    expect(issues(row({ valueAddedTaxRowId: "rc94", amountType: "NET" }))).toEqual([]);
    expect(issues(row({ valueAddedTaxPercentage: "16" }))).toEqual([]);
  });

  it("allows one cost centre per item with the single flag", () => {
    const two = row({
      costCenters: [
        { rowId: "c100", amount: "1000" },
        { rowId: "c200", amount: "190" },
      ],
    });
    expect(issues(two, { singleCostCenter: true })).toContain("costCenters: singlePerItem");
    expect(issues(two, { costCenters: false })).toContain("costCenters: featureOff");
  });

  it("maps the rows to the mutation's input: decimals from typed amounts, no rate without a key", () => {
    const values = {
      items: [
        row({ title: "  ", costCenters: [{ rowId: "c100", amount: "1.190" }] }),
        row({ valueAddedTaxRowId: null, valueAddedTaxPercentage: "19.00" }),
      ],
    };
    expect(toAccountingItemInputs(values, "de")).toEqual([
      {
        title: null,
        bookingType: "DEBIT",
        amount: "1190.00",
        amountType: "GROSS",
        generalLedgerAccountRowId: "telefon",
        valueAddedTaxRowId: "vst19",
        valueAddedTaxPercentage: "19.00",
        costCenters: [{ costCenterRowId: "c100", amount: "1190" }],
        costUnits: [],
      },
      expect.objectContaining({ valueAddedTaxRowId: null, valueAddedTaxPercentage: null }),
    ]);
  });
});
