import { describe, expect, it } from "vitest";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { bankNameOf, bankNamesOf } from "../lib/bankNames.ts";
import { changedRow } from "../../../relay/commitMutation.ts";
import { matchesSearch } from "../../../lib/search/matchesSearch.ts";
import { moneyAccountKindOf, moneyAccountPaths, withCompanySearch } from "../lib/moneyAccountKinds.ts";
import { refusalMessageKey, serverRefusalOf } from "../lib/serverRefusal.ts";
import { refusalText } from "../hooks/useServerRefusal.ts";
import i18next from "i18next";
import { errorDetailOf, errorMessageOf } from "../../../relay/errorText.ts";

const refused = (code: string, extensions: Record<string, unknown> = {}) =>
  GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);

describe("serverRefusalOf", () => {
  const fields = new Set(["name", "iban", "generalLedgerAccountRowId"]);

  it("takes the field the server names", () => {
    expect(serverRefusalOf(refused("INVALID_IBAN", { field: "iban" }), fields)).toEqual({
      code: "INVALID_IBAN",
      field: "iban",
    });
  });

  it("maps unique and check constraints to their field", () => {
    expect(
      serverRefusalOf(refused("ALREADY_EXISTS", { constraint: "money_accounts_company_iban_key" }), fields),
    ).toEqual({
      code: "ALREADY_EXISTS",
      field: "iban",
      constraint: "money_accounts_company_iban_key",
    });
    expect(
      serverRefusalOf(refused("ALREADY_EXISTS", { constraint: "money_categories_company_name_key" }), fields),
    ).toEqual({
      code: "ALREADY_EXISTS",
      field: "name",
      constraint: "money_categories_company_name_key",
    });
  });

  it("answers no field for refusals about none, or about a field the form does not have", () => {
    expect(serverRefusalOf(refused("CASH_ACCOUNT_FEATURE_OFF"), fields).field).toBeNull();
    expect(serverRefusalOf(refused("MONEY_ACCOUNT_TYPE_FIXED", { field: "type" }), fields).field).toBeNull();
    expect(serverRefusalOf(new Error("boom"), fields)).toEqual({ code: "UNKNOWN", field: null });
  });

  it("names the duplicate by what it is about, and knows which codes it can explain", () => {
    expect(refusalMessageKey({ code: "ALREADY_EXISTS", field: "iban" }, "moneyAccount")).toBe(
      "settingsBank.refusals.ibanTaken",
    );
    expect(refusalMessageKey({ code: "ALREADY_EXISTS", field: "name" }, "moneyCategory")).toBe(
      "settingsBank.refusals.categoryNameTaken",
    );
    expect(refusalMessageKey({ code: "INVALID_IBAN", field: null }, "moneyAccount")).toBe(
      "settingsBank.refusals.INVALID_IBAN",
    );
    expect(refusalMessageKey({ code: "SOMETHING_ELSE", field: null }, "moneyAccount")).toBeNull();
  });

  it("treats a mutation answer without a row as not saved", () => {
    expect(changedRow({ rowId: "x" })).toEqual({ rowId: "x" });
    expect(() => changedRow(null)).toThrow(expect.objectContaining({ code: "NOT_SAVED" }));
  });
});

describe("matchesSearch", () => {
  const texts = ["Geschäftskonto Commerzbank", "DE89370400440532013000", "Commerzbank"];

  it("matches every word anywhere, ignoring case and accents", () => {
    expect(matchesSearch(undefined, texts)).toBe(true);
    expect(matchesSearch("commerz geschaft", texts)).toBe(true);
    expect(matchesSearch("GESCHÄFT", texts)).toBe(true);
    expect(matchesSearch("sparkasse", texts)).toBe(false);
  });

  it("finds an IBAN typed in groups", () => {
    expect(matchesSearch("DE89 3704 0044", texts)).toBe(true);
    expect(matchesSearch("de89370400", texts)).toBe(true);
    expect(matchesSearch("DE89 9999", texts)).toBe(false);
  });
});

describe("bank names and paths", () => {
  it("knows a bank by its BIC with or without the branch code", () => {
    const names = bankNamesOf([
      { bic: "COBADEFFXXX", legalName: "Commerzbank AG", brandName: "Commerzbank" },
      { bic: "GENODEF1S04", legalName: "GLS Gemeinschaftsbank eG", brandName: null },
    ]);
    expect(bankNameOf(names, "cobadeff")).toBe("Commerzbank");
    expect(bankNameOf(names, "COBADEFFXXX")).toBe("Commerzbank");
    expect(bankNameOf(names, "GENODEF1S04")).toBe("GLS Gemeinschaftsbank eG");
    expect(bankNameOf(names, "DEUTDEFF")).toBeNull();
  });

  it("builds each kind's paths in the company", () => {
    const company = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
    expect(moneyAccountPaths("creditCard", company).detail("r1")).toBe(`/settings/bank/${company}/credit-cards/r1`);
    expect(withCompanySearch(moneyAccountPaths("cash", company).create, company)).toBe(
      `/settings/bank/${company}/cash-books/create?clientCompanyRowId=${company}`,
    );
    expect(moneyAccountKindOf("CREDIT_CARD")).toBe("creditCard");
    expect(moneyAccountKindOf("SOMETHING")).toBeNull();
  });
});

describe("refusals of a database constraint", () => {
  const t = i18next.getFixedT("de");
  const tEn = i18next.getFixedT("en");
  const noIban = refused("INVALID_VALUE", { constraint: "money_accounts_check" });

  it("says what the constraint requires instead of 'a value is not valid', with no constraint name", () => {
    expect(refusalText(noIban, "moneyAccount", t)).toBe("Ein Bankkonto braucht eine IBAN.");
    expect(refusalText(noIban, "moneyAccount", tEn)).toBe("A bank account needs an IBAN.");
    expect(serverRefusalOf(noIban, new Set(["iban"])).field).toBe("iban");
    expect(errorMessageOf(noIban, tEn)).toBe("A bank account needs an IBAN.");
    expect(errorDetailOf(noIban)).toBeUndefined();
  });

  it("translates a not-null, unique and foreign-key refusal of any table by its constraint", () => {
    const of = (code: string, constraint: string) => errorMessageOf(refused(code, { constraint }), tEn);
    expect(of("VALUE_REQUIRED", "documents_category_id_not_null")).toBe("Please fill in “category” (document).");
    expect(of("REFERENCE_NOT_FOUND", "invoices_partner_company_id_fkey")).toContain("“partner company”");
    expect(of("ALREADY_EXISTS", "cost_centers_pkey")).toContain("(cost centre)");
    // An unknown constraint falls back to the code's text.
    expect(of("INVALID_VALUE", "no_such_constraint")).toBe("A value is not valid.");
  });
});
