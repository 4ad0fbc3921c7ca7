/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments } from "../documents/listFixture.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// People and access of a company through the real server: user groups (members only from the
// company, one name per company whatever its case), the external users its documents are
// shared with and revoking their shares (the access ends at once), editing another user,
// the assistant-chat switch and deleting a user (super admins). Every role of company A
// against company B's rows: nothing read, nothing changed.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const CREATE_GROUP = `mutation($c: UUID!, $name: String!, $m: [UUID]) {
  createUserGroup(input: { clientCompanyRowId: $c, name: $name, memberUserRowIds: $m }) {
    result { rowId name users { nodes { rowId } } }
  }
}`;
const UPDATE_GROUP = `mutation($id: UUID!, $name: String!, $m: [UUID]!) {
  updateUserGroup(input: { userGroupRowId: $id, name: $name, memberUserRowIds: $m }) {
    result { rowId name users { nodes { rowId } } }
  }
}`;
const DELETE_GROUP = `mutation($id: UUID!) { deleteUserGroup(input: { userGroupRowId: $id }) { result } }`;
const GROUPS = `query($c: UUID!, $s: String) {
  clientCompany(rowId: $c) { userGroupsList(first: 50, searchText: $s) { totalCount nodes { rowId name } } }
}`;
const GROUP = `query($id: UUID!) { userGroup(rowId: $id) { rowId name } }`;
const EXTERNAL = `query($c: UUID!, $s: String) {
  clientCompany(rowId: $c) {
    externalUsersList(first: 50, searchText: $s) {
      totalCount
      nodes { rowId type isExternalPublicLink documentSharesIn(clientCompanyRowId: $c) { totalCount nodes { rowId documentRowId } } }
    }
  }
}`;
const REVOKE_ALL = `mutation($c: UUID!, $u: UUID!) { revokeUserDocumentShares(input: { clientCompanyRowId: $c, userRowId: $u }) { result } }`;
const SHARE = `mutation($id: UUID!, $email: String!) { shareDocument(input: { documentRowId: $id, email: $email }) { result { rowId user { rowId } } } }`;
const UPDATE_USER = `mutation($id: UUID!, $p: UserPatch!) { updateUser(input: { rowId: $id, patch: $p }) { user { rowId firstName lastName } } }`;
const USER = `query($id: UUID!, $c: UUID!) {
  user(rowId: $id) { rowId currentUserCanEdit currentUserCanDelete currentUserCanSetAssistantChat(clientCompanyRowId: $c) assistantChat: featureActive(name: "ASSISTANT_CHAT") }
}`;
const SET_FEATURE = `mutation($f: UUID!, $u: UUID!, $a: Boolean!) { setUserFeatureActive(input: { featureRowId: $f, userRowId: $u, active: $a }) { result { rowId } } }`;

const userGroupFeature = (company: string, on: boolean) =>
  owner(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, $2 from app_public.features where name = 'USER_GROUP'
     on conflict (client_company_id, feature_id) do update set active = excluded.active`,
    [company, on],
  );
const userIdOf = async (email: string) =>
  (await owner("select id from app_public.users where email = $1", [email]))[0].id as string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  cookies.SUPER = await server.signIn(seed.superAdmin);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
  ids.clerk = await userIdOf("clerk@test.example");
  ids.viewer = await userIdOf("viewer@test.example");
  await userGroupFeature(seed.companyA, true);
  await userGroupFeature(seed.companyB, true);
  ids.groupB = (
    await owner("insert into app_public.user_groups (client_company_id, name) values ($1, 'Einkauf B') returning id", [
      seed.companyB,
    ])
  )[0].id;
  await owner(
    "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
    [seed.companyB, ids.groupB, seed.userB],
  );
  const docsA = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "one", type: "INCOMING_INVOICE", invoiceNumber: "RE-1" },
    { key: "two", type: "INCOMING_INVOICE", invoiceNumber: "RE-2" },
  ]);
  const docsB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-B" },
  ]);
  ids.docA1 = docsA.ids.one!;
  ids.docA2 = docsA.ids.two!;
  ids.docB = docsB.ids.b!;
});
afterAll(async () => server?.close());

