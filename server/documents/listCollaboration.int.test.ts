/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

/**
 * The documents list's collaboration filters (workflow steps, requested approvers, comments,
 * mentions), the presets built from them, the fields the workflow view reads, and that none
 * of it crosses companies. The dataset is small and every expectation is the exact list.
 *
 * Company A: Anna (ADMIN, the signed-in "me") and Carla (APPROVER). Workflow "Eingang" with
 * steps Prüfen (Anna), Freigabe (Carla), Zahlung (Anna). Documents d1…d8, newest invoice
 * date first, so the default order is d1, d2, … :
 *   d1  Prüfen    OPEN request to Anna              comment by Carla mentioning Anna (unseen), Anna's reply
 *   d2  Freigabe  request to Anna APPROVED          comment by Anna mentioning Carla, seen by Carla
 *   d3  Zahlung   OPEN request to Carla             comment by Carla mentioning Anna, seen by Anna
 *   d4  —         CANCELED, then OPEN, to Anna      —
 *   d5  Prüfen    request to Anna REJECTED          —
 *   d6  —         —                                 comment by Carla, no mention
 *   d7  —         OPEN to Anna, newer APPROVED by Carla (so approved)
 *   d8  Prüfen, archived; OPEN request to Anna, comment mentioning Anna (never listed by default)
 */

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let anna: string;
let carla: string;
let annaCookie: string;
let carlaCookie: string;
let bCookie: string;
let superCookie: string;
const steps: Record<"pruefen" | "freigabe" | "zahlung", string> = { pruefen: "", freigabe: "", zahlung: "" };
let workflow: string;

const LIST = `query($c: UUID!, $f: DocumentsListFilter) {
  documentsList(clientCompanyRowId: $c, filter: $f, first: 50) { totalCount edges { node { rowId } } ids }
}`;

async function gql(query: string, variables: Record<string, unknown>, cookie: string) {
  const { json } = await server.graphql({ query, variables }, cookie);
  return json;
}

