/**
 * The capture development set: the public e-invoice corpora's known values printed in 34
 * layouts of our own (./layouts.ts), read back with readPdfText + extractInvoiceFields and
 * compared with what was printed. Invoices and layouts are both split: the dev part (dev
 * layouts × dev invoices) is what the extractor is tuned on, the held-out part (held-out
 * layouts × held-out invoices) is only measured. Used by `npm run bench:capture` and by the
 * dev-set test; the PDFs are generated on the fly, never stored. Not used by the application.
 */
import type { ExtractedInvoiceFields, ExtractedValue } from "../../domain/capture/types.ts";
import { extractInvoiceFields, FILL_THRESHOLD, SUGGESTION_THRESHOLD } from "../../domain/extraction/index.ts";
import { readPdfText } from "../../domain/extraction/pdfText.ts";
import { sameValue } from "../extractionCorpus.ts";
import { buyerOf, type DevInvoice, loadDevInvoices, rng, sellerOf } from "./data.ts";
import { type Layout, LAYOUTS, renderLayout } from "./layouts.ts";

export { LAYOUTS, type Layout };

/** The fields the acceptance criteria score. */
export const SCORED_FIELDS = [
  "invoiceNumber",
  "invoiceDate",
  "net",
  "vatAmount",
  "total",
  "partnerName",
  "partnerVatId",
  "iban",
] as const;
/** Reported beside them. */
export const EXTRA_FIELDS = ["dueDate", "isCreditMemo"] as const;
export const DEV_FIELDS = [...SCORED_FIELDS, ...EXTRA_FIELDS] as const;
export type DevField = (typeof DEV_FIELDS)[number];

export interface DevSample {
  id: string;
  layout: Layout;
  invoice: DevInvoice;
  /** Expected values; for documents that are no invoice, none (anything filled is wrong). */
  expected: Partial<Record<DevField, unknown>>;
  /** Whether the document is an invoice or credit note (else nothing may be read). */
  isInvoice: boolean;
  pdf: Uint8Array;
}

/** Which part an invoice belongs to: about a third held out, by a hash of its key. */
export function invoiceSplit(inv: DevInvoice): "dev" | "heldout" {
  return rng(`split|${inv.key}`)() < 0.34 ? "heldout" : "dev";
}

/** The samples of a part: each invoice of the part printed in `perInvoice` of the part's layouts. */
export async function buildDevSet(
  split: "dev" | "heldout",
  perInvoice = split === "dev" ? 8 : 6,
): Promise<DevSample[]> {
  const layouts = LAYOUTS.filter((l) => l.split === split);
  const invoices = loadDevInvoices().filter((i) => invoiceSplit(i) === split);
  const samples: DevSample[] = [];
  for (const [n, inv] of invoices.entries()) {
    for (let k = 0; k < perInvoice; k++) {
      const layout = layouts[(n * perInvoice + k) % layouts.length]!;
      const seed = `${inv.key}|${layout.id}`;
      const seller = sellerOf(inv.invoice, layout.country, seed);
      const buyer = buyerOf(inv.invoice, seed);
      const printed = await renderLayout(layout, inv.invoice, seller, buyer);
      const isInvoice = layout.kind === "invoice" || layout.kind === "credit";
      const i = inv.invoice;
      const expected: DevSample["expected"] = isInvoice
        ? {
            invoiceNumber: i.invoiceNumber,
            invoiceDate: i.invoiceDate,
            net: i.net,
            vatAmount: i.vatAmount,
            total: i.total,
            partnerName: seller.name,
            partnerVatId: seller.vatId,
            // With a direct debit the recipient's account is printed too; the seller's stays in the footer.
            iban: seller.iban,
            dueDate: printed.shown.dueDate,
            isCreditMemo: layout.kind === "credit" || i.isCreditMemo,
          }
        : {};
      samples.push({ id: `${layout.id}/${inv.source}`, layout, invoice: inv, expected, isInvoice, pdf: printed.pdf });
    }
  }
  return samples;
}

export type DevOutcome = "correct" | "wrong" | "missed" | "none";
export interface DevFieldResult {
  expected?: unknown;
  got?: unknown;
  confidence?: number;
  /** Outcome counting only filled values (≥ FILL_THRESHOLD). */
  filled: DevOutcome;
  /** Outcome counting suggestions too (≥ SUGGESTION_THRESHOLD). */
  offered: DevOutcome;
}
export interface DevSampleResult {
  id: string;
  layout: string;
  pages: number;
  /** Time of readPdfText alone, ms. */
  textMs: number;
  /** Time of extractInvoiceFields, ms. */
  extractMs: number;
  fields: Record<DevField, DevFieldResult>;
}

