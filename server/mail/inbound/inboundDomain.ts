import type { Config } from "../../config.ts";

/**
 * The domain of the addresses that turn mail into documents, as this process is configured:
 * MAIL_INBOUND_DOMAIN while inbound mail is on (MAIL_INBOUND_PORT, or a test's own port), null
 * while it is off. Every request this process answers carries it to the database
 * (`app.mail_inbound_domain`, read by app_hidden.mail_inbound_domain()), so the addresses a
 * page shows follow the configuration of the process that answers, never of another process
 * sharing the database.
 */
export function mailInboundDomainOf(config: Config, testPort?: number): string | null {
  const on = testPort !== undefined || config.mailInbound.port !== 0;
  return on ? config.mailInbound.domain : null;
}

/** The PostgreSQL setting of a request that names the inbound mail domain (absent while off). */
export function mailInboundDomainSetting(domain: string | null): Record<string, string> {
  return domain ? { "app.mail_inbound_domain": domain } : {};
}
