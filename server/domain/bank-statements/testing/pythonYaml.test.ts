import { describe, expect, it } from "vitest";
import { parsePythonYaml } from "./pythonYaml.ts";

describe("PyYAML expectations read with the yaml package", () => {
  it("interprets the Python tags the statement tests compare and keeps scalars as text", () => {
    const value = parsePythonYaml(
      [
        "&root !!python/object:mt940.models.Transactions",
        "data:",
        "  amount: !!python/object/apply:decimal.Decimal ['0.43']",
        "  date: !!python/object/apply:mt940.models.Date",
        "  - !!binary |",
        "    B+EBEw==",
        "  raw: !!binary AQL/",
        "  number: 12",
        "  quoted: '1'",
        "  empty:",
        "  tilde: ~",
        "  flag: true",
        '  folded: "line one\\',
        '    \\ continued"',
        "  post: [!!python/name:mt940.processors.date_cleanup_post_processor '']",
        "again: *root",
      ].join("\n"),
    ) as Record<string, unknown>;
    expect(value.data).toEqual({
      amount: "0.43",
      date: "2017-01-19",
      raw: "0102ff",
      number: "12",
      quoted: "1",
      empty: null,
      tilde: null,
      flag: true,
      folded: "line one continued",
      post: [""],
    });
    expect(value.again).toBe(value);
  });

  it("refuses broken YAML instead of guessing", () => {
    expect(() => parsePythonYaml("a: [1, 2\nb: 3")).toThrow();
    expect(() => parsePythonYaml('a: "unterminated')).toThrow();
  });
});
