import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments } from "./listFixture.ts";

// Approval requests to a person, to a user group or to anyone ("blank", with a count of
// approvals needed); the internal function the rules engine calls
// (app_private.request_document_approval); approver limits asking a second approver;
// approvedWithoutVerifiers, approvedWhenWorkflowInLastStep and withdrawing a rejection behind
// their features; the signed-in user's open-request count for the approvals badge. Every role
// of company A, and company B's user and rows, through the real server.

let server: TestServer;
let seed: TwoCompanies;
const cookie: Record<string, string> = {};
const users: Record<string, string> = {};
let groupA: string;
let groupB: string;
let docB: string;

const ROLES = ["ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const owner = (sql: string, params: unknown[] = []) => server.ownerPool.query(sql, params);
const one = async (sql: string, params: unknown[]) => (await owner(sql, params)).rows[0]!.id as string;
const gql = async (query: string, variables: Record<string, unknown>, who: string) =>
  (await server.graphql({ query, variables }, cookie[who])).json;
const codeOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.code;
const fieldOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.field;

const feature = async (name: string, on: boolean, company = seed.companyA) => {
  if (on)
    await owner(
      `insert into app_public.client_company_features (client_company_id, feature_id)
       select $1, id from app_public.features where name = $2 on conflict do nothing`,
      [company, name],
    );
  else
    await owner(
      "delete from app_public.client_company_features where client_company_id = $1 and feature_id = (select id from app_public.features where name = $2)",
      [company, name],
    );
};

let counter = 0;
/** A fresh incoming invoice of company A with this total. */
const invoice = async (total = "100.00") => {
  counter += 1;
  const fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "d", type: "INCOMING_INVOICE", invoiceNumber: `AP-${counter}`, total },
  ]);
  return fx.ids.d!;
};

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  for (const role of ROLES) {
    users[role] = await one(
      "insert into app_public.users (email, first_name, last_name) values ($1, $2, 'Test') returning id",
      [`${role.toLowerCase()}@approvals.example`, role],
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
      [users[role], seed.companyA, role],
    );
  }
  users.EXTERNAL = await one(
    "insert into app_public.users (email, first_name, last_name, type) values ('ext@approvals.example', 'Ext', 'Test', 'EXTERNAL') returning id",
    [],
  );
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'CLERK')",
    [users.EXTERNAL, seed.companyA],
  );
  users.ADMIN = seed.userA;
  users.B = seed.userB;
  users.SUPER = seed.superAdmin;
  for (const [role, id] of Object.entries(users)) cookie[role] = await server.signIn(id);

  await feature("USER_GROUP", true);
  await feature("USER_GROUP", true, seed.companyB);
  groupA = await one(
    "insert into app_public.user_groups (client_company_id, name) values ($1, 'Einkauf') returning id",
    [seed.companyA],
  );
  for (const role of ["APPROVER", "BOOKKEEPER", "VIEWER"])
    await owner(
      "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
      [seed.companyA, groupA, users[role]],
    );
  groupB = await one(
    "insert into app_public.user_groups (client_company_id, name) values ($1, 'Vertrieb B') returning id",
    [seed.companyB],
  );
  docB = (
    await seedListDocuments(server.ownerPool, seed.companyB, [
      { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "B-1", total: "10.00" },
    ])
  ).ids.b!;
});
afterAll(async () => server?.close());

const REQUEST = `mutation ($doc: UUID!, $approver: UUID, $group: UUID, $type: String, $count: Int, $message: String) {
  requestDocumentApproval(input: {documentRowId: $doc, approverUserRowId: $approver, userGroupRowId: $group,
                                  blankApproverType: $type, blankApproverCount: $count, message: $message}) {
    result { rowId state blankApproverType blankApproverCount userGroupRowId approverUserRowId requesterUserRowId }
  }
}`;
const APPROVE = `mutation ($id: UUID!, $message: String) {
  approveApprovalRequest(input: {rowId: $id, message: $message}) {
    result { state approverUserRowId approvedCount approvedAboveLimit approvals { nodes { approverUserRowId approverLimitExceeded } } }
  }
}`;
const REJECT = `mutation ($id: UUID!, $message: String!) {
  rejectApprovalRequest(input: {rowId: $id, message: $message}) { result { state approverUserRowId } }
}`;
const CANCEL_REJECTION = `mutation ($id: UUID!) {
  cancelApprovalRejection(input: {rowId: $id}) { result { state rejectionCanceledAt } }
}`;
const DOCUMENT = `query ($id: UUID!) { document(rowId: $id) {
  approved approvedWithoutVerifiers approvalState
  userGroupCandidates { rowId }
  approvalRequests(orderBy: [CREATED_AT_DESC]) { nodes {
    rowId state blankApproverType blankApproverCount approvedCount canCurrentUserApprove canCurrentUserCancelRejection
    currentUserApproverLimitExceeded approverLimitRequestRowId userGroup { name }
  } }
} }`;
const COUNT = `query ($id: UUID!) { clientCompany(rowId: $id) { currentUserOpenApprovalRequestCount } }`;

