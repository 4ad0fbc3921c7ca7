/**
 * Review warnings about an invoice's parties: template placeholders instead of names ("[Seller
 * name]", "Max Mustermann", lorem ipsum), and an invoice addressed to (or, outgoing, issued by)
 * another company than the one it was uploaded to. Pure functions; the capture job stores the
 * findings with the document and never creates a partner from a placeholder.
 */
import { normalizeVatId } from "../einvoice/vatId.ts";
import type { ComplianceFinding, Party } from "./types.ts";

/** Words of template fields: "[Seller name]", "<Firmenname>", "{{customer}}". */
const TEMPLATE_WORDS =
  /\b(?:name|names|namen|company|firma|firmenname|seller|buyer|customer|client|supplier|vendor|recipient|payee|trading|legal|address|adresse|anschrift|kunde|kunden|kundenname|käufer|verkäufer|lieferant|empfänger|rechnungsempfänger|placeholder|platzhalter|insert|einfügen|your|ihr|ihre|xxx+)\b/iu;

/** A whole name that is a field label of a template. */
const TEMPLATE_LABEL =
  /^(?:(?:the\s+)?(?:seller|buyer|company|customer|client|supplier|vendor|recipient|payee|partner|business)(?:'s)?(?:\s+(?:trading|legal|company|registration))?\s*(?:name)?|(?:firmen|kunden|lieferanten|unternehmens|verkäufer|käufer|empfänger)[- ]?name|name\s+(?:des|der)\s+\p{L}+|(?:your|ihr|ihre)\s+(?:company|firma|name)(?:\s+name)?|company\s+name\s+here|name|firma|company|n\/?a|n\.\s?a\.|tbd|todo|test|dummy|sample|beispiel|muster(?:firma|kunde|lieferant)?)$/iu;

/** Sample persons and companies of German and English forms. */
const SAMPLE_NAMES =
  /\b(?:(?:max|erika|maria|hans|otto)\s+(?:mustermann|musterfrau|muster)|john\s+doe|jane\s+doe|musterfirma|mustermann\s+gmbh|acme\s+corp(?:oration)?)\b/iu;

const LOREM = /\blorem\s+ipsum\b|\bdolor\s+sit\s+amet\b/iu;

/**
 * Whether a party name is template text rather than a name: empty after trimming, only
 * punctuation or x's, bracketed template text ("[Seller name]", "<Company>", "{buyer}"),
 * a template label ("Seller name", "Firmenname", "Name des Kunden"), a sample person
 * ("Max Mustermann", "John Doe") or lorem ipsum.
 */
export function isPlaceholderName(name: string | undefined | null): boolean {
  const text = (name ?? "").replace(/\s+/g, " ").trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return true; // "", "-", "...", "???"
  if (/^x+$/i.test(text.replace(/[\s.-]/g, ""))) return true;
  // Bracketed template text: the whole name, or a bracketed field label inside it.
  const whole = /^(?:\[+([^\]]*)\]+|<([^>]*)>|\{+([^}]*)\}+|_{2,}.*)$/u.exec(text);
  if (whole) return true;
  for (const m of text.matchAll(/\[+([^\]]+)\]+|<([^>]+)>|\{+([^}]+)\}+/gu)) {
    if (TEMPLATE_WORDS.test(m[1] ?? m[2] ?? m[3] ?? "")) return true;
  }
  if (TEMPLATE_LABEL.test(text.replace(/[:.]+$/, ""))) return true;
  return SAMPLE_NAMES.test(text) || LOREM.test(text);
}

/** The company an upload belongs to (the client company). */
export interface OwnCompany {
  name: string;
  brandName?: string | null;
  vatId?: string | null;
  taxNumber?: string | null;
}

const LEGAL_FORMS =
  /\b(?:gmbh\s*&\s*co\.?\s*kg|gmbh|mbh|ag|kg|ohg|gbr|ug\s*\(haftungsbeschränkt\)|ug|e\.\s?k\.|e\.\s?v\.|se|ltd\.?|limited|inc\.?|llc|s\.?a\.?r\.?l\.?|b\.?v\.?|co\.?)(?=\s|$|[,.])/giu;

/** Lower case, no legal form, letters and digits only. */
function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_FORMS, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.split(" ").filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

/** pg_trgm-style similarity of two comparable names (0…1). */
function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Names that may well be the same company: similar, or one contains the other as words. */
function namesMatch(a: string, b: string): boolean {
  const x = comparableName(a);
  const y = comparableName(b);
  if (!x || !y) return false;
  if (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)) return true;
  return similarity(x, y) >= 0.45;
}

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * Whether the invoice's party (its buyer, for an incoming invoice) is clearly another company
 * than the own one: its VAT id or tax number is not the company's, and its name is not the
 * company's (or brand's) name either. A party that names nothing comparable, or a placeholder,
 * is never "another company".
 */
export function isOtherCompany(party: Party, own: OwnCompany): boolean {
  if (isPlaceholderName(party.name) && !party.vatId && !party.taxId) return false;
  const vatSame = !!party.vatId && !!own.vatId && normalizeVatId(party.vatId) === normalizeVatId(own.vatId);
  const taxSame = !!party.taxId && !!own.taxNumber && digits(party.taxId) === digits(own.taxNumber);
  if (vatSame || taxSame) return false;
  const ownNames = [own.name, own.brandName].filter((n): n is string => !!n?.trim());
  if (party.name && !isPlaceholderName(party.name) && ownNames.some((n) => namesMatch(party.name!, n))) return false;
  const vatDiffers = !!party.vatId && !!own.vatId;
  const taxDiffers = !!party.taxId && !!own.taxNumber;
  const nameDiffers = !!party.name && !isPlaceholderName(party.name);
  return vatDiffers || taxDiffers || nameDiffers;
}

/**
 * The party warnings of an invoice: placeholders as seller or buyer (SELLER_PLACEHOLDER,
 * BUYER_PLACEHOLDER) and an invoice for another company (ADDRESSED_TO_OTHER_COMPANY for an
 * incoming invoice's buyer, ISSUED_BY_OTHER_COMPANY for an outgoing invoice's seller).
 * Empty names are left to BR-6 / BR-7.
 */
export function partyFindings(
  parties: { seller: Party; buyer: Party },
  direction: "INCOMING" | "OUTGOING",
  own: OwnCompany,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  for (const [role, rule] of [
    ["seller", "SELLER_PLACEHOLDER"],
    ["buyer", "BUYER_PLACEHOLDER"],
  ] as const) {
    const name = parties[role].name?.trim();
    if (name && isPlaceholderName(name)) {
      findings.push({ rule, severity: "warning", field: `${role}.name`, params: { name: name.slice(0, 200) } });
    }
  }
  const ownSide = direction === "INCOMING" ? parties.buyer : parties.seller;
  if (isOtherCompany(ownSide, own)) {
    const label = ownSide.name && !isPlaceholderName(ownSide.name) ? ownSide.name : (ownSide.vatId ?? ownSide.taxId);
    findings.push({
      rule: direction === "INCOMING" ? "ADDRESSED_TO_OTHER_COMPANY" : "ISSUED_BY_OTHER_COMPANY",
      severity: "warning",
      field: direction === "INCOMING" ? "buyer" : "seller",
      params: { name: (label ?? "").slice(0, 200), company: own.brandName?.trim() || own.name },
    });
  }
  return findings;
}
