import { z } from "zod";
import { base64File, type HttpOptions, jsonOf, providerRequest } from "../httpJson.ts";
import {
  type DocumentProvider,
  IntegrationError,
  type ProviderCredentials,
  type ProviderDocument,
  type ProviderDocumentKind,
} from "../provider.ts";

/** Documents per page of listDocuments. */
export const GMI_PAGE_SIZE = 100;

const DocumentRecord = z.object({
  documentUid: z.union([z.number().int(), z.string().min(1)]),
  documentType: z.string().nullish(),
  documentNumber: z.string().nullish(),
  documentDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  isArchived: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  fileName: z.string().nullish(),
});
const ListAnswer = z.object({ records: z.array(DocumentRecord) });
const DocumentAnswer = z.object({ fileContent: z.string().min(1), fileName: z.string().nullish() });
const StatusAnswer = z.object({ accountName: z.string().nullish(), companyName: z.string().nullish() }).loose();

/** GetMyInvoices' document types (listDocuments' documentTypeFilter values) by our kinds. */
export function gmiKind(documentType: string | null | undefined): ProviderDocumentKind {
  if (documentType === "INCOMING_INVOICE" || documentType === "CREDIT_NOTE") return "INCOMING_INVOICE";
  if (documentType === "SALES_INVOICE") return "OUTGOING_INVOICE";
  return "OTHER_DOCUMENT";
}

const truthy = (v: boolean | number | string | null | undefined) => v === true || v === 1 || v === "1" || v === "true";

/**
 * The GetMyInvoices Accounts API (v3): JSON POSTs to `<base>/<method>` with the account's API
 * key in the X-API-KEY header. Methods used: apiStatus (connection test), listDocuments
 * (archivedFilter 0 = only not archived, 1 = any; startDateFilter; perPage/pageNumber paging),
 * getDocument (loadData: the file as base64 fileContent) and updateDocument (isArchived).
 * GETMYINVOICES_BASE_URL is the base, e.g. https://api.getmyinvoices.com/accounts/v3.
 */
export class GetMyInvoicesHttp implements DocumentProvider {
  readonly id = "GETMYINVOICES" as const;
  readonly kind = "http" as const;

  constructor(
    private readonly baseUrl: string,
    private readonly http: HttpOptions = {},
  ) {}

  private async call(credentials: ProviderCredentials, method: string, body: unknown): Promise<unknown> {
    const response = await providerRequest(
      `${this.baseUrl.replace(/\/+$/, "")}/${method}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-API-KEY": credentials.apiKey },
        body: JSON.stringify(body),
      },
      this.http,
    );
    return jsonOf(response);
  }

  async testConnection(credentials: ProviderCredentials) {
    const parsed = StatusAnswer.safeParse(await this.call(credentials, "apiStatus", {}));
    if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "apiStatus");
    return { accountName: parsed.data.accountName ?? parsed.data.companyName ?? "GetMyInvoices" };
  }

  async *listDocuments(credentials: ProviderCredentials, query: { fromDate: string; includeArchived: boolean }) {
    for (let pageNumber = 1; ; pageNumber++) {
      const parsed = ListAnswer.safeParse(
        await this.call(credentials, "listDocuments", {
          archivedFilter: query.includeArchived ? 1 : 0,
          startDateFilter: query.fromDate,
          perPage: GMI_PAGE_SIZE,
          pageNumber,
        }),
      );
      if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "listDocuments");
      for (const record of parsed.data.records) {
        const date = record.documentDate.slice(0, 10);
        if (date < query.fromDate) continue;
        const archived = truthy(record.isArchived);
        if (archived && !query.includeArchived) continue;
        const externalId = String(record.documentUid);
        yield {
          externalId,
          kind: gmiKind(record.documentType),
          date,
          number: record.documentNumber ?? null,
          archived,
          fileName: record.fileName ?? `${record.documentNumber ?? externalId}.pdf`,
        } satisfies ProviderDocument;
      }
      if (parsed.data.records.length < GMI_PAGE_SIZE) return;
    }
  }

  async download(credentials: ProviderCredentials, document: ProviderDocument) {
    const parsed = DocumentAnswer.safeParse(
      await this.call(credentials, "getDocument", {
        documentUid: Number(document.externalId) || document.externalId,
        loadData: true,
      }),
    );
    if (!parsed.success) throw new IntegrationError("INTEGRATION_BAD_RESPONSE", "getDocument");
    return { bytes: base64File(parsed.data.fileContent), fileName: parsed.data.fileName ?? document.fileName };
  }

  async markArchived(credentials: ProviderCredentials, document: ProviderDocument) {
    await this.call(credentials, "updateDocument", {
      documentUid: Number(document.externalId) || document.externalId,
      isArchived: true,
    });
  }
}