/** The keys of the listed documents, in list order; checks page, count and ids agree. */
async function list(filter: Record<string, unknown>, cookie = annaCookie, company = seed.companyA): Promise<string[]> {
  const json = await gql(LIST, { c: company, f: filter }, cookie);
  expect(json.errors).toBeUndefined();
  const answer = (json.data as any).documentsList;
  const byId = new Map(Object.entries(fx.ids).map(([k, id]) => [id, k]));
  const keys = answer.edges.map((e: any) => byId.get(e.node.rowId) ?? e.node.rowId);
  expect(answer.ids.map((id: string) => byId.get(id) ?? id)).toEqual(keys);
  expect(answer.totalCount).toBe(keys.length);
  return keys;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  anna = seed.userA;
  const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
  [{ id: carla }] = await q(
    "insert into app_public.users (email, first_name, last_name) values ('carla@test.example', 'Carla', 'Test') returning id",
  );
  await q(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'APPROVER')",
    [carla, seed.companyA],
  );
  fx = await seedListDocuments(
    server.ownerPool,
    seed.companyA,
    ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8"].map((key, i) => ({
      key,
      type: "INCOMING_INVOICE" as const,
      invoiceNumber: `RE-${key}`,
      invoiceDate: `2026-01-${String(20 - i).padStart(2, "0")}`,
      total: "119.00",
      net: "100.00",
      archived: key === "d8",
    })),
  );
  const d = fx.ids;
  const c = seed.companyA;

  [{ id: workflow }] = await q(
    "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Eingang') returning id",
    [c],
  );
  for (const [key, name, sort] of [
    ["pruefen", "Prüfen", 10],
    ["freigabe", "Freigabe", 20],
    ["zahlung", "Zahlung", 30],
  ] as const) {
    [{ id: steps[key] }] = await q(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name, sort_index) values ($1, $2, $3, $4) returning id",
      [c, workflow, name, sort],
    );
  }
  for (const [step, user] of [
    [steps.pruefen, anna],
    [steps.freigabe, carla],
    [steps.zahlung, anna],
  ])
    await q(
      "insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id) values ($1, $2, $3)",
      [c, step, user],
    );
  const move = (doc: string, step: string) =>
    q("update app_public.documents set workflow_step_id = $2 where id = $1", [doc, step]);
  await move(d.d1!, steps.pruefen);
  await move(d.d2!, steps.freigabe);
  await move(d.d3!, steps.pruefen);
  await move(d.d3!, steps.zahlung);
  await move(d.d5!, steps.pruefen);
  await move(d.d8!, steps.pruefen);

  const request = async (doc: string, approver: string, requester: string, state = "OPEN") =>
    (
      await q(
        "insert into app_public.approval_requests (client_company_id, document_id, approver_user_id, requester_user_id, state) values ($1, $2, $3, $4, $5) returning id",
        [c, doc, approver, requester, state],
      )
    )[0].id as string;
  await request(d.d1!, anna, carla);
  const r2 = await request(d.d2!, anna, carla);
  await q("update app_public.approval_requests set state = 'APPROVED' where id = $1", [r2]);
  await request(d.d3!, carla, anna);
  await request(d.d4!, anna, carla, "CANCELED");
  await request(d.d4!, anna, carla);
  const r5 = await request(d.d5!, anna, carla);
  await q("update app_public.approval_requests set state = 'REJECTED' where id = $1", [r5]);
  await request(d.d7!, anna, carla);
  await request(d.d7!, carla, anna, "APPROVED");
  await request(d.d8!, anna, carla);

  const mention = (user: string, name: string) => [
    { type: "TEXT", text: "Bitte ansehen, " },
    { type: "MENTION", userRowId: user, text: `@${name}` },
  ];
  const comment = async (doc: string, by: string, text: string, parts: unknown[] = [], replyTo?: string) =>
    (
      await q(
        "insert into app_public.comments (client_company_id, document_id, commented_by_user_id, text_message, message_parts, reply_to_id) values ($1, $2, $3, $4, $5, $6) returning id",
        [c, doc, by, text, JSON.stringify(parts), replyTo ?? null],
      )
    )[0].id as string;
  const seen = (commentId: string, user: string) =>
    q("insert into app_public.comment_seens (client_company_id, comment_id, user_id) values ($1, $2, $3)", [
      c,
      commentId,
      user,
    ]);
  const c1 = await comment(d.d1!, carla, "Bitte ansehen, @Anna", mention(anna, "Anna"));
  await comment(d.d1!, anna, "Erledigt", [], c1);
  const c2 = await comment(d.d2!, anna, "Bitte ansehen, @Carla", mention(carla, "Carla"));
  await seen(c2, carla);
  const c3 = await comment(d.d3!, carla, "Bitte ansehen, @Anna", mention(anna, "Anna"));
  await seen(c3, anna);
  await comment(d.d6!, carla, "Skonto beachten");
  await comment(d.d8!, carla, "Bitte ansehen, @Anna", mention(anna, "Anna"));

  annaCookie = await server.signIn(anna);
  carlaCookie = await server.signIn(carla);
  bCookie = await server.signIn(seed.userB);
  superCookie = await server.signIn(seed.superAdmin);
});
afterAll(async () => server?.close());

describe("documents list: workflow step filters", () => {
  it("lists the documents standing in the given steps", async () => {
    expect(await list({ documentWorkflowStepRowIds: [steps.pruefen] })).toEqual(["d1", "d5"]);
    expect(await list({ documentWorkflowStepRowIds: [steps.pruefen, steps.zahlung] })).toEqual(["d1", "d3", "d5"]);
    expect(await list({ documentWorkflowStepRowIds: [steps.freigabe] })).toEqual(["d2"]);
    expect(await list({ documentWorkflowStepRowIds: [steps.pruefen], archived: true })).toEqual(["d8"]);
  });

  it("excludes steps, keeping documents in no workflow", async () => {
    expect(await list({ excludeDocumentWorkflowStepRowIds: [steps.pruefen] })).toEqual(["d2", "d3", "d4", "d6", "d7"]);
    expect(
      await list({
        documentWorkflowStepRowIds: [steps.pruefen, steps.freigabe],
        excludeDocumentWorkflowStepRowIds: [steps.pruefen],
      }),
    ).toEqual(["d2"]);
  });

  it("my workflow steps: the signed-in user's steps from ClientCompany.currentUserWorkflowStepRowIds", async () => {
    const mySteps = async (cookie: string) => {
      const json = await gql(
        "query($c: UUID!) { clientCompany(rowId: $c) { currentUserWorkflowStepRowIds } }",
        { c: seed.companyA },
        cookie,
      );
      expect(json.errors).toBeUndefined();
      return (json.data as any).clientCompany.currentUserWorkflowStepRowIds as string[];
    };
    const annas = await mySteps(annaCookie);
    expect([...annas].sort()).toEqual([steps.pruefen, steps.zahlung].sort());
    expect(await list({ documentWorkflowStepRowIds: annas })).toEqual(["d1", "d3", "d5"]);
    const carlas = await mySteps(carlaCookie);
    expect(carlas).toEqual([steps.freigabe]);
    expect(await list({ documentWorkflowStepRowIds: carlas }, carlaCookie)).toEqual(["d2"]);
    // A member of another company has no steps here, and the super admin none of their own.
    expect(await mySteps(superCookie)).toEqual([]);
  });
});

