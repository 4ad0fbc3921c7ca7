import { describe, expect, it } from "vitest";
import {
  amountDueCheckOf,
  EMPTY_INVOICE_ITEM,
  type InvoiceFormValues,
  invoiceFormValuesOf,
  invoiceItemsChanged,
  invoiceItemsInputOf,
  invoicePatchOf,
  makeInvoiceFormSchema,
} from "../forms/invoiceFormSchema.ts";

const TODAY = "2026-11-20";
const DOCUMENT = "d0000000-0000-4000-8000-000000000001";

const STORED = invoiceFormValuesOf({
  categoryRowId: "c1",
  partnerCompanyRowId: "p1",
  partnerCompanyLocationRowId: null,
  invoiceNumber: "RE-2026-0042",
  internalNumber: null,
  invoiceDate: "2026-11-03",
  dueDate: "2026-11-17",
  orderNumber: null,
  orderDate: null,
  deliveredFrom: "2026-10-01",
  deliveredUntil: "2026-10-31",
  net: "1000.00",
  vatAmount: "190.00",
  total: "1190.00",
  currency: "EUR",
  conversionRate: null,
  accountNumber: null,
  discountUntil: null,
  discountPercent: null,
  discountAmount: null,
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  paymentReference: "RE-2026-0042",
  creditMemo: false,
  creditMemoForInvoiceRowId: null,
  clause35AKind: null,
  clause35ANet: null,
  clause35ATotal: null,
  items: [
    {
      posNo: "1",
      deliveryNo: null,
      orderNo: null,
      title: "Installation",
      quantity: "8",
      unit: "HUR",
      unitNetPrice: "75",
      vatPercent: "19",
      discountPercent: null,
      totalPrice: "600",
    },
  ],
});

