import type pg from "pg";
import type { BlobStorage } from "../files/blobStore.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "./mailTransport.ts";
import { escapeHtml } from "./templates.ts";

export interface PaymentReminderDeps {
  ownerPool: pg.Pool;
  transport: MailTransport;
  blobs: BlobStorage;
  logger: Logger;
}

export type PaymentReminderOutcome = "sent" | "missing";

/** Larger originals are not attached (mail servers refuse big messages); the text says so. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

/**
 * Sends the payment reminder recorded in a history entry (PAYMENT_REMINDER_SENT): the person's
 * subject and message to the receiver, a copy to the person when they asked (cc me), replies
 * to the person, and the document's original file attached when asked and not too large.
 */
export async function sendPaymentReminder(
  deps: PaymentReminderDeps,
  historyEntryRowId: string,
): Promise<PaymentReminderOutcome> {
  const { rows } = await deps.ownerPool.query<{
    payload: { receiver: string; subject: string; message: string; ccMe: boolean; attachDocument: boolean };
    sender_email: string | null;
    file_name: string | null;
    media_type: string | null;
    sha256: string | null;
    size_bytes: string | null;
  }>(
    `select h.payload, u.email::text as sender_email, f.name as file_name, f.media_type, f.sha256, f.size_bytes::text
     from app_public.document_history_entries h
     join app_public.documents d on d.id = h.document_id
     left join app_public.users u on u.id = h.user_id
     left join app_public.source_files f on f.id = d.source_file_id
     where h.id = $1 and h.type = 'PAYMENT_REMINDER_SENT'`,
    [historyEntryRowId],
  );
  const entry = rows[0];
  if (!entry) return "missing";
  const { receiver, subject, message, ccMe, attachDocument } = entry.payload;
  const attach =
    attachDocument && entry.sha256 && entry.file_name && Number(entry.size_bytes) <= MAX_ATTACHMENT_BYTES
      ? [
          {
            filename: entry.file_name,
            contentType: entry.media_type ?? "application/octet-stream",
            content: await readAll(deps.blobs, entry.sha256),
          },
        ]
      : [];
  await deps.transport.send({
    to: receiver,
    subject,
    text: message,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${escapeHtml(message).replace(/\n/g, "<br>")}</div>`,
    ...(entry.sender_email ? { replyTo: entry.sender_email } : {}),
    ...(ccMe && entry.sender_email ? { cc: [entry.sender_email] } : {}),
    ...(attach.length > 0 ? { attachments: attach } : {}),
  });
  return "sent";
}

async function readAll(blobs: BlobStorage, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of blobs.createReadStream(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
