/**
 * SWIFT MT940 (customer statement) and MT942 (interim transaction report) → statements.
 *
 * A statement starts at `:20:` (or a new `:25:` after statement lines) and ends at a `-` line,
 * an envelope end or the next `:20:`. Fields: `:20:` reference and `:28C:` number (together the
 * statement id), `:25:` account ("BLZ/account", "BIC/account", an IBAN, optionally with a
 * currency suffix), `:60F:`/`:60M:` opening and `:62F:`/`:62M:` closing balance, `:61:`
 * statement lines, each with its `:86:` details (`mt940Details.ts`), MT942 `:13D:` creation
 * time and `:34F:`/`:90D:`/`:90C:` (used for the currency only). `:64:`, `:65:`, `:NS:` and a
 * `:86:` without statement line are ignored. MT942 lines are PENDING, MT940 lines BOOKED.
 *
 * Dates: YYMMDD with years 80–99 → 19xx; February 29/30 of German 30/360 day counts become the
 * last day of February; the `:61:` entry date (MMDD) takes the value date's year, ±1 across a
 * December/January turn. A balance without currency (seen in old files) takes the statement's.
 */
import { BankStatementError, malformed } from "./errors.ts";
import {
  amountFits,
  bicOrNull,
  currencyOrNull,
  emptyAccount,
  expandTwoDigitYear,
  isoDate,
  signedAmount,
  splitAccountId,
  textOrNull,
} from "./common.ts";
import { isValidIban } from "../../../src/lib/iban.ts";
import { parseDetails } from "./mt940Details.ts";
import { leadingAccountAndName } from "./mt940International.ts";
import { splitSwiftMessages, type SwiftField } from "./mt940Tags.ts";
import type { ParsedStatement, StatementAccount, StatementBalance, StatementTransaction } from "./types.ts";

interface RawBalance {
  amount: string;
  currency: string | null;
  date: string;
}

interface StatementLine {
  field: SwiftField;
  details: string[] | undefined;
}

interface Draft {
  reference: string | null;
  number: string | null;
  account: StatementAccount;
  accountCurrency: string | null;
  opening: RawBalance | null;
  closing: RawBalance | null;
  /** Currencies of :34F:, :90D:, :90C: (MT942 has no balances). */
  otherCurrency: string | null;
  createdAt: string | null;
  interim: boolean;
  lines: StatementLine[];
  hasContent: boolean;
}

const newDraft = (): Draft => ({
  reference: null,
  number: null,
  account: emptyAccount(),
  accountCurrency: null,
  opening: null,
  closing: null,
  otherCurrency: null,
  createdAt: null,
  interim: false,
  lines: [],
  hasContent: false,
});

/** Parses MT940/MT942 text; returns the statements that have any content (possibly none). */
export function parseMt940(text: string): ParsedStatement[] {
  const statements: ParsedStatement[] = [];
  for (const message of splitSwiftMessages(text)) {
    if (message.messageType !== null && message.messageType !== "940" && message.messageType !== "942") {
      throw new BankStatementError("UNSUPPORTED", `SWIFT MT${message.messageType} is no MT940/MT942 statement.`);
    }
    let draft = newDraft();
    let previousTag: string | null = null;
    const finish = (): void => {
      if (draft.hasContent) statements.push(toStatement(draft, message.messageType === "942"));
      draft = newDraft();
    };
    for (const item of message.items) {
      if ("separator" in item) {
        finish();
        previousTag = null;
        continue;
      }
      const startsNew = item.tag === "20" || (item.tag === "25" && (draft.lines.length > 0 || draft.closing));
      if (startsNew && draft.hasContent) finish();
      applyField(draft, item, previousTag);
      previousTag = item.tag;
    }
    finish();
  }
  return statements;
}

function applyField(draft: Draft, field: SwiftField, previousTag: string | null): void {
  const value = field.lines.join("\n").trim();
  switch (field.tag.slice(0, 2)) {
    case "20":
      draft.reference = textOrNull(value);
      break;
    case "25":
      ({ account: draft.account, currency: draft.accountCurrency } = parseAccount(value, field));
      break;
    case "28":
      draft.number = textOrNull(value);
      break;
    case "60":
      draft.opening = parseBalance(value, field);
      break;
    case "62":
      draft.closing = parseBalance(value, field);
      break;
    case "61":
      draft.lines.push({ field, details: undefined });
      break;
    case "86":
      attachDetails(draft, field, previousTag);
      return;
    case "13":
      draft.createdAt = parseDateTime(value, field);
      draft.interim = true;
      break;
    case "64":
    case "65":
      parseBalance(value, field); // available balances: validated, not kept
      break;
    case "34":
    case "90":
      draft.interim = true;
      draft.otherCurrency ??= /[A-Z]{3}/.exec(value)?.[0] ?? null;
      break;
    default:
      return; // :21: and :NS: carry nothing the common shape holds
  }
  draft.hasContent = true;
}

