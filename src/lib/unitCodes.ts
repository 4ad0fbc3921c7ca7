// Units of measure of invoice lines (UN/ECE Recommendation 20, and the package codes of
// Recommendation 21 with their "X" prefix) that invoices commonly carry. Each has a translated
// name in the i18n resources under "units.<code>"; any other code is shown as it stands.

export const UNIT_CODES = [
  "C62",
  "H87",
  "EA",
  "NAR",
  "PR",
  "SET",
  "DZN",
  "SEC",
  "MIN",
  "HUR",
  "DAY",
  "WEE",
  "MON",
  "QAN",
  "ANN",
  "GRM",
  "KGM",
  "TNE",
  "MMT",
  "CMT",
  "MTR",
  "KMT",
  "MTK",
  "MTQ",
  "MLT",
  "LTR",
  "KWT",
  "KWH",
  "MWH",
  "E34",
  "E35",
  "P1",
  "LS",
  "E48",
  "ZZ",
  "XBX",
  "XPK",
  "XPX",
  "XRO",
  "XCT",
] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(UNIT_CODES);

/** The code as a known unit code (trimmed, upper case), or null. */
export function knownUnitCode(value: string | null | undefined): UnitCode | null {
  const code = (value ?? "").trim().toUpperCase();
  return KNOWN.has(code) ? (code as UnitCode) : null;
}

/** The unit's name in the interface language ("MON" → "Monat" / "month"); an unknown code or a
 * free text as it stands. */
export function unitName(value: string | null | undefined, t: (key: `units.${UnitCode}`) => string): string {
  const code = knownUnitCode(value);
  return code ? t(`units.${code}`) : (value ?? "").trim();
}

/** What a person typed into a unit field, as stored: a known unit's code when the text is
 * its name ("Monat", "month"), its code ("mon") or a suggestion ("Monat (MON)"); any other
 * text as typed (trimmed). */
export function unitCodeOf(text: string, t: (key: `units.${UnitCode}`) => string): string {
  const trimmed = text.trim();
  const suggested = /\(([A-Za-z0-9]{1,3})\)$/.exec(trimmed)?.[1];
  const code = knownUnitCode(suggested ?? trimmed);
  if (code) return code;
  const byName = UNIT_CODES.find((candidate) => t(`units.${candidate}`).toLowerCase() === trimmed.toLowerCase());
  return byName ?? trimmed;
}

/** The suggestions of a unit field: "Monat (MON)", in the interface language. */
export function unitSuggestions(t: (key: `units.${UnitCode}`) => string): string[] {
  return UNIT_CODES.map((code) => `${t(`units.${code}`)} (${code})`);
}
