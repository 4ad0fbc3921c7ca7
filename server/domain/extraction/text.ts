/**
 * The document model the field extractors work on: the pages' lines, each split into cells at
 * column gaps (two or more spaces or a tab), with the section of the letter it belongs to
 * (seller, buyer, …) and the document's number and date conventions.
 */
import { detectDecimalStyle, type DecimalStyle } from "./numbers.ts";
import { layoutLineBoxes, type LayoutLine, type PositionedText } from "./layout.ts";

export interface Cell {
  text: string;
  /** Offset in the line's text. */
  start: number;
}

export type SectionRole = "seller" | "buyer" | "payee" | "delivery";

export interface Line {
  text: string;
  page: number;
  /** Index in Doc.lines. */
  index: number;
  /** Index of the line on its page (0 = first). */
  pageLine: number;
  /** Lines on the page. */
  pageLines: number;
  cells: Cell[];
  /** The address/party block the line belongs to, if it follows a block heading. */
  section?: SectionRole;
  /**
   * How many leading cells belong to the section (an address window printed next to other
   * columns); all cells when undefined.
   */
  sectionCells?: number;
  /** Where the line is on its page, when the positioned text was given. */
  box?: LayoutLine;
}

export interface Doc {
  lines: Line[];
  text: string;
  style?: DecimalStyle;
  /** Slashed dates read month-first (the document reads as US English or shows a month-first date). */
  monthFirst: boolean;
  /** A slashed date with a day above 12 shows the document's order (else the order is a guess). */
  dateOrderKnown: boolean;
  /** The document is mainly English. */
  english: boolean;
}

/** Letters for word boundaries in labels (\b does not know umlauts). */
export const LETTER = "A-Za-zÄÖÜäöüß";
/** Start of a word: no letter before. */
export const WB = `(?<![${LETTER}])`;
/** End of a word: no letter after. */
export const WE = `(?![${LETTER}])`;

/** Normalises the characters text extraction produces for the same thing. */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // Narrow and no-break spaces between digits are thousands separators: keep them there.
      .replace(/(?<!\d)[\u00a0\u2007\u202f\u2009]|[\u00a0\u2007\u202f\u2009](?!\d)/g, " ")
      .replace(/\t/g, "  ")
      .replace(/[\u00ad\u200b\ufeff]/g, "")
      .replace(/[‐‑‒]/g, "-")
      .replace(/ﬁ/g, "fi")
      .replace(/ﬂ/g, "fl")
  );
}

export function splitCells(text: string): Cell[] {
  const cells: Cell[] = [];
  const re = /\S+(?: \S+)*/g;
  for (const m of text.matchAll(re)) cells.push({ text: m[0], start: m.index });
  return cells;
}

// Block headings: a line that starts with one of these (optionally followed by ":" and
// content) opens the block of that party until the next blank line or heading.
const SECTION_HEADINGS: [SectionRole, RegExp][] = [
  ["payee", new RegExp(`^(?:abweichender\\s+)?(?:Zahlungsempfänger|Payee)${WE}`, "i")],
  [
    "delivery",
    new RegExp(
      `^(?:abweichender\\s+)?(?:Warenempfänger|Lieferanschrift|Lieferadresse|Leistungsort|Ship(?:ping)?\\s+(?:to|address)|Deliver(?:y)?\\s+(?:to|address))${WE}`,
      "i",
    ),
  ],
  [
    "buyer",
    new RegExp(
      `^(?:Käufer|Leistungsempfänger|Rechnungsempfänger|Rechnungsanschrift|Rechnungsadresse|Empfänger|Kunde|Auftraggeber|Bill(?:ed)?\\s+to|Invoice\\s+to(?!\\s+(?:pay|be)\\b)|Billing\\s+address|Invoice\\s+address|Customer|Buyer|Sold\\s+to|Recipient)${WE}`,
      "i",
    ),
  ],
  [
    "seller",
    new RegExp(
      `^(?:Verkäufer|Lieferant|Rechnungssteller|Rechnungsaussteller|Rechnungsersteller|Leistungserbringer|Auftragnehmer|Absender|Seller|Supplier|Sold\\s+by|Vendor|Issued\\s+by|Verkauft\\s+von)${WE}`,
      "i",
    ),
  ],
];

/** The heading words themselves, to see whether a heading line has content. */
const SECTION_WORDS = new RegExp(SECTION_HEADINGS.map(([, re]) => re.source.replace(/^\^/, "^\\s*")).join("|"), "i");
/** Lines that end a party block: our/your data, document fields. */
const BLOCK_END = new RegExp(
  `^(?:Our|Unser\\w*|Ihr\\w*|Your|Rechnung|Invoice|Datum|Date|Betreff|Subject|Bemerkung|Pos\\.?)${WE}`,
  "i",
);

