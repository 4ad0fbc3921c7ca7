import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { createSepaFile, loadPayingAccount, preparePayments } from "../banking/payments.ts";
import { asUser } from "../db/asUser.ts";
import { epcQrPayload, epcQrSvg, isSepaError } from "../domain/sepa/index.ts";
import type { Logger } from "../logger.ts";
import { apiError, apiErrorBody, preferredLanguage } from "./errors.ts";
import { germanToday } from "../../src/lib/calendarDate.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const SepaFileRequest = z.object({
  clientCompanyRowId: z.uuid(),
  documentRowIds: z.array(z.uuid()).min(1).max(500),
  moneyAccountRowId: z.uuid(),
  /** Execution date (credit transfer) or collection date (direct debit); today when absent. */
  requestedDate: isoDate.optional(),
  schemaVersion: z.enum(["pain.001.001.09", "pain.001.001.03"]).optional(),
  /** Invoices whose unverified IBAN the person confirmed explicitly. */
  confirmUnverifiedIbanDocumentRowIds: z.array(z.uuid()).max(500).optional(),
});

const ReminderRequest = z.object({
  documentRowId: z.uuid(),
  receiver: z.email().max(254),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  ccMe: z.boolean(),
  attachDocument: z.boolean(),
});

/**
 * Payments the product initiates (server/banking/payments.ts), as the signed-in user:
 *
 * - `POST /api/payments/sepa-credit-transfer` and `/sepa-direct-debit` (JSON, SepaFileRequest)
 *   → `{ sepaFile: { rowId, messageId, fileName, numberOfTransactions, controlSum, downloadUrl },
 *   bankPaymentRowIds }`; all or nothing: when any invoice cannot be paid the answer is 422
 *   PAYMENT_REFUSED with `refusals: [{ documentRowId, code }]` and nothing is written.
 * - `GET /api/payments/sepa-files/:rowId` → the XML file as a download.
 * - `GET /api/payments/epc-qr?documentRowId=…` → `{ payload, svg, amount, iban, recipientName,
 *   purpose, hasUnverifiedIban }`: the GiroCode to pay the invoice from a banking app.
 * - `POST /api/payments/reminder` (JSON, ReminderRequest) → `{ sent: true }`: records the
 *   reminder in the document's history and queues its e-mail (worker: payment_reminders__send).
 */