type Req = {
  rowId: string;
  state: string;
  blankApproverType: string | null;
  blankApproverCount: number;
  userGroupRowId: string | null;
  approverUserRowId: string | null;
  requesterUserRowId: string | null;
};
const request = async (who: string, vars: Record<string, unknown>) => {
  const json = await gql(REQUEST, vars, who);
  return { json, r: (json.data?.requestDocumentApproval as { result: Req } | null)?.result };
};
const docView = async (id: string, who: string) =>
  (await gql(DOCUMENT, { id }, who)).data?.document as {
    approved: boolean;
    approvedWithoutVerifiers: boolean;
    approvalState: string;
    userGroupCandidates: { rowId: string }[];
    approvalRequests: {
      nodes: {
        rowId: string;
        state: string;
        blankApproverType: string | null;
        approvedCount: number;
        canCurrentUserApprove: boolean;
        canCurrentUserCancelRejection: boolean;
        currentUserApproverLimitExceeded: boolean;
        approverLimitRequestRowId: string | null;
        userGroup: { name: string } | null;
      }[];
    };
  } | null;
const notified = async (requestId: string) =>
  (
    await owner(
      "select user_id from app_public.notifications where approval_request_id = $1 and type = 'APPROVAL_REQUESTED'",
      [requestId],
    )
  ).rows
    .map((r) => r.user_id as string)
    .sort();
const history = async (doc: string) =>
  (
    await owner(
      "select type::text, user_id, payload from app_public.document_history_entries where document_id = $1 and type::text like 'APPRO%' order by created_at, id",
      [doc],
    )
  ).rows;

