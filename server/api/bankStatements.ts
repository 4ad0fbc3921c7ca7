import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import busboy from "busboy";
import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { IngestError, ingestStatement } from "../banking/ingest.ts";
import { asUser } from "../db/asUser.ts";
import { readStatementInWorker } from "../banking/statementReader.ts";
import {
  checkStatementBalances,
  isBankStatementError,
  MAX_STATEMENT_BYTES,
  type BankStatementError,
  type BankStatementErrorCode,
  type BankStatementErrorParams,
  type CsvMapping,
  type ParsedStatement,
} from "../domain/bank-statements/index.ts";
import { statementAccountLabel, statementMatchesAccount } from "../domain/bank-statements/accountCheck.ts";
import type { Logger } from "../logger.ts";
import { cleanFileName } from "./sourceFiles.ts";
import { type ServerLanguage, t } from "../lib/i18n.ts";
import { apiError, apiErrorBody, preferredLanguage, type ApiErrorCode } from "./errors.ts";

const QuerySchema = z.object({ moneyAccountRowId: z.uuid() });

const column = z.number().int().min(0).max(200);
/** The column mapping of a CSV import, as the import dialog sends it. */
export const CsvMappingSchema = z
  .object({
    hasHeader: z.boolean(),
    skipRows: z.number().int().min(0).max(100).optional(),
    dateFormat: z.enum(["DD.MM.YYYY", "DD.MM.YY", "YYYY-MM-DD", "MM/DD/YYYY"]),
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
  })
  .refine((m) => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined);

class RequestError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
  }
}

/** Reads one file part (at most MAX_STATEMENT_BYTES) and the text fields of a multipart body. */
function receiveOneFile(req: IncomingMessage, contentType: string) {
  return new Promise<{ name: string; bytes: Buffer; fields: Record<string, string> }>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        // Browsers send file names as UTF-8 (RFC 7578); busboy's default would read them as Latin-1.
        defParamCharset: "utf8",
        headers: { "content-type": contentType },
        limits: { files: 1, fileSize: MAX_STATEMENT_BYTES, fields: 5, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(new RequestError("INVALID_REQUEST"));
      return;
    }
    // Field names come from the client: no prototype to write through (e.g. "__proto__").
    const fields = Object.create(null) as Record<string, string>;
    let file: { name: string; bytes: Buffer } | null = null;
    let failed: RequestError | null = null;
    parser.on("field", (name, value) => (fields[name] = value));
    parser.on("file", (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failed = new RequestError("FILE_TOO_LARGE", { maxMegabytes: MAX_STATEMENT_BYTES / (1024 * 1024) });
        stream.resume();
      });
      stream.on("end", () => (file = { name: cleanFileName(info.filename), bytes: Buffer.concat(chunks) }));
    });
    parser.on("error", () => reject(new RequestError("INVALID_REQUEST")));
    parser.on("close", () => {
      if (failed) reject(failed);
      else if (!file) reject(new RequestError("INVALID_REQUEST"));
      else resolve({ ...file, fields });
    });
    req.on("aborted", () => reject(new RequestError("INVALID_REQUEST")));
    req.pipe(parser);
  });
}

const STATEMENT_ERRORS: Record<BankStatementErrorCode, ApiErrorCode> = {
  UNKNOWN_FORMAT: "STATEMENT_UNKNOWN_FORMAT",
  UNSUPPORTED: "STATEMENT_UNSUPPORTED",
  MALFORMED: "STATEMENT_MALFORMED",
  EMPTY: "STATEMENT_EMPTY",
  TOO_LARGE: "FILE_TOO_LARGE",
  CSV_ROW_INVALID: "CSV_ROW_INVALID",
  CSV_NEEDS_MAPPING: "CSV_NEEDS_MAPPING",
  AMOUNT_TOO_LARGE: "STATEMENT_AMOUNT_TOO_LARGE",
  INVALID_DATE: "STATEMENT_INVALID_DATE",
  TIMEOUT: "STATEMENT_TOO_SLOW",
};

/** Where in the file a refusal is, in words for the server's message (the SPA words it itself from the params). */
function placeInFile(params: BankStatementErrorParams, lang: ServerLanguage): string {
  if (params.line !== undefined) return t(lang, "statementPlace.line", { line: params.line });
  if (params.entry !== undefined)
    return t(lang, "statementPlace.entry", { entry: params.entry, statement: params.statement ?? 1 });
  if (params.statement !== undefined) return t(lang, "statementPlace.balances", { statement: params.statement });
  return t(lang, "statementPlace.file");
}

/** A parser's refusal as the API's code and parameters. */
function statementRefusal(
  error: BankStatementError,
  lang: ServerLanguage,
): { code: ApiErrorCode; params: Record<string, string | number> } {
  const code = STATEMENT_ERRORS[error.code] ?? "STATEMENT_MALFORMED";
  switch (code) {
    case "CSV_ROW_INVALID":
      return { code, params: { rows: error.details.slice(0, 5).join(", ") } };
    case "FILE_TOO_LARGE":
      return { code, params: { maxMegabytes: MAX_STATEMENT_BYTES / (1024 * 1024) } };
    case "STATEMENT_MALFORMED":
      return { code, params: { detail: [error.message, ...error.details.slice(0, 3)].join("; ").slice(0, 300) } };
    case "STATEMENT_AMOUNT_TOO_LARGE":
    case "STATEMENT_INVALID_DATE": {
      const { line, statement, entry, value } = error.params;
      const params: Record<string, string | number> = { place: placeInFile(error.params, lang), value: value ?? "" };
      if (line !== undefined) params.line = line;
      if (statement !== undefined) params.statement = statement;
      if (entry !== undefined) params.entry = entry;
      return { code, params };
    }
    default:
      return { code, params: {} };
  }
}

