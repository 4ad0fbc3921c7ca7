import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const directive = (csp: string, name: string) =>
  new RegExp(`(?:^|;\\s*)${name} ([^;]+)`).exec(csp)?.[1]?.trim().split(/\s+/) ?? null;

describe("the invoice-financing tool's sandbox (no FAKTOORA_URL)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("tells the SPA to frame the sandbox page, which the app's policy allows as its own origin", async () => {
    const config = await appFetch(`${server.url}/api/faktoora/config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual({ url: "/sandbox/faktoora" });
    const app = await fetch(`${server.url}/`);
    const csp = app.headers.get("content-security-policy")!;
    expect(directive(csp, "frame-src")).toEqual(["'self'"]);
    // The app itself is never framed.
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(app.headers.get("x-frame-options")).toBe("DENY");
  });

  it("shows the company from the address in the asked language, escaped, and may be framed by our own pages only", async () => {
    const res = await fetch(
      `${server.url}/sandbox/faktoora?clientCompanyRowId=${COMPANY}&company=${encodeURIComponent("Müller <b>Haustechnik</b>")}&lang=en`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Invoice financing");
    expect(html).toContain("Müller &lt;b&gt;Haustechnik&lt;/b&gt;");
    expect(html).not.toContain("<b>Haustechnik</b>");
    expect(html).toContain(COMPANY);
    expect(html).toContain("€4,830.00");
    expect(html).toContain("€4,685.10"); // 97 % of it
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(directive(csp, "script-src")).toEqual([`'nonce-${nonce}'`]);
    expect(directive(csp, "default-src")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(csp, "form-action")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // Its policy allows no inline style attribute: the page has none.
    expect(html).not.toMatch(/\sstyle="/);
    // Each answer its own nonce.
    const again = await fetch(`${server.url}/sandbox/faktoora`);
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("speaks German by default and leaves out what is not a company id or too long a name", async () => {
    const res = await fetch(
      `${server.url}/sandbox/faktoora?clientCompanyRowId=${encodeURIComponent("1; drop table")}&company=${"x".repeat(500)}`,
    );
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Rechnungen vorfinanzieren");
    expect(html).toMatch(/4\.830,00\s€/);
    expect(html).not.toContain("drop table");
    expect(html).not.toContain("Kennung");
    expect(html).toContain(`>${"x".repeat(200)}<`);
    expect(html).not.toContain("x".repeat(201));
  });
});

describe("the real invoice-financing tool (FAKTOORA_URL)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { FAKTOORA_URL: "https://app.faktoora.example/embed?partner=belegwerk" } });
  });
  afterAll(() => server.close());

  it("frames the configured tool: its origin is the one frame source besides our own", async () => {
    const config = await appFetch(`${server.url}/api/faktoora/config`);
    expect(await config.json()).toEqual({ url: "https://app.faktoora.example/embed?partner=belegwerk" });
    const csp = (await fetch(`${server.url}/`)).headers.get("content-security-policy")!;
    expect(directive(csp, "frame-src")).toEqual(["'self'", "https://app.faktoora.example"]);
  });

  it("serves no sandbox page then", async () => {
    const html = await (await fetch(`${server.url}/sandbox/faktoora`)).text();
    expect(html).not.toContain("faktoora");
  });
});
