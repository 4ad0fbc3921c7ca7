/**
 * `npm run bench:matching` (`npx tsx bench/matching.ts`): accuracy and speed of the bank
 * transaction ↔ invoice matching engine (server/domain/matching) on a generated ledger.
 * Prints figures, asserts nothing.
 *
 * The ledger is deterministic (seeded PRNG, BENCH_SEED): BENCH_INVOICES (3 000) invoices of 200
 * partners with German names (vendors bill us, clients are billed by us; a few credit memos,
 * Skonto terms, subscriptions with the same amount every month), and about BENCH_TRANSACTIONS
 * (2 500) transactions, each with the invoices it really pays: exact payments, Skonto in and
 * after the discount period, partial payments in two parts, batch payments for 2–5 invoices,
 * numbers with a typo or missing, payments the product initiated (end-to-end id), payments of
 * invoices not captured yet, and unrelated transactions (salaries, rent, fees, taxes, card
 * payments, refunds) — the last two must not be linked. runMatching processes them all; the bench
 * prints per case and overall the precision (right / given) and recall (right / transactions
 * that pay invoices) of AUTO links and of the top-1 suggestion (AUTO or first SUGGEST; one for a
 * transaction that pays nothing counts as wrong), and the time per transaction: throughput and
 * CPU time of runMatching, latency percentiles from a second pass that times each transaction,
 * and matchTransaction on its own with 500 candidates (index built per call).
 */
import { percentOf } from "../src/lib/decimal.ts";
import {
  createMatcher,
  type MatchInvoice,
  type MatchOptions,
  type MatchTransaction,
  matchTransaction,
  runMatching,
  type TransactionMatchResult,
} from "../server/domain/matching/index.ts";

const SEED = Number(process.env.BENCH_SEED ?? 20240315);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 3000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 2500);
const PARTNERS = 200;
const OPTIONS: MatchOptions = { disabledChecks: [] };

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(SEED);
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const chance = (p: number) => rand() < p;
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

// Money as integer cents while generating (exact), written as decimal strings.
const money = (cents: number) => `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`;
const DAY = 86_400_000;
const day = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
const iso = (d: number) => new Date(d * DAY).toISOString().slice(0, 10);
const YEAR_START = day("2024-01-01");

const words = (...lines: string[]) => lines.join(" ").split(" ");
const SURNAMES = words(
  "Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schröder",
  "Neumann Schwarz Braun Zimmermann Krüger Hartmann Lange Werner Krause Lehmann Köhler Maier Huber Kaiser Fuchs",
  "Peters Scholz Möller Weiß Jung Hahn Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz",
  "Baumann Franke Albrecht",
);
const TRADES = words(
  "Sanitär Elektro Bürobedarf Logistik Baustoffe Metallbau Haustechnik Druckerei Reinigung IT-Service Papier",
  "Steuerberatung Fahrzeugtechnik Gebäudeservice Getränke Großhandel Energie Telekommunikation Werkzeughandel",
  "Gartenbau",
);
const LEGAL_FORMS = ["GmbH", "GmbH", "GmbH", "GmbH & Co. KG", "KG", "AG", "e.K.", "OHG", "UG (haftungsbeschränkt)"];
const FIRST_NAMES = words("Anna Lukas Marie Felix Sophie Jonas Laura Paul Lena Max Julia Tim");

function iban(): string {
  const bban = `${pad(int(10000000, 89999999), 8)}${pad(int(0, 9999999999), 10)}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${pad(Number(check), 2)}${bban}`;
}

/** How a bank prints a company's name: upper case, umlauts spelled or dropped, legal form varied, cut at 27. */
function bankName(name: string): string {
  const umlauts = chance(0.5) ? { ä: "AE", ö: "OE", ü: "UE", ß: "SS" } : { ä: "A", ö: "O", ü: "U", ß: "SS" };
  let n = name.replace(/[äöüß]/gi, (c) => umlauts[c.toLowerCase() as keyof typeof umlauts]).toUpperCase();
  if (chance(0.3)) n = n.replace(/ (GMBH.*|KG|AG|E\.K\.|OHG|UG.*)$/, "");
  if (chance(0.2)) n = n.replace(/[.&()]/g, "");
  return n.slice(0, 27).trim();
}

const FORMATS: Array<(seq: number, year: number) => string> = [
  (s, y) => `RE-${y}-${pad(s, 5)}`,
  (s, y) => `${y}/${pad(s, 4)}`,
  (s) => `R${pad(s, 6)}`,
  (s) => `INV-${pad(s, 5)}`,
  (s) => String(10000 + s),
  (s, y) => `RG${String(y).slice(2)}${pad(s, 4)}`,
];

