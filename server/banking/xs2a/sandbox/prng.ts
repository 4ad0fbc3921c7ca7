import { createHash } from "node:crypto";

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every machine, which is what makes the sandbox bank's statements reproducible. */
export interface Prng {
  /** [0, 1) */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** true with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
}

/** A 32-bit seed from any number of strings (sha256, so near inputs give unrelated seeds). */
export function seedOf(...parts: string[]): number {
  return createHash("sha256").update(parts.join("\u0000")).digest().readUInt32BE(0);
}

export function makePrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
  };
}

/** Digits only, deterministic: `length` digits from the hash of the parts, the first not 0. */
export function digitsOf(length: number, ...parts: string[]): string {
  const hash = createHash("sha256").update(parts.join("\u0000")).digest();
  let out = "";
  for (let i = 0; out.length < length; i++) {
    const digit = hash[i % hash.length]! % 10;
    out += out.length === 0 && digit === 0 ? "1" : String(digit);
  }
  return out;
}
