import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments, type ListFixture } from "../documents/listFixture.ts";
import { makeEndToEndId } from "../domain/sepa/index.ts";
import { xs2aRoutes } from "../api/xs2a.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { matchCompanyTransactions } from "./matchTransactions.ts";
import { SANDBOX_DEMO_ACCOUNT } from "./xs2a/sandbox/banks.ts";
import { SandboxProvider } from "./xs2a/sandbox/sandboxProvider.ts";
import { seedSandboxPaymentsForInvoices } from "./xs2a/sandbox/seed.ts";
import { syncXs2aConnection } from "./xs2a/sync.ts";
import { appFetch } from "../test/http.ts";

// Bank connections through the real server and the embedded sandbox bank: adding one through
// the widget's calls, who sees it, wizard sessions that are not yours or are over, linking
// accounts to companies (all or nothing), the sync job (once, no duplicates, consent expiry),
// deleting, paying invoices through the bank until the booked transaction marks them paid,
// and that no widget key or provider token ever reaches the log.

const VERIFIED_IBAN = "DE02120300000000202051";
const NEW_IBAN = "DE02500105170137075030";

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers the assertions inspect freely */
type Json = Record<string, any>;

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookieA: string;
let cookieB: string;
let viewerCookie: string;
let provider: SandboxProvider;
const logLines: string[] = [];
const issuedKeys: string[] = [];
const logger = makeLogger("warn");

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

