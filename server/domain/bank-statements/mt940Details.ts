/**
 * MT940 `:86:` information to account owner → purpose, counterparty and SEPA references.
 *
 * German banks (DK format) structure it as a 3-digit business transaction code (GVC) followed
 * by subfields `?00` posting text, `?10` primanota, `?20`–`?29` purpose, `?30` bank code/BIC,
 * `?31` account/IBAN, `?32`–`?33` name, `?34` return reason, `?38` IBAN, `?60`–`?63` more
 * purpose. The separator is the character after the GVC (usually "?", some banks use ">", "<",
 * "~", "^" or "|"). Wrapped lines are joined without anything in between (the format wraps at
 * fixed width, mid-word). Purpose subfields are fixed-width (27) chunks: a full chunk was cut
 * mid-text and is glued to the next, a shorter one ended a line and gets a space.
 *
 * SEPA keys inside the purpose (EREF+, KREF+, MREF+, CRED+, DEBT+, SVWZ+, ABWA+, ABWE+, IBAN+,
 * BIC+, …) split it further: EREF → endToEndId, MREF → mandateId, CRED → creditorId,
 * KREF → customerReference, SVWZ → purpose. Without SVWZ the purpose is the text before the
 * first key, or the whole text when that is empty.
 *
 * Anything else is unstructured text: lines are joined with a space (glued only after a line
 * that fills the full 65 characters) and also searched for SEPA keys.
 */
import { bicOrNull, collapseWhitespace, joinWrapped, splitAccountId, textOrNull } from "./common.ts";
import { normalizeIban } from "../../../src/lib/iban.ts";
import { isSwiftStructured, parseInternationalFreeText, parseSwiftStructured } from "./mt940International.ts";

export interface Mt940Details {
  /** The GVC, e.g. "166"; null for unstructured text. */
  transactionCode: string | null;
  postingText: string | null;
  purpose: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  counterpartyAccountNumber: string | null;
  counterpartyBic: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  creditorId: string | null;
  customerReference: string | null;
}

const SUBFIELD_WIDTH = 27;
const LINE_WIDTH = 65;
const STRUCTURED_RE = /^(\d{3})([?<>~^|])\d{2}/;
/** SEPA keys of the DK "Verwendungszweck" (each written as KEY+). */
const SEPA_KEYS = "EREF KREF MREF CRED DEBT SVWZ ABWA ABWE IBAN BIC PURP MDAT SQTP ORCR ORMR DDAT COAM OAMT".split(" ");
const SEPA_KEY_RE = new RegExp(`(${SEPA_KEYS.join("|")})\\+`, "g");

/**
 * `debit` (the statement line's sign) tells which party of a SWIFT structured text is the
 * counterparty: the beneficiary of a debit, the ordering party of a credit.
 */
export function parseDetails(lines: readonly string[], debit?: boolean): Mt940Details {
  const glued = lines.join("");
  const structured = STRUCTURED_RE.exec(glued);
  if (structured) return parseStructured(glued, structured[1]!, structured[2]!);
  const joined = joinWrapped(lines, LINE_WIDTH);
  if (isSwiftStructured(joined)) return { transactionCode: null, ...parseSwiftStructured(joined, debit) };
  const unstructured = parseUnstructured(lines);
  const international = parseInternationalFreeText(lines);
  if (!international) return unstructured;
  return {
    ...unstructured,
    purpose: international.purpose || unstructured.purpose,
    counterpartyName: unstructured.counterpartyName ?? international.counterpartyName,
    counterpartyIban: unstructured.counterpartyIban ?? international.counterpartyIban,
    counterpartyAccountNumber: unstructured.counterpartyAccountNumber ?? international.counterpartyAccountNumber,
    counterpartyBic: unstructured.counterpartyBic ?? international.counterpartyBic,
    endToEndId: unstructured.endToEndId ?? international.endToEndId,
    mandateId: unstructured.mandateId ?? international.mandateId,
    creditorId: unstructured.creditorId ?? international.creditorId,
  };
}

