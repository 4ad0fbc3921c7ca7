import { Readable } from "node:stream";
import { type Attachment, type ParsedMail, simpleParser } from "mailparser";
import type pg from "pg";
import { type Accepted, type Rejected, storeSourceFile } from "../../capture/storeSourceFile.ts";
import { asCompanyAutomation } from "../../db/asCompanyAutomation.ts";
import type { BlobStorage } from "../../files/blobStore.ts";
import { FileTooLargeError } from "../../files/errors.ts";
import { sniffFileType } from "../../files/sniff.ts";
import { serverLanguageOf, t } from "../../lib/i18n.ts";
import type { Logger } from "../../logger.ts";
import { bareAddress, parseInboundAddress } from "./address.ts";
import { renderMailBodyPdf } from "./bodyPdf.ts";
import { authenticationResults, headerLookup, ignoreReason } from "./headers.ts";

/** Our marker in X-Loop: a mail carrying it came from this server and is never taken in again. */
export const LOOP_MARKER = "belegwerk-mail-intake";
/** A forwarded mail attached to a mail is opened this deep for its attachments. */
const MAX_NESTING = 3;
/** Files taken from one mail at most (the rest is noted in the log). */
const MAX_FILES_PER_MAIL = 100;

export interface IntakeDeps {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  logger: Logger;
  /** MAIL_INBOUND_DOMAIN. */
  domain: string;
  /** Our own sending addresses (MAIL_FROM): mail from them is a loop. */
  ownAddresses: readonly string[];
  /** UPLOAD_MAX_MEGABYTES in bytes: a larger attachment is refused like an upload. */
  maxFileBytes: number;
  defaultQuotaBytes: number;
}

export type BodyAsPdf = "NEVER" | "WITHOUT_ATTACHMENT" | "ALWAYS";

/** Where mail to one address goes. */
export interface IntakeTarget {
  address: string;
  clientCompanyId: string;
  categoryId: string;
  bodyAsPdf: BodyAsPdf;
  language: string;
}

/** How the SMTP server answers a message: 250, or a refusal code and text (the sender's bounce). */
export type DeliveryAnswer = { ok: true; message: string } | { ok: false; code: number; message: string };

/**
 * The company and category an address names: `<alias>@domain` is the company's category for
 * its own address (the e-mail configuration's, else its first incoming-invoice category);
 * `<alias>+<prefix>@domain` the category with that e-mail prefix. Null when no company or no
 * category receives mail there. Read as the owner: only the address decides, and storing then
 * happens as that company (row-level security).
 */
export async function resolveTarget(deps: Pick<IntakeDeps, "ownerPool" | "domain">, address: string) {
  const parsed = parseInboundAddress(address, deps.domain);
  if (!parsed) return null;
  const { rows } = await deps.ownerPool.query<{
    client_company_id: string;
    category_id: string | null;
    body_as_pdf: BodyAsPdf | null;
    language: string;
  }>(
    `select c.id as client_company_id, c.language,
            case when $2::text is null then coalesce(
                   cfg.category_id,
                   (select d.id from app_public.document_categories d
                     where d.client_company_id = c.id and d.document_type = 'INCOMING_INVOICE' order by d.sort_index, d.name limit 1),
                   (select d.id from app_public.document_categories d
                     where d.client_company_id = c.id order by d.sort_index, d.name limit 1))
                 else (select d.id from app_public.document_categories d where d.client_company_id = c.id and d.email_alias = $2)
            end as category_id,
            cfg.body_as_pdf::text as body_as_pdf
       from app_public.client_companies c
       left join lateral (select e.category_id, e.body_as_pdf from app_public.email_configs e
                           where e.client_company_id = c.id order by e.created_at desc, e.id desc limit 1) cfg on true
      where c.email_alias = $1`,
    [parsed.alias, parsed.prefix],
  );
  const row = rows[0];
  if (!row?.category_id) return null;
  return {
    address: address.toLowerCase(),
    clientCompanyId: row.client_company_id,
    categoryId: row.category_id,
    bodyAsPdf: row.body_as_pdf ?? "NEVER",
    language: row.language,
  } satisfies IntakeTarget;
}

