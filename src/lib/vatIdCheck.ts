/**
 * VAT identification numbers: the format of every EU country (and CH, GB, NO) and their
 * published check-digit rules. Shared by the server's text extraction and the review form
 * (which warns when a captured id's check digits do not match). Pure.
 */

/** Upper-case, without spaces, dots and dashes: "DE 123 456 789" → "DE123456789". */
const normalizeVatId = (value: string) => value.replace(/[\s.-]+/g, "").toUpperCase();

/** VAT id formats per EU country (and CH, GB, NO), without spaces/dots. */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CH: /^CHE\d{9}(?:MWST|TVA|IVA)?$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  EU: /^EU\d{9}$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GB: /^GB(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(?:\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  NO: /^NO\d{9}(?:MVA)?$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  XI: /^XI\d{9}$/,
};

/** True if the value has the format of a VAT id of its country. */
export function isVatIdFormat(value: string): boolean {
  const v = normalizeVatId(value);
  const re = VAT_FORMATS[v.slice(0, 2)];
  return re !== undefined && re.test(v);
}

const digitsOf = (s: string) => [...s].map(Number);
const weighted = (digits: number[], weights: number[]) => weights.reduce((sum, w, i) => sum + w * digits[i]!, 0);
const digitSum = (n: number) => (n > 9 ? n - 9 : n);
/** Luhn over all digits (the last is the check digit). */
function luhn(digits: number[]): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double)
    sum += double ? digitSum(2 * digits[i]!) : digits[i]!;
  return sum % 10 === 0;
}
/** ISO 7064 MOD 11,10 over all digits but the last, compared with the last. */
function mod1110(digits: number[]): boolean {
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    let sum = (digits[i]! + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digits[digits.length - 1];
}
/** Mod 11 with weights, the check digit 11 - r (11 → 0, 10 invalid). */
function mod11Minus(digits: number[], weights: number[]): boolean {
  const r = 11 - (weighted(digits, weights) % 11);
  if (r === 10) return false;
  return (r === 11 ? 0 : r) === digits[weights.length];
}
/** Lithuanian / Bulgarian style: weights 1…n mod 11, on 10 a second pass with weights shifted by 2. */
function mod11TwoPass(digits: number[], n: number): boolean {
  const first = Array.from({ length: n }, (_, i) => (i % 9) + 1);
  let r = weighted(digits, first) % 11;
  if (r === 10) {
    const second = Array.from({ length: n }, (_, i) => ((i + 2) % 9) + 1);
    r = weighted(digits, second) % 11;
    if (r === 10) r = 0;
  }
  return r === digits[n];
}
/** ISO 7064 mod 97-10 over a string of digits and letters (A = 10 …). */
function mod97(value: string): number {
  let r = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const v = code >= 65 ? code - 55 : code - 48;
    r = v >= 10 ? (r * 100 + v) % 97 : (r * 10 + v) % 97;
  }
  return r;
}

