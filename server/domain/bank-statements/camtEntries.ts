/**
 * camt entries (Ntry) → transactions.
 *
 * - Status: BOOK → BOOKED; PDNG, FUTR and unknown codes → PENDING; INFO entries are skipped
 *   (they are advice, not movements). v2 writes the code as Sts text, later versions as Sts/Cd.
 * - Amount: Amt + CdtDbtInd (DBIT negative), normalised, decimals kept exactly.
 * - Batch bookings: an entry with several TxDtls becomes one transaction per TxDtls when every
 *   TxDtls states its own amount (AmtDtls/TxAmt/Amt, else Amt, else AmtDtls/InstdAmt/Amt) in
 *   the entry's currency (or without currency) and the signed amounts add up to the entry
 *   exactly; the parts keep their own end-to-end id and counterparty and share a
 *   `batchReference`. Otherwise the entry stays one transaction (its
 *   own amount), and only the details all TxDtls agree on are kept; their purposes are joined.
 *   A single TxDtls always uses the entry's amount (TxDtls amounts may be instructed amounts in
 *   another currency).
 * - Counterparty: the creditor for debits, the debtor for credits (swapped for reversals,
 *   RvslInd), falling back to the ultimate party's name; when that party holds the statement's
 *   own IBAN and the other one does not, the other one is taken.
 */
import { addDecimals, compareDecimals } from "../../../src/lib/decimal.ts";
import type { XmlElement, XmlQuery } from "../einvoice/xml.ts";
import {
  amountFits,
  bicOrNull,
  collapseWhitespace,
  currencyOrNull,
  isoDatePart,
  joinWrapped,
  signedAmount,
  splitAccountId,
  textOrNull,
} from "./common.ts";
import { BankStatementError, malformed } from "./errors.ts";
import type { StatementTransaction, TransactionStatus } from "./types.ts";

export interface EntryContext {
  q: XmlQuery;
  /** "Stmt 1", for error messages. */
  where: string;
  /** 1-based number of the Stmt/Rpt/Ntfctn, for coded refusals. */
  statementNumber: number;
  ownIban: string | null;
  accountCurrency: string | null;
  /** The report's creation date: the booking date of entries that state no date at all (camt.054). */
  fallbackDate: string | null;
}

/** The entry fields every transaction of the entry shares. */
type EntryBase = Pick<StatementTransaction, "bookingDate" | "valueDate" | "status">;

/** What one TxDtls (or a merge of several) says, before the amount is known. */
type Details = Omit<StatementTransaction, keyof EntryBase | "amount" | "currency">;

const USTRD_WIDTH = 140;

function entryStatus(q: XmlQuery, entry: XmlElement): TransactionStatus | "INFO" {
  const code = (q.text(entry, "Sts/Cd") ?? q.text(entry, "Sts/Prtry") ?? q.text(entry, "Sts") ?? "BOOK").toUpperCase();
  if (code === "INFO") return "INFO";
  return code === "BOOK" ? "BOOKED" : "PENDING";
}

/** Where an entry is, for coded refusals and their messages. */
interface EntryPlace {
  where: string;
  statement: number;
  entry: number;
}

const codedEntryError = (code: "AMOUNT_TOO_LARGE" | "INVALID_DATE", place: EntryPlace, value: string) =>
  new BankStatementError(
    code,
    `${place.where}: ${code === "INVALID_DATE" ? "no calendar date" : "amount too large"}: ${JSON.stringify(value.slice(0, 40))}.`,
    [],
    { params: { statement: place.statement, entry: place.entry, value: value.slice(0, 40) } },
  );

/** The date of ValDt/BookgDt (Dt or DtTm); null when absent, INVALID_DATE when it is no calendar date. */
function dateOf(q: XmlQuery, from: XmlElement, path: string, place: EntryPlace): string | null {
  const text = q.text(from, `${path}/Dt`) ?? q.text(from, `${path}/DtTm`);
  if (text === undefined) return null;
  const date = isoDatePart(text);
  if (date === null) throw codedEntryError("INVALID_DATE", place, text.trim());
  return date;
}

/**
 * A signed amount from an element holding Amt (with Ccy) and optionally CdtDbtInd;
 * AMOUNT_TOO_LARGE beyond what an account holds.
 */
function readAmount(
  amountElement: XmlElement | undefined,
  mark: string | undefined,
  place: EntryPlace,
): { amount: string; currency: string | null } | undefined {
  if (!amountElement || (mark !== "CRDT" && mark !== "DBIT")) return undefined;
  const digits = /^\s*(\d+)(?:\.\d*)?\s*$/.exec(amountElement.text)?.[1];
  if (digits !== undefined && !amountFits(digits)) throw codedEntryError("AMOUNT_TOO_LARGE", place, amountElement.text);
  const amount = signedAmount(amountElement.text, mark === "DBIT");
  return amount === undefined ? undefined : { amount, currency: currencyOrNull(amountElement.attrs["Ccy"]) };
}

