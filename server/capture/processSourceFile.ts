import type pg from "pg";
import { isPlaceholderName, partyFindings } from "../domain/capture/parties.ts";
import type {
  ComplianceFinding,
  EInvoice,
  ExtractedEvidence,
  ExtractedInvoiceFields,
} from "../domain/capture/types.ts";
import { checkCompliance, parseEInvoiceXml } from "../domain/einvoice/index.ts";
import { type EInvoiceErrorDetail, isEInvoiceError } from "../domain/einvoice/errors.ts";
import { extractInvoiceFields, FILL_THRESHOLD } from "../domain/extraction/index.ts";
import { withTransaction } from "../db/withTransaction.ts";
import type { BlobStorage } from "../files/blobStore.ts";
import { serverLanguageOf } from "../lib/i18n.ts";
import { renderEInvoicePdf } from "../files/einvoiceVisual.ts";
import { isFileProcessingError } from "../files/errors.ts";
import type { Ocr } from "../files/ocr.ts";
import { type PageWarning, type RenderBudget, renderDocument, type RenderedDocument } from "../files/pipeline.ts";
import type { RenderFn } from "../files/renderPool.ts";
import type { FileKind } from "../files/sniff.ts";
import type { Logger } from "../logger.ts";
import type { CustomExtractionService } from "../extraction/customExtraction.ts";
import { partnerAccountOf, partnerMasterData, recognizePartner, type PartnerHint } from "./partners.ts";
import {
  capturedInvoiceRow,
  extractedInvoiceRow,
  type FieldState,
  filledFields,
  type InvoiceRow,
} from "./invoiceRow.ts";
import { addDays } from "../../src/lib/calendarDate.ts";
import { vatIdChecksumOk } from "../../src/lib/vatIdCheck.ts";
import { applyLayoutTemplate, type LayoutTemplate, mergeTemplateFields, type PageLayout } from "./layoutTemplate.ts";
import { storedPieces } from "./pageLayout.ts";

export interface CaptureDeps {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  /** OCR for scans, if installed. */
  ocr: Ocr | null;
  maxPages: number;
  logger: Logger;
  /** Where pages are rendered: a RenderPool's threads in the server; in this thread by default. */
  render?: RenderFn;
  /** Time and size limits of rendering one document (pipeline.ts DEFAULT_RENDER_BUDGET otherwise). */
  renderBudget?: RenderBudget;
  /** The custom extraction service (CUSTOM_EXTRACTION_URL), or null/absent when none is configured:
   * invoices of categories and partners switched to it are read by it. */
  customExtraction?: CustomExtractionService | null;
}

/** Renders in the calling thread (tests, tools). */
const renderHere =
  (ocr: Ocr | null): RenderFn =>
  (data, kind, opts) =>
    renderDocument(data, kind, {
      maxPages: opts.maxPages,
      budget: opts.budget,
      onProgress: opts.onProgress,
      ocr: opts.ocr ? ocr : null,
    });

/** A failure that processing the same bytes again cannot mend: the file is marked FAILED at once. */
export class PermanentCaptureError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The e-invoice reader's coded reason, stored for the upload page to show in words. */
    readonly reason?: EInvoiceErrorDetail,
  ) {
    super(message);
  }
}

/** The processing-error codes the SPA translates (sourceFileErrors.*). */
const FILE_ERROR_CODES: Record<string, string> = {
  FILE_TOO_LARGE: "FILE_TOO_LARGE",
  FILE_EMPTY: "EMPTY_FILE",
  UNSUPPORTED_TYPE: "UNSUPPORTED_FILE_TYPE",
  PDF_ENCRYPTED: "PDF_ENCRYPTED",
  PDF_DAMAGED: "PDF_DAMAGED",
  PDF_TOO_MANY_PAGES: "PDF_TOO_MANY_PAGES",
  PDF_EMPTY: "PDF_EMPTY",
  PAGE_RENDER_FAILED: "PDF_DAMAGED",
  // Taking too long says nothing about the file being damaged.
  PAGE_RENDER_TIMEOUT: "PROCESSING_TIMEOUT",
  PROCESSING_TIMEOUT: "PROCESSING_TIMEOUT",
  IMAGE_TOO_LARGE: "IMAGE_TOO_LARGE",
  IMAGE_DAMAGED: "IMAGE_DAMAGED",
  IMAGE_TOO_MANY_PAGES: "PDF_TOO_MANY_PAGES",
  XML_EMPTY: "EMPTY_FILE",
  XML_TOO_LARGE: "FILE_TOO_LARGE",
  XML_UNSAFE: "XML_UNSAFE",
  XML_MALFORMED: "XML_MALFORMED",
  EINVOICE_UNKNOWN_FORMAT: "EINVOICE_UNKNOWN_FORMAT",
  EINVOICE_INVALID: "EINVOICE_INVALID",
};

/** Names of e-invoice attachments in Factur-X / ZUGFeRD / XRechnung-in-PDF, best first. */
const EINVOICE_ATTACHMENTS = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "zugferd_invoice.xml"];

interface SourceFileRow {
  id: string;
  client_company_id: string;
  review_group_id: string | null;
  category_id: string;
  name: string;
  kind: FileKind;
  sha256: string;
  uploaded_by_user_id: string | null;
  /** An update-file upload: the document this file becomes the newer version of. */
  document_to_update_id: string | null;
  document_type: "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";
  company_name: string;
  company_brand_name: string | null;
  company_vat_id: string | null;
  company_tax_number: string | null;
  company_language: string;
  create_partner: boolean;
  category_uses_custom_extraction: boolean;
}

