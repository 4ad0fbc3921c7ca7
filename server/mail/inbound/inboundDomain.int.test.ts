/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../../test/fixtures.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The addresses that turn mail into documents follow the configuration of the web process that
 * answers: several processes on one database with different settings (intake on with one
 * domain, intake off, intake on with another domain) each show their own, whichever started
 * last, and none of them writes its setting into the database for the others.
 */
describe("the inbound mail domain of the answering process", () => {
  let on: TestServer;
  let off: TestServer;
  let other: TestServer;
  let fx: TwoCompanies;
  let category: string;

  beforeAll(async () => {
    on = await startTestServer({
      persistedOnly: false,
      mailInbound: true,
      env: { MAIL_INBOUND_DOMAIN: "belege.test" },
    });
    fx = await seedTwoCompanies(on.ownerPool);
    await on.ownerPool.query("update app_public.client_companies set email_alias = 'alpha' where id = $1", [
      fx.companyA,
    ]);
    category = (
      await on.ownerPool.query(
        `update app_public.document_categories set email_alias = 'sonstiges'
          where id = (select id from app_public.document_categories where client_company_id = $1
                       and document_type = 'OTHER_DOCUMENT' order by sort_index, name limit 1) returning id`,
        [fx.companyA],
      )
    ).rows[0]!.id;
    // Started after the first: intake off here, then on with another domain.
    off = await startTestServer({ persistedOnly: false, database: on.database });
    other = await startTestServer({
      persistedOnly: false,
      database: on.database,
      mailInbound: true,
      env: { MAIL_INBOUND_DOMAIN: "Post.Example" },
    });
  });
  afterAll(async () => {
    await other?.close();
    await off?.close();
    await on?.close();
  });

  async function addresses(server: TestServer) {
    const cookie = await server.signIn(fx.userA);
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!) { clientCompany(rowId: $c) { emailAlias emailAddress
          documentCategories { nodes { rowId germanEmailAddr } } } }`,
        variables: { c: fx.companyA },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    const company = json.data!.clientCompany as any;
    return {
      alias: company.emailAlias as string,
      company: company.emailAddress as string | null,
      category: company.documentCategories.nodes.find((n: any) => n.rowId === category).germanEmailAddr as
        string | null,
    };
  }

  it("answers with the domain of its own configuration, whichever process started last", async () => {
    expect(await addresses(on)).toEqual({
      alias: "alpha",
      company: "alpha@belege.test",
      category: "alpha+sonstiges@belege.test",
    });
    expect(await addresses(other)).toEqual({
      alias: "alpha",
      company: "alpha@post.example",
      category: "alpha+sonstiges@post.example",
    });
  });

  it("shows no addresses where intake is off, without hiding them from the other processes", async () => {
    expect(await addresses(off)).toEqual({ alias: "alpha", company: null, category: null });
    expect((await addresses(on)).company).toBe("alpha@belege.test");
  });

  it("keeps no process's setting in the database", async () => {
    const { rows } = await on.ownerPool.query("select key from app_private.installation where key = 'mail_inbound'");
    expect(rows).toEqual([]);
    const { rows: direct } = await on.ownerPool.query(
      "select app_public.client_companies_email_address(c) as address from app_public.client_companies c where c.id = $1",
      [fx.companyA],
    );
    expect(direct).toEqual([{ address: null }]);
  });
});
