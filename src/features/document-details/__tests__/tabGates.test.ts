import { describe, expect, it } from "vitest";
import { defaultTabOf, gatedTabs, resolveTab, type TabGateInput, visibleTabs } from "../lib/tabGates.ts";

const NOTHING: TabGateInput = {
  hasDocumentsManageAccess: false,
  hasBankingAccess: false,
  canViewAccountingTab: false,
  isCollaborationActive: false,
};
const EVERYTHING: TabGateInput = {
  hasDocumentsManageAccess: true,
  hasBankingAccess: true,
  canViewAccountingTab: true,
  isCollaborationActive: false,
};

describe("tab gates", () => {
  it("opens every tab for full access without the collaboration feature", () => {
    expect(gatedTabs(EVERYTHING)).toEqual(["actions", "review", "payment", "accounting", "comments", "collaboration"]);
  });

  it("always opens collaboration; comments only while the collaboration feature is off", () => {
    expect(gatedTabs(NOTHING)).toEqual(["comments", "collaboration"]);
    expect(gatedTabs({ ...NOTHING, isCollaborationActive: true })).toEqual(["collaboration"]);
  });

  it("gates actions by documents-manage access and the collaboration feature off, review by documents-manage", () => {
    expect(gatedTabs({ ...NOTHING, hasDocumentsManageAccess: true })).toEqual([
      "actions",
      "review",
      "comments",
      "collaboration",
    ]);
    expect(gatedTabs({ ...NOTHING, hasDocumentsManageAccess: true, isCollaborationActive: true })).toEqual([
      "review",
      "collaboration",
    ]);
  });

  it("gates payment by banking access and accounting by the accounting-tab right", () => {
    expect(gatedTabs({ ...NOTHING, hasBankingAccess: true, isCollaborationActive: true })).toEqual([
      "payment",
      "collaboration",
    ]);
    expect(gatedTabs({ ...NOTHING, canViewAccountingTab: true, isCollaborationActive: true })).toEqual([
      "accounting",
      "collaboration",
    ]);
  });

  it("shows every gated tab now that each has its content, in page order", () => {
    expect(visibleTabs(EVERYTHING)).toEqual([
      "actions",
      "review",
      "payment",
      "accounting",
      "comments",
      "collaboration",
    ]);
    expect(visibleTabs({ ...EVERYTHING, isCollaborationActive: true })).toEqual([
      "review",
      "payment",
      "accounting",
      "collaboration",
    ]);
    expect(visibleTabs(NOTHING)).toEqual(["comments", "collaboration"]);
  });

  it("shows the actions tab with documents-manage access while the collaboration feature is off", () => {
    expect(visibleTabs({ ...NOTHING, hasDocumentsManageAccess: true })).toEqual([
      "actions",
      "review",
      "comments",
      "collaboration",
    ]);
    expect(resolveTab("actions", visibleTabs({ ...NOTHING, hasDocumentsManageAccess: true }))).toBe("actions");
    expect(
      resolveTab("actions", visibleTabs({ ...NOTHING, hasDocumentsManageAccess: true, isCollaborationActive: true })),
    ).toBe("collaboration");
  });

  it("shows the payment tab with banking access alone", () => {
    expect(visibleTabs({ ...NOTHING, hasBankingAccess: true })).toEqual(["payment", "comments", "collaboration"]);
  });
});

describe("default tab", () => {
  it("is collaboration without a preference", () => {
    expect(defaultTabOf(["review", "comments", "collaboration"])).toBe("collaboration");
    expect(defaultTabOf(["review", "collaboration"], null)).toBe("collaboration");
  });

  it("is the preferred tab when it may be shown, else collaboration", () => {
    expect(defaultTabOf(["review", "comments", "collaboration"], "review")).toBe("review");
    expect(defaultTabOf(["comments", "collaboration"], "review")).toBe("collaboration");
    expect(defaultTabOf(["review", "collaboration"], "accounting")).toBe("collaboration");
  });

  it("replaces a missing or forbidden tab of the URL by the default", () => {
    const shown = ["review", "collaboration"] as const;
    expect(resolveTab("review", shown)).toBe("review");
    expect(resolveTab(undefined, shown)).toBe("collaboration");
    expect(resolveTab("comments", shown)).toBe("collaboration");
    expect(resolveTab("payment", shown, "review")).toBe("review");
  });
});
