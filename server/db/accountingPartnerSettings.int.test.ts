/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Accounting settings through the real server: partner accounts, cost centres, cost units and
// EU OSS branches. Who may read and write them (every role, against another company's rows
// too), the OSS branch's rules, the counts and the database's list filters.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;
const WITH_ACCOUNTING = new Set<string>(["ADMIN", "ACCOUNTANT"]);

const CREATE_COST_CENTER = `mutation($c: CostCenterInput!) {
  createCostCenter(input: { costCenter: $c }) { costCenter { rowId number } }
}`;
const UPDATE_COST_CENTER = `mutation($id: UUID!, $p: CostCenterPatch!) {
  updateCostCenter(input: { rowId: $id, patch: $p }) { costCenter { rowId description } }
}`;
const CREATE_COST_UNIT = `mutation($c: CostUnitInput!) {
  createCostUnit(input: { costUnit: $c }) { costUnit { rowId number budget } }
}`;
const CREATE_OSS = `mutation($b: ClientCompanyOssBranchInput!) {
  createClientCompanyOssBranch(input: { clientCompanyOssBranch: $b }) { clientCompanyOssBranch { rowId country } }
}`;
const UPDATE_OSS = `mutation($id: UUID!, $p: ClientCompanyOssBranchPatch!) {
  updateClientCompanyOssBranch(input: { rowId: $id, patch: $p }) { clientCompanyOssBranch { rowId branch } }
}`;
const CREATE_PARTNER_ACCOUNT = `mutation($a: PartnerAccountInput!) {
  createPartnerAccount(input: { partnerAccount: $a }) { partnerAccount { rowId } }
}`;
const LISTS = `query($c: UUID!) {
  clientCompany(rowId: $c) {
    costCentersList(first: 50) { totalCount nodes { number invoiceCount itemCount } }
    costUnitsList(first: 50) { totalCount nodes { number budget invoiceCount itemCount assignedAmount } }
    ossBranchesList(first: 50) { totalCount nodes { country branch generalLedgerAccount { number } } }
    partnerAccountsList(first: 50, includeDisabled: true) { totalCount }
  }
}`;
const PARTNER_LIST = `query($c: UUID!, $type: PartnerAccountType, $d: Boolean, $s: String, $first: Int!, $after: Cursor) {
  clientCompany(rowId: $c) {
    partnerAccountsList(type: $type, includeDisabled: $d, searchText: $s, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { number }
    }
  }
}`;

const glAccount = async (company: string, number: string) =>
  (
    await owner(
      "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, $2, $3, 'REVENUE') returning id",
      [company, number, `Erlöse ${number}`],
    )
  )[0].id as string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = any($1)", [
    [seed.companyA, seed.companyB],
  ]);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
  ids.glA = await glAccount(seed.companyA, "8400");
  ids.glA2 = await glAccount(seed.companyA, "8410");
  ids.glB = await glAccount(seed.companyB, "8400");
  ids.centerB = (
    await owner("insert into app_public.cost_centers (client_company_id, number) values ($1, 'B1') returning id", [
      seed.companyB,
    ])
  )[0].id;
  ids.ossB = (
    await owner(
      `insert into app_public.client_company_oss_branches (client_company_id, country, branch, general_ledger_account_id)
       values ($1, 'FR', 'Paris', $2) returning id`,
      [seed.companyB, ids.glB],
    )
  )[0].id;
});
afterAll(async () => server?.close());