function makePartner(name: string, index: number) {
  const client = index % 4 === 3;
  return {
    name,
    // One in twenty accounts is held in the owner's name.
    bankName: chance(0.05) ? `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`.toUpperCase() : bankName(name),
    ibans: chance(0.2) ? [iban(), iban()] : [iban()],
    known: chance(0.75),
    client,
    format: pick(FORMATS),
    seq: int(1, 900),
    skonto: !client && chance(0.25) ? pick(["percent", "percent", "amount"] as const) : null,
    subscriptionCents: chance(0.08) ? pick([4999, 11900, 2990, 8925, 35700]) : null,
    alternativeNames: [] as string[],
    weight: 1 / (index + 1) ** 0.8,
  };
}
type Partner = ReturnType<typeof makePartner>;

const partners: Partner[] = [];
const usedNames = new Set<string>();
while (partners.length < PARTNERS) {
  const base = `${pick(SURNAMES)} ${pick(TRADES)}`;
  if (!usedNames.has(base)) partners.push(makePartner(`${base} ${pick(LEGAL_FORMS)}`, partners.length));
  usedNames.add(base);
}
for (const p of partners) if (chance(0.1)) p.alternativeNames.push(p.bankName);
const weightSum = partners.reduce((s, p) => s + p.weight, 0);
function weightedPartner(): Partner {
  let r = rand() * weightSum;
  for (const p of partners) if ((r -= p.weight) <= 0) return p;
  return partners[partners.length - 1]!;
}

interface BenchInvoice extends MatchInvoice {
  partner: Partner;
  cents: number;
  skontoPercent: string | null;
}

let ownSeq = 1;
const invoices: BenchInvoice[] = Array.from({ length: INVOICES }, (_, i) => {
  const partner = weightedPartner();
  const invoiceDay = YEAR_START + int(0, 330);
  const cents =
    partner.subscriptionCents ?? Math.max(500, Math.min(5_000_000, Math.round(Math.exp(5.5 + 1.2 * gauss()) * 100)));
  const discountPercent = partner.skonto ? pick(["2", "3"]) : null;
  const number = partner.client ? `AR-2024-${pad(ownSeq++, 4)}` : partner.format(partner.seq++, 2024);
  return {
    id: `inv-${pad(i, 4)}`,
    documentType: partner.client ? "OUTGOING_INVOICE" : "INCOMING_INVOICE",
    creditMemo: chance(0.03),
    invoiceNumber: chance(0.97) ? number : null,
    orderNumber: chance(0.1) ? `PO-${int(100000, 999999)}` : null,
    internalNumber: partner.client ? null : `ER-${pad(i + 1, 5)}`,
    invoiceDate: iso(invoiceDay),
    dueDate: iso(invoiceDay + pick([14, 14, 30, 30, 30, 60])),
    amountDue: money(cents),
    openAmount: money(cents),
    currency: "EUR",
    discountUntil: discountPercent ? iso(invoiceDay + 10) : null,
    discountPercent: partner.skonto === "percent" ? discountPercent : null,
    discountAmount: partner.skonto === "amount" && discountPercent ? percentOf(money(cents), discountPercent) : null,
    iban: !partner.client && chance(0.5) ? partner.ibans[0]! : null,
    partnerName: partner.name,
    partnerAlternativeNames: partner.alternativeNames,
    partnerIbans: partner.known ? partner.ibans : [],
    paymentEndToEndIds: [],
    partner,
    cents,
    skontoPercent: discountPercent,
  };
});

const SCENARIOS = [
  ["exact", 40],
  ["skonto", 8],
  ["skonto late", 2],
  ["partial (2 parts)", 3],
  ["batch with numbers", 4],
  ["batch without numbers", 2],
  ["number typo", 6],
  ["number missing", 7],
  ["end-to-end id", 5],
  ["not captured", 5],
  ["unrelated", 12],
] as const;
type Case = (typeof SCENARIOS)[number][0];
interface BenchTransaction extends MatchTransaction {
  truth: string[];
  case: Case;
}

