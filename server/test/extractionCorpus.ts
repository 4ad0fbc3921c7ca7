/**
 * Accuracy of text extraction against hybrid e-invoices (Factur-X / ZUGFeRD): the PDF's
 * visible text and its embedded CII XML describe the same invoice, so the XML's values are the
 * reference for what extractInvoiceFields reads from the text. Used by the corpus test and by
 * `npx tsx bench/captureAccuracy.ts`; not used by the application.
 *
 * The reference values are read with a simple local-name lookup of CII elements; this is not
 * the e-invoice parser.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import type { ExtractedInvoiceFields, ExtractedValue } from "../domain/capture/types.ts";
import { extractInvoiceFields, FILL_THRESHOLD } from "../domain/extraction/index.ts";
import { decimalToCents, normalizeRate } from "../domain/extraction/numbers.ts";
import { extractPdfTextPages, openPdf } from "../domain/extraction/pdfText.ts";
import { normalizeName } from "../domain/extraction/text.ts";

export const FX_CORPUS_DIR = path.resolve(
  import.meta.dirname,
  "../../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX",
);

/** Fields compared with the XML. */
export const COMPARED_FIELDS = [
  "invoiceNumber",
  "invoiceDate",
  "dueDate",
  "deliveredFrom",
  "deliveredUntil",
  "net",
  "vatAmount",
  "total",
  "vatBreakdown",
  "currency",
  "iban",
  "bic",
  "paymentReference",
  "partnerVatId",
  "partnerName",
  "partnerEmails",
  "orderNumber",
  "isCreditMemo",
] as const satisfies readonly (keyof ExtractedInvoiceFields)[];
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** correct / wrong; "extra": found though the XML has no value (unverifiable); "extraWrong": that value belongs to someone else in the XML. */
export type Outcome = "correct" | "wrong" | "missed" | "extra" | "extraWrong" | "none";

export interface FieldResult {
  expected?: unknown;
  got?: unknown;
  confidence?: number;
  outcome: Outcome;
}

export interface FileResult {
  file: string;
  pages: number;
  ms: number;
  fields: Record<ComparedField, FieldResult>;
}

export interface FieldStats {
  field: ComparedField;
  /** Files whose XML has the field. */
  inXml: number;
  /** Files where the extractor returned the field (confidence ≥ threshold). */
  found: number;
  correct: number;
  /** Found and different from the XML's value (including values the XML gives another party). */
  wrong: number;
  /** Found where the XML has no value to compare with. */
  unverified: number;
  /** correct / (correct + wrong); 1 when nothing was checked. */
  precision: number;
  /** correct / inXml. */
  recall: number;
}

export interface Report {
  threshold: number;
  files: FileResult[];
  fields: FieldStats[];
  overall: {
    inXml: number;
    found: number;
    correct: number;
    wrong: number;
    unverified: number;
    precision: number;
    recall: number;
  };
  pages: number;
  msPerPage: number;
}

// ---------------------------------------------------------------------------------------------
// CII reference values

type XNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name: string, _jpath: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
});

/** Child elements by local name along a path ("A/B/C"); every level may repeat. */
function all(nodes: XNode[], pathExpr: string): XNode[] {
  let current = nodes;
  for (const name of pathExpr.split("/")) {
    const next: XNode[] = [];
    for (const n of current) {
      const child = n[name];
      if (Array.isArray(child))
        for (const c of child) next.push(typeof c === "object" && c !== null ? (c as XNode) : { "#text": String(c) });
    }
    current = next;
  }
  return current;
}

/** Descendants by local name at any depth. */
function deep(nodes: XNode[], name: string): XNode[] {
  const out: XNode[] = [];
  const walk = (n: XNode) => {
    for (const [k, v] of Object.entries(n)) {
      if (k.startsWith("@") || k === "#text" || !Array.isArray(v)) continue;
      for (const c of v) {
        if (typeof c !== "object" || c === null) {
          if (k === name) out.push({ "#text": String(c) });
          continue;
        }
        if (k === name) out.push(c as XNode);
        walk(c as XNode);
      }
    }
  };
  nodes.forEach(walk);
  return out;
}

const text = (n: XNode | undefined): string | undefined => {
  if (!n) return undefined;
  const t = n["#text"];
  const s = Array.isArray(t) ? t.join("") : t;
  return typeof s === "string" ? s.trim() : undefined;
};
const first = (nodes: XNode[], p: string) => text(all(nodes, p)[0]);
const ciiDate = (s: string | undefined) =>
  s && /^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : undefined;

export interface Reference {
  values: Partial<Record<ComparedField, unknown>>;
  /** Values the XML gives another party (buyer's VAT id, the debited account, …): extracting them is wrong. */
  others: Partial<Record<ComparedField, unknown[]>>;
}

