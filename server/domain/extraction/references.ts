/**
 * Document references: the invoice number, the buyer's order number and the payment
 * reference (Verwendungszweck), each read after its label.
 */
import type { ExtractedValue } from "../capture/types.ts";
import { type Candidate, pick } from "./candidates.ts";
import { AMBIGUOUS_DATE_PENALTY, findDates } from "./dates.ts";
import { type Doc, findLabels, type LabelHit, nextNonEmpty, valueForLabel, WB, WE } from "./text.ts";

const NR = String.raw`(?:Nummer|Nr\.?|No\.?|Number|Num\.?|#|ID|n°|N°|nº|Nº|numéro|Numéro)`;

/** Invoice number labels with the confidence a value read after them gets. */
const INVOICE_NUMBER_LABELS: [RegExp, number, string][] = [
  [
    new RegExp(
      `${WB}(?:Rechnungs|Rechnung|Rech|Re|RE|Rg|Rgs|Fakturen|Faktura|Gutschrifts?|Korrekturrechnungs?|Storno(?:rechnungs)?)[ .-]{0,3}${NR}`,
      "gi",
    ),
    0.9,
    "invoice-number-label",
  ],
  [
    new RegExp(`${WB}(?:Invoice|Inv\\.|Credit[ -]?note|Credit[ -]?memo|Bill)[ .-]{0,3}${NR}`, "gi"),
    0.9,
    "invoice-number-label",
  ],
  [
    new RegExp(
      `${WB}(?:Facture|FACTURE|Avoir|AVOIR)\\s*${NR}|(?<![A-Za-z])(?:N°|Nº|No\\.?|Numéro)\\s*(?:de\\s+)?(?:la\\s+)?(?:facture|l'avoir|d'avoir|avoir)${WE}`,
      "gi",
    ),
    0.9,
    "invoice-number-label",
  ],
  [
    new RegExp(`${WB}(?:Beleg|Dokument|Document|Quittungs|Bon|Receipt)[ .-]{0,3}${NR}|${WB}Numéro${WE}`, "gi"),
    0.72,
    "document-number-label",
  ],
];

/** A letter between digits (or a digit and a separator) that OCR reads for a digit: O 0, l/I 1, B 8, S 5. */
const OCR_DIGIT_MISREAD = /\d[OolIBS](?=\d)|\d\d[OolIBS](?=[-./]\d)|(?<=\d[-./])[OolIBS]\d/;

/** Nouns of other numbers: "Rechnung Kunden-Nr. 4711" names a customer number. */
const ID_NOUNS =
  "(?:Kunden|Auftrag|Bestell|Liefer|Steuer|Konto|Vertrag|Mandat|Projekt|Objekt|Artikel|Debitor|Kreditor|Referenz|Order|Customer|Account|Tax|VAT|PO)";

/**
 * A title with a number: "Rechnung Nr. 123", "Handelsrechnung (380) Nr. 471102 vom 05.03.2018",
 * "HANDELSRECHNUNG (380) Nr. 471102" (compounds in capitals),
 * "Rechnung des Versicherers (575) Nr. …", "Invoice No 12". Compound nouns ending in
 * "rechnung"/"gutschrift" count; words in between lower the confidence.
 */
const TITLE_NUMBER = new RegExp(
  `${WB}((?:[A-ZÄÖÜ][a-zäöüß]+(?=rechnung|gutschrift)|[A-ZÄÖÜ]+(?=RECHNUNG|GUTSCHRIFT))?(?:rechnung|Rechnung|gutschrift|Gutschrift|RECHNUNG|GUTSCHRIFT|Rechnungskorrektur|Invoice|INVOICE|Credit Note|Facture|FACTURE|Avoir|AVOIR))((?:\\s+(?:(?:des|der|zur|zum|für|an|of|for)\\s+)?(?!${ID_NOUNS})[A-ZÄÖÜ][\\wäöüß-]*)?(?:\\s*\\([^)]{1,40}\\))*)\\s*(?:Nr\\.?|No\\.?|Nummer|Number|#)${WE}`,
  "g",
);

