import { beforeEach, describe, expect, it } from "vitest";
import {
  columnsOfView,
  DEFAULT_LIST_VIEW_COLUMNS,
  normalizeListColumns,
  readListColumns,
  writeListColumns,
} from "../lib/documentsColumns.ts";

const USER = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";
const OTHER = "5a1d0c3e-7b2a-4f1e-9c8d-000000000003";

beforeEach(() => window.localStorage.clear());

describe("list view columns", () => {
  it("start with the defaults and keep each user's choice in this browser", () => {
    expect(readListColumns(USER)).toEqual(DEFAULT_LIST_VIEW_COLUMNS);
    writeListColumns(USER, ["total", "partner", "importDate"]);
    expect(readListColumns(USER)).toEqual(["partner", "importDate", "total"]);
    expect(readListColumns(OTHER)).toEqual(DEFAULT_LIST_VIEW_COLUMNS);
  });

  it("always show the partner (it links to the document) and drop unknown ids", () => {
    expect(normalizeListColumns(["total", "nonsense", "vatAmount"])).toEqual(["partner", "total"]);
  });

  it("fall back to the defaults for a broken stored value", () => {
    window.localStorage.setItem(`belegwerk.documents.listColumns.${USER}`, "{not json");
    expect(readListColumns(USER)).toEqual(DEFAULT_LIST_VIEW_COLUMNS);
  });

  it("are fixed in the accounting and workflow views", () => {
    expect(columnsOfView("ACCOUNTING_VIEW", ["partner"])).toContain("internalNumber");
    expect(columnsOfView("WORKFLOW_VIEW", ["partner"])).toEqual(
      expect.arrayContaining(["workflowStep", "approvalState", "latestComment"]),
    );
    expect(columnsOfView("LIST_VIEW", ["partner", "total"])).toEqual(["partner", "total"]);
  });
});