export function paymentRoutes(deps: {
  authPool: pg.Pool;
  /** Queues the reminder mail (the worker's job table is the owner's). */
  ownerPool: pg.Pool;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
  now?: () => Date;
}) {
  const app = new Hono();
  const now = deps.now ?? (() => new Date());

  for (const kind of ["CREDIT_TRANSFER", "DIRECT_DEBIT"] as const) {
    app.post(kind === "CREDIT_TRANSFER" ? "/sepa-credit-transfer" : "/sepa-direct-debit", async (c) => {
      const lang = c.req.header("accept-language");
      const session = await deps.sessionOf(c.req.header("cookie"));
      if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
      const body = SepaFileRequest.safeParse(await c.req.json().catch(() => null));
      if (!body.success) return apiError(c, "INVALID_REQUEST", lang);
      const req = body.data;
      const today = germanToday(now());
      const requestedDate = req.requestedDate ?? today;
      if (requestedDate < today) return apiError(c, "PAYMENT_DATE_IN_PAST", lang);
      const confirmed = req.confirmUnverifiedIbanDocumentRowIds ?? [];
      try {
        const outcome = await asUser(deps.authPool, session, async (db) => {
          const { rows } = await db.query<{ banking: boolean }>("select app_hidden.has_banking_access($1) as banking", [
            req.clientCompanyRowId,
          ]);
          if (!rows[0]?.banking) return { kind: "error" as const, error: "BANKING_FORBIDDEN" as const };
          const account = await loadPayingAccount(db, req.clientCompanyRowId, req.moneyAccountRowId);
          if (!account) return { kind: "error" as const, error: "PAYMENT_ACCOUNT_INVALID" as const };
          if (kind === "DIRECT_DEBIT" && !account.creditorId)
            return { kind: "error" as const, error: "SEPA_CREDITOR_ID_MISSING" as const };
          const { payable, refused } = await preparePayments(db, {
            clientCompanyId: req.clientCompanyRowId,
            documentRowIds: [...new Set(req.documentRowIds)],
            kind,
            confirmedUnverifiedIban: confirmed,
            today,
          });
          if (refused.length > 0) return { kind: "refused" as const, refused };
          const created = await createSepaFile(db, {
            clientCompanyId: req.clientCompanyRowId,
            kind,
            account,
            payable,
            requestedDate,
            version: req.schemaVersion ?? "pain.001.001.09",
            today,
            now: now(),
            confirmedUnverifiedIban: confirmed,
          });
          return { kind: "created" as const, created };
        });
        if (outcome.kind === "error") return apiError(c, outcome.error, lang);
        if (outcome.kind === "refused") {
          return c.json(
            {
              ...apiErrorBody("PAYMENT_REFUSED", preferredLanguage(lang), { count: outcome.refused.length }),
              refusals: outcome.refused,
            },
            422,
          );
        }
        const { created } = outcome;
        deps.logger.info(
          { kind, sepaFileRowId: created.sepaFileRowId, transactions: created.file.numberOfTransactions },
          "SEPA file created",
        );
        return c.json({
          sepaFile: {
            rowId: created.sepaFileRowId,
            messageId: created.messageId,
            fileName: sepaFileName(kind, requestedDate, created.messageId),
            numberOfTransactions: created.file.numberOfTransactions,
            controlSum: created.file.controlSum,
            downloadUrl: `/api/payments/sepa-files/${created.sepaFileRowId}`,
          },
          bankPaymentRowIds: created.bankPaymentRowIds,
        });
      } catch (error) {
        if (isSepaError(error)) {
          return apiError(c, "SEPA_FILE_INVALID", lang, { detail: error.code });
        }
        if ((error as { code?: string }).code === "42501") return apiError(c, "BANKING_FORBIDDEN", lang);
        throw error;
      }
    });
  }

  app.get("/sepa-files/:rowId", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const rowId = z.uuid().safeParse(c.req.param("rowId"));
    if (!rowId.success) return apiError(c, "NOT_FOUND", lang);
    const file = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ xml: string; kind: string; message_id: string; requested_date: string }>(
        `select xml, kind::text, message_id, to_char(requested_date, 'YYYY-MM-DD') as requested_date
         from app_public.sepa_files where id = $1`,
        [rowId.data],
      );
      return rows[0];
    });
    if (!file) return apiError(c, "NOT_FOUND", lang);
    const name = sepaFileName(file.kind as "CREDIT_TRANSFER" | "DIRECT_DEBIT", file.requested_date, file.message_id);
    return c.body(file.xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    });
  });

  app.get("/epc-qr", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const documentRowId = z.uuid().safeParse(c.req.query("documentRowId"));
    if (!documentRowId.success) return apiError(c, "INVALID_REQUEST", lang);
    const outcome = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ company: string }>(
        "select client_company_id as company from app_public.documents where id = $1",
        [documentRowId.data],
      );
      if (!rows[0]) return { error: "NOT_FOUND" as const };
      const { payable, refused } = await preparePayments(db, {
        clientCompanyId: rows[0].company,
        documentRowIds: [documentRowId.data],
        kind: "CREDIT_TRANSFER",
        // The code only shows what a payment would be; the warning travels with it.
        confirmedUnverifiedIban: [documentRowId.data],
        today: germanToday(now()),
      });
      return refused[0] ? { refusal: refused[0].code } : { invoice: payable[0]! };
    });
    if ("error" in outcome) return apiError(c, "NOT_FOUND", lang);
    if ("refusal" in outcome) {
      return c.json(
        {
          ...apiErrorBody("PAYMENT_REFUSED", preferredLanguage(lang), { count: 1 }),
          refusals: [{ documentRowId: documentRowId.data, code: outcome.refusal }],
        },
        422,
      );
    }
    const p = outcome.invoice;
    try {
      const payload = epcQrPayload({
        bic: p.bic,
        name: p.recipientName,
        iban: p.iban,
        amount: p.amount,
        text: p.purpose || null,
      });
      return c.json({
        payload,
        svg: await epcQrSvg(payload),
        amount: p.amount,
        iban: p.iban,
        bic: p.bic,
        recipientName: p.recipientName,
        purpose: p.purpose,
        discountPercent: p.discountPercent,
        hasUnverifiedIban: p.hasUnverifiedIban,
      });
    } catch (error) {
      if (isSepaError(error)) return apiError(c, "SEPA_FILE_INVALID", lang, { detail: error.code });
      throw error;
    }
  });
  app.post("/reminder", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const body = ReminderRequest.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return apiError(c, "INVALID_REQUEST", lang);
    const r = body.data;
    const outcome = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ company: string; banking: boolean; paid: boolean | null }>(
        `select d.client_company_id as company, app_hidden.has_banking_access(d.client_company_id) as banking,
                i.payment_status = 'PAID' as paid
         from app_public.documents d left join app_public.invoices i on i.document_id = d.id where d.id = $1`,
        [r.documentRowId],
      );
      const doc = rows[0];
      if (!doc) return "NOT_FOUND" as const;
      if (!doc.banking) return "BANKING_FORBIDDEN" as const;
      if (doc.paid !== false) return "PAYMENT_REMINDER_NOT_FOR_PAID" as const;
      await db.query("select app_hidden.add_payment_history_entry($1, $2, 'PAYMENT_REMINDER_SENT', $3)", [
        doc.company,
        r.documentRowId,
        JSON.stringify(r),
      ]);
      const { rows: entry } = await db.query<{ id: string }>(
        `select id from app_public.document_history_entries
         where document_id = $1 and type = 'PAYMENT_REMINDER_SENT' order by created_at desc limit 1`,
        [r.documentRowId],
      );
      return entry[0]!.id;
    });
    if (outcome === "NOT_FOUND" || outcome === "BANKING_FORBIDDEN" || outcome === "PAYMENT_REMINDER_NOT_FOR_PAID")
      return apiError(c, outcome, lang);
    await deps.ownerPool.query("select app_private.enqueue_job('payment_reminders__send', $1::json, $2)", [
      JSON.stringify({ historyEntryRowId: outcome }),
      `payment_reminder:${outcome}`,
    ]);
    return c.json({ sent: true });
  });
  return app;
}

function sepaFileName(kind: "CREDIT_TRANSFER" | "DIRECT_DEBIT", date: string, messageId: string): string {
  return `${kind === "CREDIT_TRANSFER" ? "SEPA-Ueberweisungen" : "SEPA-Lastschriften"}-${date}-${messageId}.xml`;
}