/** The issues of a change to the stored invoice, as { path: message key }. */
function issuesOf(change: Partial<InvoiceFormValues>, { initial = STORED as InvoiceFormValues | undefined } = {}) {
  const result = makeInvoiceFormSchema({ initial, today: TODAY, documentRowId: DOCUMENT }).safeParse({
    ...STORED,
    ...change,
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const key = (name: string) => `documentReview.validation.${name}`;

describe("invoice form values", () => {
  it("formats the stored invoice in German", () => {
    expect(STORED).toMatchObject({
      invoiceDate: "03.11.2026",
      net: "1.000,00",
      total: "1.190,00",
      iban: "DE89 3704 0044 0532 0130 00",
      internalNumber: "",
      discountPercent: "",
    });
    expect(STORED.items[0]).toMatchObject({
      quantity: "8",
      unitNetPrice: "75,00",
      vatPercent: "19",
      totalPrice: "600,00",
    });
  });

  it("accepts the stored invoice and correct changes", () => {
    expect(issuesOf({})).toEqual({});
    expect(
      issuesOf({ net: "1.100,00", vatAmount: "209", total: "1309.00", iban: "de89 3704 0044 0532 0130 00" }),
    ).toEqual({});
  });
});

describe("invoice form validation", () => {
  it("refuses totals that do not add up, to the cent", () => {
    expect(issuesOf({ total: "1.190,01" })).toEqual({ total: key("totalsDoNotAddUp") });
    expect(issuesOf({ net: "1000,01" })).toEqual({ total: key("totalsDoNotAddUp") });
    // unchanged stored totals that do not add up are the database's business, not this change's
    const broken = { ...STORED, total: "1.189,99" };
    expect(issuesOf({ iban: "" }, { initial: broken })).toEqual({});
    expect(issuesOf({ total: "1.189,99", invoiceNumber: "X" }, { initial: broken })).toEqual({});
  });

  it("refuses an IBAN with wrong check digits and a malformed BIC", () => {
    expect(issuesOf({ iban: "DE89370400440532013001" })).toEqual({ iban: key("invalidIban") });
    expect(issuesOf({ iban: "DE8937040044053201300" })).toEqual({ iban: key("invalidIban") }); // one digit short
    expect(issuesOf({ bic: "COBA" })).toEqual({ bic: key("invalidBic") });
    expect(issuesOf({ iban: "", bic: "" })).toEqual({});
  });

  it("refuses impossible dates and dates out of range", () => {
    expect(issuesOf({ invoiceDate: "31.02.2026" })).toEqual({ invoiceDate: key("invalidDate") });
    expect(issuesOf({ dueDate: "morgen" })).toEqual({ dueDate: key("invalidDate") });
    expect(issuesOf({ invoiceDate: "31.12.1989", dueDate: "" })).toEqual({ invoiceDate: key("invoiceDateOutOfRange") });
    // a year and a day ahead of today is the last accepted invoice date
    expect(issuesOf({ invoiceDate: "21.11.2027", dueDate: "" })).toEqual({});
    expect(issuesOf({ invoiceDate: "22.11.2027", dueDate: "" })).toEqual({ invoiceDate: key("invoiceDateOutOfRange") });
    expect(issuesOf({ orderDate: "01.01.2300" })).toEqual({ orderDate: key("dateOutOfRange") });
  });

  it("refuses due and discount dates before the invoice date and a reversed delivery period", () => {
    expect(issuesOf({ dueDate: "02.11.2026" })).toEqual({ dueDate: key("dueDateBeforeInvoiceDate") });
    expect(issuesOf({ invoiceDate: "18.11.2026" })).toEqual({ dueDate: key("dueDateBeforeInvoiceDate") });
    expect(issuesOf({ discountUntil: "01.11.2026" })).toEqual({ discountUntil: key("discountDateBeforeInvoiceDate") });
    expect(issuesOf({ deliveredUntil: "30.09.2026" })).toEqual({ deliveredUntil: key("deliveryPeriodReversed") });
  });

  it("refuses negative and out-of-range discounts", () => {
    expect(issuesOf({ discountPercent: "-2" })).toEqual({ discountPercent: key("mustNotBeNegative") });
    expect(issuesOf({ discountPercent: "100,5" })).toEqual({ discountPercent: key("percentOutOfRange") });
    expect(issuesOf({ discountPercent: "2,125" })).toEqual({ discountPercent: `${key("tooManyDecimals")}|{"max":2}` });
    expect(issuesOf({ discountAmount: "-1" })).toEqual({ discountAmount: key("mustNotBeNegative") });
    expect(issuesOf({ discountAmount: "1.190,01" })).toEqual({ discountAmount: key("discountAmountExceedsTotal") });
    expect(issuesOf({ discountPercent: "2", discountAmount: "23,80", discountUntil: "13.11.2026" })).toEqual({});
  });

  it("refuses amounts that are no numbers or too precise", () => {
    expect(issuesOf({ net: "tausend" })).toEqual({ net: key("invalidNumber") });
    expect(issuesOf({ vatAmount: "190,005" })).toEqual({ vatAmount: `${key("tooManyDecimals")}|{"max":2}` });
    expect(issuesOf({ conversionRate: "0" })).toEqual({ conversionRate: key("mustBePositive") });
    expect(issuesOf({ currency: "EU" })).toEqual({ currency: key("invalidCurrency") });
    expect(issuesOf({ invoiceNumber: "x".repeat(101) })).toEqual({ invoiceNumber: `${key("tooLong")}|{"max":100}` });
  });

  it("checks the §35a amounts against each other and the total", () => {
    expect(issuesOf({ clause35ATotal: "1.200,00" })).toEqual({ clause35ATotal: key("clause35AExceedsTotal") });
    expect(issuesOf({ clause35ANet: "300", clause35ATotal: "200" })).toEqual({
      clause35ANet: key("clause35ANetExceedsTotal"),
    });
    expect(issuesOf({ clause35ANet: "-1" })).toEqual({ clause35ANet: key("mustNotBeNegative") });
    expect(issuesOf({ clause35AKind: "CRAFTSMAN_SERVICE", clause35ANet: "400", clause35ATotal: "476" })).toEqual({});
  });

  it("refuses the invoice as its own credit memo's target", () => {
    expect(issuesOf({ creditMemo: true, creditMemoForInvoiceRowId: DOCUMENT })).toEqual({
      creditMemoForInvoiceRowId: key("creditMemoForItself"),
    });
  });

  it("refuses a credit memo's negative net, VAT or total (entered as printed, the box makes them a credit)", () => {
    const negative = { net: "-1.000,00", vatAmount: "-190,00", total: "-1.190,00" };
    const refused = key("creditMemoAmountNegative");
    // Ticking the box on an invoice read with minus signs: each negative amount says why.
    expect(issuesOf({ ...negative, creditMemo: true })).toEqual({ net: refused, vatAmount: refused, total: refused });
    // Typing a minus sign on a credit memo.
    const creditMemo = { ...STORED, creditMemo: true };
    expect(issuesOf({ creditMemo: true, vatAmount: "-190,00", total: "810,00" }, { initial: creditMemo })).toEqual({
      vatAmount: refused,
    });
    // The credit memo as printed, and a corrected invoice's negative amounts without the box.
    expect(issuesOf({ creditMemo: true })).toEqual({});
    expect(issuesOf(negative)).toEqual({});
    expect(issuesOf({ creditMemo: true, net: "0,00", vatAmount: "0,00", total: "0,00" })).toEqual({});
  });

  it("checks every line once the lines changed", () => {
    const items = [STORED.items[0]!, { ...EMPTY_INVOICE_ITEM, quantity: "1,5", unitNetPrice: "abc" }];
    expect(issuesOf({ items })).toEqual({
      "items.1.title": key("required"),
      "items.1.unitNetPrice": key("invalidNumber"),
    });
    expect(issuesOf({ items: [{ ...STORED.items[0]!, vatPercent: "-19" }] })).toEqual({
      "items.0.vatPercent": key("mustNotBeNegative"),
    });
  });

  it("without the stored values checks every field", () => {
    expect(issuesOf({ iban: "DE00123" }, { initial: undefined })).toEqual({ iban: key("invalidIban") });
  });
});

describe("invoice patch", () => {
  it("carries only the changed fields, as the API takes them", () => {
    const values: InvoiceFormValues = {
      ...STORED,
      net: "1.000", // the same amount, typed differently
      total: "1.309,00",
      vatAmount: "309",
      iban: "de89 3704 0044 0532 0130 00", // the same IBAN
      bic: "",
      invoiceDate: "4.11.26",
      clause35AKind: "HOUSEHOLD_SERVICE",
    };
    expect(invoicePatchOf(STORED, values)).toEqual({
      total: "1309.00",
      vatAmount: "309",
      bic: null,
      invoiceDate: "2026-11-04",
      clause35AKind: "HOUSEHOLD_SERVICE",
    });
    expect(invoicePatchOf(STORED, STORED)).toEqual({});
  });

  it("sends the lines whole, only when they changed", () => {
    expect(invoiceItemsChanged(STORED.items, [{ ...STORED.items[0]!, totalPrice: "600" }])).toBe(false);
    const moved = [{ ...EMPTY_INVOICE_ITEM, title: " Anfahrt " }, STORED.items[0]!];
    expect(invoiceItemsChanged(STORED.items, moved)).toBe(true);
    expect(invoiceItemsInputOf(moved)).toEqual([
      {
        posNo: null,
        deliveryNo: null,
        orderNo: null,
        title: "Anfahrt",
        quantity: null,
        unit: null,
        unitNetPrice: null,
        vatPercent: null,
        discountPercent: null,
        totalPrice: null,
      },
      {
        posNo: "1",
        deliveryNo: null,
        orderNo: null,
        title: "Installation",
        quantity: "8",
        unit: "HUR",
        unitNetPrice: "75.00",
        vatPercent: "19",
        discountPercent: null,
        totalPrice: "600.00",
      },
    ]);
  });
});

describe("amountDueCheckOf", () => {
  const values = { total: "1.190,00", prepaidAmount: "500,00", roundingAmount: "", amountDue: "690,00" };
  it("accepts gross − prepaid + rounding within a cent", () => {
    expect(amountDueCheckOf(values, "de")).toEqual({ expected: 69000n, entered: 69000n, differs: false });
    expect(amountDueCheckOf({ ...values, amountDue: "690,01" }, "de")?.differs).toBe(false);
    expect(amountDueCheckOf({ ...values, roundingAmount: "0,02", amountDue: "690,02" }, "de")?.differs).toBe(false);
  });
  it("flags a larger difference, a negative amount due stays valid arithmetic", () => {
    expect(amountDueCheckOf({ ...values, amountDue: "700,00" }, "de")?.differs).toBe(true);
    expect(amountDueCheckOf({ ...values, prepaidAmount: "1.700,00", amountDue: "-510,00" }, "de")?.differs).toBe(false);
  });
  it("checks nothing without a total or an amount due", () => {
    expect(amountDueCheckOf({ ...values, amountDue: "" }, "de")).toBeNull();
    expect(amountDueCheckOf({ ...values, total: "" }, "de")).toBeNull();
  });
});