function outcome(
  found: ExtractedValue<unknown> | undefined,
  threshold: number,
  field: DevField,
  expected: unknown,
  isInvoice: boolean,
): DevOutcome {
  const has = expected !== undefined && expected !== "";
  const f = found && found.confidence >= threshold ? found : undefined;
  if (!f) return has ? "missed" : "none";
  if (!isInvoice) return "wrong";
  if (!has) return field === "isCreditMemo" || field === "dueDate" ? "none" : "wrong";
  return sameValue(field, f.value, expected) ? "correct" : "wrong";
}

/** Reads one sample and compares. */
export async function measureSample(sample: DevSample): Promise<DevSampleResult> {
  const t0 = performance.now();
  const { pages, layout } = await readPdfText(sample.pdf);
  const t1 = performance.now();
  const fields: ExtractedInvoiceFields = extractInvoiceFields(pages, { layout });
  const t2 = performance.now();
  const out = {} as Record<DevField, DevFieldResult>;
  for (const field of DEV_FIELDS) {
    const found = fields[field] as ExtractedValue<unknown> | undefined;
    const expected = sample.expected[field];
    out[field] = {
      ...(expected !== undefined ? { expected } : {}),
      ...(found ? { got: found.value, confidence: found.confidence } : {}),
      filled: outcome(found, FILL_THRESHOLD, field, expected, sample.isInvoice),
      offered: outcome(found, SUGGESTION_THRESHOLD, field, expected, sample.isInvoice),
    };
  }
  return {
    id: sample.id,
    layout: sample.layout.id,
    pages: pages.length,
    textMs: t1 - t0,
    extractMs: t2 - t1,
    fields: out,
  };
}

export interface Tally {
  expected: number;
  correct: number;
  wrong: number;
  precision: number;
  recall: number;
}
const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);
export function tally(results: DevFieldResult[], which: "filled" | "offered"): Tally {
  const n = (o: DevOutcome) => results.filter((r) => r[which] === o).length;
  const correct = n("correct");
  const wrong = n("wrong");
  const expected = results.filter((r) => r.expected !== undefined && r.expected !== "").length;
  return { expected, correct, wrong, precision: ratio(correct, correct + wrong), recall: ratio(correct, expected) };
}

export interface CalibrationBand {
  band: string;
  from: number;
  values: number;
  right: number;
  share: number;
}
/** Share of right values per confidence band (values that can be checked: invoices' scored fields and anything read from a non-invoice). */
export function calibration(
  results: DevSampleResult[],
  fields: readonly DevField[] = SCORED_FIELDS,
): CalibrationBand[] {
  const bands = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];
  return bands.map((from, i) => {
    const to = bands[i + 1] ?? 1.01;
    const rs = results.flatMap((r) =>
      fields
        .map((f) => r.fields[f])
        .filter((x) => x.confidence !== undefined && x.confidence >= from && x.confidence < to && x.offered !== "none"),
    );
    const right = rs.filter((x) => x.offered === "correct").length;
    return {
      band: `${from.toFixed(2)}–${Math.min(1, to).toFixed(2)}`,
      from,
      values: rs.length,
      right,
      share: ratio(right, rs.length),
    };
  });
}

/** Precision and recall of the scored fields if values were filled from each threshold on. */
export function thresholdSweep(results: DevSampleResult[]): { threshold: number; precision: number; recall: number }[] {
  const rs = results.flatMap((r) => SCORED_FIELDS.map((f) => r.fields[f]));
  const expected = rs.filter((x) => x.expected !== undefined && x.expected !== "").length;
  return [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8, 0.9].map((threshold) => {
    const filled = rs.filter((x) => x.confidence !== undefined && x.confidence >= threshold && x.offered !== "none");
    const right = filled.filter((x) => x.offered === "correct").length;
    return { threshold, precision: ratio(right, filled.length), recall: ratio(right, expected) };
  });
}

