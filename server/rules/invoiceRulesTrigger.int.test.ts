import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** The invoices' rules trigger (migration 000073): a company without rules on invoice changes
 * pays no whole-row comparison per update; with rules, the same evaluations are queued as before. */
describe("the invoices' rules trigger", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let rootUrl: string;
  const owner = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await server.ownerPool.query<T>(sql, params)).rows;

  const invoice = async (company: string) => {
    const [doc] = await owner<{ id: string }>(
      `insert into app_public.documents (client_company_id, category_id, type, title)
       select $1, c.id, 'INCOMING_INVOICE', 'Rechnung' from app_public.document_categories c
        where c.client_company_id = $1 and c.document_type = 'INCOMING_INVOICE' order by c.sort_index limit 1
       returning id`,
      [company],
    );
    await owner("insert into app_public.invoices (document_id, client_company_id, total) values ($1, $2, '100.00')", [
      doc!.id,
      company,
    ]);
    return doc!.id;
  };

  /** How often the update called the whole-row comparison (counted in a session of its own, as
   * a session's uncounted calls of earlier transactions may still be pending; counting
   * functions needs a superuser's setting). */
  const comparisonsBy = async (sql: string, params: unknown[]) => {
    const root = new pg.Client({ connectionString: rootUrl });
    await root.connect();
    await root.query("begin");
    try {
      await root.query("set local track_functions = 'all'");
      await root.query(sql, params);
      const { rows } = await root.query<{ n: string | null }>(
        "select pg_stat_get_xact_function_calls('app_private.invoice_rule_fields_changed'::regproc)::text as n",
      );
      await root.query("commit");
      return Number(rows[0]!.n ?? 0);
    } catch (error) {
      await root.query("rollback");
      throw error;
    } finally {
      await root.end();
    }
  };

  const rulesJobs = async (doc: string) =>
    (
      await owner<{ trigger: string }>(
        "select split_part(key, ':', 3) as trigger from graphile_worker.jobs where task_identifier = 'rules__evaluate' and key like 'rules:' || $1 || ':%' order by 1",
        [doc],
      )
    ).map((row) => row.trigger);

  const react = async (company: string, trigger: string) => {
    const [action] = await owner<{ id: string }>(
      `with a as (insert into app_public.rule_actions (client_company_id, name) values ($1, $2) returning id)
       insert into app_public.rule_conditions (client_company_id, rule_action_id, kind, approved)
       select $1, a.id, 'DOCUMENT', false from a returning rule_action_id as id`,
      [company, `Wenn ${trigger}`],
    );
    const [reaction] = await owner<{ id: string }>(
      "insert into app_public.rule_reactions (client_company_id, name, kind) values ($1, $2, 'CANCEL_APPROVAL_REQUEST') returning id",
      [company, `Dann ${trigger}`],
    );
    await owner(
      "insert into app_public.rule_action_reactions (client_company_id, rule_action_id, rule_reaction_id, trigger) values ($1, $2, $3, $4)",
      [company, action!.id, reaction!.id, trigger],
    );
  };

  beforeAll(async () => {
    server = await startTestServer();
    fx = await seedTwoCompanies(server.ownerPool);
    const url = new URL(inject("pgRootUrl"));
    url.pathname = `/${server.database}`;
    rootUrl = url.toString();
    await owner(
      `insert into app_public.client_company_features (client_company_id, feature_id)
       select c, f.id from unnest($1::uuid[]) c, app_public.features f where f.name = 'RULES'`,
      [[fx.companyA, fx.companyB]],
    );
  });
  afterAll(() => server?.close());

  it("does not compare whole invoices in a company without rules on invoice changes", async () => {
    const doc = await invoice(fx.companyA);
    expect(
      await comparisonsBy(
        "update app_public.invoices set total = '250.00', payment_status = 'PAID' where document_id = $1",
        [doc],
      ),
    ).toBe(0);
    expect(await rulesJobs(doc)).toEqual([]);
  });

  it("queues the field and payment rules of a company that has them, as before", async () => {
    await react(fx.companyB, "DOCUMENT_FIELDS_CHANGED");
    const doc = await invoice(fx.companyB);
    expect(await comparisonsBy("update app_public.invoices set total = '250.00' where document_id = $1", [doc])).toBe(
      1,
    );
    expect(await rulesJobs(doc)).toEqual(["DOCUMENT_FIELDS_CHANGED"]);

    // A payment alone is no field change; without a payment rule it queues nothing.
    const paid = await invoice(fx.companyB);
    await owner("update app_public.invoices set payment_status = 'PAID' where document_id = $1", [paid]);
    expect(await rulesJobs(paid)).toEqual([]);

    await react(fx.companyB, "PAYMENT_STATUS_CHANGED");
    await owner("update app_public.invoices set payment_status = 'NOT_PAID' where document_id = $1", [paid]);
    expect(await rulesJobs(paid)).toEqual(["PAYMENT_STATUS_CHANGED"]);
  });

  it("ignores disabled rules", async () => {
    const doc = await invoice(fx.companyA);
    await react(fx.companyA, "DOCUMENT_FIELDS_CHANGED");
    await owner("update app_public.rule_action_reactions set disabled = true where client_company_id = $1", [
      fx.companyA,
    ]);
    expect(await comparisonsBy("update app_public.invoices set total = '300.00' where document_id = $1", [doc])).toBe(
      0,
    );
    expect(await rulesJobs(doc)).toEqual([]);
  });
});
