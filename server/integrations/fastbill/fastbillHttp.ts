import { z } from "zod";
import { type HttpOptions, jsonOf, providerRequest } from "../httpJson.ts";
import {
  type DocumentProvider,
  IntegrationError,
  type ProviderCredentials,
  type ProviderDocument,
} from "../provider.ts";

export const FASTBILL_PAGE_SIZE = 100;

const Invoice = z.object({
  INVOICE_ID: z.union([z.string().min(1), z.number().int()]),
  INVOICE_NUMBER: z.string().nullish(),
  INVOICE_DATE: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  TYPE: z.string().nullish(),
  DOCUMENT_URL: z.string().nullish(),
  TOTAL: z.union([z.string(), z.number()]).nullish(),
  CURRENCY_CODE: z.string().nullish(),
});
const Expense = z.object({
  INVOICE_ID: z.union([z.string().min(1), z.number().int()]),
  INVOICE_NUMBER: z.string().nullish(),
  INVOICE_DATE: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  DOCUMENTS: z.array(z.object({ FILE_URL: z.string().min(1), FILENAME: z.string().nullish() }).loose()).nullish(),
});
const Answer = z.object({
  RESPONSE: z
    .object({
      ERRORS: z.array(z.string()).optional(),
      INVOICES: z.array(Invoice).optional(),
      EXPENSES: z.array(Expense).optional(),
    })
    .loose(),
});

/** Fastbill's answer to a refused sign-in (it answers HTTP 200 with ERRORS). */
const AUTH_ERROR = /(api ?key|login|auth|unauthori[sz]ed|credentials)/i;

/**
 * The Fastbill API: JSON POSTs to one endpoint (FASTBILL_BASE_URL, e.g.
 * https://my.fastbill.com/api/1.0/api.php) with HTTP basic auth (the account's e-mail and API
 * key) and `{ SERVICE, FILTER, LIMIT, OFFSET }`. Services used: invoice.get (outgoing invoices,
 * drafts skipped; the PDF at DOCUMENT_URL) and expense.get (incoming invoices with their
 * uploaded DOCUMENTS). Errors come as RESPONSE.ERRORS. Fastbill has no archive to mark.
 * Files are fetched only from the API's own host (a link elsewhere is refused).
 */
export class FastbillHttp implements DocumentProvider {
  readonly id = "FASTBILL" as const;
  readonly kind = "http" as const;

  constructor(
    private readonly endpoint: string,
    private readonly http: HttpOptions = {},
  ) {}

  private auth(credentials: ProviderCredentials): string {
    if (!credentials.account) throw new IntegrationError("INTEGRATION_NOT_CONFIGURED");
    return `Basic ${Buffer.from(`${credentials.account}:${credentials.apiKey}`).toString("base64")}`;
  }

  private async call(credentials: ProviderCredentials, body: Record<string, unknown>) {
    const response = await providerRequest(
      this.endpoint,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Authorization: this.auth(credentials),
        },
        body: JSON.stringify(body),
      },
      this.http,
    );
    const parsed = Answer.safeParse(await jsonOf(response));
    if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", String(body.SERVICE));
    const errors = parsed.data.RESPONSE.ERRORS ?? [];
    if (errors.length > 0) {
      const detail = errors.join("; ").slice(0, 300);
      throw new IntegrationError(AUTH_ERROR.test(detail) ? "INTEGRATION_AUTH_FAILED" : "INTEGRATION_REFUSED", detail);
    }
    return parsed.data.RESPONSE;
  }

  async testConnection(credentials: ProviderCredentials) {
    await this.call(credentials, { SERVICE: "invoice.get", FILTER: {}, LIMIT: 1, OFFSET: 0 });
    return { accountName: credentials.account ?? "Fastbill" };
  }

  async *listDocuments(credentials: ProviderCredentials, query: { fromDate: string; includeArchived: boolean }) {
    for (let offset = 0; ; offset += FASTBILL_PAGE_SIZE) {
      const { INVOICES = [] } = await this.call(credentials, {
        SERVICE: "invoice.get",
        FILTER: { START_DATE: query.fromDate },
        LIMIT: FASTBILL_PAGE_SIZE,
        OFFSET: offset,
      });
      for (const invoice of INVOICES) {
        const date = invoice.INVOICE_DATE.slice(0, 10);
        if (invoice.TYPE === "draft" || date < query.fromDate || !invoice.DOCUMENT_URL) continue;
        const externalId = `invoice:${invoice.INVOICE_ID}`;
        yield {
          externalId,
          kind: "OUTGOING_INVOICE",
          date,
          number: invoice.INVOICE_NUMBER ?? null,
          archived: false,
          fileName: `${invoice.INVOICE_NUMBER ?? invoice.INVOICE_ID}.pdf`,
          total: invoice.TOTAL === null || invoice.TOTAL === undefined ? null : String(invoice.TOTAL),
          currency: invoice.CURRENCY_CODE ?? null,
          downloadUrl: invoice.DOCUMENT_URL,
        } satisfies ProviderDocument;
      }
      if (INVOICES.length < FASTBILL_PAGE_SIZE) break;
    }
    for (let offset = 0; ; offset += FASTBILL_PAGE_SIZE) {
      const { EXPENSES = [] } = await this.call(credentials, {
        SERVICE: "expense.get",
        FILTER: { START_DATE: query.fromDate },
        LIMIT: FASTBILL_PAGE_SIZE,
        OFFSET: offset,
      });
      for (const expense of EXPENSES) {
        const date = expense.INVOICE_DATE.slice(0, 10);
        const file = expense.DOCUMENTS?.[0];
        if (date < query.fromDate || !file) continue;
        yield {
          externalId: `expense:${expense.INVOICE_ID}`,
          kind: "INCOMING_INVOICE",
          date,
          number: expense.INVOICE_NUMBER ?? null,
          archived: false,
          fileName: file.FILENAME ?? `${expense.INVOICE_NUMBER ?? expense.INVOICE_ID}.pdf`,
          downloadUrl: file.FILE_URL,
        } satisfies ProviderDocument;
      }
      if (EXPENSES.length < FASTBILL_PAGE_SIZE) return;
    }
  }

  async download(credentials: ProviderCredentials, document: ProviderDocument) {
    const url = document.downloadUrl;
    if (!url) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "no file link");
    let target: URL;
    try {
      target = new URL(url, this.endpoint);
    } catch {
      throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "file link");
    }
    if (target.host !== new URL(this.endpoint).host)
      throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "file link on another host");
    const response = await providerRequest(
      target.toString(),
      { headers: { Authorization: this.auth(credentials) } },
      this.http,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "empty file");
    return { bytes, fileName: document.fileName };
  }
}