interface Captured {
  rendered: RenderedDocument | null;
  einvoice: EInvoice | null;
  extracted: ExtractedInvoiceFields | null;
  findings: ComplianceFinding[];
  /** An embedded e-invoice was there but could not be used: the figures come from the text. */
  einvoiceUnusable?: boolean;
  /** The positioned text of a PDF's pages (kept for learning the partner's layout). */
  layouts?: PageLayout[];
  /** The partner's learned layout template that read the fields. */
  templateId?: string;
}

/** The findings of an e-invoice: what its reader tolerated, the rules of its profile, its parties. */
function einvoiceFindings(file: SourceFileRow, einvoice: EInvoice): ComplianceFinding[] {
  const { invoice } = einvoice;
  return [
    ...checkCompliance(invoice, einvoice),
    ...(einvoice.readFindings ?? []),
    ...(isInvoiceType(file.document_type) ? partyFindings(invoice, directionOf(file), ownCompanyOf(file)) : []),
  ];
}

const directionOf = (file: SourceFileRow) => (file.document_type === "OUTGOING_INVOICE" ? "OUTGOING" : "INCOMING");

const ownCompanyOf = (file: SourceFileRow) => ({
  name: file.company_name,
  brandName: file.company_brand_name,
  vatId: file.company_vat_id,
  taxNumber: file.company_tax_number,
});

/**
 * Turns one uploaded file into a document: page images and text, the e-invoice's exact
 * figures or the fields extracted from the text, the partner, and a place in the upload's
 * review group. Idempotent: a file already done (or deleted) is left alone, and the document
 * is written in one transaction together with the file's DONE state.
 *
 * Deterministic failures (an encrypted PDF, broken XML) mark the file FAILED with a code the
 * upload page translates; anything else is recorded and rethrown so the worker retries.
 */
export async function processSourceFile(deps: CaptureDeps, sourceFileId: string): Promise<void> {
  const { ownerPool, logger } = deps;
  const { rows } = await ownerPool.query<SourceFileRow>(
    `with claimed as (
       update app_public.source_files
          set status = 'PROCESSING', attempts = attempts + 1,
              processing_percentage = greatest(processing_percentage, 2),
              processing_error = null, processing_error_detail = null, processing_error_reason = null
        where id = $1 and status in ('QUEUED', 'PROCESSING', 'FAILED')
        returning *)
     select f.id, f.client_company_id, f.review_group_id, f.category_id, f.name, f.kind, f.sha256,
            f.uploaded_by_user_id, f.document_to_update_id, cat.document_type, c.name as company_name,
            c.brand_name as company_brand_name, c.vat_id as company_vat_id, c.tax_number as company_tax_number, c.language as company_language,
            c.create_partner, cat.uses_custom_extraction_service as category_uses_custom_extraction
       from claimed f
       join app_public.document_categories cat on cat.id = f.category_id
       join app_public.client_companies c on c.id = f.client_company_id`,
    [sourceFileId],
  );
  const file = rows[0];
  if (!file) return; // done, duplicate or removed meanwhile
  const log = logger.child({ sourceFileId, clientCompanyId: file.client_company_id });

  try {
    if (await markIfDuplicate(ownerPool, file)) return;
    // Refuse before the expensive part; writeDocument checks again under the row lock.
    if (file.document_to_update_id) await documentToUpdate(ownerPool, file, false);
    const progress = progressReporter(ownerPool, file.id);
    const bytes = await readBlob(deps.blobs, file.sha256);
    const captured = await capture(deps, file, bytes, progress);
    await progress.set(85);
    const pageImages = await storePageImages(deps.blobs, captured.rendered);
    await progress.set(92);
    const documentId = await writeDocument(ownerPool, file, captured, pageImages);
    log.info({ documentId, pages: pageImages.length, einvoice: !!captured.einvoice }, "source file processed");
  } catch (error) {
    const permanent = toPermanent(error);
    if (permanent) {
      log.info({ code: permanent.code, err: permanent.message }, "source file refused");
      await ownerPool.query(
        `update app_public.source_files
            set status = 'FAILED', processing_error = $2, processing_error_detail = $3, processing_error_reason = $4
          where id = $1 and status = 'PROCESSING'`,
        [file.id, permanent.code, permanent.message.slice(0, 2000), storedReason(permanent.reason)],
      );
      return;
    }
    log.error({ err: (error as Error).message, stack: (error as Error).stack }, "source file processing failed");
    await ownerPool.query(
      `update app_public.source_files set status = 'FAILED', processing_error = 'PROCESSING_FAILED', processing_error_detail = $2
        where id = $1 and status = 'PROCESSING'`,
      [file.id, String((error as Error).message).slice(0, 2000)],
    );
    throw error; // the worker retries with back-off
  }
}

function toPermanent(error: unknown): PermanentCaptureError | null {
  if (error instanceof PermanentCaptureError) return error;
  if (isFileProcessingError(error) || isEInvoiceError(error)) {
    const code = FILE_ERROR_CODES[error.code] ?? "PROCESSING_FAILED";
    return new PermanentCaptureError(code, error.message, isEInvoiceError(error) ? error.detail : undefined);
  }
  return null;
}

