/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The accounting firm's client overview (settings › clients) and blocking a client, through the
// real server under RLS: staff of firm X see X's clients only, never firm Y's; a plain client
// member and the firm's clerks see none; only super admins and the firm's admins block.

let server: TestServer;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.xAdmin,
);

const LIST = `query($s: String, $first: Int!, $after: Cursor) {
  currentUserIsProviderStaff
  providerClientCompanies(searchText: $s, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { rowId name status accountingFirmName openReviewGroupCount openApprovalRequestCount blockState blockStartsAt blockReason lastDocumentImportAt }
  }
}`;
const DETAILS = `query($id: UUID!) {
  providerClientCompany(rowId: $id) {
    rowId name legalName contractStartDate accountingSystem accountingSystemClientNo billedCompanyName
    memberCount documentsThisMonth blockState blockReason currentUserIsMember currentUserCanBlock
  }
}`;
const SET_BLOCK = `mutation($id: UUID!, $reason: String!, $startsAt: Datetime) {
  setClientCompanyBlock(input: { clientCompanyRowId: $id, reason: $reason, startsAt: $startsAt }) {
    result { rowId blockState blockReason blockStartsAt }
  }
}`;
const LIFT_BLOCK = `mutation($id: UUID!) {
  liftClientCompanyBlock(input: { clientCompanyRowId: $id }) { result { rowId blockState } }
}`;

const company = async (name: string, firm: string | null, extra = "") =>
  (
    await owner(
      `insert into app_public.client_companies (name, accounting_company_client_company_id, accounting_system, accounting_system_client_no, contract_start_date${extra ? ", brand_name" : ""})
       values ($1, $2, 'DATEV', $3, '2025-01-01'${extra ? ", $4" : ""}) returning id`,
      extra
        ? [name, firm, String(10000 + Object.keys(ids).length), extra]
        : [name, firm, String(10000 + Object.keys(ids).length)],
    )
  )[0].id as string;

const names = (answer: any) => answer.data.providerClientCompanies.nodes.map((n: any) => n.name);

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  ids.firmX = await company("Kanzlei X Steuerberatung", null);
  ids.firmY = await company("Kanzlei Y Treuhand", null);
  ids.alpha = await company("Alpha Bau GmbH", ids.firmX);
  ids.beta = await company("Beta Handel KG", ids.firmX, "Beta Markt");
  ids.delta = await company("Delta 50% Rabatt GmbH", ids.firmX);
  ids.gamma = await company("Gamma Logistik AG", ids.firmY);
  await owner("update app_public.client_companies set billed_client_company_id = $1 where id = $2", [
    ids.firmX,
    ids.beta,
  ]);
  cookies.xAdmin = await member(ids.firmX, "admin@x.test", "ADMIN");
  cookies.xAccountant = await member(ids.firmX, "accountant@x.test", "ACCOUNTANT");
  cookies.xClerk = await member(ids.firmX, "clerk@x.test", "CLERK");
  cookies.xBookkeeper = await member(ids.firmX, "bookkeeper@x.test", "BOOKKEEPER");
  cookies.yAdmin = await member(ids.firmY, "admin@y.test", "ADMIN");
  cookies.alphaAdmin = await member(ids.alpha, "admin@alpha.test", "ADMIN");
  const [root] = await owner(
    "insert into app_public.users (email, first_name, type) values ('root@x.test', 'Root', 'SUPER_ADMIN') returning id",
  );
  cookies.superAdmin = await server.signIn(root.id);
  // Alpha: one group with a document, one empty, one with a document someone else is reviewing.
  const [other] = await owner("select user_id from app_public.client_company_users where client_company_id = $1", [
    ids.alpha,
  ]);
  const [category] = await owner(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
    [ids.alpha],
  );
  const group = async (locked: boolean) =>
    (
      await owner(
        `insert into app_public.review_groups (client_company_id, locked_by_user_id, locked_at) values ($1, $2, $3) returning id`,
        [ids.alpha, locked ? other.user_id : null, locked ? new Date() : null],
      )
    )[0].id as string;
  const open = await group(false);
  await group(false);
  const locked = await group(true);
  for (const g of [open, locked])
    await owner(
      "insert into app_public.documents (client_company_id, category_id, type, review_group_id) values ($1, $2, 'INCOMING_INVOICE', $3)",
      [ids.alpha, category.id, g],
    );
  await owner(
    "insert into app_public.documents (client_company_id, category_id, type, import_date) values ($1, $2, 'INCOMING_INVOICE', now() - interval '100 days')",
    [ids.alpha, category.id],
  );
  await owner(
    "insert into app_public.client_company_blocks (client_company_id, starts_at, reason) values ($1, now() - interval '1 day', 'Rechnungen offen')",
    [ids.gamma],
  );
});
afterAll(async () => server?.close());

