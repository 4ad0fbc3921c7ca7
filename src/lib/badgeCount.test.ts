import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./badgeCount.ts";

describe("formatBadgeCount", () => {
  it("counts up to nine, then shows 9+", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(9)).toBe("9");
    expect(formatBadgeCount(10)).toBe("9+");
    expect(formatBadgeCount(250)).toBe("9+");
  });
});