/** The reason as the column takes it (only the coded parts, the value cut short), or null. */
function storedReason(reason: EInvoiceErrorDetail | undefined): string | null {
  if (!reason) return null;
  const stored: EInvoiceErrorDetail = { reason: reason.reason };
  if (reason.term) stored.term = reason.term;
  if (reason.label) stored.label = reason.label.slice(0, 200);
  if (reason.value !== undefined) stored.value = reason.value.slice(0, 100);
  return JSON.stringify(stored);
}

async function readBlob(blobs: BlobStorage, sha256: string): Promise<Uint8Array> {
  if (!(await blobs.has(sha256))) throw new PermanentCaptureError("BLOB_MISSING", `Blob ${sha256} is missing.`);
  return blobs.read(sha256);
}

/** Writes the processing percentage at most every 400 ms (and always forward). */
function progressReporter(pool: pg.Pool, id: string) {
  let last = 0;
  let lastAt = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return {
    set(percentage: number, force = true): Promise<unknown> {
      const p = Math.max(0, Math.min(99, Math.round(percentage)));
      const now = Date.now();
      if (p <= last || (!force && now - lastAt < 400)) return pending;
      last = p;
      lastAt = now;
      pending = pending
        .then(() =>
          pool.query(
            "update app_public.source_files set processing_percentage = $2 where id = $1 and processing_percentage < $2",
            [id, p],
          ),
        )
        .catch(() => {}); // progress is cosmetic; the final state is written in the main transaction
      return pending;
    },
  };
}

const isInvoiceType = (t: SourceFileRow["document_type"]) => t === "INCOMING_INVOICE" || t === "OUTGOING_INVOICE";

async function capture(
  deps: CaptureDeps,
  file: SourceFileRow,
  bytes: Uint8Array,
  progress: ReturnType<typeof progressReporter>,
): Promise<Captured> {
  const render = deps.render ?? renderHere(deps.ocr);
  if (file.kind === "XML") {
    const einvoice = parseEInvoiceXml(bytes);
    await progress.set(20);
    // A pure XML invoice has no pages: people read the visualization rendered from it.
    const visual = await renderEInvoicePdf(einvoice, { language: serverLanguageOf(file.company_language) });
    const rendered = await render(visual, "PDF", {
      maxPages: deps.maxPages,
      budget: deps.renderBudget,
      ocr: false,
      onProgress: (fraction) => void progress.set(20 + fraction * 60, false),
    });
    return {
      rendered,
      einvoice,
      extracted: null,
      findings: [...renderFindings(rendered), ...einvoiceFindings(file, einvoice)],
    };
  }
  await progress.set(5);
  const rendered = await render(bytes, file.kind, {
    maxPages: deps.maxPages,
    budget: deps.renderBudget,
    ocr: deps.ocr !== null,
    onProgress: (fraction) => void progress.set(5 + fraction * 75, false),
  });
  // What rendering left out (pages over their budget, failed OCR) is shown with the document.
  const findings: ComplianceFinding[] = renderFindings(rendered);
  let einvoice: EInvoice | null = null;
  let einvoiceUnusable = false;
  const attachments = [...rendered.attachments].sort((a, b) => attachmentRank(a.filename) - attachmentRank(b.filename));
  for (const attachment of attachments) {
    if (attachmentRank(attachment.filename) === Infinity) continue;
    try {
      einvoice = parseEInvoiceXml(attachment.content);
      break;
    } catch (error) {
      if (!isEInvoiceError(error)) throw error;
      // Another XML file beside the invoice (logistics data, a delivery note) is no failed invoice.
      if (
        error.code === "EINVOICE_UNKNOWN_FORMAT" &&
        attachmentRank(attachment.filename) >= EINVOICE_ATTACHMENTS.length
      ) {
        continue;
      }
      einvoiceUnusable = true;
      // The parser's reason, coded, for the review to show in words ("Amount due (BT-115) is missing").
      const params: Record<string, string> = { filename: attachment.filename, code: error.code };
      if (error.detail) {
        params.reason = error.detail.reason;
        if (error.detail.term) params.term = error.detail.term;
        if (error.detail.label) params.label = error.detail.label;
        if (error.detail.value !== undefined) params.value = error.detail.value;
      }
      findings.push({ rule: "EINVOICE_ATTACHMENT_UNREADABLE", severity: "warning", params });
    }
  }
  if (einvoice) {
    findings.push(...einvoiceFindings(file, einvoice));
    return { rendered, einvoice, extracted: null, findings };
  }
  // The positioned text of the pages with a text layer, read with their text in the page
  // pipeline: where values stand and what is next to them (the layout reading, the partner's
  // template, learning from confirmations).
  const readLayouts =
    file.kind === "PDF" && isInvoiceType(file.document_type) && rendered.pages.some((p) => p.textSource === "PDF");
  const textLayouts: PageLayout[] = rendered.pages.map((p) =>
    readLayouts && p.textSource === "PDF" && p.layout ? p.layout : { width: 595, height: 842, items: [] },
  );
  let extracted = isInvoiceType(file.document_type)
    ? extractInvoiceFields(
        rendered.pages.map((p) => p.text),
        {
          ownVatIds: file.company_vat_id ? [file.company_vat_id] : [],
          ownNames: [file.company_name, file.company_brand_name].filter((n): n is string => !!n),
          ...(readLayouts ? { layout: textLayouts.map((l) => l.items) } : {}),
        },
      )
    : null;
  const reading = extracted ? await partnerReadingOf(deps.ownerPool, file, extracted) : null;
  let templateId: string | undefined;
  if (extracted && reading?.custom && deps.customExtraction) {
    // The built-in reading only told whose document it is; the custom service reads it instead.
    extracted = await deps.customExtraction.extract({
      documentType: file.document_type as "INCOMING_INVOICE" | "OUTGOING_INVOICE",
      fileName: file.name,
      fileKind: file.kind,
      file: bytes,
      pagesText: rendered.pages.map((p) => p.text),
    });
    deps.logger.info({ sourceFileId: file.id }, "source file read by the custom extraction service");
  } else if (extracted && reading?.template && readLayouts) {
    // The partner's own layout, learned from a confirmed invoice, is read first; what it does
    // not cover (or a layout it does not match) is left to the generic reading.
    const applied = applyLayoutTemplate(reading.template.template, textLayouts);
    if (applied) {
      extracted = mergeTemplateFields(extracted, applied.fields);
      templateId = reading.template.id;
      deps.logger.info(
        { sourceFileId: file.id, labels: applied.labels, labelsFound: applied.labelsFound },
        "source file read with the partner's learned layout",
      );
    }
  }
  const partnerName = extracted?.partnerName?.value;
  if (partnerName && isPlaceholderName(partnerName)) {
    const rule = file.document_type === "OUTGOING_INVOICE" ? "BUYER_PLACEHOLDER" : "SELLER_PLACEHOLDER";
    findings.push({ rule, severity: "warning", field: "partnerName", params: { name: partnerName.slice(0, 200) } });
  }
  return {
    rendered,
    einvoice: null,
    extracted,
    findings,
    einvoiceUnusable,
    layouts: textLayouts.some((l) => l.items.length > 0) ? textLayouts : undefined,
    templateId,
  };
}

