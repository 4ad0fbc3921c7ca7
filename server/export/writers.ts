// The export's accounting, spreadsheet and PDF files: each format's writer from
// server/domain/export/** and server/export/pdfBundle wired to the export's documents, the
// company's settings and, where a format needs them, the documents' files from the file store,
// their history and approvals. The job validates every document before any writer runs
// (validateExport); a writer that still meets a refused document fails the export.
import type { Readable } from "node:stream";
import { PDFDocument } from "pdf-lib";
import type pg from "pg";
import { writeBmdBookings } from "../domain/export/bmd/bmdBookings.ts";
import { writeBuchungsstapel, type CollectiveAccounts } from "../domain/export/datev/buchungsstapel.ts";
import { writeDebitorenKreditoren, type PartnerAccountRecord } from "../domain/export/datev/stammdaten.ts";
import type { BookingDocument, ExportPeriod } from "../domain/export/model.ts";
import { writeBookingsXlsx } from "../domain/export/spreadsheet/bookingsSheet.ts";
import { writeDatevXmlZip, type DatevXmlAddress, type DatevXmlDocumentFiles } from "../domain/export/xml/datevXml.ts";
import type { BlobStorage } from "../files/blobStore.ts";
import { translate, type ServerLanguage } from "../lib/i18n.ts";
import type { ExportFormatWriter, ExportWriterInput } from "./formats.ts";
import { writePdfBundleZip, type AuditApproval, type AuditHistoryEntry } from "./pdfBundle/pdfBundle.ts";

/** What the writers need beyond the documents: the database (read only), the file store and
 * the company's and the export's facts. */
export interface ExportContext {
  db: pg.Pool;
  blobs: BlobStorage;
  /** When the export is written ("erzeugt am"). */
  createdAt: Date;
  /** The export creator's name ("Exportiert von"). */
  creatorName: string | null;
  language: ServerLanguage;
  appendAuditTrail: boolean;
  companyAddress: DatevXmlAddress | null;
  /** Sammeldebitor / Sammelkreditor: the product keeps none yet, so both are null. */
  collectiveAccounts: CollectiveAccounts;
}

const dateDE = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The Buchungsstapel's Bezeichnung (DATEV cuts it at 30 characters). */
export const batchLabel = (period: ExportPeriod) => `Belegwerk ${dateDE(period.from)}-${dateDE(period.to)}`;

