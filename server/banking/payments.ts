/**
 * Paying invoices: which invoices may be paid now and with what (recipient, IBAN, amount with
 * early-payment discount, purpose), and recording the payments the product initiates — a SEPA
 * credit transfer file (pain.001) for incoming invoices, a direct-debit collection file
 * (pain.008) for outgoing invoices with a mandate. Everything runs as the user: the database
 * decides who may pay (`app_hidden.invoice_pay_refusal` in the bank payments' insert policy).
 *
 * Guards against the costly mistakes of this field:
 * - an invoice with a payment still under way (created or pending) is not paid twice;
 * - an IBAN that is not a verified payment preset of the partner (invoice-redirection fraud)
 *   needs the person's explicit confirmation for that invoice;
 * - every payment carries an end-to-end id derived from its row id, so the booked transaction
 *   is matched to the invoice exactly.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { compareDecimals, isZeroDecimal, subtractDecimals } from "../../src/lib/decimal.ts";
import { isValidIban } from "../../src/lib/iban.ts";
import {
  makeEndToEndId,
  sanitizeText,
  writePain001,
  writePain008,
  type Pain001Version,
  type SepaFile,
} from "../domain/sepa/index.ts";

export type PaymentRefusalCode =
  | "PAY_FORBIDDEN"
  | "DOCUMENT_NOT_FOUND"
  | "DOCUMENT_SUPERSEDED"
  | "INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP"
  | "INVOICE_IS_CREDIT_MEMO"
  | "INVOICE_ALREADY_PAID"
  | "INVOICE_TOTAL_MISSING"
  | "INVOICE_AMOUNT_DUE_NEGATIVE"
  | "INVOICE_NOTHING_DUE"
  | "NOT_AN_INCOMING_INVOICE"
  | "NOT_AN_OUTGOING_INVOICE"
  | "PAYMENT_CURRENCY_NOT_EUR"
  | "PAYMENT_IBAN_MISSING"
  | "PAYMENT_ALREADY_INITIATED"
  | "UNVERIFIED_IBAN_NEEDS_CONFIRMATION"
  | "PAYMENT_TO_OWN_IBAN"
  | "DIRECT_DEBIT_MANDATE_MISSING";

export interface PaymentRefusal {
  documentRowId: string;
  code: PaymentRefusalCode;
}

/** An invoice ready to be paid, with what the payment will say. */
export interface PayableInvoice {
  documentRowId: string;
  invoiceNumber: string | null;
  recipientName: string;
  iban: string;
  bic: string | null;
  /** What is paid: the open amount, or the amount due less the early-payment discount in time. */
  amount: string;
  discountPercent: string | null;
  purpose: string;
  hasUnverifiedIban: boolean;
  mandate: {
    mandateId: string;
    signatureDate: string;
    debtorName: string;
    iban: string;
    bic: string | null;
    first: boolean;
  } | null;
}

interface InvoiceRow {
  id: string;
  type: string;
  refusal: PaymentRefusalCode | null;
  invoice_number: string | null;
  currency: string;
  /** What the invoice asks to be paid (BT-115): the total less prepaid amounts, plus rounding. */
  amount_due: string | null;
  open_amount: string;
  paid_amount: string;
  discount_due: string | null;
  discount_amount: string | null;
  discount_percent: string | null;
  iban: string | null;
  bic: string | null;
  recipient: string | null;
  payment_reference: string | null;
  purpose_prefix: string | null;
  has_unverified_iban: boolean;
  own_iban: boolean;
  under_way: boolean;
  mandate_id: string | null;
  mandate_signature_date: string | null;
  mandate_debtor_name: string | null;
  mandate_iban: string | null;
  mandate_bic: string | null;
  mandate_first: boolean | null;
}

/**
 * The invoices of the company, checked for paying in the given direction on `today`: payable
 * ones, and a refusal for each of the others. Unverified IBANs are refused unless the document
 * is among `confirmedUnverifiedIban`.
 */
