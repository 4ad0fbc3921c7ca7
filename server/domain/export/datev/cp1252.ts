/**
 * Windows-1252 ("ANSI"), the character set DATEV reads EXTF files in (DATEV-Format: "Zeichensatz
 * ANSI / Windows-1252"; UTF-8 is not read by the Rechnungswesen import). Encoding refuses nothing:
 * a character outside the set is replaced in one defined way (`toCp1252Text`), so the writers never
 * put a byte DATEV would misread into a file.
 */

/** The 27 characters of 0x80–0x9F that differ from Latin-1 (the rest of 0xA0–0xFF is Latin-1). */
const HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** The byte of a code point in Windows-1252, or undefined when the set has none. */
export function cp1252Byte(codePoint: number): number | undefined {
  if (codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return HIGH[codePoint];
}

export const isCp1252 = (char: string): boolean => cp1252Byte(char.codePointAt(0)!) !== undefined;

/** The character that stands in for one Windows-1252 has no form of (not even without accents). */
export const REPLACEMENT = "?";

/**
 * Text made writable in Windows-1252, the one defined replacement: Unicode-normalised (NFC); line
 * breaks, tabs and other control characters become a space (DATEV reads no line breaks in a
 * field); a character outside the set is taken without its accents when that form is in the set
 * ("ő" → "o", "ș" → "s"), else replaced by "?".
 */
export function toCp1252Text(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) out += " ";
    else if (cp1252Byte(cp) !== undefined) out += char;
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base.length > 0 && [...base].every(isCp1252) ? base : REPLACEMENT;
    }
  }
  return out;
}

/** Encodes text that `toCp1252Text` made writable; throws on anything else (a programming error). */
export function encodeCp1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let i = 0;
  for (const char of text) {
    const byte = cp1252Byte(char.codePointAt(0)!);
    if (byte === undefined) throw new RangeError(`Not in Windows-1252: U+${char.codePointAt(0)!.toString(16)}`);
    bytes[i++] = byte;
  }
  return bytes.subarray(0, i);
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Decodes an EXTF file: Windows-1252 as DATEV writes it; a file that starts with the UTF-8 byte
 * order mark (re-saved by an editor) is read as UTF-8.
 */
export function decodeExtfBytes(bytes: Uint8Array): string {
  if (bytes.length >= 3 && UTF8_BOM.every((b, i) => bytes[i] === b)) {
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  }
  return new TextDecoder("windows-1252").decode(bytes);
}
