import { afterEach, describe, expect, it } from "vitest";
import {
  clampSidePanelWidth,
  readSidePanelWidth,
  SIDE_PANEL_DEFAULT_WIDTH,
  SIDE_PANEL_MIN_WIDTH,
  sidePanelMaxWidth,
  writeSidePanelWidth,
} from "../lib/sidePanelWidth.ts";

afterEach(() => window.localStorage.clear());

describe("the side panel's width", () => {
  it("stays between the minimum and what leaves the pages room", () => {
    expect(clampSidePanelWidth(100, 1440)).toBe(SIDE_PANEL_MIN_WIDTH);
    expect(clampSidePanelWidth(700.4, 1440)).toBe(700);
    expect(clampSidePanelWidth(5000, 1440)).toBe(sidePanelMaxWidth(1440));
    expect(sidePanelMaxWidth(1440)).toBeLessThan(1440);
    expect(clampSidePanelWidth(Number.NaN, 1440)).toBe(SIDE_PANEL_DEFAULT_WIDTH);
    // A tiny window: never below the minimum.
    expect(clampSidePanelWidth(600, 500)).toBe(SIDE_PANEL_MIN_WIDTH);
  });

  it("is remembered per user; unreadable values give the default", () => {
    writeSidePanelWidth("u1", 720);
    expect(readSidePanelWidth("u1")).toBe(720);
    expect(readSidePanelWidth("u2")).toBe(SIDE_PANEL_DEFAULT_WIDTH);
    expect(readSidePanelWidth(null)).toBe(SIDE_PANEL_DEFAULT_WIDTH);
    window.localStorage.setItem("belegwerk.documentDetails.sidePanelWidth.u3", "wide");
    expect(readSidePanelWidth("u3")).toBe(SIDE_PANEL_DEFAULT_WIDTH);
  });
});