describe("the client overview", () => {
  it("shows firm X's staff exactly firm X's clients, with open review groups and block state", async () => {
    for (const who of ["xAdmin", "xAccountant"]) {
      const answer = await gql(LIST, { first: 50 }, cookies[who]);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.currentUserIsProviderStaff).toBe(true);
      expect(names(answer)).toEqual(["Alpha Bau GmbH", "Beta Markt", "Delta 50% Rabatt GmbH"]);
      expect(answer.data.providerClientCompanies.totalCount).toBe(3);
      const alpha = answer.data.providerClientCompanies.nodes[0];
      // The empty group and the one someone else is reviewing are not open for this user.
      expect(alpha).toMatchObject({
        openReviewGroupCount: 1,
        openApprovalRequestCount: 0,
        blockState: "NONE",
        accountingFirmName: "Kanzlei X Steuerberatung",
        status: "ACTIVE",
      });
      expect(alpha.lastDocumentImportAt).not.toBeNull();
    }
  });

  it("shows firm Y's admin only firm Y's client, blocked", async () => {
    const answer = await gql(LIST, { first: 50 }, cookies.yAdmin);
    expect(names(answer)).toEqual(["Gamma Logistik AG"]);
    expect(answer.data.providerClientCompanies.nodes[0]).toMatchObject({
      blockState: "ACTIVE",
      blockReason: "Rechnungen offen",
    });
  });

  it.each(["alphaAdmin", "xClerk", "xBookkeeper"])("shows %s (no provider staff) nothing", async (who) => {
    const answer = await gql(LIST, { first: 50 }, cookies[who]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.currentUserIsProviderStaff).toBe(false);
    expect(answer.data.providerClientCompanies).toMatchObject({ totalCount: 0, nodes: [] });
    const details = await gql(DETAILS, { id: ids.alpha }, cookies[who]);
    expect(details.data.providerClientCompany).toBeNull();
  });

  it("shows a visitor without session nothing", async () => {
    const { json } = await server.graphql({ query: LIST, variables: { first: 5 } });
    const answer = json as any;
    expect(answer.data?.providerClientCompanies?.nodes ?? []).toEqual([]);
  });

  it("shows a super admin every company", async () => {
    const answer = await gql(LIST, { first: 50 }, cookies.superAdmin);
    expect(answer.data.currentUserIsProviderStaff).toBe(true);
    expect(answer.data.providerClientCompanies.totalCount).toBe(6);
  });

  it("searches by name, brand name and the exact client number, wildcards taken literally", async () => {
    expect(names(await gql(LIST, { first: 50, s: "beta" }))).toEqual(["Beta Markt"]);
    expect(names(await gql(LIST, { first: 50, s: "Handel" }))).toEqual(["Beta Markt"]);
    expect(names(await gql(LIST, { first: 50, s: "50%" }))).toEqual(["Delta 50% Rabatt GmbH"]);
    expect(names(await gql(LIST, { first: 50, s: "%" }))).toEqual(["Delta 50% Rabatt GmbH"]);
    expect(names(await gql(LIST, { first: 50, s: "Gamma" }))).toEqual([]);
    const [alpha] = await owner("select accounting_system_client_no from app_public.client_companies where id = $1", [
      ids.alpha,
    ]);
    expect(names(await gql(LIST, { first: 50, s: alpha.accounting_system_client_no }))).toEqual(["Alpha Bau GmbH"]);
    expect(names(await gql(LIST, { first: 50, s: "x".repeat(5000) }))).toEqual([]);
  });

  it("pages with cursors", async () => {
    const first = await gql(LIST, { first: 2 });
    expect(names(first)).toEqual(["Alpha Bau GmbH", "Beta Markt"]);
    expect(first.data.providerClientCompanies.pageInfo.hasNextPage).toBe(true);
    const next = await gql(LIST, { first: 2, after: first.data.providerClientCompanies.pageInfo.endCursor });
    expect(names(next)).toEqual(["Delta 50% Rabatt GmbH"]);
    expect(next.data.providerClientCompanies.pageInfo.hasNextPage).toBe(false);
  });
});

describe("the client details", () => {
  it("gives firm X's staff the contract, members and documents of this month", async () => {
    const answer = await gql(DETAILS, { id: ids.alpha }, cookies.xAccountant);
    expect(answer.data.providerClientCompany).toMatchObject({
      rowId: ids.alpha,
      legalName: "Alpha Bau GmbH",
      contractStartDate: "2025-01-01",
      accountingSystem: "DATEV",
      memberCount: 1,
      documentsThisMonth: 2,
      currentUserIsMember: false,
      currentUserCanBlock: false,
    });
    const beta = await gql(DETAILS, { id: ids.beta });
    expect(beta.data.providerClientCompany).toMatchObject({
      billedCompanyName: "Kanzlei X Steuerberatung",
      currentUserCanBlock: true,
    });
  });

  it("refuses another firm's client and an unknown id", async () => {
    expect((await gql(DETAILS, { id: ids.gamma })).data.providerClientCompany).toBeNull();
    expect((await gql(DETAILS, { id: ids.alpha }, cookies.yAdmin)).data.providerClientCompany).toBeNull();
    expect((await gql(DETAILS, { id: "00000000-0000-4000-8000-000000000000" })).data.providerClientCompany).toBeNull();
  });
});

