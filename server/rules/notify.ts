import type pg from "pg";
import { z } from "zod";
import { asCompanyAutomation } from "../db/asCompanyAutomation.ts";
import { serverLanguageOf, t } from "../lib/i18n.ts";
import type { Logger } from "../logger.ts";
import { documentLink } from "../mail/links.ts";
import { type MailTransport, maskEmailAddress } from "../mail/mailTransport.ts";
import { postWebhook, WebhookRefused } from "./webhook.ts";

export const NotifyPayload = z.object({
  clientCompanyRowId: z.uuid(),
  documentRowId: z.uuid(),
  reactionRowId: z.uuid(),
});
export type NotifyPayload = z.infer<typeof NotifyPayload>;

export interface RulesNotifyDeps {
  ownerPool: pg.Pool;
  transport: MailTransport;
  publicUrl: string;
  logger: Logger;
  /** RULES_WEBHOOK_ALLOW_PRIVATE: webhooks may go to private, loopback and link-local addresses. */
  webhookAllowPrivate: boolean;
  /** Extra certificate authorities for webhook receivers (tests). */
  webhookCa?: string;
}

interface NotificationFacts {
  kind: string;
  destination: string | null;
  receiverUrl: string | null;
  token: string | null;
  note: string | null;
  receiverEmail: string | null;
  reactionName: string;
  receiver: { rowId: string; email: string; language: string; name: string } | null;
  document: {
    rowId: string;
    title: string | null;
    type: string;
    workflowStep: string | null;
    invoiceNumber: string | null;
    total: string | null;
    currency: string | null;
  };
  companyName: string;
  companyLanguage: string | null;
}

export type NotifyOutcome = "sent" | "missing" | "refused" | "unsupported";

/**
 * Sends what a rule's notification reaction asks for: the signed webhook POST, the e-mail to an
 * address, the in-app notification of a member, or the mail about a workflow change to a member. Reads as the company (row-level
 * security), sends outside the transaction. A failed delivery throws: graphile-worker retries the
 * job with backoff. A webhook address that is not public (or not https) is refused for good.
 */
export async function sendRuleNotification(deps: RulesNotifyDeps, payload: NotifyPayload): Promise<NotifyOutcome> {
  const facts = await asCompanyAutomation(
    deps.ownerPool,
    payload.clientCompanyRowId,
    async (client) =>
      (
        await client.query<{ v: NotificationFacts | null }>("select app_hidden.rules_notification($1, $2) as v", [
          payload.documentRowId,
          payload.reactionRowId,
        ])
      ).rows[0]!.v,
    { rulesDepth: 0 },
  );
  if (!facts) return "missing";
  const doc = facts.document;
  const title = doc.title ?? doc.invoiceNumber ?? doc.rowId;
  const url = documentLink(deps.publicUrl, { clientCompanyId: payload.clientCompanyRowId, documentId: doc.rowId });

  if (facts.kind === "SEND_NOTIFICATION" && facts.destination === "WEBHOOK") {
    if (!facts.receiverUrl || !facts.token) return "missing";
    try {
      const status = await postWebhook(
        facts.receiverUrl,
        facts.token,
        {
          event: "rule.notification",
          rule: facts.reactionName,
          note: facts.note,
          clientCompanyRowId: payload.clientCompanyRowId,
          document: {
            rowId: doc.rowId,
            title: doc.title,
            type: doc.type,
            workflowStep: doc.workflowStep,
            invoiceNumber: doc.invoiceNumber,
            total: doc.total,
            currency: doc.currency,
            url,
          },
        },
        { allowPrivate: deps.webhookAllowPrivate, ca: deps.webhookCa },
      );
      if (status < 200 || status >= 300) throw new Error(`webhook answered ${status}`);
      return "sent";
    } catch (e) {
      if (e instanceof WebhookRefused) {
        deps.logger.warn({ reactionRowId: payload.reactionRowId, code: e.code }, "rules: webhook refused");
        return "refused";
      }
      throw e;
    }
  }

  const lang = serverLanguageOf(facts.receiver?.language ?? facts.companyLanguage);
  if (facts.kind === "SEND_MAIL_ON_WORKFLOW_CHANGE") {
    if (!facts.receiver) return "missing";
    const step = doc.workflowStep ?? t(lang, "rules.mail.noStep");
    const vars = { title, step, company: facts.companyName };
    await deps.transport.send({
      to: facts.receiver.email,
      subject: t(lang, "rules.mail.workflowSubject", vars),
      text: `${t(lang, "rules.mail.workflowText", vars)}\n\n${t(lang, "rules.mail.open", { url })}\n`,
    });
    deps.logger.debug({ to: maskEmailAddress(facts.receiver.email) }, "rules: workflow mail sent");
    return "sent";
  }
  if (facts.kind === "SEND_NOTIFICATION" && facts.destination === "IN_APP") {
    // The member's bell: a notification of its own (only while the receiver is still a member).
    if (!facts.receiver) return "missing";
    const inserted = await deps.ownerPool.query(
      `insert into app_public.notifications (user_id, client_company_id, type, document_id, rule_name, note)
       select $1, $2, 'RULE_NOTIFICATION', $3, left($4, 200), left($5, 2000)
       where exists (select 1 from app_public.client_company_users m where m.client_company_id = $2 and m.user_id = $1)`,
      [facts.receiver.rowId, payload.clientCompanyRowId, doc.rowId, facts.reactionName, facts.note],
    );
    return inserted.rowCount === 1 ? "sent" : "missing";
  }
  if (facts.kind === "SEND_NOTIFICATION" && facts.destination === "EMAIL") {
    const to = facts.receiverEmail;
    if (!to) return "missing";
    const vars = { title, rule: facts.reactionName, company: facts.companyName };
    const lines = [t(lang, "rules.mail.notificationText", vars)];
    if (facts.note) lines.push(t(lang, "rules.mail.note", { note: facts.note }));
    lines.push(t(lang, "rules.mail.open", { url }));
    await deps.transport.send({
      to,
      subject: t(lang, "rules.mail.notificationSubject", vars),
      text: `${lines.join("\n\n")}\n`,
    });
    return "sent";
  }
  return "unsupported";
}
