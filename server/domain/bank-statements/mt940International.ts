/**
 * The `:86:` layouts of banks outside the German DK format, and the counterparty that some
 * banks write into the `:61:` line's supplementary details.
 *
 * 1. SWIFT structured (Rabobank, ABN AMRO, ING, Triodos, Swiss and Nordic banks): `/KEY/value`
 *    pairs — `/TRTP/` transaction type, `/IBAN/`, `/BIC/`, `/NAME/`, `/ADDR/`, `/REMI/`
 *    remittance (`USTD//text` or `STRD/CUR/reference`), `/EREF/` end-to-end id, `/MARF/`
 *    mandate, `/CSID/` creditor id, `/PREF/` payment information id, party blocks
 *    `/ORDP//NAME/…/ID/…` (ordering party), `/BENM//NAME/…` (beneficiary), `/ULTD/`, `/ULTC/`,
 *    and `/CNTP/IBAN/BIC/NAME/CITY/` (ING and Rabobank: counterparty in one field).
 * 2. "Key: value" free text (ABN AMRO's older SEPA layout "IBAN: … BIC: … NAAM: …
 *    OMSCHRIJVING: …", Swiss "Auftraggeber: … Mitteilungen: …", Russian "Плательщик: …
 *    Назначение платежа: …"), read with a list of labels in Dutch, German, French, English and
 *    Russian.
 * 3. Free text that starts with the counterparty's IBAN or account number and name (ASN Bank,
 *    Rabobank's old layout, also in the `:61:` supplementary line) and Russian texts naming
 *    the party by its tax number ("ИНН 7707083893 КПП 773601001 ООО Ромашка").
 *
 * Nothing here guesses from arbitrary words: a name is only taken where a key, a label, an
 * account number or a tax number says what it is.
 */
import { bicOrNull, collapseWhitespace, splitAccountId, textOrNull } from "./common.ts";
import { isValidIban, normalizeIban } from "../../../src/lib/iban.ts";

export interface InternationalDetails {
  postingText: string | null;
  purpose: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  counterpartyAccountNumber: string | null;
  counterpartyBic: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  creditorId: string | null;
  customerReference: string | null;
}

const SWIFT_KEYS = [
  "TRTP",
  "IBAN",
  "BIC",
  "NAME",
  "ADDR",
  "CITY",
  "CNTP",
  "REMI",
  "EREF",
  "MARF",
  "CSID",
  "PREF",
  "KREF",
  "ORDP",
  "BENM",
  "ULTD",
  "ULTC",
  "ULTB",
  "PURP",
  "RTRN",
  "ISDT",
  "SVCL",
  "ID",
  "CODE",
  "OCMT",
  "CHGS",
  "EXCH",
  "ACCW",
  "BYOR",
  "ULTE",
  "ULTR",
  "ORIG",
  "CDTRREF",
  "CDTRREFTP",
  "NRTX",
];
/** A key between slashes; a value runs to the next key. Keys alone, no backtracking. */
const SWIFT_KEY_RE = new RegExp(`/(${SWIFT_KEYS.join("|")})/`, "g");
const SWIFT_START_RE = new RegExp(`^\\s*/(${SWIFT_KEYS.join("|")})/`);
/** Party blocks whose NAME/ID/ADDR/IBAN follow them. */
const PARTY_KEYS = new Set(["ORDP", "BENM", "ULTD", "ULTC", "ULTB", "ULTE", "ULTR"]);

/** Whether the text is SWIFT structured (starts with one of the keys). */
export const isSwiftStructured = (text: string): boolean => SWIFT_START_RE.test(text);

const notProvided = (value: string | null): string | null =>
  value && value.toUpperCase() !== "NOTPROVIDED" && value.toUpperCase() !== "NONREF" ? value : null;

const ibanOrNull = (value: string | null | undefined): string | null => {
  const compact = value ? normalizeIban(value) : "";
  return compact && isValidIban(compact) ? compact : null;
};

