/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Company › Partner companies through the real server: who may create, change, verify and
// merge (every role, against another company's rows too), the refusals of bad input, the
// settings list, the unverified-IBAN check, and a merge that keeps every reference.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const CREATE_PARTNER = `mutation($p: PartnerCompanyInput!) {
  createPartnerCompany(input: { partnerCompany: $p }) { partnerCompany { rowId name active } }
}`;
const UPDATE_PARTNER = `mutation($id: UUID!, $p: PartnerCompanyPatch!) {
  updatePartnerCompany(input: { rowId: $id, patch: $p }) { partnerCompany { rowId name active } }
}`;
const CREATE_LOCATION = `mutation($l: PartnerCompanyLocationInput!) {
  createPartnerCompanyLocation(input: { partnerCompanyLocation: $l }) { partnerCompanyLocation { rowId vatIdNo } }
}`;
const CREATE_PRESET = `mutation($p: PartnerCompanyPaymentPresetInput!) {
  createPartnerCompanyPaymentPreset(input: { partnerCompanyPaymentPreset: $p }) {
    partnerCompanyPaymentPreset { rowId iban bic verifiedAt }
  }
}`;
const UPDATE_PRESET = `mutation($id: UUID!, $p: PartnerCompanyPaymentPresetPatch!) {
  updatePartnerCompanyPaymentPreset(input: { rowId: $id, patch: $p }) {
    partnerCompanyPaymentPreset { rowId iban verifiedAt verifiedByUserRowId }
  }
}`;
const VERIFY = `mutation($id: UUID!) {
  verifyPartnerCompanyPaymentPreset(input: { presetRowId: $id }) {
    result { rowId verifiedAt verifiedByUserRowId }
  }
}`;
const CREATE_MANDATE = `mutation($m: PartnerCompanyDirectDebitMandateInput!) {
  createPartnerCompanyDirectDebitMandate(input: { partnerCompanyDirectDebitMandate: $m }) {
    partnerCompanyDirectDebitMandate { rowId mandateRowId sequenceType }
  }
}`;
const MERGE = `mutation($s: UUID!, $d: [UUID]!) {
  mergePartnerCompanies(input: { survivorRowId: $s, duplicateRowIds: $d }) { result { rowId name alternativeNames } }
}`;
const LIST = `query($c: UUID!, $i: Boolean, $d: Boolean, $s: String, $o: PartnerCompanyOrder, $first: Int!, $after: Cursor) {
  clientCompany(rowId: $c) {
    partnerCompaniesList(includeInactive: $i, withDuplicates: $d, searchText: $s, orderBy: $o, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { rowId name documentsCount duplicatesCount vatIds }
    }
  }
}`;

const partner = async (company: string, name: string, vat?: string) => {
  const [p] = await owner(
    "insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id",
    [company, name],
  );
  if (vat)
    await owner(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no, street, zip, city, country) values ($1, $2, true, $3, 'Hauptstr. 1', '10115', 'Berlin', 'DE')",
      [company, p.id, vat],
    );
  return p.id as string;
};
const category = async (company: string, type: string) =>
  (
    await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = $2 order by sort_index limit 1",
      [company, type],
    )
  )[0].id as string;
const invoice = async (company: string, partnerId: string, extra: Record<string, unknown> = {}) => {
  const [d] = await owner(
    "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'INCOMING_INVOICE') returning id",
    [company, await category(company, "INCOMING_INVOICE")],
  );
  const cols = ["document_id", "client_company_id", "partner_company_id", "total", ...Object.keys(extra)];
  const values = [d.id, company, partnerId, 119, ...Object.values(extra)];
  await owner(
    `insert into app_public.invoices (${cols.join(", ")}) values (${cols.map((_, i) => `$${i + 1}`).join(", ")})`,
    values,
  );
  return d.id as string;
};

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  cookies.SUPER = await server.signIn(seed.superAdmin);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@partners.test`, role);
});
afterAll(async () => server?.close());

