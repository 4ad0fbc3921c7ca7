import { t } from "../lib/i18n.ts";

/**
 * The e-mails Belegwerk sends, one pure function per kind, in the recipient's language
 * (`users.language`, German unless English). The words come from the server's translations
 * (`server.mail` in src/i18n/locales/<language>/server.json). Every value from users (names,
 * titles, comment text) is escaped in the HTML part; the plain-text part carries the same content.
 */

export type MailLanguage = "de" | "en";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** `users.language` as a mail language: anything but 'en' is German (the default). */
export function mailLanguageOf(language: string | null | undefined): MailLanguage {
  return language === "en" ? "en" : "de";
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML text or attribute value (quoted with " or '). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Whitespace (line breaks included) collapsed to single spaces: for a subject line or a quote. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

export const EXCERPT_MAX_LENGTH = 300;

/** At most `max` characters (the ellipsis included), cut after a whole word where there is
 * one; a single word longer than that is cut. */
export function excerpt(value: string, max = EXCERPT_MAX_LENGTH): string {
  const text = oneLine(value);
  if (text.length <= max) return text;
  // A space at index k ≤ max - 1 ends a word that fits together with the "…".
  const room = text.slice(0, max);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : text.slice(0, max - 1);
  return `${cut.replace(/[\s.,;:!?–-]+$/, "")}…`;
}

/** A titled list of links (the update digest's companies). */
export interface MailSection {
  heading: string;
  groups: { title: string; items: { label: string; url: string }[]; more?: string }[];
}

export interface Layout {
  lang: MailLanguage;
  greeting: string;
  /** Paragraphs of plain text (escaped for HTML here). */
  paragraphs: string[];
  quote?: string;
  sections?: MailSection[];
  action: { label: string; url: string };
  footer: string;
}

const sectionText = (section: MailSection) =>
  [
    section.heading,
    ...section.groups.map((g) =>
      [`${g.title}`, ...g.items.map((i) => `- ${i.label}: ${i.url}`), ...(g.more ? [g.more] : [])].join("\n"),
    ),
  ].join("\n\n");

const sectionHtml = (section: MailSection) =>
  [
    `<h2 style="margin:24px 0 8px 0;font-size:16px">${escapeHtml(section.heading)}</h2>`,
    ...section.groups.map((g) =>
      [
        `<p style="margin:0 0 4px 0;font-weight:bold">${escapeHtml(g.title)}</p>`,
        `<ul style="margin:0 0 12px 0;padding-left:20px">`,
        ...g.items.map(
          (i) => `<li><a href="${escapeHtml(i.url)}" style="color:#1c7ed6">${escapeHtml(i.label)}</a></li>`,
        ),
        `</ul>`,
        ...(g.more ? [`<p style="margin:0 0 12px 0;color:#52606d">${escapeHtml(g.more)}</p>`] : []),
      ].join("\n"),
    ),
  ].join("\n");

/** The one layout of every mail: greeting, paragraphs, an optional quote, optional sections of
 * links, one button, a footer. */
export function render(subject: string, l: Layout): RenderedMail {
  const text = [
    l.greeting,
    ...l.paragraphs,
    ...(l.quote ? [l.quote.replace(/^/gm, "> ")] : []),
    ...(l.sections ?? []).map(sectionText),
    `${l.action.label}:\n${l.action.url}`,
    "--",
    l.footer,
  ].join("\n\n");
  const p = (content: string, style = "") => `<p style="margin:0 0 16px 0;${style}">${content}</p>`;
  const html = [
    `<!DOCTYPE html>`,
    `<html lang="${l.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">`,
    p(escapeHtml(l.greeting)),
    ...l.paragraphs.map((para) => p(escapeHtml(para))),
    ...(l.quote
      ? [
          `<blockquote style="margin:0 0 16px 0;padding:8px 12px;border-left:3px solid #c5ccd6;color:#3e4c59">${escapeHtml(l.quote)}</blockquote>`,
        ]
      : []),
    ...(l.sections ?? []).map(sectionHtml),
    p(
      `<a href="${escapeHtml(l.action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(l.action.label)}</a>`,
      "margin-top:24px",
    ),
    p(
      `${escapeHtml(t(l.lang, "mail.buttonFallback"))}<br><a href="${escapeHtml(l.action.url)}" style="color:#1c7ed6;word-break:break-all">${escapeHtml(l.action.url)}</a>`,
      "font-size:13px;color:#52606d",
    ),
    `<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 12px 0">`,
    p(escapeHtml(l.footer), "font-size:12px;color:#7b8794;margin:0"),
    `</div></body></html>`,
  ].join("\n");
  return { subject, text, html };
}

export const greetingOf = (lang: MailLanguage, name: string) => {
  const n = oneLine(name);
  return n ? t(lang, "mail.greeting", { name: n }) : t(lang, "mail.greetingNoName");
};

/** The subject's and the paragraph's words for the document: its title, or none. */
const titled = (lang: MailLanguage, mail: string, title: string) => ({
  subjectKey: title ? `mail.${mail}.subjectWithTitle` : `mail.${mail}.subject`,
  document: title ? t(lang, `mail.${mail}.document`, { title }) : t(lang, `mail.${mail}.documentUntitled`),
});

export interface CommentMentionParams {
  recipientName: string;
  /** Null when the author's account no longer exists. */
  actorName: string | null;
  /** Null when the document has no title yet (nothing extracted, no file name). */
  documentTitle: string | null;
  /** The comment's text; shortened to 300 characters at a word boundary here. */
  commentExcerpt: string;
  link: string;
}

/** A colleague mentioned the recipient in a comment on a document. */
export function commentMention(lang: MailLanguage, params: CommentMentionParams): RenderedMail {
  const actor = oneLine(params.actorName ?? "") || t(lang, "mail.someone");
  const title = oneLine(params.documentTitle ?? "");
  const { subjectKey, document } = titled(lang, "commentMention", title);
  return render(t(lang, subjectKey, { actor, title }), {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [t(lang, "mail.commentMention.paragraph", { actor, document })],
    quote: excerpt(params.commentExcerpt),
    action: { label: t(lang, "mail.commentMention.action"), url: params.link },
    footer: t(lang, "mail.commentMention.footer"),
  });
}

export interface DocumentSharedParams {
  recipientName: string;
  /** Null when the sharer's account no longer exists. */
  sharerName: string | null;
  companyName: string;
  documentTitle: string | null;
  link: string;
  /** True when the recipient's external account was created for this share (first contact). */
  isNewExternalUser: boolean;
}

/** A user shared a document of their company with the recipient (often an external person). */
export function documentShared(lang: MailLanguage, params: DocumentSharedParams): RenderedMail {
  const sharer = oneLine(params.sharerName ?? "") || t(lang, "mail.someone");
  const company = oneLine(params.companyName);
  const title = oneLine(params.documentTitle ?? "");
  const { subjectKey, document } = titled(lang, "documentShared", title);
  return render(t(lang, subjectKey, { sharer, company, title }), {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [
      t(lang, "mail.documentShared.paragraph", { sharer, company, document }),
      params.isNewExternalUser
        ? t(lang, "mail.documentShared.newExternalUser", { company })
        : t(lang, "mail.documentShared.existingUser"),
    ],
    action: { label: t(lang, "mail.documentShared.action"), url: params.link },
    footer: t(lang, "mail.documentShared.footer", { sharer, company }),
  });
}

export interface ApprovalParams {
  recipientName: string;
  /** Who asked or decided; null when the account no longer exists (or a rule asked). */
  actorName: string | null;
  companyName: string;
  documentTitle: string | null;
  /** The request's message (a request) or the approver's note (a decision). */
  message: string | null;
  link: string;
}

/** A colleague asks the recipient to approve a document. */
export function approvalRequested(lang: MailLanguage, params: ApprovalParams): RenderedMail {
  const actor = oneLine(params.actorName ?? "") || t(lang, "mail.aRule");
  const title = oneLine(params.documentTitle ?? "");
  const company = oneLine(params.companyName);
  const quote = params.message ? excerpt(params.message) : undefined;
  const { subjectKey, document } = titled(lang, "approvalRequested", title);
  return render(t(lang, subjectKey, { title }), {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [
      t(lang, quote ? "mail.approvalRequested.paragraphWithMessage" : "mail.approvalRequested.paragraph", {
        actor,
        document,
        company,
      }),
    ],
    quote,
    action: { label: t(lang, "mail.approvalRequested.action"), url: params.link },
    footer: t(lang, "mail.approvalRequested.footer"),
  });
}

/** The approver decided on the recipient's request: approved, or rejected with a reason. */
export function approvalDecided(lang: MailLanguage, params: ApprovalParams & { approved: boolean }): RenderedMail {
  const actor = oneLine(params.actorName ?? "") || t(lang, "mail.someone");
  const title = oneLine(params.documentTitle ?? "");
  const quote = params.message ? excerpt(params.message) : undefined;
  const document = title
    ? t(lang, "mail.approvalDecided.document", { title })
    : t(lang, "mail.approvalDecided.documentUntitled");
  const subject = `mail.approvalDecided.${params.approved ? "subjectApproved" : "subjectRejected"}${title ? "WithTitle" : ""}`;
  const paragraph = params.approved
    ? quote
      ? "mail.approvalDecided.approvedWithNote"
      : "mail.approvalDecided.approved"
    : quote
      ? "mail.approvalDecided.rejectedWithReason"
      : "mail.approvalDecided.rejected";
  return render(t(lang, subject, { title }), {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [t(lang, paragraph, { actor, document })],
    quote,
    action: { label: t(lang, "mail.approvalDecided.action"), url: params.link },
    footer: t(lang, "mail.approvalDecided.footer"),
  });
}

export interface UserInvitationParams {
  recipientName: string;
  /** The admin who invited; null when the account no longer exists. */
  inviterName: string | null;
  /** The company invited into; null when the person was created without access. */
  companyName: string | null;
  link: string;
  validDays: number;
}

/** A new person's invitation: a one-time link to set the first password. */
export function userInvitation(lang: MailLanguage, params: UserInvitationParams): RenderedMail {
  const inviter = oneLine(params.inviterName ?? "");
  const company = oneLine(params.companyName ?? "");
  const invited = `mail.userInvitation.${inviter ? "invitedBy" : "invited"}${company ? "To" : ""}`;
  return render(
    t(lang, company ? "mail.userInvitation.subjectWithCompany" : "mail.userInvitation.subject", { company }),
    {
      lang,
      greeting: greetingOf(lang, params.recipientName),
      paragraphs: [
        t(lang, invited, { inviter, company }),
        t(lang, "mail.userInvitation.setPassword", { count: params.validDays }),
      ],
      action: { label: t(lang, "mail.userInvitation.action"), url: params.link },
      footer: t(lang, "mail.userInvitation.footer"),
    },
  );
}
