/**
 * SEPA direct debit initiation, CORE scheme (ISO 20022 pain.008.001.02, the version German
 * banks take as "SEPA-Lastschrift"): the creditor collects from its customers' accounts under
 * signed mandates.
 *
 * The collection date, the creditor account and the creditor identifier (Gläubiger-ID) are
 * per batch; each transaction names its mandate and sequence type (FRST first collection,
 * RCUR recurring, FNAL last, OOFF one-off; a batch-level default may be given). Transactions
 * are grouped by sequence type into one PmtInf each, in the order FRST, RCUR, OOFF, FNAL.
 * Validation, sanitising and exact sums as in pain001.ts. B2B and amendment details
 * (AmdmntInd, changed mandate/creditor id) are not supported.
 */
import {
  checkAmount,
  checkBic,
  checkCurrency,
  checkIban,
  checkIdentifier,
  checkIsoDate,
  checkName,
  checkPurposeCode,
  checkRemittance,
  checkUniqueEndToEndIds,
  formatCreationDateTime,
  paymentInfoId,
  sumAmounts,
} from "./validate.ts";
import { SepaError } from "./errors.ts";
import type { SepaFile } from "./pain001.ts";
import { el, renderXmlDocument, type XmlElement } from "./xml.ts";

export type SequenceType = "FRST" | "RCUR" | "OOFF" | "FNAL";

/** PmtInf order in the file. */
export const SEQUENCE_TYPES: readonly SequenceType[] = ["FRST", "RCUR", "OOFF", "FNAL"];

export interface DirectDebitTransaction {
  /** ≤ 35 SEPA characters, unique in the batch; see makeEndToEndId. */
  endToEndId: string;
  /** Exact decimal string, > 0, at most 2 decimals. */
  amount: string;
  currency?: "EUR";
  /** Overrides the batch's `sequenceType`; one of the two must be given. */
  sequenceType?: SequenceType;
  /** Mandatsreferenz: ≤ 35 SEPA characters, passed through unchanged. */
  mandateId: string;
  /** YYYY-MM-DD, not after the collection date. */
  mandateSignatureDate: string;
  debtorName: string;
  debtorIban: string;
  /** Optional: `Othr/Id NOTPROVIDED` is written for the debtor agent without it. */
  debtorBic?: string | null;
  /** ≤ 140 after sanitising. */
  remittanceInformation: string;
  purposeCode?: string | null;
}

export interface DirectDebitBatch {
  messageId: string;
  createdAt: Date;
  initiatingPartyName: string;
  creditor: {
    name: string;
    iban: string;
    bic?: string | null;
    /** Gläubiger-Identifikationsnummer, e.g. "DE98ZZZ09999999999" (spaces and lower case accepted). */
    creditorId: string;
  };
  /** YYYY-MM-DD (ReqdColltnDt). */
  requestedCollectionDate: string;
  /** Default sequence type of transactions that name none. */
  sequenceType?: SequenceType;
  batchBooking?: boolean;
  transactions: readonly DirectDebitTransaction[];
}

