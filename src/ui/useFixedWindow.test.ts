import { describe, expect, it } from "vitest";
import { scrollTopFor, windowItems } from "./useFixedWindow.ts";

describe("windowItems", () => {
  it("renders the visible items and the overscan around them, never beyond the list", () => {
    expect(windowItems({ count: 100, size: 40, overscan: 2 }, 0, 200).map((item) => item.index)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    const scrolled = windowItems({ count: 100, size: 40, overscan: 2 }, 1000, 200);
    expect(scrolled[0]).toEqual({ index: 23, start: 920, end: 960 });
    expect(scrolled.at(-1)?.index).toBe(31);
    expect(windowItems({ count: 10, size: 40, overscan: 2 }, 300, 200).at(-1)?.index).toBe(9);
  });

  it("counts the padding before the first item, and renders nothing for an empty list", () => {
    expect(windowItems({ count: 5, size: 342, overscan: 0, paddingStart: 12 }, 0, 800)[0]).toEqual({
      index: 0,
      start: 12,
      end: 354,
    });
    expect(windowItems({ count: 0, size: 40, overscan: 2 }, 0, 800)).toEqual([]);
  });
});

describe("scrollTopFor", () => {
  it("scrolls an item above the viewport to its top, below it to its bottom, and keeps a visible one", () => {
    expect(scrollTopFor({ size: 40 }, 2, 400, 200)).toBe(80);
    expect(scrollTopFor({ size: 40 }, 20, 400, 200)).toBe(640);
    expect(scrollTopFor({ size: 40 }, 11, 400, 200)).toBe(400);
  });

  it("keeps the item below a sticky header at the top", () => {
    expect(scrollTopFor({ size: 41, scrollPaddingStart: 41 }, 10, 410, 400)).toBe(369);
    expect(scrollTopFor({ size: 41, scrollPaddingStart: 41 }, 0, 410, 400)).toBe(0);
  });
});
