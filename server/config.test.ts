import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("starts with nothing set: production, port 3000, embedded database, persisted operations only", () => {
    const c = parseConfig({});
    expect(c.env).toBe("production");
    expect(c.port).toBe(3000);
    expect(c.database.url).toBeUndefined();
    expect(c.graphql).toEqual({ persistedOnly: true, introspection: false });
    expect(c.demoData).toBe(true);
    expect(c.worker).toEqual({ enabled: true, concurrency: 2 });
  });

  it("accepts arbitrary operations and introspection in development, or when switched on", () => {
    expect(parseConfig({ NODE_ENV: "development" }).graphql).toEqual({ persistedOnly: false, introspection: true });
    expect(parseConfig({ GRAPHQL_PERSISTED_ONLY: "false" }).graphql.persistedOnly).toBe(false);
    expect(parseConfig({ NODE_ENV: "development", GRAPHQL_PERSISTED_ONLY: "true" }).graphql.introspection).toBe(false);
  });

  it("names every bad variable in one clear error", () => {
    let error: unknown;
    try {
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", DEMO_DATA: "maybe" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("DEMO_DATA");
  });

  it("writes mail to the outbox under the data directory unless an SMTP server is configured", () => {
    const c = parseConfig({ DATA_DIR: "/srv/belegwerk" });
    expect(c.mail).toEqual({
      smtpUrl: undefined,
      from: "Belegwerk <no-reply@belegwerk.local>",
      outboxDir: "/srv/belegwerk/mail-outbox",
    });
    const smtp = parseConfig({
      MAIL_SMTP_URL: "smtps://mailer:s%40cret@mail.example.com:465",
      MAIL_FROM: "Kanzlei Hoffmann <belege@hoffmann.example>",
      MAIL_OUTBOX_DIR: "/tmp/outbox",
    });
    expect(smtp.mail).toEqual({
      smtpUrl: "smtps://mailer:s%40cret@mail.example.com:465",
      from: "Kanzlei Hoffmann <belege@hoffmann.example>",
      outboxDir: "/tmp/outbox",
    });
    expect(parseConfig({ MAIL_FROM: "belege@hoffmann.example" }).mail.from).toBe("belege@hoffmann.example");
  });

  it("refuses a mail URL that is not SMTP, without repeating its password, and a sender that is no address", () => {
    for (const env of [
      { MAIL_SMTP_URL: "https://mailer:hunter2-secret@mail.example.com" },
      { MAIL_SMTP_URL: "hunter2-secret" },
    ]) {
      const error = (() => {
        try {
          parseConfig(env);
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect(error!.message).toContain("MAIL_SMTP_URL: must be an smtp:// or smtps:// URL");
      expect(error!.message).not.toContain("hunter2");
    }
    for (const from of ["Belegwerk", "Belegwerk <no-reply>", "a@b.example\r\nBcc: victim@example.com"]) {
      expect(() => parseConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM/);
    }
  });
});
