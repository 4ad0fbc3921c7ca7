/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Company › Users › Access through the real server: the member list, changing and removing
// members (admins only, never in another company, never the last admin — also when two
// admins demote each other at the same moment), role changes that take effect with the next
// request, category accesses and document filters that limit the documents a member sees,
// and the approver limit.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const MEMBERS = `query($c: UUID!, $s: String) {
  clientCompany(rowId: $c) {
    membersList(first: 50, searchText: $s) {
      totalCount
      nodes {
        rowId roleName documentAccountingTabAccess approverLimit hasAdminAccess isCurrentUser
        documentFilterHasWorkflowStep documentFilterHasApprovalRequest workflowStepRowIds
        user { email fullName }
        documentCategoryAccesses { nodes { documentCategoryRowId } }
        documentWorkflowAccesses { nodes { documentWorkflowRowId } }
      }
    }
  }
}`;
const UPDATE = `mutation($input: UpdateClientCompanyMemberInput!) {
  updateClientCompanyMember(input: $input) { clientCompanyUser { rowId roleName approverLimit } }
}`;
const REMOVE = `mutation($id: UUID!) {
  removeClientCompanyMember(input: { clientCompanyUserRowId: $id }) { clientCompanyUser { rowId } }
}`;
const ADMIN_ACCESS = `query($c: UUID!) { clientCompany(rowId: $c) { currentUserHasAdminAccess currentUserRoleName } }`;
const DOCUMENT = `query($id: UUID!) { document(rowId: $id) { rowId } }`;
const APPROVE = `mutation($id: UUID!) { approveApprovalRequest(input: { rowId: $id }) { result { rowId } } }`;

const membershipOf = async (company: string, user: string) =>
  (
    await owner("select id from app_public.client_company_users where client_company_id = $1 and user_id = $2", [
      company,
      user,
    ])
  )[0].id as string;
const userOf = async (email: string) =>
  (await owner("select id from app_public.users where email = $1", [email]))[0].id as string;
const categoryOf = async (company: string, type: string) =>
  (
    await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = $2 order by sort_index limit 1",
      [company, type],
    )
  )[0].id as string;
const document = async (company: string, category: string | undefined, title: string) =>
  (
    await owner(
      "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', $3) returning id",
      [company, category, title],
    )
  )[0].id as string;
const sees = async (cookie: string | undefined, documentId: string) =>
  ((await gql(DOCUMENT, { id: documentId }, cookie)).data?.document?.rowId ?? null) === documentId;
const update = (id: string | undefined, input: Record<string, unknown>, cookie = cookies.ADMIN) =>
  gql(UPDATE, { input: { clientCompanyUserRowId: id, ...input } }, cookie);

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
  cookies.colleague = await member(seed.companyA, "colleague@test.example", "BOOKKEEPER");
  ids.colleague = await membershipOf(seed.companyA, await userOf("colleague@test.example"));
  ids.adminA = await membershipOf(seed.companyA, seed.userA);
  ids.adminB = await membershipOf(seed.companyB, seed.userB);
  ids.incomingA = await categoryOf(seed.companyA, "INCOMING_INVOICE");
  ids.outgoingA = await categoryOf(seed.companyA, "OUTGOING_INVOICE");
  ids.incomingB = await categoryOf(seed.companyB, "INCOMING_INVOICE");
  ids.workflowA = (
    await owner(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Prüfung') returning id",
      [seed.companyA],
    )
  )[0].id;
  ids.stepA1 = (
    await owner(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name) values ($1, $2, 1, 'Erfassen') returning id",
      [seed.companyA, ids.workflowA],
    )
  )[0].id;
  ids.stepA2 = (
    await owner(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name) values ($1, $2, 2, 'Freigeben') returning id",
      [seed.companyA, ids.workflowA],
    )
  )[0].id;
  ids.workflowB = (
    await owner("insert into app_public.document_workflows (client_company_id, name) values ($1, 'B') returning id", [
      seed.companyB,
    ])
  )[0].id;
});
afterAll(async () => server?.close());

describe("the member list", () => {
  it("shows an admin every member with role, grants, filter and accesses, searchable", async () => {
    await owner(
      "update app_public.client_company_users set approver_limit = 500, document_accounting_tab_access = 'VIEW' where id = $1",
      [ids.colleague],
    );
    const answer = await gql(MEMBERS, { c: seed.companyA });
    expect(answer.errors).toBeUndefined();
    const list = answer.data.clientCompany.membersList;
    expect(list.totalCount).toBe(ROLES.length + 1);
    const colleague = list.nodes.find((n: any) => n.rowId === ids.colleague);
    expect(colleague).toMatchObject({
      roleName: "BOOKKEEPER",
      approverLimit: "500.00",
      documentAccountingTabAccess: "VIEW",
      hasAdminAccess: false,
      isCurrentUser: false,
      documentFilterHasWorkflowStep: false,
      user: { email: "colleague@test.example" },
    });
    expect(list.nodes.find((n: any) => n.rowId === ids.adminA)).toMatchObject({
      hasAdminAccess: true,
      isCurrentUser: true,
    });
    const searched = await gql(MEMBERS, { c: seed.companyA, s: "colleague" });
    expect(searched.data.clientCompany.membersList.nodes.map((n: any) => n.rowId)).toEqual([ids.colleague]);
  });

  it.each(ROLES)("never shows %s of company A the members of company B", async (role) => {
    const answer = await gql(MEMBERS, { c: seed.companyB }, cookies[role]);
    expect(answer.data?.clientCompany ?? null).toBeNull();
  });
});

describe("changing and removing members", () => {
  it("lets an admin set role, grant, approver limit, filter and accesses, and replaces the sets", async () => {
    const answer = await update(ids.colleague, {
      roleName: "CLERK",
      documentAccountingTabAccess: "EDIT",
      approverLimit: "1500.50",
      documentFilterHasWorkflowStep: true,
      documentFilterHasApprovalRequest: false,
      documentCategoryRowIds: [ids.incomingA, ids.outgoingA],
      documentWorkflowRowIds: [ids.workflowA],
      documentWorkflowStepRowIds: [ids.stepA2],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientCompanyMember.clientCompanyUser).toEqual({
      rowId: ids.colleague,
      roleName: "CLERK",
      approverLimit: "1500.50",
    });
    const again = await update(ids.colleague, {
      roleName: "CLERK",
      documentCategoryRowIds: [ids.outgoingA],
      documentWorkflowRowIds: [],
      documentWorkflowStepRowIds: [ids.stepA1],
    });
    expect(again.errors).toBeUndefined();
    const list = (await gql(MEMBERS, { c: seed.companyA })).data.clientCompany.membersList.nodes;
    const colleague = list.find((n: any) => n.rowId === ids.colleague);
    expect(colleague).toMatchObject({
      approverLimit: null,
      documentAccountingTabAccess: null,
      documentFilterHasWorkflowStep: false,
      workflowStepRowIds: [ids.stepA1],
      documentCategoryAccesses: { nodes: [{ documentCategoryRowId: ids.outgoingA }] },
      documentWorkflowAccesses: { nodes: [] },
    });
    // back to no limits for the tests below
    expect((await update(ids.colleague, { roleName: "BOOKKEEPER" })).errors).toBeUndefined();
  });

  it("refuses bad input at its field and changes nothing", async () => {
    expect(refusal(await update(ids.colleague, { roleName: "KING" }))).toEqual({
      code: "ROLE_NOT_FOUND",
      field: "roleName",
    });
    expect(refusal(await update(ids.colleague, { roleName: "CLERK", approverLimit: "-1" }))).toEqual({
      code: "APPROVER_LIMIT_INVALID",
      field: "approverLimit",
    });
    expect(
      refusal(await update(ids.colleague, { roleName: "CLERK", documentCategoryRowIds: [ids.incomingB] })),
    ).toEqual({
      code: "DOCUMENT_CATEGORY_NOT_FOUND",
      field: "documentCategoryRowIds",
    });
    expect(
      refusal(await update(ids.colleague, { roleName: "CLERK", documentWorkflowRowIds: [ids.workflowB] })),
    ).toEqual({
      code: "WORKFLOW_NOT_FOUND",
      field: "documentWorkflowRowIds",
    });
    const [row] = await owner("select role_name from app_public.client_company_users where id = $1", [ids.colleague]);
    expect(row.role_name).toBe("BOOKKEEPER");
  });

  it.each(ROLES.filter((r) => r !== "ADMIN"))("refuses %s to change or remove a member", async (role) => {
    expect(refusal(await update(ids.colleague, { roleName: "ADMIN" }, cookies[role]))).toEqual({
      code: "MEMBERS_MANAGE_FORBIDDEN",
    });
    expect(refusal(await gql(REMOVE, { id: ids.colleague }, cookies[role]))).toEqual({
      code: "MEMBERS_MANAGE_FORBIDDEN",
    });
    const [row] = await owner("select role_name from app_public.client_company_users where id = $1", [ids.colleague]);
    expect(row.role_name).toBe("BOOKKEEPER");
  });

  it.each(ROLES)("refuses %s of company A to change or remove a member of company B", async (role) => {
    expect(refusal(await update(ids.adminB, { roleName: "VIEWER" }, cookies[role]))).toEqual({
      code: "CLIENT_COMPANY_USER_NOT_FOUND",
    });
    expect(refusal(await gql(REMOVE, { id: ids.adminB }, cookies[role]))).toEqual({
      code: "CLIENT_COMPANY_USER_NOT_FOUND",
    });
    const [row] = await owner("select role_name from app_public.client_company_users where id = $1", [ids.adminB]);
    expect(row.role_name).toBe("ADMIN");
  });

  it("never removes or demotes the last admin", async () => {
    expect(refusal(await update(ids.adminA, { roleName: "VIEWER" }))).toEqual({
      code: "LAST_ADMIN",
      field: "roleName",
    });
    expect(refusal(await gql(REMOVE, { id: ids.adminA }))).toEqual({ code: "LAST_ADMIN" });
    const [row] = await owner("select role_name from app_public.client_company_users where id = $1", [ids.adminA]);
    expect(row.role_name).toBe("ADMIN");
  });

  it("lets an admin demote themselves while another admin remains", async () => {
    const cookie = await member(seed.companyA, "second-admin@test.example", "ADMIN");
    const second = await membershipOf(seed.companyA, await userOf("second-admin@test.example"));
    expect((await update(second, { roleName: "ACCOUNTANT" }, cookie)).errors).toBeUndefined();
    expect((await gql(REMOVE, { id: second })).errors).toBeUndefined();
    expect(await owner("select 1 from app_public.client_company_users where id = $1", [second])).toEqual([]);
  });

  it("keeps one admin when two admins demote each other at the same moment", async () => {
    await member(seed.companyB, "b2@test.example", "ADMIN");
    const second = await membershipOf(seed.companyB, await userOf("b2@test.example"));
    const t1 = await server.ownerPool.connect();
    const t2 = await server.ownerPool.connect();
    try {
      await t1.query("begin");
      await t2.query("begin");
      await t1.query("update app_public.client_company_users set role_name = 'VIEWER' where id = $1", [ids.adminB]);
      // t2 waits for t1's lock on the company, then sees t1's change and is refused.
      const second$ = t2
        .query("update app_public.client_company_users set role_name = 'VIEWER' where id = $1", [second])
        .then(
          () => null,
          (e: Error) => e.message,
        );
      await t1.query("commit");
      expect(await second$).toBe("LAST_ADMIN");
      await t2.query("rollback");
    } finally {
      t1.release();
      t2.release();
    }
    const admins = await owner(
      "select id from app_public.client_company_users where client_company_id = $1 and role_name = 'ADMIN'",
      [seed.companyB],
    );
    expect(admins).toEqual([{ id: second }]);
    await owner("update app_public.client_company_users set role_name = 'ADMIN' where id = $1", [ids.adminB]);
  });

  it("lets a demo company's admin switch to the simple demo mode and back", async () => {
    await owner("update app_public.client_companies set status = 'DEMO' where id = $1", [seed.companyA]);
    try {
      const SWITCH = `mutation($c: UUID!, $r: String!) {
        updateClientCompanyUser(input: { clientCompanyRowId: $c, roleName: $r }) { clientCompanyUser { roleName } }
      }`;
      expect((await gql(SWITCH, { c: seed.companyA, r: "COLLABORATION_ONLY" })).errors).toBeUndefined();
      expect((await gql(SWITCH, { c: seed.companyA, r: "ADMIN" })).errors).toBeUndefined();
    } finally {
      await owner("update app_public.client_companies set status = 'ACTIVE' where id = $1", [seed.companyA]);
    }
  });

  it("takes a demotion into effect with the member's very next request", async () => {
    const cookie = await member(seed.companyA, "demoted@test.example", "ADMIN");
    const demoted = await membershipOf(seed.companyA, await userOf("demoted@test.example"));
    expect((await gql(ADMIN_ACCESS, { c: seed.companyA }, cookie)).data.clientCompany.currentUserHasAdminAccess).toBe(
      true,
    );
    expect((await update(ids.colleague, { roleName: "BOOKKEEPER" }, cookie)).errors).toBeUndefined();
    expect((await update(demoted, { roleName: "CLERK" })).errors).toBeUndefined();
    // Same session, next request: no admin any more.
    expect(refusal(await update(ids.colleague, { roleName: "ADMIN" }, cookie))).toEqual({
      code: "MEMBERS_MANAGE_FORBIDDEN",
    });
    expect((await gql(ADMIN_ACCESS, { c: seed.companyA }, cookie)).data.clientCompany).toEqual({
      currentUserHasAdminAccess: false,
      currentUserRoleName: "CLERK",
    });
    // Removed: the company is gone from their view at once.
    expect((await gql(REMOVE, { id: demoted })).errors).toBeUndefined();
    expect((await gql(ADMIN_ACCESS, { c: seed.companyA }, cookie)).data.clientCompany).toBeNull();
  });
});

describe("what a member sees", () => {
  it("limits the documents to the member's categories", async () => {
    const incoming = await document(seed.companyA, ids.incomingA, "Eingang");
    const outgoing = await document(seed.companyA, ids.outgoingA, "Ausgang");
    expect(await sees(cookies.colleague, incoming)).toBe(true);
    expect(await sees(cookies.colleague, outgoing)).toBe(true);
    expect(
      (await update(ids.colleague, { roleName: "BOOKKEEPER", documentCategoryRowIds: [ids.outgoingA] })).errors,
    ).toBeUndefined();
    expect(await sees(cookies.colleague, incoming)).toBe(false);
    expect(await sees(cookies.colleague, outgoing)).toBe(true);
    // Nor what belongs to the document: its invoice data and its comments.
    const invoiceRow = await owner(
      "insert into app_public.invoices (document_id, client_company_id, invoice_number) values ($1, $2, 'RE-GEHEIM') returning document_id",
      [incoming, seed.companyA],
    );
    expect(invoiceRow).toHaveLength(1);
    const INVOICES = `query { invoices(first: 100) { nodes { documentRowId } } }`;
    const invoiceIds = async (cookie: string | undefined) =>
      ((await gql(INVOICES, {}, cookie)).data?.invoices?.nodes ?? []).map((n: any) => n.documentRowId);
    expect(await invoiceIds(cookies.colleague)).not.toContain(incoming);
    expect(await invoiceIds(cookies.CLERK)).toContain(incoming);
    // The documents list: its rows, ids and statistics (the daily totals count every document).
    const LIST = `query($c: UUID!) { documentsList(clientCompanyRowId: $c, first: 100) { totalCount ids statistics { count } } }`;
    const list = async (cookie: string | undefined) =>
      (await gql(LIST, { c: seed.companyA }, cookie)).data.documentsList;
    const limited = await list(cookies.colleague);
    const everyone = await list(cookies.CLERK);
    expect(limited.ids).not.toContain(incoming);
    expect(limited.ids).toContain(outgoing);
    expect(everyone.ids).toContain(incoming);
    expect(limited.statistics.count).toBe(limited.ids.length);
    expect(limited.totalCount).toBe(limited.ids.length);
    expect(everyone.statistics.count).toBe(everyone.ids.length);
    expect(limited.statistics.count).toBeLessThan(everyone.statistics.count);
    // Others are not limited by the colleague's accesses.
    expect(await sees(cookies.CLERK, incoming)).toBe(true);
    // A category with accesses cannot be deleted (that would widen the member's view).
    const [spare] = await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'OTHER_DOCUMENT', 'Ohne Belege') returning id",
      [seed.companyA],
    );
    await update(ids.colleague, { roleName: "BOOKKEEPER", documentCategoryRowIds: [ids.outgoingA, spare.id] });
    await expect(owner("delete from app_public.document_categories where id = $1", [spare.id])).rejects.toThrow(
      /client_company_user_document_categories_category_fkey/,
    );
    expect((await update(ids.colleague, { roleName: "BOOKKEEPER" })).errors).toBeUndefined();
    expect(await sees(cookies.colleague, incoming)).toBe(true);
  });

  it("limits the documents to the member's workflow steps and approval requests with the document filter", async () => {
    const inStep1 = await document(seed.companyA, ids.incomingA, "Schritt 1");
    const inStep2 = await document(seed.companyA, ids.incomingA, "Schritt 2");
    const asked = await document(seed.companyA, ids.incomingA, "Freigabe");
    const other = await document(seed.companyA, ids.incomingA, "Sonst");
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [inStep1, ids.stepA1]);
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [inStep2, ids.stepA2]);
    const colleagueUser = await userOf("colleague@test.example");
    await owner(
      "insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id) values ($1, $2, $3, $4)",
      [seed.companyA, asked, seed.userA, colleagueUser],
    );
    const visible = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries({ inStep1, inStep2, asked, other }).map(async ([k, v]) => [
            k,
            await sees(cookies.colleague, v),
          ]),
        ),
      );

    await update(ids.colleague, {
      roleName: "BOOKKEEPER",
      documentFilterHasWorkflowStep: true,
      documentWorkflowStepRowIds: [ids.stepA2],
    });
    expect(await visible()).toEqual({ inStep1: false, inStep2: true, asked: false, other: false });

    await update(ids.colleague, {
      roleName: "BOOKKEEPER",
      documentFilterHasWorkflowStep: true,
      documentWorkflowRowIds: [ids.workflowA],
    });
    expect(await visible()).toEqual({ inStep1: true, inStep2: true, asked: false, other: false });

    await update(ids.colleague, { roleName: "BOOKKEEPER", documentFilterHasApprovalRequest: true });
    expect(await visible()).toEqual({ inStep1: false, inStep2: false, asked: true, other: false });

    await update(ids.colleague, {
      roleName: "BOOKKEEPER",
      documentFilterHasWorkflowStep: true,
      documentFilterHasApprovalRequest: true,
      documentWorkflowStepRowIds: [ids.stepA1],
    });
    expect(await visible()).toEqual({ inStep1: true, inStep2: false, asked: true, other: false });

    await update(ids.colleague, { roleName: "BOOKKEEPER" });
    expect(await visible()).toEqual({ inStep1: true, inStep2: true, asked: true, other: true });
  });

  it("with the workflow-step filter, shows the documents in steps the member is responsible for through a user group", async () => {
    const colleagueUser = await userOf("colleague@test.example");
    const inStep1 = await document(seed.companyA, ids.incomingA, "Gruppe Schritt 1");
    const inStep2 = await document(seed.companyA, ids.incomingA, "Gruppe Schritt 2");
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [inStep1, ids.stepA1]);
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [inStep2, ids.stepA2]);
    const [group] = await owner(
      "insert into app_public.user_groups (client_company_id, name) values ($1, 'Erfassung') returning id",
      [seed.companyA],
    );
    await owner(
      "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
      [seed.companyA, group.id, colleagueUser],
    );
    await owner(
      "insert into app_public.document_workflow_step_user_groups (client_company_id, step_id, user_group_id) values ($1, $2, $3)",
      [seed.companyA, ids.stepA1, group.id],
    );
    await update(ids.colleague, { roleName: "BOOKKEEPER", documentFilterHasWorkflowStep: true });
    expect({
      inStep1: await sees(cookies.colleague, inStep1),
      inStep2: await sees(cookies.colleague, inStep2),
    }).toEqual({
      inStep1: true,
      inStep2: false,
    });
    await update(ids.colleague, { roleName: "BOOKKEEPER" });
  });

  it("with the approval-request filter, shows the documents whose group or any-member requests the member may take", async () => {
    const colleagueUser = await userOf("colleague@test.example");
    const group = async (name: string, members: string[]) => {
      const id = (
        await owner("insert into app_public.user_groups (client_company_id, name) values ($1, $2) returning id", [
          seed.companyA,
          name,
        ])
      )[0].id as string;
      for (const user of members)
        await owner(
          "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
          [seed.companyA, id, user],
        );
      return id;
    };
    const purchasing = await group("Einkauf", [colleagueUser]);
    const management = await group("Geschäftsführung", [seed.userA]);
    const request = async (doc: string, requester: string, blank: "USER_GROUP" | "ANY_MEMBER", groupId?: string) => {
      await owner(
        `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, blank_approver_type, user_group_id)
         values ($1, $2, $3, $4, $5)`,
        [seed.companyA, doc, requester, blank, groupId ?? null],
      );
    };
    const docs = {
      toTheirGroup: await document(seed.companyA, ids.incomingA, "An Einkauf"),
      toAnotherGroup: await document(seed.companyA, ids.incomingA, "An Geschäftsführung"),
      toAnyMember: await document(seed.companyA, ids.incomingA, "An alle"),
      askedByThemselves: await document(seed.companyA, ids.incomingA, "Selbst gefragt"),
    };
    await request(docs.toTheirGroup, seed.userA, "USER_GROUP", purchasing);
    await request(docs.toAnotherGroup, colleagueUser, "USER_GROUP", management);
    await request(docs.toAnyMember, seed.userA, "ANY_MEMBER");
    // Four eyes: the requester cannot take their own request.
    await request(docs.askedByThemselves, colleagueUser, "ANY_MEMBER");

    await update(ids.colleague, { roleName: "BOOKKEEPER", documentFilterHasApprovalRequest: true });
    const visible = Object.fromEntries(
      await Promise.all(Object.entries(docs).map(async ([k, v]) => [k, await sees(cookies.colleague, v)])),
    );
    expect(visible).toEqual({ toTheirGroup: true, toAnotherGroup: false, toAnyMember: true, askedByThemselves: false });
    // Without a filter again for the tests after this one.
    await update(ids.colleague, { roleName: "BOOKKEEPER" });
  });

  it("records an approval above the approver's limit without approving the document: a second approver is asked", async () => {
    const doc = await document(seed.companyA, ids.incomingA, "Teuer");
    await owner("insert into app_public.invoices (document_id, client_company_id, total) values ($1, $2, 1200)", [
      doc,
      seed.companyA,
    ]);
    const colleagueUser = await userOf("colleague@test.example");
    const request = async () =>
      (
        await owner(
          "insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id) values ($1, $2, $3, $4) returning id",
          [seed.companyA, doc, seed.userA, colleagueUser],
        )
      )[0].id as string;
    const first = await request();
    // A limit of 0 is no approval right at all: refused.
    await update(ids.colleague, { roleName: "BOOKKEEPER", approverLimit: "0" });
    expect(refusal(await gql(APPROVE, { id: first }, cookies.colleague))).toEqual({ code: "APPROVER_LIMIT_EXCEEDED" });
    // Above the limit: recorded, the request approved above the limit, the document not approved,
    // and a second request asks any colleague whose limit covers it.
    await update(ids.colleague, { roleName: "BOOKKEEPER", approverLimit: "1000" });
    expect((await gql(APPROVE, { id: first }, cookies.colleague)).errors).toBeUndefined();
    const rows = await owner(
      `select r.state::text, r.approved_above_limit, r.blank_approver_type, r.approver_limit_request_id,
              (select d.approved from app_public.documents d where d.id = r.document_id) as approved
       from app_public.approval_requests r where r.document_id = $1 order by r.created_at`,
      [doc],
    );
    expect(rows).toEqual([
      {
        state: "APPROVED",
        approved_above_limit: true,
        blank_approver_type: null,
        approver_limit_request_id: null,
        approved: false,
      },
      {
        state: "OPEN",
        approved_above_limit: false,
        blank_approver_type: "ANY_MEMBER",
        approver_limit_request_id: first,
        approved: false,
      },
    ]);
    await update(ids.colleague, { roleName: "BOOKKEEPER", approverLimit: "1200" });
    const second = await request();
    expect((await gql(APPROVE, { id: second }, cookies.colleague)).errors).toBeUndefined();
    expect((await owner("select approved from app_public.documents where id = $1", [doc]))[0].approved).toBe(true);
    await update(ids.colleague, { roleName: "BOOKKEEPER" });
  });
});
