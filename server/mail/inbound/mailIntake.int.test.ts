/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { connect } from "node:net";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTextPdf } from "../../test/badInputs.ts";
import { appFetch } from "../../test/http.ts";
import { seedTwoCompanies, type TwoCompanies } from "../../test/fixtures.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * Documents by e-mail through a real SMTP connection (nodemailer → the inbound server of the
 * web process → storeSourceFile as the company → the worker's capture): the right company and
 * category, nothing across companies, duplicates, refusals with their SMTP answers and log
 * entries, ignored loops and auto-replies, malformed and oversized messages.
 */
describe("documents by e-mail", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookieA: string;
  let port: number;
  let incomingA: string;
  let otherA: string;
  let incomingB: string;
  let partnerA: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    server = await startTestServer({
      worker: true,
      persistedOnly: false,
      mailInbound: true,
      env: { MAIL_INBOUND_DOMAIN: "belege.test", MAIL_INBOUND_MAX_MEGABYTES: "1", UPLOAD_MAX_MEGABYTES: "2" },
    });
    port = server.app.mailInboundPort()!;
    fx = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(fx.userA);
    const q = server.ownerPool.query.bind(server.ownerPool);
    await q("update app_public.client_companies set email_alias = 'alpha' where id = $1", [fx.companyA]);
    await q("update app_public.client_companies set email_alias = 'beta' where id = $1", [fx.companyB]);
    const category = async (company: string, type: string) =>
      (
        await q(
          "select id from app_public.document_categories where client_company_id = $1 and document_type = $2 order by sort_index, name limit 1",
          [company, type],
        )
      ).rows[0]!.id as string;
    incomingA = await category(fx.companyA, "INCOMING_INVOICE");
    otherA = await category(fx.companyA, "OTHER_DOCUMENT");
    incomingB = await category(fx.companyB, "INCOMING_INVOICE");
    await q("update app_public.document_categories set email_alias = 'sonstiges' where id = $1", [otherA]);
    partnerA = (
      await q(
        "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Lieferant GmbH') returning id",
        [fx.companyA],
      )
    ).rows[0]!.id;
    await q(
      `insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, email, vat_id_no)
       values ($1, $2, true, 'buchhaltung@lieferant.example', 'DE999999999')`,
      [fx.companyA, partnerA],
    );
    pdf = await makeTextPdf(["Lieferant GmbH", "Rechnung R-2024-17", "Summe 238,00 EUR"]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const transport = () =>
    nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, pool: false });

  async function send(message: SendMailOptions) {
    try {
      const info = await transport().sendMail(message);
      return { ok: true as const, response: info.response, messageId: info.messageId };
    } catch (error) {
      const e = error as { responseCode?: number; response?: string };
      return { ok: false as const, code: e.responseCode, response: e.response ?? String(error) };
    }
  }

  const invoiceMail = (to: string, extra: Partial<SendMailOptions> = {}) => ({
    from: "Lieferant Rechnungen <rechnungen@lieferant.example>",
    to,
    subject: "Ihre Rechnung R-2024-17",
    text: "Anbei die Rechnung.",
    attachments: [{ filename: "R-2024-17.pdf", content: Buffer.from(pdf), contentType: "application/pdf" }],
    ...extra,
  });

  async function filesOfMail(messageId: string) {
    const { rows } = await server.ownerPool.query(
      `select f.id, f.client_company_id, f.category_id, f.name, f.status, f.uploaded_by_user_id, g.origin::text as origin,
              e.outcome::text as outcome, e.sender, e.receiver
         from app_public.inbound_emails e
         join app_public.source_files f on f.inbound_email_id = e.id
         left join app_public.review_groups g on g.id = f.review_group_id
        where e.message_id = $1 order by f.name`,
      [messageId],
    );
    return rows;
  }

  async function logOf(messageId: string) {
    const { rows } = await server.ownerPool.query(
      "select client_company_id, outcome::text as outcome, reason, reason_detail, accepted_count from app_public.inbound_emails where message_id = $1",
      [messageId],
    );
    return rows;
  }

  async function waitForFile(id: string, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await server.ownerPool.query(
        "select status, document_id, duplicate_document_id from app_public.source_files where id = $1",
        [id],
      );
      if (rows[0] && ["DONE", "FAILED", "DUPLICATE"].includes(rows[0].status)) return rows[0];
      if (Date.now() > until) throw new Error(`source file ${id} still ${rows[0]?.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("turns a mailed PDF into a document of the company's incoming-invoice category, with its sender recognised as partner", async () => {
    const sent = await send(invoiceMail("alpha@belege.test"));
    expect(sent).toMatchObject({ ok: true });
    const files = await filesOfMail(sent.messageId!);
    expect(files).toEqual([
      expect.objectContaining({
        client_company_id: fx.companyA,
        category_id: incomingA,
        name: "R-2024-17.pdf",
        uploaded_by_user_id: null,
        origin: "EMAIL",
        outcome: "ACCEPTED",
        sender: "rechnungen@lieferant.example",
        receiver: "alpha@belege.test",
      }),
    ]);
    const done = await waitForFile(files[0].id);
    expect(done.status).toBe("DONE");
    const { json } = await server.graphql(
      {
        query: `query($id: UUID!) { document(rowId: $id) {
          sourceEmail { sender receiver subject }
          sourceEmailPartner { rowId name }
          sourceEmailSenderIsPartner sourceEmailSenderIsClient
          reviewGroup { origin } } }`,
        variables: { id: done.document_id },
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    expect(json.data!.document).toEqual({
      sourceEmail: {
        sender: "rechnungen@lieferant.example",
        receiver: "alpha@belege.test",
        subject: "Ihre Rechnung R-2024-17",
      },
      sourceEmailPartner: { rowId: partnerA, name: "Lieferant GmbH" },
      sourceEmailSenderIsPartner: true,
      sourceEmailSenderIsClient: false,
      reviewGroup: { origin: "EMAIL" },
    });
  });

  it("files mail to <alias>+<prefix> into that category, and knows a member of the company as sender", async () => {
    const sent = await send(
      invoiceMail("ALPHA+Sonstiges@belege.test", {
        from: "a@test.example",
        attachments: [{ filename: "vertrag.pdf", content: Buffer.from(await makeTextPdf(["Vertrag 2024"])) }],
      }),
    );
    expect(sent.ok).toBe(true);
    const files = await filesOfMail(sent.messageId!);
    expect(files).toEqual([expect.objectContaining({ client_company_id: fx.companyA, category_id: otherA })]);
    const done = await waitForFile(files[0].id);
    const { json } = await server.graphql(
      {
        query: `query($id: UUID!) { document(rowId: $id) { sourceEmailSenderIsClient sourceEmailSenderIsPartner } }`,
        variables: { id: done.document_id },
      },
      cookieA,
    );
    expect(json.data!.document).toEqual({ sourceEmailSenderIsClient: true, sourceEmailSenderIsPartner: false });
  });

  it("refuses an unknown alias, an unknown category prefix and another domain at RCPT, storing nothing", async () => {
    for (const to of ["nobody@belege.test", "alpha+nothing@belege.test", "alpha@elsewhere.example"]) {
      const sent = await send(invoiceMail(to));
      expect(sent.ok, to).toBe(false);
      expect(sent.code, to).toBe(550);
      expect(sent.response, to).toMatch(/no company or document category receives mail at this address/);
    }
    const { rows } = await server.ownerPool.query(
      "select count(*)::int as n from app_public.inbound_emails where receiver in ('nobody@belege.test', 'alpha+nothing@belege.test')",
    );
    expect(rows[0].n).toBe(0);
  });

  it("keeps a mail to another company's alias in that company: the sender of A's mail never reaches B and back", async () => {
    const bPdf = await makeTextPdf(["Nur fuer Beta", "Rechnung B-1"]);
    const sent = await send(
      invoiceMail("beta@belege.test", { attachments: [{ filename: "b.pdf", content: Buffer.from(bPdf) }] }),
    );
    expect(sent.ok).toBe(true);
    const files = await filesOfMail(sent.messageId!);
    expect(files.map((f) => [f.client_company_id, f.category_id])).toEqual([[fx.companyB, incomingB]]);
    const done = await waitForFile(files[0].id);
    // Company A's admin sees neither the document nor its mail.
    const { json } = await server.graphql(
      {
        query: `query($id: UUID!, $c: UUID!) { document(rowId: $id) { rowId }
                 clientCompany(rowId: $c) { inboundEmails { totalCount } } }`,
        variables: { id: done.document_id, c: fx.companyB },
      },
      cookieA,
    );
    expect(json.data!.document).toBeNull();
    expect(json.data!.clientCompany).toBeNull();
  });

  it("marks the same attachment mailed twice as a duplicate, as with uploads", async () => {
    const dupPdf = await makeTextPdf(["Doppelt", "Rechnung D-1"]);
    const mail = () =>
      invoiceMail("alpha@belege.test", { attachments: [{ filename: "d.pdf", content: Buffer.from(dupPdf) }] });
    const first = await send(mail());
    const firstFile = (await filesOfMail(first.messageId!))[0];
    expect((await waitForFile(firstFile.id)).status).toBe("DONE");
    const second = await send(mail());
    expect(second.ok).toBe(true);
    const secondFile = (await filesOfMail(second.messageId!))[0];
    const dup = await waitForFile(secondFile.id);
    expect(dup.status).toBe("DUPLICATE");
  });

  it("ignores auto-replies, bulk mail, bounces and loops: answered 250, logged, nothing stored", async () => {
    const cases: [Partial<SendMailOptions>, string][] = [
      [{ headers: { "Auto-Submitted": "auto-replied" } }, "AUTO_REPLY"],
      [{ headers: { Precedence: "bulk" } }, "BULK"],
      [{ headers: { "X-Loop": "belegwerk-mail-intake" } }, "LOOP"],
      [{ from: "noreply@belege.test" }, "LOOP"],
      [{ from: "MAILER-DAEMON@mx.example" }, "BOUNCE"],
      [{ envelope: { from: "", to: "alpha@belege.test" } }, "BOUNCE"],
    ];
    for (const [extra, reason] of cases) {
      const sent = await send(invoiceMail("alpha@belege.test", extra));
      expect(sent.ok, reason).toBe(true);
      expect(await logOf(sent.messageId!), reason).toEqual([
        {
          client_company_id: fx.companyA,
          outcome: "IGNORED",
          reason,
          reason_detail: expect.any(String),
          accepted_count: 0,
        },
      ]);
      expect(await filesOfMail(sent.messageId!)).toEqual([]);
    }
  });

  it("refuses a mail without a usable attachment with a clear bounce, and takes its text as a PDF once configured", async () => {
    const plain = {
      from: "rechnungen@lieferant.example",
      to: "alpha@belege.test",
      subject: "Rechnung im Text",
      text: "Rechnung R-77 über 119,00 EUR, zahlbar bis 31.12.",
      attachments: [{ filename: "notes.txt", content: "nur Text" }],
    };
    const refused = await send(plain);
    expect(refused).toMatchObject({ ok: false, code: 550 });
    expect(refused.response).toMatch(/No usable attachment/);
    const { rows } = await server.ownerPool.query(
      "select outcome::text, reason, reason_detail from app_public.inbound_emails where subject = 'Rechnung im Text'",
    );
    expect(rows).toEqual([{ outcome: "REFUSED", reason: "NO_ATTACHMENT", reason_detail: "not usable: notes.txt" }]);

    // The admin switches the mail text to a PDF of its own when nothing is attached.
    const { json } = await server.graphql(
      {
        query: `mutation($c: UUID!) { createEmailConfig(input: { emailConfig: { clientCompanyRowId: $c, bodyAsPdf: WITHOUT_ATTACHMENT } }) { emailConfig { bodyAsPdf } } }`,
        variables: { c: fx.companyA },
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    const taken = await send({ ...plain, subject: "Rechnung im Text (2)" });
    expect(taken.ok).toBe(true);
    const files = await filesOfMail(taken.messageId!);
    expect(files).toEqual([expect.objectContaining({ name: "E-Mail-Text.pdf", category_id: incomingA })]);
    expect((await waitForFile(files[0].id)).status).toBe("DONE");
  });

  it("refuses mail from a partner whose VAT id the company blacklisted", async () => {
    await server.ownerPool.query(
      "update app_public.client_companies set blacklisted_partner_vat_ids = '{DE999999999}' where id = $1",
      [fx.companyA],
    );
    try {
      const sent = await send(invoiceMail("alpha@belege.test", { subject: "von der schwarzen Liste" }));
      expect(sent).toMatchObject({ ok: false, code: 550 });
      const { rows } = await server.ownerPool.query(
        "select outcome::text, reason from app_public.inbound_emails where subject = 'von der schwarzen Liste'",
      );
      expect(rows).toEqual([{ outcome: "REFUSED", reason: "BLACKLISTED_PARTNER" }]);
    } finally {
      await server.ownerPool.query(
        "update app_public.client_companies set blacklisted_partner_vat_ids = '{}' where id = $1",
        [fx.companyA],
      );
    }
  });

  it("announces its size limit and refuses a larger message with 552, logged", async () => {
    const big = Buffer.alloc(1_300_000, 0x41);
    big.write("%PDF-1.4\n", 0);
    const sent = await send(
      invoiceMail("alpha@belege.test", { subject: "zu groß", attachments: [{ filename: "big.pdf", content: big }] }),
    );
    expect(sent).toMatchObject({ ok: false, code: 552 });
    const { rows } = await server.ownerPool.query(
      "select outcome::text, reason from app_public.inbound_emails where reason = 'MESSAGE_TOO_LARGE' and client_company_id = $1",
      [fx.companyA],
    );
    expect(rows).toEqual([{ outcome: "REFUSED", reason: "MESSAGE_TOO_LARGE" }]);
  });

  it("survives malformed messages and protocol garbage, answering each, and takes the next mail", async () => {
    const rawMessages = [
      // A multipart whose boundary never comes, with binary junk.
      'From: x@lieferant.example\r\nTo: alpha@belege.test\r\nSubject: kaputt\r\nContent-Type: multipart/mixed; boundary="zzz"\r\n\r\n\u0000\u0001\u0002--yyy\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64!!!\r\n',
      // No header at all.
      "\r\n\r\n",
      // A header line without a colon and a broken encoded word.
      "Broken header line\r\nFrom: =?utf-8?B?////?= <y@lieferant.example>\r\nSubject: =?bogus?Q?x?=\r\n\r\nText\r\n",
    ];
    for (const raw of rawMessages) {
      const sent = await send({ envelope: { from: "x@lieferant.example", to: "alpha@belege.test" }, raw });
      // Answered (accepted or refused with a reason), never a dropped connection.
      if (!sent.ok) expect(sent.code).toBeGreaterThanOrEqual(400);
    }
    // Protocol garbage on a raw connection.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString();
        if (answer.includes("\r\n") && !answer.includes("sent")) {
          socket.write("\u0000\u00ff GARBAGE\r\nRCPT TO:<alpha@belege.test>\r\nDATA\r\nQUIT\r\n");
          answer += "sent";
        }
      });
      socket.on("close", () => resolve());
      socket.on("error", reject);
    });
    const after = await send(invoiceMail("alpha@belege.test", { subject: "danach" }));
    expect(after.ok).toBe(true);
  });

  it("shows the intake log to the company's admins, newest first", async () => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!) { clientCompany(rowId: $c) { emailAddress
          inboundEmails(orderBy: RECEIVED_AT_DESC, first: 50) { nodes { outcome reason sender receiver } } } }`,
        variables: { c: fx.companyA },
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    const company = json.data!.clientCompany as any;
    expect(company.emailAddress).toBe("alpha@belege.test");
    const reasons = company.inboundEmails.nodes.map((n: any) => n.reason);
    expect(reasons).toEqual(expect.arrayContaining(["NO_ATTACHMENT", "AUTO_REPLY", "BLACKLISTED_PARTNER", null]));
    expect(company.inboundEmails.nodes.every((n: any) => n.receiver.endsWith("@belege.test"))).toBe(true);
  });
  it("sends an admin's test mail through the inbound server to the company's address and reports its arrival", async () => {
    const testMail = (cookie: string, company = fx.companyA) =>
      appFetch(`${server.url}/api/mail-intake/test-mail?clientCompanyRowId=${company}`, {
        method: "POST",
        headers: { cookie, "accept-language": "en" },
      });
    const res = await testMail(cookieA);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { inboundEmailRowId: string; outcome: string };
    expect(body.outcome).toBe("ACCEPTED");
    const { rows } = await server.ownerPool.query(
      `select e.sender, e.receiver, f.name, f.client_company_id from app_public.inbound_emails e
         join app_public.source_files f on f.inbound_email_id = e.id where e.id = $1`,
      [body.inboundEmailRowId],
    );
    expect(rows).toEqual([
      {
        sender: "a@test.example",
        receiver: "alpha@belege.test",
        name: "Beispielbeleg.pdf",
        client_company_id: fx.companyA,
      },
    ]);
    // Another company's admin may not send one for A; B has no address yet.
    const cookieB = await server.signIn(fx.userB);
    expect((await testMail(cookieB)).status).toBe(403);
    await server.ownerPool.query("update app_public.client_companies set email_alias = null where id = $1", [
      fx.companyB,
    ]);
    const noAlias = await testMail(cookieB, fx.companyB);
    expect(noAlias.status).toBe(409);
    expect(((await noAlias.json()) as { error: { code: string } }).error.code).toBe("MAIL_INTAKE_NO_ALIAS");
  });
});
