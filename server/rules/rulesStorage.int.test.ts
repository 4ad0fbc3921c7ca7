/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Rules storage through the real server: admins of a company with the RULES feature create,
// change and delete actions (with their conditions), reactions and rules; invalid rows are
// refused with a code or the constraint's name and leave nothing behind; every other role and
// the other company's admin read nothing and change nothing.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);
const OTHER_ROLES = ["ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const CREATE_ACTION = `mutation($c: UUID!, $name: String!, $d: String, $conds: [RuleConditionInputRecordInput]) {
  createRuleAction(input: { clientCompanyRowId: $c, name: $name, description: $d, conditions: $conds }) {
    result { rowId name description conditionsList { kind sortIndex totalComparison total clientCompanyTagRowId clientCompanyTagRowIdEquality } }
  }
}`;
const UPDATE_ACTION = `mutation($id: UUID!, $name: String!, $conds: [RuleConditionInputRecordInput]) {
  updateRuleAction(input: { ruleActionRowId: $id, name: $name, description: null, conditions: $conds }) {
    result { rowId name conditionsList { kind sortIndex } }
  }
}`;
const DELETE_ACTION = `mutation($id: UUID!) { deleteRuleAction(input: { ruleActionRowId: $id }) { result } }`;
const CREATE_REACTION = `mutation($c: UUID!, $r: RuleReactionInputRecordInput!) {
  createRuleReaction(input: { clientCompanyRowId: $c, reaction: $r }) { result { rowId name kind hasToken receiverUrl } }
}`;
const UPDATE_REACTION = `mutation($id: UUID!, $r: RuleReactionInputRecordInput!) {
  updateRuleReaction(input: { ruleReactionRowId: $id, reaction: $r }) { result { rowId name kind hasToken } }
}`;
const CREATE_AR = `mutation($c: UUID!, $a: UUID!, $r: UUID!, $t: RuleTrigger!, $d: Boolean) {
  createRuleActionReaction(input: { clientCompanyRowId: $c, ruleActionRowId: $a, ruleReactionRowId: $r, trigger: $t, disabled: $d }) {
    result { rowId sortIndex disabled trigger action { name } reaction { name } }
  }
}`;
const UPDATE_AR = `mutation($id: UUID!, $a: UUID!, $r: UUID!, $t: RuleTrigger!, $d: Boolean, $s: Int) {
  updateRuleActionReaction(input: { ruleActionReactionRowId: $id, ruleActionRowId: $a, ruleReactionRowId: $r, trigger: $t, disabled: $d, sortIndex: $s }) {
    result { rowId sortIndex disabled }
  }
}`;
const LISTS = `query($c: UUID!, $s: String, $inc: Boolean) {
  clientCompany(rowId: $c) {
    ruleActionsList(first: 50, searchText: $s) { totalCount nodes { rowId name } }
    ruleReactionsList(first: 50, searchText: $s) { totalCount nodes { rowId name } }
    ruleActionReactionsList(first: 50, includeDisabled: $inc) { totalCount nodes { rowId disabled sortIndex } }
    ruleRunsList(first: 10) { totalCount }
  }
}`;

const feature = (company: string, name: string, on: boolean) =>
  owner(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, $3 from app_public.features where name = $2
     on conflict (client_company_id, feature_id) do update set active = excluded.active`,
    [company, name, on],
  );
const count = async (table: string, company: string) =>
  Number((await owner(`select count(*) from app_public.${table} where client_company_id = $1`, [company]))[0].count);

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  cookies.SUPER = await server.signIn(seed.superAdmin);
  for (const role of OTHER_ROLES)
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
  await feature(seed.companyA, "RULES", true);
  await feature(seed.companyB, "RULES", true);
  const tag = async (company: string, name: string) =>
    (
      await owner("insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id", [
        company,
        name,
      ])
    )[0].id as string;
  ids.tagA = await tag(seed.companyA, "Prüfen");
  ids.tagB = await tag(seed.companyB, "Fremd");
});
afterAll(async () => server?.close());

