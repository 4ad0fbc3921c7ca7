import { createHash, randomBytes } from "node:crypto";

/** A minimal cookie jar for driving the identity provider with fetch (paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

export interface FlowContext {
  baseUrl: string;
  redirectUri: string;
  clientId?: string;
  jar: CookieJar;
}

const b64url = (b: Buffer) => b.toString("base64url");

/** GET/POST without following redirects, keeping cookies. */
export async function step(ctx: FlowContext, url: string, init: RequestInit = {}) {
  const res = await fetch(new URL(url, ctx.baseUrl), {
    ...init,
    redirect: "manual",
    headers: { ...(init.headers as Record<string, string>), cookie: ctx.jar.header() },
  });
  ctx.jar.store(res);
  return res;
}

export const postForm = (ctx: FlowContext, url: string, fields: Record<string, string>) =>
  step(ctx, url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** Starts the code flow with PKCE; answers the interaction page's URL and the verifier. */
export async function startAuthorization(ctx: FlowContext, extra: Record<string, string> = {}) {
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash("sha256").update(verifier).digest());
  const state = b64url(randomBytes(12));
  const params = new URLSearchParams({
    client_id: ctx.clientId ?? "belegwerk-spa",
    response_type: "code",
    scope: "openid profile email",
    redirect_uri: ctx.redirectUri,
    code_challenge: challenge,
    code_challenge_method: "S256",
    response_mode: "fragment",
    state,
    nonce: b64url(randomBytes(12)),
    ...extra,
  });
  const res = await step(ctx, `/oidc/auth?${params}`);
  const location = res.headers.get("location");
  if (res.status !== 303 || !location) throw new Error(`auth answered ${res.status}: ${await res.text()}`);
  return { interactionUrl: new URL(location, ctx.baseUrl).pathname, verifier, state };
}

/** Follows redirects until the client's redirect URI; answers its fragment parameters. */
export async function followToClient(ctx: FlowContext, first: Response): Promise<URLSearchParams> {
  let res = first;
  for (let i = 0; i < 5; i++) {
    const location = res.headers.get("location");
    if (!location) throw new Error(`expected a redirect, got ${res.status}: ${await res.text()}`);
    if (location.startsWith(ctx.redirectUri)) return new URLSearchParams(new URL(location).hash.slice(1));
    res = await step(ctx, location);
  }
  throw new Error("too many redirects");
}

export async function exchangeCode(ctx: FlowContext, code: string, verifier: string) {
  const res = await fetch(new URL("/oidc/token", ctx.baseUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: ctx.redirectUri,
      client_id: ctx.clientId ?? "belegwerk-spa",
      code_verifier: verifier,
    }).toString(),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
