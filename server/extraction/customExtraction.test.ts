import { describe, expect, it } from "vitest";
import { CustomExtractionError, parseCustomExtractionAnswer } from "./customExtraction.ts";

describe("the custom extraction service's answer", () => {
  it("takes the fields it knows, with a confidence of 1 where none is given", () => {
    expect(
      parseCustomExtractionAnswer({
        fields: {
          invoiceNumber: { value: " A-1 " },
          total: { value: "-12.50", confidence: 0.5 },
          unknown: { value: 1 },
        },
      }),
    ).toEqual({ invoiceNumber: { value: "A-1", confidence: 1 }, total: { value: "-12.50", confidence: 0.5 } });
  });

  it.each([
    ["no object", null],
    ["no fields", {}],
    ["a day that does not exist", { fields: { invoiceDate: { value: "2025-02-30" } } }],
    ["an amount with a comma", { fields: { total: { value: "12,50" } } }],
    ["a confidence over 1", { fields: { invoiceNumber: { value: "A", confidence: 2 } } }],
    ["an empty number", { fields: { invoiceNumber: { value: "  " } } }],
    ["a lower-case currency", { fields: { currency: { value: "eur" } } }],
  ])("refuses %s", (_name, json) => {
    expect(() => parseCustomExtractionAnswer(json)).toThrow(CustomExtractionError);
  });
});
