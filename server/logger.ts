import { pino, type DestinationStream, type Logger } from "pino";

/** JSON logs. Never log secrets or personal data: cookies, tokens, passwords and
 * authorization headers are redacted in case a caller passes a whole request. */
export function makeLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "belegwerk" },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "*.password",
        "*.token",
        "*.connectionString",
        // Bank access: widget keys, provider tokens and credentials, PINs and TANs.
        "*.key",
        "*.accessToken",
        "*.credentials",
        "*.pin",
        "*.tan",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
