import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "../../src/lib/calendarDate.ts";
import { RECURRENCE_PERIOD_END_CASES, RECURRENCE_STEP_CASES } from "../../src/lib/recurrence.cases.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments } from "./listFixture.ts";
import { germanToday } from "../../src/lib/calendarDate.ts";
import { createDueRecurrenceClones } from "./recurrences.ts";

// Recurring invoices through the real server and the real job: setting up, changing and ending
// a recurrence (with its validation and who may), the clones the daily job creates (dates moved
// by the anchor-day rule, idempotent per day, ended at endsAt / maxRecurrences), the documents
// list's isRecurring and baseDocumentRowIds filters — and that nothing reaches another company.

let server: TestServer;
let seed: TwoCompanies;
let A: Record<string, string>;
let B: Record<string, string>;
const cookie: Record<string, string> = {};
const users: Record<string, string> = {};
const today = germanToday();

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  A = (
    await seedListDocuments(server.ownerPool, seed.companyA, [
      {
        key: "rent",
        type: "INCOMING_INVOICE",
        partner: "Hausverwaltung Krause",
        invoiceNumber: "MIETE-2026",
        invoiceDate: "2026-12-31",
        dueDate: "2027-01-10",
        discountUntil: "2027-01-05",
        net: "1000.00",
        total: "1190.00",
        paid: true,
        pageText: "Mietrechnung",
        generalLedgerAccount: "4210",
      },
      {
        key: "inv",
        type: "INCOMING_INVOICE",
        partner: "Stadtwerke",
        invoiceNumber: "SW-1",
        invoiceDate: "2026-11-15",
        total: "80.00",
      },
      { key: "weekly", type: "INCOMING_INVOICE", invoiceNumber: "W-1", invoiceDate: "2026-11-02", total: "10.00" },
      { key: "other", type: "OTHER_DOCUMENT", documentDate: "2026-02-01", documentNumber: "V-1" },
      { key: "memo", type: "INCOMING_INVOICE", invoiceNumber: "GS-1", total: "10.00", creditMemo: true },
      { key: "archived", type: "INCOMING_INVOICE", invoiceNumber: "AR-1", total: "10.00", archived: true },
    ])
  ).ids;
  B = (
    await seedListDocuments(server.ownerPool, seed.companyB, [
      { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-B", invoiceDate: "2026-11-01", total: "1.00" },
    ])
  ).ids;
  const one = async (sql: string, params: unknown[]) =>
    (await server.ownerPool.query<{ id: string }>(sql, params)).rows[0]!.id;
  for (const role of ["ACCOUNTANT", "CLERK", "APPROVER", "VIEWER"]) {
    users[role] = await one(
      "insert into app_public.users (email, first_name, last_name) values ($1, $2, 'Test') returning id",
      [`${role.toLowerCase()}@test.example`, role],
    );
    await server.ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
      [users[role], seed.companyA, role],
    );
  }
  users.ADMIN = seed.userA;
  users.B = seed.userB;
  users.SUPER = seed.superAdmin;
  for (const [role, id] of Object.entries(users)) cookie[role] = await server.signIn(id);
});
afterAll(async () => server?.close());

const gql = async (query: string, variables: Record<string, unknown>, who: string) =>
  (await server.graphql({ query, variables }, cookie[who])).json;
const codeOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.code;
const fieldOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.field;
const q = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await server.ownerPool.query<T>(sql, params)).rows;

const FIELDS = "interval nextDate prevDate endsAt maxRecurrences recurrenceCount ended";
const CREATE = `mutation ($id: UUID!, $interval: RecurrenceInterval, $firstDate: Date, $endsAt: Date, $max: Int) {
  createDocumentRecurrence(input: {documentRowId: $id, interval: $interval, firstDate: $firstDate, endsAt: $endsAt, maxRecurrences: $max}) {
    result { hasActiveRecurrence recurrence { ${FIELDS} } }
  }
}`;
const UPDATE = `mutation ($id: UUID!, $interval: RecurrenceInterval, $nextDate: Date, $endsAt: Date, $max: Int) {
  updateDocumentRecurrence(input: {documentRowId: $id, interval: $interval, nextDate: $nextDate, endsAt: $endsAt, maxRecurrences: $max}) {
    result { recurrence { ${FIELDS} } }
  }
}`;
const END = `mutation ($id: UUID!) { endDocumentRecurrence(input: {documentRowId: $id}) { result { hasActiveRecurrence recurrence { ${FIELDS} } } } }`;
const create = (id: string, who: string, extra: Record<string, unknown> = {}) =>
  gql(CREATE, { id, interval: "MONTHLY", firstDate: addDays(today, 1), ...extra }, who);

