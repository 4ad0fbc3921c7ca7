/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

/**
 * The comments tab through the real server under RLS: writing comments and replies from message
 * parts, mentions and the notifications they cause, likes, seens, and the refusals (nothing is
 * written when one applies). Company A: Anna (ADMIN) and Vera (VIEWER); company B: Bernd.
 */

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
let vera: string;
const cookies = { anna: "", vera: "", bernd: "", superAdmin: "" };

const CREATE = `mutation($input: CreateCommentInput!) {
  createComment(input: $input) { result { rowId replyToRowId textMessage messageParts commentedBy { rowId fullName } } }
}`;
const LIKE = `mutation($c: UUID!, $liked: Boolean!) {
  setCommentLiked(input: { commentRowId: $c, liked: $liked }) {
    result { rowId likedByCurrentUser likes { totalCount nodes { user { rowId fullName } } } }
  }
}`;
const SEEN = `mutation($d: UUID!) { markDocumentCommentsSeen(input: { documentRowId: $d }) { result { rowId unseenCommentCount } } }`;
// What the comments tab reads: top-level comments oldest first, each with its replies.
const THREADS = `query($d: UUID!) {
  document(rowId: $d) {
    canCurrentUserComment
    unseenCommentCount
    comments(condition: { replyToRowId: null }, orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC], first: 2147483647) {
      totalCount
      nodes {
        rowId textMessage seenByCurrentUser likedByCurrentUser
        replies(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC], first: 2147483647) { nodes { rowId textMessage replyToRowId seenByCurrentUser } }
      }
    }
  }
}`;

async function gql(query: string, variables: Record<string, unknown>, cookie: string) {
  const { json } = await server.graphql({ query, variables }, cookie);
  return json as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const text = (t: string) => ({ type: "TEXT", text: t });
const mention = (userRowId: string, t?: string) => ({ type: "MENTION", userRowId, ...(t ? { text: t } : {}) });

async function create(cookie: string, documentRowId: string, messageParts: unknown, replyToRowId?: string) {
  return gql(CREATE, { input: { documentRowId, messageParts, replyToRowId } }, cookie);
}

async function rows(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}
const counts = async () =>
  (
    await rows(`select
      (select count(*)::int from app_public.comments) as comments,
      (select count(*)::int from app_public.comment_mentions) as mentions,
      (select count(*)::int from app_public.notifications) as notifications,
      (select count(*)::int from app_public.comment_likes) as likes,
      (select count(*)::int from app_public.comment_seens) as seens`)
  )[0];

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  [{ id: vera }] = await rows(
    "insert into app_public.users (email, first_name, last_name) values ('vera@test.example', 'Vera', 'Viewer') returning id",
  );
  await rows(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
    [vera, seed.companyA],
  );
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "a1", type: "INCOMING_INVOICE", invoiceNumber: "RE-1", total: "119.00" },
    { key: "a2", type: "INCOMING_INVOICE", invoiceNumber: "RE-2", total: "11.90" },
    { key: "a3", type: "OTHER_DOCUMENT", title: "Mietvertrag" },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b1", type: "INCOMING_INVOICE", invoiceNumber: "B-1", total: "5.00" },
  ]);
  cookies.anna = await server.signIn(seed.userA);
  cookies.vera = await server.signIn(vera);
  cookies.bernd = await server.signIn(seed.userB);
  cookies.superAdmin = await server.signIn(seed.superAdmin);
});
afterAll(async () => server?.close());

