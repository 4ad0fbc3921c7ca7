import { describe, expect, it } from "vitest";
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("hashes with argon2id, salted, and verifies only the right password", async () => {
    const a = await hashPassword("demo-password-1");
    const b = await hashPassword("demo-password-1");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "demo-password-1")).toBe(true);
    expect(await verifyPassword(a, "demo-password-2")).toBe(false);
    expect(await verifyPassword(a, "")).toBe(false);
  });

  it("answers false for malformed hashes and absurdly long passwords instead of throwing", async () => {
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
    const hash = await hashPassword("short");
    expect(await verifyPassword(hash, "x".repeat(MAX_PASSWORD_LENGTH + 1))).toBe(false);
  });
});
