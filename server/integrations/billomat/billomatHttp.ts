import { z } from "zod";
import { base64File, type HttpOptions, jsonOf, providerRequest } from "../httpJson.ts";
import {
  type DocumentProvider,
  IntegrationError,
  type PaymentReport,
  type ProviderCredentials,
  type ProviderDocument,
} from "../provider.ts";

export const BILLOMAT_PAGE_SIZE = 100;

const Invoice = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  invoice_number: z.string().nullish(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  status: z.string().nullish(),
  total_gross: z.union([z.string(), z.number()]).nullish(),
  currency_code: z.string().nullish(),
});
// Billomat's JSON mirrors its XML: one element is an object, several an array, none absent.
const InvoicesAnswer = z.object({
  invoices: z.object({
    invoice: z.union([Invoice, z.array(Invoice)]).optional(),
    "@total": z.union([z.string(), z.number()]).optional(),
  }),
});
const PdfAnswer = z.object({ pdf: z.object({ base64file: z.string().min(1), filename: z.string().nullish() }) });
const MyselfAnswer = z.object({ client: z.object({ name: z.string().nullish(), id: z.unknown().optional() }).loose() });

/**
 * The Billomat REST API: `https://<id>.billomat.net/api/…` with the X-BillomatApiKey header and
 * JSON (Accept: application/json). Calls used: GET /clients/myself (connection test), GET
 * /invoices?from=&per_page=&page= (drafts skipped), GET /invoices/{id}/pdf (base64file) and
 * POST /invoice-payments (sync-back, marks the invoice paid). BILLOMAT_BASE_URL holds
 * `{account}` where the account id goes, e.g. https://{account}.billomat.net/api.
 */
export class BillomatHttp implements DocumentProvider {
  readonly id = "BILLOMAT" as const;
  readonly kind = "http" as const;

  constructor(
    private readonly baseUrlTemplate: string,
    private readonly http: HttpOptions = {},
  ) {}

  private base(credentials: ProviderCredentials): string {
    const account = credentials.account ?? "";
    if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(account)) throw new IntegrationError("INTEGRATION_NOT_CONFIGURED");
    return this.baseUrlTemplate.replace("{account}", account).replace(/\/+$/, "");
  }

  private async call(credentials: ProviderCredentials, path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await providerRequest(
      `${this.base(credentials)}${path}`,
      {
        ...init,
        headers: {
          Accept: "application/json",
          "X-BillomatApiKey": credentials.apiKey,
          ...(init.body ? { "Content-Type": "application/json" } : {}),
        },
      },
      this.http,
    );
    if (response.status === 204) return null;
    return jsonOf(response);
  }

  async testConnection(credentials: ProviderCredentials) {
    const parsed = MyselfAnswer.safeParse(await this.call(credentials, "/clients/myself"));
    if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "clients/myself");
    return { accountName: parsed.data.client.name ?? `${credentials.account}.billomat.net` };
  }

  async *listDocuments(credentials: ProviderCredentials, query: { fromDate: string; includeArchived: boolean }) {
    for (let page = 1; ; page++) {
      const params = new URLSearchParams({
        from: query.fromDate,
        per_page: String(BILLOMAT_PAGE_SIZE),
        page: String(page),
      });
      const parsed = InvoicesAnswer.safeParse(await this.call(credentials, `/invoices?${params}`));
      if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "invoices");
      const raw = parsed.data.invoices.invoice;
      const invoices = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      for (const invoice of invoices) {
        if (invoice.status === "DRAFT") continue;
        const date = invoice.date.slice(0, 10);
        if (date < query.fromDate) continue;
        const externalId = String(invoice.id);
        yield {
          externalId,
          kind: "OUTGOING_INVOICE",
          date,
          number: invoice.invoice_number ?? null,
          archived: false,
          fileName: `${invoice.invoice_number ?? externalId}.pdf`,
          total: invoice.total_gross === null || invoice.total_gross === undefined ? null : String(invoice.total_gross),
          currency: invoice.currency_code ?? null,
        } satisfies ProviderDocument;
      }
      const total = Number(parsed.data.invoices["@total"] ?? 0);
      if (invoices.length < BILLOMAT_PAGE_SIZE || page * BILLOMAT_PAGE_SIZE >= total) return;
    }
  }

  async download(credentials: ProviderCredentials, document: ProviderDocument) {
    const parsed = PdfAnswer.safeParse(
      await this.call(credentials, `/invoices/${encodeURIComponent(document.externalId)}/pdf`),
    );
    if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "invoice pdf");
    return { bytes: base64File(parsed.data.pdf.base64file), fileName: parsed.data.pdf.filename ?? document.fileName };
  }

  async reportPayment(credentials: ProviderCredentials, externalId: string, payment: PaymentReport) {
    await this.call(credentials, "/invoice-payments", {
      method: "POST",
      body: JSON.stringify({
        "invoice-payment": {
          invoice_id: Number(externalId) || externalId,
          date: payment.date,
          amount: Number(payment.amount),
          comment: payment.comment,
          type: "BANK_TRANSFER",
          mark_invoice_as_paid: 1,
        },
      }),
    });
  }
}