/**
 * A title directly followed by a number with a letter prefix: "Facture FA-2017-0010",
 * "Avoir AV-2017-0005", "Rechnung RE-2024-17". Bare digits after a title are left alone
 * (a year, a page, a postcode).
 */
const TITLE_PREFIXED_NUMBER = new RegExp(
  `${WB}(?:Rechnung|RECHNUNG|Gutschrift|GUTSCHRIFT|Invoice|INVOICE|Facture|FACTURE|Avoir|AVOIR)(?=\\s+[A-Z]{1,4}[-/]?\\d[\\dA-Z/-]*(?:\\s|$))`,
  "g",
);

/** Whether a line of page 1 is printed clearly larger than most (positioned text only). */
function isHeading(doc: Doc, line: Doc["lines"][number]): boolean {
  if (!line.box) return false;
  const sizes = doc.lines
    .filter((l) => l.page === line.page && l.box)
    .map((l) => l.box!.size)
    .sort((a, b) => a - b);
  return line.box.size >= 1.3 * sizes[Math.floor(sizes.length / 2)]!;
}

/** A line of nothing but an invoice title and a number of 5 to 12 digits. */
const BARE_TITLE_NUMBER =
  /^\s*(?:Rechnung|RECHNUNG|Invoice|INVOICE|Tax\s+invoice|Facture|FACTURE|Gutschrift|GUTSCHRIFT|Credit\s+note)\s+(\d{5,12})\s*$/;

export interface IdToken {
  value: string;
  offset: number;
}

/**
 * Reads an identifier token at the start of a text: letters, digits and - / . _ inside, at
 * least one digit, at most 35 characters; not a date or an amount.
 */
export function readIdToken(text: string): IdToken | undefined {
  const m = /^\s*([A-Za-z0-9](?:[A-Za-z0-9\-/._]*[A-Za-z0-9])?)(?=$|[\s;)]|,(?!\d)|[.:](?:\s|$))/.exec(text);
  if (!m) return undefined;
  const value = m[1]!;
  if (!/\d/.test(value) || value.length > 35) return undefined;
  // "2024 - 17", "2024 /17": the number goes on after a spaced separator; reading half of it would be wrong.
  if (/^(?:\s[-/–]\s?|[-/–]\s)[A-Za-z0-9]/.test(text.slice(m.index + m[0].length))) return undefined;
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(value)) return undefined; // an amount
  const dates = findDates(value);
  if (dates.length > 0 && dates[0]!.index === 0 && dates[0]!.end === value.length) return undefined;
  if (/^(?:19|20)\d{2}$/.test(value) && /^\s*\d{4}\s*$/.test(text)) return undefined; // a lone year
  return { value, offset: m.index + m[0].length - value.length };
}

/**
 * A postcode with its place, a whole cell of an address ("80333 München", "D-10115 Berlin",
 * "1010 Wien", "8001 Zürich (ZH)"): never an invoice number, even when it stands right below
 * the label in a two-column letterhead.
 */
const POSTCODE_CITY =
  /^(?:[A-Z]{1,2}[- ])?(\d{4,5})\s+(?!(?:vom|from|dated|Datum|Date|Rechnung|Invoice)\b)[A-ZÄÖÜ][A-Za-zÄÖÜäöüß.'-]+(?:[ /-]+[A-Za-zÄÖÜäöüß.'()-]+){0,3}$/u;

/** The postcodes of the addresses in the text: those of postcode-and-place cells. */
function postcodesOf(doc: Doc): Set<string> {
  const postcodes = new Set<string>();
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      const m = POSTCODE_CITY.exec(cell.text.trim());
      if (m) postcodes.add(m[1]!);
    }
  }
  return postcodes;
}

/**
 * `readIdToken` for invoice numbers: a leading postcode-and-place cell is an address printed
 * beside the number's column ("80333 München  471102" below "Rechnungsnummer"); the number is
 * read from the cell after it.
 */
