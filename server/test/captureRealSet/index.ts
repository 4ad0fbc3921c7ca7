/**
 * The real capture set: hybrid e-invoices (ZUGFeRD / Factur-X) from public repositories, made
 * by different software (testdata/einvoice-real/<source>/, see its README). The embedded XML,
 * read with the application's own e-invoice parser, is the truth; the fields are extracted from
 * the printed text alone (readPdfText + extractInvoiceFields, as for an upload without XML).
 * Split by source: the "tune" part may be looked at while improving the extractor, the
 * "heldout" part (other sources, other generators) is only measured. Used by
 * `npm run bench:capture:real` and realSet.test.ts; not used by the application.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EInvoice, ExtractedInvoiceFields, ExtractedValue } from "../../domain/capture/types.ts";
import { parseEInvoiceXml } from "../../domain/einvoice/index.ts";
import { extractInvoiceFields, FILL_THRESHOLD, SUGGESTION_THRESHOLD } from "../../domain/extraction/index.ts";
import { openPdf, readPdfText } from "../../domain/extraction/pdfText.ts";
import { sameValue } from "../extractionCorpus.ts";
import {
  calibration,
  DEV_FIELDS,
  type DevField,
  type DevFieldResult,
  type DevOutcome,
  type DevSampleResult,
  SCORED_FIELDS,
  type Tally,
  tally,
  thresholdSweep,
} from "../captureDevSet/index.ts";

export const REAL_SET_DIR = path.resolve(import.meta.dirname, "../../../testdata/einvoice-real");

/**
 * Sources (folders) per part: a generator's layout is never in both. The tuning part is the seven
 * sources the extractor was improved on (the six after zugferd-corpus were held out until then);
 * the held-out part is six sources added afterwards and never looked at while tuning (see the
 * README: four of them are single-file generators, fnfe-facturx-2022 shares akretion's template,
 * ferd-zugferd20 the FeRD examples' business cases).
 */
export const REAL_SPLIT: Record<"tune" | "heldout", readonly string[]> = {
  tune: [
    "zugferd-corpus",
    "mustangproject",
    "horstoeko-zugferd",
    "akretion-factur-x",
    "ferd-zugferd22",
    "ferd-zugferd24",
    "symtrax",
  ],
  heldout: [
    "tulo-einvoice",
    "securibox-facturx",
    "facturx-php",
    "facturx-cas-limites",
    "fnfe-facturx-2022",
    "ferd-zugferd20",
  ],
};

export interface RealSample {
  id: string;
  source: string;
  pdf: Uint8Array;
  expected: Partial<Record<DevField, unknown>>;
}

/** The embedded e-invoice XML of a hybrid PDF (the first attachment the parser accepts). */
async function embeddedTruth(pdf: Uint8Array) {
  const doc = await openPdf(pdf);
  try {
    const atts = (await doc.getAttachments()) as Record<string, { content?: Uint8Array }> | null;
    for (const a of Object.values(atts ?? {})) {
      if (!a.content) continue;
      try {
        return parseEInvoiceXml(a.content).invoice;
      } catch {
        // not an e-invoice (another attachment)
      }
    }
    return undefined;
  } finally {
    await doc.destroy();
  }
}

/** Files whose embedded XML's total is printed nowhere (another invoice's XML): left out, listed in the report. */
export const mismatched: string[] = [];

/** Whether an amount appears in the text in a usual form: 1.234,56 / 1234,56 / 1,234.56 / 1234.56 (sign ignored). */
export function printsAmount(text: string, amount: string): boolean {
  const [int = "0", frac = ""] = amount.replace(/^-/, "").split(".");
  const cents = (frac + "00").slice(0, 2);
  const grouped = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const forms = [
    `${int},${cents}`,
    `${int}.${cents}`,
    `${grouped(".")},${cents}`,
    `${grouped(",")}.${cents}`,
    `${grouped(" ")},${cents}`,
  ];
  return forms.some((f) => new RegExp(`(?<![\\d.,])${f.replace(/\./g, "\\.")}(?![\\d])`).test(text));
}

