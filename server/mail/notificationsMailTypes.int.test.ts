import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { MAILED_NOTIFICATION_TYPES } from "./notificationMail.ts";

/** Which notifications queue the notifications__mail job: exactly the types that have an e-mail
 * (the worker is off here, so queued jobs stay visible). */
describe("the notification mail trigger", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let documentId: string;
  const q = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await server.ownerPool.query<T>(sql, params)).rows;

  beforeAll(async () => {
    server = await startTestServer();
    fx = await seedTwoCompanies(server.ownerPool);
    const [doc] = await q<{ id: string }>(
      `insert into app_public.documents (client_company_id, category_id, type, title)
       select $1, c.id, 'OTHER_DOCUMENT', 'Quittung'
         from app_public.document_categories c
        where c.client_company_id = $1 and c.document_type = 'OTHER_DOCUMENT' order by c.sort_index limit 1
       returning id`,
      [fx.companyA],
    );
    documentId = doc!.id;
  });
  afterAll(() => server?.close());

  const queuedFor = async (notificationId: string) =>
    (
      await q(
        "select 1 from graphile_worker.jobs where task_identifier = 'notifications__mail' and key = 'notification_mail:' || $1",
        [notificationId],
      )
    ).length > 0;

  it("queues a mail for the types that have one and for no other type", async () => {
    const types = (
      await q<{ type: string }>("select unnest(enum_range(null::app_public.notification_type))::text as type")
    ).map((row) => row.type);
    expect(types).toContain("RULE_NOTIFICATION");
    const queued: string[] = [];
    for (const type of types) {
      const [row] = await q<{ id: string }>(
        `insert into app_public.notifications (user_id, client_company_id, type, document_id, rule_name)
         values ($1, $2, $3::app_public.notification_type, $4, case when $3 = 'RULE_NOTIFICATION' then 'Regel' end) returning id`,
        [fx.userA, fx.companyA, type, documentId],
      );
      if (await queuedFor(row!.id)) queued.push(type);
    }
    expect(queued.sort()).toEqual([...MAILED_NOTIFICATION_TYPES].sort());
  });

  it("queues nothing for a rule's in-app notification", async () => {
    const [row] = await q<{ id: string }>(
      `insert into app_public.notifications (user_id, client_company_id, type, document_id, rule_name, note)
       values ($1, $2, 'RULE_NOTIFICATION', $3, 'Hohe Rechnung', 'Bitte prüfen') returning id`,
      [fx.userA, fx.companyA, documentId],
    );
    expect(await queuedFor(row!.id)).toBe(false);
  });

  it("queues nothing for a notification without a document (there is nothing to link)", async () => {
    const [row] = await q<{ id: string }>(
      `insert into app_public.notifications (user_id, client_company_id, type) values ($1, $2, 'DOCUMENT_SHARED') returning id`,
      [fx.userA, fx.companyA],
    );
    expect(await queuedFor(row!.id)).toBe(false);
  });
});
