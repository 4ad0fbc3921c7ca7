/**
 * One payment for several invoices: subsets of a small pool of invoices whose open amounts (or
 * Skonto amounts, in time) add up exactly to the payment.
 *
 * The search is bounded three ways: pools (the invoices whose numbers are in the purpose; the
 * invoices of a partner the IBAN or name points at) hold at most MAX_POOL_SIZE invoices, a
 * combination at most MAX_COMBINATION_SIZE, and each pool's depth-first search visits at most
 * MAX_SEARCH_NODES nodes, pruned when the sum overshoots or the largest remaining amounts can no
 * longer reach the target. Sums are exact: integer cents as BigInt, converted with decimal.ts.
 */
import { multiplyDecimals, normalizeDecimal } from "../../../src/lib/decimal.ts";

export const MAX_COMBINATION_SIZE = 6;
export const MAX_POOL_SIZE = 20;
export const MAX_SEARCH_NODES = 20_000;
/** Combinations kept per pool. */
export const MAX_COMBINATIONS = 10;

/** Integer cents of a decimal; null if it has fractions of a cent. */
export function toCents(amount: string): bigint | null {
  const cents = normalizeDecimal(multiplyDecimals(amount, "100"), 0);
  return cents !== undefined && /^-?\d+$/.test(cents) ? BigInt(cents) : null;
}

export interface PoolOption {
  amount: string;
  cents: bigint;
  discount: boolean;
}

export interface PoolItem<T> {
  value: T;
  /** The amounts that settle it: the open amount, and the Skonto amount(s) in time. */
  options: PoolOption[];
}

export interface Combination<T> {
  parts: Array<{ value: T; option: PoolOption }>;
}

/** Subsets of 2..maxSize items (one option each) whose amounts sum to `target` cents. */
export function findCombinations<T>(
  items: readonly PoolItem<T>[],
  target: bigint,
  maxSize = MAX_COMBINATION_SIZE,
  maxNodes = MAX_SEARCH_NODES,
  maxResults = MAX_COMBINATIONS,
): Combination<T>[] {
  const maxOf = (item: PoolItem<T>) => item.options.reduce((m, o) => (o.cents > m ? o.cents : m), 0n);
  const minOf = (item: PoolItem<T>) => item.options.reduce((m, o) => (o.cents < m ? o.cents : m), maxOf(item));
  const sorted = items
    .filter((item) => item.options.length > 0 && minOf(item) > 0n && minOf(item) < target)
    .sort((a, b) => (maxOf(b) > maxOf(a) ? 1 : maxOf(b) < maxOf(a) ? -1 : 0));
  const maxima = sorted.map(maxOf);
  const minima = sorted.map(minOf);
  const results: Combination<T>[] = [];
  const chosen: Array<{ value: T; option: PoolOption }> = [];
  let nodes = 0;

  /** The largest sum `slots` more items from index `from` on can add (maxima are sorted). */
  const reach = (from: number, slots: number): bigint => {
    let sum = 0n;
    for (let i = from; i < Math.min(sorted.length, from + slots); i++) sum += maxima[i]!;
    return sum;
  };

  const search = (from: number, sum: bigint): void => {
    for (let i = from; i < sorted.length; i++) {
      if (results.length >= maxResults || ++nodes > maxNodes) return;
      if (sum + minima[i]! > target) continue;
      if (sum + reach(i, maxSize - chosen.length) < target) return;
      for (const option of sorted[i]!.options) {
        const next = sum + option.cents;
        if (next > target) continue;
        chosen.push({ value: sorted[i]!.value, option });
        if (next === target) {
          if (chosen.length >= 2) results.push({ parts: [...chosen] });
        } else if (chosen.length < maxSize) {
          search(i + 1, next);
        }
        chosen.pop();
        if (results.length >= maxResults) return;
      }
    }
  };
  search(0, 0n);
  return results;
}