describe("documents list: approval filters", () => {
  it("requestedApproverRowIds lists documents with an OPEN request to one of the users", async () => {
    expect(await list({ requestedApproverRowIds: [anna] })).toEqual(["d1", "d4", "d7"]);
    expect(await list({ requestedApproverRowIds: [carla] })).toEqual(["d3"]);
    expect(await list({ requestedApproverRowIds: [anna, carla] })).toEqual(["d1", "d3", "d4", "d7"]);
    expect(await list({ requestedApproverRowIds: [seed.userB] })).toEqual([]);
  });

  it("assigned to me: unapproved, me as requested approver", async () => {
    expect(await list({ isApproved: false, requestedApproverRowIds: [anna] })).toEqual(["d1", "d4"]);
    expect(await list({ isApproved: false, requestedApproverRowIds: [carla] }, carlaCookie)).toEqual(["d3"]);
  });

  it("keeps documents.approved to the newest request that is not canceled", async () => {
    expect(await list({ isApproved: true })).toEqual(["d2", "d7"]);
    const json = await gql(
      `query($c: UUID!) { documentsList(clientCompanyRowId: $c, filter: { archived: null }) {
        edges { node { rowId approved approvalState } } } }`,
      { c: seed.companyA },
      annaCookie,
    );
    expect(json.errors).toBeUndefined();
    const byId = new Map(Object.entries(fx.ids).map(([k, id]) => [id, k]));
    const states = Object.fromEntries(
      (json.data as any).documentsList.edges.map((e: any) => [
        byId.get(e.node.rowId),
        [e.node.approvalState, e.node.approved],
      ]),
    );
    expect(states).toEqual({
      d1: ["OPEN", false],
      d2: ["APPROVED", true],
      d3: ["OPEN", false],
      d4: ["OPEN", false],
      d5: ["REJECTED", false],
      d6: ["NONE", false],
      d7: ["APPROVED", true],
      d8: ["OPEN", false],
    });
  });
});

describe("documents list: recurring documents", () => {
  it("isRecurring: an active recurrence (an ended one does not count)", async () => {
    const d = fx.ids;
    const seedOwner = (sql: string, params: unknown[]) => server.ownerPool.query(sql, params);
    await seedOwner(
      `insert into app_public.document_recurrences (client_company_id, document_id, interval, next_date, ended)
       values ($1, $2, 'MONTHLY', current_date + 30, false), ($1, $3, 'YEARLY', null, true)`,
      [seed.companyA, d.d2, d.d4],
    );
    try {
      expect(await list({ isRecurring: true })).toEqual(["d2"]);
      expect(await list({ isRecurring: false })).toEqual(["d1", "d3", "d4", "d5", "d6", "d7"]);
      // another company's member sees nothing of it
      expect(await list({ isRecurring: true }, bCookie, seed.companyA)).toEqual([]);
    } finally {
      await seedOwner("delete from app_public.document_recurrences where document_id = any ($1::uuid[])", [
        [d.d2, d.d4],
      ]);
    }
  });
});

describe("documents list: comment filters", () => {
  it("hasComments", async () => {
    expect(await list({ hasComments: true })).toEqual(["d1", "d2", "d3", "d6"]);
    expect(await list({ hasComments: false })).toEqual(["d4", "d5", "d7"]);
  });

  it("comments mentioning a user, seen or not", async () => {
    expect(await list({ commentMentionedUserRowId: anna })).toEqual(["d1", "d3"]);
    expect(await list({ commentMentionedUserRowId: anna, commentMentionSeen: false })).toEqual(["d1"]);
    expect(await list({ commentMentionedUserRowId: anna, commentMentionSeen: true })).toEqual(["d3"]);
    expect(await list({ commentMentionedUserRowId: carla })).toEqual(["d2"]);
    expect(await list({ commentMentionedUserRowId: carla, commentMentionSeen: false })).toEqual([]);
    expect(await list({ commentMentionedUserRowId: carla, commentMentionSeen: true })).toEqual(["d2"]);
    expect(await list({ commentMentionedUserRowId: anna, archived: true })).toEqual(["d8"]);
  });

  it("refuses the seen flag without a mentioned user", async () => {
    const json = await gql(LIST, { c: seed.companyA, f: { commentMentionSeen: false } }, annaCookie);
    expect(json.errors?.[0]?.extensions?.code).toBe("COMMENT_MENTION_SEEN_WITHOUT_USER");
  });
});

