import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceFiles } from "../../src/i18n/allResources.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// A document category that an integration's configuration in force names (GetMyInvoices,
// Fastbill, Billomat, documents by e-mail) is not deleted from under it: the delete is refused
// with a message that names the connection, the configuration stays the one in force (no older
// one takes its place, the e-mail setting does not fall back). Older configurations do not hold
// a category; merging a category moves the configurations along; deleting the company still works.

let server: TestServer;
let fx: TwoCompanies;
let cookie: string;
const { owner, gql } = graphqlKit(
  () => server,
  () => cookie,
);

const DELETE = `mutation($id: UUID!) { deleteDocumentCategory(input: { rowId: $id }) { deletedDocumentCategoryId } }`;
const MERGE = `mutation($s: UUID!, $t: UUID!) { mergeDocumentCategory(input: { sourceRowId: $s, targetRowId: $t }) { result { rowId } } }`;

const en = (name: string) => (resourceFiles.en.constraints!.constraints as Record<string, string>)[name];
const de = (name: string) => (resourceFiles.de.constraints!.constraints as Record<string, string>)[name];

let n = 0;
async function category(type: string, company = fx.companyA): Promise<string> {
  n += 1;
  const [row] = await owner(
    "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, $2, $3) returning id",
    [company, type, `Kategorie ${n}`],
  );
  return row.id;
}
const defaultOf = async (type: string, company = fx.companyA) =>
  (
    await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = $2 order by created_at, id limit 1",
      [company, type],
    )
  )[0].id as string;

// Configs are append-only: `at` orders them (the latest counts).
async function gmiConfig(
  cats: { incoming: string; outgoing: string; other: string },
  at: string,
  company = fx.companyA,
) {
  const [row] = await owner(
    `insert into app_public.getmyinvoices_configs (client_company_id, from_date, incoming_invoices_document_category_id,
       outgoing_invoices_document_category_id, other_documents_document_category_id, created_at)
     values ($1, '2026-01-01', $2, $3, $4, $5) returning id`,
    [company, cats.incoming, cats.outgoing, cats.other, at],
  );
  return row.id as string;
}
async function fastbillConfig(cats: { incoming: string; outgoing: string; other: string }, at: string) {
  const [row] = await owner(
    `insert into app_public.fastbill_configs (client_company_id, account_email, from_date, incoming_invoices_document_category_id,
       outgoing_invoices_document_category_id, other_documents_document_category_id, created_at)
     values ($1, 'konto@fastbill.example', '2026-01-01', $2, $3, $4, $5) returning id`,
    [fx.companyA, cats.incoming, cats.outgoing, cats.other, at],
  );
  return row.id as string;
}
async function billomatConfig(outgoing: string, at: string) {
  const [row] = await owner(
    `insert into app_public.billing_configs (client_company_id, billing_software_account, from_date,
       outgoing_invoices_document_category_id, created_at)
     values ($1, 'muster', '2026-01-01', $2, $3) returning id`,
    [fx.companyA, outgoing, at],
  );
  return row.id as string;
}
async function emailConfig(categoryId: string | null, at: string) {
  const [row] = await owner(
    `insert into app_public.email_configs (client_company_id, category_id, created_at) values ($1, $2, $3) returning id`,
    [fx.companyA, categoryId, at],
  );
  return row.id as string;
}
const latest = async (table: string, company = fx.companyA) =>
  (
    await owner(
      `select * from app_public.${table} where client_company_id = $1 order by created_at desc, id desc limit 1`,
      [company],
    )
  )[0];
const exists = async (id: string) =>
  (await owner("select 1 from app_public.document_categories where id = $1", [id])).length === 1;

let defaults: { incoming: string; outgoing: string; other: string };

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  fx = await seedTwoCompanies(server.ownerPool);
  cookie = await server.signIn(fx.userA);
  defaults = {
    incoming: await defaultOf("INCOMING_INVOICE"),
    outgoing: await defaultOf("OUTGOING_INVOICE"),
    other: await defaultOf("OTHER_DOCUMENT"),
  };
});
afterAll(async () => server?.close());