describe("createComment", () => {
  it("writes a comment with a mention: the mention row and a notification for the mentioned user", async () => {
    const doc = fxA.ids.a1!;
    const json = await create(cookies.anna, doc, [text("Bitte prüfen, "), mention(vera, "@Vera Viewer"), text("! ")]);
    expect(json.errors).toBeUndefined();
    const comment = json.data.createComment.result;
    expect(comment).toMatchObject({
      replyToRowId: null,
      textMessage: "Bitte prüfen, @Vera Viewer!",
      commentedBy: { rowId: seed.userA, fullName: "Anna Test" },
    });
    expect(comment.messageParts).toEqual([text("Bitte prüfen, "), mention(vera, "@Vera Viewer"), text("! ")]);

    expect(
      await rows(
        "select mentioned_user_id, document_id, seen_at from app_public.comment_mentions where comment_id = $1",
        [comment.rowId],
      ),
    ).toEqual([{ mentioned_user_id: vera, document_id: doc, seen_at: null }]);
    expect(
      await rows(
        "select user_id, actor_user_id, type, document_id, read_at from app_public.notifications where comment_id = $1",
        [comment.rowId],
      ),
    ).toEqual([{ user_id: vera, actor_user_id: seed.userA, type: "COMMENT_MENTION", document_id: doc, read_at: null }]);

    // Vera sees her notification and the unseen comment; Anna wrote it, so it is seen for her.
    const veraView = await gql(
      `query($d: UUID!) { currentUser { unreadNotificationCount notifications { nodes { type actor { rowId } comment { rowId } } } }
        document(rowId: $d) { unseenCommentCount } }`,
      { d: doc },
      cookies.vera,
    );
    expect(veraView.data.currentUser.unreadNotificationCount).toBe(1);
    expect(veraView.data.currentUser.notifications.nodes).toEqual([
      { type: "COMMENT_MENTION", actor: { rowId: seed.userA }, comment: { rowId: comment.rowId } },
    ]);
    expect(veraView.data.document.unseenCommentCount).toBe(1);
    const annaView = await gql(THREADS, { d: doc }, cookies.anna);
    expect(annaView.data.document.unseenCommentCount).toBe(0);
    expect(annaView.data.document.comments.nodes[0].seenByCurrentUser).toBe(true);
  });

  it("does not notify the writer of their own mention", async () => {
    const json = await create(cookies.anna, fxA.ids.a2!, [mention(seed.userA, "@Anna Test"), text(" Notiz an mich")]);
    expect(json.errors).toBeUndefined();
    const rowId = json.data.createComment.result.rowId;
    expect(
      await rows("select mentioned_user_id from app_public.comment_mentions where comment_id = $1", [rowId]),
    ).toEqual([{ mentioned_user_id: seed.userA }]);
    expect(await rows("select 1 from app_public.notifications where comment_id = $1", [rowId])).toEqual([]);
  });

  it("threads replies one level deep, oldest first; answering a reply answers its thread", async () => {
    const doc = fxA.ids.a3!;
    const first = (await create(cookies.anna, doc, [text("Erster Kommentar")])).data.createComment.result.rowId;
    const second = (await create(cookies.vera, doc, [text("Zweiter Kommentar")])).data.createComment.result.rowId;
    const reply = await create(cookies.vera, doc, [text("Antwort")], first);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.createComment.result.replyToRowId).toBe(first);
    const replyToReply = await create(
      cookies.anna,
      doc,
      [text("Antwort auf die Antwort")],
      reply.data.createComment.result.rowId,
    );
    expect(replyToReply.errors).toBeUndefined();
    expect(replyToReply.data.createComment.result.replyToRowId).toBe(first);

    const json = await gql(THREADS, { d: doc }, cookies.anna);
    expect(json.errors).toBeUndefined();
    const { comments } = json.data.document;
    // The null condition keeps replies out of the top level.
    expect(comments.totalCount).toBe(2);
    expect(comments.nodes.map((c: any) => c.rowId)).toEqual([first, second]);
    expect(comments.nodes[0].replies.nodes.map((r: any) => r.textMessage)).toEqual([
      "Antwort",
      "Antwort auf die Antwort",
    ]);
    expect(comments.nodes[1].replies.nodes).toEqual([]);
  });

  it("lets a viewer-role member comment", async () => {
    const doc = fxA.ids.a2!;
    const can = await gql(THREADS, { d: doc }, cookies.vera);
    expect(can.data.document.canCurrentUserComment).toBe(true);
    const json = await create(cookies.vera, doc, [text("Gesehen, danke.")]);
    expect(json.errors).toBeUndefined();
    expect(json.data.createComment.result.commentedBy.rowId).toBe(vera);
  });

  it("shows a viewer the company's members to mention, and only those", async () => {
    const json = await gql(
      `query($d: UUID!) { document(rowId: $d) { clientCompany { clientCompanyUsers(first: 500) {
        nodes { user { rowId fullName isCurrentUser } } } } } }`,
      { d: fxA.ids.a1 },
      cookies.vera,
    );
    expect(json.errors).toBeUndefined();
    const users = json.data.document.clientCompany.clientCompanyUsers.nodes.map((n: any) => n.user);
    expect(users.sort((a: any, b: any) => a.fullName.localeCompare(b.fullName))).toEqual([
      { rowId: seed.userA, fullName: "Anna Test", isCurrentUser: false },
      { rowId: vera, fullName: "Vera Viewer", isCurrentUser: true },
    ]);
  });

  it("refuses bad input and writes nothing", async () => {
    const doc = fxA.ids.a1!;
    const before = await counts();
    const refusal = async (parts: unknown, replyTo?: string) => {
      const json = await create(cookies.anna, doc, parts, replyTo);
      expect(json.data?.createComment ?? null).toBeNull();
      return json.errors?.[0];
    };
    expect((await refusal([text("   "), text(" ")]))?.extensions).toMatchObject({
      code: "COMMENT_EMPTY",
      field: "messageParts",
    });
    expect((await refusal([]))?.extensions).toMatchObject({ code: "INVALID_COMMENT" });
    expect((await refusal("Hallo"))?.extensions).toMatchObject({ code: "INVALID_COMMENT" });
    expect((await refusal([{ type: "BOLD", text: "x" }]))?.extensions).toMatchObject({ code: "INVALID_COMMENT" });
    expect((await refusal([{ type: "MENTION", userRowId: "not-a-uuid" }]))?.extensions).toMatchObject({
      code: "INVALID_COMMENT",
    });
    expect((await refusal([text("x".repeat(10_001))]))?.extensions).toMatchObject({ code: "COMMENT_TOO_LONG" });
    // Mentioning someone of another company.
    const notMember = await refusal([text("Hallo "), mention(seed.userB, "@Bernd Test")]);
    expect(notMember?.message).toBe("A mentioned user is not a member of this company.");
    expect(notMember?.extensions).toMatchObject({ code: "INVALID_VALUE" });
    // Replying to a comment of another document.
    const elsewhere = (await create(cookies.anna, fxA.ids.a3!, [text("woanders")])).data.createComment.result.rowId;
    const afterElsewhere = await counts();
    expect((await refusal([text("Antwort")], elsewhere))?.extensions).toMatchObject({
      code: "REPLY_TO_COMMENT_NOT_FOUND",
      field: "replyToRowId",
    });
    expect(await counts()).toEqual(afterElsewhere);
    expect(afterElsewhere.comments).toBe(before.comments + 1);
    expect(afterElsewhere.notifications).toBe(before.notifications);
  });

  it("refuses a comment of line breaks and tabs only as empty", async () => {
    const before = await counts();
    const json = await create(cookies.anna, fxA.ids.a1!, [text("\n\t \r\n")]);
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: "COMMENT_EMPTY" });
    expect(await counts()).toEqual(before);
  });

  it("accepts exactly 10 000 characters", async () => {
    const json = await create(cookies.anna, fxA.ids.a2!, [text("x".repeat(10_000))]);
    expect(json.errors).toBeUndefined();
  });
});

