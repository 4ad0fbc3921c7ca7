/**
 * The matching engine: which open invoices a bank transaction pays. Pure logic, no I/O.
 *
 * Per transaction:
 *   1. Gate: only invoices in the transaction's currency whose direction fits its sign are
 *      candidates (an incoming invoice is paid by money leaving, an outgoing one by money
 *      arriving; credit memos the other way round).
 *   2. End-to-end id: a payment the product initiated for an invoice is that invoice, AUTO.
 *   3. Pruning: only invoices something points at are scored — the amount (open, amount due, Skonto),
 *      the IBAN, a number in the purpose (or one character off), the invoice date in the purpose,
 *      or the partner's name. The rest could score at most a declared partial payment plus DATE
 *      (0.23 with all checks enabled), below the suggest threshold; when the options make that
 *      reachable, every invoice is scored. With 3 000 open invoices a transaction typically
 *      scores a few dozen.
 *   4. The checks per candidate (checks.ts), their weighted score and combinations of several
 *      invoices (combinations.ts), ranked with confidences (scoring.ts).
 */
import {
  bestPartnerName,
  checkDate,
  checkIban,
  checkInvoiceDate,
  checkName,
  checkNumber,
  checkTotal,
  comparePartnerName,
  DISCOUNT_GRACE_DAYS,
  NAME_MIN_SIMILARITY,
  type NameMatch,
  TOTAL_SCORES,
} from "./checks.ts";
import { type Combination, findCombinations, MAX_POOL_SIZE, type PoolItem, toCents } from "./combinations.ts";
import { InvoiceIndex } from "./invoiceIndex.ts";
import {
  lessThanOpen,
  type PreparedInvoice,
  type PreparedPartner,
  type PreparedTransaction,
  prepareTransaction,
} from "./prepare.ts";
import { findNameWords } from "./names.ts";
import { MIN_SIMILAR_LENGTH } from "./purpose.ts";
import {
  type Candidate,
  COMBINATION_SIZE_PENALTY,
  rankCandidates,
  type ResolvedOptions,
  resolveOptions,
  weightedScore,
} from "./scoring.ts";
import type {
  MatchCheckName,
  MatchCheckResult,
  MatchInvoice,
  MatchOptions,
  MatchSuggestion,
  MatchTransaction,
  NameDetail,
  TransactionMatchResult,
} from "./types.ts";

/** Partners whose open invoices are searched for combinations per transaction. */
export const MAX_PARTNER_POOLS = 3;

export interface Matcher {
  /** Suggestions for one transaction, best first (see matchTransaction). */
  match(tx: MatchTransaction, options: MatchOptions): MatchSuggestion[];
  /** Links a suggestion: reduces the invoices' open amounts; settled invoices leave the matcher. */
  apply(suggestion: MatchSuggestion): void;
  /** The open amount the matcher holds for an invoice; null once settled (or never open). */
  openAmount(invoiceId: string): string | null;
}

/** One transaction's view of the index. */
class TransactionMatch {
  private readonly names = new Map<PreparedPartner, NameDetail>();
  private readonly checks = new Map<PreparedInvoice, MatchCheckResult[]>();
  /** Number cores in the purpose that are exactly some open invoice's number. */
  private readonly exactCores: Set<string>;
  /** The partner name words in the purpose (computed when first needed). */
  private purposeWords: Set<string> | undefined;

  constructor(
    private readonly index: InvoiceIndex,
    private readonly ptx: PreparedTransaction,
    private readonly options: ResolvedOptions,
  ) {
    this.exactCores = new Set(
      [...ptx.purpose.numbers.keys()].filter((core) => index.byNumberCore.get(core).length > 0),
    );
  }

  eligible(inv: PreparedInvoice): boolean {
    return inv.direction === this.ptx.sign && inv.currency === this.ptx.currency;
  }

