import type { SandboxAccountDef } from "./banks.ts";
import { sandboxAccount } from "./banks.ts";
import {
  addMonths,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  dayOf,
  daysInMonth,
  germanDate,
  type IsoDate,
  type Month,
  monthLabel,
  monthOf,
  nextBusinessDay,
} from "./calendar.ts";
import {
  CARD_MERCHANTS,
  CARD_SUBSCRIPTIONS,
  CREDITORS,
  CUSTOMERS,
  EMPLOYEES,
  GIROCARD_MERCHANTS,
  LANDLORD,
  SUPPLIERS,
  type Counterparty,
} from "./counterparties.ts";
import { digitsOf, makePrng, type Prng, seedOf } from "./prng.ts";

/**
 * The sandbox bank's statements: every account's transactions are generated month by month
 * from a PRNG seeded with the account and the month, from GENERATION_START until today. The
 * same account and day always give the same transactions with the same bank references, so
 * overlapping syncs find them again. Amounts are integer cents.
 */

export const GENERATION_START: Month = "2024-01";

export interface SandboxTransaction {
  bankReference: string;
  bookingDate: IsoDate;
  valueDate: IsoDate;
  amountCents: number;
  currency: "EUR";
  status: "BOOKED" | "PENDING";
  purpose: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  counterpartyBic: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  creditorId: string | null;
  bankTransactionCode: string;
}

type Draft = Omit<SandboxTransaction, "bankReference" | "status" | "currency">;

export interface GeneratedStatement {
  /** Booked up to today, and pending ones (value date reached, booking date still ahead). */
  transactions: SandboxTransaction[];
  /** The opening balance plus every booked transaction up to today. */
  bookedBalanceCents: number;
  /** The sum of the pending transactions. */
  pendingCents: number;
}

const euro = (prng: Prng, min: number, max: number) => prng.int(min * 100, max * 100);

/** What a login's business looks like, derived from its name. */
function profile(account: SandboxAccountDef) {
  const prng = makePrng(seedOf("profile", account.login.login));
  return {
    openingCurrentCents: prng.int(32_000, 46_000) * 100,
    openingSavingsCents: prng.int(20_000, 30_000) * 100,
    rentCents: prng.int(1_800, 2_600) * 100,
    employees: EMPLOYEES.slice(0, prng.int(3, 5)),
    tenantNumber: digitsOf(6, "tenant", account.login.login),
    taxNumber: `30/${digitsOf(3, "st1", account.login.login)}/${digitsOf(5, "st2", account.login.login)}`,
    healthNumber: digitsOf(8, "bnr", account.login.login),
    telekomCustomer: digitsOf(10, "telekom", account.login.login),
    powerContract: digitsOf(12, "power", account.login.login),
    insurancePolicy: `AS-${digitsOf(9, "policy", account.login.login)}`,
    mandate: (creditor: string) => `${creditor}-${digitsOf(8, "mandate", creditor, account.login.login)}`,
  };
}

const has = (account: SandboxAccountDef, kind: SandboxAccountDef["kind"]) => account.login.accounts.includes(kind);

/** The quarter's move between the current and the savings account of one login: positive
 * into savings. Both accounts generate it, so their statements agree. */
function savingsTransfer(login: string, month: Month): { date: IsoDate; cents: number } | null {
  const prng = makePrng(seedOf("savings-transfer", login, month));
  const monthNumber = Number(month.slice(5, 7));
  if (monthNumber % 3 !== 0) return null;
  const cents = prng.chance(0.75) ? prng.int(3, 8) * 100_000 : -prng.int(2, 5) * 100_000;
  return { date: businessDayOnOrAfter(dayOf(month, 15)), cents };
}

function cardMonth(card: SandboxAccountDef, month: Month): Draft[] {
  const prng = makePrng(seedOf("card", card.id, month));
  const out: Draft[] = [];
  const purchase = (valueDate: IsoDate, name: string, cents: number, purpose: string): Draft => ({
    bookingDate: nextBusinessDay(valueDate),
    valueDate,
    amountCents: -cents,
    purpose,
    counterpartyName: name,
    counterpartyIban: null,
    counterpartyBic: null,
    endToEndId: null,
    mandateId: null,
    creditorId: null,
    bankTransactionCode: "PMNT-CCRD-POSD",
  });
  for (const sub of CARD_SUBSCRIPTIONS) {
    out.push(purchase(dayOf(month, sub.day), sub.name, sub.cents, `${sub.name} ${monthLabel(month)}`));
  }
  const count = prng.int(3, 8);
  for (let i = 0; i < count; i++) {
    const merchant = prng.pick(CARD_MERCHANTS);
    const date = dayOf(month, prng.int(1, daysInMonth(month)));
    const cents = euro(prng, merchant.minEuro, merchant.maxEuro);
    if (merchant.foreignUsd) {
      const usd = Math.round(cents * 1.08);
      const purpose = `${merchant.name} USD ${(usd / 100).toFixed(2).replace(".", ",")} Kurs 1,0800`;
      out.push(purchase(date, merchant.name, cents, purpose));
      const fee = Math.round(cents * 0.0175);
      out.push({ ...purchase(date, card.bank.name, fee, "Auslandseinsatzentgelt 1,75 %"), counterpartyName: null });
    } else {
      out.push(purchase(date, merchant.name, cents, `${merchant.name} ${germanDate(date)}`));
    }
  }
  return out;
}

