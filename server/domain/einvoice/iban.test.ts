import { describe, expect, it } from "vitest";
import { isValidBic, isValidIban, normalizeIban } from "../../../src/lib/iban.ts";
import { normalizeVatId, vatIdProblem } from "./vatId.ts";

describe("IBAN", () => {
  it("accepts valid IBANs, with spaces and in lower case", () => {
    for (const iban of [
      "DE89370400440532013000",
      "de89 3704 0044 0532 0130 00",
      "AT611904300234573201",
      "GB82WEST12345698765432",
      "CH9300762011623852957",
      "NL91ABNA0417164300",
      "BE68539007547034",
      "FR1420041010050500013M02606",
      "DE79000000001234567890", // KoSIT's test dummy: checks out, though no bank has it
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it("refuses wrong check digits, lengths and characters", () => {
    for (const iban of [
      "DE89370400440532013001", // last digit changed
      "DE12123456781234567890", // made-up sample IBAN
      "DE1212344321987600", // too short for DE
      "AT6119043002345732011", // too long for AT
      "DE89-3704-0044-0532-0130-00",
      "D889370400440532013000",
      "",
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  it("normalises", () => {
    expect(normalizeIban(" at61 1904 3002 3457 3201\n")).toBe("AT611904300234573201");
  });
});

describe("BIC", () => {
  it("checks the ISO 9362 form", () => {
    for (const bic of ["BKAUATWW", "PBNKDEFF", "DRESDEFFXXX", "gEnOdEf1M04"]) expect(isValidBic(bic), bic).toBe(true);
    for (const bic of ["[BIC]", "BKAUAT", "BKAUATWWX", "1KAUATWW", ""]) expect(isValidBic(bic), bic).toBe(false);
  });
});

describe("VAT id format", () => {
  it("accepts plausible ids", () => {
    for (const id of [
      "DE123456789",
      "DE 123 456 789",
      "ATU13585627",
      "BE0000000196",
      "NL123456789B01",
      "FR11123456782",
      "IE1234567T",
      "IE1234567WA",
      "EL123456789",
      "CHE-123.456.789 MWST",
      "SE123456789001",
      "ESX1234567A",
      "XX12345", // unknown country: only the generic form is checked
    ]) {
      expect(vatIdProblem(id), id).toBeUndefined();
    }
  });

  it("finds ids that cannot be right", () => {
    expect(vatIdProblem("123456789")).toBe("missing-country-prefix");
    for (const id of ["DE12345678", "DE12345ABC", "ATU123456789", "AT13585627", "IE394838894", "NL123456789", "XX"]) {
      expect(vatIdProblem(id), id).toBe("format");
    }
  });

  it("normalises separators away", () => {
    expect(normalizeVatId("che-123.456.789 mwst")).toBe("CHE123456789MWST");
  });
});
