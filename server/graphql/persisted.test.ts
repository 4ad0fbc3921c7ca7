import { describe, expect, it } from "vitest";
import { extractOperationId, loadQueryMap, lookupOperation, resolveOperation } from "./persisted.ts";

const map = { abc: "query A { __typename }" };

describe("resolveOperation", () => {
  it("finds the text of a known id, wherever the client put it", () => {
    expect(resolveOperation(map, true, { doc_id: "abc" })).toEqual({ query: map.abc });
    expect(resolveOperation(map, true, { query: "", extensions: { doc_id: "abc" } })).toEqual({ query: map.abc });
    expect(resolveOperation(map, true, { extensions: { persistedQuery: { sha256Hash: "abc" } } })).toEqual({
      query: map.abc,
    });
  });

  it("refuses unknown ids and, when persisted-only, any text", () => {
    const unknown = resolveOperation(map, false, { doc_id: "nope" });
    expect("error" in unknown && unknown.error.extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    const text = resolveOperation(map, true, { query: "{ __typename }" });
    expect("error" in text && text.error.extensions.code).toBe("PERSISTED_QUERY_ONLY");
  });

  it("accepts text when arbitrary operations are allowed, but not an empty request", () => {
    expect(resolveOperation(map, false, { query: "{ __typename }" })).toEqual({ query: "{ __typename }" });
    const empty = resolveOperation(map, false, { query: "  " });
    expect("error" in empty && empty.error.extensions.code).toBe("BAD_REQUEST");
  });

  it("ignores ids of the wrong type", () => {
    expect(extractOperationId({ doc_id: 42 })).toBeNull();
    expect(extractOperationId({ extensions: { persistedQuery: { sha256Hash: {} } } })).toBeNull();
  });
});

describe("ids that name what every object inherits", () => {
  it("are unknown operations, not an internal error", () => {
    for (const id of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      expect(lookupOperation(map, id), id).toBeNull();
      expect(lookupOperation(loadQueryMap(), id), id).toBeNull();
      const answer = resolveOperation(map, true, { doc_id: id });
      expect("error" in answer && answer.error.extensions.code, id).toBe("PERSISTED_QUERY_NOT_FOUND");
    }
  });
});