/** What the card spent in a month: the current account settles it early in the next one. */
function cardSpendCents(card: SandboxAccountDef, month: Month): number {
  return -cardMonth(card, month).reduce((sum, t) => sum + t.amountCents, 0);
}

const settlementDate = (month: Month) => businessDayOnOrAfter(dayOf(month, 6));

function currentMonth(account: SandboxAccountDef, month: Month, balanceCents: number): Draft[] {
  const prng = makePrng(seedOf("current", account.id, month));
  const p = profile(account);
  const year = month.slice(0, 4);
  const previous = addMonths(month, -1);
  const out: Draft[] = [];
  const transfer = (
    date: IsoDate,
    cents: number,
    party: Counterparty | null,
    purpose: string,
    code: string,
    extra: Partial<Draft> = {},
  ): Draft => ({
    bookingDate: date,
    valueDate: date,
    amountCents: cents,
    purpose,
    counterpartyName: party?.name ?? null,
    counterpartyIban: party?.iban ?? null,
    counterpartyBic: party?.bic ?? null,
    endToEndId: null,
    mandateId: null,
    creditorId: null,
    bankTransactionCode: code,
    ...extra,
  });
  const debit = (
    date: IsoDate,
    cents: number,
    creditor: (typeof CREDITORS)[keyof typeof CREDITORS],
    purpose: string,
    key: string,
  ) =>
    transfer(date, -cents, creditor, purpose, "PMNT-RDDT-ESDD", {
      mandateId: p.mandate(key),
      creditorId: creditor.creditorId,
      endToEndId: `${key}${month.replace("-", "")}${digitsOf(6, key, account.id, month)}`,
    });

  // Standing order for the rent.
  out.push(
    transfer(
      businessDayOnOrAfter(dayOf(month, 3)),
      -p.rentCents,
      LANDLORD,
      `Miete ${monthLabel(month)} Gewerbeeinheit EG links Mieter-Nr. ${p.tenantNumber}`,
      "PMNT-ICDT-STDO",
      { endToEndId: "NOTPROVIDED" },
    ),
  );
  // Payroll: net salaries on the 28th (or the working day before), then the contributions.
  let payroll = 0;
  for (const employee of p.employees) {
    const cents = employee.baseNetEuro * 100 + prng.int(0, 18_000);
    payroll += cents;
    out.push(
      transfer(
        businessDayOnOrBefore(dayOf(month, 28)),
        -cents,
        employee,
        `LOHN/GEHALT ${monthLabel(month)} PERS-NR ${employee.personnelNumber}`,
        "PMNT-ICDT-SALA",
        { endToEndId: `LG${month.replace("-", "")}${employee.personnelNumber}` },
      ),
    );
  }
  out.push(
    debit(
      businessDayOnOrBefore(dayOf(month, 27)),
      Math.round(payroll * 0.41),
      CREDITORS.health,
      `Beitragsnachweis ${monthLabel(month)} BNR ${p.healthNumber}`,
      "AOK",
    ),
  );
  const taxDay = businessDayOnOrAfter(dayOf(month, 10));
  out.push(
    debit(taxDay, Math.round(payroll * 0.17), CREDITORS.tax, `StNr ${p.taxNumber} LSt ${monthLabel(previous)}`, "FA"),
  );
  out.push(
    debit(taxDay, euro(prng, 1_400, 4_600), CREDITORS.tax, `StNr ${p.taxNumber} USt ${monthLabel(previous)}`, "FA"),
  );
  out.push(
    debit(
      businessDayOnOrAfter(dayOf(month, 19)),
      8_995 + prng.int(0, 2_400),
      CREDITORS.telekom,
      `Rechnung ${monthLabel(month)} Kundenkonto ${p.telekomCustomer}`,
      "TK",
    ),
  );
  out.push(
    debit(
      businessDayOnOrAfter(dayOf(month, 15)),
      18_400,
      CREDITORS.power,
      `Abschlag ${monthLabel(month)} Vertragskonto ${p.powerContract}`,
      "VF",
    ),
  );
  if (Number(month.slice(5, 7)) % 3 === 1) {
    out.push(
      debit(
        businessDayOnOrAfter(dayOf(month, 1)),
        124_380,
        CREDITORS.insurance,
        `Betriebshaftpflicht Beitrag ${monthLabel(month)}-${monthLabel(addMonths(month, 2))} ${p.insurancePolicy}`,
        "AZ",
      ),
    );
  }
  // Fewer customer payments when the account is flush, more when it runs low: keeps the
  // balance where a small business's would be.
  const incoming =
    9 + (balanceCents < 1_500_000 ? 4 : balanceCents < 3_000_000 ? 2 : 0) - (balanceCents > 9_000_000 ? 3 : 0);
  for (let i = 0; i < incoming; i++) {
    const customer = prng.pick(CUSTOMERS);
    const date = businessDayOnOrAfter(dayOf(month, prng.int(1, daysInMonth(month))));
    const invoice = `${year}-${prng.int(1000, 1999)}`;
    const invoiceDate = dayOf(previous, prng.int(1, 28));
    const purpose = prng.pick([
      `RE ${invoice} vom ${germanDate(invoiceDate)}`,
      `Rechnung Nr. ${invoice} Kd-Nr ${digitsOf(4, "kunde", customer.name)}`,
      `RG ${invoice} Wartung Heizungsanlage`,
      `${invoice}`,
    ]);
    out.push(
      transfer(date, euro(prng, 350, 8_900), customer, purpose, "PMNT-RCDT-ESCT", {
        endToEndId: prng.chance(0.5) ? `E2E${date.replaceAll("-", "")}${prng.int(100000, 999999)}` : "NOTPROVIDED",
      }),
    );
  }
  const outgoing = 5 + (balanceCents > 8_000_000 ? 2 : 0);
  for (let i = 0; i < outgoing; i++) {
    const s = prng.pick(SUPPLIERS);
    const date = businessDayOnOrAfter(dayOf(month, prng.int(1, daysInMonth(month))));
    out.push(
      transfer(
        date,
        -euro(prng, s.minEuro, s.maxEuro),
        s,
        `RE ${year}-${prng.int(1000, 9999)} Kd-Nr ${s.customerNumber}`,
        "PMNT-ICDT-ESCT",
        { endToEndId: `${date.replaceAll("-", "")}-${prng.int(10000, 99999)}` },
      ),
    );
  }
  const cardPayments = prng.int(2, 6);
  for (let i = 0; i < cardPayments; i++) {
    const merchant = prng.pick(GIROCARD_MERCHANTS);
    const date = dayOf(month, prng.int(1, daysInMonth(month)));
    const time = `${String(prng.int(7, 19)).padStart(2, "0")}:${String(prng.int(0, 59)).padStart(2, "0")}`;
    out.push({
      ...transfer(
        nextBusinessDay(date),
        -euro(prng, merchant.minEuro, merchant.maxEuro),
        null,
        `Kartenzahlung girocard ${germanDate(date)} ${time} ${merchant.name}`,
        "PMNT-CCRD-POSD",
      ),
      valueDate: date,
      counterpartyName: merchant.name,
    });
  }
  if (has(account, "CREDIT_CARD")) {
    const card = sandboxAccount(account.bank, account.login, "CREDIT_CARD");
    const spend = month > GENERATION_START ? cardSpendCents(card, previous) : 0;
    if (spend > 0) {
      out.push(
        transfer(
          settlementDate(month),
          -spend,
          { name: account.bank.name, iban: "", bic: account.bank.bic },
          `Kreditkartenabrechnung ${card.accountNumber} Abrechnung ${monthLabel(previous)}`,
          "PMNT-RDDT-ESDD",
          { counterpartyIban: null, endToEndId: `KK${month.replace("-", "")}${card.accountNumber.slice(-4)}` },
        ),
      );
    }
  }
  if (has(account, "SAVINGS")) {
    const move = savingsTransfer(account.login.login, month);
    const savings = sandboxAccount(account.bank, account.login, "SAVINGS");
    if (move) {
      out.push(
        transfer(
          move.date,
          -move.cents,
          { name: account.holder, iban: savings.iban!, bic: account.bank.bic },
          move.cents > 0 ? "Umbuchung auf Tagesgeld" : "Umbuchung vom Tagesgeld",
          "PMNT-ICDT-BOOK",
          { endToEndId: "NOTPROVIDED" },
        ),
      );
    }
  }
  out.push(
    transfer(
      businessDayOnOrBefore(dayOf(month, daysInMonth(month))),
      -(1_490 + prng.int(0, 12) * 35),
      null,
      `Entgelt Kontoführung ${monthLabel(month)} inkl. Buchungsposten`,
      "ACMT-MDOP-CHRG",
      { counterpartyName: account.bank.name },
    ),
  );
  return out;
}

