import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { readCookie } from "../auth/sessions.ts";

export interface RateLimitConfig {
  /** Requests per minute from one IP address (all its sessions and anonymous requests). */
  perIpPerMinute: number;
  /** Requests per minute of one session (its cookie). */
  perSessionPerMinute: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are trusted. */
  trustedProxies: number;
}

/**
 * The client's address: the socket's peer, or, behind `trustedProxies` reverse proxies, the
 * X-Forwarded-For entry the outermost trusted proxy wrote (entries further left are the
 * client's own claims and could be forged).
 */
export function clientIp(req: IncomingMessage, trustedProxies: number): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustedProxies <= 0) return peer;
  const header = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - trustedProxies] ?? chain[0] ?? peer;
}

/**
 * Per-IP and per-session request limits (in memory, per process). Generous for a person
 * working in the app (a page load is a handful of requests), tight enough that one client
 * cannot keep the server busy for everyone else. Answers how long to wait when over a limit.
 */
export class RequestRateLimiter {
  private readonly perIp: RateLimiterMemory;
  private readonly perSession: RateLimiterMemory;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly cookieName: string,
  ) {
    this.perIp = new RateLimiterMemory({ keyPrefix: "ip", points: config.perIpPerMinute, duration: 60 });
    this.perSession = new RateLimiterMemory({ keyPrefix: "session", points: config.perSessionPerMinute, duration: 60 });
  }

  /** null when the request may pass; else the seconds until it may be tried again. */
  async check(req: IncomingMessage): Promise<{ retryAfterSeconds: number } | null> {
    const token = readCookie(req.headers.cookie, this.cookieName);
    try {
      await this.perIp.consume(clientIp(req, this.config.trustedProxies));
      // The limiter keeps keys in memory: a hash, never the session token itself.
      if (token) await this.perSession.consume(createHash("sha256").update(token).digest("base64url").slice(0, 22));
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      throw error;
    }
  }
}
