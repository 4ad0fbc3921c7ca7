/**
 * `npm run bench:capture`: figures of document capture, printed, not asserted.
 *   1. Field-level accuracy of the text extractor on the Factur-X PDFs (their XML ignored,
 *      then compared with it).
 *   1b. The development set (server/test/captureDevSet): recall, precision and calibration per
 *      field and per layout on 27 layouts of our own, dev and held-out parts, and the time of
 *      text extraction of a one-page PDF.
 *   2. Pages per second of the page pipeline on this machine (render + thumbnail + text
 *      layer), and of OCR when tesseract is installed.
 *   3. Upload → visible: from the start of `POST /api/source-files` until the document is
 *      readable through GraphQL, p50/p95, for a one-page text PDF and for an XML e-invoice
 *      (one at a time), and the throughput of a drop of 20 files at once.
 * Options (env): BENCH_UPLOADS (default 20).
 */
import "../server/runtimeEnv.ts";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { makeApp } from "../server/app.ts";
import { parseConfig } from "../server/config.ts";
import { DEMO, loadDemoData } from "../server/demo/demoData.ts";
import { startEmbeddedPostgres } from "../server/db/embedded.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { ensureRolesAndDatabase, withCredentials } from "../server/db/roles.ts";
import { makeScannedPdf, makeTextPdf, SAMPLE_INVOICE_LINES } from "../server/test/badInputs.ts";
import { Ocr } from "../server/files/ocr.ts";
import { renderDocument } from "../server/files/pipeline.ts";
import { makeLogger } from "../server/logger.ts";
import { measureExtractionAccuracy, printReport } from "./captureAccuracy.ts";
import { measureDevSet, printDevReport } from "../server/test/captureDevSet/index.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const CORPUS = resolve(import.meta.dirname, "../testdata/einvoice");
const FX_DIR = `${CORPUS}/zugferd-corpus/XML-Rechnung/FX`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} n ${String(sorted.length).padStart(3)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1)!)}`,
  );
}

console.log(`Document capture on ${cpus().length} cores, node ${process.version}\n`);

// 1. Text extraction accuracy
console.log("1. Text extraction on the Factur-X PDFs (XML ignored, then compared)");
printReport(await measureExtractionAccuracy());

// 1b. The development set: 27 layouts of our own, dev and held-out parts
console.log(
  "\n1b. Development set (public e-invoice values printed in layouts of our own; held-out part never tuned on)",
);
for (const split of ["dev", "heldout"] as const) printDevReport(await measureDevSet(split));

// 2. Pipeline throughput
console.log("\n2. Page pipeline (render full + thumbnail, text layer), no OCR");
{
  let pages = 0;
  const started = performance.now();
  for (const name of readdirSync(FX_DIR).filter((f) => f.endsWith(".pdf"))) {
    const rendered = await renderDocument(new Uint8Array(readFileSync(`${FX_DIR}/${name}`)), "PDF", {
      maxPages: 500,
      ocr: null,
    });
    pages += rendered.pages.length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${pages} pages in ${seconds.toFixed(1)} s: ${(pages / seconds).toFixed(2)} pages/s (one process, one at a time)`,
  );
  const ocr = await Ocr.detect();
  if (ocr) {
    const scan = await makeScannedPdf(SAMPLE_INVOICE_LINES);
    const t = performance.now();
    const rounds = 3;
    for (let i = 0; i < rounds; i++) await renderDocument(scan, "PDF", { maxPages: 10, ocr });
    const perPage = (performance.now() - t) / rounds / 1000;
    console.log(`OCR (tesseract deu+eng, 300 dpi): ${perPage.toFixed(2)} s per scanned page`);
  } else {
    console.log("OCR: tesseract not installed, not measured");
  }
}

