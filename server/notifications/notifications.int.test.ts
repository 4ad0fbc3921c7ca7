import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "../../src/lib/calendarDate.ts";
import { makeLogger } from "../logger.ts";
import { makeOutboxTransport } from "../mail/outboxTransport.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { CONTRACT_EXPIRY_NOTICE_DAYS, sendContractExpiryNotices } from "./contractExpiry.ts";
import { type DigestDeps, dueDigestUsers, sendDueDigests, sendUpdateDigest } from "./updateDigest.ts";

// The update digest and the contract-expiry notice, run against a real database with the outbox
// transport: once per interval or period (also with two workers at once), in the recipient's
// language, listing only what the user may see.

const PUBLIC_URL = "https://belegwerk.example";
let server: TestServer;
let fx: TwoCompanies;
let outboxDir: string;
let deps: DigestDeps;
let category: string;
let categoryB: string;

const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
const outbox = async () => {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (f) => PostalMime.parse(await readFile(join(outboxDir, f)))));
};

async function user(email: string, language: string, interval: number) {
  const [u] = await q(
    "insert into app_public.users (email, first_name, last_name, language, update_notification) values ($1, 'Dora', 'Digest', $2, $3) returning id",
    [email, language, interval],
  );
  await q(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
    [u.id, fx.companyA],
  );
  return u.id as string;
}

const doc = async (company: string, cat: string, title: string) =>
  (
    await q(
      "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'OTHER_DOCUMENT', $3) returning id",
      [company, cat, title],
    )
  )[0].id as string;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seedTwoCompanies(server.ownerPool);
  [{ id: category }] = await q(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'OTHER_DOCUMENT' limit 1",
    [fx.companyA],
  );
  [{ id: categoryB }] = await q(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'OTHER_DOCUMENT' limit 1",
    [fx.companyB],
  );
});
afterAll(() => server?.close());
beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "belegwerk-digest-"));
  const logger = makeLogger("silent");
  deps = {
    ownerPool: server.ownerPool,
    transport: makeOutboxTransport({ dir: outboxDir, from: "Belegwerk <no-reply@belegwerk.test>", logger }),
    publicUrl: PUBLIC_URL,
    logger,
  };
});

describe("update digest", () => {
  const today = "2026-11-27";

  it("lists new documents, open approvals and documents in the user's steps, with links, in English", async () => {
    const dora = await user("dora-en@test.example", "en", 1);
    const fresh = await doc(fx.companyA, category, "Stromrechnung November");
    const toApprove = await doc(fx.companyA, category, "Mietvertrag Lager");
    await q(
      "insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id) values ($1, $2, $3, $4)",
      [fx.companyA, toApprove, fx.userA, dora],
    );
    const [wf] = await q(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Prüfung') returning id",
      [fx.companyA],
    );
    const [step] = await q(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name) values ($1, $2, 'Sachlich prüfen') returning id",
      [fx.companyA, wf.id],
    );
    await q(
      "insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id) values ($1, $2, $3)",
      [fx.companyA, step.id, dora],
    );
    const waiting = await doc(fx.companyA, category, "Angebot Dachdecker");
    await q("update app_public.documents set workflow_step_id = $2 where id = $1", [waiting, step.id]);
    const hidden = await doc(fx.companyB, categoryB, "Geheim bei Beta");

    expect(await sendUpdateDigest(deps, dora, today)).toBe("sent");
    const [mail] = await outbox();
    expect(mail!.to).toEqual([{ address: "dora-en@test.example", name: "" }]);
    expect(mail!.subject).toBe("Your daily summary from Belegwerk");
    expect(mail!.text).toContain("Alpha Bau GmbH");
    expect(mail!.text).toMatch(/New documents: \d+/);
    expect(mail!.text).toContain("Approvals waiting for you: 1");
    expect(mail!.text).toContain("In your workflow steps: 1");
    expect(mail!.text).toContain(
      `Stromrechnung November: ${PUBLIC_URL}/documents/${fresh}?clientCompanyRowId=${fx.companyA}`,
    );
    expect(mail!.text).toContain(
      `${PUBLIC_URL}/documents/${toApprove}?clientCompanyRowId=${fx.companyA}&tab=collaboration`,
    );
    expect(mail!.text).toContain(`Angebot Dachdecker: ${PUBLIC_URL}/documents/${waiting}`);
    expect(mail!.text).not.toContain(hidden);
    expect(mail!.text).not.toContain("Beta");
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/documents/${fresh}?clientCompanyRowId=${fx.companyA}"`);
  });

  it("is sent once per interval: daily the next day, weekly after seven days", async () => {
    const daily = await user("daily@test.example", "de", 1);
    const weekly = await user("weekly@test.example", "de", 7);
    await doc(fx.companyA, category, "Neu für alle");
    expect(await sendUpdateDigest(deps, daily, today)).toBe("sent");
    expect(await sendUpdateDigest(deps, daily, today)).toBe("not_due");
    expect(await dueDigestUsers(server.ownerPool, today)).not.toContain(daily);
    expect(await dueDigestUsers(server.ownerPool, addDays(today, 1))).toContain(daily);

    expect(await sendUpdateDigest(deps, weekly, today)).toBe("sent");
    expect(await sendUpdateDigest(deps, weekly, addDays(today, 6))).toBe("not_due");
    expect(await dueDigestUsers(server.ownerPool, addDays(today, 6))).not.toContain(weekly);
    expect(await dueDigestUsers(server.ownerPool, addDays(today, 7))).toContain(weekly);
    const mails = await outbox();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Ihre tägliche Übersicht aus Belegwerk",
      "Ihre wöchentliche Übersicht aus Belegwerk",
    ]);
    expect(mails).toHaveLength(2);
  });

  it("is sent once when two workers send the same digest at the same time", async () => {
    const twice = await user("twice@test.example", "de", 1);
    await doc(fx.companyA, category, "Parallel");
    const outcomes = await Promise.all([sendUpdateDigest(deps, twice, today), sendUpdateDigest(deps, twice, today)]);
    expect(outcomes.sort()).toEqual(["not_due", "sent"]);
    expect(await outbox()).toHaveLength(1);
  });

  it("is never sent to someone who switched it off", async () => {
    const off = await user("off@test.example", "de", 0);
    expect(await dueDigestUsers(server.ownerPool, today)).not.toContain(off);
    expect(await sendUpdateDigest(deps, off, today)).toBe("not_due");
    expect(await outbox()).toHaveLength(0);
  });

  it("keeps the claim and is retried when the mail cannot be sent", async () => {
    const retry = await user("retry@test.example", "de", 1);
    await doc(fx.companyA, category, "Später");
    const failing: DigestDeps = {
      ...deps,
      transport: { ...deps.transport, send: () => Promise.reject(new Error("SMTP down")) },
    };
    await expect(sendUpdateDigest(failing, retry, today)).rejects.toThrow("SMTP down");
    expect(await sendUpdateDigest(deps, retry, today)).toBe("sent");
  });

  it("waits for the morning: nothing goes out before 06:00 German time", async () => {
    await user("early@test.example", "de", 1);
    const counts = await sendDueDigests(deps, new Date("2026-11-28T04:30:00Z")); // 05:30 in Berlin
    expect(counts).toEqual({ sent: 0, empty: 0, not_due: 0 });
    expect(await outbox()).toHaveLength(0);
    // From 06:00 on, the hourly run sends every due digest, this one included.
    const later = await sendDueDigests(deps, new Date("2026-11-28T06:30:00Z")); // 07:30 in Berlin
    expect(later.sent).toBeGreaterThan(0);
    const mails = await outbox();
    expect(mails.some((m) => m.to?.[0]?.address === "early@test.example")).toBe(true);
    await rm(outboxDir, { recursive: true, force: true });
  });
});

