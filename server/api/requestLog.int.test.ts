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
      ]),
    );
    const log = lines.join("\n");
    for (const secret of [share, invitation, code, state]) expect(log).not.toContain(secret);
  });
});