/** Letters and digits only, upper case: "DE 123 456 789" and "de123456789" compare equal. */
const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * What the print of a hybrid invoice can be scored against: the embedded XML's values, except
 * where the XML says something the print cannot show.
 * - With a direct debit the XML's account is the buyer's, not what the seller prints to be paid to.
 * - A seller VAT id or IBAN that is printed nowhere (a placeholder, another registration, a tax
 *   number in the VAT id's place) is unverifiable: not scored.
 * - A correction invoice with a negative total is a credit by its effect and an invoice by its
 *   type code: whether it is a credit note is not scored.
 */
export function expectedFields(inv: EInvoice["invoice"], text: string): Partial<Record<DevField, unknown>> {
  const printed = (value: string | undefined) =>
    value !== undefined && value !== "" && compact(text).includes(compact(value));
  const vatId = inv.seller.vatId;
  const iban = inv.payment.meansCode === "59" ? undefined : inv.payment.iban;
  const negative = (inv.total ?? "").startsWith("-");
  return {
    invoiceNumber: inv.invoiceNumber,
    invoiceDate: inv.invoiceDate,
    net: inv.net,
    vatAmount: inv.vatAmount,
    total: inv.total,
    partnerName: inv.seller.name,
    partnerVatId: vatId && /^[A-Z]{2}/i.test(vatId.trim()) && printed(vatId) ? vatId : undefined,
    iban: printed(iban) ? iban : undefined,
    dueDate: inv.dueDate,
    isCreditMemo: negative && !inv.isCreditMemo ? undefined : inv.isCreditMemo,
  };
}

export async function loadRealSet(split: "tune" | "heldout"): Promise<RealSample[]> {
  const out: RealSample[] = [];
  for (const source of REAL_SPLIT[split]) {
    const dir = path.join(REAL_SET_DIR, source);
    for (const file of readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith(".pdf"))
      .sort()) {
      const pdf = new Uint8Array(readFileSync(path.join(dir, file)));
      const inv = await embeddedTruth(pdf.slice());
      if (!inv) throw new Error(`${source}/${file}: no readable embedded e-invoice`);
      // Some samples embed an XML of another invoice than the one printed: no truth for the print.
      const { pages } = await readPdfText(pdf.slice());
      if (inv.total && !printsAmount(pages.join("\n"), inv.total)) {
        mismatched.push(`${source}/${file}`);
        continue;
      }
      out.push({ id: `${source}/${file}`, source, pdf, expected: expectedFields(inv, pages.join("\n")) });
    }
  }
  return out;
}

/** An amount with its sign turned when `credit` (as a credit note's amounts count): "100.00" → "-100.00". */
const signed = (amount: string, credit: boolean) =>
  !credit ? amount : amount.startsWith("-") ? amount.slice(1) : `-${amount}`;

/**
 * Whether an extracted amount is the XML's amount: the same figure as stated, or the same signed
 * amount as the product stores it. A credit note's amounts are stated without a minus and the
 * credit flag turns them, while an invoice with negative amounts keeps its sign; so XML type 380
 * with −100.00 is also read right as 100.00 with the credit flag (`creditRead`, the flag capture
 * would store). A credit note read with its minus AND the flag would count twice: wrong. Whether
 * the credit flag itself was read is scored as its own field.
 */
export function sameSignedAmount(
  field: "net" | "vatAmount" | "total",
  got: string,
  creditRead: boolean,
  expected: string,
  creditExpected: boolean,
): boolean {
  if (sameValue(field, got, expected) && !(creditRead && got.startsWith("-"))) return true;
  return sameValue(field, signed(got, creditRead), signed(expected, creditExpected));
}

function outcome(
  found: ExtractedValue<unknown> | undefined,
  threshold: number,
  field: DevField,
  expected: unknown,
  credit: { expected: boolean; read: boolean },
): DevOutcome {
  const has = expected !== undefined && expected !== "";
  const f = found && found.confidence >= threshold ? found : undefined;
  if (!f) return has ? "missed" : "none";
  // The XML has no value to compare with: unverifiable, not counted.
  if (!has) return "none";
  if (
    (field === "net" || field === "vatAmount" || field === "total") &&
    typeof f.value === "string" &&
    typeof expected === "string"
  )
    return sameSignedAmount(field, f.value, credit.read, expected, credit.expected) ? "correct" : "wrong";
  // The seller's name with or without its legal form ("Au bon moulin SARL" / "Au bon moulin") names the same seller.
  if (field === "partnerName" && typeof f.value === "string" && typeof expected === "string")
    return sameValue(field, withoutLegalForm(f.value), withoutLegalForm(expected)) ? "correct" : "wrong";
  return sameValue(field, f.value, expected) ? "correct" : "wrong";
}

const withoutLegalForm = (name: string) =>
  name
    .replace(/[\s,]+(?:GmbH(?:\s*&\s*Co\.?\s*KG)?|AG|KG|OHG|UG|e\.\s?K\.|SARL|SAS|SA|Ltd\.?|Inc\.?|LLC)$/i, "")
    .trim();