/** Reads one Ntry; returns no transaction for INFO entries, one or (batch bookings) several otherwise. */
export function readEntry(entry: XmlElement, index: number, ctx: EntryContext): StatementTransaction[] {
  const { q } = ctx;
  const where = `${ctx.where}, Ntry ${index + 1}`;
  const place: EntryPlace = { where, statement: ctx.statementNumber, entry: index + 1 };
  const status = entryStatus(q, entry);
  if (status === "INFO") return [];

  const entryMark = q.text(entry, "CdtDbtInd");
  const total = readAmount(q.first(entry, "Amt"), entryMark, place);
  if (!total) throw malformed(`${where} needs Amt and CdtDbtInd CRDT/DBIT.`);
  const currency = total.currency ?? ctx.accountCurrency;
  if (!currency) throw malformed(`${where} states no currency.`);

  const valueDate = dateOf(q, entry, "ValDt", place);
  const bookingDate = dateOf(q, entry, "BookgDt", place) ?? valueDate ?? ctx.fallbackDate;
  if (!bookingDate) throw malformed(`${where} has neither a booking date nor a value date.`);
  const base: EntryBase = { bookingDate, valueDate, status };

  const entryFacts: EntryFacts = {
    reversal: q.text(entry, "RvslInd") === "true",
    bankReference: q.text(entry, "AcctSvcrRef") ?? null,
    bankTransactionCode: bankTransactionCode(q, q.first(entry, "BkTxCd")),
    entryInfo: textOrNull(q.text(entry, "AddtlNtryInf")),
  };
  const txDetails = q.all(entry, "NtryDtls/TxDtls");

  const parts = txDetails.length > 1 ? batchParts(q, txDetails, entryMark!, total.amount, currency, place) : undefined;
  if (parts) {
    const batchReference =
      q.text(entry, "AcctSvcrRef") ??
      q.text(entry, "NtryRef") ??
      q.text(entry, "NtryDtls/Btch/PmtInfId") ??
      q.text(entry, "NtryDtls/Btch/MsgId") ??
      `${bookingDate} ${total.amount} ${where}`;
    return parts.map(({ tx, amount, debit }) => ({
      ...base,
      amount,
      currency,
      ...readDetails(q, tx, debit, entryFacts, ctx.ownIban),
      batchReference: batchReference.slice(0, 140),
    }));
  }
  const debit = entryMark === "DBIT";
  const details =
    txDetails.length === 1
      ? readDetails(q, txDetails[0]!, debit, entryFacts, ctx.ownIban)
      : mergeDetails(
          txDetails.map((tx) => readDetails(q, tx, debit, entryFacts, ctx.ownIban)),
          entryFacts,
        );
  return [{ ...base, amount: total.amount, currency, ...details }];
}

/** The TxDtls of a batch with their own signed amounts, or undefined when they do not add up to the entry. */
function batchParts(
  q: XmlQuery,
  txDetails: readonly XmlElement[],
  entryMark: string,
  entryAmount: string,
  currency: string,
  place: EntryPlace,
): { tx: XmlElement; amount: string; debit: boolean }[] | undefined {
  const parts: { tx: XmlElement; amount: string; debit: boolean }[] = [];
  for (const tx of txDetails) {
    const mark = q.text(tx, "CdtDbtInd") ?? entryMark;
    const own = readAmount(
      q.first(tx, "AmtDtls/TxAmt/Amt") ?? q.first(tx, "Amt") ?? q.first(tx, "AmtDtls/InstdAmt/Amt"),
      mark,
      place,
    );
    // An amount without Ccy is in the entry's currency; one in another currency cannot be split off.
    if (!own || (own.currency !== null && own.currency !== currency)) return undefined;
    parts.push({ tx, amount: own.amount, debit: mark === "DBIT" });
  }
  const sum = addDecimals(...parts.map((part) => part.amount));
  return compareDecimals(sum, entryAmount) === 0 ? parts : undefined;
}

interface EntryFacts {
  reversal: boolean;
  bankReference: string | null;
  bankTransactionCode: string | null;
  entryInfo: string | null;
}

/** ISO domain code "PMNT-RCDT-DMCT" when given, else the proprietary code ("NTRF+166+…"). */
function bankTransactionCode(q: XmlQuery, code: XmlElement | undefined): string | null {
  const domain = q.text(code, "Domn/Cd");
  if (domain) {
    return [domain, q.text(code, "Domn/Fmly/Cd"), q.text(code, "Domn/Fmly/SubFmlyCd")].filter(Boolean).join("-");
  }
  return q.text(code, "Prtry/Cd") ?? null;
}