  private nameOf(partner: PreparedPartner): NameDetail {
    let detail = this.names.get(partner);
    if (!detail) {
      const { ptx, index } = this;
      let counterparty: NameMatch | null = null;
      if (ptx.name) {
        const cache = index.similaritiesFor(ptx.name.joined);
        counterparty = cache.get(partner) ?? null;
        if (!cache.has(partner)) {
          counterparty = bestPartnerName(partner, ptx.name);
          cache.set(partner, counterparty);
        }
      }
      this.purposeWords ??= findNameWords(ptx.purpose.words, index.vocabulary);
      detail = comparePartnerName(partner, ptx, counterparty, this.purposeWords);
      this.names.set(partner, detail);
    }
    return detail;
  }

  /** The enabled checks of an invoice, in MATCH_CHECK_NAMES order (computed once). */
  checksOf(inv: PreparedInvoice): MatchCheckResult[] {
    const cached = this.checks.get(inv);
    if (cached) return cached;
    const { ptx, options } = this;
    const run: Record<MatchCheckName, (weight: number) => MatchCheckResult> = {
      TOTAL: (w) => checkTotal(inv, ptx, w),
      IBAN: (w) => checkIban(inv, ptx, w),
      NUMBER_IN_PURPOSE: (w) => checkNumber(inv, ptx, w, this.exactCores),
      DATE: (w) => checkDate(inv, ptx, w, options.dateWindowDays),
      INVOICE_DATE_IN_PURPOSE: (w) => checkInvoiceDate(inv, ptx, w),
      PARTNER_NAME: (w) => checkName(this.nameOf(inv.partner), w),
    };
    const results = [...options.weights].map(([check, weight]) => run[check](weight));
    this.checks.set(inv, results);
    return results;
  }

  /** The invoices something in the transaction points at (step 3 of the module comment). */
  anchored(): Iterable<PreparedInvoice> {
    const { index, ptx, options } = this;
    const partial =
      (options.weights.get("TOTAL") ?? 0) * TOTAL_SCORES.PARTIAL_DECLARED + (options.weights.get("DATE") ?? 0);
    if (partial >= options.suggestThreshold) return index.byId.values();
    const found = new Set<PreparedInvoice>();
    const addAll = (invoices: Iterable<PreparedInvoice>) => {
      for (const inv of invoices) found.add(inv);
    };
    if (ptx.abs !== null) addAll(index.byAmount.get(ptx.abs));
    if (ptx.iban !== null) addAll(index.byIban.get(ptx.iban));
    for (const [core, hits] of ptx.purpose.numbers) {
      addAll(index.byNumberCore.get(core));
      // A number no invoice has may be a typo of one (exact numbers are no typos, see checkNumber).
      if (this.exactCores.has(core)) continue;
      for (const n of new Set([core, ...hits.map((h) => h.body)])) {
        if (n.length >= MIN_SIMILAR_LENGTH - 1) addAll(index.byNumberVariant(n));
      }
    }
    for (const date of ptx.purpose.dates.keys()) addAll(index.byInvoiceDate.get(date));
    for (const partner of index.partners.values()) {
      const invoices = index.byPartner.get(partner.key);
      if (invoices.length > 0 && this.nameOf(partner).similarity >= NAME_MIN_SIMILARITY) addAll(invoices);
    }
    return found;
  }

  single(inv: PreparedInvoice): Candidate {
    const checks = this.checksOf(inv);
    return {
      invoiceIds: [inv.invoice.id],
      allocations: [{ invoiceId: inv.invoice.id, amount: this.ptx.abs! }],
      score: weightedScore(checks),
      checks,
      checksByInvoice: { [inv.invoice.id]: checks },
      reason: "SCORED",
    };
  }

  endToEnd(): Candidate | null {
    const { ptx } = this;
    if (ptx.endToEndId === null) return null;
    const hits = [...this.index.byEndToEndId.get(ptx.endToEndId)].filter((inv) => this.eligible(inv));
    if (hits.length !== 1) return null;
    return { ...this.single(hits[0]!), score: 1, reason: "END_TO_END_ID", endToEndId: ptx.endToEndId };
  }