const historyOf = (id: string, type: string) =>
  q<{ user_id: string | null; payload: Record<string, unknown> }>(
    "select user_id, payload from app_public.document_history_entries where document_id = $1 and type::text = $2 order by created_at, id",
    [id, type],
  );
const resetRecurrences = async () => {
  await q("delete from app_public.documents where recurrence_index is not null");
  await q("delete from app_public.document_recurrences");
  await q("delete from app_public.document_history_entries where type::text like 'RECURRENCE%'");
};
/** A recurrence as the job would find it on a day the test chooses (the mutations only accept future dates). */
const recurrenceFrom = async (
  documentId: string,
  interval: string,
  startsOn: string,
  opts: { endsAt?: string; max?: number } = {},
) =>
  (
    await q<{ id: string }>(
      `insert into app_public.document_recurrences (client_company_id, document_id, interval, starts_on, next_date, ends_at, max_recurrences, created_by_user_id)
       select client_company_id, id, $2, $3, $3, $4, $5, $6 from app_public.documents where id = $1 returning id`,
      [documentId, interval, startsOn, opts.endsAt ?? null, opts.max ?? null, users.CLERK],
    )
  )[0]!.id;

describe("dates", () => {
  it("the database steps dates as the client does (anchor-day rule, month ends, leap years)", async () => {
    for (const c of RECURRENCE_STEP_CASES) {
      const [row] = await q<{ d: string }>("select app_hidden.recurrence_step($1::date, $2, $3)::text as d", [
        c.anchor,
        c.interval,
        c.n,
      ]);
      expect(`${c.anchor} + ${c.n} ${c.interval} = ${row!.d}`).toBe(
        `${c.anchor} + ${c.n} ${c.interval} = ${c.expected}`,
      );
    }
  });
});

describe("service period ends", () => {
  it("the database keeps a month's last day as the client does", async () => {
    for (const c of RECURRENCE_PERIOD_END_CASES) {
      const [row] = await q<{ d: string }>("select app_hidden.recurrence_period_end($1::date, $2, $3)::text as d", [
        c.end,
        c.interval,
        c.n,
      ]);
      expect(`${c.end} + ${c.n} ${c.interval} = ${row!.d}`).toBe(`${c.end} + ${c.n} ${c.interval} = ${c.expected}`);
    }
  });
});

