/**
 * The open invoices, indexed by what a transaction can point at: amount (open, amount due, Skonto),
 * IBAN, number core (and, for typos, its one-character deletions), invoice date, end-to-end id
 * and partner. Open amounts are reduced as payments are applied; settled invoices leave.
 */
import { compareDecimals, subtractDecimals } from "../../../src/lib/decimal.ts";
import type { NameMatch } from "./checks.ts";
import { distinctiveTokens, prepareName, trigramsOf } from "./names.ts";
import {
  partnerKeyOf,
  partnerNames,
  type PreparedInvoice,
  type PreparedPartner,
  prepareInvoice,
  setOpenAmount,
} from "./prepare.ts";
import { deletionVariants, MIN_SIMILAR_LENGTH, numberShape } from "./purpose.ts";
import type { MatchInvoice } from "./types.ts";

/** Counterparty names whose similarities to the partners are kept. */
const MAX_CACHED_NAMES = 5_000;

/** A multimap that keeps insertion order. */
class MultiMap<K, V> {
  private readonly map = new Map<K, V[]>();
  add(key: K, value: V): void {
    const values = this.map.get(key);
    if (!values) this.map.set(key, [value]);
    else if (!values.includes(value)) values.push(value);
  }
  delete(key: K, value: V): void {
    const values = this.map.get(key);
    const i = values?.indexOf(value) ?? -1;
    if (i >= 0) values!.splice(i, 1);
    if (values?.length === 0) this.map.delete(key);
  }
  get(key: K): readonly V[] {
    return this.map.get(key) ?? NONE;
  }
}
const NONE: readonly never[] = [];

/** The open invoices, indexed by what a transaction can point at. */
export class InvoiceIndex {
  readonly byId = new Map<string, PreparedInvoice>();
  /** Partners by key. */
  readonly partners = new Map<string, PreparedPartner>();
  /** Partners by their names as written, so the same names are normalised once. */
  private readonly partnersByNames = new Map<string, PreparedPartner>();
  readonly byAmount = new MultiMap<string, PreparedInvoice>();
  readonly byIban = new MultiMap<string, PreparedInvoice>();
  readonly byNumberCore = new MultiMap<string, PreparedInvoice>();
  /**
   * Invoice number cores and their one-character deletions, for typos (see deletionVariants);
   * built when first needed (a purpose with a number no invoice has exactly).
   */
  private variants: MultiMap<string, PreparedInvoice> | null = null;
  readonly byInvoiceDate = new MultiMap<string, PreparedInvoice>();
  readonly byEndToEndId = new MultiMap<string, PreparedInvoice>();
  readonly byPartner = new MultiMap<string, PreparedInvoice>();
  /** The distinctive words of all partner names with their trigrams (see findNameWords). */
  readonly vocabulary = new Map<string, Set<string>>();
  /** Counterparty name (normalised) → partner → best similarity: names recur, comparing is costly. */
  readonly nameCache = new Map<string, Map<PreparedPartner, NameMatch | null>>();

  constructor(invoices: readonly MatchInvoice[]) {
    invoices.forEach((invoice, order) => {
      if (this.byId.has(invoice.id)) return;
      const inv = prepareInvoice(invoice, order, (i) => this.partnerOf(i));
      if (inv) this.add(inv);
    });
    const tokens = [...this.partners.values()].flatMap((p) => p.names.flatMap(distinctiveTokens));
    for (const token of new Set(tokens)) this.vocabulary.set(token, trigramsOf(token));
  }

  /** The invoices whose number (core or body) may be one character off `number` (a core or body). */
  byNumberVariant(number: string): Set<PreparedInvoice> {
    if (!this.variants) {
      this.variants = new MultiMap();
      for (const inv of this.byId.values()) for (const key of this.variantKeys(inv)) this.variants.add(key, inv);
    }
    const found = new Set<PreparedInvoice>();
    for (const v of deletionVariants(number)) for (const inv of this.variants.get(v)) found.add(inv);
    return found;
  }

