// Exact money arithmetic on the API's decimal strings ("1190.00"), in whole cents (BigInt),
// so sums and differences of invoice amounts never pass through floating point.

/** "1190.5" → 119050n; null for a missing or malformed amount. */
export function toCents(amount: string | null | undefined): bigint | null {
  if (amount === null || amount === undefined) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? "").padEnd(2, "0") || "0");
  return match[1] === "-" ? -cents : cents;
}

/** 119050n → "1190.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = absolute / 100n;
  const fraction = String(absolute % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** The sum of decimal strings as a decimal string (missing amounts count as zero). */
export function sumAmounts(amounts: readonly (string | null | undefined)[]): string {
  return fromCents(amounts.reduce<bigint>((sum, amount) => sum + (toCents(amount) ?? 0n), 0n));
}

/** a − b as a decimal string, or null when either is missing. */
export function subtractAmounts(a: string | null | undefined, b: string | null | undefined): string | null {
  const left = toCents(a);
  const right = toCents(b);
  return left === null || right === null ? null : fromCents(left - right);
}

/** Whether the amount is missing or zero. */
export function isZeroAmount(amount: string | null | undefined): boolean {
  return (toCents(amount) ?? 0n) === 0n;
}
