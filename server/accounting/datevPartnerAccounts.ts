/**
 * The partner accounts (Personenkonten) as a DATEV "Debitoren/Kreditoren" EXTF file (Formatkategorie
 * 16) in the accounting settings: the export writes the company's partner accounts with their
 * partner companies' name, main address, VAT id and primary IBAN (writeDebitorenKreditoren); the
 * import reads such a file (readDebitorenKreditoren), previews it (`dryRun`) and creates or updates
 * partner accounts by number, linked to an existing partner company when exactly one has the row's
 * VAT id, else exactly one the row's name; otherwise the account stays unlinked and the row says so.
 * Runs as the request's user under RLS (accounting access).
 */
import {
  DatevMasterDataRefused,
  type PartnerAccountRecord,
  readDebitorenKreditoren,
  validatePartnerAccountRecord,
  writeDebitorenKreditoren,
} from "../domain/export/datev/stammdaten.ts";
import type { ExportCompany } from "../domain/export/model.ts";
import { fiscalYearStartOf } from "../export/exportData.ts";
import {
  decodeImportContent,
  ImportRefused,
  type ImportLineError,
  type ImportQuery,
  type ImportRowAction,
} from "./datevAccountImport.ts";

const FILE_REFUSALS = new Set([
  "DATEV_IMPORT_NOT_EXTF",
  "DATEV_IMPORT_WRONG_FORMAT",
  "DATEV_IMPORT_UNSUPPORTED_VERSION",
  "DATEV_IMPORT_MISSING_COLUMNS",
  "DATEV_IMPORT_BROKEN_QUOTING",
]);

// datev_client_number is the DATEV Mandantennummer derived from the company's one client number
// (accounting_system_client_no, generated column of migration 000063): null unless DATEV.
async function companyFor(query: ImportQuery, companyRowId: string): Promise<ExportCompany> {
  const [r] = await query<Record<string, unknown>>(
    `select c.id, c.name, c.accounting_system, c.datev_consultant_number, c.datev_client_number,
            c.general_ledger_account_length, c.fiscal_year_start_month, c.currency, c.bmd_bankinfo,
            app_hidden.has_accounting_access(c.id) as ok
       from app_public.client_companies c where c.id = $1`,
    [companyRowId],
  );
  if (!r?.ok) throw new ImportRefused("ACCOUNTING_SETTINGS_FORBIDDEN");
  const today = new Date().toISOString().slice(0, 10);
  return {
    rowId: r.id as string,
    name: r.name as string,
    accountingSystem: (r.accounting_system as ExportCompany["accountingSystem"]) ?? null,
    datevConsultantNumber: (r.datev_consultant_number as number | null) ?? null,
    datevClientNumber: (r.datev_client_number as number | null) ?? null,
    generalLedgerAccountLength: r.general_ledger_account_length as number,
    fiscalYearStart: fiscalYearStartOf(today, r.fiscal_year_start_month as number),
    currency: (r.currency as string | null) ?? "EUR",
    bmdBankinfo: Boolean(r.bmd_bankinfo),
  };
}

export interface PartnerAccountsFile {
  fileName: string;
  contentBase64: string;
  count: number;
  /** Accounts DATEV would refuse (number of another length, no name): left out, by number. */
  skippedNumbers: string[];
}

