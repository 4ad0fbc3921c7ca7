import schemaText from "../../../../schema.graphql?raw";
import { describe, expect, it } from "vitest";
import { parseDocumentDetailsSearch } from "../lib/documentDetailsSearch.ts";
import {
  historyEntriesFor,
  historyTypeWords,
  isImportantHistoryType,
  KNOWN_HISTORY_TYPES,
} from "../lib/historyPresets.ts";
import { shortcutActionOf, type ShortcutKeyEvent } from "../lib/shortcuts.ts";
import { isAttachmentPage, steppedZoom } from "../viewer/zoom.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

describe("search parameters", () => {
  it("keeps known tabs and presets and drops unknown values", () => {
    expect(parseDocumentDetailsSearch({ clientCompanyRowId: COMPANY, tab: "review", historyPreset: "ALL" })).toEqual({
      clientCompanyRowId: COMPANY,
      tab: "review",
      historyPreset: "ALL",
    });
    expect(parseDocumentDetailsSearch({ tab: "banking", historyPreset: "SOME", other: 1 })).toEqual({
      clientCompanyRowId: undefined,
      tab: undefined,
      historyPreset: undefined,
    });
  });
});

describe("history presets", () => {
  it("knows every type of the schema; a type added later is not important until listed", () => {
    const enumBody = /enum DocumentHistoryType \{([^}]*)\}/.exec(schemaText)![1]!;
    const schemaTypes = enumBody
      .replace(/"""[\s\S]*?"""/g, "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^[A-Z_]+$/.test(line));
    expect(schemaTypes.length).toBeGreaterThan(20);
    expect([...KNOWN_HISTORY_TYPES].sort()).toEqual([...schemaTypes].sort());
    expect(isImportantHistoryType("IMPORTED")).toBe(true);
    expect(isImportantHistoryType("DUPLICATE_UPLOADED")).toBe(true);
    expect(isImportantHistoryType("SOMETHING_NEW")).toBe(false);
  });

  it("filters for IMPORTANT and keeps everything, in order, for ALL", () => {
    const entries = [
      { type: "DUPLICATE_UPLOADED" },
      { type: "SOMETHING_NEW" },
      { type: "FIELDS_CHANGED" },
      { type: "IMPORTED" },
    ];
    expect(historyEntriesFor(entries, "IMPORTANT")).toEqual([{ type: "DUPLICATE_UPLOADED" }, { type: "IMPORTED" }]);
    expect(historyEntriesFor(entries, "ALL")).toEqual(entries);
  });

  it("turns an unknown type code into words", () => {
    expect(historyTypeWords("PAYMENT_REMINDER_SENT")).toBe("Payment reminder sent");
    expect(historyTypeWords("%future added value")).toBe("%future added value");
  });
});

describe("viewer", () => {
  it("steps the zoom within its range", () => {
    expect(steppedZoom(1, 1)).toBe(1.25);
    expect(steppedZoom(1, -1)).toBe(0.75);
    expect(steppedZoom(3, 1)).toBe(3);
    expect(steppedZoom(0.5, -1)).toBe(0.5);
    expect(steppedZoom(1.1, 1)).toBe(1.25);
  });

  it("marks the last numAttachPages pages as attachments", () => {
    expect([1, 2, 3, 4].map((pageNo) => isAttachmentPage(pageNo, 4, 2))).toEqual([false, false, true, true]);
    expect(isAttachmentPage(1, 1, 0)).toBe(false);
  });
});

describe("keyboard shortcuts", () => {
  const key = (name: string, extra: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
    key: name,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    defaultPrevented: false,
    target: document.body,
    ...extra,
  });

  it("maps the page's keys", () => {
    expect(
      ["ArrowLeft", "ArrowRight", "+", "-", "0", "PageUp", "PageDown", "j", "k", "Escape"].map((k) =>
        shortcutActionOf(key(k)),
      ),
    ).toEqual([
      "previousDocument",
      "nextDocument",
      "zoomIn",
      "zoomOut",
      "zoomReset",
      "previousPage",
      "nextPage",
      "nextPage",
      "previousPage",
      "backToList",
    ]);
    expect(shortcutActionOf(key("x"))).toBeNull();
  });

  it("leaves keys alone in fields, with modifiers and when already handled", () => {
    const input = document.createElement("input");
    document.body.append(input);
    expect(shortcutActionOf(key("j", { target: input }))).toBeNull();
    expect(shortcutActionOf(key("ArrowLeft", { altKey: true }))).toBeNull();
    expect(shortcutActionOf(key("0", { ctrlKey: true }))).toBeNull();
    expect(shortcutActionOf(key("Escape", { defaultPrevented: true }))).toBeNull();
    expect(shortcutActionOf(key("Escape", { target: input }))).toBeNull();
    input.remove();
  });

  it("goes back to the list with Escape from the tabs and the splitter, whose arrow keys stay theirs", () => {
    const tablist = document.createElement("div");
    tablist.setAttribute("role", "tablist");
    const tab = document.createElement("button");
    tab.setAttribute("role", "tab");
    tablist.append(tab);
    const splitter = document.createElement("div");
    splitter.setAttribute("role", "separator");
    document.body.append(tablist, splitter);
    expect(shortcutActionOf(key("Escape", { target: tab }))).toBe("backToList");
    expect(shortcutActionOf(key("Escape", { target: splitter }))).toBe("backToList");
    expect(shortcutActionOf(key("ArrowRight", { target: tab }))).toBeNull();
    expect(shortcutActionOf(key("ArrowLeft", { target: splitter }))).toBeNull();
    const menu = document.createElement("div");
    menu.setAttribute("role", "menu");
    document.body.append(menu);
    expect(shortcutActionOf(key("Escape", { target: menu }))).toBeNull();
    tablist.remove();
    splitter.remove();
    menu.remove();
  });
});
