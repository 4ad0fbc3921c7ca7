/** One outgoing message. `to` is a bare address; the sender is configured (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  cc?: string[];
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Where outgoing e-mail goes (DESIGN decision 13): an SMTP server when configured, else the
 * outbox directory. `send` rejects when the message could not be handed over, so a worker
 * job that sends fails and is retried. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** Where messages go, without credentials: `smtps://host:465` or the outbox directory. */
  readonly destination: string;
  send: (message: MailMessage) => Promise<void>;
}

/** Headers on every message: marks it as machine-sent so auto-responders stay quiet (RFC 3834). */
export const AUTOMATIC_HEADERS = { "Auto-Submitted": "auto-generated" } as const;

/** An address fit for a log line (DESIGN decision 17): `a***@example.com`. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
