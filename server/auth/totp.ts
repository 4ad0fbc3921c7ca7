import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, spaces and padding ignored); null when malformed. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index === -1) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = "sha1" | "sha256" | "sha512";

/** HOTP (RFC 4226) for one counter value. */
export function hotp(key: Uint8Array, counter: bigint, digits = 6, algorithm: TotpAlgorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, "0");
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
  algorithm?: TotpAlgorithm;
}

/** TOTP (RFC 6238) at a moment (milliseconds since the epoch). */
export function totp(key: Uint8Array, atMs: number, opts: TotpOptions = {}): string {
  const step = BigInt(Math.floor(atMs / 1000 / (opts.periodSeconds ?? 30)));
  return hotp(key, step, opts.digits ?? 6, opts.algorithm ?? "sha1");
}

/** Length of one TOTP time step (RFC 6238's X), in seconds and milliseconds. */
export const TOTP_PERIOD_SECONDS = 30;
const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

/** The time step (RFC 6238's counter T) a moment falls in. */
export const totpStepAt = (atMs: number): bigint => BigInt(Math.floor(atMs / PERIOD_MS));

export interface TotpMatchOptions {
  /** Steps of clock drift allowed either way (default 1: the previous and the next code). */
  window?: number;
  /** The last step accepted before: only later steps count, so a code is never accepted twice. */
  after?: bigint | null;
}

/**
 * The time step a 6-digit code belongs to, among the steps within `window` of the moment and
 * after the last accepted one; null when the code matches none (or is not six digits, or the
 * secret is malformed). Every candidate is compared in constant time. The caller must store
 * the answer as the new last accepted step, atomically, before trusting it.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  atMs = Date.now(),
  { window = 1, after = null }: TotpMatchOptions = {},
): bigint | null {
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return null;
  const now = totpStepAt(atMs);
  let match: bigint | null = null;
  for (let drift = -window; drift <= window; drift++) {
    const step = now + BigInt(drift);
    if (step < 0n) continue;
    const equal = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
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
  const issuer = encodeURIComponent(opts.issuer);
  const label = `${issuer}:${encodeURIComponent(opts.accountName)}`;
  return `otpauth://totp/${label}?secret=${opts.secretBase32}&issuer=${issuer}&algorithm=SHA1&digits=6&period=${TOTP_PERIOD_SECONDS}`;
}

/** A new random secret (160 bits, the RFC's recommendation for SHA-1), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));
