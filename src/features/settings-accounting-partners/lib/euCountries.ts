import { intlLocale } from "../../../lib/intlLocale.ts";

/** The 27 EU member states (ISO 3166 alpha-2; Greece GR), as app_hidden.is_eu_member_state. */
export const EU_MEMBER_STATES: readonly string[] = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
];

/** A country's name in the UI language ("Frankreich" / "France"); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The OSS countries a company may choose: the member states but its own, by name. */
export function ossCountryOptions(homeCountry: string, language: string) {
  return EU_MEMBER_STATES.filter((code) => code !== homeCountry.toUpperCase())
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale(language)));
}
