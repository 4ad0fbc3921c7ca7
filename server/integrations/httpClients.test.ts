import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BillomatHttp } from "./billomat/billomatHttp.ts";
import { FastbillHttp } from "./fastbill/fastbillHttp.ts";
import { GetMyInvoicesHttp, GMI_PAGE_SIZE } from "./getmyinvoices/getMyInvoicesHttp.ts";
import { retryAfterMs } from "./httpJson.ts";
import type { ProviderDocument } from "./provider.ts";

// The providers' HTTP clients against a local fake that answers as the providers document:
// success with paging, a refused key (401, and Fastbill's ERRORS in a 200), 429 with
// Retry-After (retried, then a readable error), malformed answers, and file links elsewhere.

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base: string;
const calls: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      calls.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
});

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(value));
};
const PDF = Buffer.from("%PDF-1.4\n% fake\n%%EOF\n");
const collect = async (it: AsyncIterable<ProviderDocument>) => {
  const out: ProviderDocument[] = [];
  for await (const d of it) out.push(d);
  return out;
};
const fast = { maxRetryAfterMs: 50, timeoutMs: 5_000 };

describe("GetMyInvoices", () => {
  const client = () => new GetMyInvoicesHttp(`${base}/accounts/v3`, fast);

  it("lists every page with the key in X-API-KEY, maps types, downloads and archives", async () => {
    const record = (n: number) => ({
      documentUid: n,
      documentType: n === 1 ? "SALES_INVOICE" : n === 2 ? "RECEIPT" : "INCOMING_INVOICE",
      documentNumber: `R-${n}`,
      documentDate: "2026-10-01",
      isArchived: 0,
    });
    handler = (req, body, res) => {
      if (req.headers["x-api-key"] !== "good") return json(res, 401, { message: "Invalid API key" });
      const b = JSON.parse(body) as Record<string, unknown>;
      if (req.url?.endsWith("/listDocuments")) {
        const page = b.pageNumber as number;
        const records = page === 1 ? Array.from({ length: GMI_PAGE_SIZE }, (_, i) => record(i + 1)) : [record(1000)];
        return json(res, 200, { records, totalCount: GMI_PAGE_SIZE + 1 });
      }
      if (req.url?.endsWith("/getDocument"))
        return json(res, 200, { fileContent: PDF.toString("base64"), fileName: "R-1.pdf" });
      if (req.url?.endsWith("/updateDocument")) return json(res, 200, { success: true });
      if (req.url?.endsWith("/apiStatus")) return json(res, 200, { accountName: "Müller Haustechnik" });
      json(res, 404, {});
    };
    const docs = await collect(
      client().listDocuments({ apiKey: "good" }, { fromDate: "2026-01-01", includeArchived: false }),
    );
    expect(docs).toHaveLength(GMI_PAGE_SIZE + 1);
    expect(docs.slice(0, 3).map((d) => d.kind)).toEqual(["OUTGOING_INVOICE", "OTHER_DOCUMENT", "INCOMING_INVOICE"]);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({
      archivedFilter: 0,
      startDateFilter: "2026-01-01",
      pageNumber: 1,
    });
    expect(JSON.parse(calls[1]!.body)).toMatchObject({ pageNumber: 2 });
    const file = await client().download({ apiKey: "good" }, docs[0]!);
    expect(file.bytes.equals(PDF)).toBe(true);
    await client().markArchived({ apiKey: "good" }, docs[0]!);
    expect(JSON.parse(calls.at(-1)!.body)).toEqual({ documentUid: 1, isArchived: true });
    expect(await client().testConnection({ apiKey: "good" })).toEqual({ accountName: "Müller Haustechnik" });
  });

  it("a refused key is INTEGRATION_AUTH_FAILED", async () => {
    handler = (_req, _body, res) => json(res, 401, { message: "Invalid API key" });
    await expect(client().testConnection({ apiKey: "bad" })).rejects.toMatchObject({ code: "INTEGRATION_AUTH_FAILED" });
  });

  it("429 waits Retry-After and tries again; when it stays, INTEGRATION_RATE_LIMITED", async () => {
    let n = 0;
    handler = (_req, _body, res) =>
      n++ === 0
        ? json(res, 429, { message: "slow down" }, { "retry-after": "0" })
        : json(res, 200, { accountName: "A" });
    expect(await client().testConnection({ apiKey: "k" })).toEqual({ accountName: "A" });
    expect(calls).toHaveLength(2);
    handler = (_req, _body, res) => json(res, 429, { message: "slow down" }, { "retry-after": "3600" });
    await expect(client().testConnection({ apiKey: "k" })).rejects.toMatchObject({
      code: "INTEGRATION_RATE_LIMITED",
    });
  });

  it("a malformed answer, a 500 and an empty file are readable errors", async () => {
    handler = (_req, _body, res) => json(res, 200, { records: "nope" });
    await expect(
      collect(client().listDocuments({ apiKey: "k" }, { fromDate: "2026-01-01", includeArchived: true })),
    ).rejects.toMatchObject({
      code: "INTEGRATION_BAD_RESPONSE",
    });
    handler = (_req, _body, res) => {
      res.writeHead(200);
      res.end("<html>");
    };
    await expect(client().testConnection({ apiKey: "k" })).rejects.toMatchObject({ code: "INTEGRATION_BAD_RESPONSE" });
    handler = (_req, _body, res) => json(res, 503, {});
    await expect(client().testConnection({ apiKey: "k" })).rejects.toMatchObject({ code: "INTEGRATION_UNREACHABLE" });
    handler = (_req, _body, res) => json(res, 200, { fileContent: "" });
    await expect(
      client().download(
        { apiKey: "k" },
        { externalId: "1", kind: "OTHER_DOCUMENT", date: "2026-01-01", number: null, archived: false, fileName: "x" },
      ),
    ).rejects.toMatchObject({ code: "INTEGRATION_BAD_RESPONSE" });
  });

  it("an unreachable host is INTEGRATION_UNREACHABLE", async () => {
    const closed = new GetMyInvoicesHttp("http://127.0.0.1:9/accounts/v3", fast);
    await expect(closed.testConnection({ apiKey: "k" })).rejects.toMatchObject({ code: "INTEGRATION_UNREACHABLE" });
  });
});