describe("contract-expiry notice", () => {
  async function company(
    name: string,
    opts: { feature: boolean; daysLeft: number; email?: string | null; language?: string },
  ) {
    // A contract whose current period ends `daysLeft` days after today (German day).
    const [c] = await q(
      `insert into app_public.client_companies (name, language, contract_start_date, contract_expiry_notification_email)
       values ($1, $2, (app_hidden.license_today() + $3::integer + 1 - interval '3 years')::date, $4) returning id`,
      [name, opts.language ?? "de", opts.daysLeft, opts.email === undefined ? "vertrag@test.example" : opts.email],
    );
    if (opts.feature)
      await q(
        `insert into app_public.client_company_features (client_company_id, feature_id)
         select $1, id from app_public.features where name = 'CONTRACT_EXPIRY_NOTIFICATION'`,
        [c.id],
      );
    return c.id as string;
  }

  it("tells the contract address once per period, in the company's language", async () => {
    await q("delete from app_private.contract_expiry_notices");
    const due = await company("Delta Verträge GmbH", { feature: true, daysLeft: 10, language: "en" });
    await company("Ohne Feature GmbH", { feature: false, daysLeft: 10 });
    await company("Ohne Adresse GmbH", { feature: true, daysLeft: 10, email: null });
    await company("Noch lange GmbH", { feature: true, daysLeft: CONTRACT_EXPIRY_NOTICE_DAYS + 5 });

    const [sent, again] = [await sendContractExpiryNotices(deps), await sendContractExpiryNotices(deps)];
    expect(sent).toBe(1);
    expect(again).toBe(0);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([{ address: "vertrag@test.example", name: "" }]);
    expect(mails[0]!.subject).toMatch(/^Licence period of Delta Verträge GmbH ends on \d{2}\/\d{2}\/\d{4}$/);
    expect(mails[0]!.text).toContain("(in 10 days)");
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/settings/${due}/license`);
  });

  it("is sent once when two workers run at the same time", async () => {
    await q("delete from app_private.contract_expiry_notices");
    await q("update app_public.client_companies set contract_expiry_notification_email = null");
    await company("Epsilon GmbH", { feature: true, daysLeft: 3 });
    const counts = await Promise.all([sendContractExpiryNotices(deps), sendContractExpiryNotices(deps)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await outbox()).toHaveLength(1);
  });
});
