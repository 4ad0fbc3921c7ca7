/**
 * IBAN (ISO 13616) and BIC (ISO 9362) checks, without a network or bank directory: format,
 * country length and the mod-97 check digits. A valid IBAN can still belong to no account.
 */

/** IBAN length per country (SWIFT IBAN registry). Countries missing here get 15–34. */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  [
    "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18",
    "DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23",
    "IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31",
    "MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24",
    "SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30",
  ]
    .join(" ")
    .split(" ")
    .map((entry): [string, number] => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/**
 * The shapes the database accepts (the check constraints of invoices and payment presets):
 * a value that fails them is not stored. isValidIban/isValidBic are the stricter checks.
 */
export const IBAN_FORMAT = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/;
export const BIC_FORMAT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Upper-case without whitespace ("de89 3704 0044 0532 0130 00" → "DE89370400440532013000"). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, letters as 10…35, computed piecewise. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48; // "A" → 10, "0" → 0
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** True for a well-formed IBAN with valid check digits; spaces and lower case are accepted. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS.get(iban.slice(0, 2));
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return mod97(iban) === 1;
}

/**
 * True for the shape of an IBAN of a country of the IBAN registry with its exact length, whatever
 * its check digits say ("DE12 1234 5678 9012 3456 78" of a sample invoice).
 */
export function hasIbanShape(value: string): boolean {
  const iban = normalizeIban(value);
  const expectedLength = IBAN_LENGTHS.get(iban.slice(0, 2));
  return expectedLength !== undefined && iban.length === expectedLength && /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban);
}

/** True for a well-formed BIC: 4 letters bank, 2 letters country, 2 location, optional 3 branch. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, "").toUpperCase());
}
