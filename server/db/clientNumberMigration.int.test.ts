import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Migration 000063 made the client number in the accounting system the only client number of a
// client company. Run again on the state before it (the old integer DATEV column beside the
// text column, rules of 000050/000056), it keeps every number the DATEV export used and leaves
// one value that the DATEV Mandantennummer is derived from.

const committed = join(dirname(fileURLToPath(import.meta.url)), "migrations", "committed");
const migration = readFileSync(
  join(
    committed,
    readdirSync(committed).find((name) => name.startsWith("000063-"))!,
  ),
  "utf8",
).replace(/^--!.*$/gm, "");

let server: TestServer;
let seed: TwoCompanies;
const ids: Record<string, string> = {};

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  // Back to the two columns before 000063.
  await owner(`alter table app_public.client_companies
    drop constraint client_companies_accounting_system_client_no_datev,
    drop constraint client_companies_accounting_system_client_no_length,
    drop column datev_client_number`);
  await owner(`alter table app_public.client_companies
    add column datev_client_number integer
      constraint client_companies_datev_client_number_range check (datev_client_number between 1 and 99999),
    add constraint client_companies_accounting_system_client_no_length
      check (accounting_system_client_no is null or length(btrim(accounting_system_client_no)) between 1 and 50)`);
  const rows: [string, string | null, string | null, number | null][] = [
    // key, accounting system, text client number (admin form), DATEV number (exports page)
    ["onlyDatev", "DATEV", null, 55003],
    ["both", "DATEV", "10042", 4711],
    ["textNoNumber", "DATEV", "KD-1", 4711],
    ["leadingZeros", "DATEV", " 010001 ", null],
    ["bmdText", "BMD", "KD-4711/A", null],
    ["bmdNumber", "BMD", null, 77],
    ["none", null, null, null],
  ];
  for (const [key, system, text, number] of rows) {
    const [row] = await owner(
      `insert into app_public.client_companies (name, legal_company_id, accounting_system, accounting_system_client_no, datev_client_number)
       select $1, legal_company_id, $2, $3, $4 from app_public.client_companies where id = $5 returning id`,
      [`Migration ${key}`, system, text, number, seed.companyA],
    );
    ids[key] = row.id as string;
  }
  await owner(migration);
});
afterAll(() => server?.close());

describe("migration 000063: one client number", () => {
  it("keeps the number the DATEV export used and derives the Mandantennummer from the one client number", async () => {
    const rows = await owner(
      "select id, accounting_system_client_no as text, datev_client_number as number from app_public.client_companies where id = any($1::uuid[])",
      [Object.values(ids)],
    );
    const of = (key: string) => {
      const row = rows.find((r) => r.id === ids[key])!;
      return [row.text, row.number];
    };
    expect(of("onlyDatev")).toEqual(["55003", 55003]);
    // The admin form's number was already set: it stays (and now reaches the export).
    expect(of("both")).toEqual(["10042", 10042]);
    // A DATEV company's text that is no Mandantennummer gives way to the number the export used.
    expect(of("textNoNumber")).toEqual(["4711", 4711]);
    expect(of("leadingZeros")).toEqual(["10001", 10001]);
    expect(of("bmdText")).toEqual(["KD-4711/A", null]);
    expect(of("bmdNumber")).toEqual(["77", null]);
    expect(of("none")).toEqual([null, null]);
  });

  it("leaves no DATEV column that can be written apart from the client number", async () => {
    const [column] = await owner(
      `select attgenerated from pg_attribute
       where attrelid = 'app_public.client_companies'::regclass and attname = 'datev_client_number'`,
    );
    expect(column.attgenerated).toBe("s");
    await owner("update app_public.client_companies set accounting_system_client_no = '20077' where id = $1", [
      ids.onlyDatev,
    ]);
    expect(
      (await owner("select datev_client_number from app_public.client_companies where id = $1", [ids.onlyDatev]))[0]
        .datev_client_number,
    ).toBe(20077);
    await expect(
      owner("update app_public.client_companies set accounting_system_client_no = '123456' where id = $1", [
        ids.onlyDatev,
      ]),
    ).rejects.toMatchObject({ constraint: "client_companies_accounting_system_client_no_datev" });
  });
});
