import { describe, expect, it } from "vitest";
import { isVatIdFormat, vatIdCheckDigitsMismatch, vatIdChecksumOk } from "./vatIdCheck.ts";

describe("vatIdCheckDigitsMismatch", () => {
  it.each([
    ["DE123456789", true],
    ["DE 123 456 789", true],
    ["DE246813579", true],
    ["DE811907980", false],
    ["ATU12345675", false],
    // Not well-formed: no check-digit warning, the form says nothing about it.
    ["DE12435679", false],
    ["DE09687654321", false],
    ["", false],
  ])("%s → %s", (value, mismatch) => {
    expect(vatIdCheckDigitsMismatch(value)).toBe(mismatch);
  });

  it("agrees with the format and check-digit readers", () => {
    expect(isVatIdFormat("DE123456789")).toBe(true);
    expect(vatIdChecksumOk("DE123456789")).toBe(false);
    expect(vatIdChecksumOk("DE811907980")).toBe(true);
  });
});
