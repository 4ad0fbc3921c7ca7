import { execFileSync } from "node:child_process";
import { timingSafeEqual } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import type { MailTransport } from "../mail/mailTransport.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { sendRuleNotification } from "./notify.ts";
import { SIGNATURE_HEADER, signWebhookBody, TIMESTAMP_HEADER } from "./webhook.ts";

// A rule's webhook reaches a local https receiver, which verifies the HMAC-SHA256 signature
// over the raw body with the reaction's token. Loopback is refused unless the operator allows
// private addresses; a receiver's error makes the job fail (graphile-worker retries it).

let server: TestServer;
let seed: TwoCompanies;
let receiver: Server;
let receiverUrl: string;
let cert: string;
let certDir: string;
let answerStatus = 200;
const received: { body: string; signature: string; timestamp: string; valid: boolean }[] = [];
const TOKEN = "token-of-the-erp-0123456789";
const logger = makeLogger("silent");
const noMail: MailTransport = {
  kind: "outbox",
  destination: "nowhere",
  send: async () => {
    throw new Error("no mail expected");
  },
};

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), "webhook-cert-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      "key.pem",
      "-out",
      "cert.pem",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { cwd: certDir, stdio: "ignore" },
  );
  cert = readFileSync(join(certDir, "cert.pem"), "utf8");
  receiver = createServer({ key: readFileSync(join(certDir, "key.pem")), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const signature = String(req.headers[SIGNATURE_HEADER] ?? "");
      const expected = Buffer.from(signWebhookBody(body, TOKEN));
      const valid =
        expected.length === Buffer.byteLength(signature) && timingSafeEqual(expected, Buffer.from(signature));
      received.push({ body, signature, timestamp: String(req.headers[TIMESTAMP_HEADER] ?? ""), valid });
      res.statusCode = answerStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `https://localhost:${(receiver.address() as AddressInfo).port}/hooks/belegwerk`;

  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
});
afterAll(async () => {
  await server?.close();
  receiver?.close();
  rmSync(certDir, { recursive: true, force: true });
});

async function webhookReaction(url: string) {
  const q = (sql: string, values: unknown[]) => server.ownerPool.query(sql, values).then((r) => r.rows[0].id as string);
  const reaction = await q(
    `insert into app_public.rule_reactions (client_company_id, name, kind, destination, receiver_url, token, note)
     values ($1, 'An das ERP', 'SEND_NOTIFICATION', 'WEBHOOK', $2, $3, 'Bitte buchen') returning id`,
    [seed.companyA, url, TOKEN],
  );
  const category = await q(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
    [seed.companyA],
  );
  const document = await q(
    "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', 'Rechnung 42') returning id",
    [seed.companyA, category],
  );
  return { reaction, document };
}

const deps = (allowPrivate: boolean) => ({
  ownerPool: server.ownerPool,
  transport: noMail,
  publicUrl: "https://belegwerk.example",
  logger,
  webhookAllowPrivate: allowPrivate,
  webhookCa: cert,
});

describe("rule webhooks", () => {
  it("POSTs a JSON body the receiver verifies with the token's HMAC-SHA256", async () => {
    const { reaction, document } = await webhookReaction(receiverUrl);
    const outcome = await sendRuleNotification(deps(true), {
      clientCompanyRowId: seed.companyA,
      documentRowId: document,
      reactionRowId: reaction,
    });
    expect(outcome).toBe("sent");
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.valid).toBe(true);
    expect(hit!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const body = JSON.parse(hit!.body);
    expect(body).toMatchObject({
      event: "rule.notification",
      rule: "An das ERP",
      note: "Bitte buchen",
      clientCompanyRowId: seed.companyA,
      document: { rowId: document, title: "Rechnung 42" },
    });
    expect(String(body.sentAt)).toBe(hit!.timestamp);
    // A body changed on the way no longer matches its signature.
    expect(signWebhookBody(hit!.body.replace("42", "43"), TOKEN)).not.toBe(hit!.signature);
  });

  it("refuses a loopback receiver unless private addresses are allowed, and sends nothing", async () => {
    const { reaction, document } = await webhookReaction(receiverUrl);
    const before = received.length;
    const outcome = await sendRuleNotification(deps(false), {
      clientCompanyRowId: seed.companyA,
      documentRowId: document,
      reactionRowId: reaction,
    });
    expect(outcome).toBe("refused");
    expect(received).toHaveLength(before);
  });

  it("a receiver's error fails the job so the worker retries it", async () => {
    const { reaction, document } = await webhookReaction(receiverUrl);
    answerStatus = 503;
    await expect(
      sendRuleNotification(deps(true), {
        clientCompanyRowId: seed.companyA,
        documentRowId: document,
        reactionRowId: reaction,
      }),
    ).rejects.toThrow("webhook answered 503");
    answerStatus = 200;
  });

  it("another company's engine does not find the reaction", async () => {
    const { reaction, document } = await webhookReaction(receiverUrl);
    const outcome = await sendRuleNotification(deps(true), {
      clientCompanyRowId: seed.companyB,
      documentRowId: document,
      reactionRowId: reaction,
    });
    expect(outcome).toBe("missing");
  });
});

describe("rule notifications in the app", () => {
  it("puts the rule's note into the member's bell, without an e-mail", async () => {
    const { document } = await webhookReaction(receiverUrl);
    const reaction = (
      await server.ownerPool.query(
        `insert into app_public.rule_reactions (client_company_id, name, kind, destination, receiver_user_id, note)
         values ($1, 'Hinweis an die Buchhaltung', 'SEND_NOTIFICATION', 'IN_APP', $2, 'Bitte Kostenstelle prüfen') returning id`,
        [seed.companyA, seed.userA],
      )
    ).rows[0].id as string;
    // noMail throws on any e-mail: the bell is the only way.
    const outcome = await sendRuleNotification(deps(false), {
      clientCompanyRowId: seed.companyA,
      documentRowId: document,
      reactionRowId: reaction,
    });
    expect(outcome).toBe("sent");
    const { rows } = await server.ownerPool.query(
      "select user_id, type, rule_name, note from app_public.notifications where document_id = $1",
      [document],
    );
    expect(rows).toEqual([
      {
        user_id: seed.userA,
        type: "RULE_NOTIFICATION",
        rule_name: "Hinweis an die Buchhaltung",
        note: "Bitte Kostenstelle prüfen",
      },
    ]);
  });
});
