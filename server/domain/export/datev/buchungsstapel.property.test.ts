// Property test of the Buchungsstapel: for 2 000 generated documents (seeded, so every run is the
// same) with several VAT rates per document, NET and GROSS items, items on the unusual side, cost
// centre splits, credit notes and foreign currencies, the per-document sums of the written lines
// equal each document's gross total to the cent, both in the writer's summary and in the file read
// back. The expected totals are worked out here in integer cents, independently of the writer.
import { describe, expect, it } from "vitest";
import type { BookingDocument, BookingItem, BookingVat } from "../model.ts";
import { validateForDatev, writeBuchungsstapel } from "./buchungsstapel.ts";
import { parseBuchungsstapel } from "./parse.ts";
import { company, options, period } from "./testDocuments.ts";

/** mulberry32: a small seeded generator, [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const centsText = (cents: bigint): string => {
  const abs = cents < 0n ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
  return cents < 0n ? `-${text}` : text;
};
const toCents = (amount: string): bigint => {
  const [whole, fraction = ""] = amount.replace("-", "").split(".");
  const cents = BigInt(whole!) * 100n + BigInt((fraction + "00").slice(0, 2));
  return amount.startsWith("-") ? -cents : cents;
};

/** Percentages in hundredths of a percent, with their VAT types and DATEV keys. */
const VATS: { vat: BookingVat | null; hundredths: bigint }[] = [
  { vat: { code: "9", percentage: "19", type: "INPUT_TAX" }, hundredths: 1900n },
  { vat: { code: "8", percentage: "7", type: "INPUT_TAX" }, hundredths: 700n },
  { vat: { code: "3", percentage: "19", type: "OUTPUT_TAX" }, hundredths: 1900n },
  { vat: { code: "2", percentage: "7", type: "OUTPUT_TAX" }, hundredths: 700n },
  { vat: { code: "240", percentage: "5.5", type: "OUTPUT_TAX" }, hundredths: 550n },
  { vat: { code: "240", percentage: "20", type: "OUTPUT_TAX" }, hundredths: 2000n },
  { vat: { code: "94", percentage: "19", type: "REVERSE_CHARGE" }, hundredths: 1900n },
  { vat: { code: null, percentage: "0", type: "TAX_FREE" }, hundredths: 0n },
  { vat: null, hundredths: 0n },
];

/** An item's gross in cents as DATEV's Umsatz: tax added (half up) only where DATEV computes tax. */
function expectedGross(cents: bigint, amountType: "NET" | "GROSS", entry: (typeof VATS)[number]): bigint {
  const taxed = entry.vat !== null && (entry.vat.type === "INPUT_TAX" || entry.vat.type === "OUTPUT_TAX");
  if (amountType === "GROSS" || !taxed || entry.hundredths === 0n) return cents;
  return (cents * (10_000n + entry.hundredths) + 5_000n) / 10_000n;
}

const CURRENCIES: { currency: string; rate: string | null }[] = [
  { currency: "EUR", rate: null },
  { currency: "EUR", rate: null },
  { currency: "USD", rate: "1.0825" },
  { currency: "GBP", rate: "1.1937" },
  { currency: "JPY", rate: "161.23" },
];

interface Generated {
  document: BookingDocument;
  /** |Σ usual side − Σ other side| of the items' gross, in cents. */
  total: bigint;
}

