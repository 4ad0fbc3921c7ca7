// Small readings of a document shared by the views (fragments differ, fields are the same).

export type PaymentState = "paid" | "partiallyPaid" | "open" | "overdue";

interface PaymentFields {
  readonly paymentStatus: string;
  readonly partiallyPaid?: boolean;
  readonly dueDate?: string | null;
}

/** Paid, open or overdue (unpaid after its due date); `today` as yyyy-mm-dd. */
export function paymentStateOf(invoice: PaymentFields, today: string): PaymentState {
  if (invoice.paymentStatus === "PAID") return "paid";
  if (invoice.dueDate && invoice.dueDate < today) return "overdue";
  return invoice.partiallyPaid ? "partiallyPaid" : "open";
}

/** "-12.50" from "12.50" (credit memos show their amounts negative). */
export function negated(amount: string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === "") return null;
  const trimmed = amount.trim();
  if (/^-?0+(\.0+)?$/.test(trimmed)) return trimmed.replace(/^-/, "");
  return trimmed.startsWith("-") ? trimmed.slice(1) : `-${trimmed}`;
}
