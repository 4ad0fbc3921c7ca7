import { describe, expect, it } from "vitest";
import {
  emptyRealEstateObjectFormValues,
  realEstateObjectFormSchema,
  realEstateObjectFormValuesOf,
  tenantOwnerFormSchema,
  toRealEstateObjectPatch,
  toTenantOwnerPatch,
} from "../forms/realEstateObjectFormSchema.ts";

const valid = { ...emptyRealEstateObjectFormValues(), title: "WEG Lindenstraße" };
const messageOf = (values: Record<string, unknown>, field: string) =>
  realEstateObjectFormSchema.safeParse({ ...valid, ...values }).error?.issues.find((issue) => issue.path[0] === field)
    ?.message;

describe("the real-estate object form", () => {
  it("accepts the empty optional fields and a valid IBAN and BIC in any spelling", () => {
    expect(realEstateObjectFormSchema.safeParse(valid).success).toBe(true);
    expect(messageOf({ iban: "de89 3704 0044 0532 0130 00", bic: "cobadeffxxx" }, "iban")).toBeUndefined();
    expect(messageOf({ bic: "COBADEFF" }, "bic")).toBeUndefined();
  });

  it("refuses what the database refuses, with the field's message", () => {
    expect(messageOf({ title: "   " }, "title")).toBe("settingsRealEstate.validation.titleRequired");
    expect(messageOf({ title: "x".repeat(201) }, "title")).toBe(
      "settingsRealEstate.refusals.REAL_ESTATE_OBJECT_TITLE_TOO_LONG",
    );
    // One check digit off fails the mod-97 check; a German IBAN of the wrong length too.
    expect(messageOf({ iban: "DE89370400440532013001" }, "iban")).toBe("settingsRealEstate.validation.ibanInvalid");
    expect(messageOf({ iban: "DE8937040044053201300" }, "iban")).toBe("settingsRealEstate.validation.ibanInvalid");
    expect(messageOf({ bic: "COBA1EFF" }, "bic")).toBe("settingsRealEstate.validation.bicInvalid");
    expect(messageOf({ bic: "COBADEFFXX" }, "bic")).toBe("settingsRealEstate.validation.bicInvalid");
    expect(messageOf({ number: "-12" }, "number")).toBe("settingsRealEstate.validation.numberFormat");
    expect(messageOf({ number: "A".repeat(21) }, "number")).toBe("settingsRealEstate.validation.numberFormat");
    expect(messageOf({ zip: "1" }, "zip")).toBe("settingsRealEstate.validation.zipFormat");
    expect(messageOf({ country: "Deutschland" }, "country")).toBe("settingsRealEstate.validation.countryFormat");
    expect(
      messageOf(
        { alternativeAddresses: Array.from({ length: 21 }, (_, i) => `Weg ${i}`).join("\n") },
        "alternativeAddresses",
      ),
    ).toBe("settingsRealEstate.validation.tooManyAddresses");
  });

  it("sends trimmed values, null for empty ones and one address per line", () => {
    expect(
      toRealEstateObjectPatch({
        ...valid,
        title: "  WEG  ",
        number: " L-12 ",
        alternativeAddresses: " Ahornweg 1 \n\n  Hinterhaus \n",
        country: "de",
        iban: "de89 3704 0044 0532 0130 00",
        bic: " cobadeff ",
      }),
    ).toEqual({
      title: "WEG",
      type: "RENTAL",
      number: "L-12",
      accountingArea: null,
      userAccount: null,
      address: null,
      alternativeAddresses: ["Ahornweg 1", "Hinterhaus"],
      zip: null,
      city: null,
      country: "DE",
      iban: "DE89370400440532013000",
      bic: "COBADEFF",
      note: null,
    });
  });

  it("shows a stored object's values, an unknown type as other", () => {
    const values = realEstateObjectFormValuesOf({
      title: "WEG",
      type: "SOMETHING_NEW",
      number: null,
      accountingArea: null,
      userAccount: null,
      address: null,
      alternativeAddresses: ["Ahornweg 1", null, "Hinterhaus"],
      zip: null,
      city: null,
      country: "DE",
      iban: null,
      bic: null,
      note: null,
    });
    expect(values.type).toBe("OTHER");
    expect(values.alternativeAddresses).toBe("Ahornweg 1\nHinterhaus");
  });
});

describe("the tenant/owner form", () => {
  it("needs a number and a name; the unit is optional", () => {
    const issues = tenantOwnerFormSchema.safeParse({ tenantOwnerNo: " ", unitNo: "", owner: "" }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["tenantOwnerNo", "settingsRealEstate.validation.tenantOwnerNoRequired"],
      ["owner", "settingsRealEstate.validation.ownerRequired"],
    ]);
    expect(tenantOwnerFormSchema.safeParse({ tenantOwnerNo: "100", unitNo: "W?", owner: "X" }).success).toBe(false);
    expect(toTenantOwnerPatch({ tenantOwnerNo: " 100 ", unitNo: " ", owner: " Erika " })).toEqual({
      tenantOwnerNo: "100",
      unitNo: null,
      owner: "Erika",
    });
  });
});
