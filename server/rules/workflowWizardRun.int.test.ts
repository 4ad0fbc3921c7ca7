/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWizardPayload } from "../../src/lib/wizards/workflowAndApprovalWizard.ts";
import { withTransaction } from "../db/withTransaction.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { waitUntil } from "../test/waitUntil.ts";

// The wizard's rules through the real worker: an incoming invoice above the amount lands in the
// approval step with its approval requested from the approver; one below stays out; once the
// approval is given, the invoice moves to the last step.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, gql } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const CREATE = `mutation($c: UUID!, $name: String!, $p: JSON!) {
  createWizardWorkflowAndApproval(input: { clientCompanyRowId: $c, name: $name, payload: $p }) {
    result { documentWorkflow { sortedSteps { rowId name } } }
  }
}`;

async function invoice(company: string, total: string) {
  return withTransaction(server.ownerPool, async (client) => {
    const category = (
      await client.query(
        "insert into app_public.document_categories (client_company_id, name, document_type) values ($1, 'Eingang ' || $2, 'INCOMING_INVOICE') returning id",
        [company, total],
      )
    ).rows[0].id;
    const doc = (
      await client.query(
        "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', 'Rechnung') returning id",
        [company, category],
      )
    ).rows[0].id as string;
    await client.query("insert into app_public.invoices (document_id, client_company_id, total) values ($1, $2, $3)", [
      doc,
      company,
      total,
    ]);
    return doc;
  });
}
const stepOf = async (doc: string) =>
  (await owner("select workflow_step_id from app_public.documents where id = $1", [doc]))[0].workflow_step_id as
    string | null;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false, worker: true });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  await owner(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, true from app_public.features where name in ('RULES', 'WIZARD_WORKFLOW_AND_APPROVALS')
     on conflict (client_company_id, feature_id) do update set active = true`,
    [seed.companyA],
  );
});
afterAll(async () => server?.close());

describe("the wizard's rules at work", () => {
  it("routes an invoice above 1 000 € to the approver and, once approved, to the last step", async () => {
    const created = await gql(CREATE, {
      c: seed.companyA,
      name: "Freigabe GF",
      p: { ...defaultWizardPayload("de"), approverUserRowId: seed.userA },
    });
    expect(created.errors).toBeUndefined();
    const [approval, last] = created.data.createWizardWorkflowAndApproval.result.documentWorkflow.sortedSteps.map(
      (s: any) => s.rowId,
    );

    const small = await invoice(seed.companyA, "999.99");
    const large = await invoice(seed.companyA, "1500.00");
    await waitUntil("the large invoice in the approval step", async () => (await stepOf(large)) === approval);
    const [request] = await waitUntil("the approval request", async () => {
      const rows = await owner(
        "select id, approver_user_id, state from app_public.approval_requests where document_id = $1",
        [large],
      );
      return rows.length > 0 && rows;
    });
    expect(request).toMatchObject({ approver_user_id: seed.userA, state: "OPEN" });
    await waitUntil("the small invoice's rules ran", async () => {
      const runs = await owner("select state from app_public.rule_runs where document_id = $1", [small]);
      return runs.length >= 2 && runs.every((r) => r.state === "NO_MATCH");
    });
    expect(await stepOf(small)).toBeNull();

    await owner("update app_public.approval_requests set state = 'APPROVED' where id = $1", [request.id]);
    await waitUntil("the approved invoice in the last step", async () => (await stepOf(large)) === last);
  });
});
