import type { Task } from "graphile-worker";
import type { NotificationMailDeps } from "../../mail/notificationMail.ts";
import { sendDueDigests } from "../../notifications/updateDigest.ts";

/** Hourly (CRONTAB): the daily and weekly update digests that are due (server/notifications/updateDigest.ts). */
export const users__send_update_digests =
  (deps: NotificationMailDeps): Task =>
  async () => {
    const counts = await sendDueDigests(deps);
    if (counts.sent > 0) deps.logger.info(counts, "update digests sent");
  };