describe("documents list: presets combined", () => {
  it("combines the collaboration filters with each other and the rest", async () => {
    const annas = [steps.pruefen, steps.zahlung];
    expect(await list({ documentWorkflowStepRowIds: annas, hasComments: true })).toEqual(["d1", "d3"]);
    expect(await list({ documentWorkflowStepRowIds: annas, hasComments: false })).toEqual(["d5"]);
    expect(await list({ isApproved: false, requestedApproverRowIds: [anna], commentMentionedUserRowId: anna })).toEqual(
      ["d1"],
    );
    expect(await list({ excludeDocumentWorkflowStepRowIds: [steps.pruefen], requestedApproverRowIds: [anna] })).toEqual(
      ["d4", "d7"],
    );
    expect(
      await list({
        documentWorkflowStepRowIds: annas,
        requestedApproverRowIds: [anna],
        fromDate: "2026-01-19",
        untilDate: "2026-01-20",
      }),
    ).toEqual(["d1"]);
  });
});

describe("workflow view fields", () => {
  it("reads each document's step, approval state and only its latest comment", async () => {
    const json = await gql(
      `query($c: UUID!, $f: DocumentsListFilter) { documentsList(clientCompanyRowId: $c, filter: $f) { edges { node {
        rowId approvalState commentCount
        workflowStep { rowId name fullName isLastStep index }
        comments(first: 1, orderBy: [CREATED_AT_DESC]) { nodes { textMessage createdAt commentedBy { fullName } } }
      } } } }`,
      { c: seed.companyA, f: { documentRowIds: [fx.ids.d1, fx.ids.d3, fx.ids.d4] } },
      annaCookie,
    );
    expect(json.errors).toBeUndefined();
    const nodes = (json.data as any).documentsList.edges.map((e: any) => e.node);
    expect(
      nodes.map((n: any) => ({
        ...n,
        comments: n.comments.nodes.map((c: any) => [c.textMessage, c.commentedBy.fullName]),
      })),
    ).toEqual([
      {
        rowId: fx.ids.d1,
        approvalState: "OPEN",
        commentCount: 2,
        workflowStep: {
          rowId: steps.pruefen,
          name: "Prüfen",
          fullName: "Eingang › Prüfen",
          isLastStep: false,
          index: 0,
        },
        comments: [["Erledigt", "Anna Test"]],
      },
      {
        rowId: fx.ids.d3,
        approvalState: "OPEN",
        commentCount: 1,
        workflowStep: {
          rowId: steps.zahlung,
          name: "Zahlung",
          fullName: "Eingang › Zahlung",
          isLastStep: true,
          index: 2,
        },
        comments: [["Bitte ansehen, @Anna", "Carla Test"]],
      },
      { rowId: fx.ids.d4, approvalState: "OPEN", commentCount: 0, workflowStep: null, comments: [] },
    ]);
  });

  it("keeps the step log, newest first, and threads replies under their comment", async () => {
    const json = await gql(
      `query($id: UUID!) { document(rowId: $id) {
        workflowStepLogs(orderBy: [CREATED_AT_DESC]) { nodes { previousStepName nextStepName user { rowId } } }
        comments(orderBy: [CREATED_AT_ASC], condition: { replyToRowId: null }) { nodes { textMessage replies { nodes { textMessage } } } }
      } }`,
      { id: fx.ids.d3 },
      annaCookie,
    );
    expect(json.errors).toBeUndefined();
    const doc = (json.data as any).document;
    // Written by the owner in this test, so no signed-in user made the moves.
    expect(doc.workflowStepLogs.nodes).toEqual([
      { previousStepName: "Eingang › Prüfen", nextStepName: "Eingang › Zahlung", user: null },
      { previousStepName: null, nextStepName: "Eingang › Prüfen", user: null },
    ]);
    const d1 = await gql(
      `query($id: UUID!) { document(rowId: $id) {
        comments(orderBy: [CREATED_AT_ASC], condition: { replyToRowId: null }) { nodes { textMessage replies { nodes { textMessage } } } }
      } }`,
      { id: fx.ids.d1 },
      annaCookie,
    );
    expect((d1.data as any).document.comments.nodes).toEqual([
      { textMessage: "Bitte ansehen, @Anna", replies: { nodes: [{ textMessage: "Erledigt" }] } },
    ]);
  });

  it("sorts a workflow's steps and links them", async () => {
    const json = await gql(
      `query($id: UUID!) { documentWorkflow(rowId: $id) {
        name firstStep { name } sortedSteps { name index isLastStep previousStep { name } nextStep { name } documentCount }
      } }`,
      { id: workflow },
      annaCookie,
    );
    expect(json.errors).toBeUndefined();
    expect((json.data as any).documentWorkflow).toEqual({
      name: "Eingang",
      firstStep: { name: "Prüfen" },
      sortedSteps: [
        {
          name: "Prüfen",
          index: 0,
          isLastStep: false,
          previousStep: null,
          nextStep: { name: "Freigabe" },
          documentCount: 3,
        },
        {
          name: "Freigabe",
          index: 1,
          isLastStep: false,
          previousStep: { name: "Prüfen" },
          nextStep: { name: "Zahlung" },
          documentCount: 1,
        },
        {
          name: "Zahlung",
          index: 2,
          isLastStep: true,
          previousStep: { name: "Freigabe" },
          nextStep: null,
          documentCount: 1,
        },
      ],
    });
  });
});

