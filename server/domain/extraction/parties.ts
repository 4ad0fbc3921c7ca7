/**
 * The invoice's partner (the issuer of an incoming invoice): its VAT id, name and e-mail
 * addresses. The recipient's own ids and names (passed in) and everything in the recipient's
 * address block are excluded.
 */
import type { ExtractedValue } from "../capture/types.ts";
import { type Candidate, clamp01, pick, round2 } from "./candidates.ts";
import { findEmails, findIbans, findVatIds, normalizeVatId, vatIdChecksumOk } from "./identifiers.ts";
import { xRangeOf } from "./layout.ts";
import { type Doc, type Line, normalizeName, SENDER_LINE, sectionAt, sectionHeading, WB, WE } from "./text.ts";

const VAT_LABEL =
  /(?:USt\.?\s?-?\s?Id(?:ent)?\.?\s?-?\s?(?:Nr|Nummer)?\.?|USt-?IdNr\.?|Umsatzsteuer-?\s?(?:Identifikations)?(?:-?\s?nummer|-?ID|-?Id\.?-?Nr\.?)|Ust\.?-?ID|UID(?:-?(?:Nr|Nummer))?\.?|VAT\s*(?:ID|Id|Reg(?:istration)?\.?|No\.?|Number|#|Identification\s+Number)|TVA|MwSt\.?-?Nr\.?|MWST-?Nr\.?|Steuer-?ID|Tax\s+ID)\s*[:.#]?\s*(?:Nr\.?|No\.?)?\s*[:.]?\s*$/i;
/** The recipient's id: "Ihre USt-IdNr.", "USt-IdNr. des Leistungsempfängers", "Customer VAT". */
const BUYER_VAT_CONTEXT =
  /(?:Ihre?|Kunden|Käufer|Leistungsempfänger|Empfänger|Customer|Buyer|Client|Recipient|Your)\W*(?:\w+\W+){0,2}$|(?:des|der)\s+(?:Leistungsempfängers|Kunden|Käufers|Empfängers)/i;

/** A label followed by the recipient's role: "TVA client", "VAT customer", "USt-IdNr. Kunde". */
const BUYER_AFTER_LABEL =
  /(?:TVA|VAT|USt\S*|UID|Umsatzsteuer\S*)[^\n]{0,20}?\b(?:client|clients|customer|Kunde|Kunden|acheteur|buyer|destinataire)\b\W*$/i;

export interface PartyOptions {
  ownVatIds?: string[];
  ownNames?: string[];
}

/** A VAT id found in the document, classified by whose it is. */
interface VatIdHit {
  vatId: string;
  line: Line;
  /** Where the id starts in the line's text. */
  index: number;
  labelled: boolean;
  buyer: boolean;
  seller: boolean;
  /** In the seller's block (or the lines it goes on with), the letterhead or the footer. */
  sellerArea: boolean;
  /** Under a company name in the column of the issuer's identifiers (see identifierCluster). */
  cluster: boolean;
}

/** A fiscal representative's block: its VAT id is not the seller's (BT-63). */
const TAX_REPRESENTATIVE =
  /Représentant\s+fiscal|(?:Fiscal|Tax)\s+representative|Steuer(?:licher)?\s*-?\s*[Vv]ertreter|Fiskalvertreter/i;

/** Whether one of the few lines above (up to the previous blank-line gap of two) names a fiscal representative. */
function underTaxRepresentative(doc: Doc, line: Line): boolean {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 6; i--) {
    const l = doc.lines[i]!;
    if (l.page !== line.page) return false;
    if (TAX_REPRESENTATIVE.test(l.text)) return true;
    if (l.section && l.section !== "seller") return false;
  }
  return false;
}

/**
 * The party block a line without one goes on with: the nearest block above on the page,
 * through at most one blank line at a time and ten lines in all ("Steuernummer" and
 * "USt-IdNr." printed under the seller's or the buyer's address, after the block's end).
 */
export function blockAbove(doc: Doc, line: Line): Line["section"] {
  let blanks = 0;
  for (let i = line.index - 1; i >= 0 && i >= line.index - 10; i--) {
    const l = doc.lines[i]!;
    if (l.page !== line.page) return undefined;
    if (l.text.trim() === "") {
      if (++blanks > 1) return undefined;
      continue;
    }
    blanks = 0;
    if (!l.section) {
      // Only the party's own data goes on a block: address, contact, tax and register lines.
      if (!PARTY_DATA.test(l.text)) return undefined;
      continue;
    }
    if (l.sectionCells !== undefined && l.cells.length > 1) return undefined;
    // A block line with a column right of where the line ends: two blocks side by side, whose
    // one the line goes on with is not known.
    if (l.box && line.box) {
      const right = Math.max(...line.box.items.map((it) => it.x + it.width));
      if (l.box.items.some((it) => it.x > right + 20)) return undefined;
      // The line stands in another column, right of where the block ends (the document's
      // fields beside the address window): not the block's.
      const left = Math.min(...line.box.items.map((it) => it.x));
      if (left > Math.max(...l.box.items.map((it) => it.x + it.width)) + 20) return undefined;
    }
    return l.section;
  }
  return undefined;
}

/** A line of a party's data: address, contact person, phone, e-mail, web, tax and register numbers. */
const PARTY_DATA =
  /^\s*(?:Anschrift|Adresse?|Address|Stra(?:ß|ss)e|Ansprechpartner|Kontakt|Contact|Tel(?:efon|\.)?|Phone|Fax|E-?Mail|Web|www\.|Steuer-?\s?(?:nummer|nr)|St\.?-?Nr|USt|VAT|TVA|UID|MwSt|Tax|SIRE[NT]|GLN|Handelsregister|HR[AB]|Amtsgericht|Registergericht|Geschäftsführ|Abteilung|Department)|^\s*(?:[A-Z]{1,2}[- ])?\d{4,5}\s+[A-ZÄÖÜ]/i;

/** The bottom of a page: the last lines (by print position when known). */
function inFooter(doc: Doc, line: Line): boolean {
  if (!line.box) return line.pageLine >= line.pageLines - 6;
  const onPage = doc.lines.filter((l) => l.page === line.page && l.box);
  const top = Math.min(...onPage.map((l) => l.box!.y));
  const bottom = Math.max(...onPage.map((l) => l.box!.y));
  return line.box.y >= bottom - 0.15 * Math.max(bottom - top, 400);
}

/** The top of page 1 above any party block: the letterhead. */
function inLetterhead(doc: Doc, line: Line): boolean {
  if (line.page !== 0) return false;
  for (let i = 0; i < line.index; i++) if (doc.lines[i]!.section) return false;
  if (!line.box) return line.pageLine < 8;
  const onPage = doc.lines.filter((l) => l.page === 0 && l.box);
  const top = Math.min(...onPage.map((l) => l.box!.y));
  const bottom = Math.max(...onPage.map((l) => l.box!.y));
  return line.box.y <= top + 0.2 * Math.max(bottom - top, 400);
}

/**
 * A VAT label printed above the id in the same column (a footer table "Sitz | USt-IdNr. | Bank"
 * with the values on the next line): positioned text only.
 */
function labelAbove(doc: Doc, line: Line, start: number, end: number): boolean {
  const above = doc.lines[line.index - 1];
  if (!line.box || !above?.box || above.page !== line.page) return false;
  const span = line.box.spans.filter((s) => s.end > start && s.start < end);
  if (span.length === 0) return false;
  const x0 = Math.min(...span.map((s) => s.item.x));
  const x1 = Math.max(...span.map((s) => s.item.x + s.item.width));
  const over = above.box.spans
    .filter(({ item }) => item.x < x1 + 2 && item.x + item.width > x0 - 2)
    .map(({ item }) => item.str.trim())
    .join(" ");
  return over.length > 0 && over.length <= 40 && VAT_LABEL.test(over);
}

export function vatIdHits(doc: Doc): VatIdHit[] {
  const hits: VatIdHit[] = [];
  for (const line of doc.lines) {
    for (const f of findVatIds(line.text)) {
      const before = line.text.slice(0, f.index);
      const prev = doc.lines[line.index - 1];
      const prevLabel = before.trim() === "" && prev && prev.page === line.page && VAT_LABEL.test(prev.text);
      const labelled = VAT_LABEL.test(before) || Boolean(prevLabel);
      const labelContext = prevLabel ? `${prev!.text} ${before}` : before;
      // Strip the label itself before looking for a buyer hint in front of it.
      const lead = labelContext.replace(VAT_LABEL, "");
      const role = roleAt(doc, line, f.index);
      const block = role ?? blockAbove(doc, line);
      const buyer =
        role === "buyer" ||
        role === "other" ||
        role === "delivery" ||
        block === "buyer" ||
        block === "delivery" ||
        TAX_REPRESENTATIVE.test(labelContext) ||
        underTaxRepresentative(doc, line) ||
        BUYER_VAT_CONTEXT.test(lead) ||
        // "N° TVA client FR…" / "VAT no. customer: GB…": the role word after the label.
        BUYER_AFTER_LABEL.test(before) ||
        /(?:des|der)\s+(?:Leistungsempfängers|Kunden|Käufers|Empfängers)/i.test(line.text.slice(f.end));
      hits.push({
        vatId: f.vatId,
        line,
        index: f.index,
        labelled: labelled || labelAbove(doc, line, f.index, f.end),
        buyer,
        seller: role === "seller",
        sellerArea: block === "seller" || inFooter(doc, line) || inLetterhead(doc, line),
        cluster: !buyer && Boolean(identifierCluster(doc, line, f.index)),
      });
    }
  }
  return hits;
}

/**
 * Role labels of a party block or column, in German, English, French, Dutch, Italian and
 * Spanish: the issuer's ("Verkäufer", "Bill from", "Vendeur", "Leverancier", "Fornitore",
 * "Proveedor") and the recipient's ("Käufer", "Bill to", "Client", "Klant", "Cliente").
 */
const SELLER_LABEL = new RegExp(
  `^(?:Verkäufer|Lieferant|Rechnungssteller|Rechnungsaussteller|Rechnungsersteller|Absender|Leistungserbringer|Auftragnehmer|Verkauft\\s+von|Seller|Supplier|Vendor|From|Bill(?:ed)?\\s+from|Invoice\\s+from|Issued\\s+by|Sold\\s+by|Vendeur|Fournisseur|[ÉE]metteur|Prestataire|Verkoper|Leverancier|Fornitore|Cedente|Prestatore|Proveedor|Emisor|Vendedor)${WE}`,
  "i",
);
const BUYER_LABEL = new RegExp(
  `^(?:Käufer|Kunde|Rechnungsempfänger|Leistungsempfänger|Rechnungsanschrift|Rechnungsadresse|Lieferanschrift|Lieferadresse|Warenempfänger|Auftraggeber|Buyer|Customer|Client|Bill(?:ed)?\\s+to|Ship(?:ped)?\\s+to|Sold\\s+to|Deliver(?:ed|y)?\\s+to|Invoice\\s+to|Acheteur|Destinataire|Adresse\\s+(?:du\\s+client|de\\s+facturation|de\\s+livraison)|Factur[ée]\\s+à|Livr[ée]\\s+à|Livraison|Koper|Klant|Afnemer|Cliente|Committente|Cessionario|Comprador|Destinatario)${WE}`,
  "i",
);
/** Cells that end a party column: our/your references, a fiscal representative's block. */
const COLUMN_END =
  /^(?:Nos|Vos|Our|Your|Unsere?|Ihre?|Onze|Uw|Nostr[io]|Vostr[io]|Nuestr[oa]s?|Sus?)\s|^(?:Référence|Reference|Referenz)/i;

/** A logo or name placeholder of an invoice template, never a name. */
const PLACEHOLDER =
  /(?<![A-Za-zÀ-ÿ])(?:LOGO|Logo|logo|Firmenlogo|Ihr\s+Logo|Your\s+logo|Votre\s+logo|Company\s+name|Firmenname|Nom\s+de\s+la\s+soci[ée]t[ée]|Raison\s+sociale|Your\s+company|Ihre\s+Firma)(?![A-Za-zÀ-ÿ])/;

/** True for a template's placeholder text ("LOGO", "Your logo", "Company name"). */
export const isPlaceholder = (text: string): boolean => PLACEHOLDER.test(text);

type ColumnRole = "seller" | "buyer" | "other";
interface ColumnCell {
  start: number;
  end: number;
  role: ColumnRole;
  /** The cell opened the column (its label). */
  label: boolean;
  /** Which column (in the order they were opened). */
  col: number;
  text: string;
}

/** The role a short cell labels, if it is a party label ("Vendeur", "Adresse du client", "Bill to:"). */
function cellLabelRole(text: string): ColumnRole | undefined {
  const t = text.trim();
  if (t.split(/\s+/).length > 4 && !/:/.test(t)) return undefined;
  if (TAX_REPRESENTATIVE.test(t) || /^(?:SELLER\s+)?TAX\s+REP/i.test(t)) return "other";
  const head = t.split(":")[0]!;
  if (head.split(/\s+/).length > 4 || /\d/.test(head)) return undefined;
  // "Kunde: 4711", "From 01.01. to 31.01.": a number or a period, not a party's column;
  // "Kunde & Partner AG": a company named with a label word ("Vendeur : Muster SARL" is a label).
  if (/\d/.test(t) || LEGAL_FORM.test(head)) return undefined;
  if (SELLER_LABEL.test(t)) return /^From\s+\S/i.test(t) ? undefined : "seller";
  if (BUYER_LABEL.test(t)) return "buyer";
  return undefined;
}

const columnCache = new WeakMap<Doc, Map<number, ColumnCell[]>>();

/**
 * Party columns of page 1 read by position (positioned text only): a role label ("Vendeur",
 * "Bill to", "Adresse du client") opens a column at its left edge; the cells below starting at
 * that edge belong to that party until a gap, another label at that edge or our/your
 * references. Seller and buyer printed side by side are told apart this way, where the
 * reading order joins their lines.
 */
export function columnRoles(doc: Doc): Map<number, ColumnCell[]> {
  const cached = columnCache.get(doc);
  if (cached) return cached;
  const out = new Map<number, ColumnCell[]>();
  columnCache.set(doc, out);
  const boxed = doc.lines.filter((l) => l.page === 0 && l.box);
  if (boxed.length < 3) return out;
  const bottom = Math.max(...boxed.map((l) => l.box!.y));
  const open: { role: ColumnRole; x0: number; lastY: number; size: number; count: number; id: number }[] = [];
  let ids = 0;
  for (const line of boxed) {
    const box = line.box!;
    if (box.y > 0.6 * bottom) break;
    for (let i = open.length - 1; i >= 0; i--) {
      const c = open[i]!;
      if (box.y - c.lastY > 2.6 * Math.max(c.size, box.size) || c.count > 12) open.splice(i, 1);
    }
    const cells: ColumnCell[] = [];
    // "From" opens the issuer's column only beside a recipient's label ("From | Bill to"); alone
    // it heads a route or a period ("From | To").
    const buyerLabelled = line.cells.some((c) => cellLabelRole(c.text) === "buyer");
    for (const cell of line.cells) {
      const end = cell.start + cell.text.length;
      const range = xRangeOf(box, cell.start, end);
      if (!range) continue;
      const at = open.findIndex((c) => Math.abs(c.x0 - range.x0) <= 25);
      const role = cellLabelRole(cell.text);
      const label = role === "seller" && /^From\b/i.test(cell.text.trim()) && !buyerLabelled ? undefined : role;
      if (label) {
        if (at >= 0) open.splice(at, 1);
        open.push({ role: label, x0: range.x0, lastY: box.y, size: box.size, count: 0, id: ++ids });
        cells.push({ start: cell.start, end, role: label, label: true, text: cell.text, col: ids });
        continue;
      }
      if (at < 0) continue;
      const col = open[at]!;
      if (COLUMN_END.test(cell.text.trim())) {
        open.splice(at, 1);
        continue;
      }
      col.lastY = box.y;
      col.count++;
      cells.push({ start: cell.start, end, role: col.role, label: false, text: cell.text, col: col.id });
    }
    if (cells.length > 0) out.set(line.index, cells);
  }
  return out;
}

/** The party a position of a line belongs to: its column when it stands in a party column, else its block. */
function roleAt(doc: Doc, line: Line, index: number): ColumnRole | Line["section"] {
  const cells = columnRoles(doc).get(line.index);
  if (cells) return cells.find((c) => index >= c.start && index < c.end)?.role;
  return sectionAt(line, index);
}

/** Headings of a footer or letterhead column, never a name. */
const COLUMN_HEADING = new RegExp(
  `^(?:Ansprechpartner(?:in)?|Kontakt(?:daten)?|Contact|Coordonnées|Anschrift|Adresse|Address|Impressum|Zahlungsinformationen|Payment|Inhaber(?:in)?|Owner|Vorstand|Directors?|Gérant|Siège|Sitz|Firmensitz|Registered\\s+office|Head\\s+office)${WE}`,
  "i",
);

/** A closing greeting (DE/EN/FR/NL/IT/ES): the line under it is a person signing, not the company. */
const GREETING =
  /^(?:Mit\s+freundlichen|Freundliche\s+Grüße|Viele\s+Grüße|Beste\s+Grüße|Herzliche\s+Grüße|(?:Kind|Best|Warm)\s+regards|Regards|Sincerely|Yours\s+(?:sincerely|faithfully|truly)|Cordialement|Bien\s+à\s+vous|Salutations|Sincères\s+salutations|Met\s+vriendelijke|Cordiali\s+saluti|Distinti\s+saluti|Saludos|Atentamente|Un\s+saludo)/i;
/** The software that made the document ("Erstellt mit …", "Powered by …"), never the issuer. */
const GENERATOR =
  /(?:erstellt\s+(?:mit|durch|von)|generiert\s+(?:mit|durch|von)|created\s+(?:with|by|using)|generated\s+(?:with|by)|powered\s+by|made\s+with|g[ée]n[ée]r[ée]e?\s+(?:par|avec)|r[ée]alis[ée]e?\s+avec|gemaakt\s+met|generato\s+con|generado\s+con)\s/i;

/** Bank names head the bank's column, never the seller's name. */
const BANK_NAME =
  /(?:bank|sparkasse|kasse|raiffeisen|banque|banca|banco|crédit|credit|caisse|postfinance|revolut|qonto|paypal|n26)/i;
/** Register, web and account data that mark a column as the issuer's own. */
const ISSUER_DATA =
  /\b(?:IBAN|HR[AB]\s?\d|Amtsgericht|Registergericht|Handelsregister|RCS|SIRE[NT]|KvK|Company\s+(?:No|number|reg)|Registered\s+in)\b|www\.|https?:\/\//i;

/**
 * The company name heading the column of the issuer's identifiers: the VAT id, IBAN or
 * register line in the footer or the letterhead (or in a column that also holds the account
 * or the register), and the first line of the contiguous run of lines above it in the same
 * column. Footer columns print the company over its address, VAT id and bank.
 */
export function identifierCluster(doc: Doc, line: Line, index: number): { name: string; line: Line } | undefined {
  const block = blockHead(doc, line, index);
  if (!block) return undefined;
  const placed = inFooter(doc, line) || inLetterhead(doc, line) || block.texts.some((t) => ISSUER_DATA.test(t));
  if (!placed) return undefined;
  const name = headName(block.head.text, block.head.line === line);
  return name ? { name, line: block.head.line } : undefined;
}

/**
 * The first line of the contiguous run of lines above a position in its column (positioned
 * text), or, with none above, the line's own first part before the position; undefined in the
 * recipient's block or column.
 */
function blockHead(
  doc: Doc,
  line: Line,
  index: number,
): { head: { text: string; line: Line }; texts: string[] } | undefined {
  if (!line.box) return undefined;
  const cell = line.cells.findLast((c) => c.start <= index) ?? line.cells[0];
  if (!cell) return undefined;
  const range = xRangeOf(line.box, cell.start, cell.start + cell.text.length);
  if (!range) return undefined;
  let top: { text: string; line: Line } | undefined;
  let lastY = line.box.y;
  const texts: string[] = [cell.text];
  for (let i = line.index - 1; i >= 0 && i >= line.index - 8; i--) {
    const l = doc.lines[i]!;
    if (l.page !== line.page) break;
    if (!l.box) {
      if (l.text.trim() === "") break;
      continue;
    }
    if (lastY - l.box.y > 2.4 * Math.max(l.box.size, line.box.size)) break;
    const c = l.cells.find((c) => {
      const r = xRangeOf(l.box!, c.start, c.start + c.text.length);
      return r && Math.abs(r.x0 - range.x0) <= 6;
    });
    if (!c) break;
    const role = roleAt(doc, l, c.start);
    if (role === "buyer" || role === "delivery" || role === "other") return undefined;
    top = { text: c.text, line: l };
    texts.push(c.text);
    lastY = l.box.y;
  }
  if (top) return { head: top, texts };
  // One line: "Muster GmbH · Amtsgericht Kiel HRB 1234 · USt-IdNr. DE…".
  const first = line.cells[0]!;
  if (first.start >= index || lead0(first.text).length >= index - first.start) return undefined;
  return { head: { text: first.text, line }, texts };
}

/** The company name a block's first line gives (on the identifier's own line only one with a legal form). */
function headName(text: string, sameLine: boolean): string | undefined {
  const head = lead0(text).trim();
  if (isPlaceholder(head) || BANK_NAME.test(head) || COLUMN_HEADING.test(head) || /@|\d{3,}/.test(head))
    return undefined;
  if (LEGAL_FORM.test(head)) return cutName(head);
  return !sameLine && isNamePart(head) ? head : undefined;
}

/** Confidence at most for a VAT id whose check digits are wrong (misread or mistyped): a suggestion. */
const BAD_CHECKSUM_CAP = 0.45;

/**
 * The partner's VAT id: labelled ids not in the recipient's block and not the recipient's own.
 * An id with wrong check digits is offered as a suggestion only.
 */
export function extractPartnerVatId(doc: Doc, opts: PartyOptions = {}): ExtractedValue | undefined {
  const found = pickPartnerVatId(doc, opts);
  if (!found || vatIdChecksumOk(found.value) !== false) return found;
  // Check digits that do not match: what the invoice says is still the value to capture when a
  // label ties it to the seller's letterhead, block or footer (the review form warns at the
  // field, and no partner is created with it); an unlabelled or unplaced id stays a suggestion.
  const anchored = vatIdHits(doc).some((h) => h.vatId === found.value && h.labelled && h.sellerArea && !h.buyer);
  return anchored ? found : { ...found, confidence: Math.min(found.confidence, BAD_CHECKSUM_CAP) };
}

function pickPartnerVatId(doc: Doc, opts: PartyOptions): ExtractedValue | undefined {
  const own = new Set((opts.ownVatIds ?? []).map(normalizeVatId));
  const hits = vatIdHits(doc).filter((h) => !own.has(h.vatId));
  const candidates: Candidate<string>[] = [];
  const buyerIds = new Set(hits.filter((h) => h.buyer).map((h) => h.vatId));
  for (const h of hits) {
    if (h.buyer || buyerIds.has(h.vatId)) continue;
    let confidence = h.labelled ? 0.86 : 0.62;
    if (h.seller) confidence += 0.06;
    else if (h.cluster) confidence += 0.03;
    if (vatIdChecksumOk(h.vatId) === true) confidence += 0.04;
    candidates.push({ value: h.vatId, confidence, line: h.line.index, rule: h.labelled ? "vat-label" : "vat" });
  }
  // Several ids of unknown owners: the issuer's may be any of them.
  const distinctIds = new Set(candidates.map((c) => c.value));
  const sellerIds = new Set(hits.filter((h) => h.seller).map((h) => h.vatId));
  if (distinctIds.size > 1 && sellerIds.size === 1) {
    const [id] = sellerIds;
    return pick(
      candidates.filter((c) => c.value === id),
      { cap: 0.9 },
    );
  }
  // None in a labelled seller block, one under a company name in the issuer's identifier column.
  const clusterIds = new Set(hits.filter((h) => h.cluster && !buyerIds.has(h.vatId)).map((h) => h.vatId));
  if (distinctIds.size > 1 && sellerIds.size === 0 && clusterIds.size === 1) {
    const [id] = clusterIds;
    return pick(
      candidates.filter((c) => c.value === id),
      { cap: 0.9 },
    );
  }
  // Else the one printed in the block headed by the issuer's name (read surely elsewhere).
  if (distinctIds.size > 1 && sellerIds.size === 0) {
    const named = idsOfNamedSeller(doc, hits, buyerIds, opts);
    if (named.size === 1) {
      const [id] = named;
      return pick(
        candidates.filter((c) => c.value === id),
        { cap: 0.9 },
      );
    }
  }
  const picked = pick(candidates, { conflictPenalty: 0.45 });
  // Two different ids of the seller's side and none in a seller block: which is the issuer's
  // (a fiscal representative's, a group's, a previous one) is a guess, offered as a suggestion.
  if (picked && distinctIds.size > 1 && sellerIds.size === 0)
    return { ...picked, confidence: Math.min(picked.confidence, CONFLICTING_IDS_CAP) };
  return picked;
}

/** A seller name at least this sure (the fill threshold) attributes the ids of its block. */
const SURE_NAME = 0.5;

/** The ids printed in a block (column or line) whose first line names the seller read surely. */
function idsOfNamedSeller(doc: Doc, hits: VatIdHit[], buyerIds: Set<string>, opts: PartyOptions): Set<string> {
  const name = extractPartnerName(doc, { ownNames: opts.ownNames });
  const out = new Set<string>();
  if (!name || name.confidence < SURE_NAME) return out;
  const core = nameCore(name.value);
  if (!core) return out;
  for (const h of hits) {
    if (h.buyer || buyerIds.has(h.vatId)) continue;
    const block = blockHead(doc, h.line, h.index);
    const head = block && headName(block.head.text, block.head.line === h.line);
    if (head && nameCore(head) === core) out.add(h.vatId);
  }
  return out;
}

/** Confidence at most for one of several different VAT ids none of which stands in a seller block. */
const CONFLICTING_IDS_CAP = 0.45;

/** Legal forms that mark a company name. */
const LEGAL_FORM = new RegExp(
  `${WB}(?:G[Mm][Bb][Hh]\\s*&\\s*C[Oo]\\.?(?:\\s*(?:KG|OHG)(?:aA)?)?|gGmbH|GmbH|GMBH|mbH|MBH|AG|KGaA|KG|OHG|oHG|GbR|e\\.\\s?K(?:fm|fr)?\\.|e\\.\\s?V\\.|eG|UG(?:\\s*\\(haftungsbeschränkt\\))?|PartG(?:\\s*mbB)?|SE|Ltd\\.?|Limited|LLC|LLP|Inc\\.?|Corp\\.?|S\\.à\\s?r\\.\\s?l\\.|S\\.?à\\.?r\\.?l\\.?|S\\.A\\.|S\\.r\\.l\\.|Srl|B\\.V\\.|N\\.V\\.|ApS|A/S|Oy|e\\.U\\.|OG|KEG|a\\.\\s?G\\.|VVaG|Sp\\.\\s?z\\s?o\\.\\s?o\\.|s\\.r\\.o\\.|plc|PLC|mbB|SAS|SARL|SASU|EURL|SA|SPRL|SRL|NV|BV|DAC|S\\.p\\.A\\.|SpA|S\\.L\\.|Ges\\.?\\s?m\\.?\\s?b\\.?\\s?H\\.?|AB|AS|ASA)(?![A-Za-zÄÖÜäöüßÀ-ÿ])`,
);

/** Cuts a name out of a text: up to and including the legal form, else up to the first comma or separator. */
export function cutName(text: string): string | undefined {
  let t = text.trim().replace(/^[•·|\-–:]+\s*/, "");
  const lf = LEGAL_FORM.exec(t);
  if (lf) t = t.slice(0, lf.index + lf[0].length);
  else t = t.split(/\s{2,}|\s[·|•●∙⋅▪]\s|,\s|\s[-–]\s/)[0]!;
  t = t.trim().replace(/[,;:]$/, "");
  if (t.length < 2 || t.length > 80) return undefined;
  if (!/[A-Za-zÄÖÜäöüß]{2}/.test(t)) return undefined;
  return t;
}

/**
 * Words of lines that are not names: labels, headings, contact data. Each matches as a whole
 * word or as the head of a label compound ("Kontonummer", "Rechnungsdatum", "Steuer-Nr."),
 * never as the start of another word: "Kontor Hamburg GmbH", "Bankhaus Lampe KG" and
 * "Steuerberatung Kaiser" are names.
 */
const NOT_A_NAME_WORDS = String.raw`Rechnung|Invoice|Gutschrift|Seite|Page|Datum|Date|Tel|Telefon|Fax|E-?Mail|IBAN|BIC|USt|MwSt|VAT|Steuer|Warenwert|Nettobetrag|Endbetrag|Skonto|Konto|Bank|Postfach|Geschäftsführer|Geschäftsführerin|Geschäftsführung|Geschäftsführend|Geschäftsführende|Geschäftsführender|Amtsgericht|Registergericht|HRB|HRA|Sitz|Handelsregister|Beispiel|Nummer|Kunden|Kunde|Lieferschein|Betreff|Bemerkung|Anschrift|Name`;
/** What follows such a word in a label compound (with a linking "s" or a hyphen before it). */
const LABEL_TAIL = String.raw`(?:s|-)?(?:nummer|nr|datum|betrag|beträge|inhaber|verbindung|verbindungen|daten|name|leitzahl|adresse|anschrift|angaben|empfänger|id|identifikationsnummer|stand|auszug|summe|satz|sätze)?`;

/** Lines that are not names: labels, headings, addresses, contact data, amounts. */
const NOT_A_NAME = new RegExp(
  `${WB}(?:${NOT_A_NAME_WORDS})${LABEL_TAIL}${WE}|${WB}(?:www\\.|https?:)|(?:straße|strasse|str\\.|weg|platz|allee|gasse)(?![A-Za-zÄÖÜäöüß])`,
  "i",
);

/** True when the text reads as a label, heading or address line rather than a name (exported for tests). */
export const isNonNameText = (text: string): boolean => NOT_A_NAME.test(text);

interface NameCandidate {
  name: string;
  confidence: number;
  source: string;
  line: number;
}

function isOwn(name: string, ownNames: string[]): boolean {
  const core = nameCore(name);
  if (!core) return false;
  return ownNames.some((o) => {
    const oc = nameCore(o);
    return oc.length > 0 && (oc === core || core.includes(oc) || oc.includes(core));
  });
}

/** The first part of a cell split at "·", "|" or a column gap. */
const lead0 = (text: string) => text.split(/\s[·|•●∙⋅▪]\s|\s{2,}/)[0]!;

/** A short line that can be part of a name: no digits, no colon, at most 4 words, not a known non-name. */
function isNamePart(text: string): boolean {
  const t = text.trim();
  return (
    t.length > 1 &&
    t.length <= 40 &&
    !/[\d:@]/.test(t) &&
    t.split(/\s+/).length <= 4 &&
    /^[A-ZÄÖÜ]/.test(t) &&
    !NOT_A_NAME.test(t) &&
    !LEGAL_FORM.test(t) &&
    !/^(?:Herrn?|Frau|Firma|An|To|Mr|Mrs|Ms|Inhalt|Bemerkungen?)\b/.test(t)
  );
}

/** Normalized name without legal form: for grouping "Muster GmbH" with "MUSTER GMBH" and "Muster". */
export function nameCore(name: string): string {
  return normalizeName(name.replace(new RegExp(LEGAL_FORM.source, "g"), " "));
}

/** The partner's (issuer's) name. Low confidence unless two places of the document agree. */
export function extractPartnerName(doc: Doc, opts: PartyOptions = {}): ExtractedValue | undefined {
  const ownNames = opts.ownNames ?? [];
  const found: NameCandidate[] = [];
  const add = (text: string | undefined, confidence: number, source: string, line: Line, whole = false) => {
    if (!text) return;
    // A labelled name ("Name: Rohstoff AG Salzgitter") is the whole value, words after the legal form too.
    const full = whole ? lead0(text.trim()).replace(/[,;:]$/, "") : undefined;
    const name =
      full && full.length <= 80 && !/\d/.test(full) && /[A-Za-zÄÖÜäöüß]{2}/.test(full) ? full : cutName(text);
    if (!name || NOT_A_NAME.test(name) || isPlaceholder(name) || /\d{3,}/.test(name)) return;
    if (isOwn(name, ownNames)) return;
    // A closing greeting, the person signing under it, the software that made the document.
    if (GREETING.test(name) || GENERATOR.test(line.text)) return;
    const prev = doc.lines[line.index - 1];
    if (prev?.page === line.page && GREETING.test(prev.text.trim()) && !LEGAL_FORM.test(name)) return;
    const bonus = LEGAL_FORM.test(name) ? 0.08 : 0;
    found.push({ name, confidence: confidence + bonus, source, line: line.index });
  };

  const buyerNames = new Set<string>();
  for (const line of doc.lines) {
    const first = line.cells[0]?.text ?? "";
    // Block headed "Verkäufer" / "Lieferant" / "Sold by": its "Name:" line or the heading's own text.
    if (line.section === "buyer" && line.sectionCells !== undefined) {
      // The address window: its company name is the recipient's; other columns go on below.
      const own = lead0(first);
      if (LEGAL_FORM.test(own)) buyerNames.add(nameCore(cutName(own) ?? own));
    } else if (line.section === "seller" || line.section === "buyer" || line.section === "delivery") {
      const nameLabel = /^Name\s*:\s*(.+)$/i.exec(line.text.trim());
      const heading = sectionHeading(first);
      const inline = heading ? /^[^:]*?(?:by|von|:)\s*(.+)$/i.exec(line.text.trim())?.[1] : undefined;
      const value = nameLabel?.[1] ?? inline;
      // The line right under a bare seller heading ("Rechnungsersteller" / "Lieferant GmbH"): a company name.
      const prev = doc.lines[line.index - 1];
      if (
        !value &&
        !heading &&
        line.section === "seller" &&
        prev?.page === line.page &&
        sectionHeading(prev.cells[0]?.text ?? "") === "seller" &&
        (prev.cells[0]?.text ?? "").trim().split(/\s+/).length === 1 &&
        LEGAL_FORM.test(lead0(first))
      ) {
        add(cutName(lead0(first)), 0.7, "seller-heading-next", line);
        continue;
      }
      // The block's first line without a label ("Verkäufer:" / "Nummer : 549910" / "Lieferant GmbH"):
      // its name, when no "Name:" line says it.
      if (
        !value &&
        !heading &&
        line.section === "seller" &&
        !/:/.test(line.text) &&
        firstPlainLineOfBlock(doc, line) &&
        !/\d/.test(lead0(first)) &&
        (LEGAL_FORM.test(lead0(first)) || isNamePart(lead0(first)))
      ) {
        add(lead0(first), LEGAL_FORM.test(lead0(first)) ? 0.7 : 0.6, "seller-block", line);
        continue;
      }
      if (value) {
        // A text line without label right above "Name:" in the block: the name wrapped over two lines.
        const prev = doc.lines[line.index - 1];
        const wrapped =
          nameLabel && prev && prev.section === line.section && !sectionHeading(prev.text) && isNamePart(prev.text)
            ? `${prev.text.trim()} ${value.trim()}`
            : undefined;
        if (line.section === "seller")
          add(wrapped ?? value, wrapped ? 0.62 : 0.72, "seller-block", line, Boolean(nameLabel));
        else {
          const n = cutName(value);
          if (n) buyerNames.add(nameCore(n));
        }
      }
      continue;
    }
    if (line.page === 0 && line.pageLine < 25 && line.section === undefined) {
      // Sender line above the address window: "Muster GmbH · Musterstr. 1 · 12345 Berlin".
      if (SENDER_LINE.test(first)) add(first.split(/\s[·|•●∙⋅▪,–-]\s/)[0], 0.6, "sender-line", line);
      // "Muster GmbH, Musterstr. 1, 12345 Berlin" in small print: the company (legal form) first.
      else if (COMMA_SENDER_LINE.test(first) && (!line.box || line.box.size <= 8)) {
        const company = first.split(/,\s/)[0]!;
        if (LEGAL_FORM.test(company)) add(company, 0.6, "sender-line", line);
      }
      // Letterhead: a company name among the first lines.
      const nonEmptyBefore = doc.lines.filter((l) => l.page === 0 && l.index < line.index && l.text.trim()).length;
      if (nonEmptyBefore < 6 && LEGAL_FORM.test(lead0(first)) && !/\d/.test(lead0(first)))
        add(lead0(first), 0.4, "letterhead", line);
    }
    // Footer block: a company name in the last lines of a page ("Muster GmbH · Geschäftsführer: …").
    const cell0 = first.split(/\s[·|•●∙⋅▪]\s|\s{2,}/)[0]!;
    // "MVM … a.G. Tel. +43 147 517079": the name up to its legal form, contact data after it.
    const lead = LEGAL_FORM.test(cell0) ? (cutName(cell0) ?? cell0) : cell0;
    const footer = line.pageLine >= line.pageLines - 14 && !sectionAt(line, 0) && !columnRoles(doc).has(line.index);
    if (footer && LEGAL_FORM.test(lead) && !/\d/.test(lead) && lead.length <= 60) {
      const prev = doc.lines[line.index - 1];
      const before = doc.lines[line.index - 2];
      // A short text line above, itself after a blank line: the name's first line.
      if (
        prev &&
        prev.page === line.page &&
        isNamePart(prev.text) &&
        (!before || before.text.trim() === "" || before.page !== line.page)
      ) {
        add(`${prev.text.trim()} ${lead}`, 0.4, "footer", line);
        add(lead, 0.3, "footer-part", line);
      } else add(lead, 0.4, "footer", line);
    }
    // "Muster GmbH, USt-IdNr. DE123456789".
    const vat = findVatIds(line.text)[0];
    if (vat && vat.index > 0 && !sectionAt(line, vat.index)) {
      const before = line.text.slice(0, vat.index).replace(VAT_LABEL, "");
      if (LEGAL_FORM.test(before)) add(before, 0.4, "vat-line", line);
    }
    // "Kontoinhaber: Muster GmbH".
    const holder = /(?:Kontoinhaber|Kontoname|Account\s+(?:holder|name)|Empfänger)\s*:\s*(.+)$/i.exec(line.text);
    if (holder) add(holder[1], 0.4, "account-holder", line);
  }

  columnNameCandidates(doc, add, buyerNames);
  domainNameCandidates(doc, add);
  clusterNameCandidates(doc, add);
  layoutNameCandidates(doc, add, buyerNames);

  const usable = found.filter((f) => !buyerNames.has(nameCore(f.name)));
  if (usable.length === 0) return undefined;
  // Group by name core; each further kind of place that names the same company adds confidence.
  const groups = new Map<string, NameCandidate[]>();
  for (const f of usable) {
    const core = nameCore(f.name);
    if (!core) continue;
    const key =
      [...groups.keys()].find(
        (k) => k === core || (k.length >= 5 && core.startsWith(k)) || (core.length >= 5 && k.startsWith(core)),
      ) ?? core;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const domains = emailDomains(doc);
  const scored = [...groups.values()].map((g) => {
    const best = g.reduce((a, b) => (b.confidence > a.confidence ? b : a));
    // Independent places: one source per line (a short page's first lines are also its last).
    const byLine = new Map<number, string>();
    for (const c of g) if (!byLine.has(c.line)) byLine.set(c.line, c.source);
    const sources = new Set(byLine.values());
    let confidence = best.confidence + 0.12 * Math.min(2, sources.size - 1);
    const words = nameCore(best.name)
      .split(" ")
      .filter((w) => w.length >= 4);
    const inDomain = words.some((w) => domains.some((d) => d.includes(w)));
    if (inDomain) confidence += 0.1;
    // Confirmed: named at two independent places, in a labelled seller block, next to a VAT id
    // or as the account holder, in the sender line above the address window, or in the e-mail/web
    // domain. A name seen at one place only (the largest print at the top, the footer's first
    // line) is as often the recipient's, a brand or a product: suggested, not filled.
    // (Every place counts here, also one on a line another rule read first.)
    const confirmed = sources.size >= 2 || inDomain || g.some((c) => CONFIRMING_SOURCES.has(c.source));
    return { name: best.name, confidence, confirmed };
  });
  scored.sort((a, b) => b.confidence - a.confidence);
  const [top, second] = scored;
  // Every candidate was a bare legal form ("SARL", "SASU au capital de …"): no name.
  if (!top) return undefined;
  let confidence = top.confidence;
  if (second) confidence -= 0.25 * second.confidence;
  // The same name spelt differently at two places (a misread scan): which spelling is right
  // is a guess, offered as a suggestion.
  const topCore = nameCore(top.name);
  if (scored.slice(1).some((o) => nearlySame(topCore, nameCore(o.name))))
    confidence = Math.min(confidence, SPELLING_CONFLICT_CAP);
  if (!top.confirmed) confidence = Math.min(confidence, UNCONFIRMED_NAME_CAP);
  return { value: top.name, confidence: round2(clamp01(Math.min(0.9, confidence))) };
}

/** A sender line with commas: name, street with number, postcode and town. */
const COMMA_SENDER_LINE = /^[^,\d]{2,60},\s[^,]*\d[^,]*,\s(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜ][^,]*$/;

/** Whether a seller-block line is the block's first without a label, and the block has no "Name:" line. */
function firstPlainLineOfBlock(doc: Doc, line: Line): boolean {
  let i = line.index - 1;
  for (; i >= 0; i--) {
    const l = doc.lines[i]!;
    if (l.text.trim() === "" && l.page === line.page) continue;
    if (l.section !== line.section || l.page !== line.page) return false;
    if (sectionHeading(l.cells[0]?.text ?? "")) break;
    if (!/:/.test(l.text)) return false;
  }
  if (i < 0) return false;
  for (let j = line.index + 1; j < doc.lines.length && doc.lines[j]!.section === line.section; j++)
    if (/^\s*Name\s*:/i.test(doc.lines[j]!.text)) return false;
  return true;
}

/** The name a party column's cell gives: "Nom : X", a company, or a short line of capitalised words. */
function columnCellName(text: string): string | undefined {
  const t = lead0(text).trim();
  const labelled = /^(?:Nom|Name|Raison\s+sociale|Company|Firma|Naam|Nome|Nombre)\s*:\s*(.+)$/i.exec(t)?.[1]?.trim();
  const v = labelled ?? t;
  if (isPlaceholder(v) || NOT_A_NAME.test(v) || /\d{3,}|@|:/.test(v) || cellLabelRole(v)) return undefined;
  if (/^(?:Herrn?|Frau|Firma|Attn\.?|z\.\s?Hd|M\.|Mme|Mr\.?|Mrs\.?|Ms\.?)(?:\s|$)/.test(v)) return undefined;
  if (LEGAL_FORM.test(v)) return cutName(v);
  return isNamePart(v) || (labelled && v.length <= 60 && !/\d/.test(v)) ? v : undefined;
}

/**
 * Names from party columns read by position (see columnRoles): the first name line of a seller
 * column is the issuer's, that of a buyer column the recipient's (never the partner).
 */
function columnNameCandidates(
  doc: Doc,
  add: (text: string | undefined, confidence: number, source: string, line: Line, whole?: boolean) => void,
  buyerNames: Set<string>,
) {
  const done = new Set<number>();
  const seen = new Map<number, number>();
  for (const [index, cells] of columnRoles(doc)) {
    const line = doc.lines[index]!;
    for (const cell of cells) {
      if (done.has(cell.col) || cell.role === "other") continue;
      // A label with its value inline ("Vendeur : Muster SARL"), else the lines below it.
      const text = cell.label ? /:\s*(\S.*)$/.exec(cell.text)?.[1] : cell.text;
      if (!text) continue;
      const tries = (seen.get(cell.col) ?? 0) + 1;
      seen.set(cell.col, tries);
      if (tries > 2) {
        done.add(cell.col);
        continue;
      }
      const name = columnCellName(text);
      if (!name) continue;
      done.add(cell.col);
      if (cell.role === "buyer") buyerNames.add(nameCore(name));
      else add(name, 0.7, "seller-column", line, true);
    }
  }
}

/**
 * Names at the top of page 1 whose word is the domain of the e-mail or web address printed in
 * the footer or the letterhead ("CRONUS DE" over info@cronus.com): the issuer's own address
 * names it. Positioned text only; the recipient's block is left out.
 */
function domainNameCandidates(
  doc: Doc,
  add: (text: string | undefined, confidence: number, source: string, line: Line) => void,
) {
  const domains: string[] = [];
  for (const line of doc.lines) {
    if (!line.box || !(inFooter(doc, line) || inLetterhead(doc, line))) continue;
    for (const e of findEmails(line.text)) {
      const role = roleAt(doc, line, e.index);
      if (role === "buyer" || role === "delivery" || role === "other") continue;
      domains.push(
        e.email
          .split("@")[1]!
          .split(".")
          .slice(-2, -1)[0]!
          .replace(/[^a-z0-9]/g, ""),
      );
    }
    for (const m of line.text.matchAll(/www\.([A-Za-z0-9-]+)\./g)) domains.push(m[1]!.toLowerCase().replace(/-/g, ""));
  }
  if (domains.length === 0) return;
  const boxed = doc.lines.filter((l) => l.page === 0 && l.box);
  if (boxed.length < 3) return;
  const top = Math.min(...boxed.map((l) => l.box!.y));
  const bottom = Math.max(...boxed.map((l) => l.box!.y));
  for (const line of boxed) {
    if (line.box!.y > top + 0.35 * Math.max(bottom - top, 400)) break;
    for (const cell of line.cells) {
      const role = roleAt(doc, line, cell.start);
      if (role === "buyer" || role === "delivery" || role === "other") continue;
      const name = headName(cell.text, false);
      if (!name || DOCUMENT_TITLE.test(name)) continue;
      const words = nameCore(name)
        .split(" ")
        .filter((w) => w.length >= 4);
      if (words.some((w) => domains.some((d) => d === w || (w.length >= 5 && d.startsWith(w)))))
        add(name, 0.55, "domain-name", line);
    }
  }
}

/** Names heading the column of the issuer's VAT id, IBAN or register entry (see identifierCluster). */
function clusterNameCandidates(
  doc: Doc,
  add: (text: string | undefined, confidence: number, source: string, line: Line) => void,
) {
  for (const line of doc.lines) {
    if (!line.box) continue;
    const marks: { index: number; companyOnly: boolean }[] = [];
    for (const f of findVatIds(line.text)) marks.push({ index: f.index, companyOnly: false });
    for (const f of findIbans(line.text)) marks.push({ index: f.index, companyOnly: true });
    const reg = /\b(?:HR[AB]\s?\d|Amtsgericht|Registergericht|RCS)\b/.exec(line.text);
    if (reg) marks.push({ index: reg.index, companyOnly: false });
    // Phone, e-mail and web lines of the footer: the company over them is the issuer.
    const contact = /(?:\b(?:Tel|Telefon|Phone|Fon|Fax|E-?Mail)\b|www\.|@)/i.exec(line.text);
    if (contact && inFooter(doc, line)) marks.push({ index: contact.index, companyOnly: false });
    for (const m of marks) {
      const role = roleAt(doc, line, m.index);
      if (role === "buyer" || role === "delivery" || role === "other") continue;
      const found = identifierCluster(doc, line, m.index);
      if (!found || (m.companyOnly && !LEGAL_FORM.test(found.name))) continue;
      // A company (legal form) ties itself to the ids; a bare line of words ("Ansprechpartner",
      // a person's name) heading the column only adds a place.
      if (LEGAL_FORM.test(found.name)) add(found.name, 0.6, "id-cluster", found.line);
      else add(found.name, 0.45, "id-cluster-plain", found.line);
    }
  }
}

/** Places that tie a name to the seller by themselves (a label, the VAT id, the bank account). */
const CONFIRMING_SOURCES = new Set([
  "seller-column",
  "id-cluster",
  "seller-block",
  "seller-heading-next",
  "vat-line",
  "account-holder",
  "sender-line",
]);

/** Confidence at most for a name found at one place only, with nothing tying it to the seller. */
export const UNCONFIRMED_NAME_CAP = 0.45;

/** Confidence at most for a name spelt differently elsewhere in the document. */
const SPELLING_CONFLICT_CAP = 0.45;

/** Two names that differ by one to three edits (and are not short): one misread of the other. */
function nearlySame(a: string, b: string): boolean {
  if (a === b || Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 3) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  const d = prev[b.length]!;
  return d >= 1 && d <= 3;
}

const DOCUMENT_TITLE =
  /^(?:[A-ZÄÖÜ]?[a-zäöüß]*rechnung|Rechnung|Invoice|Tax\s+invoice|Facture|Avoir|Gutschrift|Credit\s+note|Rechnungskorrektur|Mahnung|\d\.\s*Mahnung|Zahlungserinnerung|Reminder|Payment\s+reminder|Relance|Lieferschein|Delivery\s+note|Bon\s+de\s+livraison|Packing\s+slip|Angebot|Quote|Devis)\b/i;

/**
 * Name candidates from the page geometry (positioned text only): the letterhead (the largest
 * print in the top quarter of page 1 that is not the document's title) and the top of the
 * footer (the first line of its left column, or the first part of a centred footer line).
 * Lines the reading order gives the recipient are left out.
 */
function layoutNameCandidates(
  doc: Doc,
  add: (text: string | undefined, confidence: number, source: string, line: Line) => void,
  buyerNames: Set<string>,
) {
  const boxed = doc.lines.filter((l) => l.box && l.page === 0);
  if (boxed.length < 3) return;
  const sizes = boxed.map((l) => l.box!.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const bottom = Math.max(...boxed.map((l) => l.box!.y));
  const top = Math.min(...boxed.map((l) => l.box!.y));
  const height = Math.max(bottom - top, 400);
  const usableName = (l: Line, text: string) =>
    l.section === undefined &&
    !DOCUMENT_TITLE.test(text.trim()) &&
    !/\d{3,}|@|:/.test(text) &&
    /[A-Za-zÀ-ÿ]{2}/.test(text) &&
    !NOT_A_NAME.test(text);

  // Letterhead: the largest print near the top.
  const head = boxed
    .filter((l) => l.box!.y < top + 0.28 * height && l.box!.size >= 1.3 * median)
    .sort((a, b) => b.box!.size - a.box!.size || a.box!.y - b.box!.y);
  const letter = head.find((l) => usableName(l, lead0(l.cells[0]?.text ?? "")));
  if (letter) {
    const text = lead0(letter.cells[0]!.text);
    if (!buyerNames.has(nameCore(cutName(text) ?? text))) add(text, 0.62, "letterhead-print", letter);
  }

  // Footer: lines in the bottom 12 % after a gap; the first line of the block.
  for (let p = 0; p < Math.min(2, doc.lines.at(-1)!.page + 1); p++) {
    const pageLines = doc.lines.filter((l) => l.box && l.page === p);
    if (pageLines.length === 0) continue;
    const pageBottom = Math.max(...pageLines.map((l) => l.box!.y));
    const footer = pageLines.filter((l) => l.box!.y > pageBottom - 0.12 * height);
    // Leave out the page number line.
    const block = footer.filter((l) => !/^(?:Seite|Page)\s+\d/i.test(l.text.trim()));
    const first = block[0];
    if (!first) continue;
    const cell = first.cells[0]?.text ?? "";
    const part = cell.split(/\s[·|•●∙⋅▪]\s/)[0]!;
    if (usableName(first, part) && part.length <= 70) add(part, 0.45, "footer-top", first);
  }
}

/** Domains of e-mail addresses and web sites outside the recipient's block, letters and digits only. */
function emailDomains(doc: Doc): string[] {
  const out: string[] = [];
  for (const line of doc.lines) {
    for (const e of findEmails(line.text)) {
      const role = sectionAt(line, e.index);
      if (role === "buyer" || role === "delivery") continue;
      out.push(normalizeName(e.email.split("@")[1]!.replace(/\.[a-z]+$/, "")));
    }
    for (const m of line.text.matchAll(/www\.([A-Za-z0-9-]+)\./g)) out.push(normalizeName(m[1]!));
  }
  return out.map((d) => d.replace(/\s/g, ""));
}

/** The partner's e-mail addresses: addresses outside the recipient's block and not at the recipient's own domain. */
export function extractPartnerEmails(
  doc: Doc,
  partnerName?: string,
  ownNames: string[] = [],
): ExtractedValue<string[]> | undefined {
  const ownWords = ownNames.flatMap((n) => significantWords(n));
  let emails: { email: string; seller: boolean; domain: string }[] = [];
  for (const line of doc.lines) {
    for (const e of findEmails(line.text)) {
      const role = sectionAt(line, e.index);
      if (role === "buyer" || role === "delivery") continue;
      if (/Ihre?\s+E-?Mail|your\s+e-?mail/i.test(line.text.slice(0, e.index))) continue;
      const domain = normalizeName(e.email.split("@")[1]!).replace(/\s/g, "");
      if (ownWords.some((w) => domain.includes(w))) continue;
      if (!emails.some((x) => x.email === e.email)) emails.push({ email: e.email, seller: role === "seller", domain });
    }
  }
  if (emails.length === 0) return undefined;
  let confidence = 0.7;
  // Several domains: keep those of the partner's name if that tells them apart.
  const nameWords = partnerName ? significantWords(partnerName) : [];
  const matching = emails.filter((e) => nameWords.some((w) => e.domain.includes(w)));
  if (matching.length > 0) {
    emails = matching;
    confidence += 0.1;
  } else if (new Set(emails.map((e) => e.domain)).size > 1) confidence -= 0.15;
  if (emails.every((e) => e.seller)) confidence += 0.12;
  return { value: emails.map((e) => e.email), confidence: round2(Math.min(0.9, confidence)) };
}

/** Words of a name that can identify it in a domain (≥ 4 letters, no legal form). */
function significantWords(name: string): string[] {
  return nameCore(name)
    .split(" ")
    .filter((w) => w.length >= 4);
}
