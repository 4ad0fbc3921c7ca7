import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import { Credentials } from "../../auth/credentials.ts";
import { makeInvitationHandler } from "../../auth/invitationPage.ts";
import { makeInteractionHandler } from "../../auth/interactions.ts";
import { makeOidcProvider } from "../../auth/oidcProvider.ts";
import { loadOidcSecrets, publicJwks } from "../../auth/oidcStore.ts";
import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import type { HttpPipeline } from "./pipeline.ts";

/** Where the built-in provider is mounted (the issuer's path), or null with an external issuer. */
export function oidcMountPath(config: Config): string | null {
  return config.oidc.builtIn ? new URL(config.oidc.issuerUrl).pathname.replace(/\/+$/, "") : null;
}

/**
 * The built-in OpenID Connect provider under the issuer's path (/oidc), unless an external
 * issuer is configured. Its own pages (invitations; login and TOTP) come first; everything else
 * is oidc-provider's, which expects the mount path stripped from the URL (as Express does).
 * Returns the provider's public keys (for verifying its ID tokens), null with an external issuer.
 */
export async function installOidc(
  pipeline: HttpPipeline,
  deps: { config: Config; logger: Logger; ownerPool: pg.Pool },
): Promise<{ localJwks: ReturnType<typeof publicJwks> } | null> {
  const { config, logger, ownerPool } = deps;
  const mountPath = oidcMountPath(config);
  if (mountPath === null) return null;
  const secrets = await loadOidcSecrets(ownerPool);
  const provider = makeOidcProvider({
    issuerUrl: config.oidc.issuerUrl,
    publicUrl: config.publicUrl,
    clientId: config.oidc.clientId,
    secrets,
    ownerPool,
    logger,
  });
  const interactions = makeInteractionHandler({
    provider,
    credentials: new Credentials(ownerPool),
    mountPath,
    publicUrl: config.publicUrl,
    logger,
    attemptsPerIp: config.signInAttemptsPerIp,
    attemptStore: ownerPool,
    trustedProxies: config.http.rateLimit.trustedProxies,
  });
  const invitations = makeInvitationHandler({ ownerPool, mountPath, publicUrl: config.publicUrl, logger });
  const callback = provider.callback();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Cache-Control", "no-store");
    if (await invitations(req, res)) return;
    if (await interactions(req, res)) return;
    const url = req.url ?? "/";
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = url.slice(mountPath.length) || "/";
    await callback(req, res);
  };
  pipeline.use(async (req, res, { path, query }, next) => {
    if (path !== mountPath && !path.startsWith(`${mountPath}/`)) return next();
    // The provider routes on req.url: give it the path the checks before were taken on.
    req.url = path + query;
    await handle(req, res);
  });
  return { localJwks: publicJwks(secrets.jwks) };
}
