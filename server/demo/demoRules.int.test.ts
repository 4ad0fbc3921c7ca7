/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { DEMO, loadDemoData } from "./demoData.ts";

/** Müller Haustechnik has the rules and the workflow-and-approvals wizard, with example rules
 * its admin sees in the rules lists; the demo's own documents are not touched by them. */
describe("demo rules", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: false, persistedOnly: false });
    expect(await loadDemoData(server.ownerPool, makeLogger("silent"))).toBe(true);
    cookie = await server.signIn(DEMO.users.admin);
  });
  afterAll(async () => server?.close());

  it("shows the example rules to the admin, one switched off", async () => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!) { clientCompany(rowId: $c) {
          featureFlags { rules wizardWorkflowAndApprovals }
          ruleActionReactionsList(first: 20, includeDisabled: true) { nodes { disabled trigger action { name } reaction { name kind } } }
        } }`,
        variables: { c: DEMO.companies.haustechnik },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    const company = (json.data as any).clientCompany;
    expect(company.featureFlags).toEqual({ rules: true, wizardWorkflowAndApprovals: true });
    const rules = company.ruleActionReactionsList.nodes;
    expect(rules.map((r: any) => r.reaction.kind)).toEqual([
      "TAG",
      "APPROVAL_REQUEST",
      "INVOICE_CHANGES",
      "SEND_NOTIFICATION",
    ]);
    expect(rules.filter((r: any) => r.disabled)).toHaveLength(1);
    expect(rules.every((r: any) => r.trigger === "DOCUMENT_IMPORTED")).toBe(true);
    // No job was queued for the demo's own documents.
    const jobs = await server.ownerPool.query(
      "select count(*)::int as n from graphile_worker.jobs where task_identifier = 'rules__evaluate'",
    );
    expect(jobs.rows[0].n).toBe(0);
  });
});
