import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The documents' history of changes is written once per UPDATE statement (the export job marks
// thousands of documents in one statement): the same entries as before, one per changed value
// and document, with the export's id and an undo's reason; unchanged rows write nothing.

let server: TestServer;
let seed: TwoCompanies;
const owner = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
});
afterAll(async () => server?.close());

async function documents(count: number) {
  const [category] = await owner(
    "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Eingang ' || gen_random_uuid()) returning id",
    [seed.companyA],
  );
  const rows = await owner(
    "insert into app_public.documents (client_company_id, category_id, type, title) select $1, $2, 'INCOMING_INVOICE', 'Beleg ' || n from generate_series(1, $3::int) n returning id",
    [seed.companyA, category.id, count],
  );
  return rows.map((r) => r.id as string);
}

const history = (ids: string[], type: string) =>
  owner(
    "select document_id, type, user_id, payload from app_public.document_history_entries where document_id = any($1) and type = $2 order by document_id",
    [ids, type],
  );

describe("document history per statement", () => {
  it("is written by a statement-level trigger", async () => {
    const [trigger] = await owner(
      "select (tgtype & 1) = 1 as per_row from pg_trigger where tgrelid = 'app_public.documents'::regclass and tgname = '_410_history_changes'",
    );
    expect(trigger).toEqual({ per_row: false });
  });

  it("marking many documents exported in one statement writes one EXPORTED entry each, naming the export and the user", async () => {
    const ids = await documents(50);
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      await client.query(
        "select set_config('app.user_id', $1, true), set_config('app.export_row_id', '00000000-0000-4000-8000-000000000001', true)",
        [seed.userA],
      );
      await client.query("update app_public.documents set exported_for_booking_at = now() where id = any($1)", [ids]);
      // A second statement that changes nothing of the history's values writes nothing.
      await client.query("update app_public.documents set title = title where id = any($1)", [ids]);
      await client.query("commit");
    } finally {
      client.release();
    }
    const entries = await history(ids, "EXPORTED");
    expect(entries).toHaveLength(50);
    expect(new Set(entries.map((e) => e.document_id)).size).toBe(50);
    for (const e of entries) {
      expect(e.user_id).toBe(seed.userA);
      expect(e.payload).toEqual({ exportRowId: "00000000-0000-4000-8000-000000000001" });
    }
    const all = await owner(
      "select count(*)::int as n from app_public.document_history_entries where document_id = any($1) and type <> 'IMPORTED'",
      [ids],
    );
    expect(all[0].n).toBe(50);
  });

  it("writes archived, category and superseded entries of one statement per changed document only", async () => {
    const ids = await documents(3);
    const [other] = await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Andere') returning id, name",
      [seed.companyA],
    );
    await owner(
      `update app_public.documents set
         archived = (id = $1),
         category_id = case when id = $2 then $4::uuid else category_id end
       where id = any($3)`,
      [ids[0], ids[1], ids, other.id],
    );
    expect((await history(ids, "ARCHIVED")).map((e) => e.document_id)).toEqual([ids[0]]);
    const changed = await history(ids, "CATEGORY_CHANGED");
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ document_id: ids[1], payload: { nextCategory: "Andere" } });
    await owner("update app_public.documents set archived = false where id = $1", [ids[0]]);
    expect(await history(ids, "UNARCHIVED")).toHaveLength(1);
  });
});
