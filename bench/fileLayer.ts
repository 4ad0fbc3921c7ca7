/**
 * Figures for the file layer on this machine: `npx tsx bench/fileLayer.ts`.
 * Renders every page of the Factur-X corpus (text PDFs) and a few scanned pages with OCR.
 */
import "../server/runtimeEnv.ts";
import { readFile, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { makeScannedPdf, makeScannedPng } from "../server/test/badInputs.ts";
import { makePageImages } from "../server/files/images.ts";
import { OCR_DPI, Ocr } from "../server/files/ocr.ts";
import { openPdf } from "../server/files/pdf.ts";
import { renderDocument } from "../server/files/pipeline.ts";

const FX_DIR = path.resolve(import.meta.dirname, "../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX");
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const files = (await readdir(FX_DIR)).filter((f) => f.endsWith(".pdf")).sort();
const datas = await Promise.all(files.map((f) => readFile(path.join(FX_DIR, f))));

// Warm-up: loading pdfjs and sharp, fonts.
await renderDocument(datas[0]!, "PDF", { maxPages: 500, ocr: null });

// 1. One page, by stage.
const renderMs: number[] = [];
const imagesMs: number[] = [];
for (const data of datas) {
  const pdf = await openPdf(data, { maxPages: 500 });
  for (let pageNo = 1; pageNo <= pdf.numPages; pageNo++) {
    const t0 = performance.now();
    const bitmap = await pdf.renderPage(pageNo, { format: "raw" });
    const t1 = performance.now();
    await makePageImages({ width: bitmap.width, height: bitmap.height, channels: 4, data: bitmap.data });
    const t2 = performance.now();
    renderMs.push(t1 - t0);
    imagesMs.push(t2 - t1);
  }
  await pdf.close();
}
console.log(
  `text PDF page (${renderMs.length} pages): render ${median(renderMs).toFixed(0)} ms + WebP full+thumb ` +
    `${median(imagesMs).toFixed(0)} ms (medians)`,
);

// 2. Whole documents through the pipeline, one after the other and two at a time.
let t = performance.now();
let pages = 0;
for (const data of datas) pages += (await renderDocument(data, "PDF", { maxPages: 500, ocr: null })).pages.length;
let elapsed = performance.now() - t;
console.log(
  `pipeline, sequential: ${pages} pages in ${seconds(elapsed)} s = ${((pages * 1000) / elapsed).toFixed(1)} pages/s`,
);
t = performance.now();
const queue = [...datas];
await Promise.all(
  [0, 1].map(async () => {
    for (let data = queue.shift(); data; data = queue.shift()) {
      await renderDocument(data, "PDF", { maxPages: 500, ocr: null });
    }
  }),
);
elapsed = performance.now() - t;
console.log(`pipeline, 2 documents at a time: ${((pages * 1000) / elapsed).toFixed(1)} pages/s`);

// 3. Scans.
const scannedPdf = await makeScannedPdf();
const scannedPng = await makeScannedPng();
t = performance.now();
await renderDocument(scannedPdf, "PDF", { maxPages: 5, ocr: null });
console.log(`scanned PDF page without OCR: ${seconds(performance.now() - t)} s`);
const ocr = await Ocr.detect();
if (!ocr) {
  console.log("no tesseract: OCR not measured");
} else {
  const pdf = await openPdf(scannedPdf, { maxPages: 5 });
  const png = await pdf.renderPage(1, { dpi: OCR_DPI, format: "png" });
  await pdf.close();
  const ocrMs: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    await ocr.recognize(png.data, { dpi: OCR_DPI });
    ocrMs.push(performance.now() - t);
  }
  console.log(`OCR of one A4 page at ${OCR_DPI} dpi (${png.width}×${png.height}): ${seconds(median(ocrMs))} s`);
  t = performance.now();
  await renderDocument(scannedPdf, "PDF", { maxPages: 5, ocr });
  console.log(`scanned PDF page with OCR, whole pipeline: ${seconds(performance.now() - t)} s`);
  t = performance.now();
  await renderDocument(scannedPng, "PNG", { maxPages: 5, ocr });
  console.log(`scanned PNG (200 dpi) with OCR, whole pipeline: ${seconds(performance.now() - t)} s`);
}
console.log(`(${availableParallelism()} CPUs, Node ${process.version})`);
