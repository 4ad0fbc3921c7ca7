import { describe, expect, it } from "vitest";
import { evidenceBox, type PageBox, parseFieldEvidence } from "./fieldEvidence.ts";

/** The box in percent to a thousandth (floating point aside). */
const rounded = (box: PageBox | null) =>
  box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value * 1000) / 1000]));

describe("parseFieldEvidence", () => {
  it("reads the stored evidence", () => {
    expect(
      parseFieldEvidence({
        page: 2,
        x: 10,
        y: 20,
        width: 30,
        height: 8,
        label: "Total",
        pageWidth: 595,
        pageHeight: 842,
      }),
    ).toEqual({ page: 2, x: 10, y: 20, width: 30, height: 8, label: "Total", pageWidth: 595, pageHeight: 842 });
  });

  it.each([
    ["nothing", null],
    ["a string", "page 1"],
    ["no page", { x: 1, y: 1, width: 1, height: 1 }],
    ["page 0", { page: 0, x: 1, y: 1, width: 1, height: 1 }],
    ["a fractional page", { page: 1.5, x: 1, y: 1, width: 1, height: 1 }],
    ["a negative position", { page: 1, x: -5, y: 1, width: 1, height: 1 }],
    ["an empty box", { page: 1, x: 1, y: 1, width: 0, height: 1 }],
    ["a number as text", { page: 1, x: "1", y: 1, width: 1, height: 1 }],
    ["a page size of 0", { page: 1, x: 1, y: 1, width: 1, height: 1, pageWidth: 0 }],
    ["an endless position", { page: 1, x: Number.POSITIVE_INFINITY, y: 1, width: 1, height: 1 }],
    ["a position off any page", { page: 1, x: 100_001, y: 1, width: 1, height: 1 }],
    ["a label that is no text", { page: 1, x: 1, y: 1, width: 1, height: 1, label: 3 }],
    ["a list", [{ page: 1, x: 1, y: 1, width: 1, height: 1 }]],
  ])("takes %s for no evidence", (_, json) => {
    expect(parseFieldEvidence(json)).toBeNull();
  });
});

describe("evidenceBox", () => {
  it("places the box relative to the page, with a little room around the value", () => {
    expect(
      rounded(evidenceBox({ page: 1, x: 100, y: 200, width: 50, height: 10, pageWidth: 500, pageHeight: 1000 }, 1, 1)),
    ).toEqual({
      left: 19.6,
      top: 19.8,
      width: 10.8,
      height: 1.4,
    });
  });

  it("takes the page size from the image at 200 dpi for evidence stored without it", () => {
    // 1654 × 2339 px at 200 dpi is A4 in points (595.4 × 842.0).
    const box = evidenceBox({ page: 1, x: 2, y: 2, width: 591.44, height: 838.04 }, 1654, 2339)!;
    expect(box.left).toBe(0);
    expect(box.top).toBe(0);
    expect(box.width).toBeCloseTo(100, 1);
    expect(box.height).toBeCloseTo(100, 1);
  });

  it("clips to the page and gives nothing for a box outside it", () => {
    const page = { pageWidth: 100, pageHeight: 100 };
    expect(rounded(evidenceBox({ page: 1, x: 90, y: 95, width: 50, height: 10, ...page }, 1, 1))).toEqual({
      left: 88,
      top: 93,
      width: 12,
      height: 7,
    });
    expect(evidenceBox({ page: 1, x: 200, y: 10, width: 5, height: 5, ...page }, 1, 1)).toBeNull();
  });
});
