import { describe, expect, it } from "vitest";
import { redactUrl } from "./redactUrl.ts";

describe("redactUrl", () => {
  const share = "a".repeat(64);
  const invitation = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

  it.each([
    [`/share/${share}`, "/share/[redacted]"],
    [`/share/${share}/`, "/share/[redacted]/"],
    ["/share/short", "/share/[redacted]"],
    [`/oidc/invitation/${invitation}`, "/oidc/invitation/[redacted]"],
    ["/oidc/interaction/abc123/login", "/oidc/interaction/[redacted]/login"],
    ["/api/xs2a/sandbox/session/s1/step", "/api/xs2a/sandbox/session/[redacted]/step"],
    // Any other token-like segment, but not row ids.
    [`/api/something/${invitation}/x`, "/api/something/[redacted]/x"],
    ["/documents/0b6f1e9a-4c1e-4d7e-9a55-2d3c1f0e9b11", "/documents/0b6f1e9a-4c1e-4d7e-9a55-2d3c1f0e9b11"],
    ["/api/user/create/", "/api/user/create/"],
    [
      "/oidc/auth?client_id=belegwerk&code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&nonce=n-0S6&Token=t",
      "/oidc/auth?client_id=belegwerk&code=[redacted]&state=[redacted]&nonce=[redacted]&Token=[redacted]",
    ],
    ["/authorize?id_token_hint=eyJ&redirect=%2Fx", "/authorize?id_token_hint=[redacted]&redirect=%2Fx"],
    ["/x?%E0%A4%A=1&code", "/x?%E0%A4%A=1&code"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