function generate(index: number, random: () => number): Generated {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const outgoing = random() < 0.5;
  const usualSide = outgoing ? "CREDIT" : "DEBIT";
  const otherSide = outgoing ? "DEBIT" : "CREDIT";
  const { currency, rate } = pick(CURRENCIES);
  const items: BookingItem[] = [];
  let total = 0n;
  const itemCount = 1 + Math.floor(random() * 5);
  for (let i = 0; i < itemCount; i++) {
    // The first item is on the usual side and the largest, so the total stays on the usual side.
    const unusual = i > 0 && random() < 0.15;
    const cents = unusual
      ? BigInt(1 + Math.floor(random() * 5_000))
      : BigInt(10_000 + Math.floor(random() * 50_000_000));
    const amountType = random() < 0.5 ? "NET" : "GROSS";
    const entry = pick(VATS);
    const gross = expectedGross(cents, amountType, entry);
    total += unusual ? -gross : gross;
    const split = random() < 0.2;
    const first = cents / 3n;
    const second = random() < 0.5 ? cents - first : (cents - first) / 2n;
    items.push({
      rowId: `i-${index}-${i}`,
      title: `Position ${i}`,
      bookingType: unusual ? otherSide : usualSide,
      amount: centsText(cents),
      amountType,
      generalLedgerAccountNumber: outgoing ? "8400" : "4980",
      vat: entry.vat,
      costCenters: split
        ? [
            { number: "100", amount: centsText(first) },
            { number: "200", amount: centsText(second) },
          ]
        : [],
      costUnits: [],
    });
  }
  const day = String(1 + Math.floor(random() * 31)).padStart(2, "0");
  const document: BookingDocument = {
    documentRowId: `doc-${index}`,
    documentUrl: `https://app.belegwerk.test/documents/doc-${index}`,
    documentType: outgoing ? "OUTGOING_INVOICE" : "INCOMING_INVOICE",
    categoryName: null,
    invoiceNumber: random() < 0.1 ? `RE ${index}.${index % 7}` : `RE-${index}`,
    internalNumber: `B-${index}`,
    invoiceDate: `2025-03-${day}`,
    dueDate: null,
    creditMemo: random() < 0.2,
    currency,
    conversionRate: rate,
    total: centsText(total < 0n ? -total : total),
    net: null,
    vatAmount: null,
    discountPercent: null,
    discountAmount: null,
    discountUntil: null,
    partner: {
      name: `Partner ${index}`,
      accountNumber: outgoing ? "10001" : "70001",
      vatId: null,
      countryCode: "DE",
      iban: null,
      bic: null,
    },
    items,
  };
  return { document, total: total < 0n ? -total : total };
}

describe("Buchungsstapel property: per-document sums are the gross totals", () => {
  it("for 2 000 seeded documents, streamed, in the summary and in the file read back", async () => {
    const random = seeded(20250331);
    const expected = new Map<string, bigint>();
    const seen = new Set<string>();
    let generated = 0;
    async function* documents(): AsyncGenerator<BookingDocument> {
      for (let i = 0; i < 2_000; i++) {
        const { document, total } = generate(i, random);
        expect(validateForDatev(company, period, document, options), document.documentRowId).toEqual([]);
        expected.set(document.documentRowId, total);
        if (document.creditMemo) seen.add("credit note");
        if (document.currency !== company.currency) seen.add("foreign currency");
        if (new Set(document.items.map((it) => it.vat?.percentage)).size > 1) seen.add("multi-VAT");
        for (const it of document.items) {
          seen.add(it.amountType);
          if (it.costCenters.length > 1) seen.add("cost-centre split");
          if (it.bookingType !== document.items[0]!.bookingType) seen.add("item on the other side");
        }
        generated++;
        yield document;
      }
    }
    const output = writeBuchungsstapel({
      company,
      period,
      options: { ...options, chunkSize: 16_384 },
      documents: documents(),
    });
    const parts: Uint8Array[] = [];
    let generatedAtFirstChunk = -1;
    for await (const chunk of output.chunks) {
      if (parts.length === 0) generatedAtFirstChunk = generated;
      parts.push(chunk);
    }
    const summary = await output.summary;
    // Streamed: the first chunk left long before the last document was made.
    expect(generatedAtFirstChunk).toBeLessThan(200);
    expect(summary.documentCount).toBe(2_000);

    for (const [rowId, total] of expected) {
      expect(toCents(summary.documents.get(rowId)!.total), rowId).toBe(total);
    }

    const parsed = parseBuchungsstapel(Buffer.concat(parts));
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toHaveLength(summary.lineCount);
    const signed = new Map<string, bigint>();
    for (const line of parsed.lines) {
      const rowId = line.link.slice(line.link.lastIndexOf("/") + 1);
      signed.set(rowId, (signed.get(rowId) ?? 0n) + (line.side === "S" ? 1n : -1n) * toCents(line.amount));
    }
    for (const [rowId, total] of expected) {
      const sum = signed.get(rowId)!;
      expect(sum < 0n ? -sum : sum, rowId).toBe(total);
    }
    // The generator reached every case.
    expect([...seen].sort()).toEqual(
      [
        "credit note",
        "foreign currency",
        "multi-VAT",
        "NET",
        "GROSS",
        "cost-centre split",
        "item on the other side",
      ].sort(),
    );
  });
});