/**
 * `POST /api/bank-statements?moneyAccountRowId=…` (multipart: `file`, optional `csvMapping`
 * JSON): imports a CAMT (052/053/054), MT940/MT942 or CSV statement into a money account, as
 * the signed-in user (banking access decides, through row-level security). All or nothing: a
 * file that cannot be read, whose balances do not add up, that belongs to another account or
 * has amounts finer than cents is refused with a reason and leaves nothing behind. A CSV file
 * without a mapping answers CSV_NEEDS_MAPPING with its headers, first rows and a guessed mapping.
 */
export function bankStatementRoutes(deps: {
  authPool: pg.Pool;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
}) {
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.post("/", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const query = QuerySchema.safeParse(c.req.query());
    const contentType = c.req.header("content-type") ?? "";
    if (!query.success || !/^multipart\/form-data;/i.test(contentType)) return apiError(c, "INVALID_REQUEST", lang);
    const { moneyAccountRowId } = query.data;

    const account = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ client_company_id: string; iban: string | null; banking: boolean }>(
        `select a.client_company_id, a.iban, app_hidden.has_banking_access(a.client_company_id) as banking
         from app_public.money_accounts a where a.id = $1`,
        [moneyAccountRowId],
      );
      return rows[0];
    });
    if (!account) return apiError(c, "MONEY_ACCOUNT_NOT_FOUND", lang);
    if (!account.banking) return apiError(c, "BANKING_FORBIDDEN", lang);

    let upload;
    try {
      upload = await receiveOneFile(c.env.incoming, contentType);
    } catch (error) {
      if (error instanceof RequestError) return apiError(c, error.code, lang, error.params);
      throw error;
    }
    if (upload.bytes.length === 0) return apiError(c, "STATEMENT_EMPTY", lang);

    let csvMapping: CsvMapping | undefined;
    if (upload.fields.csvMapping !== undefined) {
      let raw: unknown;
      try {
        raw = JSON.parse(upload.fields.csvMapping);
      } catch {
        return apiError(c, "INVALID_REQUEST", lang);
      }
      const mapping = CsvMappingSchema.safeParse(raw);
      if (!mapping.success) return apiError(c, "INVALID_REQUEST", lang);
      csvMapping = mapping.data;
    }

    let statements: ParsedStatement[];
    try {
      // In a worker thread with a time budget: the event loop never waits on a statement.
      const result = await readStatementInWorker({
        bytes: new Uint8Array(upload.bytes),
        fileName: upload.name,
        csvMapping,
      });
      if (result.kind === "csvPreview") {
        const { headers, rows, delimiter, guessedMapping } = result;
        return c.json(
          {
            ...apiErrorBody("CSV_NEEDS_MAPPING", preferredLanguage(lang)),
            csv: { headers, rows, delimiter, guessedMapping },
          },
          422,
        );
      }
      statements = result.statements;
    } catch (error) {
      if (!isBankStatementError(error)) throw error;
      const { code, params } = statementRefusal(error, preferredLanguage(lang));
      return apiError(c, code, lang, params);
    }

    if (statements.every((s) => s.transactions.length === 0)) return apiError(c, "STATEMENT_EMPTY", lang);
    const foreign = statements.find((s) => !statementMatchesAccount(s, account.iban));
    if (foreign) {
      return apiError(c, "STATEMENT_ACCOUNT_MISMATCH", lang, {
        statementAccount: statementAccountLabel(foreign) ?? "?",
        accountIban: account.iban ?? "",
      });
    }
    for (const s of statements) {
      const check = checkStatementBalances(s);
      if (!check.ok) {
        return apiError(c, "STATEMENT_BALANCE_MISMATCH", lang, {
          expectedClosing: check.expectedClosing,
          actualClosing: check.actualClosing,
          difference: check.difference,
          currency: s.closingBalance?.currency ?? "",
        });
      }
    }

    const latestClosing = statements
      .map((s) => s.closingBalance)
      .filter((b) => b !== null)
      .sort((a, b) => a.date.localeCompare(b.date))
      .at(-1);
    try {
      const result = await asUser(deps.authPool, session, (db) =>
        ingestStatement(db, {
          clientCompanyId: account.client_company_id,
          moneyAccountId: moneyAccountRowId,
          source: "IMPORT",
          format: statements[0]!.format,
          fileName: upload.name,
          transactions: statements.flatMap((s) => s.transactions),
          closingBalance: latestClosing ?? null,
          userId: session.userId,
          statementCount: statements.length,
        }),
      );
      deps.logger.info(
        {
          moneyAccountRowId,
          format: statements[0]!.format,
          imported: result.importedCount,
          duplicates: result.duplicateCount,
        },
        "bank statement imported",
      );
      return c.json({
        import: {
          rowId: result.importRowId,
          format: statements[0]!.format,
          statementCount: statements.length,
          importedCount: result.importedCount,
          duplicateCount: result.duplicateCount,
          pendingReplacedCount: result.pendingReplacedCount,
          fromDate: result.fromDate,
          untilDate: result.untilDate,
        },
      });
    } catch (error) {
      if (error instanceof IngestError) return apiError(c, error.code, lang, error.params);
      if ((error as { code?: string }).code === "42501") return apiError(c, "BANKING_FORBIDDEN", lang);
      throw error;
    }
  });
  return app;
}