describe("who may write accounting settings", () => {
  it.each(ROLES)("%s creates cost centres, cost units and OSS branches only with accounting access", async (role) => {
    const cookie = cookies[role];
    const allowed = WITH_ACCOUNTING.has(role);
    const suffix = role.slice(0, 4);
    const center = await gql(
      CREATE_COST_CENTER,
      { c: { clientCompanyRowId: seed.companyA, number: `K${suffix}` } },
      cookie,
    );
    const unit = await gql(
      CREATE_COST_UNIT,
      { c: { clientCompanyRowId: seed.companyA, number: `T${suffix}` } },
      cookie,
    );
    const account = await gql(
      CREATE_PARTNER_ACCOUNT,
      {
        a: {
          clientCompanyRowId: seed.companyA,
          number: `7${String(ROLES.indexOf(role)).padStart(4, "0")}`,
          type: "CREDITOR",
        },
      },
      cookie,
    );
    if (allowed) {
      expect(center.errors).toBeUndefined();
      expect(unit.errors).toBeUndefined();
      expect(account.errors).toBeUndefined();
    } else {
      expect(refusal(center)).toEqual({ code: "FORBIDDEN" });
      expect(refusal(unit)).toEqual({ code: "FORBIDDEN" });
      expect(refusal(account)).toEqual({ code: "PARTNER_ACCOUNTS_MANAGE_FORBIDDEN" });
    }
    // Never in another company, whatever the role.
    expect(
      refusal(
        await gql(CREATE_COST_CENTER, { c: { clientCompanyRowId: seed.companyB, number: `X${suffix}` } }, cookie),
      ),
    ).toEqual({
      code: "FORBIDDEN",
    });
    expect(
      refusal(
        await gql(
          CREATE_OSS,
          {
            b: { clientCompanyRowId: seed.companyB, country: "AT", branch: "Wien", generalLedgerAccountRowId: ids.glB },
          },
          cookie,
        ),
      ),
    ).toEqual({ code: "FORBIDDEN" });
    // Another company's rows are neither seen nor changed.
    const changed = await gql(UPDATE_COST_CENTER, { id: ids.centerB, p: { description: "fremd" } }, cookie);
    expect(changed.data?.updateCostCenter?.costCenter ?? null).toBeNull();
    const changedOss = await gql(UPDATE_OSS, { id: ids.ossB, p: { branch: "fremd" } }, cookie);
    expect(changedOss.data?.updateClientCompanyOssBranch?.clientCompanyOssBranch ?? null).toBeNull();
    expect(
      (await owner("select description from app_public.cost_centers where id = $1", [ids.centerB]))[0].description,
    ).toBeNull();
    expect(
      (await owner("select branch from app_public.client_company_oss_branches where id = $1", [ids.ossB]))[0].branch,
    ).toBe("Paris");
    const lists = await gql(LISTS, { c: seed.companyB }, cookie);
    expect(lists.data?.clientCompany ?? null).toBeNull();
  });

  it("shows OSS branches only to members with accounting access", async () => {
    await owner(
      `insert into app_public.client_company_oss_branches (client_company_id, country, branch, general_ledger_account_id)
       values ($1, 'NL', 'Amsterdam', $2)`,
      [seed.companyA, ids.glA],
    );
    for (const role of ROLES) {
      const lists = await gql(LISTS, { c: seed.companyA }, cookies[role]);
      expect(lists.errors).toBeUndefined();
      expect(lists.data.clientCompany.ossBranchesList.totalCount, role).toBe(WITH_ACCOUNTING.has(role) ? 1 : 0);
    }
    expect((await gql(LISTS, { c: seed.companyB }, cookies.B)).data.clientCompany.ossBranchesList.totalCount).toBe(1);
    await owner("delete from app_public.client_company_oss_branches where client_company_id = $1", [seed.companyA]);
  });

  it("an accountant changes cost centres and OSS branches of the own company", async () => {
    const created = await gql(
      CREATE_COST_CENTER,
      { c: { clientCompanyRowId: seed.companyA, number: "W100" } },
      cookies.ACCOUNTANT,
    );
    const rowId = created.data.createCostCenter.costCenter.rowId;
    const changed = await gql(UPDATE_COST_CENTER, { id: rowId, p: { description: "Werkstatt" } }, cookies.ACCOUNTANT);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateCostCenter.costCenter.description).toBe("Werkstatt");
    const refused = await gql(UPDATE_COST_CENTER, { id: rowId, p: { description: "x" } }, cookies.BOOKKEEPER);
    expect(refused.data?.updateCostCenter?.costCenter ?? null).toBeNull();
    expect((await owner("select description from app_public.cost_centers where id = $1", [rowId]))[0].description).toBe(
      "Werkstatt",
    );
  });
});