describe("another company's document", () => {
  it("can be neither read, commented, liked nor marked seen", async () => {
    const foreignComment = (await create(cookies.bernd, fxB.ids.b1!, [text("Intern")])).data.createComment.result.rowId;
    const before = await counts();

    const read = await gql(THREADS, { d: fxB.ids.b1 }, cookies.anna);
    expect(read.data.document).toBeNull();
    const comment = await create(cookies.anna, fxB.ids.b1!, [text("Hallo Nachbar")]);
    expect(comment.errors?.[0]?.extensions).toMatchObject({ code: "DOCUMENT_NOT_FOUND" });
    // A reply to a foreign comment from one's own document: the comment is not found there.
    const reply = await create(cookies.anna, fxA.ids.a1!, [text("Antwort")], foreignComment);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: "REPLY_TO_COMMENT_NOT_FOUND" });
    const like = await gql(LIKE, { c: foreignComment, liked: true }, cookies.anna);
    expect(like.errors?.[0]?.extensions).toMatchObject({ code: "COMMENT_NOT_FOUND" });
    const seen = await gql(SEEN, { d: fxB.ids.b1 }, cookies.anna);
    expect(seen.errors?.[0]?.extensions).toMatchObject({ code: "DOCUMENT_NOT_FOUND" });
    // Signed out: nothing either.
    const anonymous = await server.graphql({
      query: CREATE,
      variables: { input: { documentRowId: fxA.ids.a1, messageParts: [text("x")] } },
    });
    expect(anonymous.json.data?.createComment ?? null).toBeNull();

    expect(await counts()).toEqual(before);
  });

  it("is open to a super admin, who is no member and so cannot be mentioned", async () => {
    const json = await create(cookies.superAdmin, fxB.ids.b1!, [text("Support hier")]);
    expect(json.errors).toBeUndefined();
    const mentionAdmin = await create(cookies.bernd, fxB.ids.b1!, [mention(seed.superAdmin, "@Sven Test")]);
    expect(mentionAdmin.errors?.[0]?.message).toBe("A mentioned user is not a member of this company.");
  });
});

