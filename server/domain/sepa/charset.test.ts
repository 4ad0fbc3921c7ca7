import { describe, expect, it } from "vitest";
import { isSepaIdentifier, sanitizeText, transliterate } from "./charset.ts";
import { makeEndToEndId, uuidFromEndToEndId } from "./endToEndId.ts";
import { SepaError } from "./errors.ts";
import { escapeXml } from "./xml.ts";

describe("transliterate", () => {
  it.each([
    ["Müller & Söhne GmbH", "Mueller + Soehne GmbH"],
    ["ÄÖÜäöüß ẞ", "AeOeUeaeoeuess SS"],
    ["Café Crème, Señor Łódź", "Cafe Creme, Senor Lodz"],
    ["Ørsted A/S", "Orsted A/S"],
    ["Preis: 100 € (netto)", "Preis: 100 EUR (netto)"],
    ["a\tb\n\nc   d", "a b c d"],
    ["[x] {y} <z>", "(x) (y) (z)"],
    ["„Zitat“ ‚einfach‘", "'Zitat' 'einfach'"],
    ["50% Rabatt! #1 *neu*", "50 Rabatt 1 neu"],
    ["漢字", ""],
    ["/-?:().,'+", "/-?:().,'+"],
  ])("%j → %j", (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });

  it("cuts after transliterating without leaving a trailing space", () => {
    expect(sanitizeText("Ä".repeat(10), 5)).toBe("AeAeA");
    expect(sanitizeText("abcd efgh", 5)).toBe("abcd");
  });
});

describe("isSepaIdentifier", () => {
  it.each(["BW-2024-0001", "A", "X".repeat(35), "RE 4711/2024", "(1)+?:.,'"])("accepts %j", (id) => {
    expect(isSepaIdentifier(id)).toBe(true);
  });
  it.each(["", "X".repeat(36), "/A", "A/", "A//B", " A", "A ", "Ä", "A_B", "A&B"])("refuses %j", (id) => {
    expect(isSepaIdentifier(id)).toBe(false);
  });
});

describe("escapeXml", () => {
  it("escapes the five specials and drops characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});

describe("makeEndToEndId / uuidFromEndToEndId", () => {
  const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";

  it("writes prefix + 32 upper-case hex digits, a valid SEPA id of 34 characters", () => {
    const id = makeEndToEndId("BW", uuid);
    expect(id).toBe("BW0F8FAD5BD9CB469FA16570867728950E");
    expect(id).toHaveLength(34);
    expect(isSepaIdentifier(id)).toBe(true);
    expect(makeEndToEndId("bwp", uuid.replace(/-/g, ""))).toBe("BWP0F8FAD5BD9CB469FA16570867728950E");
  });

  it("reads the uuid back, ignoring case and whitespace, and nothing else", () => {
    expect(uuidFromEndToEndId(makeEndToEndId("BW", uuid))).toBe(uuid);
    expect(uuidFromEndToEndId("bw0f8fad5bd9cb469fa165 70867728950e", "BW")).toBe(uuid);
    expect(uuidFromEndToEndId(makeEndToEndId("LS", uuid), "BW")).toBeNull();
    expect(uuidFromEndToEndId("NOTPROVIDED")).toBeNull();
    expect(uuidFromEndToEndId("BW0F8FAD5BD9CB469FA16570867728950")).toBeNull();
  });

  it("refuses a bad prefix or uuid", () => {
    expect(() => makeEndToEndId("BWXX", uuid)).toThrow(SepaError);
    expect(() => makeEndToEndId("1B", uuid)).toThrow(SepaError);
    expect(() => makeEndToEndId("BW", "not-a-uuid")).toThrow(SepaError);
  });
});
