import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { type NotificationMailDeps, sendNotificationMail } from "./notificationMail.ts";
import { makeOutboxTransport } from "./outboxTransport.ts";

// The profile's approval-notification settings (documentDirectApprovalRequestNotification,
// documentGroupApprovalRequestNotification) decide whether an approval request is e-mailed:
// a request to the user directly follows the first, one to a user group the second. The bell
// notification is written either way.

let server: TestServer;
let fx: TwoCompanies;
let outboxDir: string;
let deps: NotificationMailDeps;
let category: string;

const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seedTwoCompanies(server.ownerPool);
  outboxDir = await mkdtemp(join(tmpdir(), "belegwerk-optout-"));
  const logger = makeLogger("silent");
  deps = {
    ownerPool: server.ownerPool,
    transport: makeOutboxTransport({ dir: outboxDir, from: "Belegwerk <no-reply@belegwerk.test>", logger }),
    publicUrl: "https://belegwerk.example",
    logger,
  };
  [{ id: category }] = await q(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'OTHER_DOCUMENT' limit 1",
    [fx.companyA],
  );
});
afterAll(() => server?.close());

async function approver(direct: boolean, group: boolean) {
  const [u] = await q(
    `insert into app_public.users (email, first_name, last_name, document_direct_approval_request_notification, document_group_approval_request_notification)
     values ('approver-' || gen_random_uuid() || '@test.example', 'Ada', 'Prüfer', $1, $2) returning id`,
    [direct, group],
  );
  await q(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
    [u.id, fx.companyA],
  );
  return u.id as string;
}

/** A request to `user` (to a group when `group`); the trigger's notification, e-mailed. */
async function request(user: string, group: boolean) {
  const [doc] = await q(
    "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'OTHER_DOCUMENT', 'Vertrag') returning id",
    [fx.companyA, category],
  );
  let r: { id: string };
  if (group) {
    // A request to a user group whose only member is `user`.
    const [g] = await q("insert into app_public.user_groups (client_company_id, name) values ($1, $2) returning id", [
      fx.companyA,
      `Gruppe ${user}`,
    ]);
    await q(
      "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
      [fx.companyA, g.id, user],
    );
    r = (
      await q(
        `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, user_group_id, blank_approver_type)
       values ($1, $2, $3, $4, 'USER_GROUP') returning id`,
        [fx.companyA, doc.id, fx.userA, g.id],
      )
    )[0] as { id: string };
  } else {
    r = (
      await q(
        `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id)
       values ($1, $2, $3, $4) returning id`,
        [fx.companyA, doc.id, fx.userA, user],
      )
    )[0] as { id: string };
  }
  const [n] = await q("select id from app_public.notifications where approval_request_id = $1 and user_id = $2", [
    r.id,
    user,
  ]);
  expect(n, "the bell notification is written either way").toBeDefined();
  return sendNotificationMail(deps, n.id as string);
}

const mails = async () => (await readdir(outboxDir)).length;

describe("approval-request e-mails and the profile's settings", () => {
  it("mails a direct request only with the direct setting on", async () => {
    const before = await mails();
    expect(await request(await approver(true, false), false)).toBe("sent");
    expect(await request(await approver(false, true), false)).toBe("opted_out");
    expect(await mails()).toBe(before + 1);
  });

  it("mails a group request only with the group setting on", async () => {
    const before = await mails();
    expect(await request(await approver(false, true), true)).toBe("sent");
    expect(await request(await approver(true, false), true)).toBe("opted_out");
    expect(await mails()).toBe(before + 1);
  });

  it("still mails decisions to a requester who opted out of requests", async () => {
    const ada = await approver(false, false);
    const [doc] = await q(
      "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'OTHER_DOCUMENT', 'Angebot') returning id",
      [fx.companyA, category],
    );
    const [r] = await q(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id)
       values ($1, $2, $3, $4) returning id`,
      [fx.companyA, doc.id, ada, fx.userA],
    );
    await q("update app_public.approval_requests set state = 'APPROVED' where id = $1", [r.id]);
    const [n] = await q("select id from app_public.notifications where approval_request_id = $1 and user_id = $2", [
      r.id,
      ada,
    ]);
    expect(await sendNotificationMail(deps, n.id as string)).toBe("sent");
  });
});
