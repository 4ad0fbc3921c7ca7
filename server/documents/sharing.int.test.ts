import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";
import { appFetch } from "../test/http.ts";

// Sharing a document: by e-mail with a colleague or an external person, or through a public
// link whose token opens a session at /share/<token>; what the share's user can then read
// (the document, its details, pages and history — nothing else), and that revoking ends it.

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let fxB: ListFixture;
// The seeded documents' ids by key.
let A: { shared: string; secret: string; old: string };
let B: { b: string };
const cookie: Record<string, string> = {};
let viewer: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "shared", type: "INCOMING_INVOICE", partner: "Müller Sanitär GmbH", invoiceNumber: "RE-1", total: "119.00" },
    { key: "secret", type: "INCOMING_INVOICE", invoiceNumber: "RE-2", total: "50.00" },
    { key: "old", type: "INCOMING_INVOICE", invoiceNumber: "RE-0", total: "5.00", superseded: true },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-B" },
  ]);
  A = fx.ids as typeof A;
  B = fxB.ids as typeof B;
  const { rows } = await server.ownerPool.query<{ id: string }>(
    "insert into app_public.users (email, first_name, last_name) values ('viewer@test.example', 'Vera', 'Viewer') returning id",
  );
  viewer = rows[0]!.id;
  await server.ownerPool.query(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
    [viewer, seed.companyA],
  );
  cookie.A = await server.signIn(seed.userA);
  cookie.B = await server.signIn(seed.userB);
  cookie.VIEWER = await server.signIn(viewer);
});
afterAll(async () => server?.close());

const gql = async (query: string, variables: Record<string, unknown>, who?: string) =>
  (await server.graphql({ query, variables }, who ? (cookie[who] ?? who) : undefined)).json;
const codeOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.code;

const SHARE = `mutation ($id: UUID!, $email: String!) { shareDocument(input: {documentRowId: $id, email: $email}) { result { rowId user { email isExternal } } } }`;
const LINK = `mutation ($id: UUID!) { createDocumentPublicLink(input: {documentRowId: $id}) { result { shareRowId token } } }`;
const REVOKE = `mutation ($id: UUID!) { revokeDocumentShare(input: {shareRowId: $id}) { result } }`;
const DETAILS = `query ($id: UUID!) {
  documentExists(documentRowId: $id)
  documentShareWithdrawn(documentRowId: $id)
  currentUser { isExternal isExternalPublicLink }
  document(rowId: $id) { rowId canCurrentUserChange canCurrentUserComment canCurrentUserShare
    invoice { invoiceNumber total } historyEntries { totalCount } pageImages { totalCount } }
}`;

async function openLink(token: string, sessionCookie?: string) {
  const res = await appFetch(`${server.url}/share/${token}`, {
    redirect: "manual",
    headers: sessionCookie ? { cookie: sessionCookie } : {},
  });
  const setCookie = res.headers.get("set-cookie");
  return { status: res.status, location: res.headers.get("location"), cookie: setCookie?.split(";")[0] ?? null };
}

