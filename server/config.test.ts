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
});