describe("user groups", () => {
  it("admins with the feature create, rename and refill a group of company members", async () => {
    const created = await gql(CREATE_GROUP, { c: seed.companyA, name: "  Einkauf ", m: [ids.clerk, seed.userA] });
    expect(created.errors).toBeUndefined();
    const group = created.data.createUserGroup.result;
    expect(group.name).toBe("Einkauf");
    expect(group.users.nodes.map((u: any) => u.rowId).sort()).toEqual([ids.clerk, seed.userA].sort());
    ids.groupA = group.rowId;

    const updated = await gql(UPDATE_GROUP, { id: group.rowId, name: "Purchasing", m: [ids.viewer] });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateUserGroup.result).toMatchObject({
      name: "Purchasing",
      users: { nodes: [{ rowId: ids.viewer }] },
    });

    // Every member reads the groups (approvals name them); the search looks at members too.
    const listed = await gql(GROUPS, { c: seed.companyA, s: "viewer" }, cookies.CLERK);
    expect(listed.data.clientCompany.userGroupsList.nodes.map((g: any) => g.name)).toEqual(["Purchasing"]);
  });

  it("refuses a second group of the same name in any case, an empty name and a member from elsewhere", async () => {
    expect(refusal(await gql(CREATE_GROUP, { c: seed.companyA, name: "PURCHASING", m: [] }))).toEqual({
      code: "ALREADY_EXISTS",
    });
    const duplicate = await gql(CREATE_GROUP, { c: seed.companyA, name: "purchasing", m: [] });
    expect(duplicate.errors![0]!.extensions!.constraint).toBe("user_groups_company_name_key");
    expect((await gql(CREATE_GROUP, { c: seed.companyA, name: "   ", m: [] })).errors![0]!.extensions!.constraint).toBe(
      "user_groups_name_length",
    );
    expect(refusal(await gql(CREATE_GROUP, { c: seed.companyA, name: "Fremd", m: [seed.userB] }))).toEqual({
      code: "USER_GROUP_MEMBER_NOT_IN_COMPANY",
      field: "memberUserRowIds",
    });
    expect(refusal(await gql(UPDATE_GROUP, { id: ids.groupA, name: "Purchasing", m: [seed.superAdmin] }))).toEqual({
      code: "USER_GROUP_MEMBER_NOT_IN_COMPANY",
      field: "memberUserRowIds",
    });
    // Nothing of the refused writes stayed.
    expect((await gql(GROUPS, { c: seed.companyA })).data.clientCompany.userGroupsList.totalCount).toBe(1);
    expect(
      await owner("select user_id from app_public.user_group_members where user_group_id = $1", [ids.groupA]),
    ).toEqual([{ user_id: ids.viewer }]);
  });

  it("the database itself keeps members inside the company, and ending a membership leaves the group", async () => {
    await expect(
      owner(
        "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
        [seed.companyA, ids.groupA, seed.userB],
      ),
    ).rejects.toMatchObject({ constraint: "user_group_members_company_member_fkey" });
    const [temp] = await owner(
      "insert into app_public.users (email, first_name) values ('temp@test.example', 'Tim') returning id",
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
      [temp.id, seed.companyA],
    );
    await owner(
      "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
      [seed.companyA, ids.groupA, temp.id],
    );
    await owner("delete from app_public.client_company_users where user_id = $1", [temp.id]);
    expect(await owner("select 1 from app_public.user_group_members where user_id = $1", [temp.id])).toEqual([]);
  });

  it("needs the userGroup feature and admin access", async () => {
    await userGroupFeature(seed.companyA, false);
    expect(refusal(await gql(CREATE_GROUP, { c: seed.companyA, name: "Aus", m: [] }))).toEqual({
      code: "USER_GROUP_FEATURE_OFF",
    });
    expect(refusal(await gql(DELETE_GROUP, { id: ids.groupA }))).toEqual({ code: "USER_GROUP_FEATURE_OFF" });
    await userGroupFeature(seed.companyA, true);
    for (const role of ROLES.filter((r) => r !== "ADMIN")) {
      expect(refusal(await gql(CREATE_GROUP, { c: seed.companyA, name: role, m: [] }, cookies[role])), role).toEqual({
        code: "USER_GROUPS_FORBIDDEN",
      });
      expect(refusal(await gql(UPDATE_GROUP, { id: ids.groupA, name: role, m: [] }, cookies[role])), role).toEqual({
        code: "USER_GROUPS_FORBIDDEN",
      });
      expect(refusal(await gql(DELETE_GROUP, { id: ids.groupA }, cookies[role])), role).toEqual({
        code: "USER_GROUPS_FORBIDDEN",
      });
    }
    expect((await gql(GROUP, { id: ids.groupA })).data.userGroup.name).toBe("Purchasing");
  });

  it.each(ROLES)("%s of company A neither reads nor changes company B's groups", async (role) => {
    const cookie = cookies[role];
    expect((await gql(GROUP, { id: ids.groupB }, cookie)).data.userGroup).toBeNull();
    expect((await gql(GROUPS, { c: seed.companyB }, cookie)).data.clientCompany).toBeNull();
    expect(refusal(await gql(UPDATE_GROUP, { id: ids.groupB, name: "Hacked", m: [] }, cookie))).toEqual({
      code: "USER_GROUP_NOT_FOUND",
    });
    expect(refusal(await gql(DELETE_GROUP, { id: ids.groupB }, cookie))).toEqual({ code: "USER_GROUP_NOT_FOUND" });
    expect(
      refusal(await gql(CREATE_GROUP, { c: seed.companyB, name: "Eingeschleust", m: [seed.userB] }, cookie)),
    ).toEqual({ code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST" });
    expect(
      await owner("select name from app_public.user_groups where client_company_id = $1", [seed.companyB]),
    ).toEqual([{ name: "Einkauf B" }]);
    expect(
      await owner("select user_id from app_public.user_group_members where user_group_id = $1", [ids.groupB]),
    ).toEqual([{ user_id: seed.userB }]);
  });

  it("admins delete a group; its members stay members of the company", async () => {
    expect((await gql(DELETE_GROUP, { id: ids.groupA })).data.deleteUserGroup.result).toBe(ids.groupA);
    expect(await owner("select 1 from app_public.user_groups where id = $1", [ids.groupA])).toEqual([]);
    expect(await owner("select 1 from app_public.client_company_users where user_id = $1", [ids.viewer])).toHaveLength(
      1,
    );
  });
});

describe("external users", () => {
  it("admins see who outside the company has which documents; nobody else does", async () => {
    const one = await gql(SHARE, { id: ids.docA1, email: "extern@partner.example" });
    expect(one.errors).toBeUndefined();
    ids.external = one.data.shareDocument.result.user.rowId;
    expect((await gql(SHARE, { id: ids.docA2, email: "extern@partner.example" })).errors).toBeUndefined();
    // A colleague's share is no external user.
    expect((await gql(SHARE, { id: ids.docA2, email: "clerk@test.example" })).errors).toBeUndefined();
    // Company B shares its own document with the same person: not A's business.
    expect((await gql(SHARE, { id: ids.docB, email: "extern@partner.example" }, cookies.B)).errors).toBeUndefined();

    const listed = await gql(EXTERNAL, { c: seed.companyA });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.clientCompany.externalUsersList.nodes).toEqual([
      {
        rowId: ids.external,
        type: "EXTERNAL",
        isExternalPublicLink: false,
        documentSharesIn: {
          totalCount: 2,
          nodes: expect.arrayContaining([
            expect.objectContaining({ documentRowId: ids.docA1 }),
            expect.objectContaining({ documentRowId: ids.docA2 }),
          ]),
        },
      },
    ]);
    expect(
      (await gql(EXTERNAL, { c: seed.companyA, s: "partner.example" })).data.clientCompany.externalUsersList.totalCount,
    ).toBe(1);
    expect(
      (await gql(EXTERNAL, { c: seed.companyA, s: "nobody" })).data.clientCompany.externalUsersList.totalCount,
    ).toBe(0);
    for (const role of ROLES.filter((r) => r !== "ADMIN")) {
      expect(
        (await gql(EXTERNAL, { c: seed.companyA }, cookies[role])).data.clientCompany.externalUsersList.totalCount,
        role,
      ).toBe(0);
    }
  });

  it.each(ROLES)("%s of company A neither lists nor revokes company B's shares", async (role) => {
    const cookie = cookies[role];
    expect((await gql(EXTERNAL, { c: seed.companyB }, cookie)).data.clientCompany).toBeNull();
    expect(refusal(await gql(REVOKE_ALL, { c: seed.companyB, u: ids.external }, cookie))).toEqual({
      code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
    });
    expect(
      await owner("select 1 from app_public.document_shares where client_company_id = $1 and user_id = $2", [
        seed.companyB,
        ids.external,
      ]),
    ).toHaveLength(1);
  });

  it("only admins revoke all of a person's shares", async () => {
    for (const role of ROLES.filter((r) => r !== "ADMIN")) {
      expect(refusal(await gql(REVOKE_ALL, { c: seed.companyA, u: ids.external }, cookies[role])), role).toEqual({
        code: "EXTERNAL_USERS_FORBIDDEN",
      });
    }
  });

  it("revoking closes the documents at once for the person's open session, and only in this company", async () => {
    const external = await server.signIn(ids.external!);
    const READ = `query($id: UUID!) { document(rowId: $id) { rowId } documentShareWithdrawn(documentRowId: $id) }`;
    expect((await gql(READ, { id: ids.docA1 }, external)).data).toEqual({
      document: { rowId: ids.docA1 },
      documentShareWithdrawn: false,
    });
    const revoked = await gql(REVOKE_ALL, { c: seed.companyA, u: ids.external });
    expect(revoked.data.revokeUserDocumentShares.result).toBe(2);
    for (const doc of [ids.docA1, ids.docA2]) {
      expect((await gql(READ, { id: doc }, external)).data).toEqual({ document: null, documentShareWithdrawn: true });
    }
    // Company B's share with the same person stands.
    expect((await gql(READ, { id: ids.docB }, external)).data.document).toEqual({ rowId: ids.docB });
    // The documents' history says who revoked.
    expect(
      await owner(
        "select count(*)::int as n from app_public.document_history_entries where type = 'UNSHARED' and user_id = $1",
        [seed.userA],
      ),
    ).toEqual([{ n: 2 }]);
    expect((await gql(EXTERNAL, { c: seed.companyA })).data.clientCompany.externalUsersList.totalCount).toBe(0);
  });
});

