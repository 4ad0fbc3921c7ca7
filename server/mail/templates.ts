/**
 * The e-mails Belegwerk sends, one pure function per kind, in the recipient's language
 * (`users.language`, German unless English). Every value from users (names, titles, comment
 * text) is escaped in the HTML part; the plain-text part carries the same content.
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

interface Layout {
  lang: MailLanguage;
  greeting: string;
  /** Paragraphs of plain text (escaped for HTML here). */
  paragraphs: string[];
  quote?: string;
  action: { label: string; url: string };
  footer: string;
}

/** The one layout of every mail: greeting, paragraphs, an optional quote, one button, a footer. */
function render(subject: string, l: Layout): RenderedMail {
  const text = [
    l.greeting,
    ...l.paragraphs,
    ...(l.quote ? [l.quote.replace(/^/gm, "> ")] : []),
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
    p(
      `<a href="${escapeHtml(l.action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(l.action.label)}</a>`,
      "margin-top:24px",
    ),
    p(
      `${escapeHtml(l.lang === "de" ? "Falls der Knopf nicht funktioniert, öffnen Sie diese Adresse:" : "If the button does not work, open this address:")}<br><a href="${escapeHtml(l.action.url)}" style="color:#1c7ed6;word-break:break-all">${escapeHtml(l.action.url)}</a>`,
      "font-size:13px;color:#52606d",
    ),
    `<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 12px 0">`,
    p(escapeHtml(l.footer), "font-size:12px;color:#7b8794;margin:0"),
    `</div></body></html>`,
  ].join("\n");
  return { subject, text, html };
}

