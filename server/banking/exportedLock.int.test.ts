import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// GoBD for money transactions: once exported for booking, the database refuses changing the
// transaction's amount, dates, account, category or status, deleting it, and adding, changing or
// removing its links to documents (MONEY_TRANSACTION_EXPORTED_LOCKED). Other bookkeeping (the
// purpose text) stays open; undoing the export (clearing the mark) unlocks it.

let server: TestServer;
let seed: TwoCompanies;
const ids: Record<string, string> = {};
const owner = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;

async function refused(sql: string, params: unknown[] = []) {
  const error = await owner(sql, params).then(
    () => null,
    (e: Error) => e,
  );
  return error?.message ?? null;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const [account] = await owner(
    "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Girokonto', 'DE89370400440532013000') returning id",
    [seed.companyA],
  );
  const [category] = await owner(
    "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Eingang') returning id",
    [seed.companyA],
  );
  const docs = await owner(
    "insert into app_public.documents (client_company_id, category_id, type, title) select $1, $2, 'INCOMING_INVOICE', 'R' || n from generate_series(1, 2) n returning id",
    [seed.companyA, category.id],
  );
  ids.doc1 = docs[0].id;
  ids.doc2 = docs[1].id;
  const [t] = await owner(
    `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, fingerprint)
     values ($1, $2, 'SYNC', date '2026-01-15', -119.00, 'EUR', 'Rechnung R1', 'lock-1') returning id`,
    [seed.companyA, account.id],
  );
  ids.transaction = t.id;
  const [link] = await owner(
    "insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source) values ($1, $2, $3, 119.00, 'MANUAL') returning id",
    [seed.companyA, t.id, ids.doc1],
  );
  ids.link = link.id;
  await owner("update app_public.money_transactions set exported_for_booking_at = now() where id = $1", [t.id]);
});
afterAll(async () => server?.close());

describe("an exported money transaction", () => {
  it("refuses changes of amount, dates, category and status", async () => {
    for (const change of [
      "amount = -100",
      "booking_date = date '2026-01-16'",
      "value_date = date '2026-01-16'",
      "status = 'PENDING'",
      "currency = 'USD'",
    ]) {
      expect(await refused(`update app_public.money_transactions set ${change} where id = $1`, [ids.transaction])).toBe(
        "MONEY_TRANSACTION_EXPORTED_LOCKED",
      );
    }
    const [row] = await owner("select amount, booking_date::text from app_public.money_transactions where id = $1", [
      ids.transaction,
    ]);
    expect(row).toEqual({ amount: "-119.00", booking_date: "2026-01-15" });
  });

  it("refuses deleting it and adding, changing or removing its links", async () => {
    expect(await refused("delete from app_public.money_transactions where id = $1", [ids.transaction])).toBe(
      "MONEY_TRANSACTION_EXPORTED_LOCKED",
    );
    expect(
      await refused(
        "insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source) values ($1, $2, $3, 1, 'MANUAL')",
        [seed.companyA, ids.transaction, ids.doc2],
      ),
    ).toBe("MONEY_TRANSACTION_EXPORTED_LOCKED");
    expect(
      await refused("update app_public.money_transaction_documents set amount = 100 where id = $1", [ids.link]),
    ).toBe("MONEY_TRANSACTION_EXPORTED_LOCKED");
    expect(await refused("delete from app_public.money_transaction_documents where id = $1", [ids.link])).toBe(
      "MONEY_TRANSACTION_EXPORTED_LOCKED",
    );
  });

  it("keeps other fields open, and is unlocked when the export is undone", async () => {
    expect(
      await refused("update app_public.money_transactions set purpose = 'Rechnung R1 (bezahlt)' where id = $1", [
        ids.transaction,
      ]),
    ).toBeNull();
    expect(
      await refused("update app_public.money_transactions set exported_for_booking_at = null where id = $1", [
        ids.transaction,
      ]),
    ).toBeNull();
    expect(
      await refused("update app_public.money_transactions set amount = -100 where id = $1", [ids.transaction]),
    ).toBeNull();
    expect(await refused("delete from app_public.money_transaction_documents where id = $1", [ids.link])).toBeNull();
  });
});