describe("likes", () => {
  it("likes and unlikes as the signed-in user, idempotently", async () => {
    const doc = fxA.ids.a1!;
    const rowId = (await create(cookies.anna, doc, [text("Gefällt mir?")])).data.createComment.result.rowId;
    const like = async (cookie: string, liked: boolean) =>
      (await gql(LIKE, { c: rowId, liked }, cookie)).data.setCommentLiked.result;

    expect(await like(cookies.vera, true)).toMatchObject({
      likedByCurrentUser: true,
      likes: { totalCount: 1, nodes: [{ user: { rowId: vera, fullName: "Vera Viewer" } }] },
    });
    expect((await like(cookies.vera, true)).likes.totalCount).toBe(1);
    expect(await like(cookies.anna, true)).toMatchObject({ likedByCurrentUser: true, likes: { totalCount: 2 } });
    expect(await like(cookies.vera, false)).toMatchObject({
      likedByCurrentUser: false,
      likes: { totalCount: 1, nodes: [{ user: { rowId: seed.userA } }] },
    });
    expect((await like(cookies.vera, false)).likes.totalCount).toBe(1);
    expect(await rows("select user_id from app_public.comment_likes where comment_id = $1", [rowId])).toEqual([
      { user_id: seed.userA },
    ]);
  });
});

describe("markDocumentCommentsSeen", () => {
  it("marks every comment of the document seen and reads the mention notifications", async () => {
    const doc = fxA.ids.a2!;
    const mentionOfVera = await create(cookies.anna, doc, [mention(vera, "@Vera Viewer"), text(" bitte freigeben")]);
    expect(mentionOfVera.errors).toBeUndefined();
    const reply = await create(cookies.anna, doc, [text("Nachtrag")], mentionOfVera.data.createComment.result.rowId);
    expect(reply.errors).toBeUndefined();

    const before = await gql(THREADS, { d: doc }, cookies.vera);
    expect(before.data.document.unseenCommentCount).toBeGreaterThanOrEqual(2);
    const unread = await gql(`{ currentUser { unreadNotificationCount } }`, {}, cookies.vera);
    expect(unread.data.currentUser.unreadNotificationCount).toBeGreaterThanOrEqual(1);

    const json = await gql(SEEN, { d: doc }, cookies.vera);
    expect(json.errors).toBeUndefined();
    expect(json.data.markDocumentCommentsSeen.result).toEqual({ rowId: doc, unseenCommentCount: 0 });

    const after = await gql(THREADS, { d: doc }, cookies.vera);
    const seenFlags = after.data.document.comments.nodes.flatMap((c: any) => [
      c.seenByCurrentUser,
      ...c.replies.nodes.map((r: any) => r.seenByCurrentUser),
    ]);
    expect(seenFlags.every(Boolean)).toBe(true);
    expect(
      await rows(
        "select read_at is not null as read from app_public.notifications where user_id = $1 and document_id = $2",
        [vera, doc],
      ),
    ).toEqual([{ read: true }]);
    expect(
      await rows(
        "select seen_at is not null as seen from app_public.comment_mentions where mentioned_user_id = $1 and document_id = $2",
        [vera, doc],
      ),
    ).toEqual([{ seen: true }]);
    // The notification of document a1 stays unread.
    expect(
      await rows("select count(*)::int as n from app_public.notifications where user_id = $1 and read_at is null", [
        vera,
      ]),
    ).toEqual([{ n: 1 }]);
    // Again: nothing more to do, no error.
    expect((await gql(SEEN, { d: doc }, cookies.vera)).errors).toBeUndefined();
  });
});