const transactions: BenchTransaction[] = [];
const shuffled = invoices.map((inv) => ({ inv, key: rand() })).sort((a, b) => a.key - b.key);
const open = shuffled.map((x) => x.inv);
const used = new Set<string>();
/** An invoice not paid yet; credit memos only for exact refunds. */
const take = (accept: (inv: BenchInvoice) => boolean = (i) => !i.creditMemo): BenchInvoice | undefined => {
  const inv = open.find((i) => !used.has(i.id) && accept(i));
  if (inv) used.add(inv.id);
  return inv;
};

function purposeFor(inv: BenchInvoice, number = inv.invoiceNumber): string {
  const date = inv.invoiceDate!.split("-").reverse().join(".");
  if (number === null) return pick(["Vielen Dank", `Zahlung vom ${date}`, "Ihre Rechnung"]);
  return pick([
    `${number}`,
    `Rechnung ${number} vom ${date}`,
    `RE ${number} KD-NR ${int(1000, 99999)}`,
    `Rg.-Nr. ${number} Danke`,
    `${number} ${inv.partner.client ? "Zahlung" : "Ihre Rechnung"}`,
    `Invoice ${number}`,
  ]);
}

type TxFields = Omit<BenchTransaction, "id" | "currency" | "endToEndId"> & Partial<MatchTransaction>;
const push = (fields: TxFields) =>
  transactions.push({ id: `tx-${pad(transactions.length, 4)}`, currency: "EUR", endToEndId: null, ...fields });

/** A payment of `inv` (or of `truth`) as the partner's bank reports it. */
function payment(inv: BenchInvoice, c: Case, cents: number, d: number, purpose: string, more: Partial<TxFields> = {}) {
  const sign = (inv.documentType === "INCOMING_INVOICE") !== inv.creditMemo ? "-" : "";
  push({
    amount: sign + money(cents),
    bookingDate: iso(d),
    purpose,
    counterpartyName: chance(0.95) ? inv.partner.bankName : null,
    counterpartyIban: pick(inv.partner.ibans),
    truth: [inv.id],
    case: c,
    ...more,
  });
}

const payDay = (inv: BenchInvoice) =>
  chance(0.8) ? int(day(inv.invoiceDate!) + 1, day(inv.dueDate!)) : day(inv.dueDate!) + int(1, 60);
const skontoCents = (inv: BenchInvoice, percent: string) => inv.cents - Math.round((inv.cents * Number(percent)) / 100);
const hasSkonto = (inv: BenchInvoice) => inv.discountUntil !== null;
/** Two neighbouring digits swapped, or one digit changed. */
const typo = (n: string) => {
  const c = [...n];
  const i = pick(c.flatMap((ch, k) => (/\d/.test(ch) && /\d/.test(c[k + 1] ?? "") ? [k] : [])));
  if (c[i] !== c[i + 1] && chance(0.5)) [c[i], c[i + 1]] = [c[i + 1]!, c[i]!];
  else c[i] = String((Number(c[i]) + 1) % 10);
  return c.join("");
};

const scenarioSum = SCENARIOS.reduce((s, [, w]) => s + w, 0);

function unrelated(): void {
  const d = YEAR_START + int(0, 360);
  const month = iso(d).slice(5, 7);
  const refunded = pick(invoices.filter((i) => i.documentType === "INCOMING_INVOICE" && !i.creditMemo));
  const kinds: Array<[amount: string, name: string | null, purpose: string]> = [
    [`-${money(int(180000, 450000))}`, `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`, `Lohn/Gehalt ${month}/2024`],
    ["-2450.00", "Immobilienverwaltung Rhein GmbH", `Miete Büro ${month}/2024`],
    [`-${money(pick([990, 1290, 1490]))}`, null, "Kontoführungsentgelt"],
    [`-${money(int(50000, 900000))}`, "Finanzamt Leipzig", `USt-VA ${month}/2024 StNr 231/123/45678`],
    // A card payment whose amount may equal an open invoice's total.
    [
      `-${chance(0.5) ? pick(invoices).amountDue : money(int(500, 30000))}`,
      "REWE Markt GmbH",
      "Kartenzahlung girocard",
    ],
    // A vendor's refund quoting an invoice number: money arrives, the invoice is paid by money leaving.
    [refunded.amountDue!, refunded.partner.bankName, `Erstattung ${refunded.invoiceNumber ?? ""}`],
  ];
  const [amount, counterpartyName, purpose] = pick(kinds);
  const counterpartyIban = counterpartyName === null ? null : iban();
  push({ amount, bookingDate: iso(d), purpose, counterpartyName, counterpartyIban, truth: [], case: "unrelated" });
}

