import type { HeaderValue } from "mailparser";

/** A header as text (mailparser gives structured values for some). */
export type HeaderLookup = (name: string) => string | null;

export function headerLookup(headers: Map<string, HeaderValue>): HeaderLookup {
  return (name) => {
    const value = headers.get(name.toLowerCase());
    if (value === undefined || value === null) return null;
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return value.map(String).join(", ");
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "object" && "value" in value && typeof value.value === "string") {
      const params = "params" in value && value.params ? Object.entries(value.params) : [];
      return [value.value, ...params.map(([k, v]) => `${k}=${v}`)].join("; ");
    }
    if (typeof value === "object" && "text" in value && typeof value.text === "string") return value.text;
    return String(value);
  };
}

export type IgnoreReason = "AUTO_REPLY" | "BULK" | "LOOP" | "BOUNCE";

/**
 * Why a mail must not become documents (and must never be answered): a bounce (null sender,
 * MAILER-DAEMON, postmaster), an automatic reply (Auto-Submitted other than "no",
 * X-Autoreply/X-Autorespond), bulk or list mail (Precedence bulk/junk/list), or a loop (our
 * own X-Loop marker, or a sender at our own domain or our own sending address). Null for mail a
 * person sent.
 */
export function ignoreReason(input: {
  header: HeaderLookup;
  /** The SMTP envelope sender (MAIL FROM); null or "" for the null sender of bounces. */
  envelopeFrom: string | null;
  /** The From header's address. */
  from: string | null;
  inboundDomain: string;
  ownAddresses: readonly string[];
  loopMarker: string;
}): { reason: IgnoreReason; detail: string } | null {
  const { header } = input;
  const envelope = (input.envelopeFrom ?? "").toLowerCase();
  const from = (input.from ?? "").toLowerCase();
  const xLoop = header("x-loop");
  if (xLoop && xLoop.toLowerCase().includes(input.loopMarker.toLowerCase())) {
    return { reason: "LOOP", detail: `X-Loop: ${xLoop}` };
  }
  for (const address of [envelope, from]) {
    if (!address) continue;
    const domain = address.slice(address.lastIndexOf("@") + 1);
    if (domain === input.inboundDomain.toLowerCase() || input.ownAddresses.includes(address)) {
      return { reason: "LOOP", detail: `sender ${address} is this server's own address` };
    }
  }
  if (!envelope) return { reason: "BOUNCE", detail: "null sender (MAIL FROM:<>)" };
  const local = (address: string) => address.slice(0, address.lastIndexOf("@"));
  for (const address of [envelope, from]) {
    if (address && /^(mailer-daemon|postmaster)$/.test(local(address))) {
      return { reason: "BOUNCE", detail: `sender ${address}` };
    }
  }
  const autoSubmitted = header("auto-submitted");
  if (autoSubmitted && autoSubmitted.trim().toLowerCase().split(/[\s;]/)[0] !== "no") {
    return { reason: "AUTO_REPLY", detail: `Auto-Submitted: ${autoSubmitted}` };
  }
  for (const name of ["x-autoreply", "x-autorespond"]) {
    const value = header(name);
    if (value) return { reason: "AUTO_REPLY", detail: `${name}: ${value}` };
  }
  const precedence = header("precedence");
  if (precedence && /^(bulk|junk|list|auto_reply)$/i.test(precedence.trim())) {
    return { reason: "BULK", detail: `Precedence: ${precedence}` };
  }
  if (header("list-id") || header("list-unsubscribe")) {
    return { reason: "BULK", detail: "mailing list (List-Id / List-Unsubscribe)" };
  }
  return null;
}

/** A result word of SPF or DKIM (pass, fail, softfail, neutral, none, temperror, permerror, policy). */
const RESULT = /^(pass|fail|softfail|neutral|none|temperror|permerror|policy)$/i;

/**
 * The SPF and DKIM results the receiving chain recorded: Authentication-Results (`spf=pass`,
 * `dkim=pass`; the first header is the nearest hop) and Received-SPF (`Pass (…)`). Null where
 * the mail carries none; we do not verify ourselves.
 */
export function authenticationResults(headers: { all: (name: string) => string[] }): {
  spf: string | null;
  dkim: string | null;
} {
  let spf: string | null = null;
  let dkim: string | null = null;
  for (const value of headers.all("authentication-results")) {
    if (!spf) spf = /\bspf\s*=\s*([a-z]+)/i.exec(value)?.[1]?.toLowerCase() ?? null;
    if (!dkim) dkim = /\bdkim\s*=\s*([a-z]+)/i.exec(value)?.[1]?.toLowerCase() ?? null;
  }
  if (!spf) {
    const received = headers.all("received-spf")[0];
    const word = received?.trim().split(/[\s(;]/)[0];
    if (word && RESULT.test(word)) spf = word.toLowerCase();
  }
  return {
    spf: spf && RESULT.test(spf) ? spf : null,
    dkim: dkim && RESULT.test(dkim) ? dkim : null,
  };
}
