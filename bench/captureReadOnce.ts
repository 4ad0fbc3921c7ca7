/**
 * `npx tsx bench/captureReadOnce.ts`: the time capture spends reading a text PDF (render +
 * thumbnails + text layer with positions, as the capture job does it) for a one-page and a
 * multi-page invoice of the development set, median of several runs (CPU time of this process,
 * as the machine may be shared, and wall time). Printed, not asserted.
 */
import "../server/runtimeEnv.ts";
import * as pageLayout from "../server/capture/pageLayout.ts";
import { renderDocument } from "../server/files/pipeline.ts";
import { buildDevSet } from "../server/test/captureDevSet/index.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const samples = await buildDevSet("dev", 1);
const byPages = new Map<number, Uint8Array>();
for (const s of samples) {
  const rendered = await renderDocument(s.pdf, "PDF", { maxPages: 100, ocr: null });
  if (!byPages.has(rendered.pages.length)) byPages.set(rendered.pages.length, s.pdf);
}

/** What capture does to get the pages' text and positioned text (a second parse only where the pipeline gives none). */
async function read(pdf: Uint8Array) {
  const rendered = await renderDocument(pdf, "PDF", { maxPages: 100, ocr: null });
  const fromPipeline = rendered.pages.every((p) => "layout" in p && p.layout);
  const reread = (pageLayout as Record<string, unknown>).readPageLayouts as
    ((d: Uint8Array, n: number) => Promise<unknown[]>) | undefined;
  const t = performance.now();
  if (!fromPipeline && reread) await reread(pdf, rendered.pages.length);
  return { fromPipeline, secondParseMs: performance.now() - t };
}

for (const [pages, pdf] of [...byPages].sort((a, b) => a[0] - b[0])) {
  await read(pdf); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  const second: number[] = [];
  let once = false;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    const r = await read(pdf);
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    second.push(r.secondParseMs);
    once = r.fromPipeline;
  }
  times.sort((a, b) => a - b);
  second.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    `${pages} page(s), ${(pdf.length / 1024).toFixed(0)} kB: CPU median ${cpu[Math.floor(RUNS / 2)]!.toFixed(1)} ms, wall median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, of it second parse median ${second[Math.floor(RUNS / 2)]!.toFixed(1)} ms (${once ? "read once" : "pipeline + second parse"})`,
  );
}