describe("EU OSS branches", () => {
  const create = (branch: Record<string, unknown>) =>
    gql(CREATE_OSS, {
      b: { clientCompanyRowId: seed.companyA, branch: "Filiale", generalLedgerAccountRowId: ids.glA, ...branch },
    });
  const constraintOf = (answer: any) => answer.errors?.[0]?.extensions?.constraint;

  it("takes an EU member state other than the company's own, once per country", async () => {
    const created = await create({ country: "AT", branch: "Wien" });
    expect(created.errors).toBeUndefined();
    ids.ossAT = created.data.createClientCompanyOssBranch.clientCompanyOssBranch.rowId;
    expect(constraintOf(await create({ country: "AT" }))).toBe("client_company_oss_branches_company_country_key");
    expect(constraintOf(await create({ country: "DE" }))).toBe("client_company_oss_branches_country_not_home");
    expect(constraintOf(await create({ country: "CH" }))).toBe("client_company_oss_branches_country_eu");
    expect(constraintOf(await create({ country: "at" }))).toBe("client_company_oss_branches_country_eu");
    expect(constraintOf(await create({ country: "FR", branch: "   " }))).toBe(
      "client_company_oss_branches_branch_length",
    );
    expect(constraintOf(await create({ country: "FR", invoiceAccountingItemTitle: "x".repeat(201) }))).toBe(
      "client_company_oss_branches_title_length",
    );
    // Changing the country to the home country is refused too.
    expect(constraintOf(await gql(UPDATE_OSS, { id: ids.ossAT, p: { country: "DE" } }))).toBe(
      "client_company_oss_branches_country_not_home",
    );
  });

  it("books only to a ledger account of the same company", async () => {
    const answer = await create({ country: "IT", generalLedgerAccountRowId: ids.glB });
    expect(constraintOf(answer)).toBe("client_company_oss_branches_general_ledger_account_id_fkey");
    const ok = await create({
      country: "IT",
      generalLedgerAccountRowId: ids.glA2,
      invoiceAccountingItemTitle: "Erlöse IT",
    });
    expect(ok.errors).toBeUndefined();
  });

  it("keeps a ledger account that a branch books to", async () => {
    await expect(owner("delete from app_public.general_ledger_accounts where id = $1", [ids.glA2])).rejects.toThrow(
      /client_company_oss_branches_general_ledger_account_id_fkey/,
    );
  });
});

