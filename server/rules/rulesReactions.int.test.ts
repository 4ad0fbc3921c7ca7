import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../db/withTransaction.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { evaluateRules } from "./engine.ts";

// Every reaction variant applied by the engine as the company, one table case each: the rule
// matches every invoice (approved = false), the reaction does its one thing, a second run finds
// nothing left to change (UNCHANGED) or queues its notification again.

let server: TestServer;
let seed: TwoCompanies;
const ids: Record<string, string> = {};
const q = async (sql: string, values: unknown[] = []) => (await server.ownerPool.query(sql, values)).rows;

async function newInvoice() {
  return withTransaction(server.ownerPool, async (client) => {
    const category = (
      await client.query(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
        [seed.companyA],
      )
    ).rows[0].id;
    const doc = (
      await client.query(
        "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', 'R') returning id",
        [seed.companyA, category],
      )
    ).rows[0].id as string;
    await client.query(
      "insert into app_public.invoices (document_id, client_company_id, total, invoice_date) values ($1, $2, 100, '2026-02-10')",
      [doc, seed.companyA],
    );
    return doc;
  });
}

/** Makes the company's only SCHEDULED_DAILY rule "any unapproved document → this reaction". */
async function onlyRule(reaction: Record<string, unknown>) {
  await q("delete from app_public.rule_action_reactions where client_company_id = $1", [seed.companyA]);
  const columns = Object.keys(reaction);
  const [r] = await q(
    `insert into app_public.rule_reactions (client_company_id, name, ${columns.join(", ")})
     values ($1, 'Reaktion', ${columns.map((_, i) => `$${i + 2}`).join(", ")}) returning id`,
    [seed.companyA, ...Object.values(reaction)],
  );
  await q(
    "insert into app_public.rule_action_reactions (client_company_id, rule_action_id, rule_reaction_id, trigger) values ($1, $2, $3, 'SCHEDULED_DAILY')",
    [seed.companyA, ids.action, r.id],
  );
}
const run = (doc: string) =>
  evaluateRules(server.ownerPool, {
    clientCompanyRowId: seed.companyA,
    documentRowId: doc,
    trigger: "SCHEDULED_DAILY",
    depth: 0,
  });

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  await q(
    `insert into app_public.client_company_features (client_company_id, feature_id)
     select $1, id from app_public.features where name = any('{RULES,RULE_DOCUMENT_MACRO_REACTIONS}')`,
    [seed.companyA],
  );
  await withTransaction(server.ownerPool, async (client) => {
    ids.action = (
      await client.query(
        "insert into app_public.rule_actions (client_company_id, name) values ($1, 'Alle') returning id",
        [seed.companyA],
      )
    ).rows[0].id;
    await client.query(
      "insert into app_public.rule_conditions (client_company_id, rule_action_id, kind, approved) values ($1, $2, 'DOCUMENT', false)",
      [seed.companyA, ids.action],
    );
  });
  const [wf] = await q(
    "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Freigabe') returning id",
    [seed.companyA],
  );
  ids.step = (
    await q(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name, sort_index) values ($1, $2, 'Prüfen', 0) returning id",
      [seed.companyA, wf.id],
    )
  )[0].id;
  ids.tag = (
    await q("insert into app_public.client_company_tags (client_company_id, tag) values ($1, 'Regel') returning id", [
      seed.companyA,
    ])
  )[0].id;
});
afterAll(async () => server?.close());

describe("reaction variants", () => {
  const cases: [string, () => Record<string, unknown>, (doc: string) => Promise<unknown>, unknown][] = [
    [
      "TAG",
      () => ({ kind: "TAG", client_company_tag_id: ids.tag }),
      async (doc) =>
        (await q("select count(*)::int as n from app_public.document_tags where document_id = $1", [doc]))[0].n,
      1,
    ],
    [
      "WORKFLOW_STEP_CHANGE",
      () => ({ kind: "WORKFLOW_STEP_CHANGE", change_workflow_step_id: ids.step }),
      async (doc) =>
        (await q("select workflow_step_id from app_public.documents where id = $1", [doc]))[0].workflow_step_id,
      "STEP",
    ],
    [
      "MACRO ARCHIVE",
      () => ({ kind: "MACRO", macro: "ARCHIVE" }),
      async (doc) => (await q("select archived from app_public.documents where id = $1", [doc]))[0].archived,
      true,
    ],
    [
      "INVOICE_CHANGES",
      () => ({
        kind: "INVOICE_CHANGES",
        change_currency: true,
        currency: "CHF",
        change_discount_until_from_invoice_date_in_days: true,
        discount_until_from_invoice_date_in_days: 10,
        change_discount_percent: true,
        discount_percent: 2,
        change_iban: true,
        iban: "DE89370400440532013000",
        change_bic: true,
        bic: "COBADEFFXXX",
        change_payment_status: true,
        payment_status: "PAID",
      }),
      async (doc) =>
        (
          await q(
            "select currency, discount_until::text, discount_percent::text, iban, bic, payment_status from app_public.invoices where document_id = $1",
            [doc],
          )
        )[0],
      {
        currency: "CHF",
        discount_until: "2026-02-20",
        discount_percent: "2.00",
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        payment_status: "PAID",
      },
    ],
    [
      "APPROVAL_REQUEST (blank, any member)",
      () => ({ kind: "APPROVAL_REQUEST", blank_approver_type: "ANY_MEMBER", blank_approver_count: 1 }),
      async (doc) =>
        (
          await q("select blank_approver_type, state from app_public.approval_requests where document_id = $1", [doc])
        )[0],
      { blank_approver_type: "ANY_MEMBER", state: "OPEN" },
    ],
    [
      "SEND_NOTIFICATION (e-mail)",
      () => ({ kind: "SEND_NOTIFICATION", destination: "EMAIL", receiver_email: "buchhaltung@test.example" }),
      async (doc) =>
        (
          await q(
            "select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'rules__notify' and j.payload->>'documentRowId' = $1",
            [doc],
          )
        )[0].n,
      2,
    ],
    [
      "SEND_MAIL_ON_WORKFLOW_CHANGE",
      () => ({ kind: "SEND_MAIL_ON_WORKFLOW_CHANGE", user_id: seed.userA }),
      async (doc) =>
        (
          await q(
            "select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'rules__notify' and j.payload->>'documentRowId' = $1",
            [doc],
          )
        )[0].n,
      2,
    ],
  ];
  it.each(cases)("%s", async (_name, reaction, effect, expected) => {
    await onlyRule(reaction());
    const doc = await newInvoice();
    const first = await run(doc);
    expect(first.runs.map((r) => [r.state, r.message])).toEqual([
      ["SUCCESS", expect.stringMatching(/ausgeführt|versendet/)],
    ]);
    const second = await run(doc);
    expect(second.runs[0]!.state).toBe("SUCCESS");
    expect(await effect(doc)).toEqual(expected === "STEP" ? ids.step : expected);
  });

  it("CANCEL_APPROVAL_REQUEST withdraws the open requests", async () => {
    await onlyRule({ kind: "APPROVAL_REQUEST", approver_user_id: seed.userA });
    const doc = await newInvoice();
    await run(doc);
    await onlyRule({ kind: "CANCEL_APPROVAL_REQUEST" });
    expect((await run(doc)).runs[0]!.message).toBe("Reaktion ausgeführt.");
    expect((await q("select state from app_public.approval_requests where document_id = $1", [doc]))[0].state).toBe(
      "CANCELED",
    );
    expect((await run(doc)).runs[0]!.message).toBe("Nichts zu ändern: der Beleg war schon so.");
  });
});