/** A file of a mail that may become a document. */
interface MailFile {
  name: string;
  content: Buffer;
}

/** The attachments that may be documents: PDFs, images and XML by their bytes, also inside forwarded mails; never the images a mail's HTML shows inline (logos, signatures). */
async function mailFiles(mail: ParsedMail, depth = 0): Promise<{ files: MailFile[]; skipped: string[] }> {
  const files: MailFile[] = [];
  const skipped: string[] = [];
  for (const [index, part] of (mail.attachments as Attachment[]).entries()) {
    const name = cleanName(part.filename, index, part.contentType);
    if (part.contentType === "message/rfc822" && depth < MAX_NESTING) {
      const inner = await simpleParser(part.content, { skipHtmlToText: true, skipTextLinks: true });
      const nested = await mailFiles(inner, depth + 1);
      files.push(...nested.files);
      skipped.push(...nested.skipped);
      continue;
    }
    if (part.related) continue; // an image the mail's HTML shows inline
    if (part.content.length === 0 || !sniffFileType(part.content.subarray(0, 4096))) {
      skipped.push(name);
      continue;
    }
    files.push({ name, content: part.content });
  }
  return { files, skipped };
}

function cleanName(raw: string | undefined, index: number, contentType: string): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = [...base.normalize("NFC")]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 255);
  if (cleaned) return cleaned;
  const ext = contentType === "application/pdf" ? ".pdf" : contentType.startsWith("image/") ? "" : "";
  return `Anhang-${index + 1}${ext}`;
}

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * Takes one received message in: parses it, ignores loops, auto-replies and bounces (logged,
 * answered 250 so nothing bounces back), and for each recipient company stores every usable
 * attachment (and the mail text as a PDF when the company's configuration says so) through
 * storeSourceFile AS THAT COMPANY into the recipient's category, one review group per mail,
 * with the intake-log row the files point to. Refusals (no attachment, a blacklisted partner,
 * nothing storable) are logged and answered with a 5xx the sender's server turns into a bounce;
 * a failure on our side is answered 451 so the sender's server tries again. Never throws.
 */
export async function deliver(
  deps: IntakeDeps,
  raw: Buffer,
  envelope: { from: string | null; targets: IntakeTarget[]; remoteAddress: string | null },
): Promise<DeliveryAnswer> {
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipTextLinks: true });
  } catch (error) {
    deps.logger.warn(
      { err: (error as Error).message, remote: envelope.remoteAddress },
      "mail intake: unreadable message",
    );
    await logForAll(deps, envelope, null, {
      outcome: "REFUSED",
      reason: "MALFORMED",
      detail: (error as Error).message,
    });
    return { ok: false, code: 554, message: "5.6.0 The message cannot be read (malformed MIME)" };
  }
  const header = headerLookup(mail.headers);
  const from = bareAddress(mail.from?.value[0]?.address ?? null) ?? bareAddress(envelope.from);
  const ignore = ignoreReason({
    header,
    envelopeFrom: envelope.from,
    from,
    inboundDomain: deps.domain,
    ownAddresses: deps.ownAddresses,
    loopMarker: LOOP_MARKER,
  });
  if (ignore) {
    deps.logger.info({ reason: ignore.reason, detail: ignore.detail, from }, "mail intake: ignored");
    await logForAll(deps, envelope, mail, { outcome: "IGNORED", reason: ignore.reason, detail: ignore.detail });
    return { ok: true, message: `Ignored (${ignore.reason.toLowerCase().replace("_", " ")})` };
  }

  let parts: { files: MailFile[]; skipped: string[] };
  try {
    parts = await mailFiles(mail);
  } catch (error) {
    await logForAll(deps, envelope, mail, {
      outcome: "REFUSED",
      reason: "MALFORMED",
      detail: (error as Error).message,
    });
    return { ok: false, code: 554, message: "5.6.0 An attached message cannot be read (malformed MIME)" };
  }

  const answers: DeliveryAnswer[] = [];
  for (const target of envelope.targets) {
    answers.push(await deliverTo(deps, mail, from, target, parts));
  }
  return answers.find((a) => a.ok) ?? answers.find((a) => !a.ok && a.code < 500) ?? answers[0]!;
}

