import { URI } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  newTotpSecret,
  otpauthUri,
  totp,
  totpStepAt,
  verifyTotp,
} from "./totp.ts";

// RFC 6238, appendix B: seeds and expected 8-digit codes.
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
} as const;
const VECTORS: [number, Record<keyof typeof SEEDS, string>][] = [
  [59, { sha1: "94287082", sha256: "46119246", sha512: "90693936" }],
  [1111111109, { sha1: "07081804", sha256: "68084774", sha512: "25091201" }],
  [1111111111, { sha1: "14050471", sha256: "67062674", sha512: "99943326" }],
  [1234567890, { sha1: "89005924", sha256: "91819424", sha512: "93441116" }],
  [2000000000, { sha1: "69279037", sha256: "90698825", sha512: "38618901" }],
  [20000000000, { sha1: "65353130", sha256: "77737706", sha512: "47863826" }],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("matches the RFC's test vectors at T=%i", (seconds, expected) => {
    for (const algorithm of ["sha1", "sha256", "sha512"] as const) {
      expect(totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(expected[algorithm]);
    }
  });

  it("matches RFC 4226's HOTP vectors", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expected.forEach((code, counter) => expect(hotp(SEEDS.sha1, BigInt(counter))).toBe(code));
  });

  it("round-trips base32 and rejects malformed secrets", () => {
    expect(base32Encode(SEEDS.sha1)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(SEEDS.sha1);
    expect(base32Decode("not base32!")).toBeNull();
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it("accepts the current code and one step of drift, nothing else", () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1_700_000_000_000;
    const code = (at: number) => totp(SEEDS.sha1, at);
    expect(verifyTotp(secret, code(now), now)).toBe(true);
    expect(verifyTotp(secret, code(now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, code(now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, code(now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, "12345", now)).toBe(false);
    expect(verifyTotp(secret, "abcdef", now)).toBe(false);
    expect(verifyTotp("!!!", code(now), now)).toBe(false);
  });

  describe("time step of a code (replay protection)", () => {
    const secret = base32Encode(SEEDS.sha1);
    // In the middle of a step, so that ±30 s lands in the neighbouring steps.
    const now = 1_700_000_015_000;
    const step = totpStepAt(now);
    const codeAt = (s: bigint) => hotp(SEEDS.sha1, s);

    it("names the step of the current code and of its two neighbours, nothing further", () => {
      expect(step).toBe(56_666_667n);
      expect(matchTotpStep(secret, codeAt(step), now)).toBe(step);
      expect(matchTotpStep(secret, codeAt(step - 1n), now)).toBe(step - 1n);
      expect(matchTotpStep(secret, codeAt(step + 1n), now)).toBe(step + 1n);
      expect(matchTotpStep(secret, codeAt(step - 2n), now)).toBeNull();
      expect(matchTotpStep(secret, codeAt(step + 2n), now)).toBeNull();
      expect(matchTotpStep(secret, codeAt(step - 1n), now, { window: 0 })).toBeNull();
    });

    it("accepts only steps after the last accepted one", () => {
      // The same code again: its step is not after itself.
      expect(matchTotpStep(secret, codeAt(step), now, { after: step })).toBeNull();
      // An older code of the window after a newer one was used.
      expect(matchTotpStep(secret, codeAt(step - 1n), now, { after: step })).toBeNull();
      // The next code is still fine.
      expect(matchTotpStep(secret, codeAt(step + 1n), now, { after: step })).toBe(step + 1n);
      expect(matchTotpStep(secret, codeAt(step), now, { after: step - 1n })).toBe(step);
      // A code accepted at sign-in is refused 20 seconds later at the next attempt.
      const accepted = matchTotpStep(secret, codeAt(step), now)!;
      expect(matchTotpStep(secret, codeAt(step), now + 20_000, { after: accepted })).toBeNull();
    });

    it("refuses malformed codes and secrets", () => {
      expect(matchTotpStep(secret, "12345", now)).toBeNull();
      expect(matchTotpStep(secret, " 123456", now)).toBeNull();
      expect(matchTotpStep("", codeAt(step), now)).toBeNull();
      expect(matchTotpStep("!!!", codeAt(step), now)).toBeNull();
    });
  });

  it("accepts RFC 6238's SHA-1 code at T=59 s as six digits, for its base32 secret", () => {
    // The appendix's 8-digit 94287082 is 287082 with six digits; step 1 is T=59 s.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totp(SEEDS.sha1, 59_000)).toBe("287082");
    expect(matchTotpStep(secret, "287082", 59_000, { window: 0 })).toBe(1n);
    expect(matchTotpStep(secret, "287082", 59_000, { after: 1n })).toBeNull();
  });

  it("builds the otpauth URI authenticator apps read", () => {
    const uri = otpauthUri({ issuer: "Belegwerk", accountName: "anna@test.example", secretBase32: "JBSWY3DPEHPK3PXP" });
    expect(uri).toBe(
      "otpauth://totp/Belegwerk:anna%40test.example?issuer=Belegwerk&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
    );
    // What an app reads back: the same secret, issuer, account and parameters.
    const parsed = URI.parse(uri);
    expect(parsed.secret.base32).toBe("JBSWY3DPEHPK3PXP");
    expect({ issuer: parsed.issuer, label: parsed.label, digits: parsed.digits, algorithm: parsed.algorithm }).toEqual({
      issuer: "Belegwerk",
      label: "anna@test.example",
      digits: 6,
      algorithm: "SHA1",
    });
  });
});