describe("Billomat", () => {
  const client = () => new BillomatHttp(`${base}/{account}/api`, fast);
  const creds = { apiKey: "good", account: "mh" };

  it("pages invoices (one is an object, several an array), skips drafts, downloads, reports a payment", async () => {
    const inv = (id: number, status = "OPEN") => ({
      id,
      invoice_number: `RE-${id}`,
      date: "2026-10-02",
      status,
      total_gross: "10.00",
      currency_code: "EUR",
    });
    handler = (req, body, res) => {
      if (req.headers["x-billomatapikey"] !== "good") return json(res, 401, { errors: { error: "Unauthorized" } });
      const url = new URL(req.url ?? "/", base);
      if (url.pathname === "/mh/api/invoices") {
        const page = Number(url.searchParams.get("page"));
        if (page === 1)
          return json(res, 200, {
            invoices: {
              invoice: [...Array.from({ length: 99 }, (_, i) => inv(i + 1)), inv(100, "DRAFT")],
              "@page": "1",
              "@per_page": "100",
              "@total": "101",
            },
          });
        return json(res, 200, { invoices: { invoice: inv(101), "@page": "2", "@per_page": "100", "@total": "101" } });
      }
      if (url.pathname === "/mh/api/invoices/1/pdf")
        return json(res, 200, { pdf: { filename: "RE-1.pdf", base64file: PDF.toString("base64") } });
      if (url.pathname === "/mh/api/invoice-payments" && req.method === "POST") return json(res, 201, JSON.parse(body));
      if (url.pathname === "/mh/api/clients/myself")
        return json(res, 200, { client: { id: 1, name: "Müller Haustechnik GmbH" } });
      json(res, 404, {});
    };
    const docs = await collect(client().listDocuments(creds, { fromDate: "2026-10-01", includeArchived: false }));
    expect(docs).toHaveLength(100);
    expect(docs.at(-1)).toMatchObject({ externalId: "101", total: "10.00", kind: "OUTGOING_INVOICE" });
    expect(calls[0]!.url).toBe("/mh/api/invoices?from=2026-10-01&per_page=100&page=1");
    expect((await client().download(creds, docs[0]!)).bytes.equals(PDF)).toBe(true);
    await client().reportPayment(creds, "1", { date: "2026-11-20", amount: "10.00", comment: "Belegwerk" });
    expect(JSON.parse(calls.at(-1)!.body)).toEqual({
      "invoice-payment": {
        invoice_id: 1,
        date: "2026-11-20",
        amount: 10,
        comment: "Belegwerk",
        type: "BANK_TRANSFER",
        mark_invoice_as_paid: 1,
      },
    });
    expect(await client().testConnection(creds)).toEqual({ accountName: "Müller Haustechnik GmbH" });
  });

  it("no invoices, a refused key, 429 and an account id that is not one", async () => {
    handler = (_req, _body, res) => json(res, 200, { invoices: { "@total": "0" } });
    expect(await collect(client().listDocuments(creds, { fromDate: "2026-10-01", includeArchived: false }))).toEqual(
      [],
    );
    handler = (_req, _body, res) => json(res, 401, {});
    await expect(client().testConnection(creds)).rejects.toMatchObject({ code: "INTEGRATION_AUTH_FAILED" });
    handler = (_req, _body, res) => json(res, 429, {}, { "retry-after": "600" });
    await expect(client().testConnection(creds)).rejects.toMatchObject({ code: "INTEGRATION_RATE_LIMITED" });
    await expect(client().testConnection({ apiKey: "k", account: "../evil" })).rejects.toMatchObject({
      code: "INTEGRATION_NOT_CONFIGURED",
    });
  });
});

