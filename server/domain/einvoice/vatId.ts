/**
 * Plausibility of VAT identification numbers by their published national format (as VIES
 * documents them). Format only: whether the number exists only VIES / BZSt can tell.
 */

/** Patterns after the country prefix; input is upper-case without spaces, dots or dashes. */
const VAT_ID_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  GR: /^\d{9}$/, // Greece's VAT prefix is EL; GR is tolerated here (BR-CO-9 allows both)
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  NO: /^\d{9}(MVA)?$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export type VatIdProblem = "missing-country-prefix" | "format";

/** Upper-case, without spaces, dots and dashes ("CHE-123.456.789 MWST" → "CHE123456789MWST"). */
export function normalizeVatId(vatId: string): string {
  return vatId.replace(/[\s.-]+/g, "").toUpperCase();
}

/**
 * What is wrong with a VAT id's form, if anything: no ISO 3166 country prefix (BR-CO-9), or a
 * body that does not match the country's format. Unknown countries only get a generic check.
 */
export function vatIdProblem(vatId: string): VatIdProblem | undefined {
  const id = normalizeVatId(vatId);
  if (!/^[A-Z]{2}/.test(id)) return "missing-country-prefix";
  const pattern = VAT_ID_PATTERNS[id.slice(0, 2)];
  const body = id.slice(2);
  if (pattern) return pattern.test(body) ? undefined : "format";
  return /^[A-Z0-9+*]{2,13}$/.test(body) ? undefined : "format";
}
