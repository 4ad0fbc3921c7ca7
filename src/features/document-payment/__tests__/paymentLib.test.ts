import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeMarkPaidFormSchema } from "../forms/markPaidFormSchema.ts";
import { makePayDialogFormSchema } from "../forms/payDialogFormSchema.ts";
import { paymentReminderFormSchema } from "../forms/paymentReminderFormSchema.ts";
import { fromCents, isZeroAmount, subtractAmounts, sumAmounts, toCents } from "../lib/money.ts";
import { type PayCandidate, paymentAmountOf, splitPayable } from "../lib/payableInvoices.ts";
import { createSepaFile, fetchEpcQr, parsePaymentsResponse, sendPaymentReminder } from "../lib/paymentsApi.ts";
import { fillPlaceholders, payRefusalText, paymentsErrorText } from "../lib/paymentTexts.ts";

const TODAY = "2026-11-23";
// Any schema does for reading errors; success needs its shape.
const sepaSchemaProbe = z.object({ sepaFile: z.object({ rowId: z.string() }) });
const ID = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function candidate(n: number, change: Partial<PayCandidate> = {}): PayCandidate {
  return {
    documentRowId: ID(n),
    type: "INCOMING_INVOICE",
    title: `Rechnung ${n}`,
    invoiceNumber: `RE-${n}`,
    isInvoice: true,
    canPay: true,
    payRefusal: null,
    currency: "EUR",
    amountDue: "119.00",
    openAmount: "119.00",
    paidAmount: "0.00",
    paymentRecipient: "Elektro Schmidt GmbH",
    paymentIban: "DE89370400440532013000",
    paymentDiscountDueDate: null,
    paymentDiscountAmount: null,
    paymentDiscountPercent: null,
    hasUnverifiedIban: false,
    mandate: null,
    ...change,
  };
}

describe("money", () => {
  it("computes in cents without floating point", () => {
    expect(toCents("1190.5")).toBe(119050n);
    expect(toCents("-0.07")).toBe(-7n);
    expect(toCents("12")).toBe(1200n);
    expect(toCents("1,5")).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(fromCents(-7n)).toBe("-0.07");
    expect(sumAmounts(["0.10", "0.20", null, "1190.29"])).toBe("1190.59");
    expect(subtractAmounts("1890.29", "37.81")).toBe("1852.48");
    expect(subtractAmounts("1", null)).toBeNull();
    expect(isZeroAmount("0.00")).toBe(true);
    expect(isZeroAmount(undefined)).toBe(true);
    expect(isZeroAmount("0.01")).toBe(false);
  });
});

