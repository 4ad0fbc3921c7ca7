import { describe, expect, it } from "vitest";
import { clearedSessionCookie, sessionCookie } from "./cookies.ts";

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, site-wide, with the configured lifetime; Secure only under https", () => {
    expect(sessionCookie("t0k+n", { name: "bw_session", maxAgeDays: 14, secure: false })).toBe(
      "bw_session=t0k%2Bn; Path=/; HttpOnly; SameSite=Lax; Max-Age=1209600",
    );
    expect(sessionCookie("t", { name: "s", maxAgeDays: 1, secure: true })).toBe(
      "s=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400; Secure",
    );
  });

  it("is cleared with the same attributes and Max-Age=0", () => {
    expect(clearedSessionCookie({ name: "bw_session", secure: true })).toBe(
      "bw_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
  });
});
