import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { ApiErrorCode } from "../../api/errors.ts";
import type { AppSession } from "../../auth/sessions.ts";
import { makeEndToEndId } from "../../domain/sepa/index.ts";
import { preparePayments, type PaymentRefusalCode } from "../payments.ts";
import { actAsUser, loadConnection, ownerTransaction } from "./db.ts";
import { providerCall, Xs2aServiceError } from "./errors.ts";
import type { ProviderPaymentOrder } from "./provider.ts";
import { createWizardSession, type Xs2aDeps } from "./wizard.ts";

/** A payment through the bank may be dated at most this far ahead (a scheduled transfer). */
export const MAX_EXECUTION_DAYS_AHEAD = 90;

const REFUSAL_CODES: Record<PaymentRefusalCode, ApiErrorCode> = {
  PAY_FORBIDDEN: "PAY_FORBIDDEN",
  DOCUMENT_NOT_FOUND: "DOCUMENT_NOT_FOUND",
  DOCUMENT_SUPERSEDED: "DOCUMENT_SUPERSEDED",
  INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP: "INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP",
  INVOICE_IS_CREDIT_MEMO: "INVOICE_IS_CREDIT_MEMO",
  INVOICE_ALREADY_PAID: "INVOICE_ALREADY_PAID",
  INVOICE_TOTAL_MISSING: "INVOICE_TOTAL_MISSING",
  INVOICE_AMOUNT_DUE_NEGATIVE: "INVOICE_AMOUNT_DUE_NEGATIVE",
  INVOICE_NOTHING_DUE: "INVOICE_NOTHING_DUE",
  NOT_AN_INCOMING_INVOICE: "NOT_AN_INCOMING_INVOICE",
  NOT_AN_OUTGOING_INVOICE: "NOT_AN_INCOMING_INVOICE",
  PAYMENT_CURRENCY_NOT_EUR: "PAYMENT_CURRENCY_NOT_SUPPORTED",
  PAYMENT_IBAN_MISSING: "PAYMENT_IBAN_MISSING",
  PAYMENT_ALREADY_INITIATED: "PAYMENT_ALREADY_IN_PROGRESS",
  UNVERIFIED_IBAN_NEEDS_CONFIRMATION: "UNVERIFIED_IBAN_NEEDS_CONFIRMATION",
  PAYMENT_TO_OWN_IBAN: "PAYMENT_TO_OWN_IBAN",
  DIRECT_DEBIT_MANDATE_MISSING: "NOT_AN_INCOMING_INVOICE",
};

export interface BankPaymentRequest {
  documentIds: string[];
  moneyAccountRowId: string;
  executionDate: string;
  confirmUnverifiedIban: boolean;
}

/**
 * `POST /init/bank-payment/`: one bank payment per invoice (status CREATED), written as the
 * user so the insert policy refuses what they may not pay, then a PAY session at the provider
 * for the dialog. All or nothing: one refused invoice refuses the request (the answer names
 * each refusal). The end-to-end id is the payment's row id, so the booked transaction finds
 * its invoice.
 */
