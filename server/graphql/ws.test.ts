import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./ws.ts";

describe("isSameOrigin", () => {
  it("accepts clients without Origin (not a browser) and pages of our own host", () => {
    expect(isSameOrigin(undefined, "localhost:3000", [])).toBe(true);
    expect(isSameOrigin("http://localhost:3000", "localhost:3000", [])).toBe(true);
    expect(isSameOrigin("https://app.example", "10.0.0.5:3000", ["https://app.example"])).toBe(true);
  });
  it("refuses other sites and garbage", () => {
    expect(isSameOrigin("https://evil.example", "localhost:3000", ["http://localhost:3000"])).toBe(false);
    expect(isSameOrigin("null", "localhost:3000", [])).toBe(false);
  });
});