/** The section role a heading line opens, if it is one. */
export function sectionHeading(text: string): SectionRole | undefined {
  const t = text.trim();
  // "Lieferant GmbH", "Kunde & Partner AG": a company named with a heading word.
  if (
    /^\S+(?:\s+&\s+\S+)?\s+(?:GmbH|AG|UG|KG|OHG|KGaA|SE|e\.\s?K\.|Ltd\.?|Limited|LLC|Inc\.?|SARL|SAS|SA|S\.A\.|B\.V\.|N\.V\.)(?![\p{L}])/u.test(
      t,
    )
  )
    return undefined;
  for (const [role, re] of SECTION_HEADINGS) if (re.test(t)) return role;
  return undefined;
}

const ENGLISH_WORDS =
  /\b(?:invoice|total|amount|date|due|payment|order|quantity|description|price|subtotal|bill|tax|thank|shipping|customer)\b/gi;
const GERMAN_WORDS =
  /(?:rechnung|betrag|datum|zahlbar|summe|menge|bezeichnung|preis|netto|brutto|steuer|bestell|kunde|lieferung|bitte|gesamt|zzgl|inkl|ust|mwst)/gi;

/**
 * Builds the document model from page texts. With the positioned items per page (`layout`,
 * the items the page texts were laid out from) every non-blank line gets its box.
 */
export function buildDoc(pages: string[], layout?: PositionedText[][]): Doc {
  const lines: Line[] = [];
  pages.forEach((page, p) => {
    const raw = normalizeText(page).split("\n");
    const boxes = layout?.[p] ? layoutLineBoxes(layout[p]) : [];
    const nonBlank = raw.filter((t) => t.trim() !== "").length;
    // The boxes belong to the lines only if the page text was laid out from these items.
    const matched = boxes.length === nonBlank;
    let k = 0;
    raw.forEach((text, i) => {
      const t = text.replace(/\s+$/, "");
      const line: Line = {
        text: t,
        page: p,
        index: lines.length,
        pageLine: i,
        pageLines: raw.length,
        cells: splitCells(t),
      };
      if (matched && t.trim() !== "") line.box = boxes[k++];
      lines.push(line);
    });
  });
  // Sections: from a heading to the next blank line, heading, page break or a line that starts
  // something else (our own data, the document's fields, amounts). A heading alone on its line
  // opens a block of up to 8 lines; a heading with its content inline ("Customer: X GmbH")
  // covers at most the two lines after it.
  let role: SectionRole | undefined;
  let left = 0;
  let page = -1;
  for (const line of lines) {
    if (line.page !== page) {
      role = undefined;
      page = line.page;
    }
    const first = line.cells[0]?.text ?? "";
    const heading = sectionHeading(first);
    if (heading) {
      role = heading;
      const inline = line.text
        .trim()
        .replace(SECTION_WORDS, "")
        .replace(/^[\s:/-]+/, "");
      left = inline.length > 0 ? 2 : 8;
      line.section = role;
      continue;
    }
    // A bare heading with its block after one blank line ("Verkäufer:" / "" / "Lieferant GmbH").
    const prevLine = lines[line.index - 1];
    if (
      line.text.trim() === "" &&
      role &&
      left === 8 &&
      prevLine?.section === role &&
      sectionHeading(prevLine.cells[0]?.text ?? "")
    )
      continue;
    if (
      line.text.trim() === "" ||
      left <= 0 ||
      BLOCK_END.test(first) ||
      /\d,\d\d(?!\d)|\d\.\d\d(?![\d.])/.test(line.text)
    )
      role = undefined;
    if (role) {
      line.section = role;
      left--;
    }
  }
  markPaymentRecipient(lines);
  markAddressWindow(lines);
  const text = lines.map((l) => l.text).join("\n");
  const english = (text.match(ENGLISH_WORDS)?.length ?? 0) > (text.match(GERMAN_WORDS)?.length ?? 0);
  const usHints = /\$\s?\d|\bUSD\b|\b[A-Z]{2}\s\d{5}(?:-\d{4})?\b.*\b(?:USA|United States)\b/.test(text);
  // "13/02/2024" shows day-first, "02/13/2024" month-first; a document shows one order only.
  let dayFirstSeen = false;
  let monthFirstSeen = false;
  for (const m of text.matchAll(/(?<![\d./-])(\d{1,2})([/-])(\d{1,2})\2(?:\d{4}|\d{2})(?![\d/])/g)) {
    if (+m[1]! > 12 && +m[3]! <= 12) dayFirstSeen = true;
    if (+m[3]! > 12 && +m[1]! <= 12) monthFirstSeen = true;
  }
  const dateOrderKnown = dayFirstSeen !== monthFirstSeen;
  const monthFirst = dateOrderKnown ? monthFirstSeen : english && usHints;
  return { lines, text, style: detectDecimalStyle(text), monthFirst, dateOrderKnown, english };
}