  /** Pools of invoices that may have been paid together (see combinations.ts). */
  private pools(singles: readonly PreparedInvoice[]): PreparedInvoice[][] {
    const passed = (inv: PreparedInvoice, check: MatchCheckName) =>
      this.checksOf(inv).some((c) => c.check === check && c.passed);
    // Strictly below: an invoice of the whole amount is a single match, not part of a combination.
    const below = (inv: PreparedInvoice) => inv.open !== this.ptx.abs && !lessThanOpen(this.ptx, inv);
    const pools: PreparedInvoice[][] = [singles.filter((inv) => below(inv) && passed(inv, "NUMBER_IN_PURPOSE"))];
    const partners = new Map<PreparedPartner, number>();
    for (const inv of singles) {
      const strength = (passed(inv, "IBAN") ? 2 : 0) + (passed(inv, "PARTNER_NAME") ? 1 : 0);
      if (strength > 0) partners.set(inv.partner, Math.max(strength, partners.get(inv.partner) ?? 0));
    }
    const strongest = [...partners].sort((a, b) => b[1] - a[1]).slice(0, MAX_PARTNER_POOLS);
    for (const [partner] of strongest) {
      pools.push([...this.index.byPartner.get(partner.key)].filter((inv) => this.eligible(inv) && below(inv)));
    }
    // A large pool keeps the invoices named in the purpose, then those due closest to the booking.
    const distance = (inv: PreparedInvoice) => {
      const due = inv.dueDay ?? inv.invoiceDay;
      return (
        (passed(inv, "NUMBER_IN_PURPOSE") ? 0 : 1e6) +
        (due === null || this.ptx.day === null ? 1e5 : Math.abs(this.ptx.day - due))
      );
    };
    return pools
      .filter((pool) => pool.length >= 2)
      .map((pool) =>
        pool.length <= MAX_POOL_SIZE
          ? pool
          : pool.sort((a, b) => distance(a) - distance(b) || a.order - b.order).slice(0, MAX_POOL_SIZE),
      );
  }

  combinations(singles: readonly PreparedInvoice[]): Candidate[] {
    const target = toCents(this.ptx.abs!);
    if (target === null) return [];
    const found = new Map<string, Candidate>();
    for (const pool of this.pools(singles)) {
      const items: PoolItem<PreparedInvoice>[] = pool.map((inv) => ({ value: inv, options: this.poolOptions(inv) }));
      for (const combination of findCombinations(items, target)) {
        const candidate = this.combination(combination);
        const key = [...candidate.invoiceIds].sort().join(",");
        if (!found.has(key)) found.set(key, candidate);
      }
    }
    return [...found.values()];
  }

  private poolOptions(inv: PreparedInvoice): PoolItem<PreparedInvoice>["options"] {
    const day = this.ptx.day;
    const inTime = inv.discountUntilDay !== null && day !== null && day <= inv.discountUntilDay + DISCOUNT_GRACE_DAYS;
    const amounts = [
      { amount: inv.open, discount: false },
      ...(inTime ? inv.discountedAmounts : []).map((amount) => ({ amount, discount: true })),
    ];
    return amounts.flatMap(({ amount, discount }) => {
      const cents = toCents(amount);
      return cents === null ? [] : [{ amount, cents, discount }];
    });
  }