async function api(method: "GET" | "POST", path: string, cookie: string | null = cookieA, body?: unknown) {
  const res = await appFetch(`${server.url}/api/xs2a/${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      "accept-language": "de",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

/** What the widget sends to the sandbox bank. */
async function widget(key: string, step: string, body?: unknown) {
  const res = await appFetch(`${server.url}/api/xs2a/sandbox/session/${key}/${step}`, {
    method: body === undefined && step === "" ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function keyOf(sessionId: string, cookie = cookieA) {
  const res = await api("GET", `wizard-session-key/${sessionId}/`, cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  issuedKeys.push(res.body.key as string);
  return res.body as { key: string; widgetUrl: string; mode: string };
}

/** Adds a connection as the widget would: bank, sign-in, TAN, accounts. */
async function addConnection(
  opts: { login?: string; bankId?: string; clientCompanyId?: string; accounts?: number[] } = {},
) {
  const init = await api(
    "POST",
    "init/bank-sync/",
    cookieA,
    opts.clientCompanyId ? { clientCompanyId: opts.clientCompanyId } : {},
  );
  const { key } = await keyOf(init.body.sessionId);
  await widget(key, "bank", { bankId: opts.bankId ?? "sparkasse" });
  const login = { login: opts.login ?? "demo", pin: "12345" };
  // The "retry" login fails once as temporarily unavailable, as it is meant to.
  if ((await widget(key, "login", login)).status === 503) await widget(key, "login", login);
  const accounts = await widget(key, "tan", { tan: "123456" });
  const ids = (accounts.body.accounts as { id: string }[]).map((a) => a.id);
  await widget(key, "accounts", { accountIds: opts.accounts ? opts.accounts.map((i) => ids[i]) : ids });
  const finish = await api("GET", `wizard-finish/${init.body.sessionId}/`);
  expect(finish.status, JSON.stringify(finish.body)).toBe(200);
  return { sessionId: init.body.sessionId as string, connectionRowId: finish.body.connectionRowId as string };
}

const sync = (connectionRowId: string) =>
  syncXs2aConnection({ ownerPool: server.ownerPool, provider, logger }, connectionRowId);

async function accountsOf(connectionRowId: string) {
  return owner(
    `select a.id, a.provider_account_id, a.is_credit_card, a.iban, m.id as money_account_id, m.client_company_id, m.type::text
     from app_public.xs2a_accounts a left join app_public.money_accounts m on m.xs2a_account_id = a.id
     where a.connection_id = $1 order by a.provider_account_id`,
    [connectionRowId],
  );
}

beforeAll(async () => {
  server = await startTestServer({
    persistedOnly: false,
    logger: makeLogger("debug", { write: (line: string) => void logLines.push(line) }),
  });
  provider = await SandboxProvider.start(server.ownerPool);
  seed = await seedTwoCompanies(server.ownerPool);
  cookieA = await server.signIn(seed.userA);
  cookieB = await server.signIn(seed.userB);
  const [viewer] = await owner(
    "insert into app_public.users (email, first_name) values ('viewer@test.example', 'Vera') returning id",
  );
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
    [viewer.id, seed.companyA],
  );
  viewerCookie = await server.signIn(viewer.id as string);
});
afterAll(async () => server?.close());

let demoConnectionRowId: string;

describe("adding a bank connection", () => {
  let connectionRowId: string;

  it("needs a session", async () => {
    expect((await api("POST", "init/bank-sync/", null, {})).body.error.code).toBe("NOT_SIGNED_IN");
    expect((await api("POST", "init/bank-sync/", cookieA, { clientCompanyId: "nope" })).status).toBe(400);
  });

  it("runs the widget's steps at the sandbox bank and stores the connection and accounts", async () => {
    const init = await api("POST", "init/bank-sync/", cookieA, { clientCompanyId: seed.companyA });
    expect(init.status).toBe(200);
    const sessionId = init.body.sessionId as string;
    const first = await keyOf(sessionId);
    expect(first).toMatchObject({ widgetUrl: "/api/xs2a/sandbox/widget.js", mode: "ADD" });
    const second = await api("GET", `wizard-session-key/${sessionId}/`);
    issuedKeys.push(second.body.key);
    expect(second.headers.get("cache-control")).toBe("no-store");
    // A new key each call: the earlier one no longer opens the session.
    expect(second.body.key).not.toBe(first.key);
    expect((await widget(first.key, "")).status).toBe(401);
    const current = second.body.key as string;

    const script = await appFetch(`${server.url}/api/xs2a/sandbox/widget.js`);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("window.xs2a");

    expect((await api("GET", `wizard-finish/${sessionId}/`)).body.error.code).toBe("XS2A_WIZARD_NOT_COMPLETED");
    const start = await widget(current, "");
    expect(start.body).toMatchObject({ mode: "ADD", step: "BANK" });
    expect(start.body.banks).toHaveLength(4);
    expect((await widget(current, "bank", { bankId: "sparkasse" })).body.step).toBe("LOGIN");
    const wrong = await widget(current, "login", { login: "demo", pin: "00000" });
    expect(wrong).toEqual({ status: 403, body: { error: { code: "WRONG_CREDENTIALS", attemptsLeft: 4 } } });
    expect((await widget(current, "login", { login: "demo", pin: "12345" })).body.step).toBe("TAN");
    expect((await widget(current, "tan", { tan: "111111" })).body.error.code).toBe("WRONG_TAN");
    const accounts = await widget(current, "tan", { tan: "123456" });
    expect(accounts.body.step).toBe("ACCOUNTS");
    expect(accounts.body.accounts).toHaveLength(3);
    expect((await widget(current, "accounts", { accountIds: ["sbx-elsewhere"] })).body.error.code).toBe(
      "INVALID_INPUT",
    );
    const done = await widget(current, "accounts", { accountIds: accounts.body.accounts.map((a: Json) => a.id) });
    expect(done.body).toMatchObject({ step: "DONE", state: "COMPLETED" });

    const finish = await api("GET", `wizard-finish/${sessionId}/`);
    expect(finish.body).toEqual({ state: "FINISHED", connectionRowId: expect.any(String) });
    connectionRowId = finish.body.connectionRowId;
    demoConnectionRowId = connectionRowId;
    expect((await api("GET", `wizard-finish/${sessionId}/`)).body).toEqual(finish.body);
    expect((await widget(current, "")).status).toBe(401);
  });

  it("links the new accounts to the company it was started from", async () => {
    const rows = await accountsOf(connectionRowId);
    expect(rows.map((r) => [r.type, r.client_company_id])).toEqual([
      ["CREDIT_CARD", seed.companyA],
      ["BANK", seed.companyA],
      ["BANK", seed.companyA],
    ]);
    const [giro] = await owner(
      "select name, iban, bank_account_type::text, holder from app_public.money_accounts where iban = $1",
      [SANDBOX_DEMO_ACCOUNT.iban],
    );
    expect(giro).toEqual({
      name: "Geschäftsgirokonto",
      iban: SANDBOX_DEMO_ACCOUNT.iban,
      bank_account_type: "CURRENT",
      holder: "Müller Haustechnik GmbH",
    });
  });

  it("shows the connection to its owner only, without any secret", async () => {
    const query = `{ xs2AConnections { nodes { rowId bankName bankBic syncActive syncMessage
      accounts { nodes { derivedName iban isCreditCard accountNumber moneyAccount { rowId } } } } } }`;
    const mine = await server.graphql({ query }, cookieA);
    const nodes = (mine.json.data as Json).xs2AConnections.nodes;
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ rowId: connectionRowId, bankName: "Sandbox Sparkasse", bankBic: "SANDBOXDEXX" });
    expect(nodes[0].accounts.nodes).toHaveLength(3);
    expect(JSON.stringify(mine.json)).not.toMatch(/accessToken|credentials/);
    const theirs = await server.graphql({ query }, cookieB);
    expect((theirs.json.data as Json).xs2AConnections.nodes).toEqual([]);
  });
});

describe("wizard sessions", () => {
  it("refuses another user's, unknown, expired and ended sessions", async () => {
    const { body } = await api("POST", "init/bank-sync/", cookieA, {});
    const id = body.sessionId as string;
    for (const path of [`wizard-session-key/${id}/`, `wizard-finish/${id}/`]) {
      expect((await api("GET", path, cookieB)).body.error.code).toBe("XS2A_SESSION_NOT_FOUND");
    }
    expect((await api("POST", `wizard-abort/${id}/`, cookieB, {})).status).toBe(404);
    expect((await api("GET", "wizard-session-key/not-a-uuid/")).status).toBe(404);
    expect((await api("GET", "wizard-session-key/00000000-0000-4000-8000-000000000000/")).status).toBe(404);
    expect((await widget("x".repeat(43), "")).body.error.code).toBe("SESSION_INVALID");

    await owner("update app_private.xs2a_wizard_sessions set expires_at = now() - interval '1 minute' where id = $1", [
      id,
    ]);
    expect((await api("GET", `wizard-session-key/${id}/`)).body.error.code).toBe("XS2A_SESSION_EXPIRED");

    const other = (await api("POST", "init/bank-sync/", cookieA, {})).body.sessionId as string;
    const { key } = await keyOf(other);
    expect(await api("POST", `wizard-abort/${other}/`, cookieA, {})).toMatchObject({ body: { state: "ABORTED" } });
    expect((await api("POST", `wizard-abort/${other}/`, cookieA, {})).body).toEqual({ state: "ABORTED" });
    expect((await api("GET", `wizard-session-key/${other}/`)).body.error.code).toBe("XS2A_SESSION_CLOSED");
    expect((await api("GET", `wizard-finish/${other}/`)).body.error.code).toBe("XS2A_SESSION_CLOSED");
    expect((await widget(key, "")).status).toBe(401);
  });

  it("shows the sandbox's failing logins as the bank would", async () => {
    const id = (await api("POST", "init/bank-sync/", cookieA, {})).body.sessionId as string;
    const { key } = await keyOf(id);
    await widget(key, "bank", { bankId: "volksbank" });
    expect((await widget(key, "login", { login: "fail", pin: "12345" })).body.error.code).toBe("ACCESS_BLOCKED");
    expect(await widget(key, "login", { login: "retry", pin: "12345" })).toMatchObject({
      status: 503,
      body: { error: { code: "BANK_UNAVAILABLE" } },
    });
    expect((await widget(key, "login", { login: "retry", pin: "12345" })).body.step).toBe("TAN");
  });

  it("keeps counting wrong PINs and TANs across requests until the session is locked", async () => {
    const id = (await api("POST", "init/bank-sync/", cookieA, {})).body.sessionId as string;
    const { key } = await keyOf(id);
    await widget(key, "bank", { bankId: "sparkasse" });
    const left: unknown[] = [];
    for (let i = 0; i < 5; i++) left.push((await widget(key, "login", { login: "demo", pin: "00000" })).body.error);
    expect(left).toEqual([
      { code: "WRONG_CREDENTIALS", attemptsLeft: 4 },
      { code: "WRONG_CREDENTIALS", attemptsLeft: 3 },
      { code: "WRONG_CREDENTIALS", attemptsLeft: 2 },
      { code: "WRONG_CREDENTIALS", attemptsLeft: 1 },
      { code: "TOO_MANY_ATTEMPTS", attemptsLeft: 0 },
    ]);
    expect((await widget(key, "login", { login: "demo", pin: "12345" })).body.error.code).toBe("TOO_MANY_ATTEMPTS");

    const other = (await api("POST", "init/bank-sync/", cookieA, {})).body.sessionId as string;
    const second = (await keyOf(other)).key;
    await widget(second, "bank", { bankId: "sparkasse" });
    await widget(second, "login", { login: "demo", pin: "12345" });
    expect((await widget(second, "tan", { tan: "111111" })).body.error).toEqual({ code: "WRONG_TAN", attemptsLeft: 2 });
    expect((await widget(second, "tan", { tan: "111111" })).body.error).toEqual({ code: "WRONG_TAN", attemptsLeft: 1 });
    expect((await widget(second, "tan", { tan: "123456" })).body.step).toBe("ACCOUNTS");
  });
});

describe("linking accounts", () => {
  let connectionRowId: string;
  let rows: Json[];
  beforeAll(async () => {
    ({ connectionRowId } = await addConnection({ bankId: "privatbank" }));
    rows = await accountsOf(connectionRowId);
  });
  const link = (accounts: unknown, cookie = cookieA) => api("POST", "link-unlink-accounts/", cookie, { accounts });

  it("creates money accounts in the company and finds them again by IBAN", async () => {
    expect(rows.every((r) => r.money_account_id === null)).toBe(true);
    const first = await link(rows.map((r) => ({ id: r.id, clientCompanyId: seed.companyA })));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const linked = await accountsOf(connectionRowId);
    expect(first.body.accounts).toEqual(linked.map((r) => ({ id: r.id, moneyAccountRowId: r.money_account_id })));
    const giro = linked.find((r) => r.provider_account_id.endsWith("current"))!;
    expect((await link([{ id: giro.id, clientCompanyId: null }])).body.accounts).toEqual([
      { id: giro.id, moneyAccountRowId: null },
    ]);
    expect(
      await owner("select count(*)::int as n from app_public.money_accounts where id = $1", [giro.money_account_id]),
    ).toEqual([{ n: 1 }]);
    const again = await link([{ id: giro.id, clientCompanyId: seed.companyA }]);
    expect(again.body.accounts[0].moneyAccountRowId).toBe(giro.money_account_id);
  });

  it("refuses a company without banking access and changes nothing", async () => {
    const before = await accountsOf(connectionRowId);
    const card = before.find((r) => r.is_credit_card)!;
    const giro = before.find((r) => r.provider_account_id.endsWith("current"))!;
    const refused = await link([
      { id: card.id, clientCompanyId: null },
      { id: giro.id, clientCompanyId: seed.companyB },
    ]);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("BANKING_FORBIDDEN");
    expect(await accountsOf(connectionRowId)).toEqual(before);
    expect((await link([{ id: giro.id, clientCompanyId: seed.companyA }], cookieB)).body.error.code).toBe(
      "BANK_ACCOUNT_NOT_FOUND",
    );
    expect(
      (
        await link([
          { id: giro.id, clientCompanyId: seed.companyA, extra: 1 },
          { id: giro.id, clientCompanyId: null },
        ])
      ).status,
    ).toBe(400);
    expect((await link([])).status).toBe(400);
    expect((await link(Array.from({ length: 101 }, () => ({ id: giro.id, clientCompanyId: null })))).status).toBe(400);
  });
});

describe("syncing", () => {
  let connectionRowId: string;
  let giroMoneyAccount: string;
  beforeAll(async () => {
    ({ connectionRowId } = await addConnection({ bankId: "direktbank", clientCompanyId: seed.companyA }));
    giroMoneyAccount = (await accountsOf(connectionRowId)).find((r) =>
      r.provider_account_id.endsWith("current"),
    )!.money_account_id;
  });
  const count = async () =>
    (
      await owner("select count(*)::int as n from app_public.money_transactions where money_account_id = $1", [
        giroMoneyAccount,
      ])
    )[0].n;

  it("brings 90 days of transactions once; a second sync adds no duplicates", async () => {
    const first = await sync(connectionRowId);
    expect(first).toMatchObject({ status: "SYNCED", accounts: 3 });
    const n = await count();
    expect(n).toBeGreaterThan(60);
    const [range] = await owner(
      "select min(booking_date)::text as first, bool_and(source = 'SYNC') as synced from app_public.money_transactions where money_account_id = $1",
      [giroMoneyAccount],
    );
    expect(range.synced).toBe(true);
    expect(range.first >= new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    const [account] = await owner("select balance::text, balance_date from app_public.money_accounts where id = $1", [
      giroMoneyAccount,
    ]);
    expect(account.balance).not.toBeNull();
    const [connection] = await owner(
      "select sync_active, sync_message, last_synced from app_public.xs2a_connections where id = $1",
      [connectionRowId],
    );
    expect(connection).toMatchObject({ sync_active: false, sync_message: null, last_synced: expect.any(Date) });

    const second = await sync(connectionRowId);
    expect(second).toMatchObject({ status: "SYNCED", imported: 0 });
    expect(await count()).toBe(n);
  });

  it("asks for a new consent when the bank's has expired, and syncs directly otherwise", async () => {
    const { connectionRowId: expired } = await addConnection({ login: "expired", bankId: "volksbank" });
    expect(await sync(expired)).toEqual({ status: "FAILED", message: "CONSENT_EXPIRED" });
    expect(
      (await owner("select sync_message from app_public.xs2a_connections where id = $1", [expired]))[0].sync_message,
    ).toBe("CONSENT_EXPIRED");
    expect((await api("GET", `sync-connection/${expired}/`, cookieB)).body.error.code).toBe(
      "BANK_CONNECTION_NOT_FOUND",
    );
    const update = await api("GET", `sync-connection/${expired}/`);
    expect(update.body.sessionId).toEqual(expect.any(String));
    const { key, mode } = await keyOf(update.body.sessionId);
    expect(mode).toBe("UPDATE");
    expect((await widget(key, "")).body).toMatchObject({ step: "LOGIN", login: "expired", loginFixed: true });
    expect((await widget(key, "login", { login: "demo", pin: "12345" })).body.error.code).toBe("WRONG_CREDENTIALS");
    await widget(key, "login", { login: "expired", pin: "12345" });
    const choice = await widget(key, "tan", { tan: "123456" });
    await widget(key, "accounts", { accountIds: [choice.body.accounts[0].id] });
    expect((await api("GET", `wizard-finish/${update.body.sessionId}/`)).body).toEqual({
      state: "FINISHED",
      connectionRowId: expired,
    });
    expect(await accountsOf(expired)).toHaveLength(1);
    expect(
      (await owner("select sync_message from app_public.xs2a_connections where id = $1", [expired]))[0].sync_message,
    ).toBeNull();
    expect((await api("GET", `sync-connection/${expired}/`)).body).toEqual({ sessionId: null });
    expect(await sync(expired)).toMatchObject({ status: "SYNCED" });
  });

  it("brings the payments the demo data scheduled for an IBAN", async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const payment = {
      bookingDate: day,
      amount: "-1234.56",
      purpose: "RE 2025-0042 Kd-Nr 4711",
      counterpartyName: "Richter Sanitärgroßhandel GmbH",
      counterpartyIban: VERIFIED_IBAN,
    };
    const iban = SANDBOX_DEMO_ACCOUNT.iban!;
    expect(await seedSandboxPaymentsForInvoices(server.ownerPool, { iban, payments: [payment] })).toBe(1);
    expect(await seedSandboxPaymentsForInvoices(server.ownerPool, { iban, payments: [payment] })).toBe(0);
    await expect(
      seedSandboxPaymentsForInvoices(server.ownerPool, { iban: "DE00123", payments: [payment] }),
    ).rejects.toThrow();
    expect(await sync(demoConnectionRowId)).toMatchObject({ status: "SYNCED" });
    const found = await owner(
      `select t.amount::text, t.booking_date::text from app_public.money_transactions t
       join app_public.money_accounts m on m.id = t.money_account_id
       where m.iban = $3 and t.purpose = $1 and t.counterparty_iban = $2`,
      [payment.purpose, VERIFIED_IBAN, iban],
    );
    expect(found).toEqual([{ amount: "-1234.56", booking_date: day }]);
  });

  it("gives an account whose past the demo data writes only the seeded statement and balance", async () => {
    const { connectionRowId } = await addConnection({ login: "retry", clientCompanyId: seed.companyA });
    const giro = (await accountsOf(connectionRowId)).find((r) => !r.is_credit_card)!;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const party = { counterpartyName: "Kunde Zwei KG", counterpartyIban: NEW_IBAN };
    await seedSandboxPaymentsForInvoices(server.ownerPool, {
      iban: giro.iban,
      generatedHistory: false,
      balance: { amount: "1000.00", date: daysAgo(10) },
      payments: [
        { ...party, bookingDate: daysAgo(5), amount: -200, purpose: "RE 2025-7 Teilzahlung" },
        { ...party, bookingDate: daysAgo(2), amount: "50.00", purpose: "AR-7" },
      ],
    });
    expect(await sync(connectionRowId)).toMatchObject({ status: "SYNCED" });
    expect(
      await owner(
        "select amount::text from app_public.money_transactions where money_account_id = $1 order by booking_date",
        [giro.money_account_id],
      ),
    ).toEqual([{ amount: "-200.00" }, { amount: "50.00" }]);
    expect(
      (await owner("select balance::text from app_public.money_accounts where id = $1", [giro.money_account_id]))[0]
        .balance,
    ).toBe("850.00");
  });

  it("ignores a company hint without banking access there", async () => {
    const { connectionRowId } = await addConnection({
      bankId: "volksbank",
      clientCompanyId: seed.companyB,
      accounts: [0],
    });
    expect((await accountsOf(connectionRowId)).map((r) => r.money_account_id)).toEqual([null]);
  });
});

describe("deleting a connection", () => {
  it("keeps the money accounts and their transactions as plain ones and revokes it at the bank", async () => {
    const { connectionRowId } = await addConnection({
      bankId: "privatbank",
      login: "expired",
      clientCompanyId: seed.companyA,
    });
    const [giro] = await accountsOf(connectionRowId);
    await owner(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, fingerprint)
       values ($1, $2, 'SYNC', current_date, -1, 'EUR', 'test:1')`,
      [seed.companyA, giro!.money_account_id],
    );
    const [secret] = await owner(
      "select provider_connection_id from app_private.xs2a_connection_secrets where connection_id = $1",
      [connectionRowId],
    );
    expect((await api("GET", `delete-connection/${connectionRowId}/`, cookieB)).body.error.code).toBe(
      "BANK_CONNECTION_NOT_FOUND",
    );
    expect((await api("GET", `delete-connection/${connectionRowId}/`)).body).toEqual({ deleted: true });
    expect(
      await owner("select xs2a_account_id from app_public.money_accounts where id = $1", [giro!.money_account_id]),
    ).toEqual([{ xs2a_account_id: null }]);
    expect(
      await owner("select count(*)::int as n from app_public.money_transactions where money_account_id = $1", [
        giro!.money_account_id,
      ]),
    ).toEqual([{ n: 1 }]);
    expect(await owner("select id from app_public.xs2a_connections where id = $1", [connectionRowId])).toEqual([]);
    expect(
      await owner("select 1 from app_private.xs2a_connection_secrets where connection_id = $1", [connectionRowId]),
    ).toEqual([]);
    expect(
      (await owner("select deleted_at from sandbox_bank.connections where id = $1", [secret.provider_connection_id]))[0]
        .deleted_at,
    ).toEqual(expect.any(Date));
    expect((await api("GET", `delete-connection/${connectionRowId}/`)).status).toBe(404);
  });
});