/** A :86: belongs to the statement line right before it (several :86: in a row are joined). */
function attachDetails(draft: Draft, field: SwiftField, previousTag: string | null): void {
  const line = draft.lines[draft.lines.length - 1];
  if (!line || (previousTag !== "61" && previousTag !== "86")) return;
  line.details = line.details ? [...line.details, ...field.lines] : [...field.lines];
}

const fieldError = (field: SwiftField, what: string, value: string): BankStatementError =>
  malformed(`Field :${field.tag}: at line ${field.line}: ${what}: ${JSON.stringify(value.slice(0, 80))}.`);

/** A coded refusal (AMOUNT_TOO_LARGE, INVALID_DATE) naming the field's line and the value. */
const codedFieldError = (
  code: "AMOUNT_TOO_LARGE" | "INVALID_DATE",
  field: SwiftField,
  value: string,
): BankStatementError =>
  new BankStatementError(
    code,
    `Field :${field.tag}: at line ${field.line}: ${code === "INVALID_DATE" ? "no calendar date" : "amount too large"}: ${JSON.stringify(value.slice(0, 40))}.`,
    [],
    { params: { line: field.line, value: value.slice(0, 40) } },
  );

/**
 * "1234,56" (SWIFT decimal comma, digits optional after it) → "1234.56"; undefined if
 * malformed; AMOUNT_TOO_LARGE beyond what an account holds.
 */
function swiftAmount(text: string, negative: boolean, field: SwiftField): string | undefined {
  const m = /^(\d+)(?:,(\d*))?$/.exec(text);
  if (!m) return undefined;
  if (!amountFits(m[1]!)) throw codedFieldError("AMOUNT_TOO_LARGE", field, text);
  return signedAmount(`${m[1]}.${m[2] || "0"}`, negative);
}

/** YYMMDD → ISO date; INVALID_DATE for what is no date (February 29/30 are clamped, see above). */
function swiftDate(yymmdd: string, field: SwiftField): string {
  const [yy, mm, dd] = [0, 2, 4].map((at) => Number(yymmdd.slice(at, at + 2)));
  const date = isoDate(expandTwoDigitYear(yy!), mm!, dd!, true);
  if (!date) throw codedFieldError("INVALID_DATE", field, yymmdd);
  return date;
}

/** :60F:, :62F:, …: D/C mark, YYMMDD, currency (sometimes missing), amount. */
function parseBalance(value: string, field: SwiftField): RawBalance {
  const m = /^([CD])(\d{6})([A-Z]{3})?(\d[\d,]*)$/.exec(value);
  const date = m ? swiftDate(m[2]!, field) : null;
  const amount = m ? swiftAmount(m[4]!, m[1] === "D", field) : undefined;
  if (!m || !date || amount === undefined) throw fieldError(field, "not a balance", value);
  return { amount, currency: m[3] ?? null, date };
}

/** :13D: YYMMDDhhmm±hhmm → ISO date-time. */
function parseDateTime(value: string, field: SwiftField): string {
  const m = /^(\d{6})(\d{2})(\d{2})([+-]\d{2})?(\d{2})?$/.exec(value);
  const date = m ? swiftDate(m[1]!, field) : null;
  if (!m || !date) throw fieldError(field, "not a date and time", value);
  const offset = m[4] ? `${m[4]}:${m[5] ?? "00"}` : "";
  return `${date}T${m[2]}:${m[3]}:00${offset}`;
}

/**
 * :25: "BLZ/account", "BIC/account", an IBAN or a plain account number, optionally with a
 * currency suffix ("…/9223382012EUR", "…/ACCOUNT/HUF").
 */
function parseAccount(value: string, field: SwiftField): { account: StatementAccount; currency: string | null } {
  if (value.includes("\n") || value.includes("?") || value.length > 35 || value === "") {
    throw fieldError(field, "not an account identification", value);
  }
  let rest = value.replace(/\s+/g, "");
  let currency: string | null = null;
  const suffix = /^(.*\/.*?)(?:\/|(?<=\d))([A-Z]{3})$/.exec(rest) ?? /^(.+\d)([A-Z]{3})$/.exec(rest);
  if (suffix && (suffix[1]!.includes("/") || isValidIban(suffix[1]!))) [rest, currency] = [suffix[1]!, suffix[2]!];
  const account = emptyAccount();
  const slash = rest.indexOf("/");
  const bank = slash >= 0 ? rest.slice(0, slash) : "";
  const { iban, accountNumber } = splitAccountId(slash >= 0 ? rest.slice(slash + 1) : rest);
  account.iban = iban;
  account.accountNumber = accountNumber;
  account.bic = bicOrNull(bank);
  account.bankCode = bank !== "" && account.bic === null ? bank : null;
  account.currency = currency;
  return { account, currency };
}

/** :61: value date, [entry date], mark, [funds code], amount, type, customer reference, [//bank reference], [details]. */
const STATEMENT_LINE_RE = /^(\d{6})(\d{4})?(R?[CD])([A-Z])?(\d[\d,]*)([A-Z][A-Z0-9]{3})?(.*)$/;

