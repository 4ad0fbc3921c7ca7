/**
 * ISO 20022 cash management reports: camt.052 (intraday account report), camt.053 (statement)
 * and camt.054 (debit/credit notification), every version (namespace
 * urn:iso:std:iso:20022:tech:xsd:camt.05X.001.NN).
 *
 * The XML is read by the project's safe reader (`einvoice/xml.ts`: size cap, no DTD, namespace
 * resolution); its errors become `BankStatementError`s. Elements are matched by the document's
 * own camt namespace and local name, so the version only matters where the schema changed
 * shape (Sts text vs Sts/Cd, Nm vs Pty/Nm, BIC vs BICFI, PrtryAcct vs Othr) and both shapes
 * are read. Each Stmt/Rpt/Ntfctn becomes one `ParsedStatement`; entries are turned into
 * transactions by `camtEntries.ts`.
 */
import { EInvoiceError } from "../einvoice/errors.ts";
import { parseXml, xmlQuery, type XmlElement, type XmlQuery } from "../einvoice/xml.ts";
import {
  amountFits,
  bicOrNull,
  currencyOrNull,
  emptyAccount,
  isoDatePart,
  signedAmount,
  splitAccountId,
  textOrNull,
} from "./common.ts";
import { readEntry, type EntryContext } from "./camtEntries.ts";
import { BankStatementError, malformed } from "./errors.ts";
import type { ParsedStatement, StatementAccount, StatementBalance, StatementFormat } from "./types.ts";

const CAMT_NAMESPACE_RE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(05[234])\.001\.\d{2}$/;
const ISO20022_NAMESPACE_RE = /^urn:iso:std:iso:20022:tech:xsd:/;

const FORMAT_BY_MESSAGE: Readonly<Record<string, { format: StatementFormat; report: string }>> = {
  "052": { format: "CAMT052", report: "Rpt" },
  "053": { format: "CAMT053", report: "Stmt" },
  "054": { format: "CAMT054", report: "Ntfctn" },
};

/** The statement format for a camt.052/053/054 namespace URI, else null. */
export function camtFormatOfNamespace(ns: string): StatementFormat | null {
  const message = CAMT_NAMESPACE_RE.exec(ns)?.[1];
  return message ? FORMAT_BY_MESSAGE[message]!.format : null;
}

/** Parses the XML, turning the XML reader's errors into BankStatementErrors. */
function readXml(input: string | Uint8Array): XmlElement {
  try {
    return parseXml(input);
  } catch (cause) {
    if (!(cause instanceof EInvoiceError)) throw cause;
    const code = cause.code === "XML_EMPTY" ? "EMPTY" : cause.code === "XML_TOO_LARGE" ? "TOO_LARGE" : "MALFORMED";
    throw new BankStatementError(code, cause.message, [], { cause });
  }
}

/**
 * Parses a camt.052/053/054 document into one statement per Stmt/Rpt/Ntfctn. Throws
 * BankStatementError: UNKNOWN_FORMAT (no camt document), UNSUPPORTED (another ISO 20022
 * message), MALFORMED (bad XML or a missing mandatory part), EMPTY, TOO_LARGE.
 */
export function parseCamt(input: string | Uint8Array): ParsedStatement[] {
  const root = readXml(input);
  const message = CAMT_NAMESPACE_RE.exec(root.ns)?.[1];
  if (!message) {
    if (ISO20022_NAMESPACE_RE.test(root.ns)) {
      throw new BankStatementError("UNSUPPORTED", `The ISO 20022 message ${root.ns} is no camt.052/053/054 report.`);
    }
    throw new BankStatementError("UNKNOWN_FORMAT", `The XML root {${root.ns}}${root.name} is no camt document.`);
  }
  const { format, report } = FORMAT_BY_MESSAGE[message]!;
  const q = xmlQuery({ "": root.ns });
  const body = root.children[0];
  const reports = q.all(body, report);
  if (root.name !== "Document" || !body || reports.length === 0) {
    throw malformed(`The ${format} document contains no ${report} element (${body?.name ?? "no message"}).`);
  }
  const groupCreated = q.text(body, "GrpHdr/CreDtTm") ?? null;
  return reports.map((element, index) => readReport(q, element, { format, report, index, groupCreated }));
}

