import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { JobHelpers } from "graphile-worker";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { waitUntil } from "../test/waitUntil.ts";
import { notifications__mail } from "../worker/tasks/notifications__mail.ts";
import { type NotificationMailDeps, sendNotificationMail } from "./notificationMail.ts";
import { makeOutboxTransport } from "./outboxTransport.ts";

const PUBLIC_URL = "https://belegwerk.example";

/** The worker task that e-mails a mention notification, run directly against a real database
 * with the outbox transport on a temporary directory. */
describe("notifications__mail", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let outboxDir: string;
  let deps: NotificationMailDeps;
  let documentId: string;
  let carl: string;

  const q = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await server.ownerPool.query<T>(sql, params)).rows;

  /** A comment by `author` mentioning `mentioned`; the database's own triggers write the mention
   * and its notification. */
  const mention = async (author: string, mentioned: string, text: string) => {
    const [comment] = await q<{ id: string }>(
      `insert into app_public.comments (client_company_id, document_id, commented_by_user_id, text_message, message_parts)
       values ($1, $2, $3, $4, jsonb_build_array(jsonb_build_object('type', 'MENTION', 'userRowId', $5::uuid))) returning id`,
      [fx.companyA, documentId, author, text, mentioned],
    );
    const [notification] = await q<{ id: string }>(
      "select id from app_public.notifications where comment_id = $1 and user_id = $2",
      [comment!.id, mentioned],
    );
    return notification!.id;
  };

  const outbox = async () => {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    return Promise.all(files.map(async (f) => PostalMime.parse(await readFile(join(outboxDir, f)))));
  };

  beforeAll(async () => {
    server = await startTestServer();
    fx = await seedTwoCompanies(server.ownerPool);
    [{ id: carl }] = (await q<{ id: string }>(
      "insert into app_public.users (email, first_name, last_name, language) values ('carl@test.example', 'Carl', 'Keller', 'en') returning id",
    )) as [{ id: string }];
    await q(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [carl, fx.companyA],
    );
    const [doc] = await q<{ id: string }>(
      `insert into app_public.documents (client_company_id, category_id, type, title)
       select $1, c.id, 'OTHER_DOCUMENT', 'Mietvertrag Büro <Köln>'
         from app_public.document_categories c
        where c.client_company_id = $1 and c.document_type = 'OTHER_DOCUMENT' order by c.sort_index limit 1
       returning id`,
      [fx.companyA],
    );
    documentId = doc!.id;
  });
  afterAll(() => server?.close());

  beforeEach(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), "belegwerk-mail-"));
    const logger = makeLogger("silent");
    deps = {
      ownerPool: server.ownerPool,
      transport: makeOutboxTransport({ dir: outboxDir, from: "Belegwerk <no-reply@belegwerk.test>", logger }),
      publicUrl: PUBLIC_URL,
      logger,
    };
    return () => rm(outboxDir, { recursive: true, force: true });
  });

  it("mails the mentioned user in German: who, which document, the comment, a link to its comments", async () => {
    const id = await mention(carl, fx.userA, "@Anna Test bitte prüfen, ob die Kaution überwiesen wurde.");
    await notifications__mail(deps)({ notificationRowId: id }, {} as JobHelpers);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual([{ address: "a@test.example", name: "" }]);
    expect(mail.subject).toBe("Carl Keller hat Sie in einem Kommentar erwähnt: Mietvertrag Büro <Köln>");
    expect(mail.text).toContain("Hallo Anna Test,");
    expect(mail.text).toContain("> @Anna Test bitte prüfen, ob die Kaution überwiesen wurde.");
    const link = `${PUBLIC_URL}/documents/${documentId}?clientCompanyRowId=${fx.companyA}&tab=comments`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain("Mietvertrag Büro &lt;Köln&gt;");
  });

  it("mails in the recipient's language", async () => {
    const id = await mention(fx.userA, carl, "@Carl Keller please check.");
    expect(await sendNotificationMail(deps, id)).toBe("sent");

    const [mail] = await outbox();
    expect(mail!.to).toEqual([{ address: "carl@test.example", name: "" }]);
    expect(mail!.subject).toBe("Anna Test mentioned you in a comment: Mietvertrag Büro <Köln>");
    expect(mail!.text).toContain("Hello Carl Keller,");
  });

  it("sends nothing for a notification already read in the app", async () => {
    const id = await mention(carl, fx.userA, "Schon gesehen?");
    await q("update app_public.notifications set read_at = now() where id = $1", [id]);
    expect(await sendNotificationMail(deps, id)).toBe("read");
    expect(await outbox()).toHaveLength(0);
  });

  it("sends nothing for a notification that no longer exists, or a malformed job", async () => {
    const id = await mention(carl, fx.userA, "Wird gleich gelöscht.");
    await q(
      "delete from app_public.comments where id = (select comment_id from app_public.notifications where id = $1)",
      [id],
    );
    expect(await sendNotificationMail(deps, id)).toBe("missing");
    await notifications__mail(deps)({ notificationRowId: id }, {} as JobHelpers);
    await notifications__mail(deps)({ notificationRowId: "not-a-uuid" }, {} as JobHelpers);
    expect(await outbox()).toHaveLength(0);
  });

  it("names no author when the author's account is gone", async () => {
    const [{ id: dora }] = (await q<{ id: string }>(
      "insert into app_public.users (email, first_name) values ('dora@test.example', 'Dora') returning id",
    )) as [{ id: string }];
    await q(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [dora, fx.companyA],
    );
    const id = await mention(dora, fx.userA, "Bis bald.");
    await q("delete from app_public.users where id = $1", [dora]);
    expect(await sendNotificationMail(deps, id)).toBe("sent");
    const [mail] = await outbox();
    expect(mail!.subject).toBe("Jemand hat Sie in einem Kommentar erwähnt: Mietvertrag Büro <Köln>");
  });

  it("mails a colleague that a document was shared with them", async (ctx) => {
    // The notification type comes with the sharing migration (000020).
    const [{ known }] = (await q<{ known: boolean }>(
      "select 'DOCUMENT_SHARED' = any(enum_range(null::app_public.notification_type)::text[]) as known",
    )) as [{ known: boolean }];
    if (!known) ctx.skip();
    const [{ id }] = (await q<{ id: string }>(
      `insert into app_public.notifications (user_id, client_company_id, type, document_id, actor_user_id)
       values ($1, $2, 'DOCUMENT_SHARED', $3, $4) returning id`,
      [carl, fx.companyA, documentId, fx.userA],
    )) as [{ id: string }];
    expect(await sendNotificationMail(deps, id)).toBe("sent");
    const [mail] = await outbox();
    expect(mail!.to).toEqual([{ address: "carl@test.example", name: "" }]);
    expect(mail!.subject).toBe("Anna Test (Alpha Bau GmbH) shared a document with you: Mietvertrag Büro <Köln>");
    expect(mail!.text).toContain(`${PUBLIC_URL}/documents/${documentId}?clientCompanyRowId=${fx.companyA}`);
    expect(mail!.text).toContain("using your Belegwerk account");
  });

  it("notifies the approver of a request and the requester of the decision, and mails both", async () => {
    // The database's triggers write the notifications: a request to Carl (English) by Anna.
    const [request] = await q<{ id: string }>(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, message)
       values ($1, $2, $3, $4, 'Please approve, the deposit is due on Friday.') returning id`,
      [fx.companyA, documentId, fx.userA, carl],
    );
    const notificationsOf = (user: string) =>
      q<{ id: string; type: string; actor_user_id: string }>(
        "select id, type::text, actor_user_id from app_public.notifications where approval_request_id = $1 and user_id = $2",
        [request!.id, user],
      );
    const [asked] = await notificationsOf(carl);
    expect(asked).toMatchObject({ type: "APPROVAL_REQUESTED", actor_user_id: fx.userA });
    expect(await sendNotificationMail(deps, asked!.id)).toBe("sent");
    let [mail] = await outbox();
    expect(mail!.to).toEqual([{ address: "carl@test.example", name: "" }]);
    expect(mail!.subject).toBe("Approval requested: Mietvertrag Büro <Köln>");
    expect(mail!.text).toContain(
      "Anna Test asks you to approve the document “Mietvertrag Büro <Köln>” of Alpha Bau GmbH.",
    );
    expect(mail!.text).toContain("> Please approve, the deposit is due on Friday.");
    expect(mail!.text).toContain(
      `${PUBLIC_URL}/documents/${documentId}?clientCompanyRowId=${fx.companyA}&tab=collaboration`,
    );
    await rm(outboxDir, { recursive: true, force: true });

    // Carl rejects with a reason: Anna (German) is told, Carl is not.
    await q(
      "update app_public.approval_requests set state = 'REJECTED', decision_message = 'Kaution schon gezahlt.' where id = $1",
      [request!.id],
    );
    const [decided] = await notificationsOf(fx.userA);
    expect(decided).toMatchObject({ type: "DOCUMENT_REJECTED", actor_user_id: carl });
    expect(await notificationsOf(carl)).toHaveLength(1);
    expect(await sendNotificationMail(deps, decided!.id)).toBe("sent");
    [mail] = await outbox();
    expect(mail!.subject).toBe("Freigabe abgelehnt: Mietvertrag Büro <Köln>");
    expect(mail!.text).toContain(
      "Carl Keller hat die Freigabe für den Beleg „Mietvertrag Büro <Köln>“ abgelehnt. Die Begründung:",
    );
    expect(mail!.text).toContain("> Kaution schon gezahlt.");
  });

  it("tells nobody of their own request, of a cancellation, or when they left the company", async () => {
    const count = async () =>
      Number(
        (
          await q<{ n: string }>(
            "select count(*) as n from app_public.notifications where approval_request_id is not null",
          )
        )[0]!.n,
      );
    const before = await count();
    const [own] = await q<{ id: string }>(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id)
       values ($1, $2, $3, $3) returning id`,
      [fx.companyA, documentId, carl],
    );
    await q("update app_public.approval_requests set state = 'APPROVED' where id = $1", [own!.id]);
    const [cancelled] = await q<{ id: string }>(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id)
       values ($1, $2, $3, $4) returning id`,
      [fx.companyA, documentId, fx.userA, carl],
    );
    expect(await count()).toBe(before + 1); // Carl is asked
    await q("update app_public.approval_requests set state = 'CANCELED' where id = $1", [cancelled!.id]);
    expect(await count()).toBe(before + 1);
    // Company B's admin is no member of A: asked by a rule (no requester) nothing is written.
    await q(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id)
       values ($1, $2, null, $3)`,
      [fx.companyA, documentId, fx.userB],
    );
    expect(await count()).toBe(before + 1);
  });

  it("fails (so the job is retried) when the mail cannot be handed over", async () => {
    const id = await mention(carl, fx.userA, "Noch einmal.");
    const failing: NotificationMailDeps = {
      ...deps,
      transport: {
        kind: "smtp",
        destination: "smtp://nowhere",
        send: () => Promise.reject(new Error("421 try later")),
      },
    };
    await expect(notifications__mail(failing)({ notificationRowId: id }, {} as JobHelpers)).rejects.toThrow("421");
  });
});

