import { beforeEach, describe, expect, it } from "vitest";
import { documentsListNeighbours, rememberDocumentsList, resetDocumentsLists } from "./documentsListIds.ts";

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