  private combination({ parts }: Combination<PreparedInvoice>): Candidate {
    const checksByInvoice: Record<string, MatchCheckResult[]> = {};
    for (const { value: inv, option } of parts) {
      checksByInvoice[inv.invoice.id] = this.checksOf(inv).map((c): MatchCheckResult => {
        if (c.check !== "TOTAL") return c;
        const kind = option.discount
          ? "DISCOUNT"
          : inv.amountDue !== null && inv.amountDue !== inv.open
            ? "OPEN_AMOUNT"
            : "EXACT";
        return {
          ...c,
          passed: true,
          score: TOTAL_SCORES[kind],
          detail: { kind, expected: option.amount, actual: option.amount },
        };
      });
    }
    const ids = parts.map((p) => p.value.invoice.id);
    const perInvoice = ids.map((id) => checksByInvoice[id]!);
    const checks: MatchCheckResult[] = [];
    for (const [check, weight] of this.options.weights) {
      const results = perInvoice.map((cs) => cs.find((c) => c.check === check)!);
      if (check === "TOTAL") {
        const named = perInvoice.every((cs) => cs.some((c) => c.check === "NUMBER_IN_PURPOSE" && c.passed));
        const discounted = parts.some((p) => p.option.discount);
        const score =
          (named ? TOTAL_SCORES.COMBINATION : TOTAL_SCORES.COMBINATION_WITHOUT_NUMBERS) *
          (discounted ? TOTAL_SCORES.DISCOUNT : 1);
        const detail = { kind: "COMBINATION" as const, expected: this.ptx.abs!, actual: this.ptx.abs! };
        checks.push({ check, passed: true, score, weight, detail });
        continue;
      }
      const passedInvoiceIds = ids.filter((_, i) => results[i]!.passed);
      checks.push({
        check,
        passed: passedInvoiceIds.length === ids.length,
        score: results.reduce((s, c) => s + c.score, 0) / results.length,
        weight,
        detail: { kind: "AGGREGATE", passedInvoiceIds, invoiceCount: ids.length },
      });
    }
    return {
      invoiceIds: ids,
      allocations: parts.map((p) => ({ invoiceId: p.value.invoice.id, amount: p.option.amount })),
      score: weightedScore(checks) * (1 - COMBINATION_SIZE_PENALTY * (parts.length - 1)),
      checks,
      checksByInvoice,
      reason: "COMBINATION",
    };
  }

  run(): MatchSuggestion[] {
    if (this.ptx.abs === null || this.ptx.sign === 0) return [];
    const endToEnd = this.endToEnd();
    if (endToEnd) return [{ ...endToEnd, confidence: "AUTO" }];
    if (this.options.weights.size === 0) return [];
    const singles = [...this.anchored()].filter((inv) => this.eligible(inv));
    const candidates = singles.map((inv) => this.single(inv));
    candidates.push(...this.combinations(singles));
    return rankCandidates(candidates, this.options);
  }
}

export function createMatcher(invoices: readonly MatchInvoice[]): Matcher {
  const index = new InvoiceIndex(invoices);
  return {
    match: (tx, options) => new TransactionMatch(index, prepareTransaction(tx), resolveOptions(options)).run(),
    apply(suggestion) {
      for (const { invoiceId, amount } of suggestion.allocations) {
        const inv = index.byId.get(invoiceId);
        if (!inv) continue;
        const total = suggestion.checksByInvoice[invoiceId]?.find((c) => c.check === "TOTAL");
        const settled = total?.detail.kind === "DISCOUNT" || total?.detail.kind === "EXACT";
        index.reduceOpenAmount(inv, amount, settled);
      }
    },
    openAmount: (invoiceId) => index.byId.get(invoiceId)?.open ?? null,
  };
}

/**
 * The invoices `tx` may pay among `candidates` (open invoices), best first: at most one AUTO (the
 * first), the others SUGGEST; nothing below the suggest threshold.
 */
export function matchTransaction(
  tx: MatchTransaction,
  candidates: readonly MatchInvoice[],
  options: MatchOptions,
): MatchSuggestion[] {
  return createMatcher(candidates).match(tx, options);
}

/**
 * Matches a batch in booking-date order (ties in input order), applying each AUTO link before
 * the next transaction, so partial payments and one payment for several invoices see the
 * reduced open amounts. Results in the order of `transactions`.
 */
export function runMatching(
  transactions: readonly MatchTransaction[],
  invoices: readonly MatchInvoice[],
  options: MatchOptions,
): TransactionMatchResult[] {
  const matcher = createMatcher(invoices);
  const results: TransactionMatchResult[] = new Array<TransactionMatchResult>(transactions.length);
  const order = transactions
    .map((tx, i) => ({ tx, i }))
    .sort((a, b) => a.tx.bookingDate.localeCompare(b.tx.bookingDate) || a.i - b.i);
  for (const { tx, i } of order) {
    const suggestions = matcher.match(tx, options);
    const auto = suggestions[0]?.confidence === "AUTO" ? suggestions[0] : null;
    if (auto) matcher.apply(auto);
    results[i] = { transactionId: tx.id, auto, suggestions: auto ? suggestions.slice(1) : suggestions };
  }
  return results;
}