describe("row-level security of workflows, approvals and comments", () => {
  const ROOTS = [
    "documentWorkflows",
    "documentWorkflowSteps",
    "documentWorkflowStepUsers",
    "documentWorkflowStepLogs",
    "approvalRequests",
    "comments",
    "commentMentions",
    "commentLikes",
    "commentSeens",
  ];
  const rowsOf = async (cookie: string) => {
    const json = await gql(`{ ${ROOTS.map((r) => `${r} { totalCount }`).join(" ")} }`, {}, cookie);
    expect(json.errors).toBeUndefined();
    return Object.fromEntries(ROOTS.map((r) => [r, (json.data as any)[r].totalCount as number]));
  };

  beforeAll(async () => {
    const [{ id }] = (
      await server.ownerPool.query(
        "select id from app_public.comments where client_company_id = $1 and document_id = $2 and reply_to_id is null",
        [seed.companyA, fx.ids.d1],
      )
    ).rows;
    await server.ownerPool.query(
      "insert into app_public.comment_likes (client_company_id, comment_id, user_id) values ($1, $2, $3)",
      [seed.companyA, id, anna],
    );
  });

  it("company A's members read all of A's rows", async () => {
    const expected = {
      documentWorkflows: 1,
      documentWorkflowSteps: 3,
      documentWorkflowStepUsers: 3,
      documentWorkflowStepLogs: 6,
      approvalRequests: 9,
      comments: 6,
      commentMentions: 4,
      commentLikes: 1,
      commentSeens: 2,
    };
    expect(await rowsOf(annaCookie)).toEqual(expected);
    expect(await rowsOf(carlaCookie)).toEqual(expected);
    expect(await rowsOf(superCookie)).toEqual(expected);
  });

  it("company B's user reads none of A's workflows, steps, requests, comments or mentions", async () => {
    expect(Object.values(await rowsOf(bCookie))).toEqual(ROOTS.map(() => 0));
    const lookups = await gql(
      `query($w: UUID!, $s: UUID!, $d: UUID!) {
        documentWorkflow(rowId: $w) { rowId } documentWorkflowStep(rowId: $s) { rowId } document(rowId: $d) { rowId }
      }`,
      { w: workflow, s: steps.pruefen, d: fx.ids.d1 },
      bCookie,
    );
    expect(lookups.data).toEqual({ documentWorkflow: null, documentWorkflowStep: null, document: null });
  });

  it("company B's user gets nothing from A's list with any collaboration filter", async () => {
    for (const filter of [
      {},
      { documentWorkflowStepRowIds: [steps.pruefen] },
      { requestedApproverRowIds: [anna] },
      { hasComments: true },
      { commentMentionedUserRowId: anna },
    ])
      expect(await list(filter, bCookie)).toEqual([]);
    // B's own list, filtered by A's step, approver and mentions: nothing of A leaks into it.
    expect(await list({ documentWorkflowStepRowIds: [steps.pruefen] }, bCookie, seed.companyB)).toEqual([]);
    expect(await list({ requestedApproverRowIds: [anna] }, bCookie, seed.companyB)).toEqual([]);
    expect(await list({ commentMentionedUserRowId: anna }, bCookie, seed.companyB)).toEqual([]);
  });
});
