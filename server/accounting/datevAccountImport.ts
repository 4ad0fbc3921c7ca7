/**
 * Importing a DATEV "Kontenbeschriftungen" EXTF file (Formatkategorie 20) into the company's
 * general-ledger accounts (settings → accounting → general-ledger accounts). The file is read by
 * readKontenbeschriftungen; a file that is not such a file (not EXTF, another category, another
 * header version, missing columns, broken quoting) is refused as a whole and nothing is written.
 * Otherwise each valid row is classified against the company's accounts: a new number is added
 * (with the category the user chose for the whole import, or the one its number range has in the
 * company's standard chart), an existing number is renamed only with `updateNames`, the rest is
 * skipped. Lines with errors are listed (line, code, column) and left out. A preview (`dryRun`)
 * answers the same classification and counts without writing.
 */
import skr03 from "./charts/skr03.json" with { type: "json" };
import skr04 from "./charts/skr04.json" with { type: "json" };
import { type AccountLabelImportRow, readKontenbeschriftungen } from "../domain/export/datev/stammdaten.ts";
import type { ExtfReadError } from "../domain/export/datev/extf.ts";

export type LedgerAccountCategory = "ASSET" | "LIABILITY" | "EQUITY" | "TAX" | "REVENUE" | "EXPENSE";
export type StandardChart = "SKR03" | "SKR04";
export const LEDGER_ACCOUNT_CATEGORIES: readonly LedgerAccountCategory[] = [
  "ASSET",
  "LIABILITY",
  "EQUITY",
  "TAX",
  "REVENUE",
  "EXPENSE",
];

interface ChartAccount {
  number: string;
  name: string;
  category: string;
}
const CHARTS: Record<StandardChart, readonly ChartAccount[]> = {
  SKR03: [...(skr03 as ChartAccount[])].sort((a, b) => a.number.localeCompare(b.number)),
  SKR04: [...(skr04 as ChartAccount[])].sort((a, b) => a.number.localeCompare(b.number)),
};

/** Each chart's account classes (the first digit) where the shipped chart has no account below. */
const CLASS_CATEGORY: Record<StandardChart, readonly LedgerAccountCategory[]> = {
  // SKR03: 0 Anlage- und Kapitalkonten, 1 Finanz- und Privatkonten, 2 Abgrenzungskonten,
  // 3 Wareneingang, 4 betriebliche Aufwendungen, 5/6 frei, 7 Bestände, 8 Erlöse, 9 Vortrags- und statistische Konten.
  SKR03: ["ASSET", "ASSET", "EXPENSE", "EXPENSE", "EXPENSE", "EXPENSE", "EXPENSE", "ASSET", "REVENUE", "EQUITY"],
  // SKR04: 0 Anlagevermögen, 1 Umlaufvermögen, 2 Eigenkapital, 3 Fremdkapital, 4 Erträge,
  // 5 Material, 6 betriebliche Aufwendungen, 7 weitere Aufwendungen und Erträge, 8 frei, 9 Vortragskonten.
  SKR04: ["ASSET", "ASSET", "EQUITY", "LIABILITY", "REVENUE", "EXPENSE", "EXPENSE", "EXPENSE", "EXPENSE", "EQUITY"],
};

/**
 * The category an account number has in a standard chart: that of the chart's nearest account at
 * or below it in the same class (the first four digits compared: DATEV lengthens numbers to the
 * right), else the class's own.
 */
export function categoryFromChart(chart: StandardChart, accountNumber: string): LedgerAccountCategory {
  const key = accountNumber.slice(0, 4).padEnd(4, "0");
  const cls = key[0]!;
  let found: ChartAccount | undefined;
  for (const account of CHARTS[chart]) {
    if (account.number > key) break;
    if (account.number[0] === cls) found = account;
  }
  return (found?.category as LedgerAccountCategory | undefined) ?? CLASS_CATEGORY[chart][Number(cls)]!;
}

/** The standard chart the company's accounts follow: the one most of their number+name pairs are in (at least one). */
export function detectChart(accounts: readonly { number: string; name: string }[]): StandardChart | null {
  const pairs = new Set(accounts.map((a) => `${a.number}\u0000${a.name}`));
  let best: StandardChart | null = null;
  let bestCount = 0;
  for (const chart of ["SKR03", "SKR04"] as const) {
    const count = CHARTS[chart].filter((a) => pairs.has(`${a.number}\u0000${a.name}`)).length;
    if (count > bestCount) [best, bestCount] = [chart, count];
  }
  return best;
}

/** Read problems that refuse the whole file (the import writes nothing). */
const FILE_REFUSALS = new Set<ExtfReadError["code"]>([
  "DATEV_IMPORT_NOT_EXTF",
  "DATEV_IMPORT_WRONG_FORMAT",
  "DATEV_IMPORT_UNSUPPORTED_VERSION",
  "DATEV_IMPORT_MISSING_COLUMNS",
  "DATEV_IMPORT_BROKEN_QUOTING",
]);

/** Most bytes a master-data file may have (the GraphQL input carries it as base64). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export type ImportRowAction = "ADD" | "RENAME" | "UNCHANGED" | "SKIP";

export interface LedgerImportRow {
  line: number;
  number: string;
  name: string;
  action: ImportRowAction;
  /** The category a new account gets; for others the account's own. */
  category: LedgerAccountCategory | null;
  /** The account's current name when it exists. */
  currentName: string | null;
}

export interface ImportLineError {
  line: number;
  code: string;
  column: string | null;
}

