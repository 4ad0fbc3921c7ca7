/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments, type ListFixture } from "../documents/listFixture.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Settings › Company › Real-estate objects and Settings › Tags through the real server: who may
// read and write them (every role, against another company's rows too), the refusals of bad
// input with the code and field the form shows, the list's filters, and what deleting a tag
// does to the documents carrying it.

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;
const WITH_COMPANY_MANAGE = new Set<string>(["ADMIN"]);
const WITH_TAGS_MANAGE = new Set<string>(["ADMIN", "ACCOUNTANT", "BOOKKEEPER"]);

const CREATE_OBJECT = `mutation($o: RealEstateObjectInput!) {
  createRealEstateObject(input: { realEstateObject: $o }) { realEstateObject { rowId title number iban bic disabledAt } }
}`;
const UPDATE_OBJECT = `mutation($id: UUID!, $p: RealEstateObjectPatch!) {
  updateRealEstateObject(input: { rowId: $id, patch: $p }) { realEstateObject { rowId title disabledAt } }
}`;
const SET_DISABLED = `mutation($id: UUID!, $d: Boolean!) {
  setRealEstateObjectDisabled(input: { realEstateObjectRowId: $id, disabled: $d }) { result { rowId disabledAt } }
}`;
const SET_OBJECT_TAGS = `mutation($id: UUID!, $t: [UUID]!) {
  setRealEstateObjectTags(input: { realEstateObjectRowId: $id, tagRowIds: $t }) { result { rowId tags { nodes { tag } } } }
}`;
const CREATE_OWNER = `mutation($o: RealEstateObjectTenantOwnerInput!) {
  createRealEstateObjectTenantOwner(input: { realEstateObjectTenantOwner: $o }) { realEstateObjectTenantOwner { rowId tenantOwnerNo unitNo owner } }
}`;
const UPDATE_OWNER = `mutation($id: UUID!, $p: RealEstateObjectTenantOwnerPatch!) {
  updateRealEstateObjectTenantOwner(input: { rowId: $id, patch: $p }) { realEstateObjectTenantOwner { rowId owner } }
}`;
const DELETE_OWNER = `mutation($id: UUID!) {
  deleteRealEstateObjectTenantOwner(input: { rowId: $id }) { realEstateObjectTenantOwner { rowId } }
}`;
const OBJECTS_LIST = `query($c: UUID!, $active: Boolean, $s: String, $first: Int!, $after: Cursor) {
  clientCompany(rowId: $c) {
    realEstateObjectsList(onlyActive: $active, searchText: $s, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { title number documentCount }
    }
  }
}`;
const OBJECT = `query($id: UUID!) {
  realEstateObject(rowId: $id) {
    title type number accountingArea userAccount address alternativeAddresses zip city country iban bic note disabledAt
    documentCount tags { nodes { tag } } sortedTenantOwners { nodes { tenantOwnerNo unitNo owner } }
  }
}`;
const CREATE_TAG = `mutation($c: UUID!, $tag: String!) {
  createClientCompanyTag(input: { clientCompanyTag: { clientCompanyRowId: $c, tag: $tag } }) { clientCompanyTag { rowId tag } }
}`;
const RENAME_TAG = `mutation($id: UUID!, $tag: String!) {
  updateClientCompanyTag(input: { rowId: $id, patch: { tag: $tag } }) { clientCompanyTag { rowId tag } }
}`;
const DELETE_TAG = `mutation($id: UUID!) {
  deleteClientCompanyTag(input: { rowId: $id }) { clientCompanyTag { rowId } }
}`;
const TAGS_LIST = `query($c: UUID!, $s: String, $first: Int!, $after: Cursor) {
  clientCompany(rowId: $c) {
    tagsList(searchText: $s, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { rowId tag documentTagCount realEstateObjectCount }
    }
  }
}`;
const SET_DOCUMENT_TAGS = `mutation($d: UUID!, $t: [UUID]!) {
  setDocumentTags(input: { documentRowId: $d, tagRowIds: $t }) { result { rowId } }
}`;

