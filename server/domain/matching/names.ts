/**
 * Company name comparison for PARTNER_NAME: both sides are normalised (case, umlauts "ä" =
 * "ae", accents, punctuation, legal forms such as "GmbH & Co. KG" or "UG (haftungsbeschränkt)"
 * removed) and compared three ways, the best counting: token Dice (word order and extra words),
 * trigram Dice (spelling: "Muller" for "Müller", typos) and prefix (banks cut long names at 27
 * or 35 characters). When each side has a word the other lacks entirely ("Müller Haustechnik"
 * and "Schmidt Haustechnik"), they are different names however long the shared word is: the
 * similarity is capped at DIFFERENT_WORDS_CAP.
 */

/** Bank account holder names of payment services: their IBANs and names say nothing about the partner. */
const PAYMENT_INTERMEDIARIES = [
  "paypal",
  "klarna",
  "sofort",
  "stripe",
  "adyen",
  "mollie",
  "sumup",
  "unzer",
  "computop",
  "amazon payments",
  "wirecard",
  "payone",
  "concardis",
  "nexi",
];

/** Legal-form words, removed wherever they stand; "e k" and "e v" are removed as pairs. */
const LEGAL_FORM_TOKENS = new Set([
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "kgaa",
  "ohg",
  "ug",
  "haftungsbeschraenkt",
  "co",
  "ek",
  "ekfm",
  "ekfr",
  "gbr",
  "ev",
  "eg",
  "se",
  "ltd",
  "limited",
  "inc",
  "llc",
  "plc",
  "corp",
  "bv",
  "nv",
  "sarl",
  "sas",
  "partg",
  "partgmbb",
  "mbb",
]);
const LEGAL_FORM_PAIRS = new Set(["e k", "e v", "e g"]);

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", ø: "oe", œ: "oe" };

/** Lower case, umlauts spelled out, accents dropped, anything but letters and digits a space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæøœ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of a company name without its legal form ("Müller Haustechnik GmbH" → mueller, haustechnik). */
export function nameTokens(name: string): string[] {
  const tokens = normalizeText(name).split(" ").filter(Boolean);
  const kept: string[] = [];
  /** Indexes in `kept` of runs of single letters. */
  const initials = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (i + 1 < tokens.length && LEGAL_FORM_PAIRS.has(`${token} ${tokens[i + 1]}`)) {
      i++;
      continue;
    }
    if (LEGAL_FORM_TOKENS.has(token)) continue;
    // Initials: "M. H. Service" and "MH Service" are the same.
    const previous = kept[kept.length - 1];
    if (token.length === 1 && previous !== undefined && /^[a-z]+$/.test(previous) && initials.has(kept.length - 1)) {
      kept[kept.length - 1] = previous + token;
      continue;
    }
    if (token.length === 1) initials.add(kept.length);
    kept.push(token);
  }
  // Initials may spell a legal form ("G.m.b.H.", "S.à r.l."); a name that is nothing but a legal
  // form keeps its words.
  const words = kept.filter((t) => !LEGAL_FORM_TOKENS.has(t));
  return words.length > 0 ? words : tokens;
}

export interface PreparedName {
  original: string;
  tokens: string[];
  tokenTrigrams: Set<string>[];
  /** Tokens joined by single spaces. */
  joined: string;
  trigrams: Set<string>;
}

