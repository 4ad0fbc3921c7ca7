import { describe, expect, it } from "vitest";
import {
  parseCallbackHash,
  pkceChallenge,
  readJwtClaims,
  safeReturnPath,
  specialAudiencesOf,
} from "../lib/authFlow.ts";

describe("sign-in flow helpers", () => {
  it("computes the RFC 7636 S256 challenge", async () => {
    expect(await pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("accepts only same-origin paths as return paths", () => {
    expect(safeReturnPath("/documents?clientCompanyRowId=x#top")).toBe("/documents?clientCompanyRowId=x#top");
    for (const bad of [
      "//evil.example/x",
      "https://evil.example",
      "javascript:alert(1)",
      "/\\evil",
      "",
      null,
      "/authorize",
      "/logout",
      "/a\nb",
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it("reads the provider's answer from the fragment", () => {
    expect(parseCallbackHash("")).toEqual({ kind: "start" });
    expect(parseCallbackHash("#code=abc&state=s1")).toEqual({ kind: "code", code: "abc", state: "s1" });
    expect(parseCallbackHash("#error=access_denied&error_description=Nein")).toEqual({
      kind: "error",
      error: "access_denied",
      description: "Nein",
    });
  });

  it("reads claims and special audiences of a token", () => {
    const payload = btoa(JSON.stringify({ aud: ["belegwerk-spa", "belegwerk-special"], nonce: "n" })).replace(
      /=+$/,
      "",
    );
    const claims = readJwtClaims(`x.${payload}.y`)!;
    expect(claims.nonce).toBe("n");
    expect(specialAudiencesOf(claims)).toEqual(["belegwerk-special"]);
    expect(specialAudiencesOf({ aud: "belegwerk-spa" })).toEqual([]);
    expect(readJwtClaims("garbage")).toBeNull();
  });
});
