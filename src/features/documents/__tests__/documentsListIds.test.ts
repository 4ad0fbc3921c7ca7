import { beforeEach, describe, expect, it } from "vitest";
import {
  documentsListNeighbours,
  isDocumentsListHref,
  rememberDocumentsList,
  resetDocumentsLists,
} from "../lib/documentsListIds.ts";

const A = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const B = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";

beforeEach(() => resetDocumentsLists());

describe("remembered documents list", () => {
  it("gives previous and next, position and count, per company", () => {
    rememberDocumentsList({ clientCompanyRowId: A, ids: ["x", "y", "z"], totalCount: 700, listHref: "/documents?a" });
    expect(documentsListNeighbours(A, "y")).toEqual({
      previousRowId: "x",
      nextRowId: "z",
      position: 2,
      totalCount: 700,
      listHref: "/documents?a",
    });
    expect(documentsListNeighbours(A, "x")).toMatchObject({ previousRowId: null, nextRowId: "y" });
    expect(documentsListNeighbours(A, "elsewhere")).toBeNull();
    expect(documentsListNeighbours(B, "y")).toBeNull();
  });

  it("survives a reload of the tab (sessionStorage)", () => {
    rememberDocumentsList({ clientCompanyRowId: B, ids: ["p", "q"], totalCount: 2, listHref: "/documents?b" });
    const stored = window.sessionStorage.getItem(`belegwerk.documentsList.${B}`);
    resetDocumentsLists();
    window.sessionStorage.setItem(`belegwerk.documentsList.${B}`, stored!);
    expect(documentsListNeighbours(B, "q")).toMatchObject({ previousRowId: "p", nextRowId: null });
  });
});

describe("the list's address", () => {
  it("is only ever a documents list, never a document's page (back to the list must leave it)", () => {
    rememberDocumentsList({
      clientCompanyRowId: A,
      ids: ["x", "y"],
      totalCount: 2,
      listHref: "/documents?clientCompanyRowId=a&view=LIST_VIEW",
    });
    // While a document opens, the router already names its page: that address is refused.
    rememberDocumentsList({
      clientCompanyRowId: A,
      ids: ["x", "y"],
      totalCount: 2,
      listHref: "/documents/y?tab=review",
    });
    expect(documentsListNeighbours(A, "y")?.listHref).toBe("/documents?clientCompanyRowId=a&view=LIST_VIEW");
  });

  it("drops a stored list whose address is a document's page (written by an older version)", () => {
    window.sessionStorage.setItem(
      `belegwerk.documentsList.${B}`,
      JSON.stringify({ ids: ["p"], totalCount: 1, listHref: "/documents/p?clientCompanyRowId=b" }),
    );
    expect(documentsListNeighbours(B, "p")).toBeNull();
    expect(isDocumentsListHref("/documents")).toBe(true);
    expect(isDocumentsListHref("/documents?view=LIST_VIEW")).toBe(true);
    expect(isDocumentsListHref("/documentsx")).toBe(false);
    expect(isDocumentsListHref("/documents/p")).toBe(false);
  });
});