export function trigramsOf(joined: string): Set<string> {
  const grams = new Set<string>();
  for (const word of joined.split(" ")) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function prepareName(name: string): PreparedName | null {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return null;
  const joined = tokens.join(" ");
  return { original: name.trim(), tokens, tokenTrigrams: tokens.map(trigramsOf), joined, trigrams: trigramsOf(joined) };
}

function dice<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** A name this long (as written) may have been cut by the bank: a prefix of the other counts. */
const MIN_TRUNCATED_LENGTH = 20;
const TRUNCATED_SIMILARITY = 0.95;
/** Words this similar (trigram Dice) are spellings of the same word ("muller", "mueller"). */
const SAME_WORD_SIMILARITY = 0.5;
export const DIFFERENT_WORDS_CAP = 0.5;

/** Whether some word (3+ letters) of `a` has no counterpart among the words of `b`. */
function hasForeignWord(a: PreparedName, b: PreparedName): boolean {
  return a.tokens.some(
    (token, i) =>
      token.length >= 3 &&
      !b.tokens.includes(token) &&
      !b.tokenTrigrams.some((other) => dice(a.tokenTrigrams[i]!, other) >= SAME_WORD_SIMILARITY),
  );
}

/** 0..1: 1 for the same name up to case, umlauts, punctuation, legal form and word order. */
export function nameSimilarity(a: PreparedName, b: PreparedName): number {
  if (a.joined === b.joined) return 1;
  const sharedTokens = a.tokens.filter((t, i) => a.tokens.indexOf(t) === i && b.tokens.includes(t)).length;
  const tokenScore = (2 * sharedTokens) / (new Set(a.tokens).size + new Set(b.tokens).size);
  const trigramScore = dice(a.trigrams, b.trigrams);
  const [short, long] = a.joined.length <= b.joined.length ? [a, b] : [b, a];
  const truncated = short.original.length >= MIN_TRUNCATED_LENGTH && long.joined.startsWith(short.joined);
  const similarity = Math.max(tokenScore, trigramScore, truncated ? TRUNCATED_SIMILARITY : 0);
  if (similarity <= DIFFERENT_WORDS_CAP) return similarity;
  return hasForeignWord(a, b) && hasForeignWord(b, a) ? DIFFERENT_WORDS_CAP : similarity;
}

/** Generic words that do not identify a partner when found in a purpose on their own. */
const GENERIC_WORDS = new Set([
  "und",
  "the",
  "der",
  "die",
  "das",
  "von",
  "fuer",
  "service",
  "services",
  "handel",
  "gruppe",
  "group",
  "deutschland",
  "germany",
  "international",
]);

/** The words of a text, with the trigrams of the long ones for spelling variants. */
export interface PreparedWords {
  words: ReadonlySet<string>;
  trigrams: Set<string>[];
}

/** Words this long may be matched in another spelling ("muller" for "mueller"). */
const MIN_FUZZY_WORD = 5;
const FUZZY_WORD_SIMILARITY = 0.6;

export function prepareWords(words: Iterable<string>): PreparedWords {
  const set = new Set(words);
  return { words: set, trigrams: [...set].filter((w) => w.length >= MIN_FUZZY_WORD).map(trigramsOf) };
}

/** The words of a name that identify it: 3+ characters and not generic. */
export const distinctiveTokens = (name: PreparedName): string[] =>
  name.tokens.filter((t) => t.length >= 3 && !GENERIC_WORDS.has(t));

/**
 * Which of `vocabulary` (distinctive words of partner names, with their trigrams) occur among
 * `words`, long ones also in another spelling. Computed once per transaction for all partners.
 */
export function findNameWords(words: PreparedWords, vocabulary: ReadonlyMap<string, Set<string>>): Set<string> {
  const found = new Set<string>();
  for (const [token, trigrams] of vocabulary) {
    if (
      words.words.has(token) ||
      (token.length >= MIN_FUZZY_WORD && words.trigrams.some((w) => dice(w, trigrams) >= FUZZY_WORD_SIMILARITY))
    ) {
      found.add(token);
    }
  }
  return found;
}

/**
 * True when every distinctive word of the name is among `found` (see findNameWords):
 * "Überweisung an Elektro Schmidt, RE 4711" names "Schmidt Elektro GmbH".
 */
export function nameInWords(name: PreparedName, found: ReadonlySet<string>): boolean {
  const distinctive = distinctiveTokens(name);
  return distinctive.length > 0 && distinctive.every((t) => found.has(t));
}

/** A payment service (PayPal, Klarna, …) rather than the partner itself. */
export function isPaymentIntermediary(name: string): boolean {
  const normalized = ` ${normalizeText(name)} `;
  return PAYMENT_INTERMEDIARIES.some((n) => normalized.includes(` ${n}`));
}
