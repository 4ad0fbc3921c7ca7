import { beforeEach, describe, expect, it } from "vitest";
import {
  readListViewMemory,
  rememberedFocusIndex,
  resetListViewMemory,
  writeListViewMemory,
} from "../lib/listViewMemory.ts";

beforeEach(() => resetListViewMemory());

describe("the memory of a documents list", () => {
  it("keeps the scroll offset, the checked rows and the focused row per list, in parts", () => {
    writeListViewMemory("documents-LIST_VIEW-a", { scrollTop: 1200 });
    writeListViewMemory("documents-LIST_VIEW-a", { selectedRowIds: ["x", "y"] });
    writeListViewMemory("documents-LIST_VIEW-a", { focusedRowId: "y" });
    expect(readListViewMemory("documents-LIST_VIEW-a")).toEqual({
      scrollTop: 1200,
      selectedRowIds: ["x", "y"],
      focusedRowId: "y",
    });
    expect(readListViewMemory("documents-LIST_VIEW-b")).toBeUndefined();
    expect(rememberedFocusIndex([{ rowId: "x" }, { rowId: "y" }], "documents-LIST_VIEW-a")).toBe(1);
    expect(rememberedFocusIndex([{ rowId: "x" }], "documents-LIST_VIEW-a")).toBe(-1);
  });

  it("survives a reload of the tab and ignores what it cannot read", () => {
    writeListViewMemory("documents-THUMB_VIEW-c", { scrollTop: 300, selectedRowIds: ["p"] });
    const stored = window.sessionStorage.getItem("belegwerk.documentsListView.documents-THUMB_VIEW-c");
    resetListViewMemory();
    window.sessionStorage.setItem("belegwerk.documentsListView.documents-THUMB_VIEW-c", stored!);
    expect(readListViewMemory("documents-THUMB_VIEW-c")).toMatchObject({ scrollTop: 300, selectedRowIds: ["p"] });

    for (const bad of ["{", '{"scrollTop":-5,"selectedRowIds":[],"focusedRowId":null}', '{"scrollTop":1}', "null"]) {
      window.sessionStorage.setItem("belegwerk.documentsListView.bad", bad);
      expect(readListViewMemory("bad")).toBeUndefined();
    }
  });
});
