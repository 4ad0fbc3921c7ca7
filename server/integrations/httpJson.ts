import { IntegrationError } from "./provider.ts";

export interface HttpOptions {
  /** Time-out per request. */
  timeoutMs?: number;
  /** Retries after 429 (Too Many Requests) before the run gives up with INTEGRATION_RATE_LIMITED. */
  maxRateLimitRetries?: number;
  /** The longest Retry-After a run waits; a longer one ends it with INTEGRATION_RATE_LIMITED. */
  maxRetryAfterMs?: number;
  fetchImpl?: typeof fetch;
}

const DEFAULTS = { timeoutMs: 30_000, maxRateLimitRetries: 3, maxRetryAfterMs: 30_000 };

/** Seconds (or an HTTP date) of a Retry-After header, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A provider's own error text, shortened for the run's detail (never the request, which may carry the key). */
function detailOf(text: string): string | null {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return trimmed ? trimmed.slice(0, 300) : null;
}

/**
 * One call to a provider's API with the failures a person can act on turned into coded errors:
 * 401/403 → INTEGRATION_AUTH_FAILED, 429 → waits Retry-After (bounded) and tries again, then
 * INTEGRATION_RATE_LIMITED, network errors, time-outs and 5xx → INTEGRATION_UNREACHABLE, other
 * 4xx → INTEGRATION_REFUSED with the provider's message. Answers the response of a 2xx.
 */
export async function providerRequest(url: string, init: RequestInit, options: HttpOptions = {}): Promise<Response> {
  const opts = { ...DEFAULTS, ...options };
  const fetchImpl = options.fetchImpl ?? fetch;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs), redirect: "error" });
    } catch (error) {
      const name = (error as Error).name;
      throw new IntegrationError("INTEGRATION_UNREACHABLE", name === "TimeoutError" ? "time-out" : null);
    }
    if (response.ok) return response;
    const text = await response.text().catch(() => "");
    if (response.status === 401 || response.status === 403) throw new IntegrationError("INTEGRATION_AUTH_FAILED");
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get("retry-after")) ?? 1000 * 2 ** attempt;
      if (attempt >= opts.maxRateLimitRetries || wait > opts.maxRetryAfterMs)
        throw new IntegrationError("INTEGRATION_RATE_LIMITED", detailOf(text));
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    if (response.status >= 500) throw new IntegrationError("INTEGRATION_UNREACHABLE", `HTTP ${response.status}`);
    throw new IntegrationError("INTEGRATION_REFUSED", detailOf(text) ?? `HTTP ${response.status}`);
  }
}

/** The JSON body of a response, or INTEGRATION_BAD_RESPONSE. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "not JSON");
  }
}

/** Base64 file content of an API answer as bytes (INTEGRATION_BAD_RESPONSE when empty or malformed). */
export function base64File(value: string): Buffer {
  if (!/^[A-Za-z0-9+/=\r\n]+$/.test(value))
    throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "file is not base64");
  const bytes = Buffer.from(value, "base64");
  if (bytes.length === 0) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "empty file");
  return bytes;
}