interface PartnerReading {
  /** The custom extraction service reads it (its category or its partner is switched to it). */
  custom: boolean;
  /** The recognised partner's learned layout. */
  template: { id: string; template: LayoutTemplate } | null;
}

/**
 * How an invoice is read beyond the generic extraction, decided by its category and the
 * partner the generic extraction recognises (without creating one): by the custom extraction
 * service when the category or the partner is switched to it, else by the partner's learned
 * layout template when there is one (the built-in extraction per partner). E-invoices are
 * never sent: their figures are exact.
 */
export async function partnerReadingOf(
  pool: pg.Pool,
  file: Pick<SourceFileRow, "client_company_id" | "document_type" | "category_uses_custom_extraction">,
  extracted: ExtractedInvoiceFields,
): Promise<PartnerReading> {
  if (file.category_uses_custom_extraction) return { custom: true, template: null };
  const { rows } = await pool.query<{ custom: boolean; templates: boolean }>(
    `select exists (select 1 from app_public.partner_companies
                     where client_company_id = $1 and uses_custom_extraction_service) as custom,
            exists (select 1 from app_public.partner_layout_templates
                     where client_company_id = $1 and document_type = $2::app_public.document_type) as templates`,
    [file.client_company_id, file.document_type],
  );
  if (!rows[0]?.custom && !rows[0]?.templates) return { custom: false, template: null };
  const hint = textPartnerHint(file, extracted);
  return withTransaction(pool, async (client) => {
    const partner = await recognizePartner(client, {
      clientCompanyId: file.client_company_id,
      hint,
      createIfMissing: false,
    });
    if (!partner) return { custom: false, template: null };
    const { rows: found } = await client.query<{ uses: boolean; id: string | null; template: LayoutTemplate | null }>(
      `select p.uses_custom_extraction_service as uses, t.id, t.template
         from app_public.partner_companies p
         left join app_public.partner_layout_templates t
           on t.client_company_id = p.client_company_id and t.partner_company_id = p.id
          and t.document_type = $3::app_public.document_type
        where p.id = $1 and p.client_company_id = $2`,
      [partner.partnerCompanyId, file.client_company_id, file.document_type],
    );
    const row = found[0];
    return {
      custom: row?.uses ?? false,
      template: row?.id && row.template ? { id: row.id, template: row.template } : null,
    };
  });
}

/** Whether the custom extraction service reads this invoice (partnerReadingOf). */
export async function usesCustomExtraction(
  pool: pg.Pool,
  file: Pick<SourceFileRow, "client_company_id" | "document_type" | "category_uses_custom_extraction">,
  extracted: ExtractedInvoiceFields,
): Promise<boolean> {
  return (await partnerReadingOf(pool, file, extracted)).custom;
}

/**
 * Evidence as stored: with the size of its page in points (the viewer places the box relative
 * to the page image) when its page's text layer was read, numbers to a tenth of a point.
 */
function evidenceOnPage(
  evidence: ExtractedEvidence | null | undefined,
  layouts: PageLayout[] | undefined,
): (ExtractedEvidence & { pageWidth?: number; pageHeight?: number }) | null {
  if (!evidence || !Number.isInteger(evidence.page) || evidence.page < 1) return null;
  const page = layouts?.[evidence.page - 1];
  const tenth = (n: number) => Math.round(n * 10) / 10;
  const numbers = [evidence.x, evidence.y, evidence.width, evidence.height];
  if (!numbers.every(Number.isFinite) || evidence.width <= 0 || evidence.height <= 0) return null;
  return {
    page: evidence.page,
    x: tenth(evidence.x),
    y: tenth(evidence.y),
    width: tenth(evidence.width),
    height: tenth(evidence.height),
    ...(evidence.label ? { label: evidence.label.slice(0, 200) } : {}),
    ...(page ? { pageWidth: tenth(page.width), pageHeight: tenth(page.height) } : {}),
  };
}

