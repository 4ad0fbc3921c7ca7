/**
 * `npm run bench:rules`: the rules engine under a burst. A company with BENCH_RULES (50) enabled
 * rules on "document imported" (tags, due dates, approval requests, conditions on total,
 * partner, document type and tags) gets BENCH_DOCUMENTS (1 000) invoices imported at once (one
 * transaction). The real app runs in-process with its worker (WORKER_CONCURRENCY, default 2):
 * every rule is evaluated and every reaction applied by the rules__evaluate jobs, as the company.
 * Meanwhile a light GraphQL query (the company's name, as a signed-in admin) is sent every 20 ms
 * or so; the bench prints the time until all rules ran and that query's latency
 * percentiles during the run. Targets: ≤ 60 s and p95 ≤ 150 ms. Prints figures, asserts nothing.
 *
 * Uses a fresh database of its own in the benchmark cluster (DATA_DIR, default .data/bench;
 * EMBEDDED_PG_PORT, default 54358) and drops it afterwards.
 */
import "../server/runtimeEnv.ts";
import pg from "pg";
import { pino } from "pino";
import { makeApp } from "../server/app.ts";
import { parseConfig } from "../server/config.ts";
import { accessEmbeddedCluster } from "../server/db/cluster.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1000);
const RULES = Number(process.env.BENCH_RULES ?? 50);
const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const f = (ms: number) => ms.toFixed(1);

const config = parseConfig({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "0",
  DATA_DIR: process.env.DATA_DIR ?? ".data/bench",
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? "54358",
  WORKER_ENABLED: "true",
  GRAPHQL_PERSISTED_ONLY: "false",
  DEMO_DATA: "false",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
  ...process.env,
});
const logger = pino({ level: "warn" });
const cluster = await accessEmbeddedCluster(config, logger);
const database = `bench_rules_${process.pid}`;
const root = new pg.Client({ connectionString: cluster.rootUrl });
await root.connect();
await root.query(`create database ${database} owner belegwerk_owner`);
await root.query(`grant connect on database ${database} to app_authenticator`);
const ownerPool = new pg.Pool({ connectionString: cluster.ownerUrlFor(database), max: 10 });
const authPool = new pg.Pool({ connectionString: cluster.authUrlFor(database), max: 20 });
for (const pool of [ownerPool, authPool]) pool.on("error", () => {}); // the database is dropped at the end
let app: Awaited<ReturnType<typeof makeApp>> | undefined;
try {
  await runMigrations(cluster.ownerUrlFor(database), logger);
  await run();
} finally {
  await app?.close();
  await ownerPool.end();
  await authPool.end();
  await root.query(`drop database if exists ${database} with (force)`);
  await root.end();
  await cluster.release();
}