describe("setting up, changing and ending a recurrence", () => {
  beforeEach(resetRecurrences);

  it("a clerk sets up a monthly recurrence; the document shows it and its history says who", async () => {
    const json = await create(A.rent!, "CLERK", { endsAt: addDays(today, 400), max: 12 });
    expect(json.errors).toBeUndefined();
    expect(json.data?.createDocumentRecurrence).toEqual({
      result: {
        hasActiveRecurrence: true,
        recurrence: {
          interval: "MONTHLY",
          nextDate: addDays(today, 1),
          prevDate: null,
          endsAt: addDays(today, 400),
          maxRecurrences: 12,
          recurrenceCount: 0,
          ended: false,
        },
      },
    });
    const [entry] = await historyOf(A.rent!, "RECURRENCE_CREATED");
    expect(entry?.user_id).toBe(users.CLERK);
    expect(entry?.payload).toMatchObject({ interval: "MONTHLY", nextDate: addDays(today, 1), maxRecurrences: 12 });
  });

  it("refuses bad input at its field and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ firstDate: addDays(today, -1) }, "RECURRENCE_FIRST_DATE_IN_PAST", "firstDate"],
      [{ firstDate: null }, "RECURRENCE_FIRST_DATE_REQUIRED", "firstDate"],
      [{ interval: null }, "RECURRENCE_INTERVAL_REQUIRED", "interval"],
      [{ firstDate: addDays(today, 3000) }, "RECURRENCE_FIRST_DATE_TOO_FAR", "firstDate"],
      [{ endsAt: addDays(today, 1) }, "RECURRENCE_ENDS_BEFORE_FIRST_DATE", "endsAt"],
      [{ endsAt: today }, "RECURRENCE_ENDS_BEFORE_FIRST_DATE", "endsAt"],
      [{ max: 0 }, "RECURRENCE_MAX_OUT_OF_RANGE", "maxRecurrences"],
      [{ max: 1001 }, "RECURRENCE_MAX_OUT_OF_RANGE", "maxRecurrences"],
      [{ max: -5 }, "RECURRENCE_MAX_OUT_OF_RANGE", "maxRecurrences"],
    ];
    for (const [input, code, field] of cases) {
      const json = await create(A.rent!, "ADMIN", input);
      expect([JSON.stringify(input), codeOf(json), fieldOf(json)]).toEqual([JSON.stringify(input), code, field]);
    }
    expect(await q("select 1 from app_public.document_recurrences")).toEqual([]);
  });

  it("only invoices that may recur, one active recurrence per document", async () => {
    expect(codeOf(await create(A.other!, "ADMIN"))).toBe("RECURRENCE_ONLY_FOR_INVOICES");
    expect(codeOf(await create(A.memo!, "ADMIN"))).toBe("RECURRENCE_NOT_FOR_CREDIT_MEMO");
    expect(codeOf(await create(A.archived!, "ADMIN"))).toBe("RECURRENCE_DOCUMENT_ARCHIVED");
    expect((await create(A.rent!, "ADMIN")).errors).toBeUndefined();
    expect(codeOf(await create(A.rent!, "ADMIN"))).toBe("RECURRENCE_ALREADY_ACTIVE");
    // A clone made by a recurrence does not get one of its own.
    await q("update app_public.document_recurrences set starts_on = $1, next_date = $1", [today]);
    await createDueRecurrenceClones(server.ownerPool, today);
    const [clone] = await q<{ id: string }>("select id from app_public.documents where clone_of_document_id = $1", [
      A.rent,
    ]);
    expect(codeOf(await create(clone!.id, "ADMIN"))).toBe("RECURRENCE_NOT_FOR_CLONE");
  });

  it("changes the interval, the next date, the end and the maximum; writes the change to the history", async () => {
    await create(A.rent!, "ADMIN");
    const json = await gql(
      UPDATE,
      { id: A.rent, interval: "QUARTERLY", nextDate: addDays(today, 10), endsAt: addDays(today, 200), max: 3 },
      "ACCOUNTANT",
    );
    expect(json.errors).toBeUndefined();
    expect(json.data?.updateDocumentRecurrence).toEqual({
      result: {
        recurrence: {
          interval: "QUARTERLY",
          nextDate: addDays(today, 10),
          prevDate: null,
          endsAt: addDays(today, 200),
          maxRecurrences: 3,
          recurrenceCount: 0,
          ended: false,
        },
      },
    });
    const entries = await historyOf(A.rent!, "RECURRENCE_CHANGED");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.user_id).toBe(users.ACCOUNTANT);
    expect(codeOf(await gql(UPDATE, { id: A.rent, interval: "MONTHLY", nextDate: addDays(today, -3) }, "ADMIN"))).toBe(
      "RECURRENCE_FIRST_DATE_IN_PAST",
    );
    expect(
      fieldOf(await gql(UPDATE, { id: A.rent, interval: "MONTHLY", nextDate: addDays(today, 5), max: 1001 }, "ADMIN")),
    ).toBe("maxRecurrences");
    expect(codeOf(await gql(UPDATE, { id: A.inv, interval: "MONTHLY", nextDate: addDays(today, 5) }, "ADMIN"))).toBe(
      "RECURRENCE_NOT_FOUND",
    );
  });

  it("the maximum may not fall to the clones already made", async () => {
    await create(A.rent!, "ADMIN");
    await q("update app_public.document_recurrences set starts_on = $1, next_date = $1", [today]);
    expect(await createDueRecurrenceClones(server.ownerPool, today)).toBe(1);
    const json = await gql(UPDATE, { id: A.rent, interval: "MONTHLY", nextDate: addDays(today, 5), max: 1 }, "ADMIN");
    expect([codeOf(json), fieldOf(json)]).toEqual(["RECURRENCE_MAX_NOT_ABOVE_COUNT", "maxRecurrences"]);
  });

  it("ends a recurrence (history), refuses ending it twice, and a new one may be set up afterwards", async () => {
    await create(A.rent!, "ADMIN");
    const json = await gql(END, { id: A.rent }, "CLERK");
    expect(json.data?.endDocumentRecurrence).toMatchObject({
      result: { hasActiveRecurrence: false, recurrence: { ended: true, nextDate: null } },
    });
    expect((await historyOf(A.rent!, "RECURRENCE_ENDED"))[0]?.user_id).toBe(users.CLERK);
    expect(codeOf(await gql(END, { id: A.rent }, "CLERK"))).toBe("RECURRENCE_ALREADY_ENDED");
    expect(codeOf(await gql(UPDATE, { id: A.rent, interval: "MONTHLY", nextDate: addDays(today, 5) }, "CLERK"))).toBe(
      "RECURRENCE_ALREADY_ENDED",
    );
    const again = await create(A.rent!, "CLERK", { interval: "YEARLY" });
    expect(again.errors).toBeUndefined();
    expect(again.data?.createDocumentRecurrence).toMatchObject({
      result: { hasActiveRecurrence: true, recurrence: { interval: "YEARLY", ended: false } },
    });
  });

  it("approvers and viewers may not; another company's users do not find the document (every role)", async () => {
    for (const who of ["APPROVER", "VIEWER"]) {
      expect(codeOf(await create(A.rent!, who))).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    }
    expect((await create(A.rent!, "ADMIN")).errors).toBeUndefined();
    for (const who of ["APPROVER", "VIEWER"]) {
      expect(codeOf(await gql(UPDATE, { id: A.rent, interval: "WEEKLY", nextDate: addDays(today, 2) }, who))).toBe(
        "DOCUMENT_CHANGE_FORBIDDEN",
      );
      expect(codeOf(await gql(END, { id: A.rent }, who))).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    }
    // Company B's admin on A's document, and every role of A on B's document.
    expect(codeOf(await create(A.inv!, "B"))).toBe("DOCUMENT_NOT_FOUND");
    expect(codeOf(await gql(UPDATE, { id: A.rent, interval: "WEEKLY", nextDate: addDays(today, 2) }, "B"))).toBe(
      "DOCUMENT_NOT_FOUND",
    );
    expect(codeOf(await gql(END, { id: A.rent }, "B"))).toBe("DOCUMENT_NOT_FOUND");
    for (const who of ["ADMIN", "ACCOUNTANT", "CLERK", "APPROVER", "VIEWER"]) {
      expect(codeOf(await create(B.b!, who))).toBe("DOCUMENT_NOT_FOUND");
    }
    const rows = await q<{ ended: boolean }>(
      "select ended from app_public.document_recurrences where document_id = $1",
      [A.rent],
    );
    expect(rows).toEqual([{ ended: false }]);
  });

  it("row-level security refuses writing another company's recurrence directly", async () => {
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      await client.query("set local role app_user");
      await client.query("select set_config('app.user_id', $1, true)", [seed.userB]);
      const error = await client
        .query(
          `insert into app_public.document_recurrences (client_company_id, document_id, interval, starts_on, next_date)
           values ($1, $2, 'MONTHLY', current_date, current_date)`,
          [seed.companyA, A.inv],
        )
        .then(
          () => null,
          (e: { code?: string }) => e.code,
        );
      expect(error).toBe("42501");
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});