describe("editing another user", () => {
  it("admins edit their company's members' names, nobody else's", async () => {
    const ok = await gql(UPDATE_USER, { id: ids.clerk, p: { firstName: "Clara", lastName: "Klerk" } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateUser.user).toMatchObject({ firstName: "Clara", lastName: "Klerk" });
    expect((await gql(USER, { id: ids.clerk, c: seed.companyA })).data.user).toMatchObject({
      currentUserCanEdit: true,
      currentUserCanDelete: false,
    });

    // A member without admin access, another company's admin, and a super admin as target.
    // Row-level security finds no row to change: no user comes back (the form calls that an error).
    const changed = (answer: any) => answer.data?.updateUser?.user != null;
    expect(changed(await gql(UPDATE_USER, { id: ids.viewer, p: { firstName: "X" } }, cookies.CLERK))).toBe(false);
    expect(changed(await gql(UPDATE_USER, { id: ids.clerk, p: { firstName: "X" } }, cookies.B))).toBe(false);
    expect(changed(await gql(UPDATE_USER, { id: seed.userB, p: { firstName: "X" } }))).toBe(false);
    expect(changed(await gql(UPDATE_USER, { id: seed.superAdmin, p: { firstName: "X" } }))).toBe(false);
    expect(
      await owner("select first_name from app_public.users where id = any($1) order by email", [
        [ids.viewer, seed.userB, seed.superAdmin],
      ]),
    ).toEqual([{ first_name: "Bernd" }, { first_name: "Sven" }, { first_name: "Test" }]);
  });

  it("admins edit the external users their company's documents are shared with, not others'", async () => {
    // After the revocation above only company B still shares a document with the person.
    const byB = await gql(UPDATE_USER, { id: ids.external, p: { firstName: "Marco Ricci" } }, cookies.B);
    expect(byB.data.updateUser.user).toMatchObject({ firstName: "Marco Ricci" });
    const byA = await gql(UPDATE_USER, { id: ids.external, p: { firstName: "Hijacked" } });
    expect(byA.data?.updateUser?.user ?? null).toBeNull();
    expect(await owner("select first_name from app_public.users where id = $1", [ids.external])).toEqual([
      { first_name: "Marco Ricci" },
    ]);
  });

  it("someone else's dashboard preferences stay theirs", async () => {
    expect(refusal(await gql(UPDATE_USER, { id: ids.clerk, p: { dashboardOnlyTodo: true } }))).toEqual({
      code: "USER_PREFERENCES_OWN_ONLY",
    });
    expect(
      (await gql(UPDATE_USER, { id: ids.clerk, p: { dashboardOnlyTodo: true } }, cookies.CLERK)).errors,
    ).toBeUndefined();
  });

  it("super admins edit anyone and may delete others, never themselves", async () => {
    expect(
      (await gql(UPDATE_USER, { id: seed.userB, p: { firstName: "Berndt" } }, cookies.SUPER)).errors,
    ).toBeUndefined();
    expect((await gql(USER, { id: seed.userB, c: seed.companyB }, cookies.SUPER)).data.user).toMatchObject({
      currentUserCanEdit: true,
      currentUserCanDelete: true,
    });
    expect(
      (await gql(USER, { id: seed.superAdmin, c: seed.companyB }, cookies.SUPER)).data.user.currentUserCanDelete,
    ).toBe(false);
  });

  it("a deleted user's comments stay, without an author", async () => {
    const [gone] = await owner(
      "insert into app_public.users (email, first_name) values ('gone@test.example', 'Gina') returning id",
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'CLERK')",
      [gone.id, seed.companyA],
    );
    const [comment] = await owner(
      "insert into app_public.comments (client_company_id, document_id, commented_by_user_id, text_message) values ($1, $2, $3, 'Bitte prüfen') returning id",
      [seed.companyA, ids.docA1, gone.id],
    );
    const remove = (id: string, cookie: string | undefined) =>
      appFetch(`${server.url}/api/user/delete/${id}/`, { method: "DELETE", headers: cookie ? { cookie } : {} });
    expect((await remove(gone.id, cookies.ADMIN)).status).toBe(403);
    expect((await remove(seed.superAdmin, cookies.SUPER)).status).toBe(403);
    expect((await remove(gone.id, cookies.SUPER)).status).toBe(204);
    expect(
      await owner("select commented_by_user_id, text_message from app_public.comments where id = $1", [comment.id]),
    ).toEqual([{ commented_by_user_id: null, text_message: "Bitte prüfen" }]);
  });
});

