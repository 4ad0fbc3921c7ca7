import { describe, expect, it } from "vitest";
import { isOtherCompany, isPlaceholderName, partyFindings } from "./parties.ts";

describe("isPlaceholderName", () => {
  it.each([
    "[Seller name]",
    "[Buyer name]",
    "[Seller trading name]",
    "<Company name>",
    "{{customer}}",
    "Seller name",
    "Buyer Name:",
    "Company name",
    "Firmenname",
    "Name des Kunden",
    "Max Mustermann",
    "Erika Mustermann GmbH",
    "John Doe",
    "Lorem ipsum dolor sit amet",
    "",
    "   ",
    "-",
    "XXX",
    "N/A",
    "Musterfirma",
    "[Name] GmbH",
  ])("%j is a placeholder", (name) => {
    expect(isPlaceholderName(name)).toBe(true);
  });

  it.each([
    "Lieferant GmbH",
    "Kunden AG Mitte",
    "MUSTER-KUNDE GMBH",
    "Müller Haustechnik GmbH & Co. KG",
    "Seller Inc.",
    "Test- und Prüflabor Schmidt",
    "Bäckerei Name & Sohn",
    "ACME Widgets (Europe) Ltd",
    "Kunde & Partner Steuerberatung",
  ])("%j is a name", (name) => {
    expect(isPlaceholderName(name)).toBe(false);
  });
});

describe("isOtherCompany", () => {
  const own = {
    name: "Müller Haustechnik GmbH & Co. KG",
    brandName: "Müller Haustechnik",
    vatId: "DE123456789",
    taxNumber: "201/113/40209",
  };

  it("is the own company by VAT id, tax number or a matching name", () => {
    expect(isOtherCompany({ name: "Irgendwer", vatId: "DE 123 456 789" }, own)).toBe(false);
    expect(isOtherCompany({ name: "Irgendwer", taxId: "201 113 40209" }, own)).toBe(false);
    expect(isOtherCompany({ name: "Müller Haustechnik GmbH" }, own)).toBe(false);
    expect(isOtherCompany({ name: "Mueller Haustechnik" }, { ...own, brandName: null })).toBe(false);
    expect(isOtherCompany({ name: "MÜLLER HAUSTECHNIK GMBH & CO. KG", vatId: "DE999999999" }, own)).toBe(false);
  });

  it("is another company when name and identifiers clearly differ", () => {
    expect(isOtherCompany({ name: "Kunden AG Mitte" }, own)).toBe(true);
    expect(isOtherCompany({ name: "Bäckerei Schmidt", vatId: "DE987654321" }, own)).toBe(true);
    expect(isOtherCompany({ vatId: "DE987654321" }, own)).toBe(true);
  });

  it("says nothing without anything to compare", () => {
    expect(isOtherCompany({}, own)).toBe(false);
    expect(isOtherCompany({ name: "[Buyer name]" }, own)).toBe(false);
    expect(isOtherCompany({ vatId: "DE987654321" }, { name: "Müller" })).toBe(false);
  });
});

describe("partyFindings", () => {
  const own = { name: "Müller Haustechnik GmbH", vatId: "DE123456789" };

  it("warns about placeholders and an invoice for another company", () => {
    expect(
      partyFindings({ seller: { name: "[Seller name]" }, buyer: { name: "Kunden AG Mitte" } }, "INCOMING", own),
    ).toEqual([
      { rule: "SELLER_PLACEHOLDER", severity: "warning", field: "seller.name", params: { name: "[Seller name]" } },
      {
        rule: "ADDRESSED_TO_OTHER_COMPANY",
        severity: "warning",
        field: "buyer",
        params: { name: "Kunden AG Mitte", company: "Müller Haustechnik GmbH" },
      },
    ]);
  });

  it("compares the seller of an outgoing invoice", () => {
    const parties = { seller: { name: "Lieferant GmbH" }, buyer: { name: "Müller Haustechnik GmbH" } };
    expect(partyFindings(parties, "OUTGOING", own).map((f) => f.rule)).toEqual(["ISSUED_BY_OTHER_COMPANY"]);
    expect(partyFindings(parties, "INCOMING", own)).toEqual([]);
  });
});
