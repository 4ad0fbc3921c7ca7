import { describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../../src/lib/csrf.ts";
import { canonicalPath, guardRequest, isOwnOrigin } from "./requestGuard.ts";

const OWN = "https://belegwerk.example";
const opts = { publicOrigin: OWN, oidcMountPath: "/oidc" };
const csrf = { [CSRF_HEADER.toLowerCase()]: "1" };
const json = { "content-type": "application/json", "content-length": "2" };

describe("isOwnOrigin", () => {
  it("accepts the public origin and the addressed host, nothing else", () => {
    expect(isOwnOrigin(OWN, "internal:3000", OWN)).toBe(true);
    expect(isOwnOrigin("http://127.0.0.1:3202", "127.0.0.1:3202", OWN)).toBe(true);
    for (const origin of ["null", "http://127.0.0.1:4000", "https://belegwerk.example.evil.test", "garbage", ""]) {
      expect(isOwnOrigin(origin, "127.0.0.1:3202", OWN), origin).toBe(false);
    }
  });
});

describe("canonicalPath", () => {
  it("resolves a request target as the router does: escapes, dot segments, absolute form", () => {
    expect(canonicalPath("/%61pi/xs2a/sync-connection/x/?a=%61")).toBe("/api/xs2a/sync-connection/x/");
    expect(canonicalPath("/x/../api/xs2a/delete-connection/x")).toBe("/api/xs2a/delete-connection/x");
    expect(canonicalPath("/%2e%2e/api/payments/reminder")).toBe("/api/payments/reminder");
    expect(canonicalPath("http://evil.test/api/user/create/")).toBe("/api/user/create/");
    expect(canonicalPath("/%73hare/abc")).toBe("/share/abc");
    // An escaped percent sign and an escaped slash stay escaped (the router keeps them too).
    expect(canonicalPath("/api/%2561pi")).toBe("/api/%2561pi");
    expect(canonicalPath("/api%2Fxs2a")).toBe("/api%2Fxs2a");
    // Not UTF-8: kept as sent, the rest still decoded.
    expect(canonicalPath("/%61pi/%FF")).toBe("/api/%FF");
    expect(canonicalPath("/graphql")).toBe("/graphql");
  });
});

describe("guardRequest", () => {
  const guard = (method: string, path: string, headers: Record<string, string>) =>
    guardRequest(method, path, { host: "belegwerk.example", ...headers }, opts)?.code ?? null;

  it("refuses foreign origins on GraphQL and on every state-changing request", () => {
    const foreign = { origin: "https://evil.test", ...csrf, ...json };
    expect(guard("POST", "/graphql", foreign)).toBe("CROSS_ORIGIN_REQUEST");
    expect(guard("GET", "/graphql", foreign)).toBe("CROSS_ORIGIN_REQUEST");
    expect(guard("DELETE", "/api/user/delete/x", foreign)).toBe("CROSS_ORIGIN_REQUEST");
    expect(guard("POST", "/oidc/interaction/abc/login", foreign)).toBe("CROSS_ORIGIN_REQUEST");
    expect(guard("GET", "/oidc/.well-known/openid-configuration", { origin: "https://evil.test" })).toBeNull();
  });

  it("needs the CSRF header on GraphQL, state-changing REST and the state-changing GET aliases", () => {
    expect(guard("POST", "/graphql", json)).toBe("CSRF_HEADER_MISSING");
    expect(guard("GET", "/graphql", {})).toBe("CSRF_HEADER_MISSING");
    expect(guard("PUT", "/api/activity/logout", {})).toBe("CSRF_HEADER_MISSING");
    expect(guard("GET", "/api/xs2a/delete-connection/abc/", {})).toBe("CSRF_HEADER_MISSING");
    expect(guard("GET", "/api/xs2a/sync-connection/abc", {})).toBe("CSRF_HEADER_MISSING");
    expect(guard("GET", "/api/files/source-files/abc", {})).toBeNull();
    // The identity provider's own forms are protected by its interaction cookies.
    expect(guard("POST", "/oidc/interaction/abc/login", { origin: OWN })).toBeNull();
  });

  it("lets a share link's confirmation form through only with our own Origin", () => {
    const form = { "content-type": "application/x-www-form-urlencoded", "content-length": "56" };
    const token = "ab".repeat(32);
    expect(guard("POST", `/share/${token}`, { origin: OWN, ...form })).toBeNull();
    expect(guard("POST", `/share/${token}`, form)).toBe("CROSS_ORIGIN_REQUEST");
    expect(guard("POST", `/share/${token}`, { origin: "https://evil.test", ...form })).toBe("CROSS_ORIGIN_REQUEST");
    expect(guard("POST", `/share/${token}`, { origin: "null", ...form })).toBe("CROSS_ORIGIN_REQUEST");
    // Only the confirmation itself: other methods and deeper paths still need the header.
    expect(guard("PUT", `/share/${token}`, { origin: OWN })).toBe("CSRF_HEADER_MISSING");
    expect(guard("POST", `/share/${token}/x`, { origin: OWN })).toBe("CSRF_HEADER_MISSING");
  });

  it("takes JSON only, and multipart only on the upload routes", () => {
    expect(guard("POST", "/graphql", { ...csrf, "content-type": "text/plain" })).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(guard("POST", "/graphql", { ...csrf })).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(guard("POST", "/graphql", { ...csrf, "content-type": "application/json; charset=utf-8" })).toBeNull();
    expect(
      guard("POST", "/api/payments/reminder", { ...csrf, "content-type": "text/plain", "content-length": "10" }),
    ).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(
      guard("POST", "/api/user/create/", {
        ...csrf,
        "content-type": "multipart/form-data; boundary=x",
        "transfer-encoding": "chunked",
      }),
    ).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(guard("PUT", "/api/activity/logout", { ...csrf })).toBeNull();
    expect(
      guard("POST", "/api/source-files", { ...csrf, "content-type": "multipart/form-data; boundary=x" }),
    ).toBeNull();
    expect(guard("POST", "/api/bank-statements/", { ...csrf, ...json })).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});
