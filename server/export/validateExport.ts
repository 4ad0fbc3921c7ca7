// The export job's check before it writes a byte: every document (and money transaction) of the
// export against the rules of its accounting format, in one streamed pass. Any finding fails the
// export with EXPORT_VALIDATION_FAILED and the findings kept on it, so the UI can list
// "document X: reason"; nothing is marked exported.
import { validateForBmd, validateMoneyTransactionForBmd } from "../domain/export/bmd/bmdBookings.ts";
import {
  validateDatevCompany,
  validateForDatev,
  validateMoneyTransactionForDatev,
  type CollectiveAccounts,
} from "../domain/export/datev/buchungsstapel.ts";
import type { ExportWriterInput } from "./formats.ts";

export interface ExportFinding {
  code: string;
  /** Null for a finding about the company's settings or the period. */
  documentRowId: string | null;
  itemRowId?: string;
  moneyTransactionRowId?: string;
}

/** At most this many findings are kept on an export (the database's limit too). */
export const MAX_FINDINGS = 500;

export interface ValidationResult {
  /** The first MAX_FINDINGS findings. */
  findings: ExportFinding[];
  /** All findings, counted. */
  total: number;
}

export async function validateExport(
  input: Pick<ExportWriterInput, "company" | "period" | "options" | "documents" | "moneyTransactions">,
  collectiveAccounts: CollectiveAccounts,
): Promise<ValidationResult> {
  const findings: ExportFinding[] = [];
  let total = 0;
  const add = (finding: ExportFinding) => {
    total++;
    if (findings.length < MAX_FINDINGS) findings.push(finding);
  };
  const format = input.options.accountingExport;
  if (format === "NONE") return { findings, total };

  if (format === "BMD") {
    for await (const document of input.documents())
      for (const f of validateForBmd(input.company, input.period, document, { collectiveAccounts })) add(f);
    for await (const transaction of input.moneyTransactions())
      for (const f of validateMoneyTransactionForBmd(input.company, input.period, transaction))
        add({ code: f.code, documentRowId: null, moneyTransactionRowId: f.moneyTransactionRowId });
    return { findings, total };
  }

  // DATEV: the company's problems once, then each document's own (validateForDatev repeats the
  // company's for every document).
  const companyCodes = new Set<string>(validateDatevCompany(input.company, input.period));
  for (const code of companyCodes) add({ code, documentRowId: null });
  for await (const document of input.documents()) {
    for (const f of validateForDatev(input.company, input.period, document, { collectiveAccounts }))
      if (!companyCodes.has(f.code)) add(f);
  }
  if (format === "DATEV_EXTF") {
    for await (const transaction of input.moneyTransactions()) {
      for (const f of validateMoneyTransactionForDatev(input.company, input.period, transaction))
        if (!companyCodes.has(f.code))
          add({ code: f.code, documentRowId: null, moneyTransactionRowId: f.moneyTransactionRowId });
    }
  }
  return { findings, total };
}