async function run() {
  const one = async (sql: string, values: unknown[] = []) => (await ownerPool.query(sql, values)).rows[0];
  const company = (
    await one("insert into app_public.client_companies (name) values ('Bench Regeln GmbH') returning id")
  ).id as string;
  await ownerPool.query(
    `insert into app_public.client_company_features (client_company_id, feature_id)
     select $1, id from app_public.features where name = any('{RULES,USER_GROUP}')`,
    [company],
  );
  const admin = (
    await one(
      "insert into app_public.users (email, first_name, last_name) values ('bench-rules@bench.test', 'Bench', 'Regeln') returning id",
    )
  ).id as string;
  const approver = (
    await one(
      "insert into app_public.users (email, first_name, last_name) values ('bench-approver@bench.test', 'Frei', 'Geber') returning id",
    )
  ).id as string;
  for (const user of [admin, approver])
    await ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [user, company],
    );
  const tags: string[] = [];
  for (let i = 0; i < 20; i++)
    tags.push(
      (
        await one("insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id", [
          company,
          `Schlagwort ${i + 1}`,
        ])
      ).id,
    );
  const partners: string[] = [];
  for (let i = 0; i < 10; i++)
    partners.push(
      (
        await one("insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id", [
          company,
          `Lieferant ${i + 1} GmbH`,
        ])
      ).id,
    );
  const category = (
    await one(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [company],
    )
  ).id as string;

  // 50 rules: conditions on total, partner, document type and tags; reactions tag, due date, approval.
  const client = await ownerPool.connect();
  try {
    await client.query("begin");
    for (let i = 0; i < RULES; i++) {
      const action = (
        await client.query(
          "insert into app_public.rule_actions (client_company_id, name) values ($1, $2) returning id",
          [company, `Aktion ${i + 1}`],
        )
      ).rows[0].id;
      await client.query(
        `insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, document_type, document_type_equality)
         values ($1, $2, 0, 'CATEGORY_DOCUMENT_TYPE', 'INCOMING_INVOICE', 'EQUAL')`,
        [company, action],
      );
      const variant = i % 3;
      if (variant === 0)
        await client.query(
          `insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, total, total_comparison)
           values ($1, $2, 1, 'INVOICE', $3, 'GREATER_THAN')`,
          [company, action, String(100 * (i % 20))],
        );
      else if (variant === 1)
        await client.query(
          `insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, partner_company_id, partner_company_row_id_equality)
           values ($1, $2, 1, 'INVOICE', $3, 'EQUAL')`,
          [company, action, partners[i % partners.length]],
        );
      else
        await client.query(
          `insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, client_company_tag_id, client_company_tag_row_id_equality)
           values ($1, $2, 1, 'TAG', $3, 'NOT_EQUAL')`,
          [company, action, tags[i % tags.length]],
        );
      const reactionKind = i % 10 === 9 ? "APPROVAL_REQUEST" : i % 5 === 4 ? "INVOICE_CHANGES" : "TAG";
      const reaction = (
        await client.query(
          `insert into app_public.rule_reactions (client_company_id, name, kind, client_company_tag_id, approver_user_id,
             change_due_date_from_invoice_date_in_days, due_date_from_invoice_date_in_days)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            company,
            `Reaktion ${i + 1}`,
            reactionKind,
            reactionKind === "TAG" ? tags[(i * 7) % tags.length] : null,
            reactionKind === "APPROVAL_REQUEST" ? approver : null,
            reactionKind === "INVOICE_CHANGES",
            reactionKind === "INVOICE_CHANGES" ? 14 + (i % 3) * 7 : null,
          ],
        )
      ).rows[0].id;
      await client.query(
        `insert into app_public.rule_action_reactions (client_company_id, rule_action_id, rule_reaction_id, trigger, sort_index)
         values ($1, $2, $3, 'DOCUMENT_IMPORTED', $4)`,
        [company, action, reaction, i],
      );
    }
    await client.query("commit");
  } finally {
    client.release();
  }

  app = await makeApp({ config, logger, ownerPool, authPool, queryMap: {} });
  const port = await app.listen();
  const { token } = await app.sessions.create(admin);
  const cookie = `${config.session.cookieName}=${token}`;
  const light = async () => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie },
      body: JSON.stringify({
        query: "query($c: UUID!) { clientCompany(rowId: $c) { rowId name } }",
        variables: { c: company },
      }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (!res.ok || body.errors) throw new Error(`light query failed: ${JSON.stringify(body.errors ?? res.status)}`);
    return performance.now() - started;
  };
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await light());

  // The burst: 1 000 invoices in one transaction.
  const importStarted = performance.now();
  const writer = await ownerPool.connect();
  try {
    await writer.query("begin");
    await writer.query(
      `with docs as (
         insert into app_public.documents (client_company_id, category_id, type, title)
         select $1, $2, 'INCOMING_INVOICE', 'Rechnung ' || n from generate_series(1, $3) n returning id, title)
       insert into app_public.invoices (document_id, client_company_id, total, invoice_date, partner_company_id)
       select d.id, $1, ((split_part(d.title, ' ', 2))::int * 37 % 2500)::numeric(15, 2), date '2026-03-01' + (split_part(d.title, ' ', 2))::int % 60,
              ($4::uuid[])[1 + (split_part(d.title, ' ', 2))::int % 10]
       from docs d`,
      [company, category, DOCUMENTS, partners],
    );
    await writer.query("commit");
  } finally {
    writer.release();
  }
  const imported = performance.now();

  const during: number[] = [];
  let done = false;
  const probe = (async () => {
    // A person's pace: a request every 20 ms or so, not a flood from this very process.
    while (!done) {
      during.push(await light());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const expectedRuns = DOCUMENTS * RULES;
  let runs = 0;
  while (runs < expectedRuns) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    runs = Number(
      (await one("select count(*) from app_public.rule_runs where client_company_id = $1", [company])).count,
    );
    if (performance.now() - imported > 600_000) break;
  }
  const finished = performance.now();
  done = true;
  await probe;

  const states = (
    await ownerPool.query(
      "select state, count(*)::int as n from app_public.rule_runs where client_company_id = $1 group by 1 order by 1",
      [company],
    )
  ).rows;
  const applied = {
    tags: Number(
      (await one("select count(*) from app_public.document_tags where client_company_id = $1", [company])).count,
    ),
    approvals: Number(
      (await one("select count(*) from app_public.approval_requests where client_company_id = $1", [company])).count,
    ),
    history: Number(
      (
        await one(
          "select count(*) from app_public.document_history_entries where client_company_id = $1 and type = 'AUTOMATION'",
          [company],
        )
      ).count,
    ),
  };
  const sortedIdle = [...idle].sort((a, b) => a - b);
  const sorted = [...during].sort((a, b) => a - b);
  console.log(
    `bench:rules — ${DOCUMENTS} invoices imported at once, ${RULES} enabled rules, worker concurrency ${config.worker.concurrency}`,
  );
  console.log(`  import transaction: ${f(imported - importStarted)} ms`);
  console.log(
    `  all rules evaluated and applied: ${f((finished - imported) / 1000)} s (target ≤ 60 s) — ${runs.toLocaleString("en")} of ${expectedRuns.toLocaleString("en")} runs`,
  );
  console.log(`  runs by state: ${states.map((s) => `${s.state} ${s.n}`).join(", ")}`);
  console.log(
    `  applied: ${applied.tags} tags, ${applied.approvals} approval requests, ${applied.history} automation history entries`,
  );
  console.log(
    `  light GraphQL query during the run (${sorted.length} requests): p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms (target ≤ 150 ms), p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1) ?? Number.NaN)} ms`,
  );
  console.log(
    `  the same query idle: p50 ${f(percentile(sortedIdle, 50))} ms, p95 ${f(percentile(sortedIdle, 95))} ms`,
  );
}
