/**
 * Owner views that stand for a table (`app_hidden.<table>_rows`, read by functions that return
 * `setof app_public.<table>`) are written as `select t.*`, which PostgreSQL expands once, when the
 * view is created. A column added to the table later is missing from the view until it is made
 * again, and every function returning the table's rows from it then fails ("return type
 * mismatch"). This keeps each such view's columns equal to its table's, in order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
});
afterAll(() => server?.close());

const columnsOf = async (schema: string, relation: string) =>
  (
    await server.ownerPool.query<{ name: string; type: string }>(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [schema, relation],
    )
  ).rows;

describe("owner views of a table", () => {
  it("carry every column of their table, in the table's order", async () => {
    const { rows: views } = await server.ownerPool.query<{ view: string; table: string }>(
      `select v.relname as view, t.relname as table
         from pg_class v join pg_namespace vn on vn.oid = v.relnamespace
         join pg_class t on t.relname = left(v.relname, -length('_rows')) and t.relkind = 'r'
         join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = 'app_public'
        where vn.nspname = 'app_hidden' and v.relkind = 'v' and v.relname like '%\\_rows'`,
    );
    expect(views.map((row) => row.view)).toContain("money_transactions_rows");
    for (const { view, table } of views) {
      expect(await columnsOf("app_hidden", view), `app_hidden.${view} against app_public.${table}`).toEqual(
        await columnsOf("app_public", table),
      );
    }
  });
});
