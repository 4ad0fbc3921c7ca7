import {
  compareDecimals,
  divideDecimals,
  isZeroDecimal,
  multiplyDecimals,
  subtractDecimals,
} from "../../../lib/decimal.ts";

export interface BudgetConsumption {
  /** Used share in percent, exact to one decimal ("112.5"); null without a budget or with 0. */
  percent: string | null;
  /** The progress bar's fill, 0…100. */
  barValue: number;
  /** How much the assigned amount exceeds the budget ("250.00"); null within the budget. */
  excess: string | null;
}

/** A cost unit's budget consumption, computed on decimal strings (no floating point). */
export function budgetConsumption(budget: string | null | undefined, assigned: string): BudgetConsumption {
  if (budget === null || budget === undefined || budget === "") return { percent: null, barValue: 0, excess: null };
  const over = compareDecimals(assigned, budget) > 0;
  const excess = over ? subtractDecimals(assigned, budget) : null;
  if (isZeroDecimal(budget)) return { percent: null, barValue: over ? 100 : 0, excess };
  const percent = divideDecimals(multiplyDecimals(assigned, "100"), budget, 1);
  // the bar's width only: a whole percent of at most 100, no arithmetic on amounts
  const barValue = Math.min(100, Math.max(0, Number(divideDecimals(multiplyDecimals(assigned, "100"), budget, 0))));
  return { percent, barValue, excess };
}
