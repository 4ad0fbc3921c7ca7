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

  it("frames the sandbox page of the financing tool unless FAKTOORA_URL names the real one", () => {
    expect(parseConfig({}).faktoora).toEqual({ url: "/sandbox/faktoora", frameOrigin: null });
    expect(parseConfig({ FAKTOORA_URL: "https://app.faktoora.example/embed?partner=belegwerk" }).faktoora).toEqual({
      url: "https://app.faktoora.example/embed?partner=belegwerk",
      frameOrigin: "https://app.faktoora.example",
    });
    for (const bad of ["javascript:alert(1)", "ftp://faktoora.example/", "https://faktoora.example/#x", "nonsense"]) {
      expect(() => parseConfig({ FAKTOORA_URL: bad })).toThrow(/FAKTOORA_URL/);
    }
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

  it("runs the inbound mail server on 2525 for the public URL's host unless told otherwise, and refuses a bad domain or port", () => {
    expect(parseConfig({}).mailInbound).toEqual({ port: 2525, domain: "localhost", maxBytes: 25 * 1024 * 1024 });
    expect(
      parseConfig({
        PUBLIC_URL: "https://app.belegwerk.example",
        MAIL_INBOUND_PORT: "0",
        MAIL_INBOUND_MAX_MEGABYTES: "10",
      }).mailInbound,
    ).toEqual({ port: 0, domain: "app.belegwerk.example", maxBytes: 10 * 1024 * 1024 });
    expect(parseConfig({ MAIL_INBOUND_DOMAIN: "Belege.Example.COM" }).mailInbound.domain).toBe("belege.example.com");
    for (const env of [
      { MAIL_INBOUND_DOMAIN: "belege example" },
      { MAIL_INBOUND_DOMAIN: "-bad.example" },
      { MAIL_INBOUND_DOMAIN: "user@belege.example" },
      { MAIL_INBOUND_PORT: "70000" },
      { MAIL_INBOUND_PORT: "smtp" },
      { MAIL_INBOUND_MAX_MEGABYTES: "0" },
    ]) {
      expect(() => parseConfig(env), JSON.stringify(env)).toThrow(/MAIL_INBOUND_/);
    }
  });

  it("keeps files in the local folder unless BLOB_STORE=s3, which needs a bucket and both keys or neither", () => {
    expect(parseConfig({}).capture).toMatchObject({ blobStore: "local", s3: null });
    expect(
      parseConfig({
        BLOB_STORE: "s3",
        S3_BUCKET: "belegwerk-files",
        S3_ENDPOINT: "https://s3.example.com",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: "hunter2-secret",
      }).capture.s3,
    ).toEqual({
      bucket: "belegwerk-files",
      endpoint: "https://s3.example.com",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "hunter2-secret" },
    });
    expect(parseConfig({ BLOB_STORE: "s3", S3_BUCKET: "belegwerk-files" }).capture.s3?.credentials).toBeUndefined();
    const refused = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error("accepted");
    };
    expect(refused({ BLOB_STORE: "s3" })).toContain("S3_BUCKET: is required with BLOB_STORE=s3");
    expect(refused({ BLOB_STORE: "minio" })).toContain("BLOB_STORE");
    expect(refused({ BLOB_STORE: "s3", S3_BUCKET: "Bad_Bucket" })).toContain("S3_BUCKET: must be an S3 bucket name");
    expect(refused({ BLOB_STORE: "s3", S3_BUCKET: "b-1", S3_ENDPOINT: "ftp://x" })).toContain("S3_ENDPOINT");
    const oneKey = refused({ BLOB_STORE: "s3", S3_BUCKET: "b-1", S3_SECRET_ACCESS_KEY: "hunter2-secret" });
    expect(oneKey).toContain("S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together");
    expect(oneKey).not.toContain("hunter2");
  });
});