function savingsMonth(account: SandboxAccountDef, month: Month, balanceCents: number): Draft[] {
  const out: Draft[] = [];
  const base = {
    counterpartyIban: null,
    counterpartyBic: null,
    endToEndId: null,
    mandateId: null,
    creditorId: null,
  };
  const move = has(account, "CURRENT") ? savingsTransfer(account.login.login, month) : null;
  if (move) {
    const current = sandboxAccount(account.bank, account.login, "CURRENT");
    out.push({
      ...base,
      bookingDate: move.date,
      valueDate: move.date,
      amountCents: move.cents,
      purpose: move.cents > 0 ? "Umbuchung vom Geschäftsgirokonto" : "Umbuchung auf Geschäftsgirokonto",
      counterpartyName: account.holder,
      counterpartyIban: current.iban,
      counterpartyBic: account.bank.bic,
      endToEndId: "NOTPROVIDED",
      bankTransactionCode: "PMNT-RCDT-BOOK",
    });
  }
  const interest = Math.round((balanceCents * 0.0175) / 12);
  if (interest > 0) {
    const date = businessDayOnOrBefore(dayOf(month, daysInMonth(month)));
    out.push({
      ...base,
      bookingDate: date,
      valueDate: dayOf(month, daysInMonth(month)),
      amountCents: interest,
      purpose: `Zinsgutschrift ${monthLabel(month)} 1,75 % p.a.`,
      counterpartyName: account.bank.name,
      bankTransactionCode: "ACMT-MDOP-INTR",
    });
  }
  return out;
}

