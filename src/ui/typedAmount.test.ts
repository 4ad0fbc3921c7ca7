import { describe, expect, it } from "vitest";
import { typedAmount } from "./FilterInputs.tsx";

describe("typedAmount (the amount filter's typed text)", () => {
  it("keeps amounts a float would get wrong exact and rounds half away from zero to cents", () => {
    expect(typedAmount("12345678901.23")).toBe("12345678901.23");
    expect(typedAmount("1.005")).toBe("1.01");
    expect(typedAmount("-1.005")).toBe("-1.01");
    expect(typedAmount("0.3")).toBe("0.30");
    expect(typedAmount("9999999999999.99")).toBe("9999999999999.99");
  });

  it("answers undefined for an empty input or what is no number", () => {
    expect(typedAmount("")).toBeUndefined();
    expect(typedAmount("-")).toBeUndefined();
    expect(typedAmount("1e3")).toBeUndefined();
  });
});