describe("payable invoices", () => {
  it("takes the early-payment discount until its last day and only when nothing is paid yet", () => {
    const discounted = { ...candidate(1), paymentDiscountDueDate: TODAY, paymentDiscountAmount: "2.38" };
    expect(paymentAmountOf(discounted, TODAY)).toEqual({ amount: "116.62", isDiscounted: true });
    expect(paymentAmountOf(discounted, "2026-11-24")).toEqual({ amount: "119.00", isDiscounted: false });
    expect(paymentAmountOf({ ...discounted, paidAmount: "50.00", openAmount: "69.00" }, TODAY)).toEqual({
      amount: "69.00",
      isDiscounted: false,
    });
  });

  it("skips what the server would refuse, in the order requested, and keeps the rest", () => {
    const { payable, skipped } = splitPayable(
      [ID(1), ID(2), ID(3), ID(4), ID(5), ID(6), ID(7), ID(1)],
      [
        candidate(1),
        candidate(2, { canPay: false, payRefusal: "INVOICE_IS_CREDIT_MEMO" }),
        candidate(3, { type: "OUTGOING_INVOICE" }),
        candidate(4, { currency: "CHF" }),
        candidate(5, { paymentIban: "DE00123" }),
        candidate(6, { openAmount: "0.00" }),
      ],
      "SEPA_FILE",
      TODAY,
    );
    expect(payable.map((line) => line.documentRowId)).toEqual([ID(1)]);
    expect(skipped.map((s) => [s.documentRowId, s.code])).toEqual([
      [ID(2), "INVOICE_IS_CREDIT_MEMO"],
      [ID(3), "NOT_AN_INCOMING_INVOICE"],
      [ID(4), "PAYMENT_CURRENCY_NOT_EUR"],
      [ID(5), "PAYMENT_IBAN_MISSING"],
      [ID(6), "INVOICE_ALREADY_PAID"],
      [ID(7), "DOCUMENT_NOT_FOUND"],
    ]);
  });

  it("collects direct debits from outgoing invoices with a mandate, to the mandate's account", () => {
    const mandate = { debtorName: "Hausverwaltung Schönhauser GmbH", debtorIban: "DE02100900007315520004" };
    const { payable, skipped } = splitPayable(
      [ID(1), ID(2), ID(3)],
      [candidate(1, { type: "OUTGOING_INVOICE", mandate }), candidate(2, { type: "OUTGOING_INVOICE" }), candidate(3)],
      "DIRECT_DEBIT",
      TODAY,
    );
    expect(payable).toEqual([
      expect.objectContaining({ recipient: mandate.debtorName, iban: mandate.debtorIban, hasUnverifiedIban: false }),
    ]);
    expect(skipped.map((s) => s.code)).toEqual(["DIRECT_DEBIT_MANDATE_MISSING", "NOT_AN_OUTGOING_INVOICE"]);
  });
});

describe("form schemas", () => {
  it("pay dialog: account, a date from today on, every unverified IBAN ticked", () => {
    const schema = makePayDialogFormSchema({ today: TODAY, locale: "de", unverifiedDocumentRowIds: [ID(1)] });
    const valid = {
      moneyAccountRowId: "a",
      requestedDate: "23.11.2026",
      schemaVersion: "pain.001.001.09" as const,
      confirmedIbanDocumentRowIds: [ID(1)],
    };
    expect(schema.parse(valid)).toEqual({ ...valid, requestedDate: "2026-11-23" });
    const messages = (values: object) => {
      const result = schema.safeParse({ ...valid, ...values });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ moneyAccountRowId: null })).toEqual(["accountRequired"]);
    expect(messages({ requestedDate: "" })).toEqual(["dateRequired"]);
    expect(messages({ requestedDate: "30.02.2027" })).toEqual(["dateInvalid"]);
    expect(messages({ requestedDate: "22.11.2026" })).toEqual(["dateInPast"]);
    expect(messages({ confirmedIbanDocumentRowIds: [] })).toEqual(["confirmIbanRequired"]);
    const bank = makePayDialogFormSchema({
      today: TODAY,
      locale: "en",
      unverifiedDocumentRowIds: [],
      maxDaysAhead: 90,
    });
    expect(bank.safeParse({ ...valid, requestedDate: "21/02/2027" }).success).toBe(true);
    expect(bank.safeParse({ ...valid, requestedDate: "22/02/2027" }).error?.issues[0]?.message).toBe("dateTooFar");
  });

  it("marking paid: a real date, not after today", () => {
    const schema = makeMarkPaidFormSchema(TODAY, "de");
    expect(schema.parse({ paidDate: "20.11.26" })).toEqual({ paidDate: "2026-11-20" });
    expect(schema.safeParse({ paidDate: "24.11.2026" }).error?.issues[0]?.message).toBe("paidDateInFuture");
    expect(schema.safeParse({ paidDate: "" }).error?.issues[0]?.message).toBe("paidDateRequired");
    expect(schema.safeParse({ paidDate: "gestern" }).error?.issues[0]?.message).toBe("paidDateInvalid");
  });

  it("reminder: the server's limits", () => {
    const valid = { receiver: " a@b.de ", subject: "S", message: "M", ccMe: false, attachDocument: true };
    expect(paymentReminderFormSchema.parse(valid).receiver).toBe("a@b.de");
    const first = (values: object) =>
      paymentReminderFormSchema.safeParse({ ...valid, ...values }).error?.issues[0]?.message;
    expect(first({ receiver: "" })).toBe("receiverRequired");
    expect(first({ receiver: "a@b" })).toBe("receiverInvalid");
    expect(first({ subject: "  " })).toBe("subjectRequired");
    expect(first({ subject: "x".repeat(201) })).toBe("subjectTooLong");
    expect(first({ message: "x".repeat(5001) })).toBe("messageTooLong");
  });
});

