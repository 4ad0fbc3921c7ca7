import type { Task } from "graphile-worker";
import { z } from "zod";
import { type PaymentReminderDeps, sendPaymentReminder } from "../../mail/paymentReminderMail.ts";

const Payload = z.object({ historyEntryRowId: z.uuid() });

/** Sends a payment reminder a person wrote on the payment tab (server/mail/paymentReminderMail.ts). */
export const payment_reminders__send =
  (deps: PaymentReminderDeps): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "payment_reminders__send: malformed payload, job dropped");
      return;
    }
    const outcome = await sendPaymentReminder(deps, parsed.data.historyEntryRowId);
    if (outcome !== "sent")
      deps.logger.warn({ historyEntryRowId: parsed.data.historyEntryRowId, outcome }, "payment reminder not sent");
  };
