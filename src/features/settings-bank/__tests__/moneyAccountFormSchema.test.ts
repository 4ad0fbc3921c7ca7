import { describe, expect, it } from "vitest";
import {
  emptyMoneyAccountFormValues,
  isMaskedCardNumber,
  type MoneyAccountFormValues,
  moneyAccountFormSchema,
  moneyAccountFormValuesOf,
  toMoneyAccountInput,
  toMoneyAccountPatch,
} from "../forms/moneyAccountFormSchema.ts";
import { moneyCategoryFormSchema, normalizeKeywords, toMoneyCategoryPatch } from "../forms/moneyCategoryFormSchema.ts";
import { formatMaskedCardNumber } from "../lib/cardNumber.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";

const values = (overrides: Partial<MoneyAccountFormValues> = {}): MoneyAccountFormValues => ({
  ...emptyMoneyAccountFormValues(),
  name: "Geschäftskonto",
  iban: "DE89 3704 0044 0532 0130 00",
  ...overrides,
});

/** The messages of the failing fields, by field. */
function problems(kind: MoneyAccountKind, input: MoneyAccountFormValues) {
  const result = moneyAccountFormSchema(kind).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("moneyAccountFormSchema", () => {
  it("accepts a bank account with a valid IBAN in any spacing and case", () => {
    expect(problems("bank", values({ iban: "de89370400440532013000" }))).toEqual({});
    expect(problems("bank", values({ bic: "cobadeff xxx" }))).toEqual({});
  });

  it.each([
    ["", "settingsBank.validation.ibanRequired"],
    ["DE89 3704 0044 0532 0130 01", "settingsBank.validation.ibanInvalid"],
    ["DE89 3704 0044 0532 0130", "settingsBank.validation.ibanInvalid"],
    ["XX00 1234", "settingsBank.validation.ibanInvalid"],
  ])("refuses the IBAN %j", (iban, message) => {
    expect(problems("bank", values({ iban }))).toEqual({ iban: message });
  });

  it("requires a name of at most 120 characters, a currency code and a BIC of the right shape", () => {
    expect(problems("bank", values({ name: "   ", currency: "EURO", bic: "COBA" }))).toEqual({
      name: "settingsBank.validation.nameRequired",
      currency: "settingsBank.validation.currencyInvalid",
      bic: "settingsBank.validation.bicInvalid",
    });
    expect(problems("bank", values({ name: "x".repeat(121) }))).toEqual({
      name: "settingsBank.validation.nameTooLong",
    });
  });

  it("needs the holder when it is to appear in payments", () => {
    expect(problems("bank", values({ includeHolderWithPayment: true }))).toEqual({
      holder: "settingsBank.validation.holderRequired",
    });
    expect(problems("bank", values({ holder: "x".repeat(71) }))).toEqual({
      holder: "settingsBank.validation.holderTooLong",
    });
  });

  it("keeps limits a float would get wrong exact, to the cent", () => {
    const limit = (value: string) => toMoneyAccountPatch("creditCard", values({ limit: value })).limit;
    expect(limit("12345678901.23")).toBe("12345678901.23");
    expect(limit("1.005")).toBe("1.01");
    expect(limit("0.3")).toBe("0.30");
    expect(limit("")).toBeNull();
    expect(problems("creditCard", values({ limit: "9999999999999.99" }))).toEqual({});
    expect(problems("creditCard", values({ limit: "9999999999999.995" }))).toEqual({
      limit: "settingsBank.validation.limitTooLarge",
    });
  });

  it("refuses negative, too large and unreadable limits", () => {
    expect(problems("bank", values({ limit: "-1" }))).toEqual({ limit: "settingsBank.validation.limitNegative" });
    expect(problems("creditCard", values({ limit: "100000000000000" }))).toEqual({
      limit: "settingsBank.validation.limitTooLarge",
    });
    expect(problems("bank", values({ limit: "1,2," as never }))).toEqual({
      limit: "settingsBank.validation.limitInvalid",
    });
  });

  it("checks no IBAN for cards and cash books", () => {
    expect(problems("creditCard", values({ iban: "" }))).toEqual({});
    expect(problems("cash", values({ iban: "garbage" }))).toEqual({});
  });

  it("accepts only masked card numbers", () => {
    expect(problems("creditCard", values({ number: "4111 1111 1111 1111" }))).toEqual({
      number: "settingsBank.validation.cardNumberNotMasked",
    });
    expect(problems("creditCard", values({ number: "**** **** **** 1111" }))).toEqual({});
    expect(isMaskedCardNumber("411111******1111")).toBe(true);
    expect(isMaskedCardNumber("4111111111")).toBe(true);
    expect(isMaskedCardNumber("41111111111")).toBe(false);
    expect(isMaskedCardNumber("Visa Karte")).toBe(false);
    expect(isMaskedCardNumber("****")).toBe(false);
  });
});

describe("money account input and patch", () => {
  it("sends a bank account's IBAN and BIC compact in upper case, the limit to the cent", () => {
    expect(
      toMoneyAccountInput(
        "bank",
        "c0000000-0000-4000-8000-000000000001",
        values({ bic: "cobadeff xxx", limit: "5000.5", description: "  ", holder: " Alpha Bau GmbH " }),
      ),
    ).toEqual({
      clientCompanyRowId: "c0000000-0000-4000-8000-000000000001",
      type: "BANK",
      name: "Geschäftskonto",
      description: null,
      currency: "EUR",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      holder: "Alpha Bau GmbH",
      includeHolderWithPayment: false,
      bankAccountType: "CURRENT",
      number: null,
      cardBrand: null,
      limit: "5000.50",
      generalLedgerAccountRowId: null,
    });
  });

  it("sends the columns of other kinds empty, as the database requires", () => {
    const cash = toMoneyAccountPatch("cash", values({ number: " K1 ", limit: "100", includeHolderWithPayment: true }));
    expect(cash).toMatchObject({
      iban: null,
      bic: null,
      holder: null,
      limit: null,
      number: "K1",
      includeHolderWithPayment: false,
      bankAccountType: null,
    });
    const card = toMoneyAccountPatch("creditCard", values({ cardBrand: "AMEX", number: "xxxx1234" }));
    expect(card).toMatchObject({ iban: null, cardBrand: "AMEX", number: "xxxx1234", bankAccountType: null });
  });

  it("fills the form from a stored account (IBAN grouped, limit as decimal text, unknown enums dropped)", () => {
    expect(
      moneyAccountFormValuesOf({
        name: "Giro",
        description: null,
        currency: "EUR",
        iban: "DE89370400440532013000",
        bic: null,
        holder: null,
        includeHolderWithPayment: false,
        bankAccountType: "SOMETHING_NEW",
        number: null,
        cardBrand: null,
        limit: "2500.00",
        generalLedgerAccountRowId: null,
      }),
    ).toMatchObject({
      iban: "DE89 3704 0044 0532 0130 00",
      limit: "2500.00",
      bankAccountType: "CURRENT",
      cardBrand: null,
    });
  });

  it("formats masked card numbers in groups of four", () => {
    expect(formatMaskedCardNumber("xxxxxxxxxxxx4242")).toBe("•••• •••• •••• 4242");
    expect(formatMaskedCardNumber("**** **** **** 4242")).toBe("•••• •••• •••• 4242");
    expect(formatMaskedCardNumber("Karte 1")).toBe("Karte 1");
    expect(formatMaskedCardNumber(null)).toBe("");
  });
});

describe("money category form", () => {
  it("requires a name and limits the keywords", () => {
    const result = moneyCategoryFormSchema.safeParse({
      name: " ",
      keywords: Array.from({ length: 51 }, (_, i) => `k${i}`),
      generalLedgerAccountRowId: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "settingsBank.validation.categoryNameRequired",
      "settingsBank.validation.tooManyKeywords",
    ]);
    expect(
      moneyCategoryFormSchema.safeParse({
        name: "Gebühren",
        keywords: ["x".repeat(101)],
        generalLedgerAccountRowId: null,
      }).error?.issues[0]?.message,
    ).toBe("settingsBank.validation.keywordTooLong");
  });

  it("trims keywords and drops empty ones and duplicates (ignoring case)", () => {
    expect(normalizeKeywords([" Entgelt ", "entgelt", "", "Konto  führung", "Porto"])).toEqual([
      "Entgelt",
      "Konto führung",
      "Porto",
    ]);
    expect(
      toMoneyCategoryPatch({ name: " Bankgebühren ", keywords: ["A", "a"], generalLedgerAccountRowId: null }),
    ).toEqual({
      name: "Bankgebühren",
      keywords: ["A"],
      generalLedgerAccountRowId: null,
    });
  });
});