describe("counts and budget consumption", () => {
  it("counts invoices and items of cost centres and units, and sums the assigned amounts", async () => {
    const [center] = await owner(
      "insert into app_public.cost_centers (client_company_id, number) values ($1, 'C1') returning id",
      [seed.companyA],
    );
    const [unit] = await owner(
      "insert into app_public.cost_units (client_company_id, number, budget) values ($1, 'U1', 100) returning id",
      [seed.companyA],
    );
    const [category] = await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
      [seed.companyA],
    );
    const documents: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const [doc] = await owner(
        "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'INCOMING_INVOICE') returning id",
        [seed.companyA, category.id],
      );
      documents.push(doc.id);
      await owner("insert into app_public.invoices (client_company_id, document_id) values ($1, $2)", [
        seed.companyA,
        doc.id,
      ]);
    }
    const item = async (document: string) =>
      (
        await owner(
          `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id)
           values ($1, $2, 'Posten', 'DEBIT', 50, 'NET', $3) returning id`,
          [seed.companyA, document, ids.glA],
        )
      )[0].id as string;
    const items = [await item(documents[0]!), await item(documents[0]!), await item(documents[1]!)];
    for (const [i, itemId] of items.entries()) {
      await owner(
        "insert into app_public.accounting_item_cost_centers (client_company_id, accounting_item_id, cost_center_id, amount) values ($1, $2, $3, 50)",
        [seed.companyA, itemId, center.id],
      );
      await owner(
        "insert into app_public.accounting_item_cost_units (client_company_id, accounting_item_id, cost_unit_id, amount) values ($1, $2, $3, $4)",
        [seed.companyA, itemId, unit.id, ["40.25", "50.00", "30.00"][i]],
      );
    }
    const lists = await gql(LISTS, { c: seed.companyA });
    expect(lists.errors).toBeUndefined();
    const c1 = lists.data.clientCompany.costCentersList.nodes.find((n: any) => n.number === "C1");
    expect(c1).toEqual({ number: "C1", invoiceCount: 2, itemCount: 3 });
    const u1 = lists.data.clientCompany.costUnitsList.nodes.find((n: any) => n.number === "U1");
    expect(u1).toEqual({ number: "U1", budget: "100.00", invoiceCount: 2, itemCount: 3, assignedAmount: "120.25" });
  });
});

describe("partner account list", () => {
  it("filters by type and disabled, searches number, description and partner name, pages by cursor", async () => {
    const [partner] = await owner(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Brandt Sanitär GmbH') returning id",
      [seed.companyA],
    );
    const account = (
      number: string,
      type: string,
      description: string | null,
      partnerId: string | null,
      disabled = false,
    ) =>
      owner(
        `insert into app_public.partner_accounts (client_company_id, number, type, description, partner_company_id, disabled_at)
         values ($1, $2, $3, $4, $5, case when $6 then now() end)`,
        [seed.companyA, number, type, description, partnerId, disabled],
      );
    await account("10001", "DEBTOR", "Kunde Nord", null);
    await account("10002", "DEBTOR", "Alt", null, true);
    await account("70100", "CREDITOR", null, partner.id);
    await account("70101", "CREDITOR", "Diverse 100%", null);
    const list = async (variables: Record<string, unknown>) =>
      (await gql(PARTNER_LIST, { c: seed.companyA, first: 50, ...variables })).data.clientCompany.partnerAccountsList;
    const numbers = async (variables: Record<string, unknown>) =>
      (await list(variables)).nodes.map((n: any) => n.number);
    expect(await numbers({ type: "DEBTOR" })).toEqual(["10001"]);
    expect(await numbers({ type: "DEBTOR", d: true })).toEqual(["10001", "10002"]);
    expect(await numbers({ type: "CREDITOR", s: "brandt" })).toEqual(["70100"]);
    expect(await numbers({ s: "kunde" })).toEqual(["10001"]);
    expect(await numbers({ type: "DEBTOR", s: "0001" })).toEqual(["10001"]);
    // LIKE's wildcards are searched as text.
    expect(await numbers({ s: "100%" })).toEqual(["70101"]);
    expect(await numbers({ s: "_" })).toEqual([]);
    const first = await list({ type: "CREDITOR", first: 1 });
    expect(first.totalCount).toBeGreaterThanOrEqual(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await list({ type: "CREDITOR", first: 1, after: first.pageInfo.endCursor });
    expect(next.nodes[0].number > first.nodes[0].number).toBe(true);
  });

  it("refuses a number outside the type's DATEV range at its constraint", async () => {
    const answer = await gql(CREATE_PARTNER_ACCOUNT, {
      a: { clientCompanyRowId: seed.companyA, number: "70200", type: "DEBTOR" },
    });
    expect(refusal(answer)).toEqual({ code: "PARTNER_ACCOUNT_NUMBER_DOES_NOT_MATCH_TYPE", field: "number" });
  });
});
