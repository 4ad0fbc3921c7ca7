import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";
import { AUTOMATIC_HEADERS, maskEmailAddress, type MailTransport } from "./mailTransport.ts";

/**
 * The embedded default when no SMTP server is configured: every message is written to `dir` as
 * an RFC 5322 `.eml` file (any mail program opens it), named so that a listing sorts by time.
 * People running `npm start` read what would have been sent; end-to-end tests read links from it.
 */
export function makeOutboxTransport(opts: { dir: string; from: string; logger: Logger }): MailTransport {
  // The same message builder as SMTP uses, handing back the bytes instead of sending them.
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "windows" },
    { from: opts.from, headers: AUTOMATIC_HEADERS },
  );
  return {
    kind: "outbox",
    destination: opts.dir,
    send: async (message) => {
      const info = await composer.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error("the mail composer returned no message");
      await mkdir(opts.dir, { recursive: true });
      // ISO time with ':' replaced, so the name is valid on every file system.
      const name = `${new Date().toISOString().replace(/:/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      // wx: never overwrite; 0600: the files hold personal data. Written under a draft name and
      // renamed into place, so whoever reads the outbox (a test, a developer's mail viewer) only
      // ever sees whole messages.
      const draft = join(opts.dir, `.${name}.part`);
      await writeFile(draft, info.message, { flag: "wx", mode: 0o600 });
      await rename(draft, join(opts.dir, name));
      opts.logger.info({ to: maskEmailAddress(message.to), file: name }, "mail written to the outbox");
    },
  };
}