describe("who may manage partner companies", () => {
  it.each(ROLES)(
    "%s creates and changes partners only with company-manage access, never in another company",
    async (role) => {
      const cookie = cookies[role];
      const created = await gql(
        CREATE_PARTNER,
        { p: { clientCompanyRowId: seed.companyA, name: `Partner ${role}` } },
        cookie,
      );
      if (role === "ADMIN") expect(created.errors).toBeUndefined();
      else expect(refusal(created)).toEqual({ code: "FORBIDDEN" });

      const partnerB = await partner(seed.companyB, `Geheim ${role}`, undefined);
      const presetB = (
        await owner(
          "insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban) values ($1, $2, 'DE89370400440532013000') returning id",
          [seed.companyB, partnerB],
        )
      )[0].id;
      const otherB = await partner(seed.companyB, `Geheim 2 ${role}`);
      expect(
        refusal(await gql(CREATE_PARTNER, { p: { clientCompanyRowId: seed.companyB, name: "Eingeschleust" } }, cookie)),
      ).toEqual({ code: "FORBIDDEN" });
      const changed = await gql(UPDATE_PARTNER, { id: partnerB, p: { name: "Übernommen" } }, cookie);
      expect(changed.data?.updatePartnerCompany?.partnerCompany ?? null).toBeNull();
      expect(
        (
          await gql(
            CREATE_LOCATION,
            { l: { clientCompanyRowId: seed.companyB, partnerCompanyRowId: partnerB, vatIdNo: "DE123456789" } },
            cookie,
          )
        ).errors,
      ).toBeDefined();
      expect(refusal(await gql(VERIFY, { id: presetB }, cookie))).toEqual({ code: "PAYMENT_PRESET_NOT_FOUND" });
      expect(refusal(await gql(MERGE, { s: partnerB, d: [otherB] }, cookie))).toMatchObject({
        code: "PARTNER_COMPANY_NOT_FOUND",
      });
      const list = await gql(LIST, { c: seed.companyB, first: 50, i: true }, cookie);
      expect(list.data?.clientCompany ?? null).toBeNull();
      // Nothing of B changed.
      const [row] = await owner(
        "select p.name, (select count(*)::int from app_public.partner_company_locations l where l.partner_company_id = p.id) as locations, (select verified_at from app_public.partner_company_payment_presets where id = $2) as verified from app_public.partner_companies p where p.id = $1",
        [partnerB, presetB],
      );
      expect(row).toEqual({ name: `Geheim ${role}`, locations: 0, verified: null });
      expect(
        (await owner("select count(*)::int as n from app_public.partner_companies where id = $1", [otherB]))[0].n,
      ).toBe(1);
    },
  );

  it("refuses merging a partner of one company into one of another, even for someone in both", async () => {
    const a = await partner(seed.companyA, "Quer AG");
    const b = await partner(seed.companyB, "Quer AG");
    expect(refusal(await gql(MERGE, { s: a, d: [b] }, cookies.SUPER))).toEqual({
      code: "PARTNER_MERGE_ACROSS_COMPANIES",
      field: "duplicateRowIds",
    });
    expect(refusal(await gql(MERGE, { s: a, d: [b] }))).toEqual({
      code: "PARTNER_COMPANY_NOT_FOUND",
      field: "duplicateRowIds",
    });
    expect(
      (await owner("select count(*)::int as n from app_public.partner_companies where id = any($1)", [[a, b]]))[0].n,
    ).toBe(2);
  });
});

