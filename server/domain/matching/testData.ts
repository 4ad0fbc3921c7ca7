/** Builders for the matching tests: an open vendor bill and a payment of it, with overrides. */
import type { MatchInvoice, MatchOptions, MatchTransaction } from "./types.ts";

export const MUELLER_IBAN = "DE89370400440532013000";
export const OTHER_IBAN = "DE02120300000000202051";

export function invoice(overrides: Partial<MatchInvoice> = {}): MatchInvoice {
  return {
    id: "inv-1",
    documentType: "INCOMING_INVOICE",
    creditMemo: false,
    invoiceNumber: "RE-2024-0815",
    orderNumber: null,
    internalNumber: null,
    invoiceDate: "2024-03-01",
    dueDate: "2024-03-31",
    amountDue: "1190.00",
    openAmount: "1190.00",
    currency: "EUR",
    discountUntil: null,
    discountPercent: null,
    discountAmount: null,
    iban: null,
    partnerName: "Müller Haustechnik GmbH",
    partnerAlternativeNames: [],
    partnerIbans: [MUELLER_IBAN],
    paymentEndToEndIds: [],
    ...overrides,
  };
}

export function transaction(overrides: Partial<MatchTransaction> = {}): MatchTransaction {
  return {
    id: "tx-1",
    amount: "-1190.00",
    currency: "EUR",
    bookingDate: "2024-03-20",
    purpose: "RE-2024-0815",
    counterpartyName: "MUELLER HAUSTECHNIK",
    counterpartyIban: MUELLER_IBAN,
    endToEndId: null,
    ...overrides,
  };
}

export const ALL_CHECKS: MatchOptions = { disabledChecks: [] };
