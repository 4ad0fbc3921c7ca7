/**
 * The partner's bank account: IBAN (checksum-valid, not the recipient's own, not the account
 * a direct debit is drawn from) and BIC (labelled, or next to the IBAN with the same country).
 */
import type { ExtractedValue, IsoDate } from "../capture/types.ts";
import { type Candidate, pick } from "./candidates.ts";
import { findDates } from "./dates.ts";
import { xRangeOf } from "./layout.ts";
import { hasIbanShape } from "../../../src/lib/iban.ts";
import { type FoundIban, findBics, findIbans, isValidBic, isValidIban, normalizeIban } from "./identifiers.ts";
import { type Doc, type Line, sectionAt, WB, WE } from "./text.ts";

/** Words that make an account the payer's: direct debit, "your account", buyer's IBAN. */
const DEBTOR_CONTEXT =
  /(?:(?<![A-Za-zÄÖÜäöüß])Käufer|Kunden-?(?:IBAN|Konto|Bankverbindung)|Ihr(?:em|er|e)?\s+(?:Konto|IBAN|Bankverbindung)|von\s+Ihrem|Lastschrift|abgebucht|abbuchen|eingezogen|einziehen|Einzug|Mandat|Zahlungspflichtige|Belastung|belastet|debit(?:ed)?|your\s+(?:account|IBAN|bank)|payer|debtor|(?:Buyer|Customer)(?:['’]?s)?\s+(?:IBAN|account|bank))/i;
const IBAN_LABEL = /(?:IBAN|I\.B\.A\.N\.|Konto(?:nummer)?|Account)\W*$/i;
const BIC_LABEL =
  /(?:BIC|SWIFT(?:-?(?:Code|BIC))?|BIC\s*\/\s*SWIFT|SWIFT\s*\/\s*BIC|Verkäufer-BIC|BIC-Code)\s*[:.]?\s*$/i;

/** The start of an IBAN: country, check digits and at least two groups. */
const IBAN_START = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){2,}/g;
/** An IBAN label right before a value: "IBAN:", "Verkäufer-IBAN", "IBAN-Nr." (not a BIC or account label). */
const IBAN_RIGHT_LABEL = /(?:IBAN|I\.B\.A\.N\.)(?:[\s-]*(?:Nr|No|Nummer|number)\.?)?\s*[:.]?\s*$/i;
/** An account heading at the end of the line before a value that starts its line. */
const ACCOUNT_HEADING = /(?:IBAN|Bankverbindung|Bank\s+details|Bank\s+account|Coordonnées\s+bancaires)\s*:?\s*$/i;

/**
 * IBANs wrapped within their column onto the next line ("DE67 1004 8392 7221" / "8882 72" in a
 * footer column): the start of an IBAN without a valid IBAN, joined with the piece the next
 * line prints at the same left edge. Only check-digit-valid joins count. Needs the positions.
 */
function wrappedIbans(doc: Doc, line: Line): FoundIban[] {
  const next = doc.lines[line.index + 1];
  if (!line.box || !next?.box || next.page !== line.page) return [];
  const out: FoundIban[] = [];
  for (const m of line.text.matchAll(IBAN_START)) {
    if (findIbans(m[0]).length > 0) continue;
    const span = line.box.spans.find((sp) => sp.start <= m.index && m.index < sp.end);
    if (!span) continue;
    const x0 = span.item.x + ((m.index - span.start) / Math.max(1, span.end - span.start)) * span.item.width;
    const below = next.box.spans.find((sp) => Math.abs(sp.item.x - x0) <= 3);
    const piece = below && next.text.slice(below.start, below.end).trim();
    if (!piece || !/^[A-Z0-9]{1,4}(?: [A-Z0-9]{1,4})*$/.test(piece)) continue;
    const joined = `${m[0]} ${piece}`;
    if (isValidIban(joined)) out.push({ iban: normalizeIban(joined), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * IBANs right after an IBAN label (or starting the line under an account heading) whose country
 * and length are right but whose check digits fail: the printed value of sample and test
 * invoices, offered with less confidence than a checked one. The account part must be digits
 * (after a letter bank code): a letter among them is a misread digit (OCR).
 */
function labelledUncheckedIbans(doc: Doc, line: Line): FoundIban[] {
  const out: FoundIban[] = [];
  const upper = line.text.toUpperCase();
  for (const m of upper.matchAll(/(?<![A-Z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}/g)) {
    const before = line.text.slice(0, m.index);
    const prev = doc.lines[line.index - 1];
    const labelled =
      IBAN_RIGHT_LABEL.test(before) ||
      (before.trim() === "" && prev !== undefined && prev.page === line.page && ACCOUNT_HEADING.test(prev.text));
    if (!labelled) continue;
    for (let len = m[0].length; len >= 15; len--) {
      const candidate = m[0].slice(0, len);
      const nextChar = m[0][len];
      if (candidate.endsWith(" ") || (nextChar !== undefined && nextChar !== " ")) continue;
      // Letters only as a leading bank code (GB, NL, IE): an "O" among the digits is a misread 0.
      const compact = normalizeIban(candidate);
      if (hasIbanShape(compact) && /^[A-Z]{2}\d{2}[A-Z]{0,4}\d+$/.test(compact) && !isValidIban(compact)) {
        out.push({ iban: normalizeIban(candidate), index: m.index, end: m.index + len });
        break;
      }
    }
  }
  return out;
}

export interface PaymentResult {
  iban?: ExtractedValue;
  bic?: ExtractedValue;
}

function contextOf(doc: Doc, line: Line, index: number): string {
  const prev = doc.lines[line.index - 1];
  const prevText = prev && prev.page === line.page ? prev.text : "";
  return `${prevText}\n${line.text.slice(0, index)}`;
}

/** Text of the current clause before `index` and of the previous line if this one starts with the value. */
function nearContext(doc: Doc, line: Line, index: number): string {
  const before = line.text.slice(0, index);
  const clauseStart = Math.max(before.lastIndexOf("  "), before.lastIndexOf(". "), before.lastIndexOf("; "));
  const own = before.slice(clauseStart + 1);
  if (own.trim().length > 0) return own;
  return contextOf(doc, line, index);
}

export function extractPayment(doc: Doc, ownIbans: string[] = []): PaymentResult {
  const own = new Set(ownIbans.map(normalizeIban));
  const ibans: (Candidate<string> & { country: string })[] = [];
  const accountLines = new Set<number>();
  for (const line of doc.lines) {
    const unchecked = new Set<FoundIban>(labelledUncheckedIbans(doc, line));
    for (const found of [...findIbans(line.text), ...wrappedIbans(doc, line), ...unchecked]) {
      if (own.has(found.iban)) continue;
      const near = nearContext(doc, line, found.index);
      const role = sectionAt(line, found.index);
      if (DEBTOR_CONTEXT.test(near) || role === "buyer" || role === "delivery") continue;
      const labelled = IBAN_LABEL.test(line.text.slice(0, found.index)) || IBAN_LABEL.test(contextOf(doc, line, 0));
      ibans.push({
        value: found.iban,
        confidence: unchecked.has(found) ? 0.55 : labelled ? 0.9 : 0.8,
        line: line.index,
        rule: unchecked.has(found) ? "iban-unchecked" : labelled ? "iban-label" : "iban",
        country: found.iban.slice(0, 2),
      });
      accountLines.add(line.index);
    }
  }
  const iban = pick(ibans, { conflictPenalty: 0.25 });
  const ibanCountry = iban?.value.slice(0, 2);

  const bics: Candidate<string>[] = [];
  for (const line of doc.lines) {
    const buyerSide = (index: number) => ["buyer", "delivery"].includes(sectionAt(line, index) ?? "");
    // Labelled: "BIC: COBADEFFXXX", "SWIFT BYLADEM1001".
    for (const m of line.text.matchAll(
      /(?:BIC|SWIFT)(?:[\s\-/]*(?:Code|SWIFT|BIC))?\s*[:.]?\s*([A-Z]{4}\s?[A-Z]{2}\s?[A-Z0-9]{2}(?:\s?[A-Z0-9]{3})?)(?![A-Za-z0-9])/g,
    )) {
      const bic = m[1]!.replace(/\s/g, "");
      if (!isValidBic(bic) || buyerSide(m.index)) continue;
      const before = line.text.slice(0, m.index + m[0].length - m[1]!.length);
      if (!BIC_LABEL.test(before)) continue;
      if (DEBTOR_CONTEXT.test(nearContext(doc, line, m.index))) continue;
      let confidence = 0.88;
      if (ibanCountry && bic.slice(4, 6) !== ibanCountry) confidence -= 0.15;
      if (!iban) confidence -= 0.05;
      bics.push({ value: bic, confidence, line: line.index, rule: "bic-label" });
    }
    // Unlabelled next to the IBAN, same country.
    const nearIban = [line.index, line.index - 1].some((i) => accountLines.has(i));
    if (nearIban && ibanCountry) {
      for (const f of findBics(line.text)) {
        if (f.bic.slice(4, 6) !== ibanCountry || buyerSide(f.index)) continue;
        if (bics.some((b) => b.value === f.bic && b.line === line.index)) continue;
        bics.push({ value: f.bic, confidence: 0.65, line: line.index, rule: "bic-near-iban" });
      }
    }
  }
  const bic = pick(bics, { conflictPenalty: 0.3 });
  return { ...(iban ? { iban } : {}), ...(bic ? { bic } : {}) };
}

/** A due-date column heading: "Fälligkeit", "Fällig am", "Due date", "Échéance". */
const DUE_COLUMN = new RegExp(
  `${WB}(?:Fälligkeit|Fällig\\s+am|Fälligkeitsdatum|Due\\s+date|Date\\s+due|Échéance|Date\\s+d'échéance)${WE}`,
  "i",
);
/** Labels of the due date the general date reader does not know. */
const DUE_LABEL_MORE = new RegExp(
  `${WB}(?:Fälligkeitstag|Fälligkeitstermin|Zahlungsdatum|Payment\\s+date|Date\\s+of\\s+payment|Échéance\\s+le|Date\\s+de\\s+paiement)${WE}\\s*[:.]?\\s*$`,
  "i",
);
/** A discount period, not the due date. */
const DISCOUNT_WORD = /Skonto|discount|escompte/i;
/** A direct debit sentence: "wird am 20.03.2014 … eingezogen", "will be debited on …". */
const DEBIT_ON =
  /(?:(?:wird|werden)\s+(?:am|zum)|(?:debited|collected|charged)\s+(?:from\s+your\s+account\s+)?on|prélevé\s+le)\s*$/i;
const DEBIT_WORD = /eingezogen|abgebucht|abbuchen|belastet|Lastschrift|debited|collected|direct\s+debit|prélev/i;

/**
 * The due date where the general date reader finds none: a date under a due-date column heading
 * by position (the row's discount periods left out), a date after "Fälligkeitstag" or "Payment
 * date", and the day a direct debit is drawn ("wird am 20.03.2014 … per SEPA-Lastschrift
 * eingezogen"). Never before the invoice date.
 */
export function extractPaymentDueDate(
  doc: Doc,
  invoiceDate?: ExtractedValue<IsoDate>,
): ExtractedValue<IsoDate> | undefined {
  const opts = { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown };
  const candidates: Candidate<IsoDate>[] = [];
  for (const line of doc.lines) {
    // Labelled: "Fälligkeitstag: 01.04.2014".
    for (const d of findDates(line.text, opts)) {
      if (DUE_LABEL_MORE.test(line.text.slice(0, d.index)))
        candidates.push({
          value: d.iso,
          confidence: d.ambiguous ? 0.6 : 0.8,
          line: line.index,
          rule: "due-label-more",
        });
    }
    // Direct debit: the date the amount is drawn, in this line or the sentence's next line.
    const next = doc.lines[line.index + 1];
    const sentence = `${line.text} ${next && next.page === line.page ? next.text : ""}`;
    if (DEBIT_WORD.test(sentence)) {
      for (const d of findDates(line.text, opts))
        if (DEBIT_ON.test(line.text.slice(0, d.index)))
          candidates.push({
            value: d.iso,
            confidence: d.ambiguous ? 0.55 : 0.75,
            line: line.index,
            rule: "debit-date",
          });
    }
    // A due-date column: the dates printed under the heading within the next lines.
    const heading = line.box && DUE_COLUMN.exec(line.text);
    if (heading && line.box && line.cells.length > 1 && findDates(line.text, opts).length === 0) {
      const col = xRangeOf(line.box, heading.index, heading.index + heading[0].length);
      if (!col) continue;
      const found: { iso: string; discount: boolean; ambiguous: boolean; line: number }[] = [];
      for (let i = line.index + 1; i <= line.index + 4 && i < doc.lines.length; i++) {
        const row = doc.lines[i]!;
        if (row.page !== line.page || !row.box) break;
        for (const d of findDates(row.text, opts)) {
          const r = xRangeOf(row.box, d.index, d.end);
          if (!r || Math.min(r.x1, col.x1) - Math.max(r.x0, col.x0) <= 0) continue;
          found.push({
            iso: d.iso,
            discount: DISCOUNT_WORD.test(row.text.slice(0, d.index)),
            ambiguous: d.ambiguous,
            line: i,
          });
        }
      }
      const distinct = new Set(found.map((f) => f.iso));
      const plain = found.filter((f) => !f.discount);
      const chosen =
        distinct.size === 1 ? found[0] : new Set(plain.map((f) => f.iso)).size === 1 ? plain[0] : undefined;
      if (chosen)
        candidates.push({
          value: chosen.iso,
          confidence: (distinct.size === 1 ? 0.75 : 0.7) - (chosen.ambiguous ? 0.2 : 0),
          line: chosen.line,
          rule: "due-column-position",
        });
    }
  }
  const kept = invoiceDate ? candidates.filter((c) => c.value >= invoiceDate.value) : candidates;
  return pick(kept, { conflictPenalty: 0.35 });
}
