import { generateKeyPair, SignJWT, type JWTPayload } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AuthClientConfig,
  AuthFlowError,
  buildAuthorizationUrl,
  parseCallbackHash,
  redeemCode,
  safeReturnPath,
  specialAudiencesOf,
  STORAGE_KEYS,
} from "../lib/authFlow.ts";

// jsdom puts its own typed-array constructors on the global object, while Node's Web Crypto and
// TextEncoder (which the test environment keeps) answer with Node's; a browser never mixes the
// two. For this protocol test the globals are Node's again, as in one browser realm.
const jsdomTypedArrays = { ArrayBuffer: globalThis.ArrayBuffer, Uint8Array: globalThis.Uint8Array };
beforeAll(() => {
  const bytes = new TextEncoder().encode("");
  Object.assign(globalThis, { ArrayBuffer: bytes.buffer.constructor, Uint8Array: bytes.constructor });
});
afterAll(() => {
  Object.assign(globalThis, jsdomTypedArrays);
});

const ORIGIN = "http://localhost:3000";
const ISSUER = `${ORIGIN}/oidc`;
const CONFIG: AuthClientConfig = {
  issuer: ISSUER,
  clientId: "belegwerk-spa",
  authorizationEndpoint: "/oidc/auth",
  tokenEndpoint: "/oidc/token",
  endSessionEndpoint: "/oidc/session/end",
  builtIn: true,
  idTokenSigningAlgs: ["RS256"],
};

describe("sign-in flow helpers", () => {
  it("computes the RFC 7636 S256 challenge (appendix B)", async () => {
    expect(await oauth.calculatePKCECodeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
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
    const answer = parseCallbackHash("#code=abc&state=s1&iss=x");
    expect(answer.kind).toBe("code");
    expect(answer.kind === "code" && Object.fromEntries(answer.params)).toEqual({ code: "abc", state: "s1", iss: "x" });
    expect(parseCallbackHash("#error=access_denied&error_description=Nein")).toEqual({
      kind: "error",
      error: "access_denied",
      description: "Nein",
    });
  });

  it("names the special audiences of a token", () => {
    expect(specialAudiencesOf({ aud: ["belegwerk-spa", "belegwerk-special"] })).toEqual(["belegwerk-special"]);
    expect(specialAudiencesOf({ aud: "belegwerk-spa" })).toEqual([]);
    expect(specialAudiencesOf({})).toEqual([]);
  });
});

describe("authorization request", () => {
  it("sends the S256 challenge of the verifier it keeps, with fresh state and nonce", async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const url = await buildAuthorizationUrl({
      config: CONFIG,
      origin: ORIGIN,
      language: "en",
      returnTo: "/documents",
      storage,
    });
    expect(url.startsWith("/oidc/auth?")).toBe(true);
    const params = new URL(url, ORIGIN).searchParams;
    const verifier = storage.getItem(STORAGE_KEYS.verifier)!;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(params.get("code_challenge")).toBe(await oauth.calculatePKCECodeChallenge(verifier));
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("state")).toBe(storage.getItem(STORAGE_KEYS.state));
    expect(params.get("nonce")).toBe(storage.getItem(STORAGE_KEYS.nonce));
    expect(params.get("redirect_uri")).toBe(`${ORIGIN}/authorize`);
    expect(params.get("response_mode")).toBe("fragment");
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe("/documents");

    await buildAuthorizationUrl({ config: CONFIG, origin: ORIGIN, language: "de", returnTo: null, storage });
    expect(storage.getItem(STORAGE_KEYS.verifier)).not.toBe(verifier);
  });
});