/**
 * A known partner is paid for an invoice that is not in the ledger (not captured yet): its new
 * number in the purpose, or nothing; a subscription's amount equals its open invoices'.
 */
function notCaptured(): void {
  const partner = weightedPartner();
  const own = invoices.filter((i) => i.partner === partner && !i.creditMemo);
  const sample = pick(own.length > 0 ? own : invoices);
  const cents = partner.subscriptionCents ?? (chance(0.05) ? sample.cents : int(1000, 200000));
  const number = partner.client ? `AR-2024-${pad(ownSeq++, 4)}` : partner.format(partner.seq++, 2024);
  const d = day(sample.invoiceDate!) + int(5, 60);
  const purpose = chance(0.75) ? purposeFor(sample, number) : pick(["Vielen Dank", "Zahlung", ""]);
  payment(sample, "not captured", cents, d, purpose, { truth: [] });
}

while (transactions.length < TRANSACTIONS) {
  let r = rand() * scenarioSum;
  const scenario = SCENARIOS.find(([, w]) => (r -= w) <= 0)![0];
  if (scenario === "unrelated") unrelated();
  else if (scenario === "not captured") notCaptured();
  else if (scenario === "skonto" || scenario === "skonto late") {
    const inv = take((i) => hasSkonto(i) && !i.creditMemo);
    if (!inv) continue;
    const percent = inv.skontoPercent!;
    const until = day(inv.discountUntil!);
    const d = scenario === "skonto" ? int(day(inv.invoiceDate!) + 1, until + 2) : until + int(6, 30);
    payment(inv, scenario, skontoCents(inv, percent), d, purposeFor(inv));
  } else if (scenario === "partial (2 parts)") {
    const inv = take((i) => i.cents >= 10000 && i.invoiceNumber !== null && !i.creditMemo);
    if (!inv) continue;
    const first = Math.round(inv.cents * (0.3 + 0.4 * rand()));
    const d = payDay(inv);
    const keyword = chance(0.75) ? pick(["Teilzahlung", "Anzahlung", "1. Rate", "Abschlag"]) : "";
    payment(inv, scenario, first, d, `${keyword} ${purposeFor(inv)}`.trim());
    payment(inv, scenario, inv.cents - first, d + int(10, 40), `Restzahlung ${inv.invoiceNumber}`);
  } else if (scenario === "batch with numbers" || scenario === "batch without numbers") {
    const first = take((i) => i.invoiceNumber !== null && !i.creditMemo);
    if (!first) continue;
    const sameKind = (i: BenchInvoice) => i.partner === first.partner && i.invoiceNumber !== null && !i.creditMemo;
    const all = [first, ...Array.from({ length: int(1, 4) }, () => take(sameKind)).filter((i) => i !== undefined)];
    if (all.length === 1) used.delete(first.id);
    if (all.length === 1) continue;
    const purpose =
      scenario === "batch with numbers"
        ? `Sammelzahlung ${pick(["RE", "Rechnungen", ""])} ${all.map((i) => i.invoiceNumber).join(pick([", ", " ", " / "]))}`
        : pick(["Sammelueberweisung", "Ausgleich offene Posten", "Zahlung lt. Aufstellung"]);
    const d = Math.max(...all.map((i) => day(i.invoiceDate!))) + int(1, 20);
    const cents = all.reduce((sum, i) => sum + i.cents, 0);
    payment(first, scenario, cents, d, purpose, { truth: all.map((i) => i.id) });
  } else {
    const inv = take((i) =>
      scenario === "end-to-end id"
        ? i.documentType === "INCOMING_INVOICE" && !i.creditMemo
        : scenario === "exact" || !i.creditMemo,
    );
    if (!inv) continue;
    const purposes: Record<typeof scenario, () => string> = {
      exact: () => purposeFor(inv),
      "number typo": () => purposeFor(inv, inv.invoiceNumber && typo(inv.invoiceNumber)),
      "number missing": () => pick(["Vielen Dank", `KD-NR ${int(1000, 99999)}`, "Zahlung", "", "Ueberweisung"]),
      "end-to-end id": () => pick(["", "", "Zahlung"]),
    };
    // The product initiated the payment of an incoming invoice on its due date: the bank reports its id.
    const e2e = scenario === "end-to-end id" ? `BW-${pad(transactions.length, 6)}-${int(1000, 9999)}` : null;
    if (e2e) inv.paymentEndToEndIds = [e2e];
    const d = e2e ? day(inv.dueDate!) - int(0, 5) : payDay(inv);
    payment(inv, scenario, inv.cents, d, purposes[scenario](), e2e ? { endToEndId: e2e, counterpartyName: null } : {});
  }
}

