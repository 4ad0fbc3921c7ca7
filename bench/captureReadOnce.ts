/**
 * `npx tsx bench/captureReadOnce.ts`: the time capture spends reading a text PDF (render,
 * thumbnails, text layer with positions, all in one pass of the page pipeline) for a one-page
 * and a multi-page invoice of the development set, median of several runs (CPU time of this
 * process, as the machine may be shared, and wall time). Printed, not asserted.
 */
import "../server/runtimeEnv.ts";
import { readFileSync } from "node:fs";
import { renderDocument } from "../server/files/pipeline.ts";
import { buildDevSet } from "../server/test/captureDevSet/index.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const samples = await buildDevSet("dev", 1);
const byPages = new Map<number | string, Uint8Array>();
// BENCH_FILES: further PDFs (comma-separated paths), e.g. a real invoice of several pages.
for (const file of (process.env.BENCH_FILES ?? "").split(",").filter(Boolean))
  byPages.set(file.split("/").at(-1)!, new Uint8Array(readFileSync(file)));
for (const s of samples) {
  const rendered = await renderDocument(s.pdf, "PDF", { maxPages: 100, ocr: null });
  if (!byPages.has(rendered.pages.length)) byPages.set(rendered.pages.length, s.pdf);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [pages, pdf] of byPages) {
  await renderDocument(pdf, "PDF", { maxPages: 100, ocr: null }); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  let withLayout = true;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    const rendered = await renderDocument(pdf, "PDF", { maxPages: 100, ocr: null });
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    withLayout &&= rendered.pages.every((p) => p.layout !== undefined);
  }
  console.log(
    `${typeof pages === "number" ? `${pages} page(s)` : pages}, ${(pdf.length / 1024).toFixed(0)} kB: CPU median ${median(cpu).toFixed(1)} ms, wall median ${median(wall).toFixed(1)} ms${withLayout ? "" : " (pages without positioned text!)"}`,
  );
}
