import type { AddressInfo } from "node:net";
import { pino } from "pino";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSmtpTransport, smtpServerOf } from "./smtpTransport.ts";

interface Received {
  user: string | undefined;
  password: string | undefined;
  rcptTo: string[];
  raw: Buffer;
}

/** A real SMTP server in this process: plain connection, AUTH required, one refused address. */
describe("SMTP transport", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let auth: { user?: string; password?: string } = {};
  const logLines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      onAuth(a, _session, callback) {
        auth = { user: a.username, password: a.password ?? undefined };
        if (a.username === "belegwerk" && a.password === "p@ss:wört") callback(null, { user: a.username });
        else callback(new Error("Invalid username or password"));
      },
      onRcptTo(address, _session, callback) {
        if (address.address === "refused@example.com") callback(new Error("No such mailbox"));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            user: auth.user,
            password: auth.password,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const urlWith = (password: string) => `smtp://belegwerk:${encodeURIComponent(password)}@127.0.0.1:${port}`;

  it("logs in with the URL's credentials (percent-encoded) and delivers the message", async () => {
    const transport = makeSmtpTransport({
      url: urlWith("p@ss:wört"),
      from: "Belegwerk <no-reply@belegwerk.test>",
      logger,
    });
    expect(transport.destination).toBe(`smtp://127.0.0.1:${port}`);
    await transport.send({
      to: "anna@example.com",
      subject: "Grüße aus Köln",
      text: "Hallo Anna",
      html: "<p>Hallo</p>",
    });

    expect(received).toHaveLength(1);
    expect(received[0]!.user).toBe("belegwerk");
    expect(received[0]!.rcptTo).toEqual(["anna@example.com"]);
    const parsed = await PostalMime.parse(received[0]!.raw);
    expect(parsed.subject).toBe("Grüße aus Köln");
    expect(parsed.from).toEqual({ address: "no-reply@belegwerk.test", name: "Belegwerk" });
    expect(parsed.text?.trim()).toBe("Hallo Anna");
    expect(parsed.headers.find((h) => h.key === "auto-submitted")?.value).toBe("auto-generated");

    const log = logLines.join("");
    expect(log).toContain('"to":"a***@example.com"');
    expect(log).not.toContain("anna@");
    expect(log).not.toContain("Grüße");
    expect(log).not.toContain("wört");
  });

  it("fails the send when the server refuses the login or the recipient", async () => {
    const wrong = makeSmtpTransport({ url: urlWith("wrong-password"), from: "no-reply@belegwerk.test", logger });
    const error = await wrong.send({ to: "anna@example.com", subject: "x", text: "y" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain("wrong-password");

    const right = makeSmtpTransport({ url: urlWith("p@ss:wört"), from: "no-reply@belegwerk.test", logger });
    await expect(right.send({ to: "refused@example.com", subject: "x", text: "y" })).rejects.toThrow();
    expect(received.map((r) => r.rcptTo)).not.toContainEqual(["refused@example.com"]);
  });

  it("fails, rather than waiting, when nothing listens", async () => {
    const closed = makeSmtpTransport({ url: "smtp://127.0.0.1:1", from: "no-reply@belegwerk.test", logger });
    await expect(closed.send({ to: "anna@example.com", subject: "x", text: "y" })).rejects.toThrow();
  });
});

describe("smtpServerOf", () => {
  it("drops the credentials", () => {
    expect(smtpServerOf("smtps://user:secret@mail.example.com:465")).toBe("smtps://mail.example.com:465");
    expect(smtpServerOf("smtp://mail.example.com")).toBe("smtp://mail.example.com");
  });
});