export async function measureRealSample(s: RealSample): Promise<DevSampleResult> {
  const t0 = performance.now();
  const { pages, layout } = await readPdfText(s.pdf.slice());
  const t1 = performance.now();
  const fields: ExtractedInvoiceFields = extractInvoiceFields(pages, { layout });
  const t2 = performance.now();
  const out = {} as Record<DevField, DevFieldResult>;
  // The credit flag capture would store (filled), which turns the stored amounts.
  const creditRead = fields.isCreditMemo?.value === true && fields.isCreditMemo.confidence >= FILL_THRESHOLD;
  const credit = { expected: s.expected.isCreditMemo === true, read: creditRead };
  for (const field of DEV_FIELDS) {
    const found = fields[field] as ExtractedValue<unknown> | undefined;
    const expected = s.expected[field];
    out[field] = {
      ...(expected !== undefined ? { expected } : {}),
      ...(found ? { got: found.value, confidence: found.confidence } : {}),
      filled: outcome(found, FILL_THRESHOLD, field, expected, credit),
      offered: outcome(found, SUGGESTION_THRESHOLD, field, expected, credit),
    };
  }
  return { id: s.id, layout: s.source, pages: pages.length, textMs: t1 - t0, extractMs: t2 - t1, fields: out };
}

export interface RealReport {
  split: "tune" | "heldout";
  samples: DevSampleResult[];
  perField: { field: DevField; filled: Tally; offered: Tally }[];
  overall: { filled: Tally; offered: Tally };
  perSource: { source: string; samples: number; filled: Tally; offered: Tally }[];
  calibration: ReturnType<typeof calibration>;
  sweep: ReturnType<typeof thresholdSweep>;
  excluded: string[];
}

export async function measureRealSet(split: "tune" | "heldout"): Promise<RealReport> {
  const samples = await loadRealSet(split);
  const results: DevSampleResult[] = [];
  for (const s of samples) results.push(await measureRealSample(s));
  const scored = (rs: DevSampleResult[]) => rs.flatMap((r) => SCORED_FIELDS.map((f) => r.fields[f]));
  const sources = [...new Set(results.map((r) => r.layout))];
  return {
    split,
    samples: results,
    perField: DEV_FIELDS.map((field) => {
      const rs = results.map((r) => r.fields[field]);
      return { field, filled: tally(rs, "filled"), offered: tally(rs, "offered") };
    }),
    overall: { filled: tally(scored(results), "filled"), offered: tally(scored(results), "offered") },
    perSource: sources.map((source) => {
      const rs = results.filter((r) => r.layout === source);
      return { source, samples: rs.length, filled: tally(scored(rs), "filled"), offered: tally(scored(rs), "offered") };
    }),
    calibration: calibration(results),
    sweep: thresholdSweep(results),
    excluded: mismatched.filter((m) => REAL_SPLIT[split].includes(m.split("/")[0]!)),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Prints a report; misses and wrong values per file only when asked (and only for the tuning part). */
export function printRealReport(report: RealReport, opts: { showWrong?: boolean } = {}): void {
  console.log(
    `\nReal e-invoices, ${report.split} part: ${report.samples.length} PDFs from ${report.perSource.length} sources; fill ≥ ${FILL_THRESHOLD}, suggest ≥ ${SUGGESTION_THRESHOLD}`,
  );
  const row = (t: { filled: Tally; offered: Tally }) => ({
    expected: t.filled.expected,
    "filled right": t.filled.correct,
    "filled wrong": t.filled.wrong,
    "precision (filled)": pct(t.filled.precision),
    "recall (filled)": pct(t.filled.recall),
    "recall (with suggestions)": pct(t.offered.recall),
  });
  console.table(
    Object.fromEntries([...report.perField.map((f) => [f.field, row(f)]), ["overall (scored 8)", row(report.overall)]]),
  );
  if (report.excluded.length)
    console.log(`Left out (embedded XML of another invoice than printed): ${report.excluded.join(", ")}`);
  console.table(Object.fromEntries(report.perSource.map((l) => [l.source, { samples: l.samples, ...row(l) }])));
  console.log("Calibration (scored fields, filled and suggested):");
  console.table(
    Object.fromEntries(
      report.calibration.map((b) => [
        b.band,
        { values: b.values, right: b.right, share: b.values ? pct(b.share) : "–" },
      ]),
    ),
  );
  // Per field: right / values per band (filled and suggested), to see which field a weak band comes from.
  console.log("Calibration per field (right / values):");
  console.table(
    Object.fromEntries(
      SCORED_FIELDS.map((field) => [
        field,
        Object.fromEntries(
          calibration(report.samples, [field])
            .filter((b) => b.from >= SUGGESTION_THRESHOLD)
            .map((b) => [b.band, b.values ? `${b.right}/${b.values}` : "–"]),
        ),
      ]),
    ),
  );
  if (opts.showWrong) {
    const rows = report.samples.flatMap((s) =>
      SCORED_FIELDS.filter((f) => s.fields[f].offered === "wrong" || s.fields[f].filled === "missed").map((f) => ({
        file: s.id.slice(0, 70),
        field: f,
        outcome: s.fields[f].filled === "missed" && s.fields[f].offered !== "wrong" ? "missed" : "wrong",
        expected: JSON.stringify(s.fields[f].expected ?? null),
        got: JSON.stringify(s.fields[f].got ?? null),
        confidence: s.fields[f].confidence,
      })),
    );
    if (rows.length) console.table(rows);
  }
}