// --- Run and evaluate -------------------------------------------------------------------------

const toMatch = invoices.map(({ partner: _p, cents: _c, skontoPercent: _s, ...inv }): MatchInvoice => inv);
const plainTx = transactions.map(({ truth: _t, case: _c, ...tx }): MatchTransaction => tx);
const started = performance.now();
const cpuStarted = process.cpuUsage();
const results = runMatching(plainTx, toMatch, OPTIONS);
const totalMs = performance.now() - started;
// CPU time of this process: less disturbed than wall time on a busy machine.
const cpu = process.cpuUsage(cpuStarted);
const cpuMs = (cpu.user + cpu.system) / 1000;

// The same procedure again, timing each transaction.
const timed = (f: () => void) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
const matcher = createMatcher(toMatch);
const latencies = [...plainTx]
  .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate))
  .map((tx) =>
    timed(() => {
      const [best] = matcher.match(tx, OPTIONS);
      if (best?.confidence === "AUTO") matcher.apply(best);
    }),
  );
// matchTransaction on its own (index built per call) with 500 open invoices.
const sample = toMatch.slice(0, 500);
const standalone = plainTx.slice(0, 300).map((tx) => timed(() => matchTransaction(tx, sample, OPTIONS)));

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
const pct = (n: number, d: number) => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)} %`);
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const COLUMNS = ["n", "AUTO", "AUTO right", "AUTO wrong", "top-1 right", "top-1 wrong", "no suggestion"] as const;
type Tally = Record<(typeof COLUMNS)[number], number>;
const tally = () => Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Tally;
const byCase = new Map<Case | "all", Tally>(SCENARIOS.map(([c]) => [c, tally()]));
const wrongAutos: Array<{ tx: BenchTransaction; result: TransactionMatchResult }> = [];
const withTruth = transactions.filter((tx) => tx.truth.length > 0).length;
transactions.forEach((tx, i) => {
  const result = results[i]!;
  const top = result.auto ?? result.suggestions[0];
  for (const key of [tx.case, "all"] as const) {
    const t = byCase.get(key) ?? byCase.set(key, tally()).get(key)!;
    t.n++;
    if (result.auto) t.AUTO++;
    if (result.auto) t[sameSet(result.auto.invoiceIds, tx.truth) ? "AUTO right" : "AUTO wrong"]++;
    t[!top ? "no suggestion" : sameSet(top.invoiceIds, tx.truth) ? "top-1 right" : "top-1 wrong"]++;
  }
  if (result.auto && !sameSet(result.auto.invoiceIds, tx.truth)) wrongAutos.push({ tx, result });
});
const all = byCase.get("all")!;

console.log(
  `Matching bench: ${invoices.length} invoices, ${PARTNERS} partners, ${transactions.length} transactions (${withTruth} paying invoices), seed ${SEED}`,
);
console.table(Object.fromEntries(byCase));
console.table({
  AUTO: { precision: pct(all["AUTO right"], all.AUTO), recall: pct(all["AUTO right"], withTruth) },
  "top-1 suggestion": {
    precision: pct(all["top-1 right"], all["top-1 right"] + all["top-1 wrong"]),
    recall: pct(all["top-1 right"], withTruth),
  },
});
const timing = (xs: number[], totalMs = xs.reduce((s, x) => s + x, 0), cpuMs?: number) => ({
  "tx/s": Math.round((xs.length / totalMs) * 1000),
  "CPU ms/tx": cpuMs === undefined ? "–" : (cpuMs / xs.length).toFixed(3),
  p50: `${percentile(xs, 50).toFixed(3)} ms`,
  p95: `${percentile(xs, 95).toFixed(3)} ms`,
  max: `${Math.max(...xs).toFixed(3)} ms`,
});
console.table({
  [`runMatching (${invoices.length} open at the start)`]: timing(latencies, totalMs, cpuMs),
  [`matchTransaction, ${sample.length} candidates`]: timing(standalone),
});
if (wrongAutos.length > 0) console.log("Wrong AUTO links:");
for (const { tx, result } of wrongAutos.slice(0, 10)) {
  const linked = `${result.auto!.invoiceIds.join()} (score ${result.auto!.score.toFixed(2)})`;
  console.log(`  ${tx.case}: ${tx.amount} "${tx.purpose}" pays [${tx.truth.join()}], linked ${linked}`);
}
