import {
  type DocumentProvider,
  IntegrationError,
  type IntegrationProviderId,
  type PaymentReport,
  type ProviderCredentials,
  type ProviderDocument,
} from "./provider.ts";
import { BILLOMAT_DOCUMENTS, FASTBILL_DOCUMENTS, GETMYINVOICES_DOCUMENTS, SANDBOX_KEYS } from "./sandboxAccounts.ts";
import { type SandboxDocumentSpec, sandboxGross, sandboxPdf } from "./sandboxDocuments.ts";

const ACCOUNT_NAMES: Record<IntegrationProviderId, string> = {
  GETMYINVOICES: "GetMyInvoices Sandbox (Müller Haustechnik)",
  FASTBILL: "Fastbill Sandbox (buchhaltung@sandbox.test)",
  BILLOMAT: "Billomat Sandbox (sandbox.billomat.net)",
};

/**
 * A provider's sandbox (the default, DESIGN decision 13): a fixed test account whose documents
 * are real PDFs made on request, with the provider's behaviour where the import depends on it —
 * a wrong key is refused, the rate-limited key always answers "too many requests", archiving
 * sticks for the life of the process, and (billing software) payments are recorded.
 */
export class SandboxDocumentProvider implements DocumentProvider {
  readonly kind = "sandbox" as const;
  private readonly archived = new Map<string, boolean>();
  /** Payments reported back (billing software), in order. */
  readonly payments: { externalId: string; payment: PaymentReport }[] = [];
  readonly markArchived?: DocumentProvider["markArchived"];
  readonly reportPayment?: DocumentProvider["reportPayment"];

  constructor(
    readonly id: IntegrationProviderId,
    private readonly documents: SandboxDocumentSpec[],
    capabilities: { archive: boolean; payments: boolean },
  ) {
    if (capabilities.archive) {
      this.markArchived = async (credentials, document) => {
        this.signIn(credentials);
        this.find(document.externalId);
        this.archived.set(document.externalId, true);
      };
    }
    if (capabilities.payments) {
      this.reportPayment = async (credentials, externalId, payment) => {
        this.signIn(credentials);
        this.find(externalId);
        this.payments.push({ externalId, payment });
      };
    }
  }

  private signIn(credentials: ProviderCredentials): void {
    const keys = SANDBOX_KEYS[this.id];
    if (credentials.apiKey === keys.rateLimited) throw new IntegrationError("INTEGRATION_RATE_LIMITED");
    if (credentials.apiKey !== keys.valid) throw new IntegrationError("INTEGRATION_AUTH_FAILED");
    if ("email" in keys && credentials.account?.toLowerCase() !== keys.email)
      throw new IntegrationError("INTEGRATION_AUTH_FAILED");
    if ("account" in keys && credentials.account !== keys.account)
      throw new IntegrationError("INTEGRATION_AUTH_FAILED");
  }

  private find(externalId: string): SandboxDocumentSpec {
    const spec = this.documents.find((d) => d.id === externalId);
    if (!spec) throw new IntegrationError("INTEGRATION_REFUSED", `document ${externalId} not found`);
    return spec;
  }

  private isArchived(spec: SandboxDocumentSpec): boolean {
    return this.archived.get(spec.id) ?? spec.archived;
  }

  async testConnection(credentials: ProviderCredentials) {
    this.signIn(credentials);
    return { accountName: ACCOUNT_NAMES[this.id] };
  }

  async *listDocuments(credentials: ProviderCredentials, query: { fromDate: string; includeArchived: boolean }) {
    this.signIn(credentials);
    for (const spec of this.documents) {
      if (spec.date < query.fromDate) continue;
      if (this.isArchived(spec) && !query.includeArchived) continue;
      yield {
        externalId: spec.id,
        kind: spec.kind,
        date: spec.date,
        number: spec.number,
        archived: this.isArchived(spec),
        fileName: `${spec.number}.pdf`,
        total: spec.kind === "OUTGOING_INVOICE" ? sandboxGross(spec) : null,
        currency: "EUR",
      } satisfies ProviderDocument;
    }
  }

  async download(credentials: ProviderCredentials, document: ProviderDocument) {
    this.signIn(credentials);
    const spec = this.find(document.externalId);
    return { bytes: await sandboxPdf(spec), fileName: `${spec.number}.pdf` };
  }
}

export const sandboxProviders = () => ({
  GETMYINVOICES: new SandboxDocumentProvider("GETMYINVOICES", GETMYINVOICES_DOCUMENTS, {
    archive: true,
    payments: false,
  }),
  FASTBILL: new SandboxDocumentProvider("FASTBILL", FASTBILL_DOCUMENTS, { archive: false, payments: false }),
  BILLOMAT: new SandboxDocumentProvider("BILLOMAT", BILLOMAT_DOCUMENTS, { archive: false, payments: true }),
});