describe("the daily job", () => {
  beforeEach(resetRecurrences);

  it("creates the due clones: invoice fields copied, dates moved from the anchor, history on both", async () => {
    await q(
      "update app_public.invoices set delivered_from = '2026-12-01', delivered_until = '2026-12-31' where document_id = $1",
      [A.rent],
    );
    const recurrenceId = await recurrenceFrom(A.rent!, "MONTHLY", "2027-01-31", { max: 3 });
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-02-27")).toBe(1);
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-03-31")).toBe(2);
    const clones = await q<Record<string, unknown>>(
      `select d.id, d.client_company_id, d.source_file_id, d.clone_of_document_id, d.clone_reason, d.recurrence_index,
              d.list_duplicate, d.num_pages, i.invoice_number, i.invoice_date::text, i.due_date::text,
              i.discount_until::text, i.total::text, i.payment_status::text, i.partner_company_id
       from app_public.documents d join app_public.invoices i on i.document_id = d.id
       where d.recurrence_id = $1 order by d.recurrence_index`,
      [recurrenceId],
    );
    const [source] = await q<Record<string, unknown>>(
      `select d.source_file_id, d.num_pages, i.partner_company_id, d.list_duplicate
       from app_public.documents d join app_public.invoices i on i.document_id = d.id where d.id = $1`,
      [A.rent],
    );
    expect(source!.list_duplicate).toBe(false);
    const periods = await q<{ p: string }>(
      `select i.delivered_from::text || '..' || i.delivered_until::text as p from app_public.documents d
       join app_public.invoices i on i.document_id = d.id where d.recurrence_id = $1 order by d.recurrence_index`,
      [recurrenceId],
    );
    // A whole month stays a whole month.
    expect(periods.map((r) => r.p)).toEqual([
      "2027-01-01..2027-01-31",
      "2027-02-01..2027-02-28",
      "2027-03-01..2027-03-31",
    ]);
    // The copies share the invoice number by design: neither they nor the source count as duplicates.
    for (const id of [A.rent, ...clones.map((c) => c.id)]) {
      const json = await gql(
        `query ($id: UUID!) { document(rowId: $id) { duplicateInvoicesList { rowId } invoice { hasDuplicateInvoices } } }`,
        { id },
        "ADMIN",
      );
      expect(json.data?.document).toEqual({ duplicateInvoicesList: [], invoice: { hasDuplicateInvoices: false } });
    }
    expect(clones.map((c) => [c.recurrence_index, c.invoice_date, c.due_date, c.discount_until])).toEqual([
      [1, "2027-01-31", "2027-02-10", "2027-02-05"],
      [2, "2027-02-28", "2027-03-10", "2027-03-05"],
      [3, "2027-03-31", "2027-04-10", "2027-04-05"],
    ]);
    for (const c of clones) {
      expect(c).toMatchObject({
        id: expect.any(String),
        client_company_id: seed.companyA,
        source_file_id: source!.source_file_id,
        clone_of_document_id: A.rent,
        clone_reason: "RECURRENCE",
        list_duplicate: false,
        num_pages: source!.num_pages,
        invoice_number: "MIETE-2026",
        total: "1190.00",
        payment_status: "NOT_PAID",
        partner_company_id: source!.partner_company_id,
      });
    }
    // Same page images (no file copied), the accounting line copied.
    const pages = await q<{ n: string }>(
      `select count(distinct image_sha256)::text as n from app_public.document_pages
       where document_id in (select id from app_public.documents where id = $1 or clone_of_document_id = $1)`,
      [A.rent],
    );
    expect(pages[0]!.n).toBe("1");
    const items = await q(
      "select 1 from app_public.accounting_items where document_id in (select id from app_public.documents where clone_of_document_id = $1)",
      [A.rent],
    );
    expect(items).toHaveLength(3);
    // The recurrence advanced and ended at its maximum (without a user: the job).
    const [r] = await q(
      "select recurrence_count, prev_date::text, next_date, ended from app_public.document_recurrences where id = $1",
      [recurrenceId],
    );
    expect(r).toEqual({ recurrence_count: 3, prev_date: "2027-03-31", next_date: null, ended: true });
    const counts = (await historyOf(A.rent!, "RECURRENCE_CLONE_CREATED")).map((e) => Number(e.payload.recurrenceCount));
    expect(counts.sort()).toEqual([1, 2, 3]);
    const ended = await historyOf(A.rent!, "RECURRENCE_ENDED");
    expect(ended).toHaveLength(1);
    expect(ended[0]!.user_id).toBeNull();
    const firstClone = (
      await q<{ id: string }>("select id from app_public.documents where recurrence_id = $1 and recurrence_index = 1", [
        recurrenceId,
      ])
    )[0]!.id;
    expect((await historyOf(firstClone, "CREATED_BY_RECURRENCE"))[0]?.payload).toMatchObject({
      sourceDocumentRowId: A.rent,
      reason: "RECURRENCE",
    });
    expect(await historyOf(firstClone, "IMPORTED")).toEqual([]);
  });

  it("running twice for one day (also at the same time) creates each clone once", async () => {
    const recurrenceId = await recurrenceFrom(A.inv!, "WEEKLY", "2027-01-04");
    const [first, second] = await Promise.all([
      createDueRecurrenceClones(server.ownerPool, "2027-01-20"),
      createDueRecurrenceClones(server.ownerPool, "2027-01-20"),
    ]);
    expect(first + second).toBe(3);
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-01-20")).toBe(0);
    const rows = await q<{ d: string }>(
      "select i.invoice_date::text as d from app_public.documents d join app_public.invoices i on i.document_id = d.id where d.recurrence_id = $1 order by 1",
      [recurrenceId],
    );
    expect(rows.map((r) => r.d)).toEqual(["2026-11-22", "2026-11-29", "2026-12-06"]);
    const [r] = await q("select recurrence_count, next_date::text from app_public.document_recurrences where id = $1", [
      recurrenceId,
    ]);
    expect(r).toEqual({ recurrence_count: 3, next_date: "2027-01-25" });
    // The occurrence is unique: a second clone for the same occurrence is refused by the database.
    await expect(
      q("update app_public.documents set recurrence_index = 1 where recurrence_id = $1 and recurrence_index = 2", [
        recurrenceId,
      ]),
    ).rejects.toMatchObject({ code: "23505" });
  });

  it("a run that fails for one recurrence leaves nothing half made, the others done, and the next run resumes", async () => {
    const failing = await recurrenceFrom(A.inv!, "MONTHLY", "2027-01-15");
    const healthy = await recurrenceFrom(A.weekly!, "MONTHLY", "2027-01-15");
    // Fault injection: the clone of A.inv fails midway (after its document row was written).
    await q(`create function pg_temp_fail_clone() returns trigger language plpgsql as $$
             begin if new.document_id = (select id from app_public.documents where clone_of_document_id = '${A.inv}' limit 1)
               then raise exception 'disk full'; end if; return new; end $$`);
    await q(
      "create trigger _999_test_fail after insert on app_public.invoices for each row execute procedure pg_temp_fail_clone()",
    );
    try {
      expect(await createDueRecurrenceClones(server.ownerPool, "2027-01-20")).toBe(1);
    } finally {
      await q("drop trigger _999_test_fail on app_public.invoices");
      await q("drop function pg_temp_fail_clone()");
    }
    const count = async (id: string) =>
      (
        await q<{ recurrence_count: number; next_date: string }>(
          "select recurrence_count, next_date::text from app_public.document_recurrences where id = $1",
          [id],
        )
      )[0];
    expect(await count(failing)).toEqual({ recurrence_count: 0, next_date: "2027-01-15" });
    expect(await q("select 1 from app_public.documents where clone_of_document_id = $1", [A.inv])).toEqual([]);
    expect(await count(healthy)).toEqual({ recurrence_count: 1, next_date: "2027-02-15" });
    // The next run makes what is still due, once.
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-01-20")).toBe(1);
    expect(await count(failing)).toEqual({ recurrence_count: 1, next_date: "2027-02-15" });
  });

  it("ends when the next date would pass endsAt", async () => {
    const recurrenceId = await recurrenceFrom(A.weekly!, "WEEKLY", "2027-01-04", { endsAt: "2027-01-18" });
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-03-01")).toBe(3);
    const [r] = await q(
      "select recurrence_count, prev_date::text, next_date, ended from app_public.document_recurrences where id = $1",
      [recurrenceId],
    );
    expect(r).toEqual({ recurrence_count: 3, prev_date: "2027-01-18", next_date: null, ended: true });
  });

  it("after a change the dates move on from the clone made before it", async () => {
    const recurrenceId = await recurrenceFrom(A.rent!, "MONTHLY", "2027-01-31");
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-01-31")).toBe(1);
    // Re-anchored as update_document_recurrence does: quarterly from 2027-05-01.
    await q(
      "update app_public.document_recurrences set interval = 'QUARTERLY', starts_on = '2027-05-01', next_date = '2027-05-01', anchor_count = 1 where id = $1",
      [recurrenceId],
    );
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-08-01")).toBe(2);
    const rows = await q<{ d: string }>(
      "select i.invoice_date::text as d from app_public.documents d join app_public.invoices i on i.document_id = d.id where d.recurrence_id = $1 order by d.recurrence_index",
      [recurrenceId],
    );
    expect(rows.map((r) => r.d)).toEqual(["2027-01-31", "2027-04-30", "2027-07-31"]);
  });

  it("makes clones only in the recurrence's own company and leaves the other company untouched", async () => {
    await recurrenceFrom(A.inv!, "MONTHLY", "2027-01-15");
    await recurrenceFrom(B.b!, "MONTHLY", "2027-01-15");
    const before = await q<{ c: string; n: string }>(
      "select client_company_id as c, count(*)::text as n from app_public.documents group by 1 order by 1",
    );
    expect(await createDueRecurrenceClones(server.ownerPool, "2027-02-15")).toBe(4);
    const clones = await q<{ company: string; source_company: string }>(
      `select c.client_company_id as company, s.client_company_id as source_company
       from app_public.documents c join app_public.documents s on s.id = c.clone_of_document_id`,
    );
    expect(clones).toHaveLength(4);
    for (const c of clones) expect(c.company).toBe(c.source_company);
    const after = await q<{ c: string; n: string }>(
      "select client_company_id as c, count(*)::text as n from app_public.documents group by 1 order by 1",
    );
    expect(after.map((r) => [r.c, Number(r.n)])).toEqual(before.map((r) => [r.c, Number(r.n) + 2]));
  });
});

