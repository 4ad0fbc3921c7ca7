import type pg from "pg";
import type { Logger } from "../logger.ts";
import { documentLink } from "./links.ts";
import type { MailTransport } from "./mailTransport.ts";
import {
  approvalDecided,
  approvalRequested,
  commentMention,
  documentShared,
  mailLanguageOf,
  type RenderedMail,
} from "./templates.ts";

export interface NotificationMailDeps {
  /** Reads as the owner: the worker acts for no signed-in user. */
  ownerPool: pg.Pool;
  transport: MailTransport;
  /** config.publicUrl: the links in the mail point here. */
  publicUrl: string;
  logger: Logger;
  /** The built-in sign-in's issuer URL (invitation links live below it); null or absent when
   * an external issuer signs people in. */
  invitationBaseUrl?: string | null;
}

/**
 * The notification types that have an e-mail (each about a document). Only these queue the
 * notifications__mail job (the trigger _900_mail on app_public.notifications names the same
 * list, migration 000073; notificationsMailTypes.int.test.ts holds the two together). The others
 * live in the bell only: a rule's in-app notification, a membership request (its own mail).
 */
export const MAILED_NOTIFICATION_TYPES = [
  "COMMENT_MENTION",
  "DOCUMENT_SHARED",
  "APPROVAL_REQUESTED",
  "DOCUMENT_APPROVED",
  "DOCUMENT_REJECTED",
] as const;

/** What became of one notification: `sent`, or why nothing was sent. */
export type NotificationMailOutcome = "sent" | "missing" | "read" | "unsupported" | "opted_out";

interface NotificationRow {
  type: string;
  is_read: boolean;
  client_company_id: string;
  document_id: string | null;
  recipient_email: string;
  recipient_name: string;
  recipient_language: string;
  actor_name: string | null;
  company_name: string;
  comment_text: string | null;
  document_title: string | null;
  approval_message: string | null;
  /** The recipient's profile: e-mail when asked to approve directly / as a member of a group. */
  direct_approval_mail: boolean;
  group_approval_mail: boolean;
  /** The request went to a user group or to any member (approval_requests.blank_approver_type). */
  is_group_request: boolean;
}

/**
 * E-mails one in-app notification to its user: a mention (COMMENT_MENTION), a document a
 * colleague shared (DOCUMENT_SHARED; people outside the company get their invitation from the
 * sharing code instead, with a personal link), an approval request (APPROVAL_REQUESTED) or the
 * decision on one's request (DOCUMENT_APPROVED, DOCUMENT_REJECTED). Nothing is sent when the notification is gone
 * (its comment or document was deleted) or already read (the user saw it in the app first), nor
 * for an approval request the user asked not to be e-mailed about (their profile's direct or
 * group approval-request setting).
 *
 * Nothing is recorded about the sending: a retry after a send that succeeded but whose job
 * failed afterwards sends the mail twice. That is accepted rather than a sent-at column.
 */
export async function sendNotificationMail(
  deps: NotificationMailDeps,
  notificationRowId: string,
): Promise<NotificationMailOutcome> {
  const { rows } = await deps.ownerPool.query<NotificationRow>(
    `select n.type::text, n.read_at is not null as is_read, n.client_company_id, n.document_id,
            u.email::text as recipient_email,
            concat_ws(' ', u.title, u.first_name, u.last_name) as recipient_name,
            u.language as recipient_language,
            nullif(concat_ws(' ', a.first_name, a.last_name), '') as actor_name,
            cc.name as company_name,
            c.text_message as comment_text,
            app_public.documents_derived_title(d) as document_title,
            case n.type when 'APPROVAL_REQUESTED' then r.message else r.decision_message end as approval_message,
            u.document_direct_approval_request_notification as direct_approval_mail,
            u.document_group_approval_request_notification as group_approval_mail,
            -- a request to a user group or to any member ("blank") follows the group setting
            r.blank_approver_type is not null as is_group_request
       from app_public.notifications n
       join app_public.users u on u.id = n.user_id
       join app_public.client_companies cc on cc.id = n.client_company_id
       left join app_public.users a on a.id = n.actor_user_id
       left join app_public.comments c on c.client_company_id = n.client_company_id and c.id = n.comment_id
       left join app_public.documents d on d.client_company_id = n.client_company_id and d.id = n.document_id
       left join app_public.approval_requests r on r.id = n.approval_request_id
      where n.id = $1`,
    [notificationRowId],
  );
  const row = rows[0];
  if (!row) return "missing";
  if (row.is_read) return "read";
  // The profile's opt-outs (documentDirectApprovalRequestNotification,
  // documentGroupApprovalRequestNotification) stop the e-mail; the bell still shows the request.
  if (row.type === "APPROVAL_REQUESTED" && !(row.is_group_request ? row.group_approval_mail : row.direct_approval_mail))
    return "opted_out";
  const mail = render(deps.publicUrl, row);
  if (!mail) {
    deps.logger.warn({ notificationRowId, type: row.type }, "notification mail: no e-mail for this notification");
    return "unsupported";
  }
  await deps.transport.send({ to: row.recipient_email, ...mail });
  return "sent";
}

function render(publicUrl: string, row: NotificationRow): RenderedMail | null {
  if (!row.document_id) return null;
  const lang = mailLanguageOf(row.recipient_language);
  const target = { clientCompanyId: row.client_company_id, documentId: row.document_id };
  switch (row.type) {
    case "COMMENT_MENTION":
      if (row.comment_text === null) return null;
      return commentMention(lang, {
        recipientName: row.recipient_name,
        actorName: row.actor_name,
        documentTitle: row.document_title,
        commentExcerpt: row.comment_text,
        link: documentLink(publicUrl, { ...target, tab: "comments" }),
      });
    case "DOCUMENT_SHARED":
      return documentShared(lang, {
        recipientName: row.recipient_name,
        sharerName: row.actor_name,
        companyName: row.company_name,
        documentTitle: row.document_title,
        link: documentLink(publicUrl, target),
        isNewExternalUser: false,
      });
    case "APPROVAL_REQUESTED":
    case "DOCUMENT_APPROVED":
    case "DOCUMENT_REJECTED": {
      const params = {
        recipientName: row.recipient_name,
        actorName: row.actor_name,
        companyName: row.company_name,
        documentTitle: row.document_title,
        message: row.approval_message,
        link: documentLink(publicUrl, { ...target, tab: "collaboration" }),
      };
      return row.type === "APPROVAL_REQUESTED"
        ? approvalRequested(lang, params)
        : approvalDecided(lang, { ...params, approved: row.type === "DOCUMENT_APPROVED" });
    }
    default:
      return null;
  }
}
