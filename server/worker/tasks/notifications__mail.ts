import type { Task } from "graphile-worker";
import { z } from "zod";
import { type NotificationMailDeps, sendNotificationMail } from "../../mail/notificationMail.ts";

const Payload = z.object({ notificationRowId: z.uuid() });

/** E-mails a notification to its user (server/mail). Queued by a trigger on
 * app_public.notifications; a failed send throws, and the job is retried. */
export const notifications__mail =
  (deps: NotificationMailDeps): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "notifications__mail: malformed payload, job dropped");
      return;
    }
    const outcome = await sendNotificationMail(deps, parsed.data.notificationRowId);
    if (outcome !== "sent") {
      deps.logger.debug({ notificationRowId: parsed.data.notificationRowId, outcome }, "notification mail not sent");
    }
  };
