import { describe, expect, it } from "vitest";
import { makeBlockFormSchema, toBlockInput } from "../forms/blockFormSchema.ts";

const TODAY = "2026-11-27";
const messages = (values: { reason: string; startsAt: string }, locale: "de" | "en" = "de") => {
  const result = makeBlockFormSchema({ today: TODAY, locale }).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message.split(".").at(-1));
};

describe("the block form", () => {
  it("takes a trimmed reason and a later day as typed in either language", () => {
    expect(
      makeBlockFormSchema({ today: TODAY, locale: "de" }).parse({ reason: "  offen ", startsAt: "1.12.2026" }),
    ).toEqual({
      reason: "offen",
      startsAt: "2026-12-01",
    });
    expect(makeBlockFormSchema({ today: TODAY, locale: "en" }).parse({ reason: "x", startsAt: "01/12/2026" })).toEqual({
      reason: "x",
      startsAt: "2026-12-01",
    });
  });

  it("starts today at once, and leaves an empty day to the server (an existing block keeps its start)", () => {
    const schema = makeBlockFormSchema({ today: TODAY, locale: "de" });
    expect(schema.parse({ reason: "x", startsAt: "" }).startsAt).toBeNull();
    expect(toBlockInput({ reason: "x", startsAt: null }, TODAY)).toEqual({ reason: "x", startsAt: null });
    const now = new Date(2026, 10, 27, 14, 5);
    const parsed = schema.parse({ reason: "x", startsAt: "27.11.2026" });
    expect(toBlockInput(parsed, TODAY, now)).toEqual({ reason: "x", startsAt: now.toISOString() });
  });

  it("starts a later day at its local midnight", () => {
    const { startsAt } = toBlockInput({ reason: "x", startsAt: "2026-12-01" }, TODAY);
    const start = new Date(startsAt!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2026, 11, 1, 0, 0,
    ]);
  });

  it.each([
    [{ reason: "", startsAt: "" }, ["reasonRequired"]],
    [{ reason: "   ", startsAt: "" }, ["reasonRequired"]],
    [{ reason: "x".repeat(1001), startsAt: "" }, ["reasonTooLong"]],
    [{ reason: "x", startsAt: "30.02.2027" }, ["dateInvalid"]],
    [{ reason: "x", startsAt: "morgen" }, ["dateInvalid"]],
    [{ reason: "x", startsAt: "26.11.2026" }, ["dateInPast"]],
    [{ reason: "x", startsAt: "28.11.2028" }, ["dateTooFar"]],
  ])("refuses %j", (values, expected) => {
    expect(messages(values)).toEqual(expected);
  });

  it("accepts exactly 1000 characters and a start exactly two years ahead", () => {
    expect(messages({ reason: "x".repeat(1000), startsAt: "27.11.2028" })).toEqual([]);
  });
});
