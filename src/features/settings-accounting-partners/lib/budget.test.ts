import { describe, expect, it } from "vitest";
import { isValidBudget } from "../forms/costFormSchemas.ts";
import { budgetConsumption } from "./budget.ts";

describe("budgetConsumption", () => {
  it("computes the share exactly on decimals", () => {
    expect(budgetConsumption("3000.00", "1000.00")).toEqual({ percent: "33.3", barValue: 33, excess: null });
    // 0.1 + 0.2 style amounts stay exact
    expect(budgetConsumption("0.30", "0.30")).toEqual({ percent: "100.0", barValue: 100, excess: null });
  });

  it("marks the excess over budget and fills the bar at most", () => {
    expect(budgetConsumption("10000.00", "11250.10")).toEqual({ percent: "112.5", barValue: 100, excess: "1250.10" });
  });

  it("has no share without a budget or with a budget of 0", () => {
    expect(budgetConsumption(null, "5.00")).toEqual({ percent: null, barValue: 0, excess: null });
    expect(budgetConsumption("0.00", "5.00")).toEqual({ percent: null, barValue: 100, excess: "5.00" });
    expect(budgetConsumption("0.00", "0.00")).toEqual({ percent: null, barValue: 0, excess: null });
  });
});

describe("isValidBudget (numeric(15,2) ≥ 0)", () => {
  it.each(["", "0", "25000", "25000.5", "9999999999999.99"])("accepts %s", (value) => {
    expect(isValidBudget(value)).toBe(true);
  });
  it.each(["-1", "1.234", "10000000000000", "1e5", "abc", "1,5"])("refuses %s", (value) => {
    expect(isValidBudget(value)).toBe(false);
  });
});
