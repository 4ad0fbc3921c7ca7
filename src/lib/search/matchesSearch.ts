// The list pages' search: a row matches when every word of the search text occurs in one of
// its texts (name, IBAN, number, …), ignoring case, accents and the spaces inside IBANs.

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("de");

/** Whether the texts match the search (an empty search matches everything). */
export function matchesSearch(searchText: string | undefined, texts: readonly (string | null | undefined)[]): boolean {
  const words = fold(searchText ?? "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter((text): text is string => Boolean(text)).map(fold);
  const compact = haystack.map((text) => text.replace(/\s+/g, ""));
  // "DE89 3704" typed with spaces matches the IBAN as a whole, too.
  const wholeSearch = words.join("");
  if (words.length > 1 && compact.some((text) => text.includes(wholeSearch))) return true;
  return words.every((word) => haystack.some((text) => text.includes(word)) || compact.some((t) => t.includes(word)));
}
