import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config.ts";
import { sandboxProviders } from "./sandboxProvider.ts";
import { SANDBOX_KEYS } from "./sandboxAccounts.ts";
import { SecretBox } from "./secretBox.ts";

describe("the integrations' secret box", () => {
  it("seals and opens, never twice the same text, and refuses another context, another key or tampering", () => {
    const box = SecretBox.fromKey(randomBytes(32));
    const a = box.seal("api-key-1", "ctx");
    expect(a).not.toContain("api-key-1");
    expect(box.seal("api-key-1", "ctx")).not.toBe(a);
    expect(box.open(a, "ctx")).toBe("api-key-1");
    expect(() => box.open(a, "other")).toThrow("INTEGRATION_KEY_UNREADABLE");
    expect(() => SecretBox.fromKey(randomBytes(32)).open(a, "ctx")).toThrow("INTEGRATION_KEY_UNREADABLE");
    const parts = a.split(".");
    const flipped = [parts[0], parts[1], parts[2], Buffer.from("x" + parts[3]!).toString("base64url")].join(".");
    expect(() => box.open(flipped, "ctx")).toThrow("INTEGRATION_KEY_UNREADABLE");
    expect(() => box.open("garbage", "ctx")).toThrow("INTEGRATION_KEY_UNREADABLE");
    expect(() => SecretBox.fromKey(randomBytes(16))).toThrow();
  });

  it("makes the data directory's key file once (mode 0600) and reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "integrations-key-"));
    const first = SecretBox.load({ secretKey: null, dataDir: dir });
    const file = join(dir, "integrations.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const before = readFileSync(file, "utf8");
    const second = SecretBox.load({ secretKey: null, dataDir: dir });
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(second.open(first.seal("k", "c"), "c")).toBe("k");
  });

  it("gives processes that start at once one key: none reads another's half-written file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "integrations-key-"));
    const script = [
      `import { SecretBox } from ${JSON.stringify(join(import.meta.dirname, "secretBox.ts"))};`,
      `const box = SecretBox.load({ secretKey: null, dataDir: ${JSON.stringify(dir)} });`,
      `process.stdout.write(box.seal("k", "c"));`,
    ].join("\n");
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const sealed = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve, reject) =>
            execFile(tsx, ["--eval", script], (error, stdout, stderr) =>
              error ? reject(new Error(stderr || error.message)) : resolve(stdout),
            ),
          ),
      ),
    );
    const box = SecretBox.load({ secretKey: null, dataDir: dir });
    for (const text of sealed) expect(box.open(text, "c")).toBe("k");
    expect(readdirSync(dir)).toEqual(["integrations.key"]);
  });

  it("takes INTEGRATIONS_SECRET_KEY only as 32 bytes of base64, without echoing it", () => {
    const good = randomBytes(32).toString("base64");
    expect(parseConfig({ INTEGRATIONS_SECRET_KEY: good }).integrations.secretKey?.length).toBe(32);
    const bad = "c2hvcnQtc2VjcmV0LXZhbHVl";
    expect(() => parseConfig({ INTEGRATIONS_SECRET_KEY: bad })).toThrow(
      /INTEGRATIONS_SECRET_KEY: must be 32 random bytes/,
    );
    expect(() => parseConfig({ INTEGRATIONS_SECRET_KEY: bad })).not.toThrow(new RegExp(bad));
    expect(() => parseConfig({ BILLOMAT_BASE_URL: "ftp://x" })).toThrow(/BILLOMAT_BASE_URL/);
    expect(parseConfig({}).integrations).toMatchObject({ getMyInvoicesBaseUrl: null, billomatBaseUrl: null });
  });
});

describe("the sandboxes", () => {
  it("serve real PDFs, the same bytes every time (duplicates are found as with uploads)", async () => {
    const { GETMYINVOICES } = sandboxProviders();
    const creds = { apiKey: SANDBOX_KEYS.GETMYINVOICES.valid };
    const docs = [];
    for await (const d of GETMYINVOICES.listDocuments(creds, { fromDate: "2026-01-01", includeArchived: true }))
      docs.push(d);
    expect(docs).toHaveLength(6);
    const one = await GETMYINVOICES.download(creds, docs[0]!);
    const again = await GETMYINVOICES.download(creds, docs[0]!);
    expect(one.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(one.bytes.equals(again.bytes)).toBe(true);
    expect(one.fileName).toBe("TK-2026-0912-4471.pdf");
  });

  it("refuse wrong keys and accounts like the providers", async () => {
    const { FASTBILL, BILLOMAT } = sandboxProviders();
    await expect(
      FASTBILL.testConnection({ apiKey: SANDBOX_KEYS.FASTBILL.valid, account: "x@y.de" }),
    ).rejects.toMatchObject({
      code: "INTEGRATION_AUTH_FAILED",
    });
    await expect(BILLOMAT.testConnection({ apiKey: "nope", account: "sandbox" })).rejects.toMatchObject({
      code: "INTEGRATION_AUTH_FAILED",
    });
    await expect(
      BILLOMAT.testConnection({ apiKey: SANDBOX_KEYS.BILLOMAT.rateLimited, account: "sandbox" }),
    ).rejects.toMatchObject({ code: "INTEGRATION_RATE_LIMITED" });
  });
});
