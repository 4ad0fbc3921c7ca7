import { createHash } from "node:crypto";
import type pg from "pg";
import { z } from "zod";
import { isValidIban } from "../../../../src/lib/iban.ts";
import { ensureSandboxSchema } from "./schema.ts";

const amount = z
  .union([z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/), z.number().finite()])
  .transform((v) => (typeof v === "number" ? v.toFixed(2) : v));

const Payment = z.object({
  bookingDate: z.iso.date(),
  /** Signed exact decimal (or number): negative leaves the account, positive arrives. */
  amount: amount.refine((v) => Number(v) !== 0, "a payment moves money"),
  purpose: z.string().min(1).max(140),
  counterpartyName: z.string().min(1).max(70),
  counterpartyIban: z.string().refine(isValidIban, "not a valid IBAN"),
  counterpartyBic: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
    .optional(),
  endToEndId: z.string().min(1).max(35).optional(),
});

const Input = z.object({
  iban: z.string().refine(isValidIban, "not a valid IBAN"),
  payments: z.array(Payment).max(1000),
  /** false: the sandbox stops generating its own history for this account; its statement is
   * then only what is seeded (and what is paid through the widget). */
  generatedHistory: z.boolean().optional(),
  /** The account's balance on a day; the sandbox reports it plus the seeded and paid amounts
   * booked after that day (only with generatedHistory false). */
  balance: z.object({ amount, date: z.iso.date() }).optional(),
});

export type SandboxScheduledPayment = z.input<typeof Payment>;

/**
 * Puts transactions on a sandbox account's statement (by its IBAN): the demo data uses it so
 * that syncing the demo company's bank account brings the payments of its invoices. Each
 * appears BOOKED on its booking date (once that date has come). Idempotent: the same payment
 * seeded again is not added twice. Returns how many were new.
 *
 * The account is one of the sandbox's (e.g. SANDBOX_DEMO_ACCOUNT, login "demo" at the Sandbox
 * Sparkasse): the app's money account with that IBAN is the one a connection links to. When
 * the demo data writes the account's past itself, `generatedHistory: false` and its `balance`
 * keep the sandbox from adding a second history.
 */
export async function seedSandboxPaymentsForInvoices(
  ownerPool: pg.Pool,
  input: z.input<typeof Input>,
): Promise<number> {
  const { iban, payments, generatedHistory, balance } = Input.parse({
    ...input,
    iban: input.iban.replace(/\s+/g, "").toUpperCase(),
  });
  await ensureSandboxSchema(ownerPool);
  if (generatedHistory !== undefined || balance) {
    await ownerPool.query(
      `insert into sandbox_bank.account_overrides (iban, generated, balance, balance_date) values ($1, $2, $3, $4)
       on conflict (iban) do update set generated = excluded.generated, balance = excluded.balance, balance_date = excluded.balance_date`,
      [iban, generatedHistory ?? true, balance?.amount ?? null, balance?.date ?? null],
    );
  }
  let added = 0;
  for (const p of payments) {
    const amount = p.amount;
    const counterpartyIban = p.counterpartyIban.replace(/\s+/g, "").toUpperCase();
    const reference = `SBXSCH${createHash("sha256")
      .update([iban, p.bookingDate, amount, p.purpose, counterpartyIban, p.endToEndId ?? ""].join("|"))
      .digest("hex")
      .slice(0, 20)
      .toUpperCase()}`;
    const { rowCount } = await ownerPool.query(
      `insert into sandbox_bank.scheduled_transactions
         (iban, booking_date, amount, purpose, counterparty_name, counterparty_iban, counterparty_bic, end_to_end_id, bank_reference)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (iban, bank_reference) do nothing`,
      [
        iban,
        p.bookingDate,
        amount,
        p.purpose,
        p.counterpartyName,
        counterpartyIban,
        p.counterpartyBic ?? null,
        p.endToEndId ?? null,
        reference,
      ],
    );
    added += rowCount ?? 0;
  }
  return added;
}
