import { describe, expect, it } from "vitest";
import { parseRange } from "./range.ts";

describe("parseRange", () => {
  it("reads a closed, an open and a suffix range, cut to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("answers unsatisfiable when no byte of the range is in the file", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=9999999999999999999-", 1000)).toBe("unsatisfiable");
  });

  it("ignores what it does not serve: no header, other units, several ranges, nonsense", () => {
    for (const header of [
      undefined,
      "",
      "items=0-1",
      "bytes=0-1,5-6",
      "bytes=-",
      "bytes=5-1",
      "bytes=a-b",
      "bytes=0-99999999999999999",
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });
});
