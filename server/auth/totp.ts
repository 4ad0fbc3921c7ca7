import { timingSafeEqual } from "node:crypto";
import { HOTP, Secret, TOTP } from "otpauth";

// One-time passwords come from `otpauth` (RFC 4226 HOTP, RFC 6238 TOTP, RFC 4648 base32, the
// Key URI Format). What stays here is this product's policy: six digits, SHA-1, 30 seconds,
// one step of drift either way, and replay protection by the last accepted step.

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export const base32Encode = (bytes: Uint8Array): string => new Secret({ buffer: copyOf(bytes).buffer }).base32;

/** Decodes base32 (case-insensitive, spaces and padding ignored); null when malformed. */
export function base32Decode(text: string): Buffer | null {
  try {
    return Buffer.from(Secret.fromBase32(text.replace(/\s/g, "")).bytes);
  } catch {
    return null;
  }
}

/** A copy in an ArrayBuffer of its own (a Buffer may be a view into a shared pool). */
const copyOf = (bytes: Uint8Array) => new Uint8Array(bytes);

export type TotpAlgorithm = "sha1" | "sha256" | "sha512";

const secretOf = (key: Uint8Array) => new Secret({ buffer: copyOf(key).buffer });

/** HOTP (RFC 4226) for one counter value. */
export function hotp(key: Uint8Array, counter: bigint, digits = 6, algorithm: TotpAlgorithm = "sha1"): string {
  return HOTP.generate({ secret: secretOf(key), counter: Number(counter), digits, algorithm: algorithm.toUpperCase() });
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
  algorithm?: TotpAlgorithm;
}

/** TOTP (RFC 6238) at a moment (milliseconds since the epoch). */
export function totp(key: Uint8Array, atMs: number, opts: TotpOptions = {}): string {
  return TOTP.generate({
    secret: secretOf(key),
    timestamp: atMs,
    period: opts.periodSeconds ?? TOTP_PERIOD_SECONDS,
    digits: opts.digits ?? 6,
    algorithm: (opts.algorithm ?? "sha1").toUpperCase(),
  });
}

/** Length of one TOTP time step (RFC 6238's X), in seconds. */
export const TOTP_PERIOD_SECONDS = 30;

/** The time step (RFC 6238's counter T) a moment falls in. */
export const totpStepAt = (atMs: number): bigint =>
  BigInt(TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: atMs }));

export interface TotpMatchOptions {
  /** Steps of clock drift allowed either way (default 1: the previous and the next code). */
  window?: number;
  /** The last step accepted before: only later steps count, so a code is never accepted twice. */
  after?: bigint | null;
}

/**
 * The time step a 6-digit code belongs to, among the steps within `window` of the moment and
 * after the last accepted one; null when the code matches none (or is not six digits, or the
 * secret is malformed). Every candidate is compared in constant time (otpauth's own
 * `validate` stops at the first match and knows nothing of the last accepted step, so the
 * window is walked here). The caller must store the answer as the new last accepted step,
 * atomically, before trusting it.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  atMs = Date.now(),
  { window = 1, after = null }: TotpMatchOptions = {},
): bigint | null {
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return null;
  const secret = secretOf(key);
  const now = totpStepAt(atMs);
  let match: bigint | null = null;
  for (let drift = -window; drift <= window; drift++) {
    const step = now + BigInt(drift);
    if (step < 0n) continue;
    const expected = HOTP.generate({ secret, counter: Number(step) });
    const equal = timingSafeEqual(Buffer.from(expected), Buffer.from(code));
    // The earliest fresh step wins: a later one stays available for the next code.
    if (equal && match === null && (after === null || step > after)) match = step;
  }
  return match;
}

/**
 * Checks a 6-digit code against a base32 secret, allowing one step of clock drift either
 * way. Compares in constant time; anything that is not six digits fails. Without replay
 * protection: sign-in and enrolment use matchTotpStep with the last accepted step.
 */
export function verifyTotp(secretBase32: string, code: string, atMs = Date.now(), window = 1): boolean {
  return matchTotpStep(secretBase32, code, atMs, { window }) !== null;
}

/** The otpauth:// URI (Key URI Format) that authenticator apps read from a QR code. */
export function otpauthUri(opts: { issuer: string; accountName: string; secretBase32: string }): string {
  return new TOTP({
    issuer: opts.issuer,
    label: opts.accountName,
    secret: Secret.fromBase32(opts.secretBase32),
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** A new random secret (160 bits, the RFC's recommendation for SHA-1), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;