describe("paying through the bank", () => {
  type Key = "verified" | "skonto" | "newIban" | "paid" | "open";
  let ids: Record<Key, string>;
  let giro: string;
  let plainAccount: string;
  const pay = (body: Json, cookie = cookieA) =>
    api("POST", "init/bank-payment/", cookie, { moneyAccountRowId: giro, ...body });
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());
  const inDays = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);

  /** Authorises a PAY session in the widget and finishes it. */
  async function authorise(sessionId: string) {
    const { key, mode } = await keyOf(sessionId);
    expect(mode).toBe("PAY");
    const view = await widget(key, "");
    expect(view.body.step).toBe("TAN");
    expect((await widget(key, "tan", { tan: "123456" })).body.step).toBe("DONE");
    return { view: view.body, finish: await api("GET", `wizard-finish/${sessionId}/`) };
  }

  beforeAll(async () => {
    fx = await seedListDocuments(server.ownerPool, seed.companyA, [
      {
        key: "verified",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-100",
        total: "119.00",
        invoiceDate: today,
        partner: "Lieferant Eins GmbH",
      },
      {
        key: "skonto",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-101",
        total: "1000.00",
        invoiceDate: today,
        partner: "Lieferant Eins GmbH",
      },
      {
        key: "newIban",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-200",
        total: "50.00",
        invoiceDate: today,
        partner: "Neuer Lieferant AG",
      },
      {
        key: "paid",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-300",
        total: "10.00",
        paid: true,
        partner: "Lieferant Eins GmbH",
      },
      {
        key: "open",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-500",
        total: "20.00",
        invoiceDate: today,
        partner: "Lieferant Eins GmbH",
      },
    ]);
    ids = fx.ids as Record<Key, string>;
    await owner("update app_public.invoices set iban = $2 where document_id = $1", [ids.newIban, NEW_IBAN]);
    await owner("update app_public.invoices set discount_until = $2, discount_percent = 2 where document_id = $1", [
      ids.skonto,
      inDays(10),
    ]);
    await owner(
      `insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, "primary", verified_at)
       values ($1, $2, $3, true, now())`,
      [seed.companyA, fx.partners["Lieferant Eins GmbH"], VERIFIED_IBAN],
    );
    giro = (await owner("select id from app_public.money_accounts where iban = $1", [SANDBOX_DEMO_ACCOUNT.iban]))[0].id;
    plainAccount = (
      await owner(
        "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Kasse Bank', 'DE89370400440532013000') returning id",
        [seed.companyA],
      )
    )[0].id;
  });

  it("refuses what cannot be paid, and accounts without a bank connection", async () => {
    expect((await pay({ documentIds: [ids.paid] })).body.error).toMatchObject({
      code: "INVOICE_ALREADY_PAID",
      message: "Die Rechnung RE-300 ist bereits bezahlt.",
    });
    expect((await pay({ documentIds: [ids.paid] })).status).toBe(403);
    const unverified = await pay({ documentIds: [ids.verified, ids.newIban] });
    expect(unverified.status).toBe(409);
    expect(unverified.body.error.code).toBe("UNVERIFIED_IBAN_NEEDS_CONFIRMATION");
    expect(unverified.body.error.message).toContain(NEW_IBAN);
    expect(unverified.body.refusals).toEqual([
      { documentRowId: ids.newIban, code: "UNVERIFIED_IBAN_NEEDS_CONFIRMATION" },
    ]);
    expect((await pay({ documentIds: [ids.verified], moneyAccountRowId: plainAccount })).body.error.code).toBe(
      "ACCOUNT_NOT_CONNECTED",
    );
    expect((await pay({ documentIds: [ids.verified], executionDate: "2020-01-01" })).body.error.code).toBe(
      "PAYMENT_EXECUTION_DATE_INVALID",
    );
    expect((await pay({ documentIds: [ids.verified], executionDate: inDays(91) })).status).toBe(400);
    expect((await pay({ documentIds: [ids.verified] }, viewerCookie)).body.error.code).toBe("MONEY_ACCOUNT_NOT_FOUND");
    expect((await pay({ documentIds: [ids.verified] }, cookieB)).body.error.code).toBe("MONEY_ACCOUNT_NOT_FOUND");
    expect((await pay({ documentIds: [] })).status).toBe(400);
    expect(await owner("select id from app_public.bank_payments")).toEqual([]);
  });

  it("pays with a TAN; the next sync brings it pending, the one after booked, and the invoice is paid", async () => {
    const started = await pay({ documentIds: [ids.verified, ids.skonto] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paymentIds = started.body.bankPaymentRowIds as string[];
    const payments = await owner(
      "select id, status::text, amount::text, end_to_end_id, recipient_iban, created_by_user_id from app_public.bank_payments p where id = any($1) order by p.amount",
      [paymentIds],
    );
    expect(payments.map((p) => [p.status, p.amount, p.recipient_iban])).toEqual([
      ["CREATED", "119.00", VERIFIED_IBAN],
      ["CREATED", "980.00", VERIFIED_IBAN],
    ]);
    for (const p of payments) {
      expect(p.end_to_end_id).toBe(makeEndToEndId("BW", p.id));
      expect(p.created_by_user_id).toBe(seed.userA);
    }
    expect((await pay({ documentIds: [ids.verified] })).body.error.code).toBe("PAYMENT_ALREADY_IN_PROGRESS");

    const { view, finish } = await authorise(started.body.sessionId);
    expect(view.payments.map((p: Json) => p.amount).sort()).toEqual(["119.00", "980.00"]);
    expect(finish.body).toEqual({ state: "FINISHED", connectionRowId: demoConnectionRowId });
    const pending = await owner(
      "select status::text, provider_payment_id from app_public.bank_payments where id = any($1)",
      [paymentIds],
    );
    expect(pending.every((p) => p.status === "PENDING" && p.provider_payment_id)).toBe(true);
    const history = await owner(
      "select count(*)::int as n from app_public.document_history_entries where document_id = any($1) and type = 'PAYMENT_INITIATED'",
      [[ids.verified, ids.skonto]],
    );
    expect(history).toEqual([{ n: 2 }]);

    const transactions = () =>
      owner(
        "select status::text, amount::text from app_public.money_transactions t where end_to_end_id = any($1) order by t.amount",
        [payments.map((p) => p.end_to_end_id)],
      );
    await sync(demoConnectionRowId);
    expect(await transactions()).toEqual([
      { status: "PENDING", amount: "-980.00" },
      { status: "PENDING", amount: "-119.00" },
    ]);
    await sync(demoConnectionRowId);
    expect(await transactions()).toEqual([
      { status: "BOOKED", amount: "-980.00" },
      { status: "BOOKED", amount: "-119.00" },
    ]);
    expect(
      (await owner("select status::text from app_public.bank_payments where id = any($1)", [paymentIds])).map(
        (p) => p.status,
      ),
    ).toEqual(["FINISHED", "FINISHED"]);

    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      await matchCompanyTransactions(client, seed.companyA, logger);
      await client.query("commit");
    } finally {
      client.release();
    }
    const invoices = await owner("select payment_status::text from app_public.invoices where document_id = any($1)", [
      [ids.verified, ids.skonto],
    ]);
    expect(invoices).toEqual([{ payment_status: "PAID" }, { payment_status: "PAID" }]);
  });

  it("verifies a confirmed new IBAN once the payment to it is booked", async () => {
    const started = await pay({ documentIds: [ids.newIban], confirmUnverifiedIban: true });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await authorise(started.body.sessionId);
    const presets = () =>
      owner(
        "select verified_at is not null as verified, verified_by_user_id from app_public.partner_company_payment_presets where iban = $1",
        [NEW_IBAN],
      );
    expect(await presets()).toEqual([]);
    await sync(demoConnectionRowId);
    await sync(demoConnectionRowId);
    expect(await presets()).toEqual([{ verified: true, verified_by_user_id: seed.userA }]);
  });

  it("cancels the payments of an aborted or expired session, here and at the bank", async () => {
    const status = async (id: string) =>
      (await owner("select status::text, end_to_end_id from app_public.bank_payments where id = $1", [id]))[0];
    const first = await pay({ documentIds: [ids.open] });
    const [firstPayment] = first.body.bankPaymentRowIds as string[];
    expect(await api("POST", `wizard-abort/${first.body.sessionId}/`, cookieA, {})).toMatchObject({
      body: { state: "ABORTED" },
    });
    const aborted = await status(firstPayment!);
    expect(aborted.status).toBe("CANCELLED");
    expect(
      await owner("select status from sandbox_bank.payments where end_to_end_id = $1", [aborted.end_to_end_id]),
    ).toEqual([{ status: "CANCELLED" }]);

    const second = await pay({ documentIds: [ids.open] });
    expect(second.status).toBe(200);
    await owner("update app_private.xs2a_wizard_sessions set expires_at = now() - interval '1 second' where id = $1", [
      second.body.sessionId,
    ]);
    expect((await api("GET", `wizard-session-key/${second.body.sessionId}/`)).body.error.code).toBe(
      "XS2A_SESSION_EXPIRED",
    );
    const third = await pay({ documentIds: [ids.open] });
    expect(third.status).toBe(200);
    expect((await status(second.body.bankPaymentRowIds[0])).status).toBe("CANCELLED");
    expect((await status(third.body.bankPaymentRowIds[0])).status).toBe("CREATED");
  });
});

describe("the log", () => {
  it("never holds a widget key or a provider token", async () => {
    expect(issuedKeys.length).toBeGreaterThan(5);
    const log = logLines.join("");
    expect(log).toContain("/api/xs2a/sandbox/session/[redacted]");
    for (const key of issuedKeys) expect(log).not.toContain(key);
    const tokens = await owner("select credentials->>'accessToken' as token from app_private.xs2a_connection_secrets");
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens) expect(log).not.toContain(token);
  });
});

describe("switched off", () => {
  it("answers XS2A_DISABLED to a signed-in user and still NOT_SIGNED_IN to others", async () => {
    const session = { sessionId: "s", userId: seed.userA, impersonatorUserId: null };
    const off = (signedIn: boolean) =>
      xs2aRoutes({
        ownerPool: server.ownerPool,
        provider: null,
        sessionOf: async () => (signedIn ? session : null),
        logger,
      });
    const res = await off(true).request("/init/bank-sync/", { method: "POST", body: "{}" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as Json).error.code).toBe("XS2A_DISABLED");
    expect((await off(false).request("/sync-connection/x/")).status).toBe(401);
  });
});