describe("payments API", () => {
  it("reads success, refusals and unusable answers", () => {
    expect(
      parsePaymentsResponse(
        422,
        {
          error: { code: "PAYMENT_REFUSED", message: "x" },
          refusals: [{ documentRowId: ID(1), code: "INVOICE_ALREADY_PAID" }],
        },
        sepaSchemaProbe,
      ),
    ).toEqual({
      ok: false,
      error: {
        code: "PAYMENT_REFUSED",
        message: "x",
        status: 422,
        refusals: [{ documentRowId: ID(1), code: "INVOICE_ALREADY_PAID" }],
      },
    });
    expect(parsePaymentsResponse(502, "<html>", sepaSchemaProbe)).toEqual({
      ok: false,
      error: { code: "UNKNOWN", message: null, status: 502, refusals: [] },
    });
    expect(parsePaymentsResponse(200, { unexpected: true }, sepaSchemaProbe)).toMatchObject({
      ok: false,
      error: { code: "MALFORMED_RESPONSE" },
    });
  });

  it("refuses malformed payloads before sending them", async () => {
    const fetchImpl = () => Promise.reject(new Error("must not be called"));
    const options = { language: "de", fetchImpl };
    expect(
      await createSepaFile(
        "CREDIT_TRANSFER",
        { clientCompanyRowId: "x", documentRowIds: [], moneyAccountRowId: "y" },
        options,
      ),
    ).toMatchObject({ ok: false, error: { code: "INVALID_REQUEST" } });
    expect(await fetchEpcQr("not-a-uuid", options)).toMatchObject({ ok: false, error: { code: "INVALID_REQUEST" } });
    expect(
      await sendPaymentReminder(
        { documentRowId: ID(1), receiver: "kein-mail", subject: "s", message: "m", ccMe: false, attachDocument: false },
        options,
      ),
    ).toMatchObject({ ok: false, error: { code: "INVALID_REQUEST" } });
  });
});

describe("texts", () => {
  const t = i18next.t.bind(i18next);
  it("translates refusal and error codes, and falls back to the server's message", () => {
    expect(payRefusalText("INVOICE_ALREADY_PAID", t)).toBe("Die Rechnung ist bereits bezahlt.");
    expect(payRefusalText("SOMETHING_NEW", t)).toBe("Die Rechnung kann so nicht bezahlt werden.");
    expect(paymentsErrorText({ code: "PAYMENT_DATE_IN_PAST", message: "x" }, t)).toBe(
      "Das Ausführungsdatum liegt in der Vergangenheit.",
    );
    expect(paymentsErrorText({ code: "ACCOUNT_NOT_CONNECTED", message: "Dieses Konto ist nicht verknüpft." }, t)).toBe(
      "Dieses Konto ist nicht verknüpft.",
    );
    expect(paymentsErrorText({ code: "ODD", message: null }, t)).toBe(
      "Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.",
    );
  });

  it("fills known placeholders of a company's text and leaves the others", () => {
    expect(fillPlaceholders("Rechnung {{number}} / {{ amount }} / {{x}}", { number: "RE-1", amount: "5 €" })).toBe(
      "Rechnung RE-1 / 5 € / {{x}}",
    );
  });
});