export async function startBankPayment(deps: Xs2aDeps, session: AppSession, req: BankPaymentRequest, today: string) {
  const documentIds = [...new Set(req.documentIds)];
  return ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    // Payments of sessions that were left open and ran out never reached the bank.
    await client.query(
      `update app_public.bank_payments p set status = 'CANCELLED', error_message = 'SESSION_EXPIRED'
       where p.method = 'BANK' and p.status = 'CREATED' and p.document_id = any($1::uuid[])
         and not exists (select 1 from app_private.xs2a_wizard_sessions w
                         where p.id = any (w.bank_payment_ids) and w.state = 'OPEN' and w.expires_at > now())`,
      [documentIds],
    );
    const prepared = await actAsUser(client, session, async () => {
      const { rows: accounts } = await client.query<{
        id: string;
        client_company_id: string;
        currency: string;
        type: string;
        xs2a_account_id: string | null;
      }>(
        "select id, client_company_id, currency, type::text, xs2a_account_id from app_public.money_accounts where id = $1",
        [req.moneyAccountRowId],
      );
      const account = accounts[0];
      if (!account) throw new Xs2aServiceError("MONEY_ACCOUNT_NOT_FOUND");
      if (!account.xs2a_account_id || account.type !== "BANK") throw new Xs2aServiceError("ACCOUNT_NOT_CONNECTED");
      // Only the owner of the bank connection sees its accounts (and can give the TAN).
      const { rows: xs2a } = await client.query<{ provider_account_id: string; connection_id: string }>(
        `select a.provider_account_id, a.connection_id from app_public.xs2a_accounts a
         join app_public.xs2a_connections c on c.id = a.connection_id
         where a.id = $1 and c.user_id = $2`,
        [account.xs2a_account_id, session.userId],
      );
      if (!xs2a[0]) throw new Xs2aServiceError("BANK_CONNECTION_OF_ANOTHER_USER");
      const { payable, refused } = await preparePayments(client, {
        clientCompanyId: account.client_company_id,
        documentRowIds: documentIds,
        kind: "CREDIT_TRANSFER",
        confirmedUnverifiedIban: req.confirmUnverifiedIban ? documentIds : [],
        today,
      });
      if (refused.length > 0) {
        const first = refused[0]!;
        const label = await invoiceLabel(client, first.documentRowId);
        const iban =
          first.code === "UNVERIFIED_IBAN_NEEDS_CONFIRMATION"
            ? ((
                await client.query<{ iban: string | null }>(
                  "select app_public.invoices_payment_iban(i) as iban from app_public.invoices i where i.document_id = $1",
                  [first.documentRowId],
                )
              ).rows[0]?.iban ?? "")
            : "";
        throw new Xs2aServiceError(
          REFUSAL_CODES[first.code],
          { invoice: label, iban, currency: account.currency },
          { refusals: refused },
        );
      }
      if (account.currency !== "EUR") {
        throw new Xs2aServiceError("PAYMENT_CURRENCY_NOT_SUPPORTED", { invoice: "", currency: account.currency });
      }
      const rows: { id: string; order: Omit<ProviderPaymentOrder, "endToEndId"> }[] = [];
      for (const p of payable) {
        const { rows: inserted } = await client.query<{ id: string }>(
          `insert into app_public.bank_payments (client_company_id, document_id, method, status, money_account_id,
             recipient_name, recipient_iban, recipient_bic, currency, amount, discount_percent, total, purpose,
             end_to_end_id, requested_date, unverified_iban_confirmed)
           values ($1, $2, 'BANK', 'CREATED', $3, $4, $5, $6, 'EUR', $7, $8, $7, $9, $10, $11, $12) returning id`,
          [
            account.client_company_id,
            p.documentRowId,
            account.id,
            p.recipientName,
            p.iban,
            p.bic,
            p.amount,
            p.discountPercent,
            p.purpose || "Rechnung",
            // Replaced below by the id-derived one: the API role cannot choose the row id.
            `TMP${randomBytes(16).toString("hex").toUpperCase()}`,
            req.executionDate,
            req.confirmUnverifiedIban && p.hasUnverifiedIban,
          ],
        );
        rows.push({
          id: inserted[0]!.id,
          order: {
            debtorProviderAccountId: xs2a[0].provider_account_id,
            recipientName: p.recipientName,
            recipientIban: p.iban,
            recipientBic: p.bic,
            amount: p.amount,
            currency: "EUR",
            purpose: p.purpose || "Rechnung",
            executionDate: req.executionDate,
          },
        });
      }
      return { account, connectionId: xs2a[0].connection_id, rows };
    });
    const orders: ProviderPaymentOrder[] = [];
    for (const { id, order } of prepared.rows) {
      const endToEndId = makeEndToEndId("BW", id);
      await client.query(
        "update app_public.bank_payments set end_to_end_id = $2, created_by_user_id = $3 where id = $1",
        [id, endToEndId, session.userId],
      );
      orders.push({ ...order, endToEndId });
    }
    const connection = await loadConnection(client, prepared.connectionId, session.userId);
    if (!connection) throw new Xs2aServiceError("ACCOUNT_NOT_CONNECTED");
    const { providerSessionId } = await providerCall(() => deps.provider.startPaymentSession(connection.ref, orders));
    const bankPaymentRowIds = prepared.rows.map((r) => r.id);
    const sessionId = await createWizardSession(client, {
      userId: session.userId,
      mode: "PAY",
      providerSessionId,
      connectionId: connection.id,
      clientCompanyId: prepared.account.client_company_id,
      bankPaymentIds: bankPaymentRowIds,
    });
    return { sessionId, bankPaymentRowIds };
  });
}

/** How a refusal names the invoice: its number, else the partner and date. */
async function invoiceLabel(client: pg.PoolClient, documentId: string): Promise<string> {
  const { rows } = await client.query<{ label: string | null }>(
    `select coalesce(i.invoice_number, nullif(concat_ws(' ', coalesce(p.name, i.extracted_partner_name),
              to_char(i.invoice_date, 'DD.MM.YYYY')), ''), d.title) as label
     from app_public.documents d
     left join app_public.invoices i on i.document_id = d.id
     left join app_public.partner_companies p on p.id = i.partner_company_id
     where d.id = $1`,
    [documentId],
  );
  return rows[0]?.label ?? "";
}
