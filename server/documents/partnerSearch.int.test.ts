import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Query.searchPartnerCompanies (the partner picker's typeahead) through the real server, so
// row-level security decides what is seen.

interface Partner {
  name: string;
  active?: boolean;
  alternativeNames?: string[];
  vatIds?: string[];
}

// prettier-ignore
const COMPANY_A_PARTNERS: Partner[] = [
  { name: "Müller Sanitär GmbH", vatIds: ["DE123456789"] },
  { name: "Mueller & Co. KG" },
  { name: "Hans Müller Elektro" },
  { name: "Autohaus Müllerstraße" },
  { name: "Kehrmüller Reinigung" },
  { name: "Bäckerei Schmidt", alternativeNames: ["Schmidt Backwaren", "Brotzeit"] },
  { name: "Ärztehaus am Markt", vatIds: ["ATU12345678", "DE555000111"] },
  { name: "Inaktiv Müller GmbH", active: false },
  // Enough for the limit: 25 partners named alike.
  ...Array.from({ length: 25 }, (_, i) => ({ name: `Zulieferer ${String(i + 1).padStart(2, "0")}` })),
];
const COMPANY_B_PARTNERS: Partner[] = [{ name: "Müller Baustoffe Beta", vatIds: ["DE999888777"] }];

const SEARCH = `query PartnerSearchTest($c: UUID!, $s: String, $i: [UUID]) {
  searchPartnerCompanies(clientCompanyRowId: $c, searchText: $s, includeRowIds: $i) { rowId name active }
}`;

let server: TestServer;
let seed: TwoCompanies;
/** Partner ids by name, both companies. */
const ids: Record<string, string> = {};
const cookies: Record<"userA" | "userB" | "superAdmin", string> = { userA: "", userB: "", superAdmin: "" };

async function seedPartners(company: string, partners: Partner[]) {
  for (const p of partners) {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.partner_companies (client_company_id, name, active, alternative_names)
       values ($1, $2, $3, $4) returning id`,
      [company, p.name, p.active ?? true, p.alternativeNames ?? []],
    );
    ids[p.name] = rows[0]!.id;
    for (const [index, vatId] of (p.vatIds ?? []).entries()) {
      await server.ownerPool.query(
        `insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no)
         values ($1, $2, $3, $4)`,
        [company, rows[0]!.id, index === 0, vatId],
      );
    }
  }
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  await seedPartners(seed.companyA, COMPANY_A_PARTNERS);
  await seedPartners(seed.companyB, COMPANY_B_PARTNERS);
  for (const who of ["userA", "userB", "superAdmin"] as const) cookies[who] = await server.signIn(seed[who]);
});
afterAll(async () => server?.close());

async function search(
  company: string,
  searchText: string | null,
  cookie: string = cookies.userA,
  includeRowIds: string[] | null = null,
): Promise<string[]> {
  const { json } = await server.graphql(
    { query: SEARCH, variables: { c: company, s: searchText, i: includeRowIds } },
    cookie,
  );
  expect(json.errors).toBeUndefined();
  return (json.data as { searchPartnerCompanies: { name: string }[] }).searchPartnerCompanies.map((p) => p.name);
}
const zulieferer = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Zulieferer ${String(from + i).padStart(2, "0")}`);

describe("searchPartnerCompanies", () => {
  it("offers the first 20 active partners in German order when nothing is typed", async () => {
    const first20 = [
      "Ärztehaus am Markt",
      "Autohaus Müllerstraße",
      "Bäckerei Schmidt",
      "Hans Müller Elektro",
      "Kehrmüller Reinigung",
      "Mueller & Co. KG",
      "Müller Sanitär GmbH",
      ...zulieferer(1, 13),
    ];
    expect(await search(seed.companyA, null)).toEqual(first20);
    expect(await search(seed.companyA, "")).toEqual(first20);
    expect(await search(seed.companyA, "  - ")).toEqual(first20);
  });

  it("puts the name's prefix first, then a word's start, then contained, umlauts written any way", async () => {
    const expected = [
      "Mueller & Co. KG",
      "Müller Sanitär GmbH",
      "Autohaus Müllerstraße",
      "Hans Müller Elektro",
      "Kehrmüller Reinigung",
    ];
    expect(await search(seed.companyA, "Müll")).toEqual(expected);
    expect(await search(seed.companyA, "mull")).toEqual(expected);
    expect(await search(seed.companyA, "MUELL")).toEqual(expected);
  });

  it("ranks the exact name first and finds similar spellings", async () => {
    expect(await search(seed.companyA, "muller sanitar gmbh")).toEqual(["Müller Sanitär GmbH"]);
    expect((await search(seed.companyA, "Mueller & Co KG"))[0]).toBe("Mueller & Co. KG");
    // A typo: no substring, but trigram word similarity.
    expect(await search(seed.companyA, "Backerai")).toEqual(["Bäckerei Schmidt"]);
  });

  it("finds a partner by an alternative name", async () => {
    expect(await search(seed.companyA, "Brotzeit")).toEqual(["Bäckerei Schmidt"]);
    expect(await search(seed.companyA, "backwaren")).toEqual(["Bäckerei Schmidt"]);
  });

  it("finds a partner by a location's VAT id, typed with or without spaces", async () => {
    expect(await search(seed.companyA, "DE 123 456 789")).toEqual(["Müller Sanitär GmbH"]);
    expect(await search(seed.companyA, "de123456789")).toEqual(["Müller Sanitär GmbH"]);
    expect(await search(seed.companyA, "12345")).toEqual(["Ärztehaus am Markt", "Müller Sanitär GmbH"]);
    // Any location's VAT id, not only the main one's.
    expect(await search(seed.companyA, "DE555000111")).toEqual(["Ärztehaus am Markt"]);
  });

  it("leaves out inactive partners unless they are asked for by id", async () => {
    const inactive = ids["Inaktiv Müller GmbH"]!;
    expect(await search(seed.companyA, "Inaktiv")).toEqual([]);
    expect(await search(seed.companyA, "Inaktiv", cookies.userA, [inactive])).toEqual(["Inaktiv Müller GmbH"]);
    // A null among the ids changes nothing.
    const { json } = await server.graphql(
      { query: SEARCH, variables: { c: seed.companyA, s: "Inaktiv", i: [null, inactive] } },
      cookies.userA,
    );
    expect(json).toEqual({
      data: { searchPartnerCompanies: [{ rowId: inactive, name: "Inaktiv Müller GmbH", active: false }] },
    });
    expect(await search(seed.companyA, "Sanitär", cookies.userA, [inactive])).toEqual([
      "Müller Sanitär GmbH",
      "Inaktiv Müller GmbH",
    ]);
  });

  it("answers at most 20 matches, plus the asked-for partners outside them", async () => {
    expect(await search(seed.companyA, "Zulieferer")).toEqual(zulieferer(1, 20));
    const asked = [ids["Zulieferer 25"]!, ids["Zulieferer 03"]!, ids["Inaktiv Müller GmbH"]!];
    // The asked-for ones do not take places among the 20; they follow, by name.
    expect(await search(seed.companyA, "Zulieferer", cookies.userA, asked)).toEqual([
      ...zulieferer(1, 2),
      ...zulieferer(4, 21),
      "Inaktiv Müller GmbH",
      "Zulieferer 03",
      "Zulieferer 25",
    ]);
    expect(await search(seed.companyA, null, cookies.userA, asked)).toHaveLength(23);
  });

  it("treats LIKE wildcards as text", async () => {
    expect(await search(seed.companyA, "%")).toHaveLength(20); // punctuation only: the empty search
    expect(await search(seed.companyA, "Zul_")).toEqual(zulieferer(1, 20));
    expect(await search(seed.companyA, "x%y")).toEqual([]);
  });
});

describe("searchPartnerCompanies access", () => {
  it("shows another company's member nothing, not even by id or VAT id", async () => {
    expect(await search(seed.companyA, null, cookies.userB)).toEqual([]);
    expect(await search(seed.companyA, "Müller", cookies.userB, Object.values(ids))).toEqual([]);
    expect(await search(seed.companyA, "DE123456789", cookies.userB)).toEqual([]);
  });

  it("never resolves another company's partner through includeRowIds", async () => {
    const foreign = ids["Müller Baustoffe Beta"]!;
    expect(await search(seed.companyA, "Beta", cookies.userA, [foreign])).toEqual([]);
    expect(await search(seed.companyB, "Beta", cookies.userA, [foreign])).toEqual([]);
    // Even a super admin, who sees both companies, gets only the asked company's partners.
    expect(await search(seed.companyA, "Beta", cookies.superAdmin, [foreign])).toEqual([]);
    expect(await search(seed.companyB, "Beta", cookies.superAdmin, [foreign])).toEqual(["Müller Baustoffe Beta"]);
  });

  it("answers a signed-out visitor with an empty list", async () => {
    expect(await search(seed.companyA, "Müller", "")).toEqual([]);
  });
});