export async function preparePayments(
  db: pg.PoolClient,
  input: {
    clientCompanyId: string;
    documentRowIds: readonly string[];
    kind: "CREDIT_TRANSFER" | "DIRECT_DEBIT";
    confirmedUnverifiedIban: readonly string[];
    today: string;
  },
): Promise<{ payable: PayableInvoice[]; refused: PaymentRefusal[] }> {
  const { rows } = await db.query<InvoiceRow>(
    `select d.id, d.type::text,
            app_hidden.invoice_pay_refusal(d.client_company_id, d.id) as refusal,
            i.invoice_number, i.currency, i.amount_due::text,
            app_public.invoices_open_amount(i)::text as open_amount, i.paid_amount::text,
            to_char(app_public.invoices_payment_discount_due_date(i), 'YYYY-MM-DD') as discount_due,
            app_public.invoices_payment_discount_amount(i)::text as discount_amount,
            app_public.invoices_payment_discount_percent(i)::text as discount_percent,
            app_public.invoices_payment_iban(i) as iban, app_public.invoices_payment_bic(i) as bic,
            app_public.invoices_payment_recipient(i) as recipient, i.payment_reference,
            (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).purpose_prefix as purpose_prefix,
            app_public.invoices_has_unverified_iban(i) as has_unverified_iban,
            app_hidden.is_own_iban(d.client_company_id, app_public.invoices_payment_iban(i)) as own_iban,
            exists (select 1 from app_public.bank_payments bp where bp.document_id = d.id and bp.status in ('CREATED', 'PENDING')) as under_way,
            m.mandate_id, to_char(m.signature_date, 'YYYY-MM-DD') as mandate_signature_date, m.debtor_name as mandate_debtor_name,
            m.debtor_iban as mandate_iban, m.debtor_bic as mandate_bic, m.first_collected_at is null as mandate_first
     from app_public.documents d
     join app_public.invoices i on i.document_id = d.id
     left join lateral (
       select * from app_public.partner_company_direct_debit_mandates m
       where m.client_company_id = d.client_company_id and m.partner_company_id = i.partner_company_id
       order by m.signature_date desc limit 1) m on true
     where d.client_company_id = $1 and d.id = any ($2)`,
    [input.clientCompanyId, input.documentRowIds],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const payable: PayableInvoice[] = [];
  const refused: PaymentRefusal[] = [];
  for (const documentRowId of input.documentRowIds) {
    const r = byId.get(documentRowId);
    const code = refusalOf(r, input);
    if (code || !r) {
      refused.push({ documentRowId, code: code ?? "DOCUMENT_NOT_FOUND" });
      continue;
    }
    const inDiscount =
      r.discount_due !== null &&
      input.today <= r.discount_due &&
      r.discount_amount !== null &&
      !isZeroDecimal(r.discount_amount) &&
      isZeroDecimal(r.paid_amount);
    const amount = inDiscount ? subtractDecimals(r.amount_due!, r.discount_amount!) : r.open_amount;
    const reference = r.payment_reference ?? r.invoice_number ?? "";
    const purpose = sanitizeText([r.purpose_prefix, reference].filter(Boolean).join(" "), 140);
    const mandate =
      input.kind === "DIRECT_DEBIT" && r.mandate_id
        ? {
            mandateId: r.mandate_id,
            signatureDate: r.mandate_signature_date!,
            debtorName: r.mandate_debtor_name!,
            iban: r.mandate_iban!,
            bic: r.mandate_bic,
            first: r.mandate_first ?? true,
          }
        : null;
    payable.push({
      documentRowId,
      invoiceNumber: r.invoice_number,
      recipientName: (mandate?.debtorName ?? r.recipient ?? "").slice(0, 70),
      iban: mandate?.iban ?? r.iban!,
      bic: mandate ? mandate.bic : r.bic,
      amount,
      discountPercent: inDiscount ? r.discount_percent : null,
      purpose,
      hasUnverifiedIban: input.kind === "CREDIT_TRANSFER" && r.has_unverified_iban,
      mandate,
    });
  }
  return { payable, refused };
}

function refusalOf(
  r: InvoiceRow | undefined,
  input: { kind: "CREDIT_TRANSFER" | "DIRECT_DEBIT"; confirmedUnverifiedIban: readonly string[] },
): PaymentRefusalCode | null {
  if (!r) return "DOCUMENT_NOT_FOUND";
  if (r.refusal) return r.refusal;
  if (input.kind === "CREDIT_TRANSFER" && r.type !== "INCOMING_INVOICE") return "NOT_AN_INCOMING_INVOICE";
  if (input.kind === "DIRECT_DEBIT" && r.type !== "OUTGOING_INVOICE") return "NOT_AN_OUTGOING_INVOICE";
  if (r.currency !== "EUR") return "PAYMENT_CURRENCY_NOT_EUR";
  if (r.under_way) return "PAYMENT_ALREADY_INITIATED";
  if (compareDecimals(r.open_amount, "0") <= 0) return "INVOICE_ALREADY_PAID";
  if (input.kind === "DIRECT_DEBIT") return r.mandate_id ? null : "DIRECT_DEBIT_MANDATE_MISSING";
  if (!r.iban || !isValidIban(r.iban)) return "PAYMENT_IBAN_MISSING";
  // ibans: paying one of the company's own accounts is never an invoice payment.
  if (r.own_iban) return "PAYMENT_TO_OWN_IBAN";
  if (r.has_unverified_iban && !input.confirmedUnverifiedIban.includes(r.id))
    return "UNVERIFIED_IBAN_NEEDS_CONFIRMATION";
  return null;
}

export interface PayingAccount {
  id: string;
  iban: string;
  bic: string | null;
  /** The debtor (credit transfer) or creditor (direct debit) name the bank sees. */
  name: string;
  creditorId: string | null;
}

/** The bank account to pay from (or collect to), as the user sees it. */
export async function loadPayingAccount(db: pg.PoolClient, clientCompanyId: string, moneyAccountId: string) {
  const { rows } = await db.query<{
    id: string;
    iban: string | null;
    bic: string | null;
    name: string;
    creditor_id: string | null;
    type: string;
    active: boolean;
  }>(
    `select a.id, a.iban, a.bic, a.type::text, a.active,
            case when a.include_holder_with_payment and a.holder is not null then a.holder else c.name end as name,
            c.sepa_creditor_id as creditor_id
     from app_public.money_accounts a join app_public.client_companies c on c.id = a.client_company_id
     where a.client_company_id = $1 and a.id = $2`,
    [clientCompanyId, moneyAccountId],
  );
  const a = rows[0];
  if (!a || a.type !== "BANK" || !a.iban || !a.active) return null;
  return { id: a.id, iban: a.iban, bic: a.bic, name: a.name, creditorId: a.creditor_id } satisfies PayingAccount;
}

/** A message id unique per company and day: "BW" + date + 8 random hex digits. */
const messageId = (today: string) => `BW-${today.replace(/-/g, "")}-${randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * Writes the SEPA file for the payable invoices and records it with one bank payment per
 * invoice (status CREATED) and a history entry on each document. Returns the stored file.
 */
export async function createSepaFile(
  db: pg.PoolClient,
  input: {
    clientCompanyId: string;
    kind: "CREDIT_TRANSFER" | "DIRECT_DEBIT";
    account: PayingAccount;
    payable: readonly PayableInvoice[];
    requestedDate: string;
    version: Pain001Version;
    today: string;
    now: Date;
    confirmedUnverifiedIban: readonly string[];
  },
): Promise<{ sepaFileRowId: string; messageId: string; file: SepaFile; bankPaymentRowIds: string[] }> {
  const payments = input.payable.map((p) => {
    const id = randomUUID();
    return { id, endToEndId: makeEndToEndId("BW", id), p };
  });
  const msgId = messageId(input.today);
  const file =
    input.kind === "CREDIT_TRANSFER"
      ? writePain001(
          {
            messageId: msgId,
            createdAt: input.now,
            initiatingPartyName: input.account.name,
            debtor: { name: input.account.name, iban: input.account.iban, bic: input.account.bic },
            requestedExecutionDate: input.requestedDate,
            payments: payments.map(({ endToEndId, p }) => ({
              endToEndId,
              amount: p.amount,
              creditorName: p.recipientName,
              creditorIban: p.iban,
              creditorBic: p.bic,
              remittanceInformation: p.purpose,
            })),
          },
          { version: input.version },
        )
      : writePain008({
          messageId: msgId,
          createdAt: input.now,
          initiatingPartyName: input.account.name,
          creditor: {
            name: input.account.name,
            iban: input.account.iban,
            bic: input.account.bic,
            creditorId: input.account.creditorId ?? "",
          },
          requestedCollectionDate: input.requestedDate,
          transactions: payments.map(({ endToEndId, p }) => ({
            endToEndId,
            amount: p.amount,
            sequenceType: p.mandate!.first ? "FRST" : "RCUR",
            mandateId: p.mandate!.mandateId,
            mandateSignatureDate: p.mandate!.signatureDate,
            debtorName: p.recipientName,
            debtorIban: p.iban,
            debtorBic: p.bic,
            remittanceInformation: p.purpose,
          })),
        });
  const { rows } = await db.query<{ id: string }>(
    `insert into app_public.sepa_files (client_company_id, kind, schema_version, message_id, money_account_id,
       number_of_transactions, control_sum, requested_date, xml)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      input.clientCompanyId,
      input.kind,
      input.kind === "CREDIT_TRANSFER" ? input.version : "pain.008.001.02",
      msgId,
      input.account.id,
      file.numberOfTransactions,
      file.controlSum,
      input.requestedDate,
      file.xml,
    ],
  );
  const sepaFileRowId = rows[0]!.id;
  for (const { id, endToEndId, p } of payments) {
    await db.query(
      `insert into app_public.bank_payments (id, client_company_id, document_id, method, status, money_account_id, sepa_file_id,
         recipient_name, recipient_iban, recipient_bic, currency, amount, discount_percent, total, purpose, end_to_end_id,
         mandate_id, requested_date, unverified_iban_confirmed)
       values ($1, $2, $3, $4, 'CREATED', $5, $6, $7, $8, $9, 'EUR', $10, $11, $10, $12, $13, $14, $15, $16)`,
      [
        id,
        input.clientCompanyId,
        p.documentRowId,
        input.kind === "CREDIT_TRANSFER" ? "SEPA_FILE" : "DIRECT_DEBIT_FILE",
        input.account.id,
        sepaFileRowId,
        p.recipientName,
        p.iban,
        p.bic,
        p.amount,
        p.discountPercent,
        p.purpose,
        endToEndId,
        p.mandate?.mandateId ?? null,
        input.requestedDate,
        input.confirmedUnverifiedIban.includes(p.documentRowId) && p.hasUnverifiedIban,
      ],
    );
    await db.query("select app_hidden.add_payment_history_entry($1, $2, 'PAYMENT_INITIATED', $3)", [
      input.clientCompanyId,
      p.documentRowId,
      JSON.stringify({
        bankPaymentRowId: id,
        method: input.kind === "CREDIT_TRANSFER" ? "SEPA_FILE" : "DIRECT_DEBIT_FILE",
        amount: p.amount,
        endToEndId,
      }),
    ]);
  }
  if (input.kind === "DIRECT_DEBIT") {
    await db.query(
      `update app_public.partner_company_direct_debit_mandates set first_collected_at = now()
       where client_company_id = $1 and mandate_id = any ($2) and first_collected_at is null`,
      [input.clientCompanyId, payments.map(({ p }) => p.mandate!.mandateId)],
    );
  }
  return { sepaFileRowId, messageId: msgId, file, bankPaymentRowIds: payments.map((p) => p.id) };
}