describe("deleting a category an integration uses", () => {
  it.each([
    ["GetMyInvoices", "getmyinvoices_configs", "getmyinvoices_configs_other_category_fkey", "OTHER_DOCUMENT"],
    ["Fastbill", "fastbill_configs", "fastbill_configs_incoming_category_fkey", "INCOMING_INVOICE"],
    ["Billomat", "billing_configs", "billing_configs_outgoing_category_fkey", "OUTGOING_INVOICE"],
    ["E-Mail", "email_configs", "email_configs_category_id_fkey", "OTHER_DOCUMENT"],
  ])(
    "is refused while the %s configuration in force names it, and that configuration stays in force",
    async (connection, table, constraint, type) => {
      const used = await category(type);
      // An older configuration with the default categories, then the one in force naming `used`.
      const cats = (c: string) => ({
        ...defaults,
        [type === "OTHER_DOCUMENT" ? "other" : type === "INCOMING_INVOICE" ? "incoming" : "outgoing"]: c,
      });
      const make = {
        getmyinvoices_configs: (c: string, at: string) => gmiConfig(cats(c), at),
        fastbill_configs: (c: string, at: string) => fastbillConfig(cats(c), at),
        billing_configs: (c: string, at: string) => billomatConfig(c, at),
        email_configs: (c: string, at: string) => emailConfig(c, at),
      }[table]!;
      const older = await make(await defaultOf(type), "2026-02-01T10:00:00Z");
      const current = await make(used, "2026-03-01T10:00:00Z");

      const answer = await gql(DELETE, { id: used });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "REFERENCE_NOT_FOUND", constraint });
      expect(await exists(used)).toBe(true);
      expect((await latest(table)).id).toBe(current);
      expect((await owner(`select id from app_public.${table} where id = $1`, [older])).length).toBe(1);
      // The message a person reads names the connection, in both languages.
      expect(de(constraint)).toContain(connection);
      expect(de(constraint)).toContain("kann nicht gelöscht werden");
      expect(en(constraint)).toContain(connection === "E-Mail" ? "Documents by e-mail" : connection);
      expect(en(constraint)).toContain("cannot be deleted");
    },
  );

  it("is allowed when only an older configuration names it: the one in force stays, no older one counts again", async () => {
    const old = await category("INCOMING_INVOICE");
    const oldConfig = await gmiConfig({ ...defaults, incoming: old }, "2027-01-01T10:00:00Z");
    const current = await gmiConfig(defaults, "2027-02-01T10:00:00Z");
    const oldMail = await category("OTHER_DOCUMENT");
    await emailConfig(oldMail, "2027-01-01T10:00:00Z");
    const currentMail = await emailConfig(null, "2027-02-01T10:00:00Z");

    for (const id of [old, oldMail]) {
      const answer = await gql(DELETE, { id });
      expect(answer.errors).toBeUndefined();
      expect(await exists(id)).toBe(false);
    }
    expect((await latest("getmyinvoices_configs")).id).toBe(current);
    expect((await owner("select id from app_public.getmyinvoices_configs where id = $1", [oldConfig])).length).toBe(0);
    expect((await latest("email_configs")).id).toBe(currentMail);
  });

  it("merging the category into another moves the configurations along", async () => {
    const source = await category("OUTGOING_INVOICE");
    const target = await category("OUTGOING_INVOICE");
    const mailSource = await category("OTHER_DOCUMENT");
    const mailTarget = await category("OTHER_DOCUMENT");
    const older = await gmiConfig({ ...defaults, outgoing: source }, "2028-01-01T10:00:00Z");
    const current = await gmiConfig({ ...defaults, outgoing: source }, "2028-02-01T10:00:00Z");
    const bill = await billomatConfig(source, "2028-02-01T10:00:00Z");
    const mail = await emailConfig(mailSource, "2028-02-01T10:00:00Z");

    for (const [s, t] of [
      [source, target],
      [mailSource, mailTarget],
    ]) {
      const answer = await gql(MERGE, { s, t });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.mergeDocumentCategory.result.rowId).toBe(t);
      expect(await exists(s!)).toBe(false);
    }
    const gmi = await owner(
      "select id, outgoing_invoices_document_category_id as c from app_public.getmyinvoices_configs where id = any($1) order by created_at",
      [[older, current]],
    );
    expect(gmi).toEqual([
      { id: older, c: target },
      { id: current, c: target },
    ]);
    expect((await latest("getmyinvoices_configs")).id).toBe(current);
    expect((await latest("billing_configs")).id).toBe(bill);
    expect((await latest("billing_configs")).outgoing_invoices_document_category_id).toBe(target);
    expect((await latest("email_configs")).id).toBe(mail);
    expect((await latest("email_configs")).category_id).toBe(mailTarget);
  });

  it("deleting the whole company still takes its categories and configurations with it", async () => {
    const used = await category("INCOMING_INVOICE", fx.companyB);
    const cats = {
      incoming: used,
      outgoing: await defaultOf("OUTGOING_INVOICE", fx.companyB),
      other: await defaultOf("OTHER_DOCUMENT", fx.companyB),
    };
    await gmiConfig(cats, "2026-01-01T10:00:00Z", fx.companyB);
    await gmiConfig(cats, "2026-02-01T10:00:00Z", fx.companyB);
    await owner("delete from app_public.client_companies where id = $1", [fx.companyB]);
    expect(
      await owner("select 1 from app_public.getmyinvoices_configs where client_company_id = $1", [fx.companyB]),
    ).toEqual([]);
  });
});