function cardSettlementCredit(card: SandboxAccountDef, month: Month): Draft[] {
  if (!has(card, "CURRENT") || month <= GENERATION_START) return [];
  const spend = cardSpendCents(card, addMonths(month, -1));
  const date = settlementDate(month);
  return [
    {
      bookingDate: date,
      valueDate: date,
      amountCents: spend,
      purpose: `Ausgleich Kartenkonto Abrechnung ${monthLabel(addMonths(month, -1))} per Lastschrift`,
      counterpartyName: card.holder,
      counterpartyIban: sandboxAccount(card.bank, card.login, "CURRENT").iban,
      counterpartyBic: card.bank.bic,
      endToEndId: `KK${month.replace("-", "")}${card.accountNumber.slice(-4)}`,
      mandateId: null,
      creditorId: null,
      bankTransactionCode: "PMNT-RCDT-ESCT",
    },
  ];
}

/** All of one month's transactions of the account (before today's cut). */
function monthDrafts(account: SandboxAccountDef, month: Month, balanceCents: number): Draft[] {
  switch (account.kind) {
    case "CURRENT":
      return currentMonth(account, month, balanceCents);
    case "SAVINGS":
      return savingsMonth(account, month, balanceCents);
    case "CREDIT_CARD":
      return [...cardSettlementCredit(account, month), ...cardMonth(account, month)];
  }
}

const openingCents = (account: SandboxAccountDef) => {
  const p = profile(account);
  return account.kind === "CURRENT" ? p.openingCurrentCents : account.kind === "SAVINGS" ? p.openingSavingsCents : 0;
};

const cache = new Map<string, GeneratedStatement>();

/**
 * The account's statement as of `today`: what is booked by then, plus card payments whose
 * value date has come but whose booking is still ahead (PENDING, same bank reference as the
 * booked one that follows).
 */
export function generateStatement(account: SandboxAccountDef, today: IsoDate): GeneratedStatement {
  const key = `${account.id}|${today}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const transactions: SandboxTransaction[] = [];
  let running = openingCents(account);
  let booked = running;
  let pending = 0;
  const reference = `SBX${digitsOf(6, "ref", account.id)}`;
  for (let month = GENERATION_START; month <= monthOf(today); month = addMonths(month, 1)) {
    const drafts = monthDrafts(account, month, running);
    drafts.forEach((draft, i) => {
      running += draft.amountCents;
      const bankReference = `${reference}${month.replace("-", "")}${String(i + 1).padStart(4, "0")}`;
      if (draft.bookingDate <= today) {
        booked += draft.amountCents;
        transactions.push({ ...draft, bankReference, currency: "EUR", status: "BOOKED" });
      } else if (draft.valueDate <= today) {
        pending += draft.amountCents;
        transactions.push({
          ...draft,
          bookingDate: draft.valueDate,
          bankReference,
          currency: "EUR",
          status: "PENDING",
        });
      }
    });
  }
  transactions.sort(
    (a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.bankReference.localeCompare(b.bankReference),
  );
  const statement = { transactions, bookedBalanceCents: booked, pendingCents: pending };
  if (cache.size > 200) cache.clear();
  cache.set(key, statement);
  return statement;
}
