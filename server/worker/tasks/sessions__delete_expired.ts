import type { Task } from "graphile-worker";

/** Removes sessions that expired more than a day ago, and the built-in identity provider's
 * expired records (codes, interactions, its own sessions), and used ID tokens past their expiry. Idempotent; runs hourly (crontab). */
export const sessions__delete_expired: Task = async (_payload, helpers) => {
  const { rowCount } = await helpers.query(
    "delete from app_private.sessions where expires_at < now() - interval '1 day'",
  );
  if (rowCount) helpers.logger.info(`deleted ${rowCount} expired sessions`);
  const oidc = await helpers.query("delete from app_private.oidc_payloads where expires_at < now() - interval '1 day'");
  if (oidc.rowCount) helpers.logger.info(`deleted ${oidc.rowCount} expired identity-provider records`);
  // Used ID tokens are kept only while they could still be presented (they expire anyway).
  await helpers.query("delete from app_private.used_id_tokens where expires_at < now()");
};