describe("deleting the last admin of a client company", () => {
  it("is refused with the company's name until someone else is admin there; nothing is deleted", async () => {
    const [company] = await owner(
      "insert into app_public.client_companies (name) values ('Einzel Admin GmbH') returning id",
    );
    const [solo] = await owner(
      "insert into app_public.users (email, first_name) values ('solo.admin@test.example', 'Sol') returning id",
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [solo.id, company.id],
    );
    const remove = () =>
      appFetch(`${server.url}/api/user/delete/${solo.id}/`, {
        method: "DELETE",
        headers: { cookie: cookies.SUPER!, "accept-language": "de" },
      });
    const refused = await remove();
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("USER_IS_LAST_ADMIN");
    expect(body.error.message).toContain("Einzel Admin GmbH hätte sonst keine Administratorin");
    expect(await owner("select 1 from app_public.users where id = $1", [solo.id])).toHaveLength(1);
    expect(await owner("select role_name from app_public.client_company_users where user_id = $1", [solo.id])).toEqual([
      { role_name: "ADMIN" },
    ]);

    // Another admin there: now the user goes.
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [seed.userA, company.id],
    );
    expect((await remove()).status).toBe(204);
    expect(await owner("select 1 from app_public.users where id = $1", [solo.id])).toEqual([]);
  });
});