/** Reference values from a CII (Factur-X / ZUGFeRD / XRechnung CII) document. */
export function ciiReference(xml: string): Reference {
  const root = all([parser.parse(xml) as XNode], "CrossIndustryInvoice");
  const doc = all(root, "ExchangedDocument");
  const tx = all(root, "SupplyChainTradeTransaction");
  const agreement = all(tx, "ApplicableHeaderTradeAgreement");
  const settlement = all(tx, "ApplicableHeaderTradeSettlement");
  const delivery = all(tx, "ApplicableHeaderTradeDelivery");
  const sums = all(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const seller = all(agreement, "SellerTradeParty");
  const buyer = all(agreement, "BuyerTradeParty");
  const currency = first(settlement, "InvoiceCurrencyCode");
  const vatIds = (party: XNode[]) =>
    all(party, "SpecifiedTaxRegistration/ID")
      .filter((n) => n["@schemeID"] === "VA")
      .map((n) => text(n)!.replace(/\s/g, "").toUpperCase());
  const taxTotals = all(sums, "TaxTotalAmount");
  const taxTotal = text(taxTotals.find((n) => !n["@currencyID"] || n["@currencyID"] === currency) ?? taxTotals[0]);
  const grand = first(sums, "GrandTotalAmount");
  const typeCode = first(doc, "TypeCode");
  const means = all(settlement, "SpecifiedTradeSettlementPaymentMeans");
  const iban = first(means, "PayeePartyCreditorFinancialAccount/IBANID")?.replace(/\s/g, "").toUpperCase();
  const period = all(settlement, "BillingSpecifiedPeriod");
  const occurrence = ciiDate(first(delivery, "ActualDeliverySupplyChainEvent/OccurrenceDateTime/DateTimeString"));
  const emails = [
    ...deep(seller, "URIID").filter((n) => n["@schemeID"] === "EM"),
    ...all(seller, "DefinedTradeContact/EmailURIUniversalCommunication/URIID"),
  ].map((n) => text(n)!.toLowerCase());
  const breakdown = all(settlement, "ApplicableTradeTax").map((t) => ({
    ratePercent: normalizeRate(first([t], "RateApplicablePercent") ?? "0"),
    taxableAmount: first([t], "BasisAmount"),
    taxAmount: first([t], "CalculatedAmount"),
  }));
  const names = (party: XNode[]) => all(party, "Name").map((n) => text(n)!.replace(/\s+/g, " "));
  const values: Reference["values"] = {
    invoiceNumber: first(doc, "ID"),
    invoiceDate: ciiDate(first(doc, "IssueDateTime/DateTimeString")),
    dueDate: ciiDate(first(settlement, "SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString")),
    deliveredFrom: ciiDate(first(period, "StartDateTime/DateTimeString")) ?? occurrence,
    deliveredUntil: ciiDate(first(period, "EndDateTime/DateTimeString")) ?? occurrence,
    net: first(sums, "TaxBasisTotalAmount"),
    vatAmount: taxTotal,
    total: grand,
    vatBreakdown: breakdown.length > 0 ? breakdown : undefined,
    currency,
    iban,
    bic: first(means, "PayeeSpecifiedCreditorFinancialInstitution/BICID")?.toUpperCase(),
    paymentReference: first(settlement, "PaymentReference"),
    partnerVatId: vatIds(seller)[0],
    partnerName: names(seller)[0],
    partnerEmails: emails.length > 0 ? emails : undefined,
    orderNumber: first(agreement, "BuyerOrderReferencedDocument/IssuerAssignedID"),
    // 381 credit note, as the application's e-invoice parser reads it: a correction (384) is a corrected
    // invoice whose negative amounts carry the sign; 389 self-billing is an invoice.
    isCreditMemo: typeCode === "381",
  };
  const others: Reference["others"] = {
    partnerVatId: [...vatIds(buyer), ...vatIds(all(settlement, "PayeeTradeParty"))],
    iban: all(means, "PayerPartyDebtorFinancialAccount/IBANID").map((n) => text(n)!.replace(/\s/g, "").toUpperCase()),
    partnerName: [...names(buyer), ...names(all(settlement, "PayeeTradeParty"))],
    total: [first(sums, "DuePayableAmount")].filter(Boolean),
  };
  return { values, others };
}

// ---------------------------------------------------------------------------------------------
// Comparison

const sameAmount = (a: unknown, b: unknown) => {
  const x = decimalToCents(String(a));
  const y = decimalToCents(String(b));
  return x !== undefined && x === y;
};

/** True if an extracted value equals the reference value of that field. */
/**
 * The forms a seller name of the XML may be printed in: the whole name, or, when the XML spreads
 * it over lines ("MVM Musterhafter\nVersicherungsverein a.G." or "GLN 4333741000005\nLief-Nr: 549910\n
 * MUSTERLIEFERANT GMBH"), one of its lines that is a name (letters, not a number with its label).
 */
export function nameForms(name: string): string[] {
  const lines = name.split(/\n/).filter((l) => /\p{L}{2}/u.test(l) && !/\d{3}/.test(l));
  return [name, ...(name.includes("\n") ? lines : [])].map(normalizeName);
}

export function sameValue(field: ComparedField, got: unknown, expected: unknown): boolean {
  switch (field) {
    case "net":
    case "vatAmount":
    case "total":
      return sameAmount(got, expected);
    case "invoiceNumber":
    case "orderNumber":
    case "bic":
    case "iban":
    case "partnerVatId":
    case "currency":
      return String(got).replace(/\s/g, "").toUpperCase() === String(expected).replace(/\s/g, "").toUpperCase();
    case "paymentReference":
      return normalizeName(String(got)) === normalizeName(String(expected));
    case "partnerName":
      return nameForms(String(expected)).includes(normalizeName(String(got)));
    case "partnerEmails": {
      const exp = new Set((expected as string[]).map((e) => e.toLowerCase()));
      return (got as string[]).every((e) => exp.has(e.toLowerCase()));
    }
    case "vatBreakdown": {
      const key = (l: { ratePercent: string; taxableAmount?: string; taxAmount?: string }) =>
        `${normalizeRate(l.ratePercent)}/${decimalToCents(l.taxableAmount ?? "")}/${decimalToCents(l.taxAmount ?? "")}`;
      const g = (got as { ratePercent: string; taxableAmount: string; taxAmount: string }[]).map(key).sort();
      const e = (expected as { ratePercent: string; taxableAmount?: string; taxAmount?: string }[]).map(key).sort();
      return g.length === e.length && g.every((k, i) => k === e[i]);
    }
    default:
      return got === expected;
  }
}

export function compare(fields: ExtractedInvoiceFields, ref: Reference): Record<ComparedField, FieldResult> {
  const out = {} as Record<ComparedField, FieldResult>;
  for (const field of COMPARED_FIELDS) {
    const found = fields[field] as ExtractedValue<unknown> | undefined;
    const expected = ref.values[field];
    const has = expected !== undefined && expected !== "";
    let outcome: Outcome;
    if (!found) outcome = has ? "missed" : "none";
    else if (has) outcome = sameValue(field, found.value, expected) ? "correct" : "wrong";
    else outcome = (ref.others[field] ?? []).some((o) => sameValue(field, found.value, o)) ? "extraWrong" : "extra";
    out[field] = {
      ...(has ? { expected } : {}),
      ...(found ? { got: found.value, confidence: found.confidence } : {}),
      outcome,
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Measurement

/** The embedded CII XML of a hybrid PDF (factur-x.xml, zugferd-invoice.xml, xrechnung.xml). */
export async function embeddedXml(data: Uint8Array): Promise<string | undefined> {
  const doc = await openPdf(data);
  try {
    const attachments = ((await doc.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    const xml = Object.values(attachments).find((a) =>
      /^(?:factur-x|zugferd-invoice|ZUGFeRD-invoice|xrechnung)\.xml$/i.test(a.filename),
    );
    return xml ? new TextDecoder().decode(xml.content) : undefined;
  } finally {
    await doc.destroy();
  }
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);

/** Extracts every PDF of the corpus from its text and compares with its embedded XML. */
export async function measureExtractionAccuracy(dir: string = FX_CORPUS_DIR): Promise<Report> {
  const files: FileResult[] = [];
  let pages = 0;
  let ms = 0;
  for (const file of readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".pdf"))
    .sort()) {
    const data = new Uint8Array(readFileSync(path.join(dir, file)));
    const xml = await embeddedXml(data);
    if (!xml) continue;
    const ref = ciiReference(xml);
    const started = performance.now();
    const text = await extractPdfTextPages(data);
    // Only filled values count; suggestions (below FILL_THRESHOLD) leave the field empty.
    const fields = Object.fromEntries(
      Object.entries(extractInvoiceFields(text)).filter(
        ([, v]) => (v as ExtractedValue<unknown>).confidence >= FILL_THRESHOLD,
      ),
    ) as ExtractedInvoiceFields;
    const elapsed = performance.now() - started;
    pages += text.length;
    ms += elapsed;
    files.push({ file, pages: text.length, ms: Math.round(elapsed * 10) / 10, fields: compare(fields, ref) });
  }
  const fields: FieldStats[] = COMPARED_FIELDS.map((field) => {
    const rs = files.map((f) => f.fields[field]);
    const count = (...o: Outcome[]) => rs.filter((r) => o.includes(r.outcome)).length;
    const correct = count("correct");
    const wrong = count("wrong", "extraWrong");
    return {
      field,
      inXml: count("correct", "wrong", "missed"),
      found: count("correct", "wrong", "extra", "extraWrong"),
      correct,
      wrong,
      unverified: count("extra"),
      precision: ratio(correct, correct + wrong),
      recall: ratio(correct, count("correct", "wrong", "missed")),
    };
  });
  const sum = (k: "inXml" | "found" | "correct" | "wrong" | "unverified") => fields.reduce((s, f) => s + f[k], 0);
  const overall = {
    inXml: sum("inXml"),
    found: sum("found"),
    correct: sum("correct"),
    wrong: sum("wrong"),
    unverified: sum("unverified"),
    precision: ratio(sum("correct"), sum("correct") + sum("wrong")),
    recall: ratio(sum("correct"), sum("inXml")),
  };
  return {
    threshold: FILL_THRESHOLD,
    files,
    fields,
    overall,
    pages,
    msPerPage: pages === 0 ? 0 : Math.round((ms / pages) * 100) / 100,
  };
}