/** The rule names of rendering warnings (texts under compliance.rules in the SPA). */
const RENDER_WARNING_RULES: Partial<Record<PageWarning["code"], string>> = {
  PAGE_RENDER_SIMPLIFIED: "PAGE_RENDER_SIMPLIFIED",
  PAGE_RENDER_TIMEOUT: "PAGE_NOT_RENDERED",
  PAGES_NOT_RENDERED: "PAGES_NOT_RENDERED",
  OCR_FAILED: "PAGE_OCR_FAILED",
  OCR_TIMEOUT: "PAGE_OCR_FAILED",
};

function renderFindings(rendered: RenderedDocument): ComplianceFinding[] {
  return rendered.warnings.map((w): ComplianceFinding => ({
    rule: RENDER_WARNING_RULES[w.code] ?? "PAGE_NOT_RENDERED",
    severity: "warning",
    params:
      w.code === "PAGES_NOT_RENDERED"
        ? { rendered: String(w.pageNo - 1), total: String(rendered.totalPages) }
        : { pageNo: String(w.pageNo) },
  }));
}

/** Known e-invoice names first; any other .xml attachment after them; the rest never. */
function attachmentRank(filename: string): number {
  const name = filename.toLowerCase();
  const known = EINVOICE_ATTACHMENTS.indexOf(name);
  if (known >= 0) return known;
  return name.endsWith(".xml") ? EINVOICE_ATTACHMENTS.length : Infinity;
}

interface StoredPage {
  pageNo: number;
  width: number;
  height: number;
  imageSha256: string;
  imageMediaType: string;
  thumbSha256: string;
  thumbMediaType: string;
  thumbWidth: number;
  thumbHeight: number;
  text: string;
  textSource: string;
}

async function storePageImages(blobs: BlobStorage, rendered: RenderedDocument | null): Promise<StoredPage[]> {
  if (!rendered) return [];
  const pages: StoredPage[] = [];
  for (const page of rendered.pages) {
    pages.push({
      pageNo: page.pageNo,
      width: page.full.width,
      height: page.full.height,
      imageSha256: await blobs.put(page.full.bytes),
      imageMediaType: page.full.mediaType,
      thumbSha256: await blobs.put(page.thumb.bytes),
      thumbMediaType: page.thumb.mediaType,
      thumbWidth: page.thumb.width,
      thumbHeight: page.thumb.height,
      // PostgreSQL text cannot hold NUL characters (some PDFs' text layers do).
      text: page.text.replaceAll(String.fromCharCode(0), ""),
      textSource: page.textSource,
    });
  }
  return pages;
}

/** An earlier upload of the same bytes already became a document of this company. */
async function existingDocumentOf(db: pg.Pool | pg.PoolClient, file: SourceFileRow): Promise<string | null> {
  const { rows } = await db.query<{ document_id: string }>(
    `select sf.document_id from app_public.source_files sf
       join app_public.documents d on d.id = sf.document_id
      where sf.client_company_id = $1 and sf.sha256 = $2 and sf.id <> $3 and not d.superseded
      order by d.import_date limit 1`,
    [file.client_company_id, file.sha256, file.id],
  );
  return rows[0]?.document_id ?? null;
}

async function markDuplicate(db: pg.Pool | pg.PoolClient, file: SourceFileRow, documentId: string) {
  await db.query(
    `update app_public.source_files
        set status = 'DUPLICATE', duplicate_document_id = $2, processing_percentage = 100, processed_at = now()
      where id = $1`,
    [file.id, documentId],
  );
  await db.query(
    `insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, source_file_id)
     values ($1, $2, 'DUPLICATE_UPLOADED', $3, $4)`,
    [file.client_company_id, documentId, file.uploaded_by_user_id, file.id],
  );
}

async function markIfDuplicate(pool: pg.Pool, file: SourceFileRow): Promise<boolean> {
  const existing = await existingDocumentOf(pool, file);
  if (!existing) return false;
  await markDuplicate(pool, file, existing);
  return true;
}

interface OlderVersion {
  id: string;
  workflow_step_id: string | null;
  title: string | null;
}

/**
 * The document an update-file upload replaces, when it may still be replaced: it exists in
 * the file's company, is not superseded, and stands in no workflow step that prevents
 * editing (the same rules as at upload time, server/api/sourceFiles.ts). A version that was
 * superseded meanwhile is refused rather than chained to its newest version: the person
 * meant to replace the version they saw, not one someone else uploaded since.
 */
async function documentToUpdate(
  db: pg.Pool | pg.PoolClient,
  file: SourceFileRow,
  lock: boolean,
): Promise<OlderVersion> {
  const { rows } = await db.query<OlderVersion & { superseded: boolean; prevent_edit: boolean | null }>(
    `select d.id, d.workflow_step_id, d.title, d.superseded, s.prevent_document_edit as prevent_edit
       from app_public.documents d
       left join app_public.document_workflow_steps s on s.client_company_id = d.client_company_id and s.id = d.workflow_step_id
      where d.id = $1 and d.client_company_id = $2${lock ? " for update of d" : ""}`,
    [file.document_to_update_id, file.client_company_id],
  );
  const older = rows[0];
  if (!older) throw new PermanentCaptureError("DOCUMENT_TO_UPDATE_NOT_FOUND", "The document to update is gone.");
  if (older.superseded)
    throw new PermanentCaptureError(
      "DOCUMENT_TO_UPDATE_SUPERSEDED",
      `Document ${older.id} was superseded meanwhile; update its newer version.`,
    );
  if (older.prevent_edit)
    throw new PermanentCaptureError(
      "DOCUMENT_TO_UPDATE_LOCKED",
      `Document ${older.id} stands in a workflow step that prevents editing.`,
    );
  return { id: older.id, workflow_step_id: older.workflow_step_id, title: older.title };
}