const greetingOf = (lang: MailLanguage, name: string) => {
  const n = oneLine(name);
  if (lang === "de") return n ? `Hallo ${n},` : "Hallo,";
  return n ? `Hello ${n},` : "Hello,";
};

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
  const actor = oneLine(params.actorName ?? "") || (lang === "de" ? "Jemand" : "Someone");
  const title = oneLine(params.documentTitle ?? "");
  const quote = excerpt(params.commentExcerpt);
  if (lang === "de") {
    const doc = title ? `dem Beleg „${title}“` : "einem Beleg";
    return render(`${actor} hat Sie in einem Kommentar erwähnt${title ? `: ${title}` : ""}`, {
      lang,
      greeting: greetingOf(lang, params.recipientName),
      paragraphs: [`${actor} hat Sie in einem Kommentar zu ${doc} erwähnt:`],
      quote,
      action: { label: "Kommentar ansehen", url: params.link },
      footer:
        "Sie erhalten diese E-Mail, weil Sie in Belegwerk in einem Kommentar erwähnt wurden. Sie wurde automatisch versendet.",
    });
  }
  const doc = title ? `the document “${title}”` : "a document";
  return render(`${actor} mentioned you in a comment${title ? `: ${title}` : ""}`, {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [`${actor} mentioned you in a comment on ${doc}:`],
    quote,
    action: { label: "View comment", url: params.link },
    footer: "You receive this e-mail because you were mentioned in a comment in Belegwerk. It was sent automatically.",
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
  const sharer = oneLine(params.sharerName ?? "") || (lang === "de" ? "Jemand" : "Someone");
  const company = oneLine(params.companyName);
  const title = oneLine(params.documentTitle ?? "");
  if (lang === "de") {
    const doc = title ? `den Beleg „${title}“` : "einen Beleg";
    return render(`${sharer} (${company}) hat einen Beleg mit Ihnen geteilt${title ? `: ${title}` : ""}`, {
      lang,
      greeting: greetingOf(lang, params.recipientName),
      paragraphs: [
        `${sharer} von ${company} hat ${doc} in Belegwerk mit Ihnen geteilt.`,
        params.isNewExternalUser
          ? `Belegwerk ist die Belegverwaltung von ${company}. Über den Link unten öffnen Sie den Beleg; ein eigenes Konto brauchen Sie dafür nicht. Der Link ist persönlich: Bitte leiten Sie ihn nicht weiter.`
          : "Über den Link unten öffnen Sie den Beleg mit Ihrem Belegwerk-Zugang.",
      ],
      action: { label: "Beleg öffnen", url: params.link },
      footer: `Sie erhalten diese E-Mail, weil ${sharer} von ${company} einen Beleg mit Ihnen geteilt hat. Sie wurde automatisch versendet.`,
    });
  }
  const doc = title ? `the document “${title}”` : "a document";
  return render(`${sharer} (${company}) shared a document with you${title ? `: ${title}` : ""}`, {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [
      `${sharer} of ${company} shared ${doc} with you in Belegwerk.`,
      params.isNewExternalUser
        ? `Belegwerk is the document management of ${company}. Open the document with the link below; you do not need an account of your own. The link is personal: please do not forward it.`
        : "Open the document with the link below using your Belegwerk account.",
    ],
    action: { label: "Open document", url: params.link },
    footer: `You receive this e-mail because ${sharer} of ${company} shared a document with you. It was sent automatically.`,
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
  const actor = oneLine(params.actorName ?? "") || (lang === "de" ? "Eine Regel" : "A rule");
  const title = oneLine(params.documentTitle ?? "");
  const company = oneLine(params.companyName);
  const quote = params.message ? excerpt(params.message) : undefined;
  if (lang === "de") {
    const doc = title ? `den Beleg „${title}“` : "einen Beleg";
    return render(`Freigabe erbeten${title ? `: ${title}` : ""}`, {
      lang,
      greeting: greetingOf(lang, params.recipientName),
      paragraphs: [`${actor} bittet Sie, ${doc} von ${company} freizugeben.${quote ? " Die Nachricht dazu:" : ""}`],
      quote,
      action: { label: "Beleg prüfen und freigeben", url: params.link },
      footer:
        "Sie erhalten diese E-Mail, weil in Belegwerk eine Freigabe bei Ihnen angefordert wurde. Sie wurde automatisch versendet.",
    });
  }
  const doc = title ? `the document “${title}”` : "a document";
  return render(`Approval requested${title ? `: ${title}` : ""}`, {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [`${actor} asks you to approve ${doc} of ${company}.${quote ? " The message:" : ""}`],
    quote,
    action: { label: "Review and approve", url: params.link },
    footer: "You receive this e-mail because your approval was requested in Belegwerk. It was sent automatically.",
  });
}

/** The approver decided on the recipient's request: approved, or rejected with a reason. */
export function approvalDecided(lang: MailLanguage, params: ApprovalParams & { approved: boolean }): RenderedMail {
  const actor = oneLine(params.actorName ?? "") || (lang === "de" ? "Jemand" : "Someone");
  const title = oneLine(params.documentTitle ?? "");
  const quote = params.message ? excerpt(params.message) : undefined;
  if (lang === "de") {
    const doc = title ? `den Beleg „${title}“` : "den Beleg";
    const what = params.approved ? "freigegeben" : "abgelehnt";
    return render(`${params.approved ? "Freigegeben" : "Freigabe abgelehnt"}${title ? `: ${title}` : ""}`, {
      lang,
      greeting: greetingOf(lang, params.recipientName),
      paragraphs: [
        params.approved
          ? `${actor} hat ${doc} ${what}.${quote ? " Die Anmerkung dazu:" : ""}`
          : `${actor} hat die Freigabe für ${doc} ${what}.${quote ? " Die Begründung:" : ""}`,
      ],
      quote,
      action: { label: "Beleg öffnen", url: params.link },
      footer:
        "Sie erhalten diese E-Mail, weil Sie in Belegwerk eine Freigabe angefordert hatten. Sie wurde automatisch versendet.",
    });
  }
  const doc = title ? `the document “${title}”` : "the document";
  return render(`${params.approved ? "Approved" : "Approval rejected"}${title ? `: ${title}` : ""}`, {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [
      params.approved
        ? `${actor} approved ${doc}.${quote ? " The note:" : ""}`
        : `${actor} rejected the approval of ${doc}.${quote ? " The reason:" : ""}`,
    ],
    quote,
    action: { label: "Open document", url: params.link },
    footer: "You receive this e-mail because you requested an approval in Belegwerk. It was sent automatically.",
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
  if (lang === "de") {
    const who = inviter ? `${inviter} hat Sie` : "Sie wurden";
    const where = company ? ` zu ${company}` : "";
    return render(`Einladung zu Belegwerk${company ? `: ${company}` : ""}`, {
      lang,
      greeting: greetingOf(lang, params.recipientName),
      paragraphs: [
        `${who}${where} in Belegwerk eingeladen.`,
        `Legen Sie über den Link Ihr Passwort fest. Er gilt ${params.validDays} Tage und nur einmal.`,
      ],
      action: { label: "Passwort festlegen", url: params.link },
      footer:
        "Sie erhalten diese E-Mail, weil Sie in Belegwerk eingeladen wurden. Wenn Sie keine Einladung erwartet haben, können Sie sie ignorieren.",
    });
  }
  const who = inviter ? `${inviter} invited you` : "You were invited";
  const where = company ? ` to ${company}` : "";
  return render(`Invitation to Belegwerk${company ? `: ${company}` : ""}`, {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [
      `${who}${where} in Belegwerk.`,
      `Set your password through the link. It is valid for ${params.validDays} days and works once.`,
    ],
    action: { label: "Set password", url: params.link },
    footer:
      "You receive this e-mail because you were invited to Belegwerk. If you did not expect an invitation, you can ignore it.",
  });
}