describe("redeeming the code", () => {
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  const tokenRequests: URLSearchParams[] = [];
  let tokenAnswer: () => Response;

  beforeAll(async () => {
    ({ privateKey } = await generateKeyPair("RS256"));
    ({ privateKey: otherKey } = await generateKeyPair("ES256"));
  });

  const now = () => Math.floor(Date.now() / 1000);
  /** An ID token as the provider issues it; `claims` replace the defaults. */
  const idToken = (claims: JWTPayload, opts: { key?: CryptoKey; alg?: string } = {}) =>
    new SignJWT({ iss: ISSUER, aud: "belegwerk-spa", sub: "u1", nonce: "n1", iat: now(), exp: now() + 300, ...claims })
      .setProtectedHeader({ alg: opts.alg ?? "RS256" })
      .sign(opts.key ?? privateKey);

  const answerWith = (token: string) => () =>
    new Response(JSON.stringify({ access_token: "at", token_type: "Bearer", expires_in: 60, id_token: token }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });

  const storage = () => {
    const s = window.sessionStorage;
    s.clear();
    s.setItem(STORAGE_KEYS.state, "s1");
    s.setItem(STORAGE_KEYS.nonce, "n1");
    s.setItem(STORAGE_KEYS.verifier, "v".repeat(43));
    return s;
  };

  const redeem = (fragment = `code=c1&state=s1&iss=${encodeURIComponent(ISSUER)}`) =>
    redeemCode({ config: CONFIG, origin: ORIGIN, params: new URLSearchParams(fragment), storage: storage() });

  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return "OK";
    } catch (error) {
      return error instanceof AuthFlowError ? error.code : String(error);
    }
  };

  beforeEach(() => {
    tokenRequests.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        expect(String(input)).toBe(`${ORIGIN}/oidc/token`);
        tokenRequests.push(new URLSearchParams(init?.body as URLSearchParams));
        return tokenAnswer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("exchanges the code with the verifier and hands back the checked ID token and its claims", async () => {
    const token = await idToken({ email: "a@test.example" });
    tokenAnswer = answerWith(token);
    const { idToken: got, claims } = await redeem();
    expect(got).toBe(token);
    expect(claims).toMatchObject({ sub: "u1", email: "a@test.example", iss: ISSUER, aud: "belegwerk-spa" });
    expect(Object.fromEntries(tokenRequests[0]!)).toEqual({
      grant_type: "authorization_code",
      code: "c1",
      redirect_uri: `${ORIGIN}/authorize`,
      client_id: "belegwerk-spa",
      code_verifier: "v".repeat(43),
    });
    // Used once: the stored state, nonce and verifier are gone.
    expect(window.sessionStorage.getItem(STORAGE_KEYS.verifier)).toBeNull();
  });

  it("refuses an answer of another sign-in or another issuer before asking for tokens", async () => {
    tokenAnswer = answerWith(await idToken({}));
    expect(await codeOf(redeem(`code=c1&state=other&iss=${encodeURIComponent(ISSUER)}`))).toBe("STATE_MISMATCH");
    expect(await codeOf(redeem("code=c1&iss=" + encodeURIComponent(ISSUER)))).toBe("STATE_MISMATCH");
    expect(await codeOf(redeem("code=c1&state=s1&iss=https%3A%2F%2Fevil.example"))).toBe("STATE_MISMATCH");
    expect(tokenRequests).toHaveLength(0);
  });

  it("refuses ID tokens with the wrong nonce, issuer, audience, algorithm or lifetime", async () => {
    const bad: [string, Promise<string>][] = [
      ["nonce", idToken({ nonce: "replayed" })],
      ["no nonce", idToken({ nonce: undefined })],
      [
        "issuer",
        new SignJWT({ nonce: "n1" })
          .setProtectedHeader({ alg: "RS256" })
          .setIssuer("https://evil.example")
          .setAudience("belegwerk-spa")
          .setSubject("u1")
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey),
      ],
      ["audience", idToken({ aud: "someone-else" })],
      ["extra audience without azp", idToken({ aud: ["belegwerk-spa", "someone-else"] })],
      ["expired", idToken({ exp: now() - 3600, iat: now() - 7200 })],
      ["algorithm", idToken({}, { key: otherKey, alg: "ES256" })],
      ["not a JWT", Promise.resolve("garbage")],
    ];
    for (const [name, token] of bad) {
      tokenAnswer = answerWith(await token);
      expect(await codeOf(redeem()), name).toBe("INVALID_TOKEN");
    }
  });

  it("reports a refused code as a failed exchange and an unreachable provider as a network error", async () => {
    tokenAnswer = () =>
      new Response(JSON.stringify({ error: "invalid_grant", error_description: "grant request is invalid" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      });
    expect(await codeOf(redeem())).toBe("TOKEN_EXCHANGE");
    tokenAnswer = () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await codeOf(redeem())).toBe("NETWORK_ERROR");
  });
});
