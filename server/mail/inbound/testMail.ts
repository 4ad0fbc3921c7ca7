import nodemailer from "nodemailer";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { serverLanguageOf, t } from "../../lib/i18n.ts";

/** A one-page sample document (its number makes each test mail's file new, not a duplicate). */
export async function sampleDocumentPdf(lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(lines[0] ?? "Beleg");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  let y = 841.89 - 72;
  for (const line of lines) {
    page.drawText(line, { x: 56, y, size: 11, font, color: rgb(0.1, 0.1, 0.12) });
    y -= 18;
  }
  return doc.save();
}

export type TestMailResult =
  { ok: true; messageId: string } | { ok: false; responseCode: number | null; response: string };

/**
 * Sends a real mail with a sample PDF through the inbound SMTP server of this process to the
 * company's address (the e-mail integration page's "send test mail"): the same way a vendor's
 * mail takes, from the admin's own address. Resolves once the server answered — after a 250
 * the document is stored.
 */
export async function sendTestMail(input: {
  port: number;
  from: string;
  to: string;
  companyName: string;
  language: string;
  now?: Date;
}): Promise<TestMailResult> {
  const lang = serverLanguageOf(input.language);
  const now = input.now ?? new Date();
  const number = now.toISOString().replace(/\D/g, "").slice(0, 14);
  const date = now.toISOString().slice(0, 10);
  const pdf = await sampleDocumentPdf(
    ["line1", "line2", "line3", "line4", "line5"].map((key) =>
      t(lang, `mailIntake.testMail.pdf.${key}`, { number, date }),
    ),
  );
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: input.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
    socketTimeout: 60_000,
  });
  try {
    const info = await transport.sendMail({
      from: input.from,
      to: input.to,
      subject: t(lang, "mailIntake.testMail.subject"),
      text: t(lang, "mailIntake.testMail.text", { company: input.companyName }),
      attachments: [
        {
          filename: t(lang, "mailIntake.testMail.fileName"),
          content: Buffer.from(pdf),
          contentType: "application/pdf",
        },
      ],
    });
    return { ok: true, messageId: info.messageId };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message?: string };
    return { ok: false, responseCode: e.responseCode ?? null, response: e.response ?? e.message ?? "" };
  } finally {
    transport.close();
  }
}