// 3. Upload → visible, through the real server and worker
console.log(`\n3. Upload → visible through GraphQL (real server, worker concurrency 2)`);
const logger = makeLogger("warn");
const dataDir = mkdtempSync(join(tmpdir(), "belegwerk-bench-capture-"));
chmodSync(dataDir, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir, port: 54348, logger, persistent: false });
try {
  const rootUrl = cluster.rootUrl();
  await ensureRolesAndDatabase(rootUrl, {
    authenticatorPassword: "bench-authenticator",
    owner: { name: "belegwerk_owner", password: "bench-owner", database: "bench" },
  });
  const ownerUrl = withCredentials(rootUrl, "belegwerk_owner", "bench-owner", "bench");
  await runMigrations(ownerUrl, logger);
  const ownerPool = new pg.Pool({ connectionString: ownerUrl });
  const authPool = new pg.Pool({
    connectionString: withCredentials(rootUrl, "app_authenticator", "bench-authenticator", "bench"),
    max: 20,
  });
  for (const pool of [ownerPool, authPool]) pool.on("error", () => {});
  await loadDemoData(ownerPool, logger);
  const config = parseConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    WORKER_CONCURRENCY: "2",
    BLOB_DIR: join(dataDir, "blobs"),
    GRAPHQL_PERSISTED_ONLY: "false",
    // The benchmarks measure the server, not its request limiter (one client sends thousands).
    RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
    RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
  });
  const app = await makeApp({ config, logger, ownerPool, authPool });
  const port = await app.listen();
  const base = `http://127.0.0.1:${port}`;
  const { token } = await app.sessions.create(DEMO.users.admin);
  const cookie = `${config.session.cookieName}=${token}`;
  const company = DEMO.companies.haustechnik;
  const { rows } = await ownerPool.query<{ id: string }>(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
    [company],
  );
  const category = rows[0]!.id;

  const upload = async (name: string, bytes: Uint8Array): Promise<string> => {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const res = await fetch(`${base}/api/source-files?clientCompanyRowId=${company}&categoryRowId=${category}`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, cookie },
      body: form,
    });
    const json = (await res.json()) as { sourceFiles?: { rowId: string }[]; error?: unknown };
    if (!json.sourceFiles?.[0]) throw new Error(`upload refused: ${JSON.stringify(json.error)}`);
    return json.sourceFiles[0].rowId;
  };
  /** Polls as the SPA would see it: the source file's document through GraphQL. */
  const visible = async (sourceFileId: string) => {
    for (;;) {
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie },
        body: JSON.stringify({
          query: "query($id: UUID!) { sourceFile(rowId: $id) { status processingError document { rowId numPages } } }",
          variables: { id: sourceFileId },
        }),
      });
      const json = (await res.json()) as {
        data?: { sourceFile?: { status: string; processingError: string | null; document: unknown } };
      };
      const file = json.data?.sourceFile;
      if (file?.status === "FAILED") throw new Error(`processing failed: ${file.processingError}`);
      if (file?.document) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const timed = async (name: string, bytes: Uint8Array) => {
    const t = performance.now();
    await visible(await upload(name, bytes));
    return performance.now() - t;
  };

  const pdfSamples: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const lines = SAMPLE_INVOICE_LINES.map((l) => l.replace("RE-2024-0815", `RE-BENCH-${i}`));
    pdfSamples.push(await timed(`bench-${i}.pdf`, await makeTextPdf(lines)));
  }
  summary("one-page text PDF, one at a time", pdfSamples);

  const xmlFiles = readdirSync(`${CORPUS}/zugferd-corpus/XML-Rechnung/UBL`).filter((f) => f.endsWith(".xml"));
  const xmlSamples: number[] = [];
  for (const name of xmlFiles.slice(0, UPLOADS)) {
    xmlSamples.push(
      await timed(name, new Uint8Array(readFileSync(`${CORPUS}/zugferd-corpus/XML-Rechnung/UBL/${name}`))),
    );
  }
  summary("XML e-invoice (UBL), one at a time", xmlSamples);

  const drop = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      const lines = SAMPLE_INVOICE_LINES.map((l) => l.replace("RE-2024-0815", `RE-DROP-${i}`));
      return makeTextPdf(lines);
    }),
  );
  // Meanwhile: how fast does the app answer a light query while the worker renders pages?
  const probe = async () => {
    const started = performance.now();
    await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie },
      body: JSON.stringify({ query: "{ currentUser { rowId } }" }),
    }).then((r) => r.text());
    return performance.now() - started;
  };
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) idle.push(await probe());
  let probing = true;
  const busy: number[] = [];
  const prober = (async () => {
    while (probing) {
      busy.push(await probe());
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t = performance.now();
  const ids = await Promise.all(drop.map((bytes, i) => upload(`drop-${i}.pdf`, bytes)));
  const each = await Promise.all(
    ids.map(async (id) => {
      await visible(id);
      return performance.now() - t;
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  probing = false;
  await prober;
  summary(`drop of ${UPLOADS} PDFs at once: until each visible`, each);
  summary("GraphQL currentUser, idle", idle);
  summary("GraphQL currentUser, while the drop is processed", busy);
  console.log(
    `drop of ${UPLOADS} PDFs: all visible after ${seconds.toFixed(1)} s (${(UPLOADS / seconds).toFixed(1)} files/s)`,
  );

  await app.close();
  await ownerPool.end();
  await authPool.end();
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
