import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, type FlowContext, postForm, startAuthorization, step } from "../test/oidcFlow.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

describe("sign-in attempts per client address", () => {
  let server: TestServer;
  const flow = (): FlowContext => ({
    baseUrl: server.url,
    redirectUri: "http://localhost:0/authorize",
    jar: new CookieJar(),
  });
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGN_IN_ATTEMPTS_PER_IP: "6", TRUST_PROXY_HOPS: "1" } });
  });
  afterAll(() => server.close());

  it("throttles one address trying many accounts, beside the per-account lock-out", async () => {
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx);
    const statuses: number[] = [];
    // A different address each time: no account lock-out can stop this.
    for (let i = 1; i <= 7; i++) {
      const res = await postForm(ctx, `${interactionUrl}/login`, {
        email: `spray-${i}@test.example`,
        password: "wrong password",
      });
      statuses.push(res.status);
      if (i === 7) {
        expect(res.headers.get("retry-after")).toBe("900");
        expect(await res.text()).toContain("Zu viele Anmeldeversuche aus Ihrem Netzwerk.");
      } else await res.arrayBuffer();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it("counts behind a reverse proxy per client address (X-Forwarded-For), not per proxy", async () => {
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx);
    const attempt = async (client: string, i: number) => {
      const res = await step(ctx, `${interactionUrl}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
        body: new URLSearchParams({ email: `proxy-${i}@test.example`, password: "wrong password" }).toString(),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) statuses.push(await attempt("203.0.113.7", i));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Another person behind the same proxy still gets an answer to their password.
    expect(await attempt("203.0.113.8", 8)).toBe(401);
  });

  it("counts one address across web processes on one database", async () => {
    const second = await startTestServer({
      env: { SIGN_IN_ATTEMPTS_PER_IP: "6", TRUST_PROXY_HOPS: "1" },
      database: server.database,
    });
    try {
      const attempt = async (target: TestServer, i: number) => {
        const ctx: FlowContext = {
          baseUrl: target.url,
          redirectUri: "http://localhost:0/authorize",
          jar: new CookieJar(),
        };
        const { interactionUrl } = await startAuthorization(ctx);
        const res = await step(ctx, `${interactionUrl}/login`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.23" },
          body: new URLSearchParams({ email: `spread-${i}@test.example`, password: "wrong password" }).toString(),
        });
        await res.arrayBuffer();
        return res.status;
      };
      const statuses: number[] = [];
      for (let i = 1; i <= 7; i++) statuses.push(await attempt(i % 2 ? server : second, i));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      const { rows } = await server.ownerPool.query<{ key: string }>("select key from app_private.sign_in_attempts");
      expect(rows.map((r) => r.key).join(" ")).not.toContain("198.51.100.23");
    } finally {
      await second.close();
    }
  });
});