  private partnerOf(invoice: MatchInvoice): PreparedPartner {
    const names = partnerNames(invoice);
    const written = `${invoice.partnerId ?? ""}\n${names.join("\n")}`;
    let partner = this.partnersByNames.get(written);
    if (!partner) {
      const key = partnerKeyOf(invoice);
      partner = this.partners.get(key) ?? { key, names: [], numberShapes: new Set() };
      // Invoices may know different name variants (learned at different times): the partner has all.
      for (const name of names) {
        const prepared = partner.names.some((n) => n.original === name.trim()) ? null : prepareName(name);
        if (prepared) partner.names.push(prepared);
      }
      this.partners.set(key, partner);
      this.partnersByNames.set(written, partner);
    }
    return partner;
  }

  /** The cache of similarities for one counterparty name; bounded, cleared when full. */
  similaritiesFor(name: string): Map<PreparedPartner, NameMatch | null> {
    let cache = this.nameCache.get(name);
    if (!cache) {
      if (this.nameCache.size >= MAX_CACHED_NAMES) this.nameCache.clear();
      cache = new Map();
      this.nameCache.set(name, cache);
    }
    return cache;
  }

  private variantKeys(inv: PreparedInvoice): string[] {
    if (inv.numberVariants) return inv.numberVariants;
    const n = inv.numbers.find((x) => x.field === "INVOICE_NUMBER");
    const keys = n ? [n.core, n.body].filter((x) => x.length >= MIN_SIMILAR_LENGTH).flatMap(deletionVariants) : [];
    inv.numberVariants = [...new Set(keys)];
    return inv.numberVariants;
  }

  private amountKeys(inv: PreparedInvoice): string[] {
    return [inv.open, ...(inv.amountDue ? [inv.amountDue] : []), ...inv.discountedAmounts];
  }

  private add(inv: PreparedInvoice): void {
    this.byId.set(inv.invoice.id, inv);
    const own = inv.numbers.find((n) => n.field === "INVOICE_NUMBER");
    if (own) inv.partner.numberShapes.add(numberShape(own.body));
    for (const key of this.amountKeys(inv)) this.byAmount.add(key, inv);
    for (const iban of [inv.invoiceIban, ...inv.partnerIbans]) if (iban) this.byIban.add(iban, inv);
    for (const n of inv.numbers) this.byNumberCore.add(n.core, inv);
    if (this.variants) for (const key of this.variantKeys(inv)) this.variants.add(key, inv);
    if (inv.invoice.invoiceDate) this.byInvoiceDate.add(inv.invoice.invoiceDate, inv);
    for (const id of inv.endToEndIds) this.byEndToEndId.add(id, inv);
    this.byPartner.add(inv.partner.key, inv);
  }

  remove(inv: PreparedInvoice): void {
    this.byId.delete(inv.invoice.id);
    for (const key of this.amountKeys(inv)) this.byAmount.delete(key, inv);
    for (const iban of [inv.invoiceIban, ...inv.partnerIbans]) if (iban) this.byIban.delete(iban, inv);
    for (const n of inv.numbers) this.byNumberCore.delete(n.core, inv);
    if (this.variants) for (const key of this.variantKeys(inv)) this.variants.delete(key, inv);
    if (inv.invoice.invoiceDate) this.byInvoiceDate.delete(inv.invoice.invoiceDate, inv);
    for (const id of inv.endToEndIds) this.byEndToEndId.delete(id, inv);
    this.byPartner.delete(inv.partner.key, inv);
  }

  /** Reduces the open amount by a payment; the invoice leaves the index when settled. */
  reduceOpenAmount(inv: PreparedInvoice, paid: string, settled: boolean): void {
    const rest = subtractDecimals(inv.open, paid);
    for (const key of this.amountKeys(inv)) this.byAmount.delete(key, inv);
    if (settled || compareDecimals(rest, "0") <= 0) {
      this.remove(inv);
      return;
    }
    setOpenAmount(inv, rest);
    for (const key of this.amountKeys(inv)) this.byAmount.add(key, inv);
  }
}