function readInvoiceNumberToken(text: string): (IdToken & { besideAddress?: boolean }) | undefined {
  const cellEnd = /\s{2,}/.exec(text);
  const firstCell = (cellEnd ? text.slice(0, cellEnd.index) : text).trim();
  if (POSTCODE_CITY.test(firstCell)) {
    if (!cellEnd) return undefined;
    const restStart = cellEnd.index + cellEnd[0].length;
    const token = readIdToken(text.slice(restStart));
    return token && { value: token.value, offset: restStart + token.offset, besideAddress: true };
  }
  return readIdToken(text);
}

/** Words before an invoice number label that make it the number of another (earlier) invoice. */
const PRECEDING_CONTEXT =
  /(?:(?<![A-Za-zÄÖÜäöüß])(?:zu|zur|zum|aus|von|der|Ihrer?|unserer?|Bezug|bzgl\.?|betrifft|betr\.|Korrektur|Storno|storniert|ersetzt|for|to|re|original|ursprünglichen?|Ursprungs|Referenz|corrects|cancels|replaces)\s*[:.]?\s*|Ursprungs-?)$/i;

/** Words after which a label is not the field's label but mentioned in a sentence. */
const SENTENCE_CONTEXT = /(?:bitte|die|der|den|ihre|unsere|please|the|your|our|bei|with|mit|und|and)\s*$/i;

function labelConfidence(hit: LabelHit, base: number): number {
  let c = base;
  const before = hit.line.text.slice(0, hit.index);
  if (!hit.cellStart) c -= 0.1;
  if (SENTENCE_CONTEXT.test(before)) c -= 0.3;
  return c;
}

export interface InvoiceNumberResult {
  invoiceNumber?: ExtractedValue;
  /** The date right after the number in a title ("Nr. 123 vom 01.02.2024"), a strong invoice date hint. */
  titleDate?: Candidate<string>;
}

