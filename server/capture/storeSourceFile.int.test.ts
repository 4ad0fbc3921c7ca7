import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asCompanyAutomation } from "../db/asCompanyAutomation.ts";
import { asUser } from "../db/asUser.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeTextPdf } from "../test/badInputs.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { storeSourceFile } from "./storeSourceFile.ts";

/**
 * The one way into capture as the company's automation (e-mail, integrations): row-level
 * security holds it to its company, a provider's id imports once, and only the automation may
 * name a mail or a provider's id.
 */
describe("storeSourceFile as the company's automation", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let blobs: BlobStore;
  let categoryA: string;
  let categoryB: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    blobs = new BlobStore(server.blobDir);
    const category = async (company: string) =>
      (
        await server.ownerPool.query<{ id: string }>(
          "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
          [company],
        )
      ).rows[0]!.id;
    categoryA = await category(fx.companyA);
    categoryB = await category(fx.companyB);
    pdf = await makeTextPdf(["Rechnung 4711", "Summe 119,00 EUR"]);
  });
  afterAll(() => server?.close());

  const write = () => blobs.writeStream(Readable.from([Buffer.from(pdf)]), { maxBytes: 10_000_000 });

  it("stores an imported file once per provider id, in a review group of origin INTEGRATION", async () => {
    const store = async () =>
      asCompanyAutomation(server.ownerPool, fx.companyA, async (db) =>
        storeSourceFile(db, blobs, {
          clientCompanyId: fx.companyA,
          categoryId: categoryA,
          name: "rechnung.pdf",
          written: await write(),
          origin: "INTEGRATION",
          groupKey: "sandbox:run-1",
          externalId: "sandbox:doc-1",
          defaultQuotaBytes: 100_000_000,
        }),
      );
    const first = await store();
    expect(first).toMatchObject({ name: "rechnung.pdf", status: "QUEUED" });
    const again = await store();
    expect(again).toMatchObject({ alreadyImported: true, rowId: (first as { rowId: string }).rowId });
    const { rows } = await server.ownerPool.query(
      `select f.uploaded_by_user_id, g.origin::text as origin from app_public.source_files f
         join app_public.review_groups g on g.id = f.review_group_id where f.external_id = 'sandbox:doc-1'`,
    );
    expect(rows).toEqual([{ uploaded_by_user_id: null, origin: "INTEGRATION" }]);
  });

  it("never stores into another company: the automation of A cannot write B's files", async () => {
    const written = await write();
    await expect(
      asCompanyAutomation(server.ownerPool, fx.companyA, (db) =>
        storeSourceFile(db, blobs, {
          clientCompanyId: fx.companyB,
          categoryId: categoryB,
          name: "fremd.pdf",
          written,
          origin: "EMAIL",
          groupKey: "email:x",
          defaultQuotaBytes: 100_000_000,
        }),
      ),
    ).rejects.toThrow(/row-level security/);
    await blobs.discard(written);
  });

  it("refuses a person who names a provider's id (only the automation imports)", async () => {
    const written = await write();
    const { session } = await server.app.sessions.create(fx.userA);
    await expect(
      asUser(server.authPool, session, (db) =>
        storeSourceFile(db, blobs, {
          clientCompanyId: fx.companyA,
          categoryId: categoryA,
          name: "upload.pdf",
          written,
          origin: "UPLOAD",
          groupKey: fx.userA,
          externalId: "forged",
          defaultQuotaBytes: 100_000_000,
        }),
      ),
    ).rejects.toThrow(/row-level security/);
    await blobs.discard(written);
  });
});
