import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** The request log as written: one JSON line per request. */
describe("request log", () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    server = await startTestServer({ logger: makeLogger("info", destination) });
  });
  afterAll(() => server.close());

  it("never shows share tokens, invitation tokens, interaction ids or OAuth codes", async () => {
    const share = "5f".repeat(32);
    const invitation = "Zq8_xY3-aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678";
    const code = "SplxlOBeZQQYbYS6WxSbIAsecretcode";
    const state = "state-af0ifjsldkjSECRET";
    const urls = [
      `/share/${share}`,
      `/oidc/invitation/${invitation}`,
      `/oidc/interaction/uid${invitation}`,
      `/authorize?code=${code}&state=${state}`,
      `/api/xs2a/sandbox/session/${invitation}`,
    ];
    for (const url of urls) await (await fetch(`${server.url}${url}`, { redirect: "manual" })).arrayBuffer();
    // The confirmation form of a share link (posted by a signed-in person) and the sign-out page.
    const cookie = await server.signIn(
      (
        await server.ownerPool.query<{ id: string }>(
          "insert into app_public.users (email, first_name, last_name) values ('log@test.example', 'L', 'Og') returning id",
        )
      ).rows[0]!.id,
    );
    const confirmation = "Cf_" + "q".repeat(40);
    const posted = await fetch(`${server.url}/share/${share}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: `confirmation=${confirmation}`,
    });
    await posted.arrayBuffer();
    const idTokenHint = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.SIGNATUREsecret";
    await (
      await fetch(`${server.url}/oidc/session/end?id_token_hint=${idTokenHint}&state=${state}`, { redirect: "manual" })
    ).arrayBuffer();
    const requests = lines
      .map((l) => JSON.parse(l) as { msg: string; path?: string })
      .filter((l) => l.msg === "request");
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/share/[redacted]",
        "/oidc/invitation/[redacted]",
        "/oidc/interaction/[redacted]",
        "/authorize?code=[redacted]&state=[redacted]",
        "/api/xs2a/sandbox/session/[redacted]",
        "/oidc/session/end?id_token_hint=[redacted]&state=[redacted]",
      ]),
    );
    const log = lines.join("\n");
    expect(requests.filter((r) => r.path === "/share/[redacted]").length).toBe(2);
    const token = cookie.split("=")[1]!;
    for (const secret of [share, invitation, code, state, confirmation, idTokenHint, token]) {
      expect(log).not.toContain(secret);
    }
  });
});
