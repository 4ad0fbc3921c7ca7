import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { loadQueryMap } from "./persisted.ts";
import { checkVariables, GRAPHQL_LIMITS, maxSelectionDepthRule, stripSuggestions } from "./limits.ts";

describe("checkVariables", () => {
  it("passes what the app sends, refuses long lists, deep nesting and too many values", () => {
    expect(checkVariables({ ids: Array(1000).fill("x"), filter: { a: [1, 2] } })).toBeNull();
    expect(checkVariables(undefined)).toBeNull();
    expect(checkVariables({ ids: Array(1001).fill("x") })?.extensions.code).toBe("LIST_TOO_LONG");
    expect(checkVariables({ a: [[Array(450_000).fill(1)]] })?.extensions.code).toBe("LIST_TOO_LONG");
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkVariables({ deep })?.extensions.code).toBe("REQUEST_TOO_LARGE");
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, Array(1000).fill(i)]));
    expect(checkVariables(many)?.extensions.code).toBe("REQUEST_TOO_LARGE");
  });
});

describe("maxSelectionDepthRule", () => {
  const schema = buildSchema("type Query { node: Node } type Node { child: Node, id: ID }");
  const depth = (n: number) => `{ ${"node { ".repeat(1)}${"child { ".repeat(n - 2)}id${" }".repeat(n - 1)} }`;

  it("refuses operations deeper than the limit, following fragments, without looping on cycles", () => {
    const rule = maxSelectionDepthRule(5);
    expect(validate(schema, parse(depth(5)), [rule])).toEqual([]);
    expect(validate(schema, parse(depth(6)), [rule])[0]?.extensions.code).toBe("REQUEST_TOO_LARGE");
    const viaFragment = "{ node { ...F } } fragment F on Node { child { child { child { child { id } } } } }";
    expect(validate(schema, parse(viaFragment), [rule])).toHaveLength(1);
    const cycle = parse("{ node { ...A } } fragment A on Node { child { ...A } }");
    expect(validate(schema, cycle, [...specifiedRules, rule]).length).toBeGreaterThan(0);
  });

  it("lets every operation of the app through", () => {
    const rule = maxSelectionDepthRule(GRAPHQL_LIMITS.maxSelectionDepth);
    for (const [id, text] of Object.entries(loadQueryMap())) {
      const errors = validate(buildSchema("type Query { x: Int }"), parse(text), [rule]);
      expect(errors, id).toEqual([]);
    }
  });
});

describe("stripSuggestions", () => {
  it("removes graphql-js's hints at schema names", () => {
    expect(stripSuggestions('Cannot query field "currentUsr" on type "Query". Did you mean "currentUser"?')).toBe(
      'Cannot query field "currentUsr" on type "Query".',
    );
    expect(stripSuggestions('Field "x" is not defined by type "F". Did you mean "a", "b", or "c"?')).toBe(
      'Field "x" is not defined by type "F".',
    );
  });
});
