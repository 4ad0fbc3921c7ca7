import { describe, expect, it } from "vitest";
import { categoryFromChart, decodeImportContent, detectChart, MAX_IMPORT_BYTES } from "./datevAccountImport.ts";

describe("the category of an imported account from its number range", () => {
  it("follows the chart's nearest account below in the same class", () => {
    expect(categoryFromChart("SKR03", "1201")).toBe("ASSET");
    expect(categoryFromChart("SKR03", "1577")).toBe("TAX");
    expect(categoryFromChart("SKR03", "4921")).toBe("EXPENSE");
    expect(categoryFromChart("SKR03", "8401")).toBe("REVENUE");
    expect(categoryFromChart("SKR04", "2901")).toBe("EQUITY");
    expect(categoryFromChart("SKR04", "4401")).toBe("REVENUE");
    expect(categoryFromChart("SKR04", "6806")).toBe("EXPENSE");
  });
  it("takes the class's own category where the chart has nothing below, and compares the first four digits", () => {
    expect(categoryFromChart("SKR03", "9000")).toBe("EQUITY");
    expect(categoryFromChart("SKR04", "3000")).toBe("LIABILITY");
    expect(categoryFromChart("SKR03", "840010")).toBe("REVENUE");
  });
});

describe("the company's chart", () => {
  it("is the one most of its accounts (number and name) are in, null for none", () => {
    expect(detectChart([{ number: "1200", name: "Bank" }])).toBe("SKR03");
    expect(detectChart([{ number: "1800", name: "Bank" }])).toBe("SKR04");
    expect(detectChart([{ number: "1234", name: "Eigenes" }])).toBeNull();
  });
});

describe("the file content", () => {
  it("is base64 of at most 1 MB", () => {
    expect(decodeImportContent(Buffer.from("abc").toString("base64"))).toEqual(new Uint8Array([97, 98, 99]));
    expect(decodeImportContent("not base64!")).toBeNull();
    expect(decodeImportContent(Buffer.alloc(MAX_IMPORT_BYTES + 1).toString("base64"))).toBeNull();
  });
});