/** The company's partner accounts as a Debitoren/Kreditoren file. */
export async function exportPartnerAccounts(query: ImportQuery, companyRowId: string): Promise<PartnerAccountsFile> {
  const company = await companyFor(query, companyRowId);
  if (company.datevConsultantNumber === null || company.datevClientNumber === null)
    throw new ImportRefused("EXPORT_DATEV_NUMBERS_MISSING");
  const rows = await query<Record<string, string | null>>(
    `select pa.number, coalesce(pc.name, pa.description, pa.number) as name, loc.vat_id_no, loc.country,
            loc.street, loc.zip, loc.city, loc.email, bank.iban, bank.bic
       from app_public.partner_accounts pa
       left join app_public.partner_companies pc on pc.client_company_id = pa.client_company_id and pc.id = pa.partner_company_id
       left join lateral (
         select l.vat_id_no, l.country, l.street, l.zip, l.city, l.email from app_public.partner_company_locations l
          where l.client_company_id = pa.client_company_id and l.partner_company_id = pa.partner_company_id
          order by l.main desc, l.id limit 1) loc on true
       left join lateral (
         select p.iban, p.bic from app_public.partner_company_payment_presets p
          where p.client_company_id = pa.client_company_id and p.partner_company_id = pa.partner_company_id
          order by p."primary" desc, p.created_at limit 1) bank on true
      where pa.client_company_id = $1 and pa.disabled_at is null
      order by pa.number`,
    [companyRowId],
  );
  const records: PartnerAccountRecord[] = [];
  const skippedNumbers: string[] = [];
  for (const r of rows) {
    const record: PartnerAccountRecord = {
      accountNumber: r.number!,
      name: r.name!,
      vatId: r.vat_id_no ?? null,
      countryCode: r.country ?? null,
      street: r.street ?? null,
      postalCode: r.zip ?? null,
      city: r.city ?? null,
      email: r.email ?? null,
      iban: r.iban ?? null,
      bic: r.bic ?? null,
    };
    if (validatePartnerAccountRecord(company, record).length > 0) skippedNumbers.push(record.accountNumber);
    else records.push(record);
  }
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of writeDebitorenKreditoren({ company, createdAt: new Date(), records })) chunks.push(chunk);
  } catch (e) {
    if (e instanceof DatevMasterDataRefused) throw new ImportRefused("DATEV_PARTNER_ACCOUNT_INVALID");
    throw e;
  }
  return {
    fileName: `EXTF_Debitoren_Kreditoren_${company.datevClientNumber}.csv`,
    contentBase64: Buffer.concat(chunks).toString("base64"),
    count: records.length,
    skippedNumbers,
  };
}

export interface PartnerImportRow {
  line: number;
  number: string;
  name: string;
  type: "DEBTOR" | "CREDITOR";
  action: ImportRowAction;
  /** The partner company the account is (to be) linked to; null: none found unambiguously. */
  partnerCompanyRowId: string | null;
  partnerCompanyName: string | null;
  /** Why no partner company was linked: NONE (no match) or AMBIGUOUS (several). */
  linkProblem: "NONE" | "AMBIGUOUS" | null;
}

export interface PartnerImportResult {
  refusal: string | null;
  rows: PartnerImportRow[];
  errors: ImportLineError[];
  added: number;
  updated: number;
  skipped: number;
}

export interface PartnerImportInput {
  clientCompanyRowId: string;
  contentBase64: string;
  /** Update the description (name) and link of existing accounts (otherwise they are skipped). */
  updateExisting: boolean;
  dryRun: boolean;
}

