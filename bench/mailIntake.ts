/**
 * `npm run bench:mail`: documents by e-mail under load. BENCH_MAILS (default 100) mails with one
 * PDF each are sent at once over SMTP (one connection each) to the demo company's address on the
 * real server (inbound SMTP server, storeSourceFile, worker concurrency 2, embedded PostgreSQL);
 * printed: when all were answered, when all are documents (target ≤ 60 s), and that none is
 * lost (every mail answered 250, every attachment a document, no file failed).
 */
import "../server/runtimeEnv.ts";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import pg from "pg";
import { makeApp } from "../server/app.ts";
import { parseConfig } from "../server/config.ts";
import { DEMO, loadDemoData } from "../server/demo/demoData.ts";
import { startEmbeddedPostgres } from "../server/db/embedded.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { ensureRolesAndDatabase, withCredentials } from "../server/db/roles.ts";
import { makeLogger } from "../server/logger.ts";
import { makeTextPdf } from "../server/test/badInputs.ts";

const MAILS = Number(process.env.BENCH_MAILS ?? 100);
const TARGET_SECONDS = 60;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54363);

console.log(
  `Documents by e-mail: ${MAILS} mails with one PDF each at once, ${cpus().length} cores, node ${process.version}\n`,
);
const logger = makeLogger("warn");
const dataDir = mkdtempSync(join(tmpdir(), "belegwerk-bench-mail-"));
chmodSync(dataDir, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir, port: PG_PORT, logger, persistent: false });
let failed: boolean | undefined;
try {
  const rootUrl = cluster.rootUrl();
  await ensureRolesAndDatabase(rootUrl, {
    authenticatorPassword: "bench-authenticator",
    owner: { name: "belegwerk_owner", password: "bench-owner", database: "bench" },
  });
  const ownerUrl = withCredentials(rootUrl, "belegwerk_owner", "bench-owner", "bench");
  await runMigrations(ownerUrl, logger);
  const ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 20 });
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
    MAIL_INBOUND_DOMAIN: "belege.bench",
    MAIL_OUTBOX_DIR: join(dataDir, "outbox"),
  });
  const app = await makeApp({ config, logger, ownerPool, authPool, mailInboundPort: 0 });
  await app.listen();
  const port = app.mailInboundPort()!;
  const company = DEMO.companies.haustechnik;
  const { rows: alias } = await ownerPool.query<{ email_alias: string }>(
    "select email_alias from app_public.client_companies where id = $1",
    [company],
  );
  const to = `${alias[0]!.email_alias}@belege.bench`;
  const pdfs = await Promise.all(
    Array.from({ length: MAILS }, (_, i) =>
      makeTextPdf(["Lieferant Bench GmbH", `Rechnung BENCH-${i + 1}`, `Summe ${100 + i},00 EUR`]),
    ),
  );

  const started = performance.now();
  const answers = await Promise.all(
    pdfs.map(async (pdf, i) => {
      const transport = nodemailer.createTransport({
        host: "127.0.0.1",
        port,
        ignoreTLS: true,
        socketTimeout: 120_000,
      });
      try {
        const info = await transport.sendMail({
          from: "rechnungen@lieferant-bench.example",
          to,
          subject: `Rechnung BENCH-${i + 1}`,
          text: "Anbei die Rechnung.",
          attachments: [{ filename: `BENCH-${i + 1}.pdf`, content: Buffer.from(pdf) }],
        });
        return { ok: true, messageId: info.messageId, response: info.response };
      } catch (error) {
        return { ok: false, messageId: null, response: String((error as { response?: string }).response ?? error) };
      } finally {
        transport.close();
      }
    }),
  );
  const answeredAfter = (performance.now() - started) / 1000;
  const accepted = answers.filter((a) => a.ok);
  console.log(`all ${MAILS} mails answered after ${answeredAfter.toFixed(1)} s: ${accepted.length} accepted (250)`);
  for (const a of answers.filter((x) => !x.ok).slice(0, 5)) console.log(`  refused: ${a.response}`);

  const ids = accepted.map((a) => a.messageId!);
  let state = { documents: 0, failed: 0, files: 0 };
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const { rows } = await ownerPool.query<{ documents: number; failed: number; files: number }>(
      `select count(*) filter (where f.status = 'DONE' and f.document_id is not null)::int as documents,
              count(*) filter (where f.status in ('FAILED', 'DUPLICATE'))::int as failed,
              count(f.id)::int as files
         from app_public.inbound_emails e left join app_public.source_files f on f.inbound_email_id = e.id
        where e.message_id = any ($1)`,
      [ids],
    );
    state = rows[0]!;
    if (state.documents + state.failed >= MAILS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const lost = MAILS - state.documents;
  console.log(
    `all documents after ${seconds.toFixed(1)} s (${(state.documents / seconds).toFixed(1)} documents/s; target ≤ ${TARGET_SECONDS} s): ${seconds <= TARGET_SECONDS ? "met" : "MISSED"}`,
  );
  console.log(
    `documents ${state.documents} of ${MAILS}, files ${state.files}, failed or duplicate ${state.failed}, lost ${lost}: ${lost === 0 ? "none lost" : "LOST"}`,
  );
  failed = lost !== 0;
  await app.close();
  await ownerPool.end();
  await authPool.end();
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