/** Subfield values by code, in order of appearance ("20" → ["…", "…"]). */
function splitSubfields(text: string, separator: string): Map<string, string[]> {
  // Trailing separators cut off by hand: `\?+$` rescans a long run of them from every position.
  let end = text.length;
  while (end > 3 && text[end - 1] === separator) end--;
  const body = text.slice(3, end);
  const parts = body.split(new RegExp(`\\${separator}(\\d{2})`));
  const fields = new Map<string, string[]>();
  // parts = [before first separator, code, value, code, value, …]
  for (let index = 1; index < parts.length; index += 2) {
    const code = parts[index]!;
    fields.set(code, [...(fields.get(code) ?? []), parts[index + 1] ?? ""]);
  }
  return fields;
}

function parseStructured(text: string, transactionCode: string, separator: string): Mt940Details {
  const fields = splitSubfields(text, separator);
  const values = (...codes: string[]): string[] => codes.flatMap((code) => fields.get(code) ?? []);
  const purposeCodes = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29"];
  const sepa = splitSepaKeys(joinWrapped(values(...purposeCodes), SUBFIELD_WIDTH));
  const extra = joinWrapped(values("60", "61", "62", "63"), SUBFIELD_WIDTH);
  const account = splitAccountId(values("31").join(""));
  const ibanField = splitAccountId(values("38").join("")).iban;
  const sepaIban = splitAccountId(sepa.keys.get("IBAN")).iban;
  return {
    transactionCode,
    postingText: textOrNull(values("00").join(" ")),
    purpose: collapseWhitespace(`${sepa.purpose} ${extra}`),
    counterpartyName: textOrNull(joinWrapped(values("32", "33"), SUBFIELD_WIDTH)) ?? textOrNull(sepa.keys.get("ABWA")),
    counterpartyIban: ibanField ?? account.iban ?? sepaIban,
    counterpartyAccountNumber: account.accountNumber,
    counterpartyBic: bicOrNull(values("30").join("")) ?? bicOrNull(sepa.keys.get("BIC")),
    ...sepaReferences(sepa.keys),
  };
}

function parseUnstructured(lines: readonly string[]): Mt940Details {
  const sepa = splitSepaKeys(joinWrapped(lines, LINE_WIDTH));
  const iban = sepa.keys.get("IBAN");
  return {
    transactionCode: null,
    postingText: null,
    purpose: sepa.purpose,
    counterpartyName: textOrNull(sepa.keys.get("ABWA")),
    counterpartyIban: iban ? splitAccountId(normalizeIban(iban)).iban : null,
    counterpartyAccountNumber: null,
    counterpartyBic: bicOrNull(sepa.keys.get("BIC")),
    ...sepaReferences(sepa.keys),
  };
}

interface SepaSplit {
  /** SVWZ, else the text before the first key, else the whole text; collapsed. */
  purpose: string;
  keys: Map<string, string>;
}

/** Splits "EREF+abc MREF+x SVWZ+text" into its keys; a repeated key's texts are joined. */
function splitSepaKeys(text: string): SepaSplit {
  const keys = new Map<string, string>();
  const matches = [...text.matchAll(SEPA_KEY_RE)];
  matches.forEach((match, index) => {
    const key = match[1]!;
    const end = matches[index + 1]?.index ?? text.length;
    const value = collapseWhitespace(text.slice(match.index + match[0].length, end));
    keys.set(key, keys.has(key) ? `${keys.get(key)} ${value}` : value);
  });
  const prefix = collapseWhitespace(text.slice(0, matches[0]?.index ?? text.length));
  return { purpose: keys.get("SVWZ") ?? (prefix || collapseWhitespace(text)), keys };
}

function sepaReferences(
  keys: Map<string, string>,
): Pick<Mt940Details, "endToEndId" | "mandateId" | "creditorId" | "customerReference"> {
  const endToEndId = textOrNull(keys.get("EREF"));
  const customerReference = textOrNull(keys.get("KREF"));
  return {
    endToEndId: endToEndId && endToEndId.toUpperCase() !== "NOTPROVIDED" ? endToEndId : null,
    mandateId: textOrNull(keys.get("MREF")),
    creditorId: textOrNull(keys.get("CRED")),
    customerReference: customerReference && customerReference.toUpperCase() !== "NONREF" ? customerReference : null,
  };
}
