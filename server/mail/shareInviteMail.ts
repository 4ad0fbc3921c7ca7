import type { NotificationMailDeps } from "./notificationMail.ts";
import { documentLink } from "./links.ts";
import { documentShared, mailLanguageOf } from "./templates.ts";
import { renewShareLink } from "../auth/shareLinks.ts";

export type ShareInviteOutcome = "sent" | "missing";

/**
 * Mails the person a document was shared with (shareDocument, for anyone who is not a member
 * of the company): an external user gets a personal link /share/<token> that signs them in
 * for the shared documents (a new token each time: only the newest mail's link works); a
 * standard user of another company gets the document's address and signs in as usual.
 * Nothing is sent when the share was revoked before the job ran.
 */
export async function sendShareInviteMail(deps: NotificationMailDeps, shareRowId: string): Promise<ShareInviteOutcome> {
  const { rows } = await deps.ownerPool.query<{
    client_company_id: string;
    document_id: string;
    recipient_email: string;
    recipient_name: string;
    recipient_language: string;
    recipient_is_external: boolean;
    sharer_name: string | null;
    company_name: string;
    document_title: string | null;
  }>(
    `select s.client_company_id, s.document_id, u.email::text as recipient_email,
            concat_ws(' ', u.first_name, u.last_name) as recipient_name, u.language as recipient_language,
            u.type = 'EXTERNAL' as recipient_is_external,
            (select concat_ws(' ', b.first_name, b.last_name) from app_public.users b where b.id = s.shared_by_user_id) as sharer_name,
            coalesce(c.brand_name, c.name) as company_name,
            app_public.documents_derived_title(d) as document_title
     from app_public.document_shares s
     join app_public.users u on u.id = s.user_id
     join app_public.client_companies c on c.id = s.client_company_id
     join app_public.documents d on d.id = s.document_id
     where s.id = $1 and not u.is_external_public_link`,
    [shareRowId],
  );
  const share = rows[0];
  if (!share) return "missing";
  const link = share.recipient_is_external
    ? `${deps.publicUrl}/share/${await renewShareLink(deps.ownerPool, shareRowId)}`
    : documentLink(deps.publicUrl, { clientCompanyId: share.client_company_id, documentId: share.document_id });
  const mail = documentShared(mailLanguageOf(share.recipient_language), {
    // An external person is known only by their address (their name is its local part).
    recipientName: share.recipient_is_external ? "" : share.recipient_name,
    sharerName: share.sharer_name,
    companyName: share.company_name,
    documentTitle: share.document_title,
    link,
    isNewExternalUser: share.recipient_is_external,
  });
  await deps.transport.send({ to: share.recipient_email, ...mail });
  return "sent";
}