const objectB = async () =>
  (await owner("select title, disabled_at, iban from app_public.real_estate_objects where id = $1", [ids.objectB]))[0];

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "one", type: "INCOMING_INVOICE", partner: "Brandt Sanitär", invoiceNumber: "RE-1", total: "119.00" },
    { key: "two", type: "INCOMING_INVOICE", partner: "Zeta Logistik", invoiceNumber: "ZL-1", total: "50.00" },
    { key: "three", type: "OUTGOING_INVOICE", partner: "Kunde Nord", invoiceNumber: "AR-1", total: "238.00" },
  ]);
  for (const company of [seed.companyA, seed.companyB])
    await owner(
      "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'REAL_ESTATE'",
      [company],
    );
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
  ids.objectB = (
    await owner(
      "insert into app_public.real_estate_objects (client_company_id, title, number, iban) values ($1, 'WEG Geheim', 'B-1', 'DE89370400440532013000') returning id",
      [seed.companyB],
    )
  )[0].id;
  ids.ownerB = (
    await owner(
      "insert into app_public.real_estate_object_tenant_owners (client_company_id, real_estate_object_id, tenant_owner_no, owner) values ($1, $2, '001', 'Geheim') returning id",
      [seed.companyB, ids.objectB],
    )
  )[0].id;
  ids.tagB = (
    await owner(
      "insert into app_public.client_company_tags (client_company_id, tag) values ($1, 'Geheim B') returning id",
      [seed.companyB],
    )
  )[0].id;
});
afterAll(async () => server?.close());