async function deliverTo(
  deps: IntakeDeps,
  mail: ParsedMail,
  from: string | null,
  target: IntakeTarget,
  parts: { files: MailFile[]; skipped: string[] },
): Promise<DeliveryAnswer> {
  const lang = serverLanguageOf(target.language);
  const files = [...parts.files];
  const bodyText = (mail.text ?? "").trim();
  const wantsBody =
    target.bodyAsPdf === "ALWAYS" || (target.bodyAsPdf === "WITHOUT_ATTACHMENT" && parts.files.length === 0);
  if (wantsBody && bodyText) {
    const pdf = await renderMailBodyPdf({
      from,
      to: target.address,
      subject: mail.subject ?? null,
      date: mail.date ?? new Date(),
      text: bodyText,
      labels: {
        from: t(lang, "mailIntake.bodyPdf.from"),
        to: t(lang, "mailIntake.bodyPdf.to"),
        subject: t(lang, "mailIntake.bodyPdf.subject"),
        date: t(lang, "mailIntake.bodyPdf.date"),
        cut: t(lang, "mailIntake.bodyPdf.cut"),
      },
    });
    files.push({ name: `${t(lang, "mailIntake.bodyPdf.fileName")}.pdf`, content: Buffer.from(pdf) });
  }
  const auth = authenticationResults({
    all: (name) => mail.headerLines.filter((h) => h.key === name).map((h) => h.line.slice(h.line.indexOf(":") + 1)),
  });
  try {
    return await asCompanyAutomation(deps.ownerPool, target.clientCompanyId, async (db) => {
      const { rows: facts } = await db.query<{ blacklisted: string | null; limit_reached: boolean | null }>(
        `select app_hidden.email_sender_blacklisted_vat_id(c.id, $2) as blacklisted,
                app_public.client_companies_source_file_processing_limit_reached(c) as limit_reached
           from app_public.client_companies c where c.id = $1`,
        [target.clientCompanyId, from],
      );
      if (facts[0]?.limit_reached) {
        return {
          ok: false,
          code: 452,
          message: "4.3.1 Too many documents are waiting for processing; try again later",
        };
      }
      const log = async (outcome: string, reason: string | null, detail: string | null, counts = [0, 0]) =>
        (
          await db.query<{ id: string }>(
            `insert into app_public.inbound_emails
               (client_company_id, category_id, outcome, reason, reason_detail, sender, receiver, subject, message_id,
                spf, dkim, attachment_count, accepted_count, received_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now()) returning id`,
            [
              target.clientCompanyId,
              target.categoryId,
              outcome,
              reason,
              clip(detail, 2000),
              clip(from, 320),
              clip(target.address, 320),
              clip(mail.subject, 1000),
              clip(mail.messageId, 1000),
              auth.spf,
              auth.dkim,
              counts[0],
              counts[1],
            ],
          )
        ).rows[0]!.id;

      if (facts[0]?.blacklisted) {
        await log("REFUSED", "BLACKLISTED_PARTNER", `VAT id ${facts[0].blacklisted}`, [files.length, 0]);
        deps.logger.info({ from, company: target.clientCompanyId }, "mail intake: sender's partner is blacklisted");
        return { ok: false, code: 550, message: "5.7.1 Mail from this sender is not accepted by the recipient" };
      }
      if (files.length === 0) {
        await log("REFUSED", "NO_ATTACHMENT", parts.skipped.length ? `not usable: ${parts.skipped.join(", ")}` : null);
        return {
          ok: false,
          code: 550,
          message:
            "5.6.0 No usable attachment: send invoices as PDF, image (PNG, JPEG, TIFF) or e-invoice XML attachments",
        };
      }
      const rowId = await log("ACCEPTED", null, null, [files.length, 0]);
      const accepted: Accepted[] = [];
      const rejected: Rejected[] = [];
      for (const file of files.slice(0, MAX_FILES_PER_MAIL)) {
        let written;
        try {
          written = await deps.blobs.writeStream(Readable.from([file.content]), { maxBytes: deps.maxFileBytes });
        } catch (error) {
          if (error instanceof FileTooLargeError) {
            rejected.push({ name: file.name, code: "FILE_TOO_LARGE" });
            continue;
          }
          throw error;
        }
        try {
          const outcome = await storeSourceFile(db, deps.blobs, {
            clientCompanyId: target.clientCompanyId,
            categoryId: target.categoryId,
            name: file.name,
            written,
            origin: "EMAIL",
            groupKey: `email:${rowId}`,
            sourceEmail: { inboundEmailId: rowId },
            defaultQuotaBytes: deps.defaultQuotaBytes,
          });
          if ("code" in outcome) rejected.push(outcome);
          else accepted.push(outcome);
        } catch (error) {
          await deps.blobs.discard(written).catch(() => {});
          throw error;
        }
      }
      const notes = [
        ...rejected.map((r) => `${r.name}: ${r.code}`),
        ...parts.skipped.map((name) => `${name}: UNSUPPORTED_FILE_TYPE`),
        ...(files.length > MAX_FILES_PER_MAIL ? [`${files.length - MAX_FILES_PER_MAIL} more files not taken`] : []),
      ];
      const outcome = accepted.length > 0 ? "ACCEPTED" : "REFUSED";
      const reason =
        accepted.length === 0 ? (rejected[0]?.code ?? "NO_ATTACHMENT") : notes.length > 0 ? "PARTLY_ACCEPTED" : null;
      await db.query(
        `update app_public.inbound_emails
            set outcome = $2, reason = $3, reason_detail = $4, accepted_count = $5,
                review_group_id = (select f.review_group_id from app_public.source_files f
                                    where f.client_company_id = $6 and f.inbound_email_id = $1 limit 1)
          where id = $1`,
        [rowId, outcome, reason, clip(notes.join("; "), 2000) || null, accepted.length, target.clientCompanyId],
      );
      deps.logger.info(
        { company: target.clientCompanyId, from, accepted: accepted.length, rejected: rejected.length, outcome },
        "mail intake: mail received",
      );
      if (accepted.length > 0) return { ok: true, message: `Accepted: ${accepted.length} document(s)` };
      if (rejected.some((r) => r.code === "STORAGE_QUOTA_EXCEEDED")) {
        return { ok: false, code: 552, message: "5.2.2 The recipient's document storage is full" };
      }
      return { ok: false, code: 550, message: "5.6.0 No attachment could be taken as a document" };
    });
  } catch (error) {
    deps.logger.error(
      { err: (error as Error).message, company: target.clientCompanyId, from },
      "mail intake: the mail could not be stored; the sender's server will try again",
    );
    return { ok: false, code: 451, message: "4.3.0 Temporary failure while storing the message; try again later" };
  }
}