/**
 * A block headed "Empfänger" / "Recipient" that holds an account (IBAN, account number) names the
 * payment's recipient, the issuer, not the invoice's recipient: it is the payee's block.
 */
function markPaymentRecipient(lines: Line[]) {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.section !== "buyer" || !/^\s*(?:Empfänger|Recipient)\b/i.test(line.text)) continue;
    let j = i;
    while (j + 1 < lines.length && lines[j + 1]!.section === "buyer" && !sectionHeading(lines[j + 1]!.text)) j++;
    const block = lines.slice(i, j + 1);
    if (!block.some((l) => /\b(?:IBAN|BIC|Konto(?:nummer|-?Nr)?|Account\s+(?:no|number))\b/i.test(l.text))) continue;
    for (const l of block) l.section = "payee";
    i = j;
  }
}

const SALUTATION =
  /^(?:Herrn?|Frau|Firma|Familie|An(?:\s+die|\s+den)?|To|Mr\.?|Mrs\.?|Ms\.?|Messrs\.?|z\.\s?Hd\.?|Attn\.?)(?:\s|$|:)/;
/**
 * "Muster GmbH · Musterstr. 1 · 12345 Berlin", "Acme Ltd · 1 High St · SW1A 1AA London": the
 * sender line above the address window (continental or British postcode before the town).
 */
export const SENDER_LINE =
  /^[^·|•●∙⋅▪]{2,80}(?:\s[·|•●∙⋅▪,–-]\s)[^·|•●∙⋅▪]*\d[^·|•●∙⋅▪]*(?:\s[·|•●∙⋅▪,–-]\s).*(?:\b\d{4,5}\s+[A-ZÄÖÜ]|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\s+[A-Z])/;

/** Contact and register data of a letterhead: web, e-mail, phone, VAT id, company register. */
const LETTERHEAD_DATA =
  /(?:https?:\/\/|www\.|@|\b(?:Tel|Tél|Telefon|Fon|Fax|Phone|SIRET|SIREN|RCS|APE|HRB|HRA|Amtsgericht|capital)\b|\b(?:TVA|VAT|USt-?Id\S*)\s*[:.]?\s*[A-Z]{2}\s?\d)/i;

/**
 * The recipient's address window on page 1 (a block opened by "Firma"/"Herrn"/"Frau"/"An" or
 * following the sender line) belongs to the buyer; only its first cell when other columns
 * share its lines.
 */
function markAddressWindow(lines: Line[]) {
  let afterSender = false;
  // The address window is in the upper half of the page: a sender-like line in the footer
  // ("Muster GmbH · Str. 1 · 12345 Ort · Amtsgericht …") opens none.
  const boxed = lines.filter((l) => l.page === 0 && l.box);
  const bottom = boxed.length > 0 ? Math.max(...boxed.map((l) => l.box!.y)) : undefined;
  const upper = (line: Line) =>
    line.box && bottom !== undefined ? line.box.y < 0.5 * bottom : line.pageLine < 0.6 * line.pageLines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.page !== 0 || line.pageLine > 40) break;
    if (line.text.trim() === "") continue;
    // The sender line's window already read as a block ("Kunde …" under the sender line): done.
    if (line.section) {
      afterSender = false;
      continue;
    }
    const first = line.cells[0]?.text ?? "";
    if (SENDER_LINE.test(first) && upper(line)) {
      afterSender = true;
      continue;
    }
    // Phone, web, VAT id or register lines right under the sender line continue the letterhead
    // ("Muster SARL - 1 rue … - 84340 Ville" / "Tél … - http://…" / "TVA : FR… - SIRET …"):
    // the seller's, no address window.
    if (afterSender && LETTERHEAD_DATA.test(line.text)) {
      afterSender = false;
      continue;
    }
    const start = SALUTATION.test(first) || afterSender;
    afterSender = false;
    if (!start) continue;
    let j = i;
    for (; j < lines.length && j < i + 8; j++) {
      const l = lines[j]!;
      if (l.page !== 0 || l.text.trim() === "" || l.section) break;
      l.section = "buyer";
      l.sectionCells = 1;
      // The block ends with the line holding postcode and city.
      if (/^(?:[A-Z]{1,2}[- ])?\d{4,5}\s+[A-ZÄÖÜ]/.test(l.cells[0]?.text ?? "") && j > i) {
        j++;
        break;
      }
    }
    i = j - 1;
  }
}

/** The party block a position of a line belongs to. */
export function sectionAt(line: Line, index: number): SectionRole | undefined {
  if (!line.section) return undefined;
  if (line.sectionCells !== undefined && cellAt(line, index) >= line.sectionCells) return undefined;
  return line.section;
}

