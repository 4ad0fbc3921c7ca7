import { pino, type Logger } from "pino";

/** JSON logs. Never log secrets or personal data: cookies, tokens, passwords and
 * authorization headers are redacted in case a caller passes a whole request. */
export function makeLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "belegwerk" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.connectionString"],
      censor: "[redacted]",
    },
  });
}

export type { Logger };
