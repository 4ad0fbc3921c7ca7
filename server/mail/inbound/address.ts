/** The local part of a company's address (client_companies.email_alias). */
const COMPANY_ALIAS = /^[a-z0-9][a-z0-9.-]{1,62}[a-z0-9]$/;
/** A category's prefix after "+" (document_categories.email_alias). */
const CATEGORY_PREFIX = /^[a-z0-9][a-z0-9._-]{0,62}$/;

export interface InboundAddress {
  /** The company's alias (before "+"). */
  alias: string;
  /** The category's prefix (after "+"), or null for the company's own address. */
  prefix: string | null;
}

/**
 * Reads `<company alias>@<domain>` or `<company alias>+<category prefix>@<domain>` (case does
 * not matter). Null for another domain (we relay nothing) or a local part no alias can have.
 */
export function parseInboundAddress(address: string, domain: string): InboundAddress | null {
  const at = address.lastIndexOf("@");
  if (at <= 0) return null;
  const local = address.slice(0, at).toLowerCase();
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const plus = local.indexOf("+");
  const alias = plus < 0 ? local : local.slice(0, plus);
  const prefix = plus < 0 ? null : local.slice(plus + 1);
  if (!COMPANY_ALIAS.test(alias)) return null;
  if (prefix !== null && !CATEGORY_PREFIX.test(prefix)) return null;
  return { alias, prefix };
}

/** The bare address of "Name <a@b>" or "a@b", lower-cased; null when there is none. */
export function bareAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const angle = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  const bare = (angle?.[1] ?? value).trim().toLowerCase();
  return /^[^@\s<>]+@[^@\s<>]+$/.test(bare) ? bare : null;
}
