import { describe, expect, it } from "vitest";
import {
  findBics,
  findEmails,
  findIbans,
  findVatIds,
  isValidBic,
  isValidIban,
  isVatIdFormat,
  normalizeVatId,
  vatIdChecksumOk,
} from "./identifiers.ts";

describe("IBAN", () => {
  it("checks mod-97 and country length", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("de89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("AT321200000703710444")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false); // check digits
    expect(isValidIban("DE8937040044053201300")).toBe(false); // length
    expect(isValidIban("DE12 1234 4321 9876 00")).toBe(false);
  });

  it("finds IBANs spaced or not, and stops before following text", () => {
    expect(findIbans("IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX").map((f) => f.iban)).toEqual([
      "DE89370400440532013000",
    ]);
    expect(findIbans("IBAN DE89370400440532013000 BIC").map((f) => f.iban)).toEqual(["DE89370400440532013000"]);
    expect(findIbans("IBAN AT32 1200 0007 0371 0444 Bank Austria").map((f) => f.iban)).toEqual([
      "AT321200000703710444",
    ]);
  });

  it("ignores invalid IBANs and look-alikes", () => {
    expect(findIbans("IBAN DE75123456780000001234")).toEqual([]);
    expect(findIbans("Gläubiger-ID DE98ZZZ09999999999")).toEqual([]);
    expect(findIbans("USt-IdNr. DE811907980")).toEqual([]);
  });
});

describe("BIC", () => {
  it("checks the format and the country", () => {
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("BYLADEM1001")).toBe(true);
    expect(isValidBic("WELADED1MST")).toBe(true);
    expect(isValidBic("COBADEFF")).toBe(true);
    expect(isValidBic("COBAXXFF")).toBe(false); // no such country
    expect(isValidBic("COBADEF")).toBe(false);
    expect(isValidBic("CO1ADEFF")).toBe(false);
  });

  it("finds BIC-shaped tokens", () => {
    expect(findBics("BIC: COBADEFFXXX, Commerzbank").map((b) => b.bic)).toEqual(["COBADEFFXXX"]);
  });
});

describe("VAT ids", () => {
  it("normalizes and checks formats", () => {
    expect(normalizeVatId("DE 811 907 980")).toBe("DE811907980");
    expect(isVatIdFormat("DE811907980")).toBe(true);
    expect(isVatIdFormat("ATU12345675")).toBe(true);
    expect(isVatIdFormat("LU20260743")).toBe(true);
    expect(isVatIdFormat("CHE-123.456.789 MWST")).toBe(true);
    expect(isVatIdFormat("NL123456789B01")).toBe(true);
    expect(isVatIdFormat("DE12345678")).toBe(false);
    expect(isVatIdFormat("XX123456789")).toBe(false);
  });

  it("checks the German check digit", () => {
    expect(vatIdChecksumOk("DE811907980")).toBe(true);
    expect(vatIdChecksumOk("DE136695976")).toBe(true);
    expect(vatIdChecksumOk("DE811907981")).toBe(false);
  });

  // Valid ids of every EU country, Switzerland, Norway and the UK (published examples); each
  // with its last check character changed must fail.
  const VALID_VAT_IDS = [
    "ATU13585627",
    "ATU12345675",
    "BE0403019261",
    "BE0428759497",
    "BG175074752",
    "BG7523169263",
    "CHE-107.787.577 IVA",
    "CHE107787577",
    "CY10259033P",
    "CZ25123891",
    "DE136695976",
    "DK13585628",
    "EE100931558",
    "EL094259216",
    "ESA13585625",
    "ESB64717838",
    "ESX1234567L",
    "FI20774740",
    "FR40303265045",
    "GB980780684",
    "HR33392005961",
    "HU12892312",
    "IE6433435F",
    "IE8D79739I",
    "IE6433435OA",
    "IT00743110157",
    "LT119511515",
    "LT100001919017",
    "LU15027442",
    "LV40003521600",
    "MT11679112",
    "NL004495445B01",
    "NO995525828MVA",
    "PL8567346215",
    "PT501964843",
    "RO18547290",
    "SE123456789701",
    "SI50223054",
    "SK2022749619",
  ];
  it.each(VALID_VAT_IDS)("accepts the check digits of %s", (id) => {
    expect(vatIdChecksumOk(id)).toBe(true);
  });

  /** The id with one check character changed (the last digit/letter before a suffix). */
  const corrupt = (id: string): string => {
    const v = id.replace(/[ .-]/g, "").replace(/(?:MVA|IVA)$/, "");
    const at = v.startsWith("SE") ? v.length - 3 : v.startsWith("NL") ? v.length - 4 : v.length - 1;
    const ch = v[at]!;
    const next = /\d/.test(ch)
      ? String((Number(ch) + 1) % 10)
      : ch === "Z"
        ? "A"
        : String.fromCharCode(ch.charCodeAt(0) + 1);
    return v.slice(0, at) + next + v.slice(at + 1);
  };
  it.each(VALID_VAT_IDS.filter((id) => !id.startsWith("IE6433435OA")))(
    "refuses %s with a changed check digit",
    (id) => {
      expect(vatIdChecksumOk(corrupt(id))).toBe(false);
    },
  );

  it("has no rule where a country publishes none, and refuses malformed ids", () => {
    expect(vatIdChecksumOk("FRXX303265045")).toBeUndefined();
    expect(vatIdChecksumOk("CZ7103192745")).toBeUndefined();
    expect(vatIdChecksumOk("DE12345678")).toBe(false);
  });

  it("finds ids with spaces, and not inside IBANs", () => {
    expect(findVatIds("USt-IdNr.: DE 811 907 980, Steuernummer 143/123/45678").map((f) => f.vatId)).toEqual([
      "DE811907980",
    ]);
    expect(findVatIds("UID: ATU12345675").map((f) => f.vatId)).toEqual(["ATU12345675"]);
    expect(findVatIds("UID ATU 12345675").map((f) => f.vatId)).toEqual(["ATU12345675"]);
    expect(findVatIds("IBAN DE89370400440532013000")).toEqual([]);
  });
});

describe("e-mails", () => {
  it("finds addresses, lower-cased", () => {
    expect(findEmails("E-Mail: Max@Mustermann.de, Web www.x.de").map((e) => e.email)).toEqual(["max@mustermann.de"]);
    expect(findEmails("an info@gruen-weiss-1920.de.").map((e) => e.email)).toEqual(["info@gruen-weiss-1920.de"]);
  });
});
