import type { Task } from "graphile-worker";
import { z } from "zod";
import type { NotificationMailDeps } from "../../mail/notificationMail.ts";
import { sendShareInviteMail } from "../../mail/shareInviteMail.ts";

const Payload = z.object({ shareRowId: z.uuid() });

/** Mails the person a document was shared with (queued by app_public.share_document for
 * anyone outside the company); a failed send throws and the job is retried. */
export const document_shares__invite =
  (deps: NotificationMailDeps): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "document_shares__invite: malformed payload, job dropped");
      return;
    }
    const outcome = await sendShareInviteMail(deps, parsed.data.shareRowId);
    if (outcome !== "sent")
      deps.logger.debug({ shareRowId: parsed.data.shareRowId, outcome }, "share invitation not sent");
  };
