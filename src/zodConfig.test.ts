import { describe, expect, it } from "vitest";

describe("zod configuration", () => {
  it("parses without the JIT (our CSP forbids eval) while the app's first screen loads no zod", async () => {
    await import("./zodConfig.ts");
    const z = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x", b: 1 })).toEqual({ a: "x" });
  });
});