describe("the documents list", () => {
  beforeAll(async () => {
    await resetRecurrences();
    await recurrenceFrom(A.rent!, "MONTHLY", "2027-01-31");
    await createDueRecurrenceClones(server.ownerPool, "2027-02-28");
    // An ended recurrence is not recurring any more.
    await recurrenceFrom(A.inv!, "MONTHLY", "2027-01-15", { max: 1 });
    await q("update app_public.document_recurrences set ended = true, next_date = null where document_id = $1", [
      A.inv,
    ]);
  });

  const LIST = `query ($c: UUID!, $f: DocumentsListFilter) { documentsList(clientCompanyRowId: $c, filter: $f, first: 100) { ids } }`;
  const list = async (filter: Record<string, unknown>, who = "ADMIN") => {
    const json = await gql(LIST, { c: seed.companyA, f: filter }, who);
    expect(json.errors).toBeUndefined();
    return (json.data?.documentsList as { ids: string[] }).ids;
  };

  it("isRecurring: documents with an active recurrence and the clones a recurrence made", async () => {
    const clones = (
      await q<{ id: string }>("select id from app_public.documents where clone_of_document_id = $1", [A.rent])
    ).map((r) => r.id);
    expect(clones).toHaveLength(2);
    expect((await list({ isRecurring: true })).sort()).toEqual([A.rent!, ...clones].sort());
    const notRecurring = await list({ isRecurring: false });
    expect(notRecurring).toContain(A.inv);
    for (const id of [A.rent, ...clones]) expect(notRecurring).not.toContain(id);
  });

  it("baseDocumentRowIds: the clones of a source document", async () => {
    const clones = (
      await q<{ id: string }>("select id from app_public.documents where clone_of_document_id = $1", [A.rent])
    ).map((r) => r.id);
    expect((await list({ baseDocumentRowIds: [A.rent] })).sort()).toEqual([...clones].sort());
    expect(await list({ baseDocumentRowIds: [B.b] })).toEqual([]);
  });
});
