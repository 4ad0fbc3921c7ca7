import { describe, expect, it } from "vitest";
import { isValidIban } from "../../../../src/lib/iban.ts";
import {
  accountsOfLogin,
  findAccountById,
  germanCreditorId,
  germanIban,
  SANDBOX_BANKS,
  SANDBOX_DEMO_ACCOUNT,
  SANDBOX_LOGINS,
  sandboxAccount,
} from "./banks.ts";
import { addDays, addMonths, isWeekend } from "./calendar.ts";
import { generateStatement, type SandboxTransaction } from "./generator.ts";

const [sparkasse, volksbank] = SANDBOX_BANKS as [(typeof SANDBOX_BANKS)[number], (typeof SANDBOX_BANKS)[number]];
const demo = SANDBOX_LOGINS.find((l) => l.login === "demo")!;
const current = sandboxAccount(sparkasse, demo, "CURRENT");
const savings = sandboxAccount(sparkasse, demo, "SAVINGS");
const card = sandboxAccount(sparkasse, demo, "CREDIT_CARD");
const everyAccount = SANDBOX_BANKS.flatMap((b) => SANDBOX_LOGINS.flatMap((l) => accountsOfLogin(b, l)));

const euros = (t: SandboxTransaction) => t.amountCents / 100;
const monthOf = (t: SandboxTransaction, prefix: string) => t.bookingDate.startsWith(prefix);

describe("sandbox bank accounts", () => {
  it("computes IBANs and creditor ids with the published check digits", () => {
    expect(germanIban("37040044", "532013000")).toBe("DE89370400440532013000");
    expect(germanCreditorId("09999999999")).toBe("DE98ZZZ09999999999");
    expect(() => germanIban("3704004", "1")).toThrow(RangeError);
  });

  it("gives every account of every bank and login a valid, unique IBAN (cards: a masked number)", () => {
    const ibans = everyAccount.flatMap((a) => (a.iban ? [a.iban] : []));
    expect(ibans.length).toBeGreaterThan(10);
    expect(ibans.every(isValidIban)).toBe(true);
    expect(new Set(ibans).size).toBe(ibans.length);
    for (const a of everyAccount.filter((x) => x.kind === "CREDIT_CARD")) {
      expect(a.iban).toBeNull();
      expect(a.accountNumber).toMatch(/^4871 •••• •••• \d{4}$/);
    }
  });

  it("is the same world every time: ids resolve, the demo account is fixed", () => {
    expect(findAccountById(current.id)).toEqual(current);
    expect(findAccountById("sbx-nowhere")).toBeUndefined();
    expect(SANDBOX_DEMO_ACCOUNT).toEqual(current);
    expect(SANDBOX_DEMO_ACCOUNT.iban).toBe(sandboxAccount(sparkasse, demo, "CURRENT").iban);
    expect(sandboxAccount(volksbank, demo, "CURRENT").iban).not.toBe(current.iban);
  });
});

