import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { CookieJar, type FlowContext, followToClient, postForm, startAuthorization, step } from "../test/oidcFlow.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { Credentials } from "./credentials.ts";

const PASSWORD = "correct horse battery";

/** The form the sign-out page carries: its action and hidden fields. */
function formOf(html: string) {
  const form = /<form id="op\.logoutForm" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const fields = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [m[1], m[2]]),
  );
  return { action: form[1]!, fields };
}

describe("the identity provider's sign-out page (/oidc/session/end)", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  const redirectUri = "http://localhost:0/authorize"; // PUBLIC_URL of the test server (port 0)
  const flow = (): FlowContext => ({ baseUrl: server.url, redirectUri, jar: new CookieJar() });

  beforeAll(async () => {
    server = await startTestServer();
    seed = await seedTwoCompanies(server.ownerPool);
    await new Credentials(server.ownerPool).setPassword(seed.userA, PASSWORD);
  });
  afterAll(() => server.close());

  it("asks in the product's look, in English on request, with the provider's form, and ends in a signed-out page", async () => {
    const ctx = flow();
    const res = await step(ctx, "/oidc/session/end", { headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Sign out</h1>");
    expect(html).toContain("Signing you out of Belegwerk");
    expect(html).toContain("Cancel and go back to Belegwerk");
    expect(html).not.toContain("Submitting Callback");
    const form = formOf(html);
    expect(form?.action).toMatch(/\/oidc\/session\/end\/confirm$/);
    expect(form?.fields.xsrf).toMatch(/^[0-9a-f]{16,}$/);
    expect(html).toContain(
      '<button id="logout" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>',
    );
    // The one inline script (pressing the button) is allowed by its nonce, nothing else.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'nonce-${nonce}'`);

    const confirmed = await postForm(ctx, new URL(form!.action).pathname, {
      xsrf: form!.fields.xsrf!,
      logout: "yes",
    });
    expect(confirmed.status).toBe(303);
    const success = await step(ctx, confirmed.headers.get("location")!, { headers: { "accept-language": "en" } });
    const done = await success.text();
    expect(done).toContain("Signed out");
    expect(done).toContain("You have been signed out.");
    expect(done).toContain(">Sign in again</a>");
  });

  it("speaks German by default and ends the provider's own session of a signed-in person", async () => {
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx);
    const posted = await postForm(ctx, `${interactionUrl}/login`, { email: "a@test.example", password: PASSWORD });
    expect((await followToClient(ctx, posted)).get("code")).toBeTruthy();

    const res = await step(
      ctx,
      `/oidc/session/end?${new URLSearchParams({ client_id: "belegwerk-spa", post_logout_redirect_uri: redirectUri })}`,
    );
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Abmelden</h1>");
    expect(html).toContain("Sie werden von Belegwerk abgemeldet");
    expect(html).toContain("Abbrechen und zurück zu Belegwerk");
    const form = formOf(html);
    expect(form?.fields.xsrf).toBeTruthy();
    const confirmed = await postForm(ctx, new URL(form!.action).pathname, { xsrf: form!.fields.xsrf!, logout: "yes" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(redirectUri);
    // Signed out of the provider: a new authorization asks for the password again.
    const again = await startAuthorization(ctx);
    const page = await step(ctx, again.interactionUrl);
    expect(await page.text()).toContain('name="password"');
  });

  it("refuses a confirmation without the page's xsrf value", async () => {
    const ctx = flow();
    await (await step(ctx, "/oidc/session/end")).arrayBuffer();
    const res = await postForm(ctx, "/oidc/session/end/confirm", { xsrf: "forged", logout: "yes" });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("Submitting Callback");
  });
});
