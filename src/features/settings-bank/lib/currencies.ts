// The currency choices of the account forms: the common ones first (what a German company's
// accounts are usually kept in), then every ISO 4217 code the browser knows.

export const COMMON_CURRENCIES = ["EUR", "USD", "CHF", "GBP", "PLN", "CZK", "DKK", "SEK", "NOK"] as const;

function allCurrencyCodes(): string[] {
  try {
    return Intl.supportedValuesOf("currency");
  } catch {
    return [...COMMON_CURRENCIES];
  }
}

export interface CurrencyOption {
  value: string;
  label: string;
}

/** "EUR – Euro" in the interface language, in two groups with the given headings; the
 * current value is always offered. */
export function currencyOptions(
  language: string,
  groupLabels: { common: string; all: string },
  current?: string,
): { group: string; items: CurrencyOption[] }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: "currency" });
  } catch {
    names = null;
  }
  const option = (code: string): CurrencyOption => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} – ${name}` : code };
  };
  const common = new Set<string>(COMMON_CURRENCIES);
  const others = allCurrencyCodes().filter((code) => !common.has(code));
  if (current && /^[A-Z]{3}$/.test(current) && !common.has(current) && !others.includes(current)) others.push(current);
  return [
    { group: groupLabels.common, items: COMMON_CURRENCIES.map(option) },
    { group: groupLabels.all, items: others.sort().map(option) },
  ];
}