/**
 * GoBD: the older version is kept, readable and unchanged, only marked superseded and linked
 * to the new one (never deleted, also when exported for booking). Its comments, approvals,
 * shares and accounting items stay with it; the new version takes only its workflow step and
 * title (above) and starts unarchived, with the invoice fields captured fresh from the new file.
 */
async function supersede(client: pg.PoolClient, file: SourceFileRow, olderId: string, newerId: string) {
  await client.query(
    `insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, source_file_id, payload)
     values ($1, $2, 'NEW_VERSION', $3, $4, jsonb_build_object('olderDocumentRowId', $5::uuid))`,
    [file.client_company_id, newerId, file.uploaded_by_user_id, file.id, olderId],
  );
  // The SUPERSEDED history entry is the trigger's (tg_documents__history_changes); it names
  // the request's user, here the uploader, for this statement only.
  if (file.uploaded_by_user_id)
    await client.query("select set_config('app.user_id', $1, true)", [file.uploaded_by_user_id]);
  await client.query(
    `update app_public.documents set superseded = true, superseded_by_document_id = $2
      where id = $1 and client_company_id = $3`,
    [olderId, newerId, file.client_company_id],
  );
  if (file.uploaded_by_user_id) await client.query("select set_config('app.user_id', '', true)");
}

function partnerHintOf(file: SourceFileRow, captured: Captured): PartnerHint | null {
  if (!isInvoiceType(file.document_type)) return null;
  if (captured.einvoice) {
    const inv = captured.einvoice.invoice;
    const party = file.document_type === "INCOMING_INVOICE" ? inv.seller : inv.buyer;
    return {
      // "[Seller name]" names no partner; the VAT id or IBAN may still find one.
      name: isPlaceholderName(party.name) ? undefined : party.name,
      vatId: party.vatId,
      iban: file.document_type === "INCOMING_INVOICE" ? inv.payment.iban : undefined,
      bic: file.document_type === "INCOMING_INVOICE" ? inv.payment.bic : undefined,
      party,
      exact: true,
    };
  }
  if (!captured.extracted) return null;
  return textPartnerHint(file, captured.extracted);
}

/**
 * Who the partner is by the text: a VAT id or IBAN offered as a suggestion still finds a
 * partner whose master data says exactly that (a misprinted VAT id the partner record shares),
 * but only sure values with matching check digits go into a partner created from the invoice.
 */
function textPartnerHint(file: Pick<SourceFileRow, "document_type">, extracted: ExtractedInvoiceFields): PartnerHint {
  const sure = filledFields(extracted);
  const vatId = extracted.partnerVatId?.value;
  return {
    name: sure.partnerName && sure.partnerName.confidence >= 0.7 ? sure.partnerName.value : undefined,
    vatId,
    // Check digits that do not match (a misprint or a sample id): filled as printed, it still
    // finds a partner whose master data says exactly that, but is never stored with a new one.
    vatIdSure: vatId !== undefined && sure.partnerVatId !== undefined && vatIdChecksumOk(vatId) !== false,
    iban: file.document_type === "INCOMING_INVOICE" ? extracted.iban?.value : undefined,
    exact: false,
  };
}

/**
 * Fills the invoice columns the text left empty from the recognised partner's master data:
 * its name and VAT id, the bank account and the payment terms of its payment preset (the due
 * date and discount counted from the invoice date). Returns their field states (PARTNER).
 */
async function fillFromPartner(
  client: pg.PoolClient,
  file: SourceFileRow,
  partner: { partnerCompanyId: string; locationId: string | null },
  columns: Record<string, unknown>,
): Promise<FieldState[]> {
  const master = await partnerMasterData(client, {
    clientCompanyId: file.client_company_id,
    partnerCompanyId: partner.partnerCompanyId,
    locationId: partner.locationId,
  });
  if (!master) return [];
  const filled: Record<string, unknown> = {};
  const empty = (column: string) => columns[column] === undefined || columns[column] === null;
  if (empty("extracted_partner_name")) filled.extracted_partner_name = master.name;
  if (empty("extracted_partner_vat_id_no") && master.vatId) filled.extracted_partner_vat_id_no = master.vatId;
  // An outgoing invoice is paid to the company, not to the partner's account.
  if (file.document_type === "INCOMING_INVOICE" && empty("iban") && master.iban) {
    filled.iban = master.iban;
    if (empty("bic") && master.bic) filled.bic = master.bic;
  }
  const invoiceDate = typeof columns.invoice_date === "string" ? columns.invoice_date : null;
  if (invoiceDate && empty("due_date") && master.dueDateInDays !== null)
    filled.due_date = addDays(invoiceDate, master.dueDateInDays);
  if (
    invoiceDate &&
    empty("discount_percent") &&
    empty("discount_until") &&
    master.discountPercent !== null &&
    master.discountDueDateInDays !== null
  ) {
    filled.discount_percent = master.discountPercent;
    filled.discount_until = addDays(invoiceDate, master.discountDueDateInDays);
  }
  Object.assign(columns, filled);
  return Object.keys(filled).map((column) => ({
    field: column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
    source: "PARTNER" as const,
    confidence: null,
  }));
}