async function* fromReadable(stream: Readable): AsyncIterable<Uint8Array> {
  for await (const chunk of stream) yield chunk as Uint8Array;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

function context(input: ExportWriterInput): ExportContext {
  if (!input.context) throw new Error(`The ${input.options.accountingExport} writer needs the export context`);
  return input.context;
}

export const datevExtfWriter: ExportFormatWriter = {
  kind: "DATEV_EXTF",
  mimeType: "text/csv; charset=windows-1252",
  fileName: (_company, period) => `EXTF_Buchungsstapel_${period.from}_${period.to}.csv`,
  write(input) {
    const ctx = context(input);
    return writeBuchungsstapel({
      company: input.company,
      period: input.period,
      options: {
        label: batchLabel(input.period),
        fixation: true,
        collectiveAccounts: ctx.collectiveAccounts,
        createdAt: ctx.createdAt,
        exportedBy: ctx.creatorName ?? undefined,
        companyCountryCode: ctx.companyAddress?.countryCode ?? undefined,
      },
      documents: input.documents(),
      moneyTransactions: input.moneyTransactions(),
    }).chunks;
  },
};

const PARTNER_ACCOUNTS_SQL = `
select pa.number, coalesce(pc.name, pa.description, pa.number) as name, loc.vat_id_no, loc.country,
       loc.street, loc.zip, loc.city, loc.email, bank.iban, bank.bic
  from app_public.partner_accounts pa
  left join app_public.partner_companies pc on pc.client_company_id = pa.client_company_id and pc.id = pa.partner_company_id
  left join lateral (
    select l.vat_id_no, l.country, l.street, l.zip, l.city, l.email from app_public.partner_company_locations l
     where l.client_company_id = pa.client_company_id and l.partner_company_id = pa.partner_company_id
     order by l.main desc, l.id limit 1) loc on true
  left join lateral (
    select i.iban, i.bic from app_public.invoices i
     join app_public.export_documents ed on ed.client_company_id = i.client_company_id and ed.document_id = i.document_id
     where ed.client_company_id = $1 and ed.export_id = $2 and i.partner_account_id = pa.id and i.iban is not null
     order by i.invoice_date desc nulls last limit 1) bank on true
 where pa.client_company_id = $1
   and pa.id in (select i.partner_account_id from app_public.export_documents ed
                   join app_public.invoices i on i.client_company_id = ed.client_company_id and i.document_id = ed.document_id
                  where ed.client_company_id = $1 and ed.export_id = $2)
 order by pa.number`;

export const datevPartnerAccountsWriter: ExportFormatWriter = {
  kind: "DATEV_PARTNER_ACCOUNTS",
  mimeType: "text/csv; charset=windows-1252",
  fileName: (_company, period) => `EXTF_Debitoren_Kreditoren_${period.from}_${period.to}.csv`,
  write(input) {
    const ctx = context(input);
    async function* records(): AsyncIterable<PartnerAccountRecord> {
      const { rows } = await ctx.db.query(PARTNER_ACCOUNTS_SQL, [input.company.rowId, input.exportRowId]);
      for (const r of rows)
        yield {
          accountNumber: r.number,
          name: r.name,
          vatId: r.vat_id_no,
          countryCode: r.country,
          street: r.street,
          postalCode: r.zip,
          city: r.city,
          email: r.email,
          iban: r.iban,
          bic: r.bic,
        };
    }
    return writeDebitorenKreditoren({
      company: input.company,
      createdAt: ctx.createdAt,
      exportedBy: ctx.creatorName ?? undefined,
      records: records(),
    });
  },
};

interface StoredFile {
  documentId: string;
  kind: "PDF" | "XML" | "IMAGE";
  sha256: string;
  mediaType: string;
  name: string;
}

/** The files of these documents: their PDF and e-invoice XML source files, else their page images. */
async function documentFiles(db: pg.Pool, companyRowId: string, documentRowIds: string[]): Promise<StoredFile[]> {
  const { rows } = await db.query(
    `select f.document_id, f.kind::text as kind, f.sha256, f.media_type, f.name, f.created_at, 0 as page_no
       from app_public.source_files f
      where f.client_company_id = $1 and f.document_id = any($2) and f.kind in ('PDF', 'XML')
     union all
     select p.document_id, 'IMAGE', p.image_sha256, p.image_media_type, 'page-' || p.page_no, p.created_at, p.page_no
       from app_public.document_pages p
      where p.client_company_id = $1 and p.document_id = any($2)
      order by 1, 7, 6`,
    [companyRowId, documentRowIds],
  );
  return rows.map((r) => ({
    documentId: r.document_id,
    kind: r.kind,
    sha256: r.sha256,
    mediaType: r.media_type,
    name: r.name,
  }));
}

/** One PDF of a document: its PDF source file, else its page images made into a PDF. */
async function documentPdf(blobs: BlobStorage, files: StoredFile[]): Promise<Uint8Array> {
  const pdf = files.find((f) => f.kind === "PDF");
  if (pdf) return blobs.read(pdf.sha256);
  const out = await PDFDocument.create();
  for (const image of files.filter((f) => f.kind === "IMAGE")) {
    const bytes = await blobs.read(image.sha256);
    const embedded =
      image.mediaType === "image/png" ? await out.embedPng(bytes) : await out.embedJpg(bytes).catch(() => null);
    if (!embedded) continue;
    const page = out.addPage([embedded.width, embedded.height]);
    page.drawImage(embedded, { x: 0, y: 0, width: embedded.width, height: embedded.height });
  }
  return out.save();
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

export const datevXmlWriter: ExportFormatWriter = {
  kind: "DATEV_XML",
  mimeType: "application/zip",
  fileName: (_company, period) => `DATEV_XML_${period.from}_${period.to}.zip`,
  async *write(input) {
    const ctx = context(input);
    // DATEV takes at most 4999 documents per archive: the documents' data (not their files) is held.
    const documents = await collect(input.documents());
    const ids = documents.map((d) => d.documentRowId);
    const files = groupBy(await documentFiles(ctx.db, input.company.rowId, ids), (f) => f.documentId);
    const perDocument: DatevXmlDocumentFiles[] = documents.map((doc) => {
      const own = files.get(doc.documentRowId) ?? [];
      const stored = own.filter((f) => f.kind !== "IMAGE");
      return {
        documentRowId: doc.documentRowId,
        files: (stored.length > 0 ? stored : own).map((f) => ({
          name: f.name,
          mimeType: f.mediaType,
          open: () => ctx.blobs.read(f.sha256),
        })),
      };
    });
    const { rows } = await ctx.db.query(
      `select ed.document_id, loc.street, loc.zip, loc.city, loc.country
         from app_public.export_documents ed
         join app_public.invoices i on i.client_company_id = ed.client_company_id and i.document_id = ed.document_id
         join lateral (
           select l.street, l.zip, l.city, l.country from app_public.partner_company_locations l
            where l.client_company_id = i.client_company_id and l.partner_company_id = i.partner_company_id
            order by (l.id = i.partner_company_location_id) desc, l.main desc, l.id limit 1) loc on true
        where ed.client_company_id = $1 and ed.export_id = $2`,
      [input.company.rowId, input.exportRowId],
    );
    const partnerAddresses = new Map<string, DatevXmlAddress>(
      rows.map((r) => [r.document_id, { street: r.street, zip: r.zip, city: r.city, countryCode: r.country }]),
    );
    yield* fromReadable(
      writeDatevXmlZip({
        company: input.company,
        period: input.period,
        documents,
        files: perDocument,
        companyAddress: ctx.companyAddress,
        partnerAddresses,
        createdAt: ctx.createdAt,
      }),
    );
  },
};

export const bmdWriter: ExportFormatWriter = {
  kind: "BMD",
  mimeType: "text/csv; charset=windows-1252",
  fileName: (_company, period) => `BMD_Buchungen_${period.from}_${period.to}.csv`,
  write(input) {
    const ctx = context(input);
    return writeBmdBookings({
      company: input.company,
      period: input.period,
      options: { collectiveAccounts: ctx.collectiveAccounts },
      documents: input.documents(),
      moneyTransactions: input.moneyTransactions(),
    }).chunks;
  },
};

export const bookingsXlsxWriter: ExportFormatWriter = {
  kind: "BOOKINGS_XLSX",
  mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  fileName: (_company, period) => `Buchungen_${period.from}_${period.to}.xlsx`,
  async *write(input) {
    const ctx = context(input);
    const documents = await collect(input.documents());
    const moneyTransactions = await collect(input.moneyTransactions());
    yield* fromReadable(
      writeBookingsXlsx({ company: input.company, documents, moneyTransactions, language: ctx.language }),
    );
  },
};

export const factorXlsxWriter: ExportFormatWriter = {
  kind: "FACTOR_XLSX",
  mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  fileName: (_company, period) => `Factoring_${period.from}_${period.to}.xlsx`,
  async *write(input) {
    const ctx = context(input);
    const documents = await collect(input.documents());
    yield* fromReadable(writeBookingsXlsx({ company: input.company, documents, language: ctx.language }, ["factor"]));
  },
};

interface HistoryRow {
  document_id: string;
  created_at: Date;
  type: string;
  payload: Record<string, unknown> | null;
  actor: string | null;
}

interface ApprovalRow {
  document_id: string;
  state: "OPEN" | "APPROVED" | "REJECTED";
  decided_at: Date | null;
  message: string | null;
  approver: string | null;
}

const HISTORY_SQL = `
select h.document_id, h.created_at, h.type::text as type, h.payload, nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as actor
  from app_public.document_history_entries h
  left join app_public.users u on u.id = h.user_id
 where h.client_company_id = $1 and h.document_id = any($2)
 order by h.document_id, h.created_at, h.id`;

const APPROVALS_SQL = `
select r.document_id, r.state::text as state, r.decided_at, r.message,
       nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as approver
  from app_public.approval_requests r
  left join app_public.users u on u.id = r.approver_user_id
 where r.client_company_id = $1 and r.document_id = any($2) and r.state <> 'CANCELED'
 order by r.document_id, r.created_at`;

/** A history entry as the document's history shows it (the SPA's texts, documentDetails.history.types). */
function historyText(language: ServerLanguage, type: string, actor: string | null, payload: Record<string, unknown>) {
  const str = (...values: unknown[]) => String(values.find((v) => typeof v === "string" && v !== "") ?? "");
  return translate(language, [`historyTypes.${type}`, "historyTypes.unknown"], {
    name: actor ?? "—",
    type,
    from: str(payload.previousCategory, payload.previousStep),
    to: str(payload.nextCategory, payload.nextStep),
    approver: str(payload.approverName, payload.approver),
    person: str(payload.personName, payload.person),
    receiver: str(payload.receiver),
    system: str(payload.system),
    number: str(payload.number),
    before: str(payload.before),
    after: str(payload.after),
  });
}

/** The PDFs, a batch of documents at a time: their files, history and approvals in three queries per batch. */
export const pdfZipWriter: ExportFormatWriter = {
  kind: "PDF_ZIP",
  mimeType: "application/zip",
  fileName: (_company, period) => `Belege_${period.from}_${period.to}.zip`,
  async *write(input) {
    const ctx = context(input);
    const companyRowId = input.company.rowId;
    async function* batches(): AsyncGenerator<BookingDocument[]> {
      let batch: BookingDocument[] = [];
      for await (const doc of input.documents()) {
        batch.push(doc);
        if (batch.length >= 50) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    }
    async function* entries() {
      for await (const batch of batches()) {
        const ids = batch.map((d) => d.documentRowId);
        const files = groupBy(await documentFiles(ctx.db, companyRowId, ids), (f) => f.documentId);
        const history = ctx.appendAuditTrail
          ? groupBy((await ctx.db.query<HistoryRow>(HISTORY_SQL, [companyRowId, ids])).rows, (r) => r.document_id)
          : new Map<string, HistoryRow[]>();
        const approvals = ctx.appendAuditTrail
          ? groupBy((await ctx.db.query<ApprovalRow>(APPROVALS_SQL, [companyRowId, ids])).rows, (r) => r.document_id)
          : new Map<string, ApprovalRow[]>();
        for (const document of batch) {
          const own = files.get(document.documentRowId) ?? [];
          yield {
            document,
            pdf: () => documentPdf(ctx.blobs, own),
            history: (history.get(document.documentRowId) ?? []).map((r): AuditHistoryEntry => ({
              at: new Date(r.created_at).toISOString(),
              actorName: r.actor,
              text: historyText(ctx.language, r.type, r.actor, r.payload ?? {}),
            })),
            approvals: (approvals.get(document.documentRowId) ?? []).map((r): AuditApproval => ({
              approverName: r.approver,
              state: r.state === "OPEN" ? "PENDING" : r.state,
              at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
              comment: r.message,
            })),
          };
        }
      }
    }
    yield* fromReadable(
      writePdfBundleZip({
        documents: entries(),
        language: ctx.language,
        appendAuditTrail: ctx.appendAuditTrail && input.options.auditTrailPos !== "NONE",
        auditTrailPos: input.options.auditTrailPos === "BEFORE" ? "START" : "END",
        exported: { at: ctx.createdAt.toISOString(), actorName: ctx.creatorName },
      }),
    );
  },
};
