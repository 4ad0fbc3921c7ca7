import { createHmac } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import { request } from "node:https";
import ipaddr from "ipaddr.js";

/**
 * Outgoing rule webhooks: a JSON POST to the reaction's https address, signed with HMAC-SHA256
 * over the exact body bytes under the reaction's token:
 *
 *   X-Belegwerk-Signature: sha256=<hex of HMAC-SHA256(token, body)>
 *   X-Belegwerk-Timestamp: <unix seconds> (also in the body as sentAt, so it is signed)
 *
 * A receiver recomputes the HMAC over the raw body and compares in constant time, and refuses
 * old timestamps. Addresses are checked on the resolved IP (not the name): private, loopback,
 * link-local and other non-public ranges are refused unless RULES_WEBHOOK_ALLOW_PRIVATE is set,
 * and the connection goes to exactly the address that was checked (no second DNS answer).
 */

export const SIGNATURE_HEADER = "x-belegwerk-signature";
export const TIMESTAMP_HEADER = "x-belegwerk-timestamp";

export function signWebhookBody(body: string, token: string): string {
  return `sha256=${createHmac("sha256", token).update(body, "utf8").digest("hex")}`;
}

/** A refusal that retrying cannot fix (the job ends without retry). */
export class WebhookRefused extends Error {
  constructor(readonly code: "WEBHOOK_NOT_HTTPS" | "WEBHOOK_ADDRESS_NOT_PUBLIC" | "WEBHOOK_HOST_UNKNOWN") {
    super(code);
  }
}

/** Whether an address may receive webhooks: only public unicast (IPv4-mapped IPv6 as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

export interface WebhookOptions {
  allowPrivate: boolean;
  /** Extra trusted certificate authorities (PEM), e.g. a test receiver's self-signed one. */
  ca?: string;
  timeoutMs?: number;
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

/** The checked address of the webhook's host. */
export async function resolveWebhookTarget(
  url: string,
  opts: Pick<WebhookOptions, "allowPrivate" | "resolve">,
): Promise<{ url: URL; address: string; family: number }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookRefused("WEBHOOK_NOT_HTTPS");
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password) throw new WebhookRefused("WEBHOOK_NOT_HTTPS");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const resolve = opts.resolve ?? ((name: string) => dnsLookup(name, { all: true, verbatim: true }));
  let addresses: { address: string; family: number }[];
  try {
    addresses = ipaddr.isValid(host) ? [{ address: host, family: host.includes(":") ? 6 : 4 }] : await resolve(host);
  } catch {
    throw new WebhookRefused("WEBHOOK_HOST_UNKNOWN");
  }
  if (addresses.length === 0) throw new WebhookRefused("WEBHOOK_HOST_UNKNOWN");
  // Every answer must be public: a name that also resolves privately is refused as a whole.
  if (!opts.allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
    throw new WebhookRefused("WEBHOOK_ADDRESS_NOT_PUBLIC");
  return { url: parsed, ...addresses[0]! };
}

/** POSTs the signed body; resolves with the status, rejects on a network error or timeout. */
export async function postWebhook(
  url: string,
  token: string,
  payload: Record<string, unknown>,
  opts: WebhookOptions,
): Promise<number> {
  const target = await resolveWebhookTarget(url, opts);
  const sentAt = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ ...payload, sentAt });
  return new Promise<number>((resolvePromise, reject) => {
    const req = request(
      target.url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Belegwerk-Rules/1",
          [SIGNATURE_HEADER]: signWebhookBody(body, token),
          [TIMESTAMP_HEADER]: String(sentAt),
        },
        ca: opts.ca,
        servername: ipaddr.isValid(target.url.hostname.replace(/^\[|\]$/g, "")) ? undefined : target.url.hostname,
        // Connect to the address that was checked.
        lookup: (_host, options, callback) => {
          const done = callback as (err: Error | null, address: unknown, family?: number) => void;
          if ((options as { all?: boolean }).all) done(null, [{ address: target.address, family: target.family }]);
          else done(null, target.address, target.family);
        },
        timeout: opts.timeoutMs ?? 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolvePromise(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("webhook timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