describe("blocking a client", () => {
  const blockOf = async (id: string | undefined) =>
    (
      await owner("select reason, starts_at from app_public.client_company_blocks where client_company_id = $1", [id])
    )[0];

  it("lets the firm's admin schedule a block, change it and lift it", async () => {
    const startsAt = new Date(Date.now() + 5 * 86400_000).toISOString();
    const set = await gql(SET_BLOCK, { id: ids.alpha, reason: "  Vertrag gekündigt  ", startsAt });
    expect(set.errors).toBeUndefined();
    expect(set.data.setClientCompanyBlock.result).toMatchObject({
      blockState: "SCHEDULED",
      blockReason: "Vertrag gekündigt",
    });
    // A new reason alone keeps the scheduled start.
    const reworded = await gql(SET_BLOCK, { id: ids.alpha, reason: "Vertrag gekündigt zum Monatsende" });
    expect(reworded.data.setClientCompanyBlock.result).toMatchObject({
      blockState: "SCHEDULED",
      blockReason: "Vertrag gekündigt zum Monatsende",
      blockStartsAt: set.data.setClientCompanyBlock.result.blockStartsAt,
    });
    const now = await gql(SET_BLOCK, { id: ids.alpha, reason: "Sofort", startsAt: new Date().toISOString() });
    expect(now.data.setClientCompanyBlock.result).toMatchObject({
      blockState: "ACTIVE",
      blockReason: "Sofort",
    });
    const lifted = await gql(LIFT_BLOCK, { id: ids.alpha });
    expect(lifted.data.liftClientCompanyBlock.result.blockState).toBe("NONE");
    expect(await blockOf(ids.alpha)).toBeUndefined();
  });

  it("lets a super admin block any company", async () => {
    const set = await gql(SET_BLOCK, { id: ids.firmY, reason: "Test" }, cookies.superAdmin);
    expect(set.data.setClientCompanyBlock.result.blockState).toBe("ACTIVE");
    await gql(LIFT_BLOCK, { id: ids.firmY }, cookies.superAdmin);
    expect(await blockOf(ids.firmY)).toBeUndefined();
  });

  it("refuses staff without admin access, other firms, client members and visitors, and changes nothing", async () => {
    for (const who of ["xAccountant"])
      expect(refusal(await gql(SET_BLOCK, { id: ids.alpha, reason: "x" }, cookies[who]))).toEqual({
        code: "CLIENT_BLOCK_FORBIDDEN",
      });
    for (const who of ["yAdmin", "xClerk", "alphaAdmin"]) {
      expect(refusal(await gql(SET_BLOCK, { id: ids.alpha, reason: "x" }, cookies[who]))).toEqual({
        code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
      });
      expect(refusal(await gql(LIFT_BLOCK, { id: ids.gamma }, cookies[who === "yAdmin" ? "xAdmin" : who]))).toEqual({
        code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
      });
    }
    // The firm's admin may not block the firm itself (it is no client of its own).
    expect(refusal(await gql(SET_BLOCK, { id: ids.firmX, reason: "x" }))).toEqual({
      code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
    });
    const { json } = await server.graphql({ query: SET_BLOCK, variables: { id: ids.alpha, reason: "x" } });
    expect((json as any).errors).toBeDefined();
    expect(await blockOf(ids.alpha)).toBeUndefined();
    expect(await blockOf(ids.gamma)).toMatchObject({ reason: "Rechnungen offen" });
  });

  it("refuses a missing or too long reason and a start out of range, at their fields", async () => {
    expect(refusal(await gql(SET_BLOCK, { id: ids.alpha, reason: "   " }))).toEqual({
      code: "CLIENT_BLOCK_REASON_REQUIRED",
      field: "reason",
    });
    expect(refusal(await gql(SET_BLOCK, { id: ids.alpha, reason: "x".repeat(1001) }))).toEqual({
      code: "CLIENT_BLOCK_REASON_TOO_LONG",
      field: "reason",
    });
    for (const startsAt of ["2020-01-01T00:00:00Z", "2999-01-01T00:00:00Z"])
      expect(refusal(await gql(SET_BLOCK, { id: ids.alpha, reason: "x", startsAt }))).toEqual({
        code: "CLIENT_BLOCK_START_OUT_OF_RANGE",
        field: "startsAt",
      });
    expect(await blockOf(ids.alpha)).toBeUndefined();
  });
});