/** "USTD//Factuur 123/" → "Factuur 123"; "STRD/CUR/RF18…/" → "RF18…"; other text as it is. */
function remittance(value: string): string {
  const trimmed = value.replace(/\/+$/, "");
  const unstructured = /^USTD\/\/?(.*)$/s.exec(trimmed);
  if (unstructured) return collapseWhitespace(unstructured[1]!);
  const structured = /^STRD\/(?:[A-Z]{3,4})?\/(.*)$/s.exec(trimmed);
  if (structured) return collapseWhitespace(structured[1]!.replaceAll("/", " "));
  return collapseWhitespace(trimmed);
}

/** SWIFT structured `/KEY/value` text (see above). */
export function parseSwiftStructured(text: string, debit: boolean | undefined): InternationalDetails {
  const matches = [...text.matchAll(SWIFT_KEY_RE)];
  const top = new Map<string, string>();
  const parties = new Map<string, Map<string, string>>();
  let party: Map<string, string> | null = null;
  matches.forEach((match, index) => {
    const key = match[1]!;
    const end = matches[index + 1]?.index ?? text.length;
    const value = text.slice(match.index + match[0].length, end).trim();
    if (PARTY_KEYS.has(key)) {
      party = new Map();
      parties.set(key, party);
      return;
    }
    // NAME, ID, ADDR, CITY, IBAN, BIC right after a party key belong to that party.
    const target = party && ["NAME", "ID", "ADDR", "CITY", "IBAN", "BIC"].includes(key) ? party : top;
    if (target === top) party = null;
    if (!target.has(key)) target.set(key, value.replace(/\/+$/, "").trim());
  });

  const cntp = top.get("CNTP")?.split("/") ?? [];
  const [cntpAccount, cntpBic, cntpName] = [cntp[0] ?? "", cntp[1] ?? "", cntp[2] ?? ""];
  // The counterparty: the ordering party of a credit, the beneficiary of a debit.
  const sides = debit === true ? ["BENM", "ULTB", "ULTC"] : debit === false ? ["ORDP", "ULTD"] : ["ORDP", "BENM"];
  // The other side's block names the account holder (the statement's own side): never taken.
  const partyName = sides.map((key) => textOrNull(parties.get(key)?.get("NAME"))).find(Boolean);
  const name = textOrNull(top.get("NAME")) ?? textOrNull(cntpName) ?? partyName ?? null;
  const account = top.get("IBAN") ?? cntpAccount;
  const { iban, accountNumber } = splitAccountId(account);
  const remi = top.get("REMI");
  return {
    postingText: textOrNull(top.get("TRTP")),
    purpose: remi !== undefined ? remittance(remi) : "",
    counterpartyName: name,
    counterpartyIban: iban,
    counterpartyAccountNumber: accountNumber,
    counterpartyBic: bicOrNull(top.get("BIC")) ?? bicOrNull(cntpBic),
    endToEndId: notProvided(textOrNull(top.get("EREF"))),
    mandateId: textOrNull(top.get("MARF")),
    creditorId: textOrNull(top.get("CSID")),
    customerReference: notProvided(textOrNull(top.get("PREF") ?? top.get("KREF"))),
  };
}

type Label = "name" | "iban" | "bic" | "purpose" | "reference" | "creditor" | "mandate";