/** Check digit rules per country prefix, on the part after the prefix. */
const VAT_CHECKS: Record<string, (rest: string, full: string) => boolean | undefined> = {
  AT: (r) => {
    const d = digitsOf(r.slice(1));
    let sum = 0;
    for (let i = 0; i < 7; i++) sum += i % 2 === 0 ? d[i]! : digitSum(2 * d[i]!);
    return (10 - ((sum + 4) % 10)) % 10 === d[7];
  },
  BE: (r) => 97 - (Number(r.slice(0, 8)) % 97) === Number(r.slice(8)),
  BG: (r) => {
    const d = digitsOf(r);
    if (d.length === 9) return mod11TwoPass(d, 8);
    const person = (weighted(d, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === d[9];
    const foreigner = weighted(d, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === d[9];
    const other = mod11Minus(d, [4, 3, 2, 7, 6, 5, 4, 3, 2]);
    return person || foreigner || other;
  },
  CH: (r) => mod11Minus(digitsOf(r.slice(1, 10)), [5, 4, 3, 2, 7, 6, 5, 4]),
  CY: (r) => {
    const d = digitsOf(r.slice(0, 8));
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? odd[d[i]!]! : d[i]!;
    return String.fromCharCode(65 + (sum % 26)) === r[8];
  },
  CZ: (r) => {
    if (r.length !== 8) return undefined; // 9/10 digits: birth numbers of individuals
    const d = digitsOf(r);
    return (11 - (weighted(d, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === d[7];
  },
  DE: (r) => mod1110(digitsOf(r)),
  DK: (r) => weighted(digitsOf(r), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  EE: (r) => {
    const d = digitsOf(r);
    return (10 - (weighted(d, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === d[8];
  },
  EL: (r) => {
    const d = digitsOf(r);
    return (weighted(d, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === d[8];
  },
  ES: (r) => {
    const first = r[0]!;
    if (/[XYZ]/.test(first) || /^\d{8}[A-Z]$/.test(r)) {
      const num = Number(("XYZ".indexOf(first) >= 0 ? String("XYZ".indexOf(first)) : first) + r.slice(1, 8));
      return "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23] === r[8];
    }
    if (/^[KLM]/.test(r)) return undefined; // special personal ids
    const d = digitsOf(r.slice(1, 8));
    let sum = 0;
    for (let i = 0; i < 7; i++) sum += i % 2 === 0 ? digitSum(2 * d[i]!) : d[i]!;
    const c = (10 - (sum % 10)) % 10;
    return r[8] === String(c) || r[8] === "JABCDEFGHI"[c];
  },
  FI: (r) => {
    const d = digitsOf(r);
    const m = weighted(d, [7, 9, 10, 5, 8, 4, 2]) % 11;
    if (m === 1) return false;
    return (m === 0 ? 0 : 11 - m) === d[7];
  },
  FR: (r) => {
    if (!/^\d\d/.test(r)) return undefined; // alphanumeric keys: no published rule
    return (12 + 3 * (Number(r.slice(2)) % 97)) % 97 === Number(r.slice(0, 2));
  },
  GB: (r) => {
    if (r.length !== 9) return undefined;
    const d = digitsOf(r);
    const total = weighted(d, [8, 7, 6, 5, 4, 3, 2]) + 10 * d[7]! + d[8]!;
    return total % 97 === 0 || (total + 55) % 97 === 0;
  },
  HR: (r) => mod1110(digitsOf(r)),
  HU: (r) => {
    const d = digitsOf(r);
    return (10 - (weighted(d, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === d[7];
  },
  IE: (r) => {
    // Old style: digit, letter/+/*, five digits, letter → "0" + the five digits + the first digit.
    const body = /^\d[A-Z+*]/.test(r) ? `0${r.slice(2, 7)}${r[0]}${r[7]}` : r;
    const d = digitsOf(body.slice(0, 7));
    const extra = body.length > 8 ? (body.charCodeAt(8) - 64) * 9 : 0;
    return "WABCDEFGHIJKLMNOPQRSTUV"[(weighted(d, [8, 7, 6, 5, 4, 3, 2]) + extra) % 23] === body[7];
  },
  IT: (r) => luhn(digitsOf(r)),
  LT: (r) => mod11TwoPass(digitsOf(r), r.length - 1),
  LU: (r) => Number(r.slice(0, 6)) % 89 === Number(r.slice(6)),
  LV: (r) => {
    if (Number(r[0]) <= 3) return undefined; // individuals: birth date based
    const d = digitsOf(r);
    let c = 3 - (weighted(d, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6]) % 11);
    if (c < -1) c += 11;
    return c !== -1 && c === d[10];
  },
  MT: (r) => 37 - (weighted(digitsOf(r), [3, 4, 6, 7, 8, 9]) % 37) === Number(r.slice(6)),
  NL: (r, full) => {
    const d = digitsOf(r.slice(0, 9));
    const m = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    // Since 2020 sole traders get ids checked by mod 97 over the whole id, letters included.
    return (m !== 10 && m === d[8]) || mod97(full) === 1;
  },
  NO: (r) => mod11Minus(digitsOf(r.slice(0, 9)), [3, 2, 7, 6, 5, 4, 3, 2]),
  PL: (r) => {
    const d = digitsOf(r);
    return weighted(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === d[9];
  },
  PT: (r) => {
    const d = digitsOf(r);
    const c = 11 - (weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return (c >= 10 ? 0 : c) === d[8];
  },
  RO: (r) => {
    const d = digitsOf(r.padStart(10, "0"));
    return ((weighted(d, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === d[9];
  },
  SE: (r) => luhn(digitsOf(r.slice(0, 10))),
  SI: (r) => {
    const d = digitsOf(r);
    const c = 11 - (weighted(d, [8, 7, 6, 5, 4, 3, 2]) % 11);
    if (c === 11) return false;
    return (c === 10 ? 0 : c) === d[7];
  },
  SK: (r) => BigInt(r) % 11n === 0n,
};

/**
 * Whether a VAT id's check digits are right: every EU country, Switzerland, Norway and the UK
 * (their published rules); undefined where a country has none or the id is of a kind without
 * one (individuals' ids in CZ and LV, French alphanumeric keys), false for a wrong format.
 */
export function vatIdChecksumOk(value: string): boolean | undefined {
  const v = normalizeVatId(value);
  if (!isVatIdFormat(v)) return false;
  const country = v.slice(0, 2);
  const check = VAT_CHECKS[country];
  if (!check) return undefined;
  const rest = v.slice(2).replace(/(?:MWST|TVA|IVA|MVA)$/, "");
  return check(rest, v);
}

/**
 * A VAT id in its country's format whose check digits do not match (a misprint, a sample id):
 * captured as printed, shown with a warning, never stored with a new partner.
 */
export function vatIdCheckDigitsMismatch(value: string): boolean {
  return isVatIdFormat(value) && vatIdChecksumOk(value) === false;
}