describe("bad input is refused with a coded reason at its field", () => {
  it("refuses a VAT id another partner of the company has (written differently), allows it in another company", async () => {
    await partner(seed.companyA, "Umsatz Eins GmbH", "DE300000001");
    const second = await partner(seed.companyA, "Umsatz Zwei GmbH");
    const answer = await gql(CREATE_LOCATION, {
      l: { clientCompanyRowId: seed.companyA, partnerCompanyRowId: second, main: true, vatIdNo: "DE300.000.001" },
    });
    expect(refusal(answer)).toEqual({ code: "PARTNER_VAT_ID_TAKEN", field: "vatIdNo" });
    // The same partner may name it again at another location; another company may have it.
    const first = (
      await owner(
        "select partner_company_id as id from app_public.partner_company_locations where vat_id_no = 'DE300000001' and client_company_id = $1",
        [seed.companyA],
      )
    )[0].id;
    expect(
      (
        await gql(CREATE_LOCATION, {
          l: { clientCompanyRowId: seed.companyA, partnerCompanyRowId: first, vatIdNo: "DE300000001", title: "Lager" },
        })
      ).errors,
    ).toBeUndefined();
    const inB = await partner(seed.companyB, "Umsatz Eins GmbH");
    expect(
      (
        await gql(
          CREATE_LOCATION,
          { l: { clientCompanyRowId: seed.companyB, partnerCompanyRowId: inB, vatIdNo: "DE300000001" } },
          cookies.B,
        )
      ).errors,
    ).toBeUndefined();
  });

  it("refuses an IBAN with wrong check digits and a malformed BIC; spaces and lower case are fine", async () => {
    const p = await partner(seed.companyA, "Bank Prüfung GmbH");
    const base = { clientCompanyRowId: seed.companyA, partnerCompanyRowId: p };
    expect(refusal(await gql(CREATE_PRESET, { p: { ...base, iban: "DE89370400440532013001" } }))).toEqual({
      code: "INVALID_IBAN",
      field: "iban",
    });
    expect(
      refusal(await gql(CREATE_PRESET, { p: { ...base, iban: "DE89370400440532013000", bic: "COBA-DE" } })),
    ).toEqual({ code: "INVALID_BIC", field: "bic" });
    const ok = await gql(CREATE_PRESET, { p: { ...base, iban: "de89 3704 0044 0532 0130 00", bic: "cobadeffxxx" } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.createPartnerCompanyPaymentPreset.partnerCompanyPaymentPreset).toMatchObject({
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      verifiedAt: null,
    });
    const mandate = await gql(CREATE_MANDATE, {
      m: {
        ...base,
        mandateRowId: "M-1",
        signatureDate: "2026-01-05",
        debtorName: "Bank Prüfung",
        debtorIban: "DE00123",
      },
    });
    expect(refusal(mandate)).toEqual({ code: "INVALID_IBAN", field: "debtorIban" });
    const good = await gql(CREATE_MANDATE, {
      m: {
        ...base,
        mandateRowId: "M-1",
        signatureDate: "2026-01-05",
        debtorName: "Bank Prüfung",
        debtorIban: "DE89370400440532013000",
      },
    });
    expect(good.data.createPartnerCompanyDirectDebitMandate.partnerCompanyDirectDebitMandate).toMatchObject({
      mandateRowId: "M-1",
      sequenceType: "FRST",
    });
    const again = await gql(CREATE_MANDATE, {
      m: {
        ...base,
        mandateRowId: "M-1",
        signatureDate: "2026-01-05",
        debtorName: "X",
        debtorIban: "DE89370400440532013000",
      },
    });
    expect(refusal(again)).toEqual({ code: "MANDATE_ID_TAKEN", field: "mandateId" });
  });

  it("refuses merging a partner with itself, with nothing, or with an unknown partner", async () => {
    const p = await partner(seed.companyA, "Selbst GmbH");
    expect(refusal(await gql(MERGE, { s: p, d: [p] }))).toEqual({
      code: "PARTNER_MERGE_INTO_ITSELF",
      field: "duplicateRowIds",
    });
    expect(refusal(await gql(MERGE, { s: p, d: [] }))).toEqual({
      code: "PARTNER_MERGE_NOTHING_TO_MERGE",
      field: "duplicateRowIds",
    });
    expect(refusal(await gql(MERGE, { s: p, d: ["00000000-0000-4000-8000-000000000000"] }))).toEqual({
      code: "PARTNER_COMPANY_NOT_FOUND",
      field: "duplicateRowIds",
    });
    // Company-manage access is needed.
    const q = await partner(seed.companyA, "Selbst");
    expect(refusal(await gql(MERGE, { s: p, d: [q] }, cookies.ACCOUNTANT))).toEqual({
      code: "PARTNER_SETTINGS_FORBIDDEN",
    });
  });

  it("keeps one main location and one primary preset, and keeps a location invoices name", async () => {
    const p = await partner(seed.companyA, "Standorte GmbH", "DE600000001");
    const first = (
      await owner("select id from app_public.partner_company_locations where partner_company_id = $1", [p])
    )[0].id;
    const second = await gql(CREATE_LOCATION, {
      l: { clientCompanyRowId: seed.companyA, partnerCompanyRowId: p, main: true, city: "München" },
    });
    expect(second.errors).toBeUndefined();
    const mains = await owner(
      "select city from app_public.partner_company_locations where partner_company_id = $1 and main",
      [p],
    );
    expect(mains).toEqual([{ city: "München" }]);
    const base = { clientCompanyRowId: seed.companyA, partnerCompanyRowId: p };
    await gql(CREATE_PRESET, { p: { ...base, iban: "DE89370400440532013000", primary: true } });
    await gql(CREATE_PRESET, { p: { ...base, iban: "DE02120300000000202051", primary: true } });
    expect(
      await owner(
        'select iban from app_public.partner_company_payment_presets where partner_company_id = $1 and "primary"',
        [p],
      ),
    ).toEqual([{ iban: "DE02120300000000202051" }]);
    await invoice(seed.companyA, p, { partner_company_location_id: first });
    const refused = await gql(
      `mutation($id: UUID!) { deletePartnerCompanyLocation(input: { rowId: $id }) { deletedPartnerCompanyLocationId } }`,
      { id: first },
    );
    expect(refusal(refused)).toEqual({ code: "PARTNER_LOCATION_IN_USE" });
    expect(
      (await owner("select count(*)::int as n from app_public.partner_company_locations where id = $1", [first]))[0].n,
    ).toBe(1);
  });

  it("refuses a controller who is not a member of the company", async () => {
    const answer = await gql(CREATE_PARTNER, {
      p: { clientCompanyRowId: seed.companyA, name: "Kontrolle GmbH", controllerUserRowId: seed.userB },
    });
    expect(refusal(answer)).toEqual({ code: "PARTNER_CONTROLLER_NOT_MEMBER", field: "controllerUserRowId" });
  });
});

describe("the unverified-IBAN check reads the partner's verified payment presets", () => {
  it("flags an invoice whose IBAN is unverified until someone verifies it, and again after the IBAN changes", async () => {
    const p = await partner(seed.companyA, "Verifiziert GmbH");
    const preset = (
      await gql(CREATE_PRESET, {
        p: { clientCompanyRowId: seed.companyA, partnerCompanyRowId: p, iban: "DE02120300000000202051" },
      })
    ).data.createPartnerCompanyPaymentPreset.partnerCompanyPaymentPreset.rowId;
    const doc = await invoice(seed.companyA, p, { iban: "DE02120300000000202051" });
    const flag = async () =>
      (
        await owner(
          "select app_public.invoices_has_unverified_iban(i) as f from app_public.invoices i where document_id = $1",
          [doc],
        )
      )[0].f;
    expect(await flag()).toBe(true);
    const verified = await gql(VERIFY, { id: preset });
    expect(verified.errors).toBeUndefined();
    expect(verified.data.verifyPartnerCompanyPaymentPreset.result.verifiedByUserRowId).toBe(seed.userA);
    expect(verified.data.verifyPartnerCompanyPaymentPreset.result.verifiedAt).not.toBeNull();
    expect(await flag()).toBe(false);
    // Verification cannot be written directly, and a changed IBAN is unverified again.
    const changed = await gql(UPDATE_PRESET, { id: preset, p: { iban: "DE89370400440532013000" } });
    expect(changed.data.updatePartnerCompanyPaymentPreset.partnerCompanyPaymentPreset).toMatchObject({
      verifiedAt: null,
      verifiedByUserRowId: null,
    });
    await owner("update app_public.invoices set iban = 'DE89370400440532013000' where document_id = $1", [doc]);
    expect(await flag()).toBe(true);
    // Without company-manage or banking access nobody verifies.
    expect(refusal(await gql(VERIFY, { id: preset }, cookies.CLERK))).toEqual({ code: "PARTNER_SETTINGS_FORBIDDEN" });
  });
});

describe("the settings list", () => {
  it("filters inactive ones, finds duplicates, searches, sorts and pages", async () => {
    const c = (await owner("insert into app_public.client_companies (name) values ('Liste GmbH') returning id"))[0].id;
    const admin = await member(c, "list-admin@partners.test", "ADMIN");
    const a = await partner(c, "Anton Bau GmbH", "DE400000001");
    const b = await partner(c, "Anton Bau", undefined);
    const z = await partner(c, "Zeta Handel KG", "DE400000002");
    const off = await partner(c, "Inaktiv OHG");
    await owner("update app_public.partner_companies set active = false where id = $1", [off]);
    await invoice(c, z);
    await invoice(c, z);
    await invoice(c, a);
    const list = async (vars: Record<string, unknown>) => {
      const answer = await gql(LIST, { c, first: 50, ...vars }, admin);
      expect(answer.errors).toBeUndefined();
      return answer.data.clientCompany.partnerCompaniesList;
    };
    expect((await list({})).nodes.map((n: any) => n.name)).toEqual(["Anton Bau", "Anton Bau GmbH", "Zeta Handel KG"]);
    expect((await list({ i: true })).totalCount).toBe(4);
    const dups = await list({ d: true });
    expect(dups.nodes.map((n: any) => n.rowId).sort()).toEqual([a, b].sort());
    expect(dups.nodes.every((n: any) => n.duplicatesCount === 1)).toBe(true);
    expect((await list({ s: "zeta" })).nodes.map((n: any) => n.rowId)).toEqual([z]);
    expect((await list({ s: "DE400000002" })).nodes.map((n: any) => n.rowId)).toEqual([z]);
    const byDocs = await list({ o: "DOCUMENTS_DESC" });
    expect(byDocs.nodes.map((n: any) => [n.name, n.documentsCount])).toEqual([
      ["Zeta Handel KG", 2],
      ["Anton Bau GmbH", 1],
      ["Anton Bau", 0],
    ]);
    expect((await list({ o: "NAME_DESC" })).nodes[0].name).toBe("Zeta Handel KG");
    expect((await list({ o: "CREATED_DESC", i: true })).nodes[0].name).toBe("Inaktiv OHG");
    const page1 = await list({ first: 2 });
    expect(page1.totalCount).toBe(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await list({ first: 2, after: page1.pageInfo.endCursor });
    expect(page2.nodes.map((n: any) => n.name)).toEqual(["Zeta Handel KG"]);
    // Deactivate and activate again.
    const deactivated = await gql(UPDATE_PARTNER, { id: z, p: { active: false } }, admin);
    expect(deactivated.data.updatePartnerCompany.partnerCompany.active).toBe(false);
    expect((await list({})).totalCount).toBe(2);
    await gql(UPDATE_PARTNER, { id: z, p: { active: true } }, admin);
    expect((await list({})).totalCount).toBe(3);
  });
});

describe("partner merge keeps every reference", () => {
  it("moves everything that names a duplicate to the survivor (every foreign key in the catalog)", async () => {
    const c = seed.companyA;
    const survivor = await partner(c, "Merge Ziel GmbH", "DE500000001");
    const dupSameVat = await partner(c, "Merge Ziel", "DE500.000.001");
    // (the duplicate VAT id exists from before the rule, e.g. two captures)
    const dupOther = await partner(c, "MERGE ZIEL GMBH & CO. KG");
    await owner(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, street, zip, city, country, vat_id_no) values ($1, $2, true, 'Nebenweg 5', '20095', 'Hamburg', 'DE', 'DE500000009')",
      [c, dupOther],
    );
    await owner(
      "update app_public.partner_companies set learned_name_variants = '{MERGE ZIEL HH}', alternative_names = '{Ziel HH}', notes = 'Altkunde' where id = $1",
      [dupOther],
    );
    const locationOf = async (p: string) =>
      (
        await owner(
          "select id from app_public.partner_company_locations where partner_company_id = $1 order by main desc limit 1",
          [p],
        )
      )[0].id as string;
    const survivorLocation = await locationOf(survivor);
    const dupSameVatLocation = await locationOf(dupSameVat);
    const dupOtherLocation = await locationOf(dupOther);

    // Documents: an exported invoice booked on the duplicate's partner account, one with the
    // duplicate's second location, another document.
    const account = (
      await owner(
        "insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id) values ($1, '70500', 'CREDITOR', $2) returning id",
        [c, dupSameVat],
      )
    )[0].id;
    const exported = await invoice(c, dupSameVat, {
      partner_account_id: account,
      partner_company_location_id: dupSameVatLocation,
      invoice_number: "M-1",
    });
    await owner("update app_public.documents set exported_for_booking_at = now() where id = $1", [exported]);
    const second = await invoice(c, dupOther, {
      partner_company_location_id: dupOtherLocation,
      iban: "DE02120300000000202051",
    });
    const [other] = await owner(
      "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'OTHER_DOCUMENT') returning id",
      [c, await category(c, "OTHER_DOCUMENT")],
    );
    await owner(
      "insert into app_public.other_documents (document_id, client_company_id, partner_company_id) values ($1, $2, $3)",
      [other.id, c, dupOther],
    );
    // Presets: the same IBAN verified on a duplicate, another IBAN; a mandate.
    await owner(
      "insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, \"primary\") values ($1, $2, 'DE02120300000000202051', true)",
      [c, survivor],
    );
    await owner(
      "insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, verified_at, verified_by_user_id) values ($1, $2, 'DE02120300000000202051', now(), $3)",
      [c, dupOther, seed.userA],
    );
    await owner(
      "insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, source, \"primary\") values ($1, $2, 'DE89370400440532013000', 'LEARNED', true)",
      [c, dupSameVat],
    );
    await owner(
      "insert into app_public.partner_company_direct_debit_mandates (client_company_id, partner_company_id, mandate_id, signature_date, debtor_name, debtor_iban) values ($1, $2, 'MERGE-1', '2025-01-01', 'Merge', 'DE89370400440532013000')",
      [c, dupOther],
    );

    // A rule whose condition names a duplicate ("partner is …") names the survivor afterwards.
    await owner(
      `with a as (insert into app_public.rule_actions (client_company_id, name) values ($1, 'Merge Ziel') returning id)
       insert into app_public.rule_conditions (client_company_id, rule_action_id, kind, partner_company_row_id_equality, partner_company_id)
       select $1, a.id, 'INVOICE', 'EQUAL', $2 from a`,
      [c, dupOther],
    );
    // Learned layouts: the survivor's older one gives way to a duplicate's newer one of the same
    // type (one per type); another type simply moves.
    await owner(
      `insert into app_public.partner_layout_templates (client_company_id, partner_company_id, document_type, template, learned_at)
       values ($1, $2, 'INCOMING_INVOICE', '{"fields": {}}', now() - interval '2 days'),
              ($1, $3, 'INCOMING_INVOICE', '{"fields": {"invoiceNumber": {}}}', now() - interval '1 day'),
              ($1, $4, 'OUTGOING_INVOICE', '{"fields": {}}', now())`,
      [c, survivor, dupOther, dupSameVat],
    );

    // Every foreign key that points at partner companies, read from the catalog: a table
    // added later shows up here, and the test fails until it has a row that must move.
    const fks = await owner(
      `select c.conrelid::regclass::text as tbl, a.attname as col
       from pg_constraint c
       join lateral unnest(c.conkey, c.confkey) k(con_att, ref_att) on true
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.con_att
       join pg_attribute r on r.attrelid = c.confrelid and r.attnum = k.ref_att
       where c.contype = 'f' and c.confrelid = 'app_public.partner_companies'::regclass and r.attname = 'id'
       order by 1`,
    );
    const dups = [dupSameVat, dupOther];
    const before: Record<string, number> = {};
    for (const fk of fks) {
      before[fk.tbl] = (await owner(`select count(*)::int as n from ${fk.tbl} where ${fk.col} = any($1)`, [dups]))[0].n;
    }
    const unseeded = Object.entries(before)
      .filter(([, n]) => n === 0)
      .map(([t]) => t);
    expect(unseeded, "tables referencing partner companies without a row in this test").toEqual([]);
    const survivorBefore: Record<string, number> = {};
    for (const fk of fks)
      survivorBefore[fk.tbl] = (
        await owner(`select count(*)::int as n from ${fk.tbl} where ${fk.col} = $1`, [survivor])
      )[0].n;

    const merged = await gql(MERGE, { s: survivor, d: dups });
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergePartnerCompanies.result.alternativeNames).toEqual(
      expect.arrayContaining(["Merge Ziel", "MERGE ZIEL GMBH & CO. KG", "Ziel HH"]),
    );

    // Nothing names a duplicate any more, and every row moved (deduplicated locations and
    // presets are counted once: one location with the same VAT id, one preset with the same IBAN).
    const deduplicated: Record<string, number> = {
      "app_public.partner_company_locations": 1,
      "app_public.partner_company_payment_presets": 1,
      "app_public.partner_layout_templates": 1,
    };
    for (const fk of fks) {
      const [{ n: left }] = await owner(`select count(*)::int as n from ${fk.tbl} where ${fk.col} = any($1)`, [dups]);
      expect(left, fk.tbl).toBe(0);
      const [{ n: now }] = await owner(`select count(*)::int as n from ${fk.tbl} where ${fk.col} = $1`, [survivor]);
      expect(now, fk.tbl).toBe(survivorBefore[fk.tbl]! + before[fk.tbl]! - (deduplicated[fk.tbl] ?? 0));
    }
    expect(
      (await owner("select count(*)::int as n from app_public.partner_companies where id = any($1)", [dups]))[0].n,
    ).toBe(0);

    // The newer learned layout of each type stays with the survivor.
    expect(
      await owner(
        "select document_type, template from app_public.partner_layout_templates where partner_company_id = $1 order by document_type",
        [survivor],
      ),
    ).toEqual([
      { document_type: "INCOMING_INVOICE", template: { fields: { invoiceNumber: {} } } },
      { document_type: "OUTGOING_INVOICE", template: { fields: {} } },
    ]);

    // The invoices keep their account and the matching location of the survivor.
    const invoices = await owner(
      "select document_id, partner_account_id, partner_company_location_id from app_public.invoices where document_id = any($1) order by invoice_number nulls last",
      [[exported, second]],
    );
    expect(invoices).toEqual([
      { document_id: exported, partner_account_id: account, partner_company_location_id: survivorLocation },
      { document_id: second, partner_account_id: null, partner_company_location_id: dupOtherLocation },
    ]);
    const [acc] = await owner("select partner_company_id from app_public.partner_accounts where id = $1", [account]);
    expect(acc.partner_company_id).toBe(survivor);
    // The documents list names the survivor; each document's history records the merge.
    const listed = await owner("select id, list_partner_company_id from app_public.documents where id = any($1)", [
      [exported, second, other.id],
    ]);
    expect(listed.every((d: any) => d.list_partner_company_id === survivor)).toBe(true);
    const history = await owner(
      "select document_id, user_id, payload from app_public.document_history_entries where type = 'PARTNER_MERGED' and document_id = any($1)",
      [[exported, second, other.id]],
    );
    expect(history).toHaveLength(3);
    expect(history.find((h: any) => h.document_id === other.id)).toMatchObject({
      user_id: seed.userA,
      payload: { fromPartnerRowId: dupOther, fromPartnerName: "MERGE ZIEL GMBH & CO. KG", toPartnerRowId: survivor },
    });
    expect(
      (
        await owner(
          "select count(*)::int as n from app_public.document_history_entries where type = 'FIELDS_CHANGED' and document_id = any($1)",
          [[exported, second, other.id]],
        )
      )[0].n,
    ).toBe(0);
    // The preset with the same IBAN stays verified and primary; learned names are kept.
    const presets = await owner(
      'select iban, "primary", verified_at is not null as verified from app_public.partner_company_payment_presets where partner_company_id = $1 order by iban',
      [survivor],
    );
    expect(presets).toEqual([
      { iban: "DE02120300000000202051", primary: true, verified: true },
      { iban: "DE89370400440532013000", primary: false, verified: false },
    ]);
    const [s] = await owner("select learned_name_variants, notes from app_public.partner_companies where id = $1", [
      survivor,
    ]);
    expect(s).toEqual({ learned_name_variants: ["MERGE ZIEL HH"], notes: "Altkunde" });
    // The survivor's main location stays the only main one.
    expect(
      (
        await owner(
          "select count(*)::int as n from app_public.partner_company_locations where partner_company_id = $1 and main",
          [survivor],
        )
      )[0].n,
    ).toBe(1);
  });
});
