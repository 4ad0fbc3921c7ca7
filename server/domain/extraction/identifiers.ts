/**
 * Identifiers in invoice text: IBANs (mod-97 checked, spaced or not), BICs (format and
 * country), VAT identification numbers (EU formats, German check digit) and e-mail addresses.
 * Pure helpers; which of several found values belongs to the invoice's partner is decided in
 * parties.ts and payment.ts.
 */
import { normalizeVatId } from "../einvoice/vatId.ts";
import { isValidIban, normalizeIban } from "../../../src/lib/iban.ts";
import { isVatIdFormat, vatIdChecksumOk } from "../../../src/lib/vatIdCheck.ts";

export { isValidIban, isVatIdFormat, normalizeIban, normalizeVatId, vatIdChecksumOk };

/** ISO 3166-1 alpha-2 codes that occur in BICs of banks European invoices name (plus big others). */
const COUNTRIES = new Set(
  (
    "AD AE AL AT AU BA BE BG BH BR BY CA CH CN CY CZ DE DK EE EG ES FI FO FR GB GE GI GL GR HK HR HU IE IL IN " +
    "IS IT JP KR KW KZ LI LT LU LV MA MC MD ME MK MT MX NL NO NZ PL PT QA RO RS RU SA SE SG SI SK SM TN TR UA US VA ZA"
  ).split(" "),
);

export interface FoundIban {
  iban: string;
  index: number;
  end: number;
}

/**
 * Valid IBANs in a line, written with or without spaces (groups of 4, or any single spaces).
 * A candidate that swallows following text is cut back to the longest valid prefix.
 */
export function findIbans(line: string): FoundIban[] {
  const out: FoundIban[] = [];
  const re = /(?<![A-Za-z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,32})/g;
  for (const m of line.toUpperCase().matchAll(re)) {
    const raw = m[1]!;
    // Try the longest prefix first, shortening one character (or space) at a time.
    for (let len = raw.length; len >= 15; len--) {
      const candidate = raw.slice(0, len);
      if (candidate.endsWith(" ")) continue;
      const nextChar = raw[len];
      if (nextChar !== undefined && nextChar !== " ") continue; // must end at a token boundary
      if (isValidIban(candidate)) {
        out.push({ iban: normalizeIban(candidate), index: m.index, end: m.index + len });
        break;
      }
    }
  }
  return out;
}

/** True for a BIC: 4 letters bank, 2 letters country (known), 2 alphanumerics location, optional 3 branch. */
export function isValidBic(value: string): boolean {
  const bic = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)) return false;
  // Upper-case words also fit the format ("DEUTSCHLAND"); callers require a label or an IBAN nearby.
  return COUNTRIES.has(bic.slice(4, 6));
}

export interface FoundBic {
  bic: string;
  index: number;
  end: number;
}

/** Tokens in a line that are well-formed BICs (8 or 11 characters). */
export function findBics(line: string): FoundBic[] {
  const out: FoundBic[] = [];
  for (const m of line.matchAll(/(?<![A-Za-z0-9])([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Za-z0-9])/g)) {
    if (isValidBic(m[1]!)) out.push({ bic: m[1]!, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

export interface FoundVatId {
  vatId: string;
  index: number;
  end: number;
}

/**
 * VAT ids in a line: a country prefix followed by the country's format, with optional
 * spaces/dots between digit groups ("DE 123 456 789", "ATU 12345678", "CHE-123.456.789 MWST").
 */
export function findVatIds(line: string): FoundVatId[] {
  const out: FoundVatId[] = [];
  const re =
    /(?<![A-Za-z0-9])((?:AT ?U|CHE|[A-Z]{2})[ .-]?[0-9A-Z](?:[ .]?[0-9A-Z+*]){6,13}(?: ?(?:MWST|TVA|IVA|MVA))?)(?![A-Za-z0-9])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null) {
    const raw = m[1]!;
    // Shorten from the end until the normalized value has a valid format (drops trailing words).
    const tokens = raw.split(/(?=[ .-])/);
    let matched = false;
    for (let n = tokens.length; n >= 1; n--) {
      const candidate = tokens.slice(0, n).join("");
      const v = normalizeVatId(candidate);
      if (isVatIdFormat(v)) {
        out.push({ vatId: v, index: m.index, end: m.index + candidate.length });
        re.lastIndex = m.index + candidate.length;
        matched = true;
        break;
      }
    }
    // Nothing here: try again from the next word ("UID ATU 12345675").
    if (!matched) re.lastIndex = m.index + 1;
  }
  return out;
}

export interface FoundEmail {
  email: string;
  index: number;
  end: number;
}

/** E-mail addresses in a line (lower-cased). */
export function findEmails(line: string): FoundEmail[] {
  const out: FoundEmail[] = [];
  const re = /(?<![\w.+-])([\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24})(?![\w-])/g;
  for (const m of line.matchAll(re))
    out.push({ email: m[1]!.toLowerCase(), index: m.index, end: m.index + m[0].length });
  return out;
}
