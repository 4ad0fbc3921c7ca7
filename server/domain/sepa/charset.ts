/**
 * The SEPA (EPC) character set for free text in pain messages, and the rules for identifiers.
 *
 * EPC's basic Latin set is `a-z A-Z 0-9 / - ? : ( ) . , ' +` and space. Many German banks also
 * take umlauts (DK "erweiterter Zeichensatz"), but not every receiving bank abroad does, so free
 * text is reduced to the basic set: German umlauts and ß are transliterated (Ä→Ae, ß→ss), other
 * accented Latin letters lose their accents (é→e), a few symbols get a readable stand-in
 * (& → +, @ → (at), € → EUR, quotes → ', brackets → ( ), dashes → -), anything else becomes a
 * space; then whitespace is collapsed and the text cut at the XSD limit.
 *
 * Identifiers (message id, end-to-end id, mandate id) are never rewritten: they must reach the
 * bank, and come back in its statements, exactly as the app stored them. They are checked with
 * `isSepaIdentifier` instead.
 */

/** Characters EPC's basic Latin set allows in free text. */
const ALLOWED = /^[A-Za-z0-9/\-?:().,'+ ]$/;

/** Explicit stand-ins, checked before the accent stripping. */
const REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ["Ä", "Ae"],
  ["ä", "ae"],
  ["Ö", "Oe"],
  ["ö", "oe"],
  ["Ü", "Ue"],
  ["ü", "ue"],
  ["ß", "ss"],
  ["ẞ", "SS"],
  ["Æ", "AE"],
  ["æ", "ae"],
  ["Œ", "OE"],
  ["œ", "oe"],
  ["Ø", "O"],
  ["ø", "o"],
  ["Å", "A"],
  ["å", "a"],
  ["Ł", "L"],
  ["ł", "l"],
  ["Đ", "D"],
  ["đ", "d"],
  ["Ð", "D"],
  ["ð", "d"],
  ["Þ", "Th"],
  ["þ", "th"],
  ["ı", "i"],
  ["&", "+"],
  ["@", "(at)"],
  ["€", "EUR"],
  ["_", "-"],
  ["‐", "-"],
  ["‑", "-"],
  ["‒", "-"],
  ["–", "-"],
  ["—", "-"],
  ["−", "-"],
  ['"', "'"],
  ["‘", "'"],
  ["’", "'"],
  ["‚", "'"],
  ["‛", "'"],
  ["“", "'"],
  ["”", "'"],
  ["„", "'"],
  ["«", "'"],
  ["»", "'"],
  ["‹", "'"],
  ["›", "'"],
  ["`", "'"],
  ["´", "'"],
  ["[", "("],
  ["{", "("],
  ["<", "("],
  ["]", ")"],
  ["}", ")"],
  [">", ")"],
  [";", ","],
]);

function transliterateChar(char: string): string {
  if (ALLOWED.test(char)) return char;
  const replacement = REPLACEMENTS.get(char);
  if (replacement !== undefined) return replacement;
  // é → e + U+0301 → e; Ç → C. Characters without a Latin base (ñ works, 中 does not) → space.
  const base = char.normalize("NFD").replace(/\p{M}/gu, "");
  return base.length > 0 && [...base].every((c) => ALLOWED.test(c)) ? base : " ";
}

/**
 * Free text reduced to the EPC basic Latin set, whitespace collapsed and trimmed (no cut).
 * "Müller & Söhne GmbH" → "Mueller + Soehne GmbH".
 */
export function transliterate(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) out += transliterateChar(char);
  return out.replace(/\s+/g, " ").trim();
}

/** `transliterate`, then cut at `maxLength` characters (no trailing space left behind). */
export function sanitizeText(text: string, maxLength: number): string {
  return transliterate(text).slice(0, maxLength).trimEnd();
}

/** XSD limits the writers cut or check at. */
export const MAX_NAME_LENGTH = 70;
export const MAX_REMITTANCE_LENGTH = 140;
export const MAX_ID_LENGTH = 35;

const ID_CHARS = /^[A-Za-z0-9/\-?:().,'+ ]+$/;

/**
 * True for an identifier a SEPA bank accepts unchanged: 1–35 characters of the EPC basic Latin
 * set, no leading or trailing space, not starting or ending with "/", no "//" (EPC rule for
 * MsgId, PmtInfId, EndToEndId, MndtId).
 */
export function isSepaIdentifier(value: string, maxLength = MAX_ID_LENGTH): boolean {
  return (
    value.length >= 1 &&
    value.length <= maxLength &&
    ID_CHARS.test(value) &&
    value === value.trim() &&
    !value.startsWith("/") &&
    !value.endsWith("/") &&
    !value.includes("//")
  );
}
