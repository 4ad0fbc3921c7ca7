import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { maskEmailAddress } from "./mailTransport.ts";
import { makeOutboxTransport } from "./outboxTransport.ts";
import { commentMention } from "./templates.ts";

describe("outbox transport", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "belegwerk-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes each message as an .eml file a mail parser reads back, umlauts intact", async () => {
    const outboxDir = join(dir, "mail-outbox"); // created on the first message
    const transport = makeOutboxTransport({
      dir: outboxDir,
      from: "Belegwerk <no-reply@belegwerk.local>",
      logger: makeLogger("silent"),
    });
    const mail = commentMention("de", {
      recipientName: "Jürgen Größe",
      actorName: "Anna Übel",
      documentTitle: "Bäckerei Schneider",
      commentExcerpt: "Grüße, bitte prüfen",
      link: "http://localhost:3000/documents/d1?clientCompanyRowId=c1&tab=comments",
    });
    await transport.send({ to: "juergen@example.com", replyTo: "anna@example.com", ...mail });
    await transport.send({ to: "second@example.com", subject: "Zweite", text: "ä" });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect((await stat(join(outboxDir, files[0]!))).mode & 0o777).toBe(0o600);

    const raws = await Promise.all(files.map((f) => readFile(join(outboxDir, f))));
    const parsed = await Promise.all(raws.map((r) => PostalMime.parse(r)));
    // Both were written in the same millisecond, perhaps: find each by its recipient.
    const index = parsed.findIndex((p) => p.to?.[0]?.address === "juergen@example.com");
    const [msg, other, raw] = [parsed[index]!, parsed[1 - index]!, raws[index]!];
    expect(msg.to).toEqual([{ address: "juergen@example.com", name: "" }]);
    expect(msg.from).toEqual({ address: "no-reply@belegwerk.local", name: "Belegwerk" });
    expect(msg.replyTo).toEqual([{ address: "anna@example.com", name: "" }]);
    expect(msg.subject).toBe("Anna Übel hat Sie in einem Kommentar erwähnt: Bäckerei Schneider");
    expect(msg.text).toContain("Hallo Jürgen Größe,");
    expect(msg.text).toContain("> Grüße, bitte prüfen");
    expect(msg.html).toContain("Anna Übel hat Sie in einem Kommentar zu dem Beleg „Bäckerei Schneider“ erwähnt:");
    expect(msg.messageId).toMatch(/^<.+@belegwerk\.local>$/);
    expect(msg.headers.find((h) => h.key === "auto-submitted")?.value).toBe("auto-generated");
    // Headers are 7-bit: the umlauts are MIME-encoded, not raw bytes.
    const headerBlock = raw.toString("latin1").split("\r\n\r\n")[0]!;
    expect(headerBlock).not.toMatch(/[\u0080-\u00ff]/);
    expect(headerBlock).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(other.subject).toBe("Zweite");
  });

  it("fails when the directory cannot be written (the job is retried)", async () => {
    const file = join(dir, "a-file");
    await writeFile(file, "");
    const transport = makeOutboxTransport({
      dir: join(file, "outbox"),
      from: "no-reply@belegwerk.local",
      logger: makeLogger("silent"),
    });
    await expect(transport.send({ to: "a@example.com", subject: "x", text: "y" })).rejects.toThrow();
  });
});

describe("maskEmailAddress", () => {
  it("keeps the first character and the domain", () => {
    expect(maskEmailAddress("juergen.mueller@example.com")).toBe("j***@example.com");
    expect(maskEmailAddress("not-an-address")).toBe("***");
  });
});