/** Previews or imports a Debitoren/Kreditoren file into the company's partner accounts. */
export async function importPartnerAccounts(
  query: ImportQuery,
  input: PartnerImportInput,
): Promise<PartnerImportResult> {
  const company = await companyFor(query, input.clientCompanyRowId);
  const empty = (refusal: string, errors: ImportLineError[] = []): PartnerImportResult => ({
    refusal,
    rows: [],
    errors,
    added: 0,
    updated: 0,
    skipped: 0,
  });
  const bytes = decodeImportContent(input.contentBase64);
  if (!bytes) return empty("DATEV_IMPORT_FILE_TOO_LARGE");
  const read = readDebitorenKreditoren(bytes);
  const errors: ImportLineError[] = read.errors.map((e) => ({ line: e.line, code: e.code, column: e.column ?? null }));
  const refusal = read.errors.find((e) => FILE_REFUSALS.has(e.code));
  if (refusal) return empty(refusal.code, errors);

  const existing = new Map(
    (
      await query<{ number: string; description: string | null; partner_company_id: string | null }>(
        "select number, description, partner_company_id from app_public.partner_accounts where client_company_id = $1",
        [input.clientCompanyRowId],
      )
    ).map((a) => [a.number, a]),
  );
  // Partner companies by VAT id (any location) and by exact name (case-insensitive).
  const companies = await query<{ id: string; name: string; vat_ids: string[] }>(
    `select pc.id, pc.name,
            coalesce(array_agg(upper(l.vat_id_no)) filter (where l.vat_id_no is not null), '{}') as vat_ids
       from app_public.partner_companies pc
       left join app_public.partner_company_locations l on l.client_company_id = pc.client_company_id and l.partner_company_id = pc.id
      where pc.client_company_id = $1
      group by pc.id, pc.name`,
    [input.clientCompanyRowId],
  );
  const byVat = new Map<string, { id: string; name: string }[]>();
  const byName = new Map<string, { id: string; name: string }[]>();
  for (const c of companies) {
    for (const vat of new Set(c.vat_ids)) byVat.set(vat, [...(byVat.get(vat) ?? []), c]);
    const key = c.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), c]);
  }

  const rows: PartnerImportRow[] = [];
  const seen = new Set<string>();
  for (const row of read.rows) {
    if (row.accountNumber.length !== company.generalLedgerAccountLength + 1) {
      errors.push({ line: row.line, code: "PARTNER_ACCOUNT_LENGTH", column: "Konto" });
      continue;
    }
    const vatMatches = row.vatId ? (byVat.get(row.vatId.toUpperCase()) ?? []) : [];
    const nameMatches = byName.get(row.name.trim().toLowerCase()) ?? [];
    const match = vatMatches.length > 0 ? vatMatches : nameMatches;
    const current = existing.get(row.accountNumber);
    // No unambiguous match: an existing account keeps the partner company it has.
    const linked =
      match.length === 1 ? match[0]! : (companies.find((c) => c.id === current?.partner_company_id) ?? null);
    const name = row.name.slice(0, 200);
    let action: ImportRowAction;
    if (seen.has(row.accountNumber)) action = "SKIP";
    else if (!current) action = "ADD";
    else if (current.description === name && (linked === null || linked.id === current.partner_company_id))
      action = "UNCHANGED";
    else action = input.updateExisting ? "RENAME" : "SKIP";
    seen.add(row.accountNumber);
    rows.push({
      line: row.line,
      number: row.accountNumber,
      name,
      type: row.type,
      action,
      partnerCompanyRowId: linked?.id ?? null,
      partnerCompanyName: linked?.name ?? null,
      linkProblem: linked ? null : match.length > 1 ? "AMBIGUOUS" : "NONE",
    });
  }
  errors.sort((a, b) => a.line - b.line);

  if (!input.dryRun) {
    for (const row of rows) {
      if (row.action === "ADD")
        await query(
          `insert into app_public.partner_accounts (client_company_id, number, description, type, partner_company_id)
           values ($1, $2, $3, $4::app_public.partner_account_type, $5)`,
          [input.clientCompanyRowId, row.number, row.name, row.type, row.partnerCompanyRowId],
        );
      else if (row.action === "RENAME")
        await query(
          `update app_public.partner_accounts set description = $3, partner_company_id = coalesce($4, partner_company_id)
            where client_company_id = $1 and number = $2`,
          [input.clientCompanyRowId, row.number, row.name, row.partnerCompanyRowId],
        );
    }
  }
  return {
    refusal: null,
    rows,
    errors,
    added: rows.filter((r) => r.action === "ADD").length,
    updated: rows.filter((r) => r.action === "RENAME").length,
    skipped: rows.filter((r) => r.action === "SKIP" || r.action === "UNCHANGED").length,
  };
}
