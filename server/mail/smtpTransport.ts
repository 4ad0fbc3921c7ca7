import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";
import { AUTOMATIC_HEADERS, maskEmailAddress, type MailTransport } from "./mailTransport.ts";

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587` upgrades with STARTTLS
 * when offered, `smtps://…:465` is TLS from the start). The URL holds the password: it is
 * handed to nodemailer only, never logged.
 */
export function makeSmtpTransport(opts: { url: string; from: string; logger: Logger }): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: opts.url,
      // A hanging server fails the job (which is retried) instead of holding a worker slot.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    },
    { from: opts.from, headers: AUTOMATIC_HEADERS },
  );
  return {
    kind: "smtp",
    destination: smtpServerOf(opts.url),
    send: async (message) => {
      const info = await transporter.sendMail(message);
      if (info.rejected.length > 0) throw new Error(`the SMTP server refused the recipient: ${info.response}`);
      opts.logger.info({ to: maskEmailAddress(message.to), messageId: info.messageId }, "mail sent");
    },
  };
}

/** Scheme, host and port of an SMTP URL: what may be logged of it. */
export function smtpServerOf(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}