/** The line after `line` that is not blank (within `maxSkip` blank lines), or undefined. */
export function nextNonEmpty(doc: Doc, line: Line, maxSkip = 1): Line | undefined {
  let skipped = 0;
  for (let i = line.index + 1; i < doc.lines.length; i++) {
    const l = doc.lines[i]!;
    if (l.page !== line.page) return undefined;
    if (l.text.trim() !== "") return l;
    if (++skipped > maxSkip) return undefined;
  }
  return undefined;
}

/** The cell of a line that contains offset `pos`. */
export function cellAt(line: Line, pos: number): number {
  for (let i = line.cells.length - 1; i >= 0; i--) if (line.cells[i]!.start <= pos) return i;
  return 0;
}

/** A label found in a line. */
export interface LabelHit {
  line: Line;
  index: number;
  end: number;
  /** Cell the label starts in. */
  cell: number;
  /** The label starts its cell (a field label, not a word inside a sentence). */
  cellStart: boolean;
  /** The label's cell holds nothing but the label (plus ":" etc.): a heading of a column or row. */
  wholeCell: boolean;
}

/** Finds all occurrences of a label regex (needs the g flag) in the document's lines. */
export function findLabels(doc: Doc, re: RegExp): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of doc.lines) {
    if (!line.text) continue;
    re.lastIndex = 0;
    for (const m of line.text.matchAll(re)) {
      const index = m.index;
      const end = index + m[0].length;
      const cell = cellAt(line, index);
      const c = line.cells[cell]!;
      const before = line.text.slice(c.start, index);
      const after = line.text.slice(end, c.start + c.text.length);
      hits.push({
        line,
        index,
        end,
        cell,
        cellStart: /^[\s\-–•*|]*$/.test(before),
        wholeCell: /^[\s:.#\-–/()]*$/.test(after),
      });
    }
  }
  return hits;
}

/** A heading row of an item table: values below it are items, not document fields. */
export const ITEM_TABLE_HEADING = new RegExp(
  `${WB}(?:Menge|Anzahl|Stunden|Std\\.?|Einzelpreis|E-?Preis|Preis|Betrag|Beschreibung|Bezeichnung|Leistung|Tätigkeit|Artikel|Pos\\.?|Position|Qty|Quantity|Description|Amount|Price|Rate|Hours|Item)${WE}`,
  "i",
);

/** How a value was tied to its label. */
export type ValueSource = "inline" | "nextLine" | "column";

export interface LabelledValue<T> {
  value: T;
  hit: LabelHit;
  source: ValueSource;
  /** Line and offsets of the value. */
  line: Line;
  index: number;
}

/**
 * The value a label labels, read by `read` from the text that follows: on the same line
 * after the label (separators ":" "#" "-" skipped), in the same column of the next line
 * when the label is a column heading of a row with as many cells, or on the next line when
 * the label ends its line. `read` gets the text and returns the value and where it starts in
 * it, or undefined.
 */
export function valueForLabel<T>(
  doc: Doc,
  hit: LabelHit,
  read: (text: string) => { value: T; offset: number } | undefined,
): LabelledValue<T> | undefined {
  const { line } = hit;
  const rest = line.text.slice(hit.end);
  const skip = /^[\s:#.\-–=]*/.exec(rest)![0].length;
  const restText = rest.slice(skip);

  const next = nextNonEmpty(doc, line, 0);
  const columnValue = (): LabelledValue<T> | undefined => {
    if (!next || !hit.wholeCell || line.cells.length < 2 || next.cells.length !== line.cells.length) return undefined;
    if (ITEM_TABLE_HEADING.test(line.text)) return undefined;
    const cell = next.cells[hit.cell];
    if (!cell) return undefined;
    const r = read(cell.text);
    return r ? { value: r.value, hit, source: "column", line: next, index: cell.start + r.offset } : undefined;
  };

  // A heading row ("Rechnungsnr.  Datum  Kunde") reads its values from the row below.
  const headingRow = hit.wholeCell && line.cells.length >= 2 && line.cells.every((c) => !/\d/.test(c.text));
  if (headingRow) {
    const v = columnValue();
    if (v) return v;
  }
  if (restText.length > 0) {
    const r = read(restText);
    if (r) return { value: r.value, hit, source: "inline", line, index: hit.end + skip + r.offset };
  }
  if (!headingRow) {
    const v = columnValue();
    if (v) return v;
  }
  if (restText.length === 0 && next) {
    const r = read(next.text.trim());
    if (r) {
      const lead = next.text.length - next.text.trimStart().length;
      return { value: r.value, hit, source: "nextLine", line: next, index: lead + r.offset };
    }
  }
  return undefined;
}

/** Lower-case, letters and digits only, umlauts transliterated: for comparing names. */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
