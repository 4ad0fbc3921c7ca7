/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../db/withTransaction.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { waitUntil } from "../test/waitUntil.ts";
import { automationSettings } from "../db/asCompanyAutomation.ts";
import { evaluateRules, RULES_MAX_DEPTH } from "./engine.ts";

// The rules engine through the real worker: a change queues the company's rules of its
// trigger, the worker evaluates them in order and applies the reactions AS THE COMPANY, writes
// a run per rule and the document's AUTOMATION history entry. Rules that undo each other are
// stopped by the loop guard with a readable message; the engine of one company can neither
// see nor change another company's document.

let server: TestServer;
let seed: TwoCompanies;
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
const { owner, gql } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const feature = (company: string, name: string) =>
  owner(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, true from app_public.features where name = $2
     on conflict (client_company_id, feature_id) do update set active = true`,
    [company, name],
  );

/** An incoming invoice written in one transaction, as capture writes it (the import trigger fires once). */
async function invoice(company: string, fields: { total: string; invoiceDate?: string; partner?: string | null }) {
  return withTransaction(server.ownerPool, async (client) => {
    const category = (
      await client.query(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
        [company],
      )
    ).rows[0].id;
    const doc = (
      await client.query(
        "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', 'Rechnung') returning id",
        [company, category],
      )
    ).rows[0].id as string;
    await client.query(
      "insert into app_public.invoices (document_id, client_company_id, total, invoice_date, partner_company_id) values ($1, $2, $3, $4, $5)",
      [doc, company, fields.total, fields.invoiceDate ?? null, fields.partner ?? null],
    );
    return doc;
  });
}

const runsOf = (doc: string) =>
  owner(
    `select x.state, x.message, x.depth, x.trigger from app_public.rule_runs x
     join app_public.rule_action_reactions ar on ar.id = x.rule_action_reaction_id
     where x.document_id = $1 order by x.created_at, ar.sort_index`,
    [doc],
  );
const automationEntries = (doc: string) =>
  owner(
    "select payload from app_public.document_history_entries where document_id = $1 and type = 'AUTOMATION' order by created_at",
    [doc],
  );
const tagsOf = async (doc: string) =>
  (await owner("select client_company_tag_id from app_public.document_tags where document_id = $1", [doc])).map(
    (r) => r.client_company_tag_id,
  );

const CREATE_ACTION = `mutation($c: UUID!, $name: String!, $conds: [RuleConditionInputRecordInput]) {
  createRuleAction(input: { clientCompanyRowId: $c, name: $name, conditions: $conds }) { result { rowId } }
}`;
const CREATE_REACTION = `mutation($c: UUID!, $r: RuleReactionInputRecordInput!) {
  createRuleReaction(input: { clientCompanyRowId: $c, reaction: $r }) { result { rowId } }
}`;
const CREATE_AR = `mutation($c: UUID!, $a: UUID!, $r: UUID!, $t: RuleTrigger!) {
  createRuleActionReaction(input: { clientCompanyRowId: $c, ruleActionRowId: $a, ruleReactionRowId: $r, trigger: $t }) { result { rowId } }
}`;
async function rule(
  company: string,
  trigger: string,
  conds: unknown[],
  reaction: Record<string, unknown>,
  cookie?: string,
) {
  const a = await gql(CREATE_ACTION, { c: company, name: `Wenn ${Math.random()}`, conds }, cookie);
  expect(a.errors).toBeUndefined();
  const r = await gql(CREATE_REACTION, { c: company, r: { name: `Dann ${Math.random()}`, ...reaction } }, cookie);
  expect(r.errors).toBeUndefined();
  const ar = await gql(
    CREATE_AR,
    { c: company, a: a.data.createRuleAction.result.rowId, r: r.data.createRuleReaction.result.rowId, t: trigger },
    cookie,
  );
  expect(ar.errors).toBeUndefined();
  return { action: a.data.createRuleAction.result.rowId, reaction: r.data.createRuleReaction.result.rowId };
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false, worker: true });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const company of [seed.companyA, seed.companyB]) await feature(company, "RULES");
  const tag = async (company: string, name: string) =>
    (
      await owner("insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id", [
        company,
        name,
      ])
    )[0].id as string;
  ids.bigTag = await tag(seed.companyA, "Große Rechnung");
  ids.partner = (
    await owner(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Elektro Kraus') returning id",
      [seed.companyA],
    )
  )[0].id;
  ids.approver = (
    await owner(
      "insert into app_public.users (email, first_name, last_name) values ('chefin@test.example', 'Chefin', 'Test') returning id",
    )
  )[0].id;
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
    [ids.approver, seed.companyA],
  );

  // Company A: big invoices are tagged and need the managing director's approval; the partner's
  // invoices are due 14 days after their date.
  await rule(
    seed.companyA,
    "DOCUMENT_IMPORTED",
    [{ kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN" }],
    {
      kind: "TAG",
      clientCompanyTagRowId: ids.bigTag,
    },
  );
  await rule(
    seed.companyA,
    "DOCUMENT_IMPORTED",
    [{ kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN" }],
    {
      kind: "APPROVAL_REQUEST",
      approverUserRowId: ids.approver,
    },
  );
  await rule(
    seed.companyA,
    "DOCUMENT_IMPORTED",
    [{ kind: "INVOICE", partnerCompanyRowId: ids.partner, partnerCompanyRowIdEquality: "EQUAL" }],
    { kind: "INVOICE_CHANGES", changeDueDateFromInvoiceDateInDays: true, dueDateFromInvoiceDateInDays: 14 },
  );
  // Two rules that undo each other: paid → not paid → paid …
  await rule(seed.companyA, "PAYMENT_STATUS_CHANGED", [{ kind: "DOCUMENT", paymentStatus: "PAID" }], {
    kind: "INVOICE_CHANGES",
    changePaymentStatus: true,
    paymentStatus: "NOT_PAID",
  });
  await rule(seed.companyA, "PAYMENT_STATUS_CHANGED", [{ kind: "DOCUMENT", paymentStatus: "NOT_PAID" }], {
    kind: "INVOICE_CHANGES",
    changePaymentStatus: true,
    paymentStatus: "PAID",
  });
});
afterAll(async () => server?.close());

describe("rules engine in the worker", () => {
  it("an imported invoice above 1 000 € is tagged and its approval requested; the history says so", async () => {
    const doc = await invoice(seed.companyA, { total: "1500.00", invoiceDate: "2026-03-02", partner: ids.partner });
    const runs = await waitUntil("the import rules to run", async () => {
      const rows = await runsOf(doc);
      return rows.length === 3 && rows;
    });
    expect(runs.map((r: any) => r.state)).toEqual(["SUCCESS", "SUCCESS", "SUCCESS"]);
    expect(runs.every((r: any) => r.trigger === "DOCUMENT_IMPORTED" && r.depth === 0)).toBe(true);
    expect(await tagsOf(doc)).toEqual([ids.bigTag]);
    const [request] = await owner(
      "select approver_user_id, requester_user_id, state from app_public.approval_requests where document_id = $1",
      [doc],
    );
    expect(request).toMatchObject({ approver_user_id: ids.approver, requester_user_id: null, state: "OPEN" });
    const [due] = await owner("select due_date::text from app_public.invoices where document_id = $1", [doc]);
    expect(due.due_date).toBe("2026-03-16");
    const entries = await automationEntries(doc);
    expect(entries).toHaveLength(1);
    expect(entries[0].payload).toMatchObject({ pending: false, errored: false, success: true, noOtherActions: false });
  });

  it("a small invoice of another partner matches nothing: runs NO_MATCH with the reason, history noOtherActions", async () => {
    const doc = await invoice(seed.companyA, { total: "80.00" });
    const runs = await waitUntil("the import rules to run", async () => {
      const rows = await runsOf(doc);
      return rows.length === 3 && rows;
    });
    expect(runs.map((r: any) => r.state)).toEqual(["NO_MATCH", "NO_MATCH", "NO_MATCH"]);
    expect(runs[0].message).toBe("0 von 1 Bedingung erfüllt.");
    expect(await tagsOf(doc)).toEqual([]);
    expect((await automationEntries(doc))[0].payload).toMatchObject({
      success: false,
      noOtherActions: true,
      errored: false,
    });
  });

  it("a reaction that cannot apply is ERRORED with a readable message; the others still run", async () => {
    // The due date needs an invoice date.
    const doc = await invoice(seed.companyA, { total: "50.00", partner: ids.partner });
    const runs = await waitUntil("the import rules to run", async () => {
      const rows = await runsOf(doc);
      return rows.length === 3 && rows;
    });
    expect(
      runs.map((r: any) => r.state),
      JSON.stringify(runs),
    ).toEqual(["NO_MATCH", "NO_MATCH", "ERRORED"]);
    expect(runs[2].message).toContain("kein Rechnungsdatum");
    const [entry] = await automationEntries(doc);
    expect(entry.payload).toMatchObject({ errored: true, success: false });
    expect(entry.payload.niceErrorMsg).toContain("kein Rechnungsdatum");
  });

  it("the loop guard stops rules that undo each other, with an ERRORED run and a readable history message", async () => {
    const doc = await invoice(seed.companyA, { total: "10.00" });
    await waitUntil("the import rules to run", async () => (await runsOf(doc)).length === 3);
    await owner("update app_public.invoices set payment_status = 'PAID' where document_id = $1", [doc]);
    const stopped = await waitUntil("the loop guard", async () => {
      const rows = await owner(
        "select depth, message from app_public.rule_runs where document_id = $1 and state = 'ERRORED' and trigger = 'PAYMENT_STATUS_CHANGED'",
        [doc],
      );
      return rows.length > 0 && rows;
    });
    expect(stopped[0].depth).toBe(RULES_MAX_DEPTH + 1);
    expect(stopped[0].message).toContain("angehalten");
    const entries = await automationEntries(doc);
    expect(entries.at(-1).payload).toMatchObject({ errored: true });
    expect(entries.at(-1).payload.niceErrorMsg).toContain("gegenseitig");
    // Each level ran once: depth 0 … MAX succeeded, nothing deeper.
    const depths = await owner(
      "select max(depth) as max from app_public.rule_runs where document_id = $1 and trigger = 'PAYMENT_STATUS_CHANGED'",
      [doc],
    );
    expect(depths[0].max).toBe(RULES_MAX_DEPTH + 1);
  });

  it("runs as the company: another company's document is neither seen nor changed, even when the job names it", async () => {
    // Company B has a rule that would tag every document.
    const tagB = (
      await owner(
        "insert into app_public.client_company_tags (client_company_id, tag) values ($1, 'B-Tag') returning id",
        [seed.companyB],
      )
    )[0].id;
    await rule(
      seed.companyB,
      "DOCUMENT_FIELDS_CHANGED",
      [{ kind: "DOCUMENT", approved: false }],
      { kind: "TAG", clientCompanyTagRowId: tagB },
      cookies.B,
    );
    const docB = await invoice(seed.companyB, { total: "5000.00" });
    // A job that claims company A for B's document: A's rules run, B's document is invisible.
    const outcome = await evaluateRules(server.ownerPool, {
      clientCompanyRowId: seed.companyA,
      documentRowId: docB,
      trigger: "DOCUMENT_IMPORTED",
      depth: 0,
    });
    expect(outcome.state).toBe("NOT_VISIBLE");
    expect(await tagsOf(docB)).toEqual([]);
    expect(await runsOf(docB)).toEqual([]);
    // A reaction of A applied to B's document as A's engine: refused by row-level security.
    const reactionA = (
      await owner("select id from app_public.rule_reactions where client_company_id = $1 and kind = 'TAG'", [
        seed.companyA,
      ])
    )[0].id;
    await expect(
      withTransaction(
        server.ownerPool,
        (client) => client.query("select app_hidden.rules_apply_reaction($1, $2)", [docB, reactionA]),
        automationSettings(seed.companyA, 0),
      ),
    ).rejects.toMatchObject({ message: "DOCUMENT_NOT_FOUND" });
    // The engine's identity is not the owner: it cannot record for B nor write B's rows directly.
    await expect(
      withTransaction(
        server.ownerPool,
        (client) =>
          client.query(
            "insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id) values ($1, $2, $3)",
            [seed.companyB, docB, tagB],
          ),
        automationSettings(seed.companyA, 0),
      ),
    ).rejects.toMatchObject({ code: "42501" });
    // A person never has the engine's identity: with a user id the setting counts for nothing.
    const seen = await withTransaction(
      server.ownerPool,
      async (client) =>
        (
          await client.query("select count(*)::int as n from app_public.documents where client_company_id = $1", [
            seed.companyB,
          ])
        ).rows[0].n,
      { ...automationSettings(seed.companyB, 0), "app.user_id": seed.userA },
    );
    expect(seen).toBe(0);
    // B's own rule runs for B's document when a field changes.
    await owner("update app_public.invoices set total = 5100 where document_id = $1", [docB]);
    await waitUntil("B's rule", async () => (await tagsOf(docB)).length === 1);
  });

  it("testRuleAction explains each condition against a chosen document and changes nothing", async () => {
    const doc = await invoice(seed.companyA, { total: "1200.00", invoiceDate: "2026-04-01" });
    await waitUntil("the import rules to run", async () => (await runsOf(doc)).length === 3);
    const { action } = await rule(
      seed.companyA,
      "DOCUMENT_FIELDS_CHANGED",
      [
        { kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN" },
        { kind: "TAG", clientCompanyTagRowId: ids.bigTag, clientCompanyTagRowIdEquality: "NOT_EQUAL" },
      ],
      { kind: "CANCEL_APPROVAL_REQUEST" },
    );
    const before = await owner("select count(*)::int as n from app_public.rule_runs where document_id = $1", [doc]);
    const TEST = `query($a: UUID!, $d: UUID!) {
      testRuleAction(ruleActionRowId: $a, documentRowId: $d) {
        matched conditions { sortIndex kind matched parts { code operator actual expected matched } }
      }
    }`;
    const answer = await gql(TEST, { a: action, d: doc });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.testRuleAction).toEqual({
      matched: false,
      conditions: [
        {
          sortIndex: 0,
          kind: "INVOICE",
          matched: true,
          parts: [
            { code: "INVOICE_TOTAL", operator: "GREATER_THAN", actual: "1200.00", expected: "1000.00", matched: true },
          ],
        },
        {
          sortIndex: 1,
          kind: "TAG",
          matched: false,
          parts: [{ code: "TAG", operator: "NOT_EQUAL", actual: ids.bigTag, expected: ids.bigTag, matched: false }],
        },
      ],
    });
    // Nothing changed: no run, the approval request still open.
    expect(await owner("select count(*)::int as n from app_public.rule_runs where document_id = $1", [doc])).toEqual(
      before,
    );
    expect((await owner("select state from app_public.approval_requests where document_id = $1", [doc]))[0].state).toBe(
      "OPEN",
    );
    // The other company's admin does not see the action; a document of another company is refused.
    expect((await gql(TEST, { a: action, d: doc }, cookies.B)).errors![0]!.extensions!.code).toBe(
      "RULE_ACTION_NOT_FOUND",
    );
    const docB = (
      await owner("select id from app_public.documents where client_company_id = $1 limit 1", [seed.companyB])
    )[0].id;
    expect((await gql(TEST, { a: action, d: docB })).errors![0]!.extensions!.code).toBe("DOCUMENT_NOT_FOUND");
  });
});