/** The invoice number; also returns a date written right after it ("… Nr. 123 vom 01.02.2024"). */
export function extractInvoiceNumber(doc: Doc): InvoiceNumberResult {
  const candidates: Candidate<string>[] = [];
  let titleDate: Candidate<string> | undefined;
  const postcodes = postcodesOf(doc);

  const consider = (hit: LabelHit, base: number, rule: string) => {
    // "zu Rechnung Nr. 123", "Korrektur der Rechnung Nr. …": the invoice this one refers to.
    if (PRECEDING_CONTEXT.test(hit.line.text.slice(0, hit.index))) return;
    let besideAddress = false;
    const v = valueForLabel(doc, hit, (text) => {
      const token = readInvoiceNumberToken(text);
      besideAddress = token?.besideAddress ?? false;
      return token;
    });
    if (!v) return;
    // A postcode of an address in the text, or a bare postcode-length number inside an
    // address block, read from another line than the label's: not the invoice number.
    if (v.source !== "inline" && /^\d{4,5}$/.test(v.value) && (postcodes.has(v.value) || v.line.section)) return;
    let confidence = labelConfidence(hit, base);
    if (besideAddress) confidence -= 0.05;
    if (v.source === "nextLine") confidence -= 0.1;
    if (v.source === "column") confidence -= 0.05;
    // "… Nr. 123 vom 01.02.2024" / "Invoice No 123 dated Feb 1, 2024": a heading.
    const after = v.line.text.slice(v.index + v.value.length);
    // "… Nr. 123 von 18.11.2017" (GnuAccounting and others write "von").
    const dated = /^\s*(?:vom|von|from|dated|of|date[d:]?|am|du)\s+(.*)$/i.exec(after);
    if (dated) {
      const d = findDates(dated[1]!, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown })[0];
      if (d && d.index === 0) {
        confidence += 0.08;
        const dateConfidence = Math.min(0.88, confidence) - (d.ambiguous ? AMBIGUOUS_DATE_PENALTY : 0);
        if (!titleDate || dateConfidence > titleDate.confidence)
          titleDate = { value: d.iso, confidence: dateConfidence, line: v.line.index, rule: "number-vom-date" };
      }
    } else if (rule === "title-number" && /^\s{2,}\S/.test(after)) {
      // "Beitragsrechnung Nr. 00.123.456.7      11. März 2014": the title line's only other cell is a date.
      const rest = after.trim();
      const d = findDates(rest, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown })[0];
      if (d && d.index === 0 && d.end === rest.length) {
        const dateConfidence = 0.7 - (d.ambiguous ? AMBIGUOUS_DATE_PENALTY : 0);
        if (!titleDate || dateConfidence > titleDate.confidence)
          titleDate = { value: d.iso, confidence: dateConfidence, line: v.line.index, rule: "title-line-date" };
      }
    }
    if (doc.lines[v.line.index]!.page === 0 && v.line.pageLine < 12) confidence += 0.03;
    candidates.push({ value: v.value, confidence, line: v.line.index, rule });
  };

  for (const [re, base, rule] of INVOICE_NUMBER_LABELS)
    for (const hit of findLabels(doc, re)) consider(hit, base, rule);
  for (const hit of findLabels(doc, TITLE_NUMBER)) {
    // Matches also "Rechnungsnummer"-style labels handled above: only titles with "Nr." apart.
    const m = new RegExp(TITLE_NUMBER.source).exec(hit.line.text.slice(hit.index));
    const between = m?.[2] ?? "";
    // "Beitragsrechnung zur Kraftfahrtversicherung Nr. …": the number of the noun after "zur" /
    // "für" (a policy, a contract), not necessarily the invoice's: a suggestion.
    const base = /^\s*(?:zur|zum|für|for)\s/i.test(between) ? 0.45 : /^\s*[A-Za-zÄÖÜäöüß]/.test(between) ? 0.72 : 0.84;
    consider(hit, base, "title-number");
  }
  for (const hit of findLabels(doc, TITLE_PREFIXED_NUMBER)) if (hit.cellStart) consider(hit, 0.78, "title-number");
  // The title line at the top of page 1 that is nothing but title and digits ("Invoice 103767"),
  // the date alone on the line under it (ERP prints): too few digits for that are a year or a page.
  for (const line of doc.lines) {
    if (line.page !== 0 || line.pageLine > 8) break;
    const m = BARE_TITLE_NUMBER.exec(line.text);
    if (!m) continue;
    // Only as the page's heading (the largest print) is that a title; else a suggestion at most.
    if (!isHeading(doc, line)) {
      candidates.push({ value: m[1]!, confidence: 0.42, line: line.index, rule: "title-line-number" });
      continue;
    }
    candidates.push({ value: m[1]!, confidence: 0.72, line: line.index, rule: "title-line-number" });
    const next = nextNonEmpty(doc, line, 1);
    const date = next && findDates(next.text.trim(), { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown })[0];
    if (next && date && date.index === 0 && date.end === next.text.trim().length && !titleDate)
      titleDate = {
        value: date.iso,
        confidence: 0.7 - (date.ambiguous ? AMBIGUOUS_DATE_PENALTY : 0),
        line: next.index,
        rule: "title-line-next-date",
      };
  }
  const invoiceNumber = pick(candidates, { key: (v) => v.toUpperCase() });
  // A letter OCR makes of a digit inside a run of digits ("201B-1", "2O18"): a suggestion only.
  if (
    invoiceNumber &&
    (invoiceNumber.value.match(/\d/g)?.length ?? 0) >= 4 &&
    OCR_DIGIT_MISREAD.test(invoiceNumber.value)
  )
    invoiceNumber.confidence = Math.min(invoiceNumber.confidence, 0.45);
  return { invoiceNumber, titleDate };
}