describe("Fastbill", () => {
  const client = () => new FastbillHttp(`${base}/api/1.0/api.php`, fast);
  const creds = { apiKey: "good", account: "buchhaltung@example.com" };
  const auth = `Basic ${Buffer.from("buchhaltung@example.com:good").toString("base64")}`;

  it("pages invoice.get and expense.get with basic auth, skips drafts, downloads from its own host only", async () => {
    handler = (req, body, res) => {
      if (req.url === "/files/1.pdf" || req.url === "/files/e1.pdf") {
        res.writeHead(200, { "content-type": "application/pdf" });
        return res.end(PDF);
      }
      if (req.headers.authorization !== auth)
        return json(res, 200, { RESPONSE: { ERRORS: ["Login failed: wrong e-mail or API key"] } });
      const b = JSON.parse(body) as { SERVICE: string; OFFSET: number };
      if (b.SERVICE === "invoice.get") {
        const invoices =
          b.OFFSET === 0
            ? Array.from({ length: 100 }, (_, i) => ({
                INVOICE_ID: String(i + 1),
                INVOICE_NUMBER: `FB-${i + 1}`,
                INVOICE_DATE: "2026-10-01",
                TYPE: i === 5 ? "draft" : "outgoing",
                DOCUMENT_URL: i === 7 ? "http://169.254.169.254/latest" : `${base}/files/1.pdf`,
                TOTAL: 10,
                CURRENCY_CODE: "EUR",
              }))
            : [];
        return json(res, 200, { REQUEST: b, RESPONSE: { INVOICES: invoices } });
      }
      if (b.SERVICE === "expense.get")
        return json(res, 200, {
          RESPONSE: {
            EXPENSES: [
              {
                INVOICE_ID: "e1",
                INVOICE_NUMBER: "SUP-1",
                INVOICE_DATE: "2026-10-03",
                DOCUMENTS: [{ FILE_URL: `${base}/files/e1.pdf`, FILENAME: "SUP-1.pdf" }],
              },
              { INVOICE_ID: "e2", INVOICE_NUMBER: "SUP-2", INVOICE_DATE: "2026-10-03", DOCUMENTS: [] },
            ],
          },
        });
      json(res, 404, {});
    };
    const docs = await collect(client().listDocuments(creds, { fromDate: "2026-01-01", includeArchived: false }));
    expect(docs.filter((d) => d.kind === "OUTGOING_INVOICE")).toHaveLength(99);
    expect(docs.filter((d) => d.kind === "INCOMING_INVOICE").map((d) => d.externalId)).toEqual(["expense:e1"]);
    expect(JSON.parse(calls[1]!.body)).toMatchObject({
      SERVICE: "invoice.get",
      OFFSET: 100,
      FILTER: { START_DATE: "2026-01-01" },
    });
    expect((await client().download(creds, docs[0]!)).bytes.equals(PDF)).toBe(true);
    const elsewhere = docs.find((d) => d.externalId === "invoice:8")!;
    await expect(client().download(creds, elsewhere)).rejects.toMatchObject({ code: "INTEGRATION_BAD_RESPONSE" });
    await expect(client().testConnection({ apiKey: "bad", account: "buchhaltung@example.com" })).rejects.toMatchObject({
      code: "INTEGRATION_AUTH_FAILED",
    });
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs("Sat, 28 Nov 2026 01:00:10 GMT", Date.parse("Sat, 28 Nov 2026 01:00:00 GMT"))).toBe(10_000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