function needsManualReview(file: SourceFileRow, captured: Captured): string | null {
  const r = captured.rendered;
  if (captured.einvoice) return null;
  if (r?.needsOcrButUnavailable) return "OCR_UNAVAILABLE";
  if (r && r.pages.every((p) => !p.text.trim())) return "NO_TEXT";
  // The e-invoice's exact figures were meant to be used; what the text gave is only a guess.
  if (captured.einvoiceUnusable) return "EINVOICE_UNUSABLE";
  const x = captured.extracted && filledFields(captured.extracted, FILL_THRESHOLD);
  if (isInvoiceType(file.document_type) && x && !x.total && !x.invoiceNumber) return "NOTHING_EXTRACTED";
  return null;
}

async function writeDocument(
  pool: pg.Pool,
  file: SourceFileRow,
  captured: Captured,
  pages: StoredPage[],
): Promise<string | null> {
  return withTransaction<string | null>(pool, async (client, rollback) => {
    // One writer per company and content: two uploads of the same file do not both become documents.
    await client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `capture:${file.client_company_id}:${file.sha256}`,
    ]);
    const existing = await existingDocumentOf(client, file);
    if (existing) {
      await markDuplicate(client, file, existing);
      return null;
    }
    const { rows: state } = await client.query<{ status: string }>(
      "select status from app_public.source_files where id = $1 for update",
      [file.id],
    );
    if (state[0]?.status !== "PROCESSING") return rollback(null); // removed or retried meanwhile

    let invoice: InvoiceRow | null = null;
    if (isInvoiceType(file.document_type)) {
      if (captured.einvoice)
        invoice = capturedInvoiceRow(
          captured.einvoice,
          file.document_type === "OUTGOING_INVOICE" ? "OUTGOING" : "INCOMING",
        );
      else if (captured.extracted) invoice = extractedInvoiceRow(captured.extracted);
      else invoice = { columns: {}, fieldStates: [], items: [] };
    }
    const hint = partnerHintOf(file, captured);
    const partner = hint
      ? await recognizePartner(client, {
          clientCompanyId: file.client_company_id,
          hint,
          createIfMissing: file.create_partner,
        })
      : null;

    // Locks the older version until commit: two updates of it cannot both supersede it.
    const older = file.document_to_update_id ? await documentToUpdate(client, file, true) : null;

    const manualReason = needsManualReview(file, captured);
    const { rows: docs } = await client.query<{ id: string }>(
      `insert into app_public.documents
         (client_company_id, category_id, type, imported_by_user_id, source_file_id, review_group_id,
          num_pages, needs_manual_review, manual_review_reason, compliance_findings, workflow_step_id, title)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [
        file.client_company_id,
        file.category_id,
        file.document_type,
        file.uploaded_by_user_id,
        file.id,
        file.review_group_id,
        pages.length,
        manualReason !== null,
        manualReason,
        JSON.stringify(captured.findings),
        older?.workflow_step_id ?? null,
        older?.title ?? null,
      ],
    );
    const documentId = docs[0]!.id;

    if (invoice) {
      const columns: Record<string, unknown> = {
        ...invoice.columns,
        partner_company_id: partner?.partnerCompanyId ?? null,
        partner_company_location_id: partner?.locationId ?? null,
      };
      // The partner's account (Personenkonto) comes with the partner, unless already set:
      // otherwise every captured invoice would start incomplete ("Fehlt: Personenkonto").
      // createPartnerAccount: a partner capture just created gets its account (next free number).
      if (partner?.by === "CREATED" && columns.partner_account_id == null) {
        await client.query("select app_hidden.create_partner_account_for($1, $2, $3)", [
          file.client_company_id,
          partner.partnerCompanyId,
          file.document_type === "OUTGOING_INVOICE" ? "DEBTOR" : "CREDITOR",
        ]);
      }
      // One of the company's own IBANs is never the account an invoice is paid to (ibans).
      let ownIban = false;
      if (typeof columns.iban === "string") {
        const { rows: own } = await client.query<{ own: boolean }>("select app_hidden.is_own_iban($1, $2) as own", [
          file.client_company_id,
          columns.iban,
        ]);
        if (own[0]?.own) {
          ownIban = true;
          columns.iban = null;
          if ("bic" in columns) columns.bic = null;
        }
      }
      // The partner's master data fills what the text left empty (never an e-invoice's fields).
      const partnerStates =
        partner && partner.by !== "CREATED" && !captured.einvoice
          ? await fillFromPartner(client, file, partner, columns)
          : [];
      if (partner && columns.partner_account_id == null) {
        columns.partner_account_id = await partnerAccountOf(client, {
          clientCompanyId: file.client_company_id,
          partnerCompanyId: partner.partnerCompanyId,
          direction: file.document_type === "OUTGOING_INVOICE" ? "OUTGOING" : "INCOMING",
        });
      }
      const names = Object.keys(columns);
      await client.query(
        `insert into app_public.invoices (document_id, client_company_id, ${names.join(", ")})
         values ($1, $2, ${names.map((_, i) => `$${i + 3}`).join(", ")})`,
        [documentId, file.client_company_id, ...names.map((n) => columns[n])],
      );
      if (invoice.items.length > 0) {
        await client.query(
          `insert into app_public.invoice_items
             (client_company_id, document_id, sort_index, pos_no, delivery_no, order_no, title, quantity, unit,
              unit_net_price, vat_percent, discount_percent, total_price)
           select $1, $2, i.sort_index, i.pos_no, i.delivery_no, i.order_no, i.title, i.quantity, i.unit,
                  i.unit_net_price, i.vat_percent, i.discount_percent, i.total_price
             from jsonb_to_recordset($3::jsonb) as i(sort_index int, pos_no text, delivery_no text, order_no text,
                  title text, quantity numeric, unit text, unit_net_price numeric, vat_percent numeric,
                  discount_percent numeric, total_price numeric)`,
          [file.client_company_id, documentId, JSON.stringify(invoice.items)],
        );
      }
      const fieldStates = [
        ...invoice.fieldStates.filter((f) => !ownIban || (f.field !== "iban" && f.field !== "bic")),
        ...partnerStates,
      ];
      if (partner) {
        fieldStates.push({
          field: "partnerCompanyId",
          source: hint?.exact ? "EINVOICE" : "EXTRACTED",
          confidence: partner.confidence,
        });
      }
      if (fieldStates.length > 0) {
        await client.query(
          `insert into app_public.document_field_states (document_id, field, client_company_id, source, confidence, evidence)
           select $1, s.field, $2, s.source::app_public.field_value_source, s.confidence, s.evidence
             from jsonb_to_recordset($3::jsonb) as s(field text, source text, confidence numeric, evidence jsonb)`,
          [
            documentId,
            file.client_company_id,
            JSON.stringify(fieldStates.map((s) => ({ ...s, evidence: evidenceOnPage(s.evidence, captured.layouts) }))),
          ],
        );
      }
      // What was read with too little confidence is offered beside its field, while it is empty.
      const suggestions = (invoice.suggestions ?? [])
        .filter((x) => columns[x.column] == null)
        .map((x) => ({ ...x, evidence: evidenceOnPage(x.evidence, captured.layouts) }));
      if (suggestions.length > 0) {
        await client.query(
          `insert into app_public.document_field_suggestions (client_company_id, document_id, field, value, confidence, evidence)
           select $1, $2, s.field, s.value, s.confidence, s.evidence
             from jsonb_to_recordset($3::jsonb) as s(field text, value text, confidence numeric, evidence jsonb)`,
          [file.client_company_id, documentId, JSON.stringify(suggestions)],
        );
      }
      if (captured.templateId) {
        await client.query(
          `update app_public.partner_layout_templates set used_count = used_count + 1, last_used_at = now()
            where id = $1 and client_company_id = $2`,
          [captured.templateId, file.client_company_id],
        );
      }
    } else {
      await client.query("insert into app_public.other_documents (document_id, client_company_id) values ($1, $2)", [
        documentId,
        file.client_company_id,
      ]);
    }

    if (pages.length > 0) {
      await client.query(
        `insert into app_public.document_pages
           (client_company_id, document_id, page_no, width, height, image_sha256, image_media_type,
            thumb_sha256, thumb_media_type, thumb_width, thumb_height, text, text_source)
         select $1, $2, p."pageNo", p.width, p.height, p."imageSha256", p."imageMediaType", p."thumbSha256",
                p."thumbMediaType", p."thumbWidth", p."thumbHeight", p.text, p."textSource"::app_public.page_text_source
           from jsonb_to_recordset($3::jsonb) as p("pageNo" int, width int, height int, "imageSha256" text,
                "imageMediaType" text, "thumbSha256" text, "thumbMediaType" text, "thumbWidth" int,
                "thumbHeight" int, text text, "textSource" text)`,
        [file.client_company_id, documentId, JSON.stringify(pages)],
      );
    }

    if (captured.layouts && pages.length > 0) {
      await client.query(
        `insert into app_private.document_page_layouts (document_id, page_no, client_company_id, width, height, items)
         select $1, l.page_no, $2, l.width, l.height, l.items
           from jsonb_to_recordset($3::jsonb) as l(page_no int, width real, height real, items jsonb)`,
        [
          documentId,
          file.client_company_id,
          JSON.stringify(
            captured.layouts.slice(0, pages.length).map((l, i) => ({
              page_no: i + 1,
              width: l.width,
              height: l.height,
              items: storedPieces(l.items),
            })),
          ),
        ],
      );
    }

    if (older) await supersede(client, file, older.id, documentId);

    await client.query(
      `update app_public.source_files
          set status = 'DONE', document_id = $2, processing_percentage = 100, processed_at = now()
        where id = $1`,
      [file.id, documentId],
    );
    // A bank transaction may have arrived before its invoice: a new invoice is matched
    // against the company's unexplained transactions (one run per company, collapsed by key).
    await client.query(
      `select app_private.enqueue_job('money_transactions__match', json_build_object('clientCompanyRowId', $1::uuid), 'match:' || $1)
       where exists (select 1 from app_public.invoices i where i.document_id = $2)
         and exists (select 1 from app_public.money_transactions t
                     where t.client_company_id = $1 and t.matched_count = 0 and t.money_category_id is null)`,
      [file.client_company_id, documentId],
    );
    return documentId;
  });
}