export interface LedgerImportResult {
  refusal: string | null;
  chart: StandardChart | null;
  rows: LedgerImportRow[];
  errors: ImportLineError[];
  added: number;
  updated: number;
  skipped: number;
}

/** Decodes the base64 content; null when it is not base64 or larger than MAX_IMPORT_BYTES. */
export function decodeImportContent(contentBase64: string): Uint8Array | null {
  if (contentBase64.length > Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 4) return null;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(contentBase64)) return null;
  const bytes = Buffer.from(contentBase64, "base64");
  return bytes.byteLength > MAX_IMPORT_BYTES ? null : new Uint8Array(bytes);
}

/** A database client as the plugin gets it (the request's transaction, under RLS). */
export interface ImportQuery {
  <T>(text: string, values: unknown[]): Promise<T[]>;
}

export interface LedgerImportInput {
  clientCompanyRowId: string;
  contentBase64: string;
  updateNames: boolean;
  /** One category for every new account; null: each from its number range in the chart. */
  category: LedgerAccountCategory | null;
  /** The chart whose number ranges give the categories; null: the company's (detected). */
  chart: StandardChart | null;
  dryRun: boolean;
}

export class ImportRefused extends Error {
  constructor(
    readonly code: string,
    readonly count?: number,
  ) {
    super(code);
  }
}

const empty = (refusal: string, errors: ImportLineError[] = []): LedgerImportResult => ({
  refusal,
  chart: null,
  rows: [],
  errors,
  added: 0,
  updated: 0,
  skipped: 0,
});

/** Classifies (and unless dryRun, writes) the file's accounts. Throws ImportRefused for access. */
export async function importLedgerAccounts(query: ImportQuery, input: LedgerImportInput): Promise<LedgerImportResult> {
  const [access] = await query<{ ok: boolean; length: number | null }>(
    `select app_hidden.has_accounting_access($1) as ok,
            (select general_ledger_account_length from app_public.client_companies where id = $1) as length`,
    [input.clientCompanyRowId],
  );
  if (!access?.ok || access.length === null) throw new ImportRefused("ACCOUNTING_SETTINGS_FORBIDDEN");
  const bytes = decodeImportContent(input.contentBase64);
  if (!bytes) return empty("DATEV_IMPORT_FILE_TOO_LARGE");
  const read = readKontenbeschriftungen(bytes);
  const errors: ImportLineError[] = read.errors.map((e) => ({ line: e.line, code: e.code, column: e.column ?? null }));
  const refusal = read.errors.find((e) => FILE_REFUSALS.has(e.code));
  if (refusal) return empty(refusal.code, errors);

  const existing = await query<{ id: string; number: string; name: string; category: LedgerAccountCategory }>(
    "select id, number, name, category from app_public.general_ledger_accounts where client_company_id = $1",
    [input.clientCompanyRowId],
  );
  const byNumber = new Map(existing.map((a) => [a.number, a]));
  const chart = input.chart ?? detectChart(existing);
  if (!input.category && !chart) return empty("DATEV_IMPORT_CATEGORY_REQUIRED", errors);

  const rows: LedgerImportRow[] = [];
  const seen = new Set<string>();
  // German labels first: a file with both languages names the accounts in German.
  const ordered: AccountLabelImportRow[] = [...read.rows].sort(
    (a, b) => Number(a.language !== "de-DE") - Number(b.language !== "de-DE") || a.line - b.line,
  );
  for (const row of ordered) {
    if (row.accountNumber.length !== access.length) {
      errors.push({ line: row.line, code: "GENERAL_LEDGER_ACCOUNT_LENGTH", column: "Konto" });
      continue;
    }
    const current = byNumber.get(row.accountNumber);
    const name = row.label.slice(0, 200);
    let action: ImportRowAction;
    if (seen.has(row.accountNumber)) action = "SKIP";
    else if (!current) action = "ADD";
    else if (current.name === name) action = "UNCHANGED";
    else action = input.updateNames ? "RENAME" : "SKIP";
    seen.add(row.accountNumber);
    rows.push({
      line: row.line,
      number: row.accountNumber,
      name,
      action,
      category: current ? current.category : (input.category ?? categoryFromChart(chart!, row.accountNumber)),
      currentName: current?.name ?? null,
    });
  }
  rows.sort((a, b) => a.line - b.line);
  errors.sort((a, b) => a.line - b.line);

  if (!input.dryRun) {
    const added = rows.filter((r) => r.action === "ADD");
    if (added.length > 0)
      await query(
        `insert into app_public.general_ledger_accounts (client_company_id, number, name, category)
         select $1, x.number, x.name, x.category::app_public.general_ledger_account_category
         from unnest($2::text[], $3::text[], $4::text[]) as x(number, name, category)`,
        [input.clientCompanyRowId, added.map((r) => r.number), added.map((r) => r.name), added.map((r) => r.category)],
      );
    const renamed = rows.filter((r) => r.action === "RENAME");
    if (renamed.length > 0)
      await query(
        `update app_public.general_ledger_accounts a set name = x.name
         from unnest($2::text[], $3::text[]) as x(number, name)
         where a.client_company_id = $1 and a.number = x.number`,
        [input.clientCompanyRowId, renamed.map((r) => r.number), renamed.map((r) => r.name)],
      );
  }
  return {
    refusal: null,
    chart,
    rows,
    errors,
    added: rows.filter((r) => r.action === "ADD").length,
    updated: rows.filter((r) => r.action === "RENAME").length,
    skipped: rows.filter((r) => r.action === "SKIP" || r.action === "UNCHANGED").length,
  };
}
