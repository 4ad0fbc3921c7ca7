import { Hono, type Context } from "hono";
import type pg from "pg";
import { z } from "zod";
import {
  abortByKey,
  chooseAccounts,
  chooseBank,
  confirmTan,
  goBack,
  sessionView,
  signIn,
  WidgetError,
} from "./sessions.ts";
import { sandboxWidgetScript } from "./widgetBundle.ts";

const BankBody = z.object({ bankId: z.string().min(1).max(40) });
const LoginBody = z.object({ login: z.string().min(1).max(60), pin: z.string().min(1).max(40) });
const TanBody = z.object({ tan: z.string().min(1).max(20) });
const AccountsBody = z.object({ accountIds: z.array(z.string().min(1).max(80)).min(1).max(20) });

/**
 * What the sandbox bank serves itself (a real provider would host these elsewhere): the
 * widget's script, and the JSON calls the widget makes, authenticated by the session key in
 * the path. Mounted at /api/xs2a/sandbox. The request log writes these paths with the key
 * replaced (redactXs2aPath).
 */
export function sandboxRoutes(ownerPool: pg.Pool) {
  const app = new Hono({ strict: false });

  // Bundled from widget/widget.ts (at build time, or on first use when run from the sources).
  void sandboxWidgetScript().catch(() => undefined); // warm up; a failure shows at the request
  app.get("/widget.js", async (c) => {
    const script = await sandboxWidgetScript();
    c.header("Content-Type", "application/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(script);
  });

  const respond = async (c: Context, work: () => Promise<unknown>) => {
    c.header("Cache-Control", "no-store");
    try {
      return c.json(await work());
    } catch (error) {
      if (error instanceof WidgetError) {
        return c.json({ error: { code: error.code, attemptsLeft: error.attemptsLeft } }, error.status);
      }
      throw error;
    }
  };
  const body = async <T>(c: Context, schema: z.ZodType<T>): Promise<T> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new WidgetError("INVALID_INPUT");
    return parsed.data;
  };

  app.get("/session/:key", (c) => respond(c, () => sessionView(ownerPool, c.req.param("key"))));
  app.post("/session/:key/bank", (c) =>
    respond(c, async () => chooseBank(ownerPool, c.req.param("key"), (await body(c, BankBody)).bankId)),
  );
  app.post("/session/:key/back", (c) => respond(c, () => goBack(ownerPool, c.req.param("key"))));
  app.post("/session/:key/login", (c) =>
    respond(c, async () => {
      const { login, pin } = await body(c, LoginBody);
      return signIn(ownerPool, c.req.param("key"), login, pin);
    }),
  );
  app.post("/session/:key/tan", (c) =>
    respond(c, async () => confirmTan(ownerPool, c.req.param("key"), (await body(c, TanBody)).tan)),
  );
  app.post("/session/:key/accounts", (c) =>
    respond(c, async () => chooseAccounts(ownerPool, c.req.param("key"), (await body(c, AccountsBody)).accountIds)),
  );
  app.post("/session/:key/abort", (c) => respond(c, () => abortByKey(ownerPool, c.req.param("key"))));
  return app;
}