const ORDER_LABELS: [RegExp, number][] = [
  [
    new RegExp(
      `${WB}(?:Ihre?\\s+)?(?:Bestell|Bestellungs)[ .-]{0,3}(?:Nummer|Nr\\.?|No\\.?)${WE}|${WB}Ihre?\\s+Bestellung(?:\\s+(?:Nr\\.?|Nummer))?${WE}|${WB}(?:Ihr(?:e)?\\s+)?Zeichen\\s*/\\s*Bestellung${WE}`,
      "gi",
    ),
    0.85,
  ],
  [new RegExp(`${WB}Bestellung(?=\\s*:)`, "gi"), 0.8],
  [new RegExp(`${WB}Bestellung\\s+(?:Nr\\.?|Nummer)`, "gi"), 0.8],
  [
    new RegExp(
      `${WB}(?:P\\.?O\\.?|Purchase\\s+order|Customer\\s+order|Your\\s+order)[ .-]{0,3}(?:Number|No\\.?|Nr\\.?|#|Ref(?:erence)?\\.?)?${WE}`,
      "gi",
    ),
    0.85,
  ],
  [new RegExp(`${WB}Order[ .-]{0,3}(?:Number|No\\.?|Nr\\.?|#|ID)${WE}`, "gi"), 0.8],
  [new RegExp(`${WB}(?:Auftrags|Auftrag)[ .-]{0,3}(?:Nummer|Nr\\.?|No\\.?)${WE}`, "gi"), 0.7],
  [new RegExp(`${WB}Ihr(?:e)?\\s+Auftrag(?:\\s+(?:Nr\\.?|Nummer))?${WE}`, "gi"), 0.75],
];

/** The buyer's order number (Bestellnummer, PO number, Order no.). */
export function extractOrderNumber(doc: Doc): ExtractedValue | undefined {
  const candidates: Candidate<string>[] = [];
  const seen = new Set<string>();
  for (const [re, base] of ORDER_LABELS) {
    for (const hit of findLabels(doc, re)) {
      const k = `${hit.line.index}:${hit.index}:${hit.end}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const v = valueForLabel(doc, hit, readIdToken);
      if (!v) continue;
      let confidence = labelConfidence(hit, base) + 0.1; // a sentence mention of an order is still fine
      confidence = Math.min(confidence, base);
      if (v.source !== "inline") confidence -= 0.08;
      candidates.push({ value: v.value, confidence, line: v.line.index, rule: "order-label" });
    }
  }
  return pick(candidates, { key: (v) => v.toUpperCase() });
}

const PAYMENT_REFERENCE_LABELS = new RegExp(
  `${WB}(?:Verwendungszweck|Zahlungsreferenz|Zahlungs-Referenz|Überweisungszweck|Payment\\s+reference|Remittance\\s+(?:information|reference)|Reference\\s+for\\s+payment)${WE}`,
  "gi",
);

const NAMES_INVOICE_NUMBER =
  /^\W*(?:(?:bitte|please)\s+)?(?:(?:die|Ihre|unsere|the|your|our)\s+)?(?:Rechnungsnummer|Rechnungs-?Nr\.?|Invoice\s+(?:number|no\.?))/i;

/** The payment reference (Verwendungszweck): the rest of the labelled line. */
export function extractPaymentReference(doc: Doc, invoiceNumber?: string): ExtractedValue | undefined {
  const candidates: Candidate<string>[] = [];
  for (const hit of findLabels(doc, PAYMENT_REFERENCE_LABELS)) {
    // "Bitte geben Sie als Verwendungszweck die Rechnungsnummer an."
    const rest = hit.line.text.slice(hit.end);
    if (NAMES_INVOICE_NUMBER.test(rest)) {
      if (invoiceNumber)
        candidates.push({
          value: invoiceNumber,
          confidence: 0.7,
          line: hit.line.index,
          rule: "payment-reference-invoice-number",
        });
      continue;
    }
    const v = valueForLabel(doc, hit, (text) => {
      // The cell after the label, without trailing sentence punctuation; at most 140 characters.
      const cell = text
        .split(/\s{2,}/)[0]!
        .trim()
        .replace(/[.;,]+$/, "");
      if (cell.length < 3 || cell.length > 140 || !/[A-Za-z0-9]/.test(cell)) return undefined;
      if (/^(?:bitte|please|angeben|die|the)\b/i.test(cell)) return undefined;
      return { value: cell, offset: text.indexOf(cell) };
    });
    if (!v) continue;
    let confidence = labelConfidence(hit, 0.8);
    if (v.source !== "inline") confidence -= 0.1;
    if (invoiceNumber && v.value.toUpperCase().includes(invoiceNumber.toUpperCase())) confidence += 0.08;
    candidates.push({ value: v.value, confidence, line: v.line.index, rule: "payment-reference" });
  }
  return pick(candidates);
}
