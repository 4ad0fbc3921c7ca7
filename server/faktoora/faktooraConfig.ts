import { Hono } from "hono";

/** What the SPA needs to frame the invoice-financing tool (FAKTOORA_URL, else the sandbox page). */
export interface FaktooraClientConfig {
  url: string;
}

/** GET /api/faktoora/config: where /faktoora points its frame. The address is no secret; the
 * user's token is read through GraphQL (ClientCompany.currentUserFaktooraConfig) by its owner only. */
export function faktooraConfigRoutes(opts: { url: string }) {
  const app = new Hono();
  app.get("/config", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ url: opts.url } satisfies FaktooraClientConfig);
  });
  return app;
}
