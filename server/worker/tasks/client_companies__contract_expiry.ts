import type { Task } from "graphile-worker";
import type { NotificationMailDeps } from "../../mail/notificationMail.ts";
import { sendContractExpiryNotices } from "../../notifications/contractExpiry.ts";

/** Hourly (CRONTAB): contract-expiry e-mails that are due (server/notifications/contractExpiry.ts). */
export const client_companies__contract_expiry =
  (deps: NotificationMailDeps): Task =>
  async () => {
    const sent = await sendContractExpiryNotices(deps);
    if (sent > 0) deps.logger.info({ sent }, "contract-expiry notices sent");
  };