interface ParsedLine {
  valueDate: string;
  bookingDate: string;
  amount: string;
  typeCode: string | null;
  customerReference: string | null;
  bankReference: string | null;
  supplementary: string | null;
}

function parseStatementLine(field: SwiftField): ParsedLine {
  // Some banks (Sparkassen) break the line after the debit/credit mark.
  let [first, ...more] = field.lines;
  let m = STATEMENT_LINE_RE.exec(first ?? "");
  if ((!m || !m[5]!.includes(",")) && more.length > 0) {
    const joined = STATEMENT_LINE_RE.exec(`${first}${more[0]!.trim()}`);
    if (joined) [m, first, more] = [joined, `${first}${more[0]!.trim()}`, more.slice(1)];
  }
  const valueDate = m ? swiftDate(m[1]!, field) : null;
  const amount = m ? swiftAmount(m[5]!, m[3] === "D" || m[3] === "RC", field) : undefined;
  if (!m || !valueDate || amount === undefined) throw fieldError(field, "not a statement line", first ?? "");
  const bookingDate = m[2] ? entryDate(valueDate, m[2]) : valueDate;
  if (!bookingDate) throw codedFieldError("INVALID_DATE", field, m[2]!);
  const [customer, bank] = splitReferences(m[7]!);
  return {
    valueDate,
    bookingDate,
    amount,
    typeCode: m[6] ?? null,
    customerReference: customer,
    bankReference: bank,
    supplementary: textOrNull(more.join(" ")),
  };
}

/** MMDD in the value date's year, or the neighbouring one across a December/January turn. */
function entryDate(valueDate: string, mmdd: string): string | null {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shift = valueMonth === 12 && month === 1 ? 1 : valueMonth === 1 && month === 12 ? -1 : 0;
  return isoDate(year + shift, month, Number(mmdd.slice(2, 4)), true);
}

/** "CUSTREF//BANKREF" → both; "NONREF", blanks and a bare "KREF+" key (some banks write it) → null. */
function splitReferences(text: string): [string | null, string | null] {
  const at = text.indexOf("//");
  const customer = textOrNull((at >= 0 ? text.slice(0, at) : text).replace(/^KREF\+/, ""));
  const bank = at >= 0 ? textOrNull(text.slice(at + 2)) : null;
  return [customer && customer.toUpperCase() !== "NONREF" ? customer : null, bank];
}

function toTransaction(line: StatementLine, currency: string, pending: boolean): StatementTransaction {
  const parsed = parseStatementLine(line.field);
  const details = line.details ? parseDetails(line.details, parsed.amount.startsWith("-")) : undefined;
  const code = [parsed.typeCode, details?.transactionCode].filter(Boolean).join("+");
  // Rabobank, ASN and others write the counterparty's account and name into the :61: line's
  // supplementary details ("NL66RABO0160878799 J JANSSEN").
  const fromLine = parsed.supplementary ? leadingAccountAndName(parsed.supplementary) : undefined;
  return {
    bookingDate: parsed.bookingDate,
    valueDate: parsed.valueDate,
    amount: parsed.amount,
    currency,
    status: pending ? "PENDING" : "BOOKED",
    purpose: details?.purpose || details?.postingText || parsed.supplementary || "",
    counterpartyName: details?.counterpartyName ?? fromLine?.name ?? null,
    counterpartyIban: details?.counterpartyIban ?? fromLine?.iban ?? null,
    counterpartyAccountNumber:
      details?.counterpartyAccountNumber ?? (details?.counterpartyIban ? null : (fromLine?.accountNumber ?? null)),
    counterpartyBic: details?.counterpartyBic ?? null,
    endToEndId: details?.endToEndId ?? null,
    mandateId: details?.mandateId ?? null,
    creditorId: details?.creditorId ?? null,
    bankReference: parsed.bankReference,
    customerReference: details?.customerReference ?? parsed.customerReference,
    bankTransactionCode: code || null,
  };
}

function toStatement(draft: Draft, interimMessage: boolean): ParsedStatement {
  const currency =
    draft.opening?.currency ?? draft.closing?.currency ?? draft.otherCurrency ?? draft.accountCurrency ?? "";
  const balance = (raw: RawBalance | null): StatementBalance | null =>
    raw && { amount: raw.amount, currency: raw.currency ?? currency, date: raw.date };
  const interim = interimMessage || draft.interim;
  const id = [draft.reference, draft.number].filter(Boolean).join("/");
  return {
    format: interim ? "MT942" : "MT940",
    statementId: id || null,
    account: { ...draft.account, currency: draft.account.currency ?? currencyOrNull(currency) },
    createdAt: draft.createdAt,
    openingBalance: balance(draft.opening),
    closingBalance: balance(draft.closing),
    transactions: draft.lines.map((line) => toTransaction(line, currency, interim)),
  };
}
