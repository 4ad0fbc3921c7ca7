import { formatDate } from "../../src/lib/calendarDate.ts";
import { t } from "../lib/i18n.ts";
import { greetingOf, type MailLanguage, type MailSection, render, type RenderedMail } from "./templates.ts";

/** One document in the digest: what it is called and where it opens. */
export interface DigestDocument {
  title: string | null;
  url: string;
}

/** One list of the digest: how many there are and the first of them. */
export interface DigestList {
  count: number;
  documents: DigestDocument[];
}

export interface DigestCompany {
  name: string;
  /** The company's documents list. */
  url: string;
  newDocuments: DigestList;
  openApprovals: DigestList;
  waitingInSteps: DigestList;
}

export interface UpdateDigestParams {
  recipientName: string;
  /** 1 daily, 7 weekly (users.update_notification). */
  interval: 1 | 7;
  companies: DigestCompany[];
  /** The user's profile, where the digest is switched off. */
  profileUrl: string;
}

const LISTS = ["newDocuments", "openApprovals", "waitingInSteps"] as const;

/** The daily or weekly update: per company the new documents, the user's open approvals and the
 * documents waiting in the user's workflow steps, each with links. */
export function updateDigest(lang: MailLanguage, params: UpdateDigestParams): RenderedMail {
  const sections: MailSection[] = params.companies.map((company) => ({
    heading: company.name,
    groups: LISTS.filter((list) => company[list].count > 0).map((list) => {
      const { count, documents } = company[list];
      return {
        title: t(lang, `mail.updateDigest.${list}`, { count }),
        items: documents.map((d) => ({ label: d.title?.trim() || t(lang, "mail.updateDigest.untitled"), url: d.url })),
        more:
          count > documents.length ? t(lang, "mail.updateDigest.more", { count: count - documents.length }) : undefined,
      };
    }),
  }));
  const daily = params.interval === 1;
  return render(t(lang, daily ? "mail.updateDigest.subjectDaily" : "mail.updateDigest.subjectWeekly"), {
    lang,
    greeting: greetingOf(lang, params.recipientName),
    paragraphs: [t(lang, daily ? "mail.updateDigest.introDaily" : "mail.updateDigest.introWeekly")],
    sections,
    action: { label: t(lang, "mail.updateDigest.action"), url: params.profileUrl },
    footer: t(lang, "mail.updateDigest.footer"),
  });
}

export interface ContractExpiryParams {
  companyName: string;
  /** The last day of the current licence period (ISO date). */
  untilDate: string;
  daysLeft: number;
  /** The company's licence page. */
  licenseUrl: string;
}

/** The licence period of a company ends soon (sent CONTRACT_EXPIRY_NOTICE_DAYS before). */
export function contractExpiry(lang: MailLanguage, params: ContractExpiryParams): RenderedMail {
  const vars = { company: params.companyName.trim(), date: formatDate(params.untilDate, lang), count: params.daysLeft };
  return render(t(lang, "mail.contractExpiry.subject", vars), {
    lang,
    greeting: t(lang, "mail.greetingNoName"),
    paragraphs: [t(lang, "mail.contractExpiry.paragraph", vars)],
    action: { label: t(lang, "mail.contractExpiry.action"), url: params.licenseUrl },
    footer: t(lang, "mail.contractExpiry.footer"),
  });
}
