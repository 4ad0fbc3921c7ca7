/**
 * The common shape every bank statement reader (CAMT, MT940/MT942, CSV) produces. Amounts are
 * exact decimal strings (never floating point), dates are ISO `YYYY-MM-DD`.
 */

export type StatementFormat = "CAMT052" | "CAMT053" | "CAMT054" | "MT940" | "MT942" | "CSV";

export interface StatementBalance {
  /** Signed exact decimal with at least two decimals, e.g. "-12.50". */
  amount: string;
  currency: string;
  /** YYYY-MM-DD */
  date: string;
}

export type TransactionStatus = "BOOKED" | "PENDING";

export interface StatementTransaction {
  /** YYYY-MM-DD: the entry (booking) date; the value date when the file has no entry date. */
  bookingDate: string;
  valueDate: string | null;
  /** Signed exact decimal: credit positive, debit negative, at least 2 decimals ("12.50", "-0.10", "1.23456"). */
  amount: string;
  /** ISO 4217; "" only for MT940 fragments that state no currency anywhere. */
  currency: string;
  /** camt PDNG/FUTR and every MT942 line → PENDING; camt INFO entries are left out entirely. */
  status: TransactionStatus;
  /** Remittance text, whitespace collapsed, "" when none. */
  purpose: string;
  counterpartyName: string | null;
  /** Upper-case, no spaces, only when it is a valid IBAN (check digits included). */
  counterpartyIban: string | null;
  /** Account identifiers that are no valid IBAN (legacy account numbers, proprietary ids). */
  counterpartyAccountNumber: string | null;
  counterpartyBic: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  creditorId: string | null;
  /** camt AcctSvcrRef (transaction's, else entry's), MT940 `//` bank reference. */
  bankReference: string | null;
  /** camt Refs/InstrId or PmtInfId, MT940 KREF+ or the :61: customer reference (NONREF → null). */
  customerReference: string | null;
  /** camt BkTxCd domain "PMNT-RCDT-DMCT" (else proprietary code), MT940 ":61: type+GVC" ("NTRF+166"). */
  bankTransactionCode: string | null;
  /**
   * Set on the parts of a bank batch booking (a camt entry with several TxDtls, split into one
   * transaction each): the same for all parts of the batch — the entry's AcctSvcrRef, else
   * NtryRef, else the batch's PmtInfId/MsgId, else its date, amount and position in the file.
   */
  batchReference?: string;
}

export interface StatementAccount {
  iban: string | null;
  accountNumber: string | null;
  /** German BLZ (MT940 :25: "BLZ/account") or a camt clearing system member id. */
  bankCode: string | null;
  bic: string | null;
  currency: string | null;
  ownerName: string | null;
  /** The account's own name (camt Acct/Nm), not the owner's. */
  name: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** camt Stmt/Rpt/Ntfctn Id; MT940 ":20:/:28C:" joined with "/". */
  statementId: string | null;
  account: StatementAccount;
  /** As stated by the file (camt CreDtTm, MT942 :13D: as ISO date-time); null when absent. */
  createdAt: string | null;
  openingBalance: StatementBalance | null;
  closingBalance: StatementBalance | null;
  transactions: StatementTransaction[];
}

/** Date formats a CSV column mapping can name. */
export type CsvDateFormat = "DD.MM.YYYY" | "DD.MM.YY" | "YYYY-MM-DD" | "MM/DD/YYYY";

/**
 * Which column (0-based index) holds what in a bank's CSV export. Either `amount` (signed, or
 * unsigned with `debitCreditMark`) or `debit` and/or `credit` (split columns) must be given.
 */
export interface CsvMapping {
  bookingDate: number;
  valueDate?: number;
  amount?: number;
  debit?: number;
  credit?: number;
  /** "S"/"H", "Soll"/"Haben", "D"/"C", "DBIT"/"CRDT", "-"/"+": signs an unsigned amount. */
  debitCreditMark?: number;
  currency?: number;
  /** Currency when no column holds one; "EUR" when neither is given. */
  defaultCurrency?: string;
  /** A booking status column: "vorgemerkt"/"pending" → PENDING, anything else BOOKED. */
  status?: number;
  /** Columns joined (with a space) into the purpose. */
  purpose: number[];
  counterpartyName?: number;
  /** Split payer/payee columns (DKB): the payee is the counterparty of debits, the payer of credits. */
  payerName?: number;
  payeeName?: number;
  counterpartyIban?: number;
  counterpartyBic?: number;
  endToEndId?: number;
  mandateId?: number;
  creditorId?: number;
  customerReference?: number;
  /** The statement's own account (Sparkasse "Auftragskonto"); fills `account.iban`. */
  accountIban?: number;
  dateFormat: CsvDateFormat;
  decimalSeparator: "," | ".";
  hasHeader: boolean;
  /** Rows before the header (or before the data when there is no header): bank preambles. */
  skipRows?: number;
  /** Rows at the end that are no transactions (closing balance lines). */
  skipFooterRows?: number;
}

/** A CSV file split into records; `separator` is the detected field separator. */
export interface CsvTable {
  separator: ";" | "," | "\t";
  rows: string[][];
}