describe("requesting an approval of a person, a user group or anyone", () => {
  it("asks a user group: every member who may approve is notified, the history names the group", async () => {
    const doc = await invoice();
    const { json, r } = await request("ADMIN", { doc, group: groupA, message: "Bitte prüfen" });
    expect(json.errors).toBeUndefined();
    expect(r).toMatchObject({
      state: "OPEN",
      blankApproverType: "USER_GROUP",
      blankApproverCount: 1,
      userGroupRowId: groupA,
      approverUserRowId: null,
      requesterUserRowId: users.ADMIN,
    });
    // The viewer is in the group but may not approve: not notified.
    expect(await notified(r!.rowId)).toEqual([users.APPROVER, users.BOOKKEEPER].sort());
    expect(await history(doc)).toEqual([
      {
        type: "APPROVAL_REQUESTED",
        user_id: users.ADMIN,
        payload: {
          userGroupRowId: groupA,
          userGroupName: "Einkauf",
          blankApproverType: "USER_GROUP",
          blankApproverCount: 1,
          message: "Bitte prüfen",
        },
      },
    ]);
  });

  it("asks anyone with a count: every member who may approve is notified, not the requester", async () => {
    const doc = await invoice();
    const { json, r } = await request("CLERK", { doc, type: "ANY_MEMBER", count: 2 });
    expect(json.errors).toBeUndefined();
    expect(r).toMatchObject({ blankApproverType: "ANY_MEMBER", blankApproverCount: 2, approverUserRowId: null });
    // Not the clerk (requester), the viewer or the external user.
    expect(await notified(r!.rowId)).toEqual(
      [users.ADMIN, users.ACCOUNTANT, users.BOOKKEEPER, users.APPROVER, users.COLLABORATION_ONLY].sort(),
    );
  });

  it("refuses bad addressing, a count nobody can give, duplicates, and groups without the feature", async () => {
    const doc = await invoice();
    const refusal = async (vars: Record<string, unknown>) => {
      const { json } = await request("ADMIN", { doc, ...vars });
      return [codeOf(json), fieldOf(json)];
    };
    expect(await refusal({})).toEqual(["APPROVER_NOT_FOUND", "approverUserRowId"]);
    expect(await refusal({ type: "SOMEONE" })).toEqual(["APPROVAL_BLANK_APPROVER_TYPE_INVALID", "blankApproverType"]);
    expect(await refusal({ approver: users.APPROVER, group: groupA })).toEqual([
      "APPROVAL_ADDRESS_AMBIGUOUS",
      "approverUserRowId",
    ]);
    expect(await refusal({ type: "ANY_MEMBER", group: groupA })).toEqual([
      "APPROVAL_ADDRESS_AMBIGUOUS",
      "userGroupRowId",
    ]);
    expect(await refusal({ approver: users.APPROVER, count: 2 })).toEqual([
      "APPROVAL_COUNT_INVALID",
      "blankApproverCount",
    ]);
    expect(await refusal({ type: "ANY_MEMBER", count: 0 })).toEqual(["APPROVAL_COUNT_INVALID", "blankApproverCount"]);
    expect(await refusal({ type: "ANY_MEMBER", count: 21 })).toEqual(["APPROVAL_COUNT_INVALID", "blankApproverCount"]);
    // Two members of the group may approve (the viewer may not).
    expect(await refusal({ group: groupA, count: 3 })).toEqual(["APPROVAL_COUNT_TOO_HIGH", "blankApproverCount"]);
    expect(await refusal({ group: groupB })).toEqual(["USER_GROUP_NOT_FOUND", "userGroupRowId"]);
    expect(await refusal({ group: "00000000-0000-4000-8000-000000000000" })).toEqual([
      "USER_GROUP_NOT_FOUND",
      "userGroupRowId",
    ]);
    expect(await refusal({ group: groupA, count: 2 })).toEqual([undefined, undefined]);
    expect(await refusal({ group: groupA })).toEqual(["APPROVAL_ALREADY_REQUESTED", "userGroupRowId"]);
    expect(await refusal({ type: "ANY_MEMBER" })).toEqual([undefined, undefined]);
    expect(await refusal({ type: "ANY_MEMBER" })).toEqual(["APPROVAL_ALREADY_REQUESTED", "blankApproverType"]);
    await feature("USER_GROUP", false);
    try {
      const other = await invoice();
      const { json } = await request("ADMIN", { doc: other, group: groupA });
      expect(codeOf(json)).toBe("USER_GROUP_FEATURE_OFF");
      expect((await docView(other, "ADMIN"))!.userGroupCandidates).toEqual([]);
    } finally {
      await feature("USER_GROUP", true);
    }
    expect((await docView(doc, "ADMIN"))!.userGroupCandidates).toEqual([{ rowId: groupA }]);
  });

  it("lets only members with documents-manage access ask, and never about company B", async () => {
    const doc = await invoice();
    for (const role of ["APPROVER", "VIEWER", "COLLABORATION_ONLY"]) {
      const { json } = await request(role, { doc, type: "ANY_MEMBER" });
      expect(codeOf(json), role).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    }
    for (const role of ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK"]) {
      const fresh = await invoice();
      const { json } = await request(role, { doc: fresh, type: "ANY_MEMBER" });
      expect(json.errors, role).toBeUndefined();
    }
    // B's user about A's document, A's users about B's document or with B's group.
    expect(codeOf((await request("B", { doc, type: "ANY_MEMBER" })).json)).toBe("DOCUMENT_NOT_FOUND");
    for (const role of ["ADMIN", "CLERK", "VIEWER"])
      expect(codeOf((await request(role, { doc: docB, group: groupB })).json), role).toBe("DOCUMENT_NOT_FOUND");
    const count = await owner("select count(*)::int as n from app_public.approval_requests where document_id = $1", [
      docB,
    ]);
    expect(count.rows[0].n).toBe(0);
  });
});

