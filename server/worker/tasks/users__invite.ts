import type { Task } from "graphile-worker";
import { z } from "zod";
import type { NotificationMailDeps } from "../../mail/notificationMail.ts";
import { sendUserInvitationMail } from "../../mail/userInvitationMail.ts";

const Payload = z.object({
  userRowId: z.uuid(),
  clientCompanyRowId: z.uuid().nullable(),
  createdByUserRowId: z.uuid().nullable(),
});

/** Mails a new person the link to set their first password (queued by POST /api/user/create/
 * and by a re-sent invitation); a failed send throws and the job is retried. */
export const users__invite =
  (deps: NotificationMailDeps): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error("users__invite: malformed payload, job dropped");
      return;
    }
    const outcome = await sendUserInvitationMail(deps, parsed.data);
    if (outcome !== "sent") deps.logger.info({ userRowId: parsed.data.userRowId, outcome }, "invitation not sent");
  };