describe("rule actions", () => {
  it("an admin creates an action with ordered conditions, renames it and replaces its conditions", async () => {
    const created = await gql(CREATE_ACTION, {
      c: seed.companyA,
      name: " Große Rechnungen ",
      d: "über 1 000 €",
      conds: [
        { kind: "INVOICE", total: "1000", totalComparison: "GREATER_THAN" },
        { kind: "TAG", clientCompanyTagRowId: ids.tagA, clientCompanyTagRowIdEquality: "NOT_EQUAL" },
      ],
    });
    expect(created.errors).toBeUndefined();
    const action = created.data.createRuleAction.result;
    expect(action.name).toBe("Große Rechnungen");
    expect(action.conditionsList.map((c: any) => [c.kind, c.sortIndex])).toEqual([
      ["INVOICE", 0],
      ["TAG", 1],
    ]);
    expect(action.conditionsList[0].total).toBe("1000.00");
    ids.action = action.rowId;

    const updated = await gql(UPDATE_ACTION, {
      id: ids.action,
      name: "Große Rechnungen",
      conds: [{ kind: "DOCUMENT", approved: false }],
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateRuleAction.result.conditionsList).toEqual([{ kind: "DOCUMENT", sortIndex: 0 }]);
  });

  it("refuses an action without a condition, a condition missing its operator and another company's tag; nothing stays", async () => {
    const before = await count("rule_actions", seed.companyA);
    expect(refusal(await gql(CREATE_ACTION, { c: seed.companyA, name: "Leer", conds: [] }))).toEqual({
      code: "RULE_ACTION_NO_CONDITION",
      field: "conditions",
    });
    expect(refusal(await gql(UPDATE_ACTION, { id: ids.action, name: "x", conds: [] }))).toEqual({
      code: "RULE_ACTION_NO_CONDITION",
      field: "conditions",
    });
    const noOperator = await gql(CREATE_ACTION, {
      c: seed.companyA,
      name: "Ohne Vergleich",
      conds: [{ kind: "INVOICE", total: "5" }],
    });
    expect(noOperator.errors![0]!.extensions!.constraint).toBe("rule_conditions_invoice_fields");
    const wrongKind = await gql(CREATE_ACTION, {
      c: seed.companyA,
      name: "Falsche Felder",
      conds: [{ kind: "TAG", clientCompanyTagRowIdEquality: "EQUAL" }],
    });
    expect(wrongKind.errors![0]!.extensions!.constraint).toBe("rule_conditions_tag_fields");
    const foreignTag = await gql(CREATE_ACTION, {
      c: seed.companyA,
      name: "Fremdes Schlagwort",
      conds: [{ kind: "TAG", clientCompanyTagRowId: ids.tagB, clientCompanyTagRowIdEquality: "EQUAL" }],
    });
    expect(foreignTag.errors![0]!.extensions!.constraint).toBe("rule_conditions_client_company_tag_id_fkey");
    expect(await count("rule_actions", seed.companyA)).toBe(before);
    // The database itself refuses an action without conditions, whoever writes it.
    await expect(
      owner("insert into app_public.rule_actions (client_company_id, name) values ($1, 'roh')", [seed.companyA]),
    ).rejects.toMatchObject({ message: "RULE_ACTION_NO_CONDITION" });
  });

  it("macro conditions need their feature", async () => {
    const conds = [{ kind: "MACRO", macro: "CREDIT_MEMO", macroEquality: "EQUAL" }];
    expect(refusal(await gql(CREATE_ACTION, { c: seed.companyA, name: "Gutschrift", conds }))).toEqual({
      code: "RULE_MACRO_CONDITIONS_FEATURE_OFF",
      field: "conditions",
    });
    await feature(seed.companyA, "RULE_DOCUMENT_MACRO_CONDITIONS", true);
    expect((await gql(CREATE_ACTION, { c: seed.companyA, name: "Gutschrift", conds })).errors).toBeUndefined();
  });
});

describe("rule reactions", () => {
  it("a webhook reaction keeps its token secret; a non-https address and an invalid IBAN are refused", async () => {
    const webhook = {
      name: "An das ERP",
      kind: "SEND_NOTIFICATION",
      destination: "WEBHOOK",
      receiverUrl: "https://erp.example.com/hooks/belegwerk",
      token: "s3cr3t-token-0123456789",
    };
    const created = await gql(CREATE_REACTION, { c: seed.companyA, r: webhook });
    expect(created.errors).toBeUndefined();
    expect(created.data.createRuleReaction.result).toMatchObject({ kind: "SEND_NOTIFICATION", hasToken: true });
    ids.webhook = created.data.createRuleReaction.result.rowId;
    // A null token on update keeps the secret.
    const kept = await gql(UPDATE_REACTION, { id: ids.webhook, r: { ...webhook, name: "ERP", token: null } });
    expect(kept.data.updateRuleReaction.result).toMatchObject({ name: "ERP", hasToken: true });

    const http = await gql(CREATE_REACTION, {
      c: seed.companyA,
      r: { ...webhook, receiverUrl: "http://erp.example.com/" },
    });
    expect(http.errors![0]!.extensions!.constraint).toBe("rule_reactions_receiver_url_https");
    const iban = await gql(CREATE_REACTION, {
      c: seed.companyA,
      r: { name: "IBAN", kind: "INVOICE_CHANGES", changeIban: true, iban: "DE00 1234 5678 9012 3456 78" },
    });
    expect(iban.errors![0]!.extensions!.constraint).toBe("rule_reactions_iban_valid");
    const noChange = await gql(CREATE_REACTION, { c: seed.companyA, r: { name: "Nichts", kind: "INVOICE_CHANGES" } });
    expect(noChange.errors![0]!.extensions!.constraint).toBe("rule_reactions_invoice_fields");
    const tag = await gql(CREATE_REACTION, {
      c: seed.companyA,
      r: { name: "Prüfen markieren", kind: "TAG", clientCompanyTagRowId: ids.tagA },
    });
    expect(tag.errors).toBeUndefined();
    ids.tagReaction = tag.data.createRuleReaction.result.rowId;
    const foreign = await gql(CREATE_REACTION, {
      c: seed.companyA,
      r: { name: "Fremd", kind: "TAG", clientCompanyTagRowId: ids.tagB },
    });
    expect(foreign.errors![0]!.extensions!.constraint).toBe("rule_reactions_client_company_tag_id_fkey");
    const approval = await gql(CREATE_REACTION, {
      c: seed.companyA,
      r: { name: "Zwei Freigaben", kind: "APPROVAL_REQUEST", blankApproverType: "ANY_MEMBER", blankApproverCount: 2 },
    });
    expect(approval.errors).toBeUndefined();
    const twoTargets = await gql(CREATE_REACTION, {
      c: seed.companyA,
      r: {
        name: "Doppelt",
        kind: "APPROVAL_REQUEST",
        approverUserRowId: seed.userA,
        controllerUserFromDocumentPartnerCompany: true,
      },
    });
    expect(twoTargets.errors![0]!.extensions!.constraint).toBe("rule_reactions_approval_fields");
  });
});

describe("rules (action-reactions)", () => {
  it("are created last in order, disabled ones listed only on request, and not twice", async () => {
    const first = await gql(CREATE_AR, { c: seed.companyA, a: ids.action, r: ids.tagReaction, t: "DOCUMENT_IMPORTED" });
    expect(first.errors).toBeUndefined();
    ids.ar = first.data.createRuleActionReaction.result.rowId;
    const second = await gql(CREATE_AR, {
      c: seed.companyA,
      a: ids.action,
      r: ids.webhook,
      t: "DOCUMENT_IMPORTED",
      d: true,
    });
    expect(second.data.createRuleActionReaction.result).toMatchObject({ sortIndex: 1, disabled: true });
    const twice = await gql(CREATE_AR, { c: seed.companyA, a: ids.action, r: ids.tagReaction, t: "DOCUMENT_IMPORTED" });
    expect(twice.errors![0]!.extensions!.constraint).toBe("rule_action_reactions_unique_key");

    const lists = async (inc: boolean) => (await gql(LISTS, { c: seed.companyA, inc })).data.clientCompany;
    expect((await lists(false)).ruleActionReactionsList.totalCount).toBe(1);
    expect((await lists(true)).ruleActionReactionsList.totalCount).toBe(2);
    const moved = await gql(UPDATE_AR, {
      id: ids.ar,
      a: ids.action,
      r: ids.tagReaction,
      t: "DOCUMENT_IMPORTED",
      d: false,
      s: 7,
    });
    expect(moved.data.updateRuleActionReaction.result).toMatchObject({ sortIndex: 7, disabled: false });
    const search = (await gql(LISTS, { c: seed.companyA, s: "große", inc: true })).data.clientCompany;
    expect(search.ruleActionsList.nodes.map((n: any) => n.name)).toEqual(["Große Rechnungen"]);
  });

  it("an action of another company cannot be joined", async () => {
    const actionB = await gql(
      CREATE_ACTION,
      { c: seed.companyB, name: "B", conds: [{ kind: "DOCUMENT", approved: true }] },
      cookies.B,
    );
    ids.actionB = actionB.data.createRuleAction.result.rowId;
    const mixed = await gql(CREATE_AR, {
      c: seed.companyA,
      a: ids.actionB,
      r: ids.tagReaction,
      t: "DOCUMENT_IMPORTED",
    });
    expect(mixed.errors![0]!.extensions!.constraint).toBe("rule_action_reactions_rule_action_id_fkey");
  });
});

describe("access", () => {
  it("every other role of the company reads nothing and changes nothing", async () => {
    for (const role of OTHER_ROLES) {
      const lists = (await gql(LISTS, { c: seed.companyA, inc: true }, cookies[role])).data.clientCompany;
      expect(lists.ruleActionsList.totalCount, role).toBe(0);
      expect(lists.ruleReactionsList.totalCount, role).toBe(0);
      expect(lists.ruleActionReactionsList.totalCount, role).toBe(0);
      expect(
        refusal(
          await gql(
            CREATE_ACTION,
            { c: seed.companyA, name: role, conds: [{ kind: "DOCUMENT", approved: true }] },
            cookies[role],
          ),
        ),
        role,
      ).toEqual({ code: "RULES_FORBIDDEN" });
      // The action is not even visible to them.
      expect(refusal(await gql(DELETE_ACTION, { id: ids.action }, cookies[role])), role).toEqual({
        code: "RULE_ACTION_NOT_FOUND",
      });
    }
  });

  it("the other company's admin sees nothing of A and changes nothing", async () => {
    const lists = (await gql(LISTS, { c: seed.companyA, inc: true }, cookies.B)).data.clientCompany;
    expect(lists).toBeNull();
    expect(refusal(await gql(DELETE_ACTION, { id: ids.action }, cookies.B))).toEqual({ code: "RULE_ACTION_NOT_FOUND" });
    expect(
      refusal(
        await gql(
          UPDATE_REACTION,
          { id: ids.tagReaction, r: { name: "x", kind: "CANCEL_APPROVAL_REQUEST" } },
          cookies.B,
        ),
      ),
    ).toEqual({ code: "RULE_REACTION_NOT_FOUND" });
    expect(
      refusal(
        await gql(
          CREATE_ACTION,
          { c: seed.companyA, name: "B in A", conds: [{ kind: "DOCUMENT", approved: true }] },
          cookies.B,
        ),
      ),
    ).toEqual({ code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST" });
    // Company A's admin does not see B's action either.
    const aLists = (await gql(LISTS, { c: seed.companyB, inc: true })).data.clientCompany;
    expect(aLists).toBeNull();
  });

  it("without the RULES feature an admin still reads but changes nothing", async () => {
    await feature(seed.companyA, "RULES", false);
    expect(
      refusal(
        await gql(CREATE_ACTION, { c: seed.companyA, name: "Aus", conds: [{ kind: "DOCUMENT", approved: true }] }),
      ),
    ).toEqual({ code: "RULES_FEATURE_OFF" });
    expect((await gql(LISTS, { c: seed.companyA, inc: true })).data.clientCompany.ruleActionsList.totalCount).toBe(2);
    await feature(seed.companyA, "RULES", true);
  });

  it("a super admin manages the rules of any company", async () => {
    const lists = (await gql(LISTS, { c: seed.companyB, inc: true }, cookies.SUPER)).data.clientCompany;
    expect(lists.ruleActionsList.totalCount).toBe(1);
  });

  it("deleting an action deletes its rules; its reactions stay", async () => {
    expect((await gql(DELETE_ACTION, { id: ids.action })).errors).toBeUndefined();
    const lists = (await gql(LISTS, { c: seed.companyA, inc: true })).data.clientCompany;
    expect(lists.ruleActionReactionsList.totalCount).toBe(0);
    expect(lists.ruleReactionsList.totalCount).toBe(3);
  });
});