describe("the assistant chat per user (setUserFeatureActive)", () => {
  it("super admins switch it for a standard user of a company that has it", async () => {
    const [feature] = await owner("select id from app_public.features where name = 'ASSISTANT_CHAT'");
    const [mfa] = await owner("select id from app_public.features where name = 'MFA'");
    expect(refusal(await gql(SET_FEATURE, { f: feature.id, u: ids.clerk, a: true }))).toEqual({
      code: "USER_FEATURE_SUPER_ADMIN_ONLY",
    });
    expect(refusal(await gql(SET_FEATURE, { f: mfa.id, u: ids.clerk, a: true }, cookies.SUPER))).toEqual({
      code: "USER_FEATURE_NOT_FOUND",
      field: "featureRowId",
    });
    expect(refusal(await gql(SET_FEATURE, { f: feature.id, u: ids.external, a: true }, cookies.SUPER))).toEqual({
      code: "USER_FEATURE_STANDARD_USERS_ONLY",
      field: "userRowId",
    });
    expect(refusal(await gql(SET_FEATURE, { f: feature.id, u: ids.clerk, a: true }, cookies.SUPER))).toEqual({
      code: "USER_FEATURE_NOT_IN_COMPANY",
      field: "active",
    });
    expect(
      (await gql(USER, { id: ids.clerk, c: seed.companyA }, cookies.SUPER)).data.user.currentUserCanSetAssistantChat,
    ).toBe(false);

    await owner(
      `insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'ASSISTANT_CHAT'`,
      [seed.companyA],
    );
    expect(
      (await gql(USER, { id: ids.clerk, c: seed.companyA }, cookies.SUPER)).data.user.currentUserCanSetAssistantChat,
    ).toBe(true);
    expect((await gql(USER, { id: ids.clerk, c: seed.companyA })).data.user.currentUserCanSetAssistantChat).toBe(false);
    expect((await gql(SET_FEATURE, { f: feature.id, u: ids.clerk, a: true }, cookies.SUPER)).errors).toBeUndefined();
    expect((await gql(USER, { id: ids.clerk, c: seed.companyA }, cookies.SUPER)).data.user.assistantChat).toBe(true);
    expect((await gql(SET_FEATURE, { f: feature.id, u: ids.clerk, a: false }, cookies.SUPER)).errors).toBeUndefined();
    expect((await gql(USER, { id: ids.clerk, c: seed.companyA }, cookies.SUPER)).data.user.assistantChat).toBe(false);
  });
});
