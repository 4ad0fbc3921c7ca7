import { z } from "zod";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

// The statement import of the banking page: `POST /api/bank-statements?moneyAccountRowId=…`,
// multipart with the part `file` and, for CSV files, a text part `csvMapping` (JSON). Answers
// are read with zod; the request never rejects (a failed one becomes a coded error).

export const BANK_STATEMENTS_PATH = "/api/bank-statements";

/** What the file chooser offers: CAMT (.xml), MT940/MT942 (.sta, .txt, .mt940) and CSV. */
export const STATEMENT_FILE_ACCEPT = ".xml,.sta,.txt,.mt940,.mt942,.940,.csv";
export const STATEMENT_FILE_EXTENSIONS = ["xml", "sta", "txt", "mt940", "mt942", "940", "csv"] as const;
/** The server's limit (MAX_STATEMENT_BYTES): checked before sending, so a large file fails at once. */
export const MAX_STATEMENT_MEGABYTES = 20;

export const CSV_DATE_FORMATS = ["DD.MM.YYYY", "DD.MM.YY", "YYYY-MM-DD", "MM/DD/YYYY"] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

const column = z.number().int().min(0).max(200);

/** The column mapping the server accepts (server/api/bankStatements.ts CsvMappingSchema). */
export const csvMappingSchema = z.object({
  hasHeader: z.boolean(),
  skipRows: z.number().int().min(0).max(100).optional(),
  dateFormat: z.enum(CSV_DATE_FORMATS),
  decimalSeparator: z.enum([",", "."]),
  bookingDate: column,
  valueDate: column.optional(),
  amount: column.optional(),
  debit: column.optional(),
  credit: column.optional(),
  debitCreditMark: column.optional(),
  currency: column.optional(),
  purpose: z.array(column).min(1).max(10),
  counterpartyName: column.optional(),
  counterpartyIban: column.optional(),
  counterpartyBic: column.optional(),
  endToEndId: column.optional(),
  mandateId: column.optional(),
  creditorId: column.optional(),
  customerReference: column.optional(),
  status: column.optional(),
  payerName: column.optional(),
  payeeName: column.optional(),
  accountIban: column.optional(),
  defaultCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  skipFooterRows: z.number().int().min(0).max(100).optional(),
});
export type CsvMapping = z.output<typeof csvMappingSchema>;

const importSchema = z.object({
  rowId: z.string(),
  format: z.string(),
  statementCount: z.number().int(),
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  pendingReplacedCount: z.number().int().catch(0),
  fromDate: z.string().nullable().catch(null),
  untilDate: z.string().nullable().catch(null),
});
export type StatementImportSummary = z.output<typeof importSchema>;

const csvSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  delimiter: z.string(),
  // The server's guess may be missing or partial: the dialog then starts from its defaults.
  guessedMapping: z.unknown().transform((value) => {
    const parsed = csvMappingSchema.partial().safeParse(value);
    return parsed.success ? parsed.data : null;
  }),
});
export type CsvPreviewData = z.output<typeof csvSchema>;

const errorSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type StatementImportError = z.output<typeof errorSchema>;

export type StatementImportResult =
  | { kind: "imported"; summary: StatementImportSummary }
  | { kind: "needsMapping"; csv: CsvPreviewData }
  | { kind: "failed"; error: StatementImportError };

const responseSchema = z.object({
  import: importSchema.optional(),
  error: errorSchema.optional(),
  csv: csvSchema.optional(),
});

/** Reads an answer of the import endpoint (status 0: no answer at all). */
export function parseImportResponse(status: number, text: string): StatementImportResult {
  if (status === 0) return { kind: "failed", error: { code: "NETWORK" } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const body = responseSchema.safeParse(json);
  const data = body.success ? body.data : {};
  if (status >= 200 && status < 300 && data.import) return { kind: "imported", summary: data.import };
  if (data.error?.code === "CSV_NEEDS_MAPPING" && data.csv) return { kind: "needsMapping", csv: data.csv };
  if (data.error) return { kind: "failed", error: data.error };
  if (status === 401) return { kind: "failed", error: { code: "NOT_SIGNED_IN" } };
  if (status === 403) return { kind: "failed", error: { code: "FORBIDDEN" } };
  if (status === 413) return { kind: "failed", error: { code: "FILE_TOO_LARGE" } };
  if (status >= 500) return { kind: "failed", error: { code: "INTERNAL" } };
  return { kind: "failed", error: { code: "UNKNOWN" } };
}

export interface StatementImportRequest {
  moneyAccountRowId: string;
  file: File;
  csvMapping?: CsvMapping;
  /** Language of the server's messages (Accept-Language). */
  language?: string;
  signal?: AbortSignal;
}

/** Sends the file (and the mapping) once; resolves with the answer, never rejects. */
export async function importStatement(request: StatementImportRequest): Promise<StatementImportResult> {
  const body = new FormData();
  body.append("file", request.file, request.file.name);
  if (request.csvMapping) body.append("csvMapping", JSON.stringify(request.csvMapping));
  const query = new URLSearchParams({ moneyAccountRowId: request.moneyAccountRowId });
  try {
    const response = await fetch(`${BANK_STATEMENTS_PATH}?${query}`, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...CSRF_HEADERS,
        ...(request.language ? { "Accept-Language": request.language } : {}),
      },
      signal: request.signal,
    });
    return parseImportResponse(response.status, await response.text());
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") {
      return { kind: "failed", error: { code: "ABORTED" } };
    }
    return { kind: "failed", error: { code: "NETWORK" } };
  }
}

/** Why a chosen file is refused before sending it (wrong extension, empty, too large), or null. */
export function fileRefusalOf(file: File): StatementImportError | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!file.name.includes(".") || !(STATEMENT_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { code: "FILE_TYPE_NOT_ALLOWED" };
  }
  if (file.size === 0) return { code: "STATEMENT_EMPTY" };
  if (file.size > MAX_STATEMENT_MEGABYTES * 1024 * 1024) {
    return { code: "FILE_TOO_LARGE", params: { maxMegabytes: MAX_STATEMENT_MEGABYTES } };
  }
  return null;
}