describe("generated statements", () => {
  it("are deterministic and keep their history as days pass (syncs find them again)", () => {
    const june = generateStatement(current, "2025-06-30");
    const may = generateStatement(current, "2025-05-31");
    const bookedUntil = (s: typeof june, day: string) =>
      s.transactions.filter((t) => t.status === "BOOKED" && t.bookingDate <= day);
    expect(bookedUntil(june, "2025-05-31")).toEqual(bookedUntil(may, "2025-05-31"));
    expect(generateStatement({ ...current }, "2025-06-30")).toEqual(june);
  });

  it("uses unique bank references and only valid counterparty IBANs and creditor ids", () => {
    for (const account of [current, savings, card]) {
      const { transactions } = generateStatement(account, "2026-03-15");
      expect(new Set(transactions.map((t) => t.bankReference)).size).toBe(transactions.length);
      for (const t of transactions) {
        if (t.counterpartyIban) expect(isValidIban(t.counterpartyIban), t.counterpartyIban).toBe(true);
        if (t.creditorId) expect(t.creditorId).toMatch(/^DE\d{2}ZZZ\d{11}$/);
        if (t.endToEndId) expect(t.endToEndId.length).toBeLessThanOrEqual(35);
        expect(t.amountCents).not.toBe(0);
        expect(Number.isInteger(t.amountCents)).toBe(true);
        expect(t.purpose.length).toBeGreaterThan(3);
      }
    }
  });

  it("books transfers and direct debits on weekdays only", () => {
    const { transactions } = generateStatement(current, "2025-12-31");
    expect(transactions.every((t) => !isWeekend(t.bookingDate))).toBe(true);
  });

  it("looks like a small trade business's current account each month", () => {
    const { transactions } = generateStatement(current, "2025-12-31");
    for (let month = "2024-02"; month <= "2025-11"; month = addMonths(month, 1)) {
      const inMonth = transactions.filter((t) => monthOf(t, month));
      const rent = inMonth.filter((t) => t.purpose.startsWith("Miete "));
      expect(rent, month).toHaveLength(1);
      expect(euros(rent[0]!)).toBeLessThan(-1_700);
      const salaries = inMonth.filter((t) => t.purpose.startsWith("LOHN/GEHALT"));
      expect(salaries.length).toBeGreaterThanOrEqual(3);
      for (const s of salaries) expect(-euros(s)).toBeGreaterThan(2_000);
      for (const s of salaries) expect(-euros(s)).toBeLessThan(4_000);
      expect(inMonth.some((t) => t.purpose.startsWith("Entgelt Kontoführung"))).toBe(true);
      const debits = inMonth.filter((t) => t.mandateId !== null);
      expect(debits.length).toBeGreaterThanOrEqual(4);
      expect(debits.every((d) => d.creditorId !== null && d.amountCents < 0)).toBe(true);
      const suppliers = inMonth.filter((t) => /^RE \d{4}-\d{4} Kd-Nr \d{5}$/.test(t.purpose));
      expect(suppliers.length).toBeGreaterThanOrEqual(3);
      const customers = inMonth.filter((t) => t.amountCents > 0 && t.bankTransactionCode === "PMNT-RCDT-ESCT");
      expect(customers.length).toBeGreaterThanOrEqual(4);
    }
    expect(transactions.every((t) => Math.abs(euros(t)) < 20_000)).toBe(true);
  });

  it("keeps balances where a small business's would be", () => {
    for (let day = "2024-02-01"; day <= "2027-12-31"; day = addDays(day, 29)) {
      const balance = generateStatement(current, day).bookedBalanceCents / 100;
      expect(balance, day).toBeGreaterThan(0);
      expect(balance, day).toBeLessThan(200_000);
      const cardBalance = generateStatement(card, day).bookedBalanceCents;
      expect(cardBalance).toBeLessThanOrEqual(0);
      expect(-cardBalance).toBeLessThan(card.creditLimitCents!);
    }
  });

  it("mirrors moves between a login's accounts: savings transfers and the card settlement", () => {
    const giro = generateStatement(current, "2025-12-31").transactions;
    const tagesgeld = generateStatement(savings, "2025-12-31").transactions;
    const toSavings = giro.filter((t) => t.purpose.startsWith("Umbuchung"));
    expect(toSavings.length).toBeGreaterThan(3);
    for (const t of toSavings) {
      expect(t.counterpartyIban).toBe(savings.iban);
      expect(tagesgeld.some((s) => s.bookingDate === t.bookingDate && s.amountCents === -t.amountCents)).toBe(true);
    }
    const cardTransactions = generateStatement(card, "2025-12-31").transactions;
    const aprilSpend = cardTransactions
      .filter((t) => t.valueDate.startsWith("2025-04") && t.amountCents < 0)
      .reduce((sum, t) => sum - t.amountCents, 0);
    const settlement = giro.find((t) => t.purpose.includes("Abrechnung 04/2025"));
    expect(settlement?.amountCents).toBe(-aprilSpend);
    expect(cardTransactions.find((t) => t.purpose.includes("Abrechnung 04/2025"))?.amountCents).toBe(aprilSpend);
  });

  it("reports card payments pending until they book, under the same bank reference", () => {
    const all = generateStatement(card, "2026-06-30").transactions;
    const later = all.find((t) => t.valueDate !== t.bookingDate && t.valueDate > "2025-03-01" && t.amountCents < 0)!;
    const pending = generateStatement(card, later.valueDate).transactions.find(
      (t) => t.bankReference === later.bankReference,
    );
    expect(pending).toMatchObject({ status: "PENDING", amountCents: later.amountCents, bookingDate: later.valueDate });
    const booked = generateStatement(card, later.bookingDate).transactions.find(
      (t) => t.bankReference === later.bankReference,
    );
    expect(booked).toMatchObject({ status: "BOOKED", bookingDate: later.bookingDate });
    expect(
      generateStatement(card, addDays(later.valueDate, -1)).transactions.some(
        (t) => t.bankReference === later.bankReference,
      ),
    ).toBe(false);
  });
});