describe("who may manage real-estate objects and tags", () => {
  it.each(ROLES)("%s manages objects only with company-manage access, and never another company's", async (role) => {
    const cookie = cookies[role];
    const created = await gql(
      CREATE_OBJECT,
      { o: { clientCompanyRowId: seed.companyA, title: `Objekt ${role}`, number: `R-${ROLES.indexOf(role)}` } },
      cookie,
    );
    if (WITH_COMPANY_MANAGE.has(role)) expect(created.errors).toBeUndefined();
    else expect(refusal(created)).toEqual({ code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN" });

    // Company B's objects, tenants and tags: not created, changed, disabled, tagged or removed.
    expect(
      refusal(await gql(CREATE_OBJECT, { o: { clientCompanyRowId: seed.companyB, title: "Fremd" } }, cookie)),
    ).toEqual({ code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN" });
    const updated = await gql(UPDATE_OBJECT, { id: ids.objectB, p: { title: "Fremd" } }, cookie);
    expect(updated.data?.updateRealEstateObject?.realEstateObject ?? null).toBeNull();
    expect(refusal(await gql(SET_DISABLED, { id: ids.objectB, d: true }, cookie))).toEqual({
      code: "REAL_ESTATE_OBJECT_NOT_FOUND",
    });
    expect(refusal(await gql(SET_OBJECT_TAGS, { id: ids.objectB, t: [ids.tagB] }, cookie))).toEqual({
      code: "REAL_ESTATE_OBJECT_NOT_FOUND",
    });
    expect(
      refusal(
        await gql(
          CREATE_OWNER,
          {
            o: {
              clientCompanyRowId: seed.companyB,
              realEstateObjectRowId: ids.objectB,
              tenantOwnerNo: "9",
              owner: "X",
            },
          },
          cookie,
        ),
      ),
    ).toEqual({ code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN" });
    const ownerUpdated = await gql(UPDATE_OWNER, { id: ids.ownerB, p: { owner: "Fremd" } }, cookie);
    expect(ownerUpdated.data?.updateRealEstateObjectTenantOwner?.realEstateObjectTenantOwner ?? null).toBeNull();
    const ownerDeleted = await gql(DELETE_OWNER, { id: ids.ownerB }, cookie);
    expect(ownerDeleted.data?.deleteRealEstateObjectTenantOwner?.realEstateObjectTenantOwner ?? null).toBeNull();
    const renamed = await gql(RENAME_TAG, { id: ids.tagB, tag: "Fremd" }, cookie);
    expect(renamed.data?.updateClientCompanyTag?.clientCompanyTag ?? null).toBeNull();
    const deleted = await gql(DELETE_TAG, { id: ids.tagB }, cookie);
    expect(deleted.data?.deleteClientCompanyTag?.clientCompanyTag ?? null).toBeNull();
    const lists = await gql(OBJECTS_LIST, { c: seed.companyB, first: 10 }, cookie);
    expect(lists.data?.clientCompany ?? null).toBeNull();
    expect((await gql(TAGS_LIST, { c: seed.companyB, first: 10 }, cookie)).data?.clientCompany ?? null).toBeNull();
    expect((await gql(OBJECT, { id: ids.objectB }, cookie)).data?.realEstateObject ?? null).toBeNull();

    expect(await objectB()).toEqual({ title: "WEG Geheim", disabled_at: null, iban: "DE89370400440532013000" });
    expect(
      await owner("select owner from app_public.real_estate_object_tenant_owners where client_company_id = $1", [
        seed.companyB,
      ]),
    ).toEqual([{ owner: "Geheim" }]);
    expect(
      await owner("select tag from app_public.client_company_tags where client_company_id = $1", [seed.companyB]),
    ).toEqual([{ tag: "Geheim B" }]);
    expect(
      await owner("select count(*)::int as n from app_public.real_estate_object_tags where client_company_id = $1", [
        seed.companyB,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it.each(ROLES)("%s renames the company's tags only with tags-manage access", async (role) => {
    const [{ id }] = await owner(
      "insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id",
      [seed.companyA, `Umbenennen ${role}`],
    );
    const renamed = await gql(RENAME_TAG, { id, tag: `Neu ${role}` }, cookies[role]);
    const [{ tag }] = await owner("select tag from app_public.client_company_tags where id = $1", [id]);
    if (WITH_TAGS_MANAGE.has(role)) {
      expect(renamed.errors).toBeUndefined();
      expect(tag).toBe(`Neu ${role}`);
    } else {
      expect(renamed.data?.updateClientCompanyTag?.clientCompanyTag ?? null).toBeNull();
      expect(tag).toBe(`Umbenennen ${role}`);
    }
    // Every member reads the list (pickers need it); only managers see the settings page.
    const list = await gql(TAGS_LIST, { c: seed.companyA, s: role, first: 10 }, cookies[role]);
    expect(list.errors).toBeUndefined();
    expect(list.data.clientCompany.tagsList.totalCount).toBe(1);
    await owner("delete from app_public.client_company_tags where id = $1", [id]);
  });

  it("the other company's admin sees and changes its own rows", async () => {
    const list = await gql(OBJECTS_LIST, { c: seed.companyB, first: 10 }, cookies.B);
    expect(list.data.clientCompany.realEstateObjectsList.nodes).toEqual([
      { title: "WEG Geheim", number: "B-1", documentCount: 0 },
    ]);
  });
});

describe("real-estate objects", () => {
  const create = (o: Record<string, unknown>) =>
    gql(CREATE_OBJECT, { o: { clientCompanyRowId: seed.companyA, title: "WEG Test", ...o } });

  it("stores every field, normalised, and shows it on the detail", async () => {
    const created = await create({
      title: "  WEG   Lindenstraße 12 ",
      type: "HOMEOWNERS_ASSOCIATION",
      number: "L-12",
      accountingArea: "BK1",
      userAccount: "weg-linden",
      address: "Lindenstraße 12",
      alternativeAddresses: ["Ahornweg 1", "  ", "Hinterhaus Lindenstraße 12a "],
      zip: "10115",
      city: "Berlin",
      country: "de",
      iban: "de89 3704 0044 0532 0130 00",
      bic: "cobadeffxxx",
      note: "Hausmeister: Herr Kurz",
    });
    expect(created.errors).toBeUndefined();
    ids.linden = created.data.createRealEstateObject.realEstateObject.rowId;
    const detail = await gql(OBJECT, { id: ids.linden });
    expect(detail.data.realEstateObject).toEqual({
      title: "WEG Lindenstraße 12",
      type: "HOMEOWNERS_ASSOCIATION",
      number: "L-12",
      accountingArea: "BK1",
      userAccount: "weg-linden",
      address: "Lindenstraße 12",
      alternativeAddresses: ["Ahornweg 1", "Hinterhaus Lindenstraße 12a"],
      zip: "10115",
      city: "Berlin",
      country: "DE",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      note: "Hausmeister: Herr Kurz",
      disabledAt: null,
      documentCount: 0,
      tags: { nodes: [] },
      sortedTenantOwners: { nodes: [] },
    });
  });

  it("refuses bad input with the field to show it at, and changes nothing", async () => {
    const before = await owner("select count(*)::int as n from app_public.real_estate_objects");
    expect(refusal(await create({ number: "L-12" }))).toEqual({
      code: "REAL_ESTATE_OBJECT_NUMBER_TAKEN",
      field: "number",
    });
    // The mod-97 check: one digit off.
    expect(refusal(await create({ iban: "DE89370400440532013001" }))).toEqual({ code: "INVALID_IBAN", field: "iban" });
    expect(refusal(await create({ iban: "not an iban" }))).toEqual({ code: "INVALID_IBAN", field: "iban" });
    expect(refusal(await create({ bic: "COBA1EFF" }))).toEqual({ code: "INVALID_BIC", field: "bic" });
    expect(refusal(await create({ bic: "COBADEFFXX" }))).toEqual({ code: "INVALID_BIC", field: "bic" });
    expect(refusal(await create({ title: "   " }))).toEqual({
      code: "REAL_ESTATE_OBJECT_TITLE_REQUIRED",
      field: "title",
    });
    expect(refusal(await create({ title: "x".repeat(201) }))).toEqual({
      code: "REAL_ESTATE_OBJECT_TITLE_TOO_LONG",
      field: "title",
    });
    expect(refusal(await create({ number: "-abc" }))).toEqual({
      code: "INVALID_REAL_ESTATE_OBJECT_NUMBER",
      field: "number",
    });
    expect(refusal(await create({ zip: "1" }))).toEqual({ code: "INVALID_ZIP", field: "zip" });
    expect(refusal(await create({ country: "D1" }))).toEqual({ code: "INVALID_COUNTRY", field: "country" });
    expect(refusal(await create({ note: "n".repeat(5001) }))).toEqual({
      code: "REAL_ESTATE_OBJECT_NOTE_TOO_LONG",
      field: "note",
    });
    expect(refusal(await create({ alternativeAddresses: Array.from({ length: 21 }, (_, i) => `Weg ${i}`) }))).toEqual({
      code: "REAL_ESTATE_OBJECT_ALTERNATIVE_ADDRESSES_INVALID",
      field: "alternativeAddresses",
    });
    // Changing another object to a taken number is refused the same way.
    const other = (await create({ title: "Zweites", number: "Z-2" })).data.createRealEstateObject.realEstateObject;
    expect(refusal(await gql(UPDATE_OBJECT, { id: other.rowId, p: { number: "L-12" } }))).toEqual({
      code: "REAL_ESTATE_OBJECT_NUMBER_TAKEN",
      field: "number",
    });
    const after = await owner("select count(*)::int as n from app_public.real_estate_objects");
    expect(after[0].n).toBe(before[0].n + 1);
    ids.second = other.rowId;
  });

  it("is disabled and enabled by the server's clock, not the caller's", async () => {
    const disabled = await gql(SET_DISABLED, { id: ids.second, d: true });
    expect(disabled.errors).toBeUndefined();
    const at = disabled.data.setRealEstateObjectDisabled.result.disabledAt as string;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(10 * 60_000);
    // Disabling again keeps the first moment; a patch cannot backdate it.
    expect((await gql(SET_DISABLED, { id: ids.second, d: true })).data.setRealEstateObjectDisabled.result).toEqual({
      rowId: ids.second,
      disabledAt: at,
    });
    const patched = await gql(UPDATE_OBJECT, { id: ids.second, p: { disabledAt: "2001-01-01T00:00:00Z" } });
    expect(patched.data.updateRealEstateObject.realEstateObject.disabledAt).toBe(at);
    const enabled = await gql(SET_DISABLED, { id: ids.second, d: false });
    expect(enabled.data.setRealEstateObjectDisabled.result.disabledAt).toBeNull();
    await gql(SET_DISABLED, { id: ids.second, d: true });
    expect(refusal(await gql(SET_DISABLED, { id: ids.linden, d: true }, cookies.ACCOUNTANT))).toEqual({
      code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN",
    });
    expect(
      (await owner("select disabled_at from app_public.real_estate_objects where id = $1", [ids.linden]))[0]
        .disabled_at,
    ).toBeNull();
  });

  it("keeps tenants and owners unique per number and unit of the object", async () => {
    const add = (o: Record<string, unknown>, cookie?: string) =>
      gql(
        CREATE_OWNER,
        { o: { clientCompanyRowId: seed.companyA, realEstateObjectRowId: ids.linden, owner: "Erika Muster", ...o } },
        cookie,
      );
    const first = await add({ tenantOwnerNo: "100", unitNo: "W1" });
    expect(first.errors).toBeUndefined();
    // The same owner with a second unit is fine; the same number and unit twice is not.
    expect((await add({ tenantOwnerNo: "100", unitNo: "W2" })).errors).toBeUndefined();
    expect(refusal(await add({ tenantOwnerNo: " 100 ", unitNo: "W1" }))).toEqual({
      code: "TENANT_OWNER_NUMBER_TAKEN",
      field: "tenantOwnerNo",
    });
    expect((await add({ tenantOwnerNo: "200", owner: "Max Mieter" })).errors).toBeUndefined();
    expect(refusal(await add({ tenantOwnerNo: "200", unitNo: " " }))).toEqual({
      code: "TENANT_OWNER_NUMBER_TAKEN",
      field: "tenantOwnerNo",
    });
    // The same number in another (here: disabled) object is another person's business.
    expect(
      (
        await gql(CREATE_OWNER, {
          o: { clientCompanyRowId: seed.companyA, realEstateObjectRowId: ids.second, tenantOwnerNo: "100", owner: "X" },
        })
      ).errors,
    ).toBeUndefined();
    expect(refusal(await add({ tenantOwnerNo: "", unitNo: "W9" }))).toEqual({
      code: "TENANT_OWNER_NUMBER_REQUIRED",
      field: "tenantOwnerNo",
    });
    expect(refusal(await add({ tenantOwnerNo: "#1" }))).toEqual({
      code: "INVALID_TENANT_OWNER_NUMBER",
      field: "tenantOwnerNo",
    });
    expect(refusal(await add({ tenantOwnerNo: "300", unitNo: "?" }))).toEqual({
      code: "INVALID_UNIT_NUMBER",
      field: "unitNo",
    });
    expect(refusal(await add({ tenantOwnerNo: "300", owner: "  " }))).toEqual({
      code: "TENANT_OWNER_NAME_REQUIRED",
      field: "owner",
    });
    expect(refusal(await add({ tenantOwnerNo: "300" }, cookies.ACCOUNTANT))).toEqual({
      code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN",
    });
    const rowId = first.data.createRealEstateObjectTenantOwner.realEstateObjectTenantOwner.rowId;
    expect(
      refusal(await gql(UPDATE_OWNER, { id: rowId, p: { owner: "Erika Muster-Neu", unitNo: "W2" } })),
    ).toMatchObject({ code: "TENANT_OWNER_NUMBER_TAKEN" });
    expect((await gql(UPDATE_OWNER, { id: rowId, p: { owner: "Erika Muster-Neu" } })).errors).toBeUndefined();
    const detail = await gql(OBJECT, { id: ids.linden });
    expect(detail.data.realEstateObject.sortedTenantOwners.nodes).toEqual([
      { tenantOwnerNo: "100", unitNo: "W1", owner: "Erika Muster-Neu" },
      { tenantOwnerNo: "100", unitNo: "W2", owner: "Erika Muster" },
      { tenantOwnerNo: "200", unitNo: null, owner: "Max Mieter" },
    ]);
    expect((await gql(DELETE_OWNER, { id: rowId })).errors).toBeUndefined();
    expect((await gql(OBJECT, { id: ids.linden })).data.realEstateObject.sortedTenantOwners.nodes).toHaveLength(2);
  });

  it("carries the company's tags", async () => {
    const tag = async (name: string) =>
      (await gql(CREATE_TAG, { c: seed.companyA, tag: name })).data.createClientCompanyTag.clientCompanyTag.rowId;
    ids.tagWeg = await tag("WEG");
    ids.tagBerlin = await tag("Berlin");
    const set = await gql(SET_OBJECT_TAGS, { id: ids.linden, t: [ids.tagBerlin, ids.tagWeg, ids.tagWeg] });
    expect(set.errors).toBeUndefined();
    expect(set.data.setRealEstateObjectTags.result.tags.nodes).toEqual([{ tag: "WEG" }, { tag: "Berlin" }]);
    expect(refusal(await gql(SET_OBJECT_TAGS, { id: ids.linden, t: [ids.tagB] }))).toEqual({
      code: "TAG_NOT_FOUND",
      field: "tagRowIds",
    });
    expect(refusal(await gql(SET_OBJECT_TAGS, { id: ids.linden, t: [] }, cookies.BOOKKEEPER))).toEqual({
      code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN",
    });
    expect((await gql(OBJECT, { id: ids.linden })).data.realEstateObject.tags.nodes).toHaveLength(2);
  });

  it("lists only active ones on request, searches in the database and pages", async () => {
    await owner("update app_public.real_estate_objects set title = title where client_company_id = $1", [
      seed.companyA,
    ]);
    const all = await gql(OBJECTS_LIST, { c: seed.companyA, first: 100 });
    const active = await gql(OBJECTS_LIST, { c: seed.companyA, active: true, first: 100 });
    expect(all.data.clientCompany.realEstateObjectsList.totalCount).toBe(
      active.data.clientCompany.realEstateObjectsList.totalCount + 1,
    );
    expect(active.data.clientCompany.realEstateObjectsList.nodes.map((n: any) => n.number)).not.toContain("Z-2");
    // By a tenant's or owner's name, by zip, by an alternative address.
    for (const search of ["max mieter", "10115", "hinterhaus"]) {
      const found = await gql(OBJECTS_LIST, { c: seed.companyA, s: search, first: 10 });
      expect(found.data.clientCompany.realEstateObjectsList.nodes, search).toEqual([
        { title: "WEG Lindenstraße 12", number: "L-12", documentCount: 0 },
      ]);
    }
    const page1 = await gql(OBJECTS_LIST, { c: seed.companyA, first: 1 });
    const list1 = page1.data.clientCompany.realEstateObjectsList;
    expect(list1.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql(OBJECTS_LIST, { c: seed.companyA, first: 1, after: list1.pageInfo.endCursor });
    expect(page2.data.clientCompany.realEstateObjectsList.nodes[0]).not.toEqual(list1.nodes[0]);
  });

  it("refuses every change while the REAL_ESTATE feature is off, and lists nothing", async () => {
    await owner(
      "update app_public.client_company_features set active = false where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'REAL_ESTATE')",
      [seed.companyA],
    );
    try {
      expect(refusal(await create({ title: "Ohne Funktion" }))).toEqual({ code: "REAL_ESTATE_FEATURE_OFF" });
      expect(refusal(await gql(UPDATE_OBJECT, { id: ids.linden, p: { title: "x" } }))).toEqual({
        code: "REAL_ESTATE_FEATURE_OFF",
      });
      expect(refusal(await gql(SET_DISABLED, { id: ids.linden, d: true }))).toEqual({
        code: "REAL_ESTATE_FEATURE_OFF",
      });
      expect(refusal(await gql(SET_OBJECT_TAGS, { id: ids.linden, t: [] }))).toEqual({
        code: "REAL_ESTATE_FEATURE_OFF",
      });
      expect(
        refusal(
          await gql(CREATE_OWNER, {
            o: { clientCompanyRowId: seed.companyA, realEstateObjectRowId: ids.linden, tenantOwnerNo: "9", owner: "X" },
          }),
        ),
      ).toEqual({ code: "REAL_ESTATE_FEATURE_OFF" });
      const [{ id: ownerId }] = await owner(
        "select id from app_public.real_estate_object_tenant_owners where real_estate_object_id = $1 limit 1",
        [ids.linden],
      );
      expect(refusal(await gql(DELETE_OWNER, { id: ownerId }))).toEqual({ code: "REAL_ESTATE_FEATURE_OFF" });
      const list = await gql(OBJECTS_LIST, { c: seed.companyA, first: 10 });
      expect(list.data.clientCompany.realEstateObjectsList.totalCount).toBe(0);
      const [row] = await owner("select title, disabled_at from app_public.real_estate_objects where id = $1", [
        ids.linden,
      ]);
      expect(row).toEqual({ title: "WEG Lindenstraße 12", disabled_at: null });
    } finally {
      await owner(
        "update app_public.client_company_features set active = true where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'REAL_ESTATE')",
        [seed.companyA],
      );
    }
  });
});

describe("tags", () => {
  it("lists by creation with counts and searches", async () => {
    ids.tagOld = (
      await gql(CREATE_TAG, { c: seed.companyA, tag: "Steuerberater fragen" })
    ).data.createClientCompanyTag.clientCompanyTag.rowId;
    expect((await gql(SET_DOCUMENT_TAGS, { d: fx.ids.one, t: [ids.tagOld, ids.tagWeg] })).errors).toBeUndefined();
    expect((await gql(SET_DOCUMENT_TAGS, { d: fx.ids.two, t: [ids.tagOld] })).errors).toBeUndefined();
    const list = await gql(TAGS_LIST, { c: seed.companyA, first: 50 });
    expect(list.data.clientCompany.tagsList.nodes).toEqual([
      { rowId: ids.tagWeg, tag: "WEG", documentTagCount: 1, realEstateObjectCount: 1 },
      { rowId: ids.tagBerlin, tag: "Berlin", documentTagCount: 0, realEstateObjectCount: 1 },
      { rowId: ids.tagOld, tag: "Steuerberater fragen", documentTagCount: 2, realEstateObjectCount: 0 },
    ]);
    const found = await gql(TAGS_LIST, { c: seed.companyA, s: "STEUER", first: 50 });
    expect(found.data.clientCompany.tagsList.nodes.map((n: any) => n.tag)).toEqual(["Steuerberater fragen"]);
    const paged = await gql(TAGS_LIST, { c: seed.companyA, first: 2 });
    expect(paged.data.clientCompany.tagsList.pageInfo.hasNextPage).toBe(true);
  });

  it("refuses a rename to a name the company has (any case) and an empty name", async () => {
    expect(refusal(await gql(RENAME_TAG, { id: ids.tagBerlin, tag: " weg " }))).toEqual({
      code: "TAG_ALREADY_EXISTS",
      field: "tag",
    });
    expect(refusal(await gql(RENAME_TAG, { id: ids.tagBerlin, tag: "   " }))).toEqual({
      code: "TAG_REQUIRED",
      field: "tag",
    });
    expect(refusal(await gql(RENAME_TAG, { id: ids.tagBerlin, tag: "x".repeat(61) }))).toEqual({
      code: "TAG_TOO_LONG",
      field: "tag",
    });
    expect((await owner("select tag from app_public.client_company_tags where id = $1", [ids.tagBerlin]))[0].tag).toBe(
      "Berlin",
    );
    // A new case of the own name is a rename, not a clash.
    const renamed = await gql(RENAME_TAG, { id: ids.tagBerlin, tag: "BERLIN  Mitte" });
    expect(renamed.data.updateClientCompanyTag.clientCompanyTag.tag).toBe("BERLIN Mitte");
  });

  it("deleting a tag takes it off its documents, keeps them and records it in their history", async () => {
    const deleted = await gql(DELETE_TAG, { id: ids.tagOld }, cookies.BOOKKEEPER);
    expect(deleted.errors).toBeUndefined();
    expect(
      await owner("select count(*)::int as n from app_public.documents where id = any($1) and client_company_id = $2", [
        [fx.ids.one, fx.ids.two],
        seed.companyA,
      ]),
    ).toEqual([{ n: 2 }]);
    const [bookkeeper] = await owner("select id from app_public.users where email = 'bookkeeper@test.example'");
    const history = await owner(
      `select document_id, user_id, payload from app_public.document_history_entries
       where type = 'TAGS_CHANGED' and payload -> 'removed' ? 'Steuerberater fragen' order by document_id`,
    );
    expect(history).toEqual(
      [fx.ids.one, fx.ids.two].sort().map((id) => ({
        document_id: id,
        user_id: bookkeeper.id,
        payload: { added: [], removed: ["Steuerberater fragen"] },
      })),
    );
    // The document keeps its other tag.
    expect(
      await owner(
        "select t.tag from app_public.document_tags dt join app_public.client_company_tags t on t.id = dt.client_company_tag_id where dt.document_id = $1",
        [fx.ids.one],
      ),
    ).toEqual([{ tag: "WEG" }]);
    // A clerk may not delete tags: nothing happens.
    const refused = await gql(DELETE_TAG, { id: ids.tagWeg }, cookies.CLERK);
    expect(refused.data?.deleteClientCompanyTag?.clientCompanyTag ?? null).toBeNull();
    expect(await owner("select 1 from app_public.client_company_tags where id = $1", [ids.tagWeg])).toHaveLength(1);
  });
});