/**
 * Logs a mail that is not taken in (ignored, or refused before any company's work) for each
 * recipient company. Logging never decides the answer: its failure is only written to the log.
 */
export async function logForAll(
  deps: Pick<IntakeDeps, "ownerPool" | "logger">,
  envelope: { from: string | null; targets: IntakeTarget[] },
  mail: ParsedMail | null,
  entry: { outcome: "IGNORED" | "REFUSED"; reason: string; detail: string | null },
): Promise<void> {
  const sender = bareAddress(mail?.from?.value[0]?.address ?? null) ?? bareAddress(envelope.from);
  for (const target of envelope.targets) {
    try {
      await asCompanyAutomation(deps.ownerPool, target.clientCompanyId, (db) =>
        db.query(
          `insert into app_public.inbound_emails
             (client_company_id, category_id, outcome, reason, reason_detail, sender, receiver, subject, message_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            target.clientCompanyId,
            target.categoryId,
            entry.outcome,
            entry.reason,
            clip(entry.detail, 2000),
            clip(sender, 320),
            clip(target.address, 320),
            clip(mail?.subject, 1000),
            clip(mail?.messageId, 1000),
          ],
        ),
      );
    } catch (error) {
      deps.logger.error(
        { err: (error as Error).message, company: target.clientCompanyId },
        "mail intake: log entry failed",
      );
    }
  }
}