describe("the internal function the rules engine calls", () => {
  const call = (args: unknown[]) =>
    owner(
      "select id, requester_user_id, blank_approver_type, blank_approver_count, user_group_id, approver_user_id from app_private.request_document_approval($1, $2, $3, $4, $5, $6, $7, $8)",
      args,
    );

  it("asks on behalf of a rule (no requester): history and notifications as for a person", async () => {
    const doc = await invoice();
    const { rows } = await call([seed.companyA, doc, null, groupA, null, 2, null, "Regel: über 1 000 €"]);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        requester_user_id: null,
        blank_approver_type: "USER_GROUP",
        blank_approver_count: 2,
        user_group_id: groupA,
        approver_user_id: null,
      },
    ]);
    expect(await notified(rows[0].id)).toEqual([users.APPROVER, users.BOOKKEEPER].sort());
    expect((await history(doc)).map((h) => [h.type, h.user_id, h.payload.message])).toEqual([
      ["APPROVAL_REQUESTED", null, "Regel: über 1 000 €"],
    ]);
    const direct = await call([seed.companyA, doc, users.APPROVER, null, null, null, null, null]);
    expect(direct.rows[0]).toMatchObject({
      approver_user_id: users.APPROVER,
      blank_approver_type: null,
      blank_approver_count: 1,
    });
    expect(await notified(direct.rows[0].id)).toEqual([users.APPROVER]);
  });

  it("never reaches across companies: B's group or approver for A's document, A's document under B", async () => {
    const doc = await invoice();
    await expect(call([seed.companyA, doc, null, groupB, null, null, null, null])).rejects.toThrow(
      "USER_GROUP_NOT_FOUND",
    );
    await expect(call([seed.companyA, doc, users.B, null, null, null, null, null])).rejects.toThrow(
      "APPROVER_NOT_FOUND",
    );
    await expect(call([seed.companyB, doc, users.B, null, null, null, null, null])).rejects.toThrow(
      "DOCUMENT_NOT_FOUND",
    );
    await expect(call([seed.companyA, doc, users.VIEWER, null, null, null, null, null])).rejects.toThrow(
      "APPROVER_NOT_FOUND",
    );
    await expect(call([seed.companyA, doc, users.EXTERNAL, null, null, null, null, null])).rejects.toThrow(
      "APPROVER_NOT_FOUND",
    );
  });

  it("is not callable by the signed-in user's role", async () => {
    const client = await server.authPool.connect();
    try {
      await client.query("begin");
      await client.query("set local role app_user");
      await expect(
        client.query(
          "select * from app_private.request_document_approval($1, $2, null, null, 'ANY_MEMBER', 1, null, null)",
          [seed.companyA, await invoice()],
        ),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});

type Decided = {
  state: string;
  approverUserRowId: string | null;
  approvedCount: number;
  approvedAboveLimit: boolean;
  approvals: { nodes: { approverUserRowId: string; approverLimitExceeded: boolean }[] };
};
const approve = async (id: string, who: string) => {
  const json = await gql(APPROVE, { id }, who);
  return { json, r: (json.data?.approveApprovalRequest as { result: Decided } | null)?.result };
};
const approvedOf = async (doc: string) =>
  (await owner("select approved from app_public.documents where id = $1", [doc])).rows[0].approved as boolean;
const setLimit = (role: string, limit: string | null) =>
  owner(
    "update app_public.client_company_users set approver_limit = $3 where client_company_id = $1 and user_id = $2",
    [seed.companyA, users[role], limit],
  );

describe("deciding group and blank requests", () => {
  it("lets any member of the group take it; taking it records who decided", async () => {
    const doc = await invoice();
    const { r } = await request("ADMIN", { doc, group: groupA });
    const view = async (who: string) => (await docView(doc, who))!.approvalRequests.nodes[0]!.canCurrentUserApprove;
    // Members who may approve: yes; the viewer (member), non-members, the requester and B: no.
    expect(await view("APPROVER")).toBe(true);
    expect(await view("BOOKKEEPER")).toBe(true);
    for (const role of ["VIEWER", "CLERK", "ACCOUNTANT", "ADMIN"]) expect(await view(role), role).toBe(false);
    for (const role of ["VIEWER", "CLERK", "ACCOUNTANT", "ADMIN"])
      expect(codeOf((await approve(r!.rowId, role)).json), role).toBe("APPROVAL_DECISION_FORBIDDEN");
    expect(codeOf((await approve(r!.rowId, "B")).json)).toBe("APPROVAL_REQUEST_NOT_FOUND");
    const taken = await approve(r!.rowId, "BOOKKEEPER");
    expect(taken.json.errors).toBeUndefined();
    expect(taken.r).toMatchObject({ state: "APPROVED", approverUserRowId: users.BOOKKEEPER, approvedCount: 1 });
    expect(await approvedOf(doc)).toBe(true);
    expect(codeOf((await approve(r!.rowId, "APPROVER")).json)).toBe("APPROVAL_REQUEST_NOT_OPEN");
  });

  it("needs the count of distinct approvals before the document counts as approved", async () => {
    const doc = await invoice();
    const { r } = await request("CLERK", { doc, type: "ANY_MEMBER", count: 2 });
    const first = await approve(r!.rowId, "APPROVER");
    expect(first.r).toMatchObject({ state: "OPEN", approverUserRowId: null, approvedCount: 1 });
    expect(await approvedOf(doc)).toBe(false);
    expect((await docView(doc, "CLERK"))!.approvalState).toBe("OPEN");
    // Not twice by the same person, never by the requester.
    expect(codeOf((await approve(r!.rowId, "APPROVER")).json)).toBe("APPROVAL_DECISION_FORBIDDEN");
    expect(codeOf((await approve(r!.rowId, "CLERK")).json)).toBe("APPROVAL_DECISION_FORBIDDEN");
    const second = await approve(r!.rowId, "ACCOUNTANT");
    expect(second.r).toMatchObject({ state: "APPROVED", approverUserRowId: users.ACCOUNTANT, approvedCount: 2 });
    expect(second.r!.approvals.nodes.map((a) => a.approverUserRowId).sort()).toEqual(
      [users.APPROVER, users.ACCOUNTANT].sort(),
    );
    expect(await approvedOf(doc)).toBe(true);
  });

  it("lets a member reject a blank request (with a reason), becoming its approver", async () => {
    const doc = await invoice();
    const { r } = await request("ADMIN", { doc, type: "ANY_MEMBER", count: 2 });
    expect(codeOf(await gql(REJECT, { id: r!.rowId, message: " " }, "APPROVER"))).toBe(
      "APPROVAL_REJECTION_MESSAGE_REQUIRED",
    );
    expect(codeOf(await gql(REJECT, { id: r!.rowId, message: "nein" }, "VIEWER"))).toBe("APPROVAL_DECISION_FORBIDDEN");
    expect((await gql(REJECT, { id: r!.rowId, message: "Zu teuer" }, "APPROVER")).data?.rejectApprovalRequest).toEqual({
      result: { state: "REJECTED", approverUserRowId: users.APPROVER },
    });
    expect((await docView(doc, "ADMIN"))!.approvalState).toBe("REJECTED");
  });
});

describe("approver limits", () => {
  it("records an approval above the limit, does not approve, and asks a second approver whose limit covers it", async () => {
    const doc = await invoice("1500.00");
    await setLimit("APPROVER", "1000");
    await setLimit("BOOKKEEPER", "500");
    try {
      const { r } = await request("ADMIN", { doc, approver: users.APPROVER });
      expect((await docView(doc, "APPROVER"))!.approvalRequests.nodes[0]!.currentUserApproverLimitExceeded).toBe(true);
      const first = await approve(r!.rowId, "APPROVER");
      expect(first.r).toMatchObject({ state: "APPROVED", approvedAboveLimit: true, approvedCount: 0 });
      expect(first.r!.approvals.nodes).toEqual([{ approverUserRowId: users.APPROVER, approverLimitExceeded: true }]);
      expect(await approvedOf(doc)).toBe(false);
      const view = (await docView(doc, "ADMIN"))!;
      expect(view.approvalState).toBe("OPEN");
      const second = view.approvalRequests.nodes[0]!;
      expect(second).toMatchObject({
        state: "OPEN",
        blankApproverType: "ANY_MEMBER",
        approverLimitRequestRowId: r!.rowId,
      });
      // Asked: members who may approve and whose limit covers it — not the first approver, not
      // the bookkeeper (limit 500).
      expect(await notified(second.rowId)).toEqual(
        [users.ACCOUNTANT, users.CLERK, users.COLLABORATION_ONLY].sort(), // the admin asked
      );
      expect(codeOf((await approve(second.rowId, "APPROVER")).json)).toBe("APPROVAL_DECISION_FORBIDDEN");
      // An approval above the bookkeeper's limit is recorded but does not count either.
      const low = await approve(second.rowId, "BOOKKEEPER");
      expect(low.r).toMatchObject({ state: "OPEN", approvedCount: 0 });
      expect(await approvedOf(doc)).toBe(false);
      const covered = await approve(second.rowId, "ACCOUNTANT");
      expect(covered.r).toMatchObject({
        state: "APPROVED",
        approvedAboveLimit: false,
        approverUserRowId: users.ACCOUNTANT,
      });
      expect(await approvedOf(doc)).toBe(true);
      const h = await history(doc);
      expect(h.map((e) => [e.type, e.payload.approverLimitExceeded ?? null, e.payload.secondApprover ?? null])).toEqual(
        [
          ["APPROVAL_REQUESTED", null, null],
          ["APPROVED", true, null],
          ["APPROVAL_REQUESTED", null, true],
          ["APPROVED", null, null],
        ],
      );
    } finally {
      await setLimit("APPROVER", null);
      await setLimit("BOOKKEEPER", null);
    }
  });

  it("still refuses people with no approval right: viewers, external users, a limit of 0", async () => {
    const doc = await invoice("10.00");
    await setLimit("APPROVER", "0");
    try {
      const { r } = await request("ADMIN", { doc, approver: users.APPROVER });
      expect(codeOf((await approve(r!.rowId, "APPROVER")).json)).toBe("APPROVER_LIMIT_EXCEEDED");
      expect(await approvedOf(doc)).toBe(false);
      expect(codeOf((await request("ADMIN", { doc, approver: users.VIEWER })).json)).toBe("APPROVER_NOT_FOUND");
      expect(codeOf((await request("ADMIN", { doc, approver: users.EXTERNAL })).json)).toBe("APPROVER_NOT_FOUND");
    } finally {
      await setLimit("APPROVER", null);
    }
  });
});

describe("withdrawing a rejection (documentApprovalRejectCancel)", () => {
  it("only with the feature, only by who rejected or an admin; the history records it", async () => {
    const doc = await invoice();
    const { r } = await request("CLERK", { doc, approver: users.APPROVER });
    await gql(REJECT, { id: r!.rowId, message: "Falscher Betrag" }, "APPROVER");
    expect((await docView(doc, "APPROVER"))!.approvalRequests.nodes[0]!.canCurrentUserCancelRejection).toBe(false);
    expect(codeOf(await gql(CANCEL_REJECTION, { id: r!.rowId }, "APPROVER"))).toBe(
      "APPROVAL_REJECT_CANCEL_FEATURE_OFF",
    );
    await feature("DOCUMENT_APPROVAL_REJECT_CANCEL", true);
    try {
      expect((await docView(doc, "APPROVER"))!.approvalRequests.nodes[0]!.canCurrentUserCancelRejection).toBe(true);
      expect((await docView(doc, "CLERK"))!.approvalRequests.nodes[0]!.canCurrentUserCancelRejection).toBe(false);
      for (const role of ["CLERK", "BOOKKEEPER", "VIEWER"])
        expect(codeOf(await gql(CANCEL_REJECTION, { id: r!.rowId }, role)), role).toBe("APPROVAL_CANCEL_FORBIDDEN");
      expect(codeOf(await gql(CANCEL_REJECTION, { id: r!.rowId }, "B"))).toBe("APPROVAL_REQUEST_NOT_FOUND");
      const done = await gql(CANCEL_REJECTION, { id: r!.rowId }, "APPROVER");
      expect(done.errors).toBeUndefined();
      expect((await docView(doc, "CLERK"))!.approvalState).toBe("NONE");
      expect(codeOf(await gql(CANCEL_REJECTION, { id: r!.rowId }, "ADMIN"))).toBe("APPROVAL_REQUEST_NOT_REJECTED");
      const h = await history(doc);
      expect(h.at(-1)).toMatchObject({
        type: "APPROVAL_CANCELED",
        user_id: users.APPROVER,
        payload: { rejectionCanceled: true },
      });
      // An admin withdraws someone else's rejection.
      const again = await request("CLERK", { doc, approver: users.APPROVER });
      await gql(REJECT, { id: again.r!.rowId, message: "Nein" }, "APPROVER");
      expect((await gql(CANCEL_REJECTION, { id: again.r!.rowId }, "ADMIN")).errors).toBeUndefined();
      // An open request is no rejection.
      const open = await request("CLERK", { doc, approver: users.ACCOUNTANT });
      expect(codeOf(await gql(CANCEL_REJECTION, { id: open.r!.rowId }, "ADMIN"))).toBe("APPROVAL_REQUEST_NOT_REJECTED");
    } finally {
      await feature("DOCUMENT_APPROVAL_REJECT_CANCEL", false);
    }
  });
});

describe("approvedWithoutVerifiers and approvedWhenWorkflowInLastStep", () => {
  it("counts a document nobody was asked about as approved with the feature, except for verifying access", async () => {
    const doc = await invoice();
    expect((await docView(doc, "CLERK"))!.approvedWithoutVerifiers).toBe(false);
    await feature("APPROVED_WITHOUT_VERIFIERS", true);
    try {
      expect((await docView(doc, "CLERK"))!.approvedWithoutVerifiers).toBe(true);
      // The accountant has verifying access: off for them.
      expect((await docView(doc, "ACCOUNTANT"))!.approvedWithoutVerifiers).toBe(false);
      const { r } = await request("CLERK", { doc, approver: users.APPROVER });
      expect((await docView(doc, "CLERK"))!.approvedWithoutVerifiers).toBe(false);
      await gql(
        `mutation ($id: UUID!) { cancelApprovalRequest(input: {rowId: $id}) { clientMutationId } }`,
        { id: r!.rowId },
        "CLERK",
      );
      expect((await docView(doc, "CLERK"))!.approvedWithoutVerifiers).toBe(true);
      expect(await docView(doc, "B")).toBeNull();
    } finally {
      await feature("APPROVED_WITHOUT_VERIFIERS", false);
    }
  });

  it("in the last step: approved unless the newest request is rejected or approved above the limit", async () => {
    const wf = await one(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'WF') returning id",
      [seed.companyA],
    );
    const step = (i: number) =>
      one(
        "insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name) values ($1, $2, $3, $4) returning id",
        [seed.companyA, wf, i, `S${i}`],
      );
    const s1 = await step(1);
    const s2 = await step(2);
    const doc = await invoice();
    const move = (to: string) =>
      gql(
        `mutation ($doc: UUID!, $step: UUID) { setDocumentWorkflowStep(input: {documentRowId: $doc, workflowStepRowId: $step}) { clientMutationId } }`,
        { doc, step: to },
        "ADMIN",
      );
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [doc, s1]);
    await feature("APPROVED_WHEN_WORKFLOW_IN_LAST_STEP", true);
    try {
      await move(s2);
      expect(await approvedOf(doc)).toBe(true);
      const { r } = await request("ADMIN", { doc, approver: users.APPROVER });
      expect(await approvedOf(doc)).toBe(true);
      await gql(REJECT, { id: r!.rowId, message: "Nein" }, "APPROVER");
      expect(await approvedOf(doc)).toBe(false);
      await setLimit("APPROVER", "1");
      const above = await request("ADMIN", { doc, approver: users.APPROVER });
      await approve(above.r!.rowId, "APPROVER");
      expect(await approvedOf(doc)).toBe(false);
      const second = (await docView(doc, "ADMIN"))!.approvalRequests.nodes[0]!;
      await approve(second.rowId, "ACCOUNTANT");
      expect(await approvedOf(doc)).toBe(true);
    } finally {
      await feature("APPROVED_WHEN_WORKFLOW_IN_LAST_STEP", false);
      await setLimit("APPROVER", null);
    }
  });
});