/** The server as `npm start` wires it: the worker runs the task from a queued job and the
 * configured outbox receives the mail. */
describe("notifications__mail in the running worker", () => {
  let server: TestServer;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), "belegwerk-mail-"));
    server = await startTestServer({ worker: true, env: { MAIL_OUTBOX_DIR: outboxDir, PUBLIC_URL: PUBLIC_URL } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it("sends the mail of a queued job", async () => {
    const fx = await seedTwoCompanies(server.ownerPool);
    await server.ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [fx.userB, fx.companyA],
    );
    const one = async (sql: string, params: unknown[]) =>
      (await server.ownerPool.query<{ id: string }>(sql, params)).rows[0]!.id;
    const documentId = await one(
      `insert into app_public.documents (client_company_id, category_id, type, title)
       select $1, c.id, 'OTHER_DOCUMENT', 'Quittung'
         from app_public.document_categories c
        where c.client_company_id = $1 and c.document_type = 'OTHER_DOCUMENT' order by c.sort_index limit 1
       returning id`,
      [fx.companyA],
    );
    const commentId = await one(
      "insert into app_public.comments (client_company_id, document_id, commented_by_user_id, text_message) values ($1, $2, $3, 'Bitte ansehen') returning id",
      [fx.companyA, documentId, fx.userB],
    );
    const notificationId = await one(
      `insert into app_public.notifications (user_id, client_company_id, type, document_id, comment_id, actor_user_id)
       values ($1, $2, 'COMMENT_MENTION', $3, $4, $5) returning id`,
      [fx.userA, fx.companyA, documentId, commentId, fx.userB],
    );
    // Migration 000020 queues the job from a trigger on notifications; before it, queue it here.
    const { rows: trigger } = await server.ownerPool.query(
      "select 1 from pg_trigger where tgrelid = 'app_public.notifications'::regclass and tgname = '_900_mail'",
    );
    if (trigger.length === 0) {
      await server.ownerPool.query(
        "select graphile_worker.add_job('notifications__mail', json_build_object('notificationRowId', $1::uuid))",
        [notificationId],
      );
    }

    await waitUntil("the mail in the outbox", async () => (await readdir(outboxDir).catch(() => [])).length > 0);
    // Every mail job has run (a finished job leaves the queue): a second mail would be there now.
    await waitUntil("the mail jobs to finish", async () => {
      const { rows } = await server.ownerPool.query(
        "select 1 from graphile_worker.jobs where task_identifier = 'notifications__mail'",
      );
      return rows.length === 0;
    });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const mail = await PostalMime.parse(await readFile(join(outboxDir, files[0]!)));
    expect(mail.to).toEqual([{ address: "a@test.example", name: "" }]);
    expect(mail.subject).toBe("Bernd Test hat Sie in einem Kommentar erwähnt: Quittung");
    expect(mail.text).toContain(`${PUBLIC_URL}/documents/`);
  });
});
