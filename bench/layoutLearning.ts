/**
 * `npx tsx bench/layoutLearning.ts`: learning a partner's layout from one confirmed invoice
 * (server/capture/layoutTemplate.ts) on the capture development set (server/test/captureDevSet):
 * per layout, the first invoice printed in it is "confirmed" with its known values, its template
 * learned, and every further invoice printed in the same layout read with the template first
 * (then the generic extraction). Prints how long learning takes (it runs when a person saves
 * the fields), how long applying takes, how many of the learned fields the next invoices got
 * right, and how often a template wrongly claims an invoice of another layout.
 */
import "../server/runtimeEnv.ts";
import {
  applyLayoutTemplate,
  type LayoutTemplate,
  learnLayoutTemplate,
  mergeTemplateFields,
  type PageLayout,
  type TemplateField,
} from "../server/capture/layoutTemplate.ts";
import type { ExtractedValue } from "../server/domain/capture/types.ts";
import { extractInvoiceFields, FILL_THRESHOLD } from "../server/domain/extraction/index.ts";
import { layoutLines } from "../server/domain/extraction/pdfText.ts";
import { buildDevSet, type DevSample } from "../server/test/captureDevSet/index.ts";
import { sameValue } from "../server/test/extractionCorpus.ts";
import { openPdf } from "../server/files/pdf.ts";

/** The pages' positioned text and sizes as capture's page pipeline reads them. */
async function readPageLayouts(pdf: Uint8Array, maxPages: number): Promise<PageLayout[]> {
  const doc = await openPdf(pdf, { maxPages: 500 });
  try {
    const pages: PageLayout[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const { width, height, items } = await doc.pageTextLayer(n);
      pages.push({ width, height, items });
    }
    return pages;
  } finally {
    await doc.close();
  }
}

/** The learned fields with known values in the development set. */
const FIELDS = ["invoiceNumber", "invoiceDate", "dueDate", "net", "vatAmount", "total", "iban"] as const;

interface Read {
  sample: DevSample;
  pages: PageLayout[];
}

const samples = [...(await buildDevSet("dev")), ...(await buildDevSet("heldout"))].filter((s) => s.isInvoice);
const byLayout = new Map<string, Read[]>();
for (const sample of samples) {
  const pages = await readPageLayouts(sample.pdf, 10);
  const list = byLayout.get(sample.layout.id) ?? [];
  list.push({ sample, pages });
  byLayout.set(sample.layout.id, list);
}

const learnMs: number[] = [];
/** CPU time of this process (the machine is shared: wall time includes waiting for a core). */
const learnCpuMs: number[] = [];
const applyMs: number[] = [];
let right = 0;
let wrong = 0;
let missed = 0;
let genericRight = 0;
let foreignClaims = 0;
let foreignTries = 0;
const templates = new Map<string, LayoutTemplate>();
const perLayout: string[] = [];

for (const [layoutId, reads] of byLayout) {
  const [first, ...next] = reads;
  if (!first || next.length === 0) continue;
  const confirmed: Partial<Record<TemplateField, string>> = {};
  for (const field of FIELDS) {
    const value = first.sample.expected[field];
    if (typeof value === "string" && value !== "") confirmed[field] = value;
  }
  const template = learnLayoutTemplate(first.pages, confirmed);
  if (!template) {
    perLayout.push(`${layoutId.padEnd(28)} nothing learned`);
    continue;
  }
  templates.set(layoutId, template);
  let layoutRight = 0;
  let layoutTotal = 0;
  for (const read of next) {
    const t0 = performance.now();
    const applied = applyLayoutTemplate(template, read.pages);
    applyMs.push(performance.now() - t0);
    const generic = extractInvoiceFields(
      read.pages.map((p) => layoutLines([...p.items])),
      { layout: read.pages.map((p) => p.items) },
    );
    const fields = applied ? mergeTemplateFields(generic, applied.fields) : generic;
    for (const field of FIELDS) {
      const expected = read.sample.expected[field];
      if (expected === undefined || expected === "" || !(field in template.fields)) continue;
      layoutTotal++;
      const got = fields[field] as ExtractedValue<unknown> | undefined;
      const genericGot = generic[field] as ExtractedValue<unknown> | undefined;
      if (genericGot && genericGot.confidence >= FILL_THRESHOLD && sameValue(field, genericGot.value, expected))
        genericRight++;
      if (!got || got.confidence < FILL_THRESHOLD) missed++;
      else if (sameValue(field, got.value, expected)) {
        right++;
        layoutRight++;
      } else wrong++;
    }
  }
  perLayout.push(
    `${layoutId.padEnd(28)} ${layoutRight}/${layoutTotal} learned fields right on ${next.length} next invoices`,
  );
}

// A template must not claim invoices of other layouts (another partner's, or the same partner's new one).
for (const [layoutId, template] of templates) {
  for (const [otherId, reads] of byLayout) {
    if (otherId === layoutId) continue;
    for (const read of reads.slice(0, 2)) {
      foreignTries++;
      if (applyLayoutTemplate(template, read.pages)) foreignClaims++;
    }
  }
}

// Learning alone, as it runs when a person saves the fields: every layout's first invoice,
// after one warm-up round (the server has learned before), 20 rounds.
const firstOfLayout = [...byLayout.values()].map((reads) => {
  const confirmed: Partial<Record<TemplateField, string>> = {};
  for (const field of FIELDS) {
    const value = reads[0]!.sample.expected[field];
    if (typeof value === "string" && value !== "") confirmed[field] = value;
  }
  return { pages: reads[0]!.pages, confirmed };
});
for (let round = 0; round <= 20; round++) {
  for (const { pages, confirmed } of firstOfLayout) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    learnLayoutTemplate(pages, confirmed);
    const cpu = process.cpuUsage(c0);
    if (round > 0) {
      learnMs.push(performance.now() - t0);
      learnCpuMs.push((cpu.user + cpu.system) / 1000);
    }
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const total = right + wrong + missed;
console.log("Learning a partner's layout from one confirmed invoice (capture development set)\n");
for (const line of perLayout) console.log(`  ${line}`);
console.log(
  `\nlearning: median ${pct(learnMs, 50).toFixed(2)} ms, p95 ${pct(learnMs, 95).toFixed(2)} ms, max ${pct(learnMs, 100).toFixed(2)} ms (budget 5 ms)`,
);
console.log(
  `learning, CPU time: median ${pct(learnCpuMs, 50).toFixed(2)} ms, p95 ${pct(learnCpuMs, 95).toFixed(2)} ms, max ${pct(learnCpuMs, 100).toFixed(2)} ms`,
);
console.log(`applying: median ${pct(applyMs, 50).toFixed(2)} ms, p95 ${pct(applyMs, 95).toFixed(2)} ms`);
console.log(
  `next invoice of the same layout: ${right}/${total} learned fields right (${((100 * right) / Math.max(1, total)).toFixed(1)} %), ${wrong} wrong, ${missed} missed; generic extraction alone: ${genericRight}/${total}`,
);
console.log(`templates claiming an invoice of another layout: ${foreignClaims}/${foreignTries}`);