describe("the approvals badge count", () => {
  it("counts the signed-in user's direct requests and the group and blank ones they may take, up to 10", async () => {
    const countOf = async (who: string, company = seed.companyA) =>
      (
        (await gql(COUNT, { id: company }, who)).data?.clientCompany as {
          currentUserOpenApprovalRequestCount: number;
        } | null
      )?.currentUserOpenApprovalRequestCount;
    await owner(
      "update app_public.approval_requests set state = 'CANCELED' where client_company_id = $1 and state = 'OPEN'",
      [seed.companyA],
    );
    expect(await countOf("APPROVER")).toBe(0);
    const d1 = await invoice();
    await request("ADMIN", { doc: d1, approver: users.APPROVER });
    await request("ADMIN", { doc: d1, group: groupA });
    await request("ADMIN", { doc: d1, type: "ANY_MEMBER" });
    expect(await countOf("APPROVER")).toBe(3);
    expect(await countOf("BOOKKEEPER")).toBe(2);
    expect(await countOf("CLERK")).toBe(1);
    expect(await countOf("ADMIN")).toBe(0); // the requester
    expect(await countOf("VIEWER")).toBe(0);
    expect(await countOf("B")).toBeUndefined(); // not B's company
    expect(await countOf("B", seed.companyB)).toBe(0);
    for (let i = 0; i < 12; i += 1) await request("ADMIN", { doc: await invoice(), approver: users.APPROVER });
    expect(await countOf("APPROVER")).toBe(10);
  });
});
