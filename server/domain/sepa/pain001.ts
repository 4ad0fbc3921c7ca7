/**
 * SEPA credit transfer initiation (ISO 20022 pain.001): the file a company uploads to its bank
 * (online banking, EBICS, FinTS) to pay a batch of supplier invoices from one account.
 *
 * Two versions: `pain.001.001.09` (EPC SCT rulebook 2023 implementation guidelines, the default
 * German banks take since November 2023) and `pain.001.001.03` (the older one, still accepted
 * by many banks and software). The input is validated completely before anything is written
 * (SepaError with the payment index and field); text is reduced to the EPC character set;
 * amounts are exact decimal strings summed with BigInt arithmetic.
 *
 * One batch → one PmtInf (one debtor account, one execution date). Callers with payments on
 * several dates split them first (`groupPayments`) and write one file per date, or one batch
 * each.
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
import { el, renderXmlDocument, type XmlElement } from "./xml.ts";

export type Pain001Version = "pain.001.001.09" | "pain.001.001.03";

export interface CreditTransferPayment {
  /** ≤ 35 SEPA characters, unique in the batch; see makeEndToEndId. Passed through unchanged. */
  endToEndId: string;
  /** Exact decimal string, > 0, at most 2 decimals ("1234.5", "0.10"). */
  amount: string;
  currency?: "EUR";
  /** Sanitised to the SEPA charset, cut at 70. */
  creditorName: string;
  creditorIban: string;
  /** Optional: omitted from the file when not given (IBAN-only). */
  creditorBic?: string | null;
  /** Sanitised to the SEPA charset; over 140 afterwards is an error. Empty → no RmtInf. */
  remittanceInformation: string;
  /** ISO external purpose code (e.g. "SUPP", "SALA"), written as Purp/Cd. */
  purposeCode?: string | null;
}

export interface CreditTransferBatch {
  /** ≤ 35 SEPA characters; should be unique per file sent to the bank. */
  messageId: string;
  /** CreDtTm, written as German local time without zone. */
  createdAt: Date;
  initiatingPartyName: string;
  debtor: { name: string; iban: string; bic?: string | null };
  /** YYYY-MM-DD. Whether it lies in the past is the caller's business (the module has no clock). */
  requestedExecutionDate: string;
  /** BtchBookg: true = one debit entry for the batch, false = one per payment, absent = bank default. */
  batchBooking?: boolean;
  payments: readonly CreditTransferPayment[];
}

/** What the writers return. `controlSum` has two decimals, exactly the sum of the amounts. */
export interface SepaFile {
  xml: string;
  numberOfTransactions: number;
  controlSum: string;
}

/** A payment as written: checked, normalised, sanitised. */
export interface ValidCreditTransferPayment {
  endToEndId: string;
  amount: string;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  remittance: string | null;
  purposeCode: string | null;
}

export interface ValidCreditTransferBatch {
  messageId: string;
  createdAt: string;
  initiatingPartyName: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  executionDate: string;
  batchBooking: boolean | undefined;
  payments: ValidCreditTransferPayment[];
  controlSum: string;
}

/** Checks everything and returns the values as written; throws the first SepaError found. */
export function validateCreditTransferBatch(batch: CreditTransferBatch): ValidCreditTransferBatch {
  const top = (field: string) => ({ paymentIndex: null, field });
  const messageId = checkIdentifier(batch.messageId, top("messageId"));
  const createdAt = formatCreationDateTime(batch.createdAt, top("createdAt"));
  const executionDate = checkIsoDate(batch.requestedExecutionDate, top("requestedExecutionDate"));
  const initiatingPartyName = checkName(batch.initiatingPartyName, top("initiatingPartyName"));
  const debtorName = checkName(batch.debtor.name, top("debtor.name"));
  const debtorIban = checkIban(batch.debtor.iban, top("debtor.iban"));
  const debtorBic = checkBic(batch.debtor.bic, top("debtor.bic"));
  if (batch.payments.length === 0) throw new SepaError("NO_PAYMENTS", "The batch has no payments", top("payments"));

  const payments = batch.payments.map((p, paymentIndex): ValidCreditTransferPayment => {
    const at = (field: string) => ({ paymentIndex, field });
    const endToEndId = checkIdentifier(p.endToEndId, at("endToEndId"));
    const amount = checkAmount(p.amount, at("amount"));
    checkCurrency(p.currency, at("currency"));
    return {
      endToEndId,
      amount,
      creditorName: checkName(p.creditorName, at("creditorName")),
      creditorIban: checkIban(p.creditorIban, at("creditorIban")),
      creditorBic: checkBic(p.creditorBic, at("creditorBic")),
      remittance: checkRemittance(p.remittanceInformation, at("remittanceInformation")),
      purposeCode: checkPurposeCode(p.purposeCode, at("purposeCode")),
    };
  });
  checkUniqueEndToEndIds(payments.map((p) => p.endToEndId));

  return {
    messageId,
    createdAt,
    initiatingPartyName,
    debtorName,
    debtorIban,
    debtorBic,
    executionDate,
    batchBooking: batch.batchBooking,
    payments,
    controlSum: sumAmounts(payments.map((p) => p.amount)),
  };
}

