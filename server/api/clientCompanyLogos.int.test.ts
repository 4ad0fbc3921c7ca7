import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_COMPANY_LOGO_MAX_BYTES } from "../../src/lib/clientCompanyLogo.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The logo of a client company's branding: uploaded by super admins only, typed by its bytes,
// size-limited, kept in the blob store (the sweep keeps it) and served to the company's members.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("client company logos: /api/client-company-logo", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  let superAdmin: string;
  let adminA: string;
  let adminB: string;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    seed = await seedTwoCompanies(server.ownerPool);
    superAdmin = await server.signIn(seed.superAdmin);
    adminA = await server.signIn(seed.userA);
    adminB = await server.signIn(seed.userB);
  });
  afterAll(() => server?.close());

  const upload = async (cookie: string, bytes: Uint8Array, clientCompanyRowId = seed.companyA) => {
    const form = new FormData();
    form.set("clientCompanyRowId", clientCompanyRowId);
    form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "logo.png");
    const res = await appFetch(`${server.url}/api/client-company-logo`, {
      method: "POST",
      headers: { cookie, "accept-language": "en" },
      body: form,
    });
    return { status: res.status, json: (await res.json()) as { error?: { code: string; message: string } } };
  };
  const fetchLogo = (cookie: string, id = seed.companyA) =>
    appFetch(`${server.url}/api/client-company-logo/${id}`, { headers: { cookie } });
  const stored = async () =>
    (
      await server.ownerPool.query(
        "select logo_sha256, logo_content_type from app_public.client_companies where id = $1",
        [seed.companyA],
      )
    ).rows[0];

  it("refuses everyone but super admins, and changes nothing", async () => {
    expect((await upload(adminA, PNG)).json.error?.code).toBe("SUPER_ADMIN_ONLY");
    const res = await appFetch(`${server.url}/api/client-company-logo/${seed.companyA}`, {
      method: "DELETE",
      headers: { cookie: adminA },
    });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual({ logo_sha256: null, logo_content_type: null });
  });

  it("refuses files that are no image, empty or too large, with a translated reason", async () => {
    const pdf = await upload(superAdmin, Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"));
    expect(pdf).toMatchObject({ status: 415, json: { error: { code: "LOGO_UNSUPPORTED_TYPE" } } });
    expect(pdf.json.error?.message).toBe("The logo must be a PNG, JPEG or WebP image.");
    const svg = await upload(superAdmin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'));
    expect(svg.json.error?.code).toBe("LOGO_UNSUPPORTED_TYPE");
    expect((await upload(superAdmin, new Uint8Array(0))).json.error?.code).toBe("EMPTY_FILE");
    const big = new Uint8Array(CLIENT_COMPANY_LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect((await upload(superAdmin, big)).status).toBe(413);
    expect((await upload(superAdmin, PNG, "00000000-0000-4000-8000-000000000000")).json.error?.code).toBe(
      "CLIENT_COMPANY_NOT_FOUND",
    );
    expect(await stored()).toEqual({ logo_sha256: null, logo_content_type: null });
  });

  it("stores a super admin's PNG and serves it to the company's members only", async () => {
    expect((await upload(superAdmin, PNG)).status).toBe(201);
    const row = await stored();
    expect(row).toEqual({ logo_sha256: expect.stringMatching(/^[0-9a-f]{64}$/), logo_content_type: "image/png" });
    const { rows } = await server.ownerPool.query("select app_private.referenced_blobs(array[$1]) as sha", [
      row!.logo_sha256,
    ]);
    expect(rows).toEqual([{ sha: row!.logo_sha256 }]);

    const res = await fetchLogo(adminA);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetchLogo(superAdmin)).status).toBe(200);
    expect((await fetchLogo(adminB)).status).toBe(404);
    expect((await fetchLogo(adminA, seed.companyB)).status).toBe(404);

    const gone = await appFetch(`${server.url}/api/client-company-logo/${seed.companyA}`, {
      method: "DELETE",
      headers: { cookie: superAdmin },
    });
    expect(gone.status).toBe(204);
    expect((await fetchLogo(adminA)).status).toBe(404);
  });
});