async function enableSharingFeature(on: boolean) {
  await server.ownerPool.query(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, $2 from app_public.features where name = 'SHARE_DOCUMENT'
     on conflict (client_company_id, feature_id) do update set active = excluded.active`,
    [seed.companyA, on],
  );
}

describe("public links", () => {
  it("needs the documentShare feature and documents-manage access", async () => {
    await enableSharingFeature(false);
    expect(codeOf(await gql(LINK, { id: A.shared }, "A"))).toBe("DOCUMENT_SHARE_FEATURE_OFF");
    await enableSharingFeature(true);
    expect(codeOf(await gql(LINK, { id: A.shared }, "VIEWER"))).toBe("DOCUMENT_SHARE_FORBIDDEN");
    expect(codeOf(await gql(LINK, { id: A.shared }, "B"))).toBe("DOCUMENT_NOT_FOUND");
    expect(codeOf(await gql(LINK, { id: A.old }, "A"))).toBe("DOCUMENT_SUPERSEDED");
  });

  it("opens the shared document only, read-only, until revoked", async () => {
    const created = await gql(LINK, { id: A.shared }, "A");
    expect(created.errors).toBeUndefined();
    const { shareRowId, token } = (
      created.data?.createDocumentPublicLink as { result: { shareRowId: string; token: string } }
    ).result;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const opened = await openLink(token);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/documents/${A.shared}`);
    expect(opened.cookie).toBeTruthy();
    const link = opened.cookie!;

    const seen = await gql(DETAILS, { id: A.shared }, link);
    expect(seen.errors).toBeUndefined();
    expect(seen.data).toMatchObject({
      documentExists: true,
      documentShareWithdrawn: false,
      currentUser: { isExternal: true, isExternalPublicLink: true },
      document: {
        rowId: A.shared,
        canCurrentUserChange: false,
        canCurrentUserComment: false,
        canCurrentUserShare: false,
        invoice: { invoiceNumber: "RE-1", total: "119.00" },
      },
    });
    expect(
      (seen.data?.document as { historyEntries: { totalCount: number } }).historyEntries.totalCount,
    ).toBeGreaterThan(0);

    // Nothing else: another document of the company, the company, its partners, the list.
    const other = await gql(DETAILS, { id: A.secret }, link);
    // Never shared with them: not available, not "access withdrawn".
    expect(other.data).toMatchObject({ documentExists: true, documentShareWithdrawn: false, document: null });
    const around = await gql(
      `query ($c: UUID!) { clientCompany(rowId: $c) { rowId } partnerCompanies { totalCount } documents { totalCount }
        documentsList(clientCompanyRowId: $c) { totalCount } }`,
      { c: seed.companyA },
      link,
    );
    expect(around.data).toMatchObject({
      clientCompany: null,
      partnerCompanies: { totalCount: 0 },
      documents: { totalCount: 1 },
      documentsList: { totalCount: 0 },
    });
    // and no changes
    const change = await gql(
      `mutation ($id: UUID!) { updateInvoice(input: {documentRowId: $id, patch: {invoiceNumber: "x"}}) { invoice { invoiceNumber } } }`,
      { id: A.shared },
      link,
    );
    expect((change.data?.updateInvoice ?? { invoice: null }) as Record<string, unknown>).toEqual({ invoice: null });
    const stored = await server.ownerPool.query(
      "select invoice_number from app_public.invoices where document_id = $1",
      [A.shared],
    );
    expect(stored.rows).toEqual([{ invoice_number: "RE-1" }]);
    const comment = await gql(
      `mutation ($id: UUID!) { createComment(input: {documentRowId: $id, messageParts: [{type: "TEXT", text: "hi"}]}) { result { rowId } } }`,
      { id: A.shared },
      link,
    );
    expect(codeOf(comment)).toBe("COMMENT_FORBIDDEN");

    // The company sees whom it shared with.
    const shared = await gql(
      `query ($id: UUID!) { document(rowId: $id) { sharedWith { totalCount nodes { isExternalPublicLink } } shares { nodes { rowId isPublicLink } } } }`,
      { id: A.shared },
      "A",
    );
    expect(shared.data?.document).toEqual({
      sharedWith: { totalCount: 1, nodes: [{ isExternalPublicLink: true }] },
      shares: { nodes: [{ rowId: shareRowId, isPublicLink: true }] },
    });

    // Revoking ends access at once, for the existing session too, and the link.
    expect((await gql(REVOKE, { id: shareRowId }, "A")).data?.revokeDocumentShare).toEqual({ result: shareRowId });
    const after = await gql(DETAILS, { id: A.shared }, link);
    expect(after.data?.document ?? null).toBeNull();
    expect(after.data?.documentShareWithdrawn).toBe(true);
    // Someone else's revoked share tells nobody else anything.
    expect((await gql(DETAILS, { id: A.shared }, "B")).data?.documentShareWithdrawn).toBe(false);
    expect((await openLink(token)).status).toBe(404);
    const history = await server.ownerPool.query(
      "select type::text from app_public.document_history_entries where document_id = $1 and type::text in ('SHARED', 'UNSHARED') order by created_at",
      [A.shared],
    );
    expect(history.rows.map((r) => r.type)).toEqual(["SHARED", "UNSHARED"]);
  });

  it("replaces the token when a new link is made: the old link stops working", async () => {
    const first = (await gql(LINK, { id: A.secret }, "A")).data?.createDocumentPublicLink as {
      result: { token: string };
    };
    const second = (await gql(LINK, { id: A.secret }, "A")).data?.createDocumentPublicLink as {
      result: { token: string };
    };
    expect(second.result.token).not.toBe(first.result.token);
    expect((await openLink(first.result.token)).status).toBe(404);
    expect((await openLink(second.result.token)).status).toBe(302);
  });

  it("refuses malformed and unknown tokens with a page, not an error", async () => {
    for (const token of ["abc", "0".repeat(64), "<script>", "x".repeat(500)]) {
      const res = await appFetch(`${server.url}/share/${encodeURIComponent(token)}`, {
        redirect: "manual",
        headers: { "accept-language": "en" },
      });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Link not valid");
    }
  });

  describe("opened while someone else is signed in", () => {
    const linkTo = async (id: string) =>
      ((await gql(LINK, { id }, "A")).data?.createDocumentPublicLink as { result: { token: string } }).result.token;
    const who = async (c: string) =>
      (await gql("{ currentUser { rowId isExternalPublicLink } }", {}, c)).data?.currentUser as {
        rowId: string;
        isExternalPublicLink: boolean;
      } | null;
    const confirm = (token: string, body: string, headers: Record<string, string>) =>
      fetch(`${server.url}/share/${token}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });

    it("asks first, then swaps the session only after the confirmation was posted from our page", async () => {
      const token = await linkTo(A.secret);
      const own = await server.signIn(seed.userB); // a person of another company
      const page = await appFetch(`${server.url}/share/${token}`, {
        redirect: "manual",
        headers: { cookie: own },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get("set-cookie")).toBeNull();
      const html = await page.text();
      expect(html).toMatch(/Sie sind als .+ angemeldet\. Dieser Link öffnet einen geteilten Beleg als externer Zugang/);
      expect(html).toContain(`<form method="post" action="/share/${token}">`);
      expect(html).toContain('href="/"');
      // Nothing changed yet: the session is still the person's own.
      expect((await who(own))?.rowId).toBe(seed.userB);
      const confirmation = /name="confirmation" value="([^"]+)"/.exec(html)![1]!;
      const body = `confirmation=${confirmation}`;

      // Another site's page, a post without Origin, another session or a wrong value: refused.
      expect((await confirm(token, body, { cookie: own, origin: "https://evil.example" })).status).toBe(403);
      expect((await confirm(token, body, { cookie: own })).status).toBe(403);
      const otherSession = await server.signIn(seed.userB);
      expect((await confirm(token, body, { cookie: otherSession, origin: server.url })).status).toBe(400);
      expect((await confirm(token, "confirmation=x", { cookie: own, origin: server.url })).status).toBe(400);
      expect(
        (
          await confirm(token, JSON.stringify({ confirmation }), {
            cookie: own,
            origin: server.url,
            "content-type": "application/json",
          })
        ).status,
      ).toBe(400);
      expect((await who(own))?.rowId).toBe(seed.userB);

      const swapped = await confirm(token, body, { cookie: own, origin: server.url });
      expect(swapped.status).toBe(303);
      expect(swapped.headers.get("location")).toBe(`/documents/${A.secret}`);
      const external = swapped.headers.get("set-cookie")!.split(";")[0]!;
      expect((await who(external))?.isExternalPublicLink).toBe(true);
      // The person's own session in this browser has ended; the confirmation works once only.
      expect(await who(own)).toBeNull();
      const again = await confirm(token, body, { cookie: otherSession, origin: server.url });
      expect(again.status).toBe(400);
    });

    it("changes nothing when the person goes back to the app, and speaks English to English users", async () => {
      const token = await linkTo(A.secret);
      await server.ownerPool.query("update app_public.users set language = 'en' where id = $1", [seed.userB]);
      const own = await server.signIn(seed.userB);
      const page = await appFetch(`${server.url}/share/${token}`, { redirect: "manual", headers: { cookie: own } });
      const html = await page.text();
      expect(html).toMatch(/You are signed in as .+\. This link opens a shared document as external access/);
      expect(html).toContain("Back to Belegwerk");
      await server.ownerPool.query("update app_public.users set language = 'de' where id = $1", [seed.userB]);
      // Going back is a plain link to the app: the session is untouched.
      expect((await who(own))?.rowId).toBe(seed.userB);
    });

    it("without a session opens the link at once, as before", async () => {
      const opened = await openLink(await linkTo(A.secret));
      expect(opened.status).toBe(302);
      expect(opened.location).toBe(`/documents/${A.secret}`);
      expect(opened.cookie).not.toBeNull();
    });
  });

  it("keeps the session of a colleague who opens the link", async () => {
    const made = (await gql(LINK, { id: A.secret }, "A")).data?.createDocumentPublicLink as {
      result: { token: string };
    };
    const opened = await openLink(made.result.token, cookie.VIEWER);
    expect(opened.status).toBe(302);
    expect(opened.cookie).toBeNull();
  });
});

describe("sharing by e-mail", () => {
  it("validates the address and refuses oneself and duplicates", async () => {
    expect(codeOf(await gql(SHARE, { id: A.shared, email: "not-an-address" }, "A"))).toBe("INVALID_EMAIL");
    expect(codeOf(await gql(SHARE, { id: A.shared, email: " A@TEST.example " }, "A"))).toBe(
      "CANNOT_SHARE_WITH_YOURSELF",
    );
    const ok = await gql(SHARE, { id: A.shared, email: "steuer@kanzlei.example" }, "A");
    expect(ok.data?.shareDocument).toMatchObject({
      result: { user: { email: "steuer@kanzlei.example", isExternal: true } },
    });
    expect(codeOf(await gql(SHARE, { id: A.shared, email: "Steuer@Kanzlei.example" }, "A"))).toBe("ALREADY_SHARED");
    expect(codeOf(await gql(SHARE, { id: B.b, email: "x@y.example" }, "A"))).toBe("DOCUMENT_NOT_FOUND");
    expect(codeOf(await gql(SHARE, { id: A.shared, email: "x@y.example" }, "VIEWER"))).toBe("DOCUMENT_SHARE_FORBIDDEN");
  });

  it("notifies a colleague in the app", async () => {
    const json = await gql(SHARE, { id: A.shared, email: "viewer@test.example" }, "A");
    expect(json.data?.shareDocument).toMatchObject({
      result: { user: { email: "viewer@test.example", isExternal: false } },
    });
    const { rows } = await server.ownerPool.query(
      "select type::text, actor_user_id from app_public.notifications where user_id = $1 and document_id = $2",
      [viewer, A.shared],
    );
    expect(rows).toEqual([{ type: "DOCUMENT_SHARED", actor_user_id: seed.userA }]);
  });

  it("lets the external person read the document after signing in through their link", async () => {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select s.id from app_public.document_shares s join app_public.users u on u.id = s.user_id where u.email = 'steuer@kanzlei.example'",
    );
    const { renewShareLink } = await import("../auth/shareLinks.ts");
    const token = await renewShareLink(server.ownerPool, rows[0]!.id);
    const opened = await openLink(token);
    expect(opened.status).toBe(302);
    const seen = await gql(DETAILS, { id: A.shared }, opened.cookie!);
    expect(seen.data).toMatchObject({
      currentUser: { isExternal: true, isExternalPublicLink: false },
      document: { rowId: A.shared },
    });
    // The original file is theirs to download too (the file route reads source_files under RLS).
    const { rows: files } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, status, document_id)
       select d.client_company_id, d.category_id, 'RE-1.pdf', 'PDF', 'application/pdf', 10, repeat('d', 64), 'DONE', d.id
       from app_public.documents d where d.id = $1 returning id`,
      [A.shared],
    );
    await server.ownerPool.query("update app_public.documents set source_file_id = $2 where id = $1", [
      A.shared,
      files[0]!.id,
    ]);
    const original = await gql(
      `query ($id: UUID!) { document(rowId: $id) { sourceFile { name } } }`,
      { id: A.shared },
      opened.cookie!,
    );
    expect(original.data?.document).toEqual({ sourceFile: { name: "RE-1.pdf" } });
    const fileRows = await gql(`{ sourceFiles { nodes { name } } }`, {}, opened.cookie!);
    expect(fileRows.data?.sourceFiles).toEqual({ nodes: [{ name: "RE-1.pdf" }] });
    // The company sees the external person's name and address; the external person sees who shared.
    const people = await gql(
      `query ($id: UUID!) { document(rowId: $id) { shares { nodes { user { email } sharedBy { fullName } } } } }`,
      { id: A.shared },
      opened.cookie!,
    );
    expect(people.data?.document).toEqual({
      shares: { nodes: [{ user: { email: "steuer@kanzlei.example" }, sharedBy: { fullName: "Anna Test" } }] },
    });
  });
});