export interface DevReport {
  split: "dev" | "heldout";
  samples: DevSampleResult[];
  perField: { field: DevField; filled: Tally; offered: Tally }[];
  overall: { filled: Tally; offered: Tally };
  perLayout: { layout: string; samples: number; filled: Tally; offered: Tally }[];
  calibration: CalibrationBand[];
  sweep: { threshold: number; precision: number; recall: number }[];
  onePageTextMs: { p50: number; p95: number; max: number };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

export async function measureDevSet(split: "dev" | "heldout"): Promise<DevReport> {
  const samples = await buildDevSet(split);
  const results: DevSampleResult[] = [];
  // pdf.js loads its worker code on the first document: warm it up so timings show the steady state.
  if (samples[0]) await readPdfText(samples[0].pdf);
  for (const s of samples) results.push(await measureSample(s));
  const perField = DEV_FIELDS.map((field) => {
    const rs = results.map((r) => r.fields[field]);
    return { field, filled: tally(rs, "filled"), offered: tally(rs, "offered") };
  });
  const scored = (rs: DevSampleResult[]) => rs.flatMap((r) => SCORED_FIELDS.map((f) => r.fields[f]));
  const layouts = [...new Set(results.map((r) => r.layout))];
  const onePage = results.filter((r) => r.pages === 1).map((r) => r.textMs);
  return {
    split,
    samples: results,
    perField,
    overall: { filled: tally(scored(results), "filled"), offered: tally(scored(results), "offered") },
    perLayout: layouts.map((layout) => {
      const rs = results.filter((r) => r.layout === layout);
      return { layout, samples: rs.length, filled: tally(scored(rs), "filled"), offered: tally(scored(rs), "offered") };
    }),
    calibration: calibration(results),
    sweep: thresholdSweep(results),
    onePageTextMs: { p50: percentile(onePage, 50), p95: percentile(onePage, 95), max: percentile(onePage, 100) },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Prints a report: per field, per layout, calibration, wrong values (dev only), timing. */
export function printDevReport(report: DevReport, opts: { showWrong?: boolean } = {}): void {
  console.log(
    `\nDevelopment set, ${report.split} part: ${report.samples.length} PDFs in ${report.perLayout.length} layouts; fill ≥ ${FILL_THRESHOLD}, suggest ≥ ${SUGGESTION_THRESHOLD}`,
  );
  const row = (t: { filled: Tally; offered: Tally }) => ({
    expected: t.filled.expected,
    "filled right": t.filled.correct,
    "filled wrong": t.filled.wrong,
    "precision (filled)": pct(t.filled.precision),
    "recall (filled)": pct(t.filled.recall),
    "recall (with suggestions)": pct(t.offered.recall),
    "suggestions wrong": t.offered.wrong - t.filled.wrong,
  });
  console.table(
    Object.fromEntries([...report.perField.map((f) => [f.field, row(f)]), ["overall (scored 8)", row(report.overall)]]),
  );
  console.log("Per layout (the 8 scored fields):");
  console.table(Object.fromEntries(report.perLayout.map((l) => [l.layout, { samples: l.samples, ...row(l) }])));
  console.log("Calibration: share of right values per confidence band (scored fields, filled and suggested):");
  console.table(
    Object.fromEntries(
      report.calibration.map((b) => [
        b.band,
        { values: b.values, right: b.right, share: b.values ? pct(b.share) : "–" },
      ]),
    ),
  );
  console.log("Filling from other thresholds (scored fields): precision and recall");
  console.table(
    Object.fromEntries(
      report.sweep.map((t) => [t.threshold.toFixed(2), { precision: pct(t.precision), recall: pct(t.recall) }]),
    ),
  );
  console.log(
    `Text extraction (readPdfText) of a one-page PDF (target ≤ 40 ms): p50 ${report.onePageTextMs.p50} ms, p95 ${report.onePageTextMs.p95} ms, max ${report.onePageTextMs.max} ms`,
  );
  if (opts.showWrong) {
    const wrong = report.samples.flatMap((s) =>
      DEV_FIELDS.filter((f) => s.fields[f].offered === "wrong").map((f) => ({
        sample: s.id.slice(0, 60),
        field: f,
        expected: JSON.stringify(s.fields[f].expected ?? null),
        got: JSON.stringify(s.fields[f].got),
        confidence: s.fields[f].confidence,
      })),
    );
    if (wrong.length) {
      console.log("Wrong values (filled or suggested):");
      console.table(wrong.slice(0, 200));
    }
  }
}