function readDetails(q: XmlQuery, tx: XmlElement, debit: boolean, entry: EntryFacts, ownIban: string | null): Details {
  const endToEndId = q.text(tx, "Refs/EndToEndId");
  return {
    purpose: purposeOf(q, tx) || (textOrNull(q.text(tx, "AddtlTxInf")) ?? entry.entryInfo ?? ""),
    ...counterparty(q, tx, debit !== entry.reversal, ownIban),
    endToEndId: endToEndId && endToEndId.toUpperCase() !== "NOTPROVIDED" ? endToEndId : null,
    mandateId: q.text(tx, "Refs/MndtId") ?? null,
    creditorId: creditorId(q, tx),
    bankReference: q.text(tx, "Refs/AcctSvcrRef") ?? entry.bankReference,
    customerReference: q.text(tx, "Refs/InstrId") ?? q.text(tx, "Refs/PmtInfId") ?? null,
    bankTransactionCode: bankTransactionCode(q, q.first(tx, "BkTxCd")) ?? entry.bankTransactionCode,
  };
}

/** Ustrd blocks (re-joined without losing words), then structured creditor references and their texts. */
function purposeOf(q: XmlQuery, tx: XmlElement): string {
  const remittance = q.first(tx, "RmtInf");
  const unstructured = joinWrapped(q.texts(remittance, "Ustrd"), USTRD_WIDTH);
  const structured = q
    .all(remittance, "Strd")
    .flatMap((strd) => [...q.texts(strd, "CdtrRefInf/Ref"), ...q.texts(strd, "AddtlRmtInf")]);
  return collapseWhitespace([unstructured, ...structured].join(" "));
}

type Party = Pick<Details, "counterpartyName" | "counterpartyIban" | "counterpartyAccountNumber" | "counterpartyBic">;

function readParty(q: XmlQuery, tx: XmlElement, role: "Dbtr" | "Cdtr"): Party {
  const name =
    q.text(tx, `RltdPties/${role}/Nm`) ??
    q.text(tx, `RltdPties/${role}/Pty/Nm`) ??
    q.text(tx, `RltdPties/Ultmt${role}/Nm`) ??
    q.text(tx, `RltdPties/Ultmt${role}/Pty/Nm`);
  const account = q.first(tx, `RltdPties/${role}Acct/Id`);
  const { iban, accountNumber } = splitAccountId(
    q.text(account, "IBAN") ?? q.text(account, "Othr/Id") ?? q.text(account, "PrtryAcct/Id"),
  );
  const agent = q.first(tx, `RltdAgts/${role}Agt/FinInstnId`);
  return {
    counterpartyName: textOrNull(name),
    counterpartyIban: iban,
    counterpartyAccountNumber: accountNumber,
    counterpartyBic: bicOrNull(q.text(agent, "BIC") ?? q.text(agent, "BICFI")),
  };
}

function counterparty(q: XmlQuery, tx: XmlElement, creditorSide: boolean, ownIban: string | null): Party {
  const primary = readParty(q, tx, creditorSide ? "Cdtr" : "Dbtr");
  if (ownIban === null || primary.counterpartyIban !== ownIban) return primary;
  const other = readParty(q, tx, creditorSide ? "Dbtr" : "Cdtr");
  const otherIsSomeoneElse = other.counterpartyIban !== ownIban && (other.counterpartyName || other.counterpartyIban);
  return otherIsSomeoneElse ? other : primary;
}

/** The SEPA creditor identifier: Cdtr/Id/PrvtId/Othr with SchmeNm/Prtry "SEPA". */
function creditorId(q: XmlQuery, tx: XmlElement): string | null {
  const candidates = [...q.all(tx, "RltdPties/Cdtr/Id/PrvtId/Othr"), ...q.all(tx, "RltdPties/Cdtr/Pty/Id/PrvtId/Othr")];
  const sepa = candidates.find((othr) => q.text(othr, "SchmeNm/Prtry")?.toUpperCase() === "SEPA");
  return q.text(sepa, "Id") ?? null;
}

/** Several TxDtls kept as one transaction: the details they all agree on, their purposes joined. */
function mergeDetails(all: readonly Details[], entry: EntryFacts): Details {
  const agreed = <K extends keyof Details>(key: K): Details[K] | null => {
    const first = all[0]?.[key];
    return first !== undefined && all.every((details) => details[key] === first) ? first : null;
  };
  const purposes = [...new Set(all.map((details) => details.purpose).filter((purpose) => purpose !== ""))];
  return {
    purpose: purposes.length > 0 ? purposes.join(" ") : (entry.entryInfo ?? ""),
    counterpartyName: agreed("counterpartyName"),
    counterpartyIban: agreed("counterpartyIban"),
    counterpartyAccountNumber: agreed("counterpartyAccountNumber"),
    counterpartyBic: agreed("counterpartyBic"),
    endToEndId: agreed("endToEndId"),
    mandateId: agreed("mandateId"),
    creditorId: agreed("creditorId"),
    bankReference: entry.bankReference ?? agreed("bankReference"),
    customerReference: agreed("customerReference"),
    bankTransactionCode: entry.bankTransactionCode ?? agreed("bankTransactionCode"),
  };
}