/** FinInstnId of an agent: the BIC, or for a missing debtor BIC the EPC's "NOTPROVIDED". */
function agent(bicTag: "BIC" | "BICFI", bic: string | null): XmlElement {
  return el("FinInstnId", [bic ? el(bicTag, bic) : el("Othr", [el("Id", "NOTPROVIDED")])]);
}

function transaction(p: ValidCreditTransferPayment, bicTag: "BIC" | "BICFI"): XmlElement {
  return el("CdtTrfTxInf", [
    el("PmtId", [el("EndToEndId", p.endToEndId)]),
    el("Amt", [el("InstdAmt", p.amount, { Ccy: "EUR" })]),
    // The creditor agent is left out entirely without a BIC (EPC usage rule).
    p.creditorBic && el("CdtrAgt", [el("FinInstnId", [el(bicTag, p.creditorBic)])]),
    el("Cdtr", [el("Nm", p.creditorName)]),
    el("CdtrAcct", [el("Id", [el("IBAN", p.creditorIban)])]),
    p.purposeCode && el("Purp", [el("Cd", p.purposeCode)]),
    p.remittance && el("RmtInf", [el("Ustrd", p.remittance)]),
  ]);
}

/**
 * Writes a pain.001 credit transfer file. Version .09 (default) writes `ReqdExctnDt/Dt` and
 * `BICFI`, version .03 a plain `ReqdExctnDt` and `BIC`; both write the debtor agent as
 * `Othr/Id NOTPROVIDED` when the debtor BIC is missing, since DbtrAgt is mandatory in both.
 */
export function writePain001(batch: CreditTransferBatch, options: { version?: Pain001Version } = {}): SepaFile {
  const version = options.version ?? "pain.001.001.09";
  const v = validateCreditTransferBatch(batch);
  const is09 = version === "pain.001.001.09";
  const bicTag = is09 ? "BICFI" : "BIC";
  const count = String(v.payments.length);

  const document = el(
    "Document",
    [
      el("CstmrCdtTrfInitn", [
        el("GrpHdr", [
          el("MsgId", v.messageId),
          el("CreDtTm", v.createdAt),
          el("NbOfTxs", count),
          el("CtrlSum", v.controlSum),
          el("InitgPty", [el("Nm", v.initiatingPartyName)]),
        ]),
        el("PmtInf", [
          el("PmtInfId", paymentInfoId(v.messageId, 1)),
          el("PmtMtd", "TRF"),
          v.batchBooking !== undefined && el("BtchBookg", String(v.batchBooking)),
          el("NbOfTxs", count),
          el("CtrlSum", v.controlSum),
          el("PmtTpInf", [el("SvcLvl", [el("Cd", "SEPA")])]),
          is09 ? el("ReqdExctnDt", [el("Dt", v.executionDate)]) : el("ReqdExctnDt", v.executionDate),
          el("Dbtr", [el("Nm", v.debtorName)]),
          el("DbtrAcct", [el("Id", [el("IBAN", v.debtorIban)])]),
          el("DbtrAgt", [agent(bicTag, v.debtorBic)]),
          el("ChrgBr", "SLEV"),
          ...v.payments.map((p) => transaction(p, bicTag)),
        ]),
      ]),
    ],
    { xmlns: `urn:iso:std:iso:20022:tech:xsd:${version}` },
  );

  return { xml: renderXmlDocument(document), numberOfTransactions: v.payments.length, controlSum: v.controlSum };
}

/**
 * Splits items by requested execution date, earliest first, keeping their order within a date:
 * one pain.001 batch (one PmtInf) per group.
 */
export function groupPayments<T extends { requestedExecutionDate: string }>(
  items: readonly T[],
): Array<{ requestedExecutionDate: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.requestedExecutionDate);
    if (group) group.push(item);
    else groups.set(item.requestedExecutionDate, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([requestedExecutionDate, group]) => ({ requestedExecutionDate, items: group }));
}