interface ReportContext {
  format: StatementFormat;
  report: string;
  index: number;
  groupCreated: string | null;
}

function readReport(q: XmlQuery, element: XmlElement, ctx: ReportContext): ParsedStatement {
  const where = `${ctx.report} ${ctx.index + 1}`;
  const accountElement = q.first(element, "Acct");
  if (!accountElement) throw malformed(`${where} has no Acct (account) element.`);
  const account = readAccount(q, accountElement);
  const createdAt = q.text(element, "CreDtTm") ?? ctx.groupCreated;
  const entryContext: EntryContext = {
    q,
    where,
    statementNumber: ctx.index + 1,
    ownIban: account.iban,
    accountCurrency: account.currency,
    fallbackDate: isoDatePart(createdAt ?? undefined),
  };
  const transactions = q.all(element, "Ntry").flatMap((entry, index) => readEntry(entry, index, entryContext));
  const balances = q.all(element, "Bal");
  // Only the balances used are validated: an odd ITAV or INFO balance does not refuse the file.
  const balanceOf = (...codes: string[]): StatementBalance | null => {
    for (const code of codes) {
      const index = balances.findIndex((bal) => balanceCode(q, bal) === code);
      if (index >= 0)
        return readBalance(q, balances[index]!, `${where}, Bal ${index + 1} (${code})`, {
          statement: ctx.index + 1,
        });
    }
    return null;
  };
  return {
    format: ctx.format,
    statementId: q.text(element, "Id") ?? null,
    account,
    createdAt,
    openingBalance: balanceOf("OPBD", "PRCD"),
    closingBalance: balanceOf("CLBD"),
    transactions,
  };
}

function readAccount(q: XmlQuery, acct: XmlElement): StatementAccount {
  const id = q.text(acct, "Id/IBAN") ?? q.text(acct, "Id/Othr/Id") ?? q.text(acct, "Id/PrtryAcct/Id");
  const { iban, accountNumber } = splitAccountId(id);
  const servicer = q.first(acct, "Svcr/FinInstnId");
  return {
    ...emptyAccount(),
    iban,
    accountNumber,
    bankCode: q.text(servicer, "ClrSysMmbId/MmbId") ?? null,
    bic: bicOrNull(q.text(servicer, "BIC") ?? q.text(servicer, "BICFI")),
    currency: currencyOrNull(q.text(acct, "Ccy")),
    ownerName: textOrNull(q.text(acct, "Ownr/Nm") ?? q.text(acct, "Ownr/Pty/Nm")),
    name: textOrNull(q.text(acct, "Nm")),
  };
}

/** OPBD, PRCD, CLBD, ITBD, …: Tp/CdOrPrtry/Cd (Tp/Cd in early versions). */
const balanceCode = (q: XmlQuery, bal: XmlElement): string | undefined =>
  q.text(bal, "Tp/CdOrPrtry/Cd") ?? q.text(bal, "Tp/Cd");

function readBalance(q: XmlQuery, bal: XmlElement, where: string, place: { statement: number }): StatementBalance {
  const amountElement = q.first(bal, "Amt");
  const mark = q.text(bal, "CdtDbtInd");
  const amount =
    mark === "CRDT" || mark === "DBIT" ? signedAmount(amountElement?.text ?? "", mark === "DBIT") : undefined;
  if (amount !== undefined && !amountFits(amount)) {
    throw new BankStatementError("AMOUNT_TOO_LARGE", `${where}: balance too large: ${amount.slice(0, 40)}.`, [], {
      params: { statement: place.statement, value: amount.slice(0, 40) },
    });
  }
  const currency = currencyOrNull(amountElement?.attrs["Ccy"]);
  const dateText = q.text(bal, "Dt/Dt") ?? q.text(bal, "Dt/DtTm");
  const date = isoDatePart(dateText);
  if (dateText !== undefined && date === null) {
    throw new BankStatementError("INVALID_DATE", `${where}: no calendar date: ${dateText.slice(0, 40)}.`, [], {
      params: { statement: place.statement, value: dateText.trim().slice(0, 40) },
    });
  }
  if (amount === undefined || currency === null || date === null) {
    throw malformed(`${where} needs an amount with currency, CRDT/DBIT and a date.`);
  }
  return { amount, currency, date };
}
