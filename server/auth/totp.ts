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

/**
 * Checks a 6-digit code against a base32 secret, allowing one step of clock drift either
 * way. Compares in constant time; anything that is not six digits fails.
 */
export function verifyTotp(secretBase32: string, code: string, atMs = Date.now(), window = 1): boolean {
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return false;
  let ok = false;
  for (let drift = -window; drift <= window; drift++) {
    const expected = totp(key, atMs + drift * 30_000);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) ok = true;
  }
  return ok;
}

/** A new random secret (160 bits, the RFC's recommendation for SHA-1), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));