/** Upper case without whitespace ("de98 zzz0 9999 9999 99" → "DE98ZZZ09999999999"). */
export function normalizeCreditorId(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * True for a well-formed SEPA creditor identifier with valid check digits: country, 2 check
 * digits, 3-character business code (usually "ZZZ", not part of the check), national id. The
 * check digits are ISO 7064 mod 97-10 over national id + country + "00", letters as 10…35.
 * German ids are 18 characters long.
 */
export function isValidCreditorId(value: string): boolean {
  const id = normalizeCreditorId(value);
  if (id.length > 35 || !/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  if (id.startsWith("DE") && id.length !== 18) return false;
  const country = id.slice(0, 2);
  let remainder = 0;
  for (const char of `${id.slice(7)}${country}00`) {
    const code = char.charCodeAt(0);
    const digitValue = code >= 65 ? code - 55 : code - 48;
    remainder = digitValue >= 10 ? (remainder * 100 + digitValue) % 97 : (remainder * 10 + digitValue) % 97;
  }
  return 98 - remainder === Number(id.slice(2, 4));
}

export interface ValidDirectDebitTransaction {
  endToEndId: string;
  amount: string;
  sequenceType: SequenceType;
  mandateId: string;
  mandateSignatureDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  remittance: string | null;
  purposeCode: string | null;
}

export interface ValidDirectDebitBatch {
  messageId: string;
  createdAt: string;
  initiatingPartyName: string;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  creditorId: string;
  collectionDate: string;
  batchBooking: boolean | undefined;
  transactions: ValidDirectDebitTransaction[];
  controlSum: string;
}

const isSequenceType = (value: unknown): value is SequenceType =>
  typeof value === "string" && (SEQUENCE_TYPES as readonly string[]).includes(value);

/** Checks everything and returns the values as written; throws the first SepaError found. */
export function validateDirectDebitBatch(batch: DirectDebitBatch): ValidDirectDebitBatch {
  const top = (field: string) => ({ paymentIndex: null, field });
  const messageId = checkIdentifier(batch.messageId, top("messageId"));
  const createdAt = formatCreationDateTime(batch.createdAt, top("createdAt"));
  const collectionDate = checkIsoDate(batch.requestedCollectionDate, top("requestedCollectionDate"));
  const initiatingPartyName = checkName(batch.initiatingPartyName, top("initiatingPartyName"));
  const creditorName = checkName(batch.creditor.name, top("creditor.name"));
  const creditorIban = checkIban(batch.creditor.iban, top("creditor.iban"));
  const creditorBic = checkBic(batch.creditor.bic, top("creditor.bic"));
  if (typeof batch.creditor.creditorId !== "string" || !isValidCreditorId(batch.creditor.creditorId)) {
    throw new SepaError("INVALID_CREDITOR_ID", "creditor.creditorId: not a valid SEPA creditor identifier", {
      field: "creditor.creditorId",
    });
  }
  const creditorId = normalizeCreditorId(batch.creditor.creditorId);
  if (batch.sequenceType !== undefined && !isSequenceType(batch.sequenceType)) {
    throw new SepaError("INVALID_MANDATE", "sequenceType: one of FRST, RCUR, OOFF, FNAL", top("sequenceType"));
  }
  if (batch.transactions.length === 0) {
    throw new SepaError("NO_PAYMENTS", "The batch has no transactions", top("transactions"));
  }

  const transactions = batch.transactions.map((t, paymentIndex): ValidDirectDebitTransaction => {
    const at = (field: string) => ({ paymentIndex, field });
    const endToEndId = checkIdentifier(t.endToEndId, at("endToEndId"));
    const amount = checkAmount(t.amount, at("amount"));
    checkCurrency(t.currency, at("currency"));
    const sequenceType = t.sequenceType ?? batch.sequenceType;
    if (!isSequenceType(sequenceType)) {
      throw new SepaError("INVALID_MANDATE", "sequenceType: one of FRST, RCUR, OOFF, FNAL", at("sequenceType"));
    }
    const mandateId = checkIdentifier(t.mandateId, at("mandateId"), "INVALID_MANDATE");
    const mandateSignatureDate = checkIsoDate(t.mandateSignatureDate, at("mandateSignatureDate"));
    if (mandateSignatureDate > collectionDate) {
      const where = at("mandateSignatureDate");
      throw new SepaError("INVALID_MANDATE", "mandateSignatureDate: after the collection date", where);
    }
    return {
      endToEndId,
      amount,
      sequenceType,
      mandateId,
      mandateSignatureDate,
      debtorName: checkName(t.debtorName, at("debtorName")),
      debtorIban: checkIban(t.debtorIban, at("debtorIban")),
      debtorBic: checkBic(t.debtorBic, at("debtorBic")),
      remittance: checkRemittance(t.remittanceInformation, at("remittanceInformation")),
      purposeCode: checkPurposeCode(t.purposeCode, at("purposeCode")),
    };
  });
  checkUniqueEndToEndIds(transactions.map((t) => t.endToEndId));

  return {
    messageId,
    createdAt,
    initiatingPartyName,
    creditorName,
    creditorIban,
    creditorBic,
    creditorId,
    collectionDate,
    batchBooking: batch.batchBooking,
    transactions,
    controlSum: sumAmounts(transactions.map((t) => t.amount)),
  };
}

/** An agent's FinInstnId: its BIC, or "NOTPROVIDED" (IBAN-only). */
const agent = (bic: string | null): XmlElement =>
  el("FinInstnId", [bic ? el("BIC", bic) : el("Othr", [el("Id", "NOTPROVIDED")])]);

function transaction(t: ValidDirectDebitTransaction): XmlElement {
  return el("DrctDbtTxInf", [
    el("PmtId", [el("EndToEndId", t.endToEndId)]),
    el("InstdAmt", t.amount, { Ccy: "EUR" }),
    el("DrctDbtTx", [el("MndtRltdInf", [el("MndtId", t.mandateId), el("DtOfSgntr", t.mandateSignatureDate)])]),
    el("DbtrAgt", [agent(t.debtorBic)]),
    el("Dbtr", [el("Nm", t.debtorName)]),
    el("DbtrAcct", [el("Id", [el("IBAN", t.debtorIban)])]),
    t.purposeCode && el("Purp", [el("Cd", t.purposeCode)]),
    t.remittance && el("RmtInf", [el("Ustrd", t.remittance)]),
  ]);
}

/** Writes a pain.008.001.02 CORE direct debit file, one PmtInf per sequence type present. */
export function writePain008(batch: DirectDebitBatch): SepaFile {
  const v = validateDirectDebitBatch(batch);
  const groups = SEQUENCE_TYPES.map((sequenceType) => ({
    sequenceType,
    transactions: v.transactions.filter((t) => t.sequenceType === sequenceType),
  })).filter((g) => g.transactions.length > 0);

  const paymentInfos = groups.map(({ sequenceType, transactions }, i) => {
    const controlSum = sumAmounts(transactions.map((t) => t.amount));
    return el("PmtInf", [
      el("PmtInfId", paymentInfoId(v.messageId, i + 1)),
      el("PmtMtd", "DD"),
      v.batchBooking !== undefined && el("BtchBookg", String(v.batchBooking)),
      el("NbOfTxs", String(transactions.length)),
      el("CtrlSum", controlSum),
      el("PmtTpInf", [
        el("SvcLvl", [el("Cd", "SEPA")]),
        el("LclInstrm", [el("Cd", "CORE")]),
        el("SeqTp", sequenceType),
      ]),
      el("ReqdColltnDt", v.collectionDate),
      el("Cdtr", [el("Nm", v.creditorName)]),
      el("CdtrAcct", [el("Id", [el("IBAN", v.creditorIban)])]),
      el("CdtrAgt", [agent(v.creditorBic)]),
      el("ChrgBr", "SLEV"),
      el("CdtrSchmeId", [
        el("Id", [el("PrvtId", [el("Othr", [el("Id", v.creditorId), el("SchmeNm", [el("Prtry", "SEPA")])])])]),
      ]),
      ...transactions.map(transaction),
    ]);
  });

  const document = el(
    "Document",
    [
      el("CstmrDrctDbtInitn", [
        el("GrpHdr", [
          el("MsgId", v.messageId),
          el("CreDtTm", v.createdAt),
          el("NbOfTxs", String(v.transactions.length)),
          el("CtrlSum", v.controlSum),
          el("InitgPty", [el("Nm", v.initiatingPartyName)]),
        ]),
        ...paymentInfos,
      ]),
    ],
    { xmlns: "urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" },
  );

  return { xml: renderXmlDocument(document), numberOfTransactions: v.transactions.length, controlSum: v.controlSum };
}
