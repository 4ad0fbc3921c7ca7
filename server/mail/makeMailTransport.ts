import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "./mailTransport.ts";
import { makeOutboxTransport } from "./outboxTransport.ts";
import { makeSmtpTransport } from "./smtpTransport.ts";

/** The one transport of the process: SMTP with MAIL_SMTP_URL, the outbox otherwise. */
export function makeMailTransport(mail: Config["mail"], logger: Logger): MailTransport {
  return mail.smtpUrl
    ? makeSmtpTransport({ url: mail.smtpUrl, from: mail.from, logger })
    : makeOutboxTransport({ dir: mail.outboxDir, from: mail.from, logger });
}
