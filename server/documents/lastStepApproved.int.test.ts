import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** documents.approved under APPROVED_WHEN_WORKFLOW_IN_LAST_STEP follows which step is last: after
 * reordering, adding and removing steps, and switching the feature (migration 000073). */
describe("approved in the last workflow step", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  const owner = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await server.ownerPool.query<T>(sql, params)).rows;

  const workflow = async (company: string) => {
    const [w] = await owner<{ id: string }>(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Eingang') returning id",
      [company],
    );
    const step = async (sortIndex: number, name: string) =>
      (
        await owner<{ id: string }>(
          "insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name) values ($1, $2, $3, $4) returning id",
          [company, w!.id, sortIndex, name],
        )
      )[0]!.id;
    return { id: w!.id, check: await step(1, "Prüfen"), pay: await step(2, "Zahlen") };
  };
  const documentIn = async (company: string, stepId: string) => {
    const [doc] = await owner<{ id: string }>(
      `insert into app_public.documents (client_company_id, category_id, type, title)
       select $1, c.id, 'INCOMING_INVOICE', 'Rechnung' from app_public.document_categories c
        where c.client_company_id = $1 and c.document_type = 'INCOMING_INVOICE' order by c.sort_index limit 1
       returning id`,
      [company],
    );
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [doc!.id, stepId]);
    return doc!.id;
  };
  const approved = async (doc: string) =>
    (await owner<{ approved: boolean }>("select approved from app_public.documents where id = $1", [doc]))[0]!.approved;
  const feature = (company: string, active: boolean) =>
    owner(
      `insert into app_public.client_company_features (client_company_id, feature_id, active)
       select $1, id, $2 from app_public.features where name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP'
       on conflict (client_company_id, feature_id) do update set active = excluded.active`,
      [company, active],
    );

  beforeAll(async () => {
    server = await startTestServer();
    fx = await seedTwoCompanies(server.ownerPool);
  });
  afterAll(() => server?.close());

  it("follows switching the feature, reordering, adding and removing steps", async () => {
    const w = await workflow(fx.companyA);
    const doc = await documentIn(fx.companyA, w.pay);
    expect(await approved(doc)).toBe(false);

    await feature(fx.companyA, true);
    expect(await approved(doc)).toBe(true);

    // "Prüfen" moves behind "Zahlen": the document no longer stands in the last step.
    await owner("update app_public.document_workflow_steps set sort_index = 3 where id = $1", [w.check]);
    expect(await approved(doc)).toBe(false);
    await owner("update app_public.document_workflow_steps set sort_index = 1 where id = $1", [w.check]);
    expect(await approved(doc)).toBe(true);

    const [archive] = await owner<{ id: string }>(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name) values ($1, $2, 5, 'Ablage') returning id",
      [fx.companyA, w.id],
    );
    expect(await approved(doc)).toBe(false);
    await owner("delete from app_public.document_workflow_steps where id = $1", [archive!.id]);
    expect(await approved(doc)).toBe(true);

    await feature(fx.companyA, false);
    expect(await approved(doc)).toBe(false);
  });

  it("leaves a rejected document unapproved, and a company without the feature as it is", async () => {
    const w = await workflow(fx.companyB);
    const doc = await documentIn(fx.companyB, w.check);
    await owner("update app_public.document_workflow_steps set sort_index = 3 where id = $1", [w.check]);
    expect(await approved(doc)).toBe(false);

    await owner(
      "insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, state) values ($1, $2, $3, $3, 'REJECTED')",
      [fx.companyB, doc, fx.userB],
    );
    await feature(fx.companyB, true);
    expect(await approved(doc)).toBe(false);
  });
});