/** Labels of "Key: value" layouts, lower case, by what they name. */
const LABELS: readonly (readonly [string, Label])[] = [
  ["naam", "name"],
  ["name", "name"],
  ["auftraggeber", "name"],
  ["begünstigter", "name"],
  ["beguenstigter", "name"],
  ["empfänger", "name"],
  ["zahlungsempfänger", "name"],
  ["zahlungspflichtiger", "name"],
  ["absender", "name"],
  ["donneur d'ordre", "name"],
  ["bénéficiaire", "name"],
  ["beneficiary", "name"],
  ["ordering party", "name"],
  ["payer", "name"],
  ["payee", "name"],
  ["плательщик", "name"],
  ["получатель", "name"],
  ["контрагент", "name"],
  ["iban", "iban"],
  ["bic", "bic"],
  ["omschrijving", "purpose"],
  ["verwendungszweck", "purpose"],
  ["mitteilung", "purpose"],
  ["mitteilungen", "purpose"],
  ["zahlungsgrund", "purpose"],
  ["communication", "purpose"],
  ["purpose", "purpose"],
  ["назначение платежа", "purpose"],
  ["назначение", "purpose"],
  ["kenmerk", "reference"],
  ["betalingskenm.", "reference"],
  ["end-to-end-ref.", "reference"],
  ["incassant", "creditor"],
  ["machtiging", "mandate"],
];
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A label at a word start, then a colon. */
const LABEL_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...LABELS]
    .map(([label]) => label)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\\s?:`,
  "giu",
);
const LABEL_OF = new Map(LABELS.map(([label, kind]) => [label, kind]));

/** "Label: value" free text → what the labels name; undefined without any label. */
function parseLabelled(text: string): Partial<Record<Label, string>> | undefined {
  const matches = [...text.matchAll(LABEL_RE)];
  if (matches.length === 0) return undefined;
  const found: Partial<Record<Label, string>> = {};
  matches.forEach((match, index) => {
    const kind = LABEL_OF.get(match[1]!.toLowerCase());
    const end = matches[index + 1]?.index ?? text.length;
    const value = collapseWhitespace(text.slice(match.index + match[0].length, end));
    if (kind && value !== "" && found[kind] === undefined) found[kind] = value;
  });
  return found;
}

/** An IBAN or a plain account number (6+ digits) at the start, then a name (ASN, Rabobank's old layout). */
const LEADING_ACCOUNT_RE = /^([A-Z]{2}\d{2}[A-Z0-9]{10,30}|\d{6,18})[ \t]+([^\d\s/][^\n]*)$/m;
/** A Russian tax number (ИНН/INN, 10 or 12 digits), an optional КПП/KPP, then the name. */
const RUSSIAN_TAX_ID_RE = /(?:ИНН|INN)[\s:]*(\d{10}|\d{12})(?:[\s,;]+(?:КПП|KPP)[\s:]*\d{9})?[\s,;]+([^\n/]{2,160})/u;

/**
 * A leading account and name: "NL91ABNA0417164300 J. Janssen" (the name runs to the line's
 * end or to a gap of two blanks, where fixed-width layouts put the description).
 */
export function leadingAccountAndName(
  text: string,
): { iban: string | null; accountNumber: string | null; name: string | null } | undefined {
  const m = LEADING_ACCOUNT_RE.exec(text.trimStart().split("\n")[0] ?? "");
  if (!m) return undefined;
  const iban = ibanOrNull(m[1]);
  if (!iban && /^[A-Z]/.test(m[1]!)) return undefined; // IBAN-shaped but not an IBAN: no account
  const name = textOrNull(m[2]!.split(/ {2,}|\t/)[0]);
  return { iban, accountNumber: iban ? null : m[1]!, name };
}

/** Labelled, account-led and Russian free text; undefined when none of them applies. */
export function parseInternationalFreeText(lines: readonly string[]): InternationalDetails | undefined {
  const text = lines.join("\n");
  const flat = collapseWhitespace(text);
  const labelled = parseLabelled(flat);
  const leading = leadingAccountAndName(text);
  const russian = RUSSIAN_TAX_ID_RE.exec(flat);
  const russianName = russian ? textOrNull(russian[2]!.split(/\s{2,}|\s(?=ИНН|КПП|INN|KPP)/u)[0]) : null;
  if (!labelled && !leading && !russianName) return undefined;
  const { iban, accountNumber } = splitAccountId(labelled?.iban ?? null);
  return {
    postingText: null,
    purpose: labelled?.purpose ?? (leading ? collapseWhitespace(lines.slice(1).join(" ")) : "") ?? "",
    counterpartyName: textOrNull(labelled?.name) ?? leading?.name ?? russianName ?? null,
    counterpartyIban: iban ?? leading?.iban ?? null,
    counterpartyAccountNumber: accountNumber ?? leading?.accountNumber ?? null,
    counterpartyBic: bicOrNull(labelled?.bic),
    endToEndId: notProvided(textOrNull(labelled?.reference)),
    mandateId: textOrNull(labelled?.mandate),
    creditorId: textOrNull(labelled?.creditor),
    customerReference: null,
  };
}
