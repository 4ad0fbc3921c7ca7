/**
 * Candidates for a field found at different places of a document, and how they are combined:
 * equal values support each other, different values weaken the best one.
 */
import type { ExtractedValue } from "../capture/types.ts";

export interface Candidate<T> {
  value: T;
  confidence: number;
  /** Index of the line the value was read from (Doc.lines). */
  line: number;
  /** Short note for debugging: which rule produced it. */
  rule: string;
}

export const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

export interface PickOptions<T> {
  /** Key that makes two values equal (default: JSON). */
  key?: (value: T) => string;
  /** Added per further candidate with the same value from another line (default 0.05, at most 2). */
  supportBonus?: number;
  /** Share of the best competing value's confidence subtracted from the winner (default 0.3). */
  conflictPenalty?: number;
  /** Upper bound of the result (default 0.98). */
  cap?: number;
}

/**
 * The best-supported value among candidates: the highest confidence of a value, plus a bonus
 * for each further line that says the same, minus a penalty for the strongest different value.
 */
export function pick<T>(candidates: Candidate<T>[], opts: PickOptions<T> = {}): ExtractedValue<T> | undefined {
  if (candidates.length === 0) return undefined;
  const key = opts.key ?? ((v: T) => JSON.stringify(v));
  const bonus = opts.supportBonus ?? 0.05;
  const penalty = opts.conflictPenalty ?? 0.3;
  const groups = new Map<string, { value: T; best: number; lines: Set<number> }>();
  for (const c of candidates) {
    const k = key(c.value);
    const g = groups.get(k);
    if (!g) groups.set(k, { value: c.value, best: c.confidence, lines: new Set([c.line]) });
    else {
      if (c.confidence > g.best) {
        g.best = c.confidence;
        g.value = c.value;
      }
      g.lines.add(c.line);
    }
  }
  const scored = [...groups.values()]
    .map((g) => ({ value: g.value, score: g.best + bonus * Math.min(2, g.lines.size - 1) }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  let confidence = first!.score;
  if (second) confidence -= penalty * second.score;
  return { value: first!.value, confidence: round2(clamp01(Math.min(opts.cap ?? 0.98, confidence))) };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
