/**
 * Demo documents: XRechnung 3.0 invoices in UN/CEFACT CII syntax from fictional German vendors
 * to the demo companies, dated relative to today so that the review inbox always looks current.
 * `insertDemoDocuments` stores them as uploaded files (status QUEUED) in the demo review groups;
 * the real capture pipeline (server/capture/processSourceFile.ts) turns them into documents.
 *
 * Every amount is computed in integer units (cents, or 1/10 000 for unit prices) with BigInt:
 * no floating point anywhere. Element order follows CEN/TS 16931-3-3 (CII D16B) as in the
 * KoSIT XRechnung test suite.
 */
import type pg from "pg";
import type { BlobStorage } from "../files/blobStore.ts";
import { addDays, addMonths, germanToday, monthOf } from "../../src/lib/calendarDate.ts";

export type DemoCompanyKey = "haustechnik" | "baeckerei";
/** The three UPLOAD review groups of the demo data, by their creator. */
export type DemoGroupKey = "admin" | "accountant" | "clerk";
export type DemoVatRate = 19 | 7;
type IsoDate = string;

export const DEMO_GROUP_COMPANY: Record<DemoGroupKey, DemoCompanyKey> = {
  admin: "haustechnik",
  accountant: "haustechnik",
  clerk: "baeckerei",
};

/** The demo company receiving the invoice (BG-7). */
export interface DemoBuyer {
  name: string;
  street: string;
  zip: string;
  city: string;
  vatId: string;
  /** Electronic address for invoices (BT-49). */
  email: string;
}

/** A fictional German vendor (BG-4) with its contact (BG-6) and bank account (BG-17). */
export interface DemoVendor {
  name: string;
  street: string;
  zip: string;
  city: string;
  /** DE and 9 digits. */
  vatId: string;
  /** Commercial register number (BT-30). */
  registration: string;
  /** Register court, management etc. (a note with subject code REG). */
  legalNote: string;
  contactName: string;
  phone: string;
  email: string;
  /** German bank code (BLZ, 8 digits) and account number (up to 10 digits); the IBAN is computed. */
  bankCode: string;
  accountNumber: string;
  bic: string;
}

export interface DemoLine {
  title: string;
  articleNo?: string;
  /** Decimal with up to 3 places ("12", "0.5"). */
  quantity: string;
  /** UN/ECE Recommendation 20 unit code (C62, HUR, DAY, MON, MTR, KWH, LS, XPK). */
  unit: string;
  /** Net price per unit, decimal with up to 4 places ("4.85", "0.2890"). */
  netPrice: string;
  vatRate: DemoVatRate;
}

export type DemoDelivery =
  /** BT-72: delivered on one day. */
  | { kind: "date"; daysBeforeIssue: number }
  /** BT-73/74: a service over some days before the invoice. */
  | { kind: "period"; fromDaysBeforeIssue: number; untilDaysBeforeIssue: number }
  /** BT-73/74: the calendar month of the issue date, or the one before it. */
  | { kind: "month"; month: "current" | "previous" };

export interface DemoInvoiceSpec {
  group: DemoGroupKey;
  vendor: DemoVendor;
  /** UNCL1001: 380 commercial invoice, 381 credit note. */
  typeCode: "380" | "381";
  /** Invoice number; `{year}` and `{month}` are taken from the issue date. */
  number: string;
  issuedDaysAgo: number;
  /** BT-9 in days after the issue date. */
  dueAfterDays?: number;
  delivery: DemoDelivery;
  /** BT-10, mandatory in XRechnung. */
  buyerReference: string;
  /** BT-13 */
  orderNumber?: string;
  /** BT-20 free text; `{due}` becomes the due date as dd.mm.yyyy. */
  paymentTerms: string;
  /** Appended to the terms as `#SKONTO#TAGE=14#PROZENT=2.00#` (XRechnung's Skonto convention). */
  skonto?: { days: number; percent: string };
  /** UNCL4461: 58 SEPA credit transfer (default), 97 clearing between partners (offset). */
  paymentMeans?: "58" | "97";
  /** BT-25/26: the invoice a credit note refers to; `{year}` from its issue date. */
  preceding?: { number: string; issuedDaysAgo: number };
  /** BT-22 */
  note?: string;
  lines: DemoLine[];
}

export interface DemoVatBreakdown {
  rate: DemoVatRate;
  /** BT-116 */
  basis: string;
  /** BT-117 */
  tax: string;
}

export interface DemoInvoice {
  spec: DemoInvoiceSpec;
  company: DemoCompanyKey;
  number: string;
  fileName: string;
  issueDate: IsoDate;
  dueDate?: IsoDate;
  iban: string;
  /** BT-131 per line, in the order of the lines. */
  lineTotals: string[];
  /** BT-106 */
  lineTotal: string;
  /** BT-109 */
  net: string;
  /** BT-110 */
  vat: string;
  /** BT-112 */
  grandTotal: string;
  /** BT-115 */
  amountDue: string;
  /** BG-23, highest rate first. */
  vatBreakdown: DemoVatBreakdown[];
  xml: string;
  bytes: Uint8Array;
}

export const XRECHNUNG_3_CII = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
const PEPPOL_BILLING = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

// ---------------------------------------------------------------------------------------------
// Exact arithmetic

/** "12.5" with 3 places → 12500n. Only non-negative decimals with at most `places` places. */
function scaled(value: string, places: number, what: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m || (m[2] ?? "").length > places)
    throw new Error(`${what}: ${JSON.stringify(value)} is no decimal with ≤${places} places`);
  return BigInt(m[1]! + (m[2] ?? "").padEnd(places, "0"));
}

/** 12500n with 3 places → "12.5" (at least `minPlaces` places). */
function unscaled(value: bigint, places: number, minPlaces = places): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, "0");
  let fraction = digits.slice(digits.length - places);
  while (fraction.length > minPlaces && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${negative ? "-" : ""}${digits.slice(0, digits.length - places)}${fraction ? `.${fraction}` : ""}`;
}

/** Commercial rounding of a non-negative value / divisor. */
const roundHalfUp = (value: bigint, divisor: bigint): bigint => (value + divisor / 2n) / divisor;

const money = (cents: bigint): string => unscaled(cents, 2);

/** BT-131 = quantity × net price, rounded half up to cents (quantity ×10³, price ×10⁴). */
function lineTotalCents(line: DemoLine): bigint {
  return roundHalfUp(scaled(line.quantity, 3, "quantity") * scaled(line.netPrice, 4, "net price"), 100_000n);
}

/** A German IBAN from bank code and account number, with its ISO 7064 mod 97-10 check digits. */
export function germanIban(bankCode: string, accountNumber: string): string {
  if (!/^\d{8}$/.test(bankCode) || !/^\d{1,10}$/.test(accountNumber)) {
    throw new Error(`Not a German bank code and account number: ${bankCode} ${accountNumber}`);
  }
  const bban = bankCode + accountNumber.padStart(10, "0");
  // Country code and "00" moved to the end, letters as numbers: D = 13, E = 14.
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${check.toString().padStart(2, "0")}${bban}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** First and last day of the month of `date`, shifted by `offset` months. */
function shiftedMonth(date: IsoDate, offset: number): [IsoDate, IsoDate] {
  const month = monthOf(addMonths(date, offset));
  return [month.from, month.until];
}

/** UN/CEFACT format 102 (CCYYMMDD). */
const format102 = (date: IsoDate): string => date.replaceAll("-", "");
const germanDate = (date: IsoDate): string => date.split("-").reverse().join(".");
const withDateParts = (template: string, date: IsoDate): string =>
  template.replaceAll("{year}", date.slice(0, 4)).replaceAll("{month}", date.slice(5, 7));

// ---------------------------------------------------------------------------------------------
// XML

interface XmlNode {
  tag: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: (XmlNode | undefined | false)[];
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** An element with text. */
const t = (tag: string, text: string, attrs?: Record<string, string>): XmlNode => ({ tag, text, attrs });
/** An element with child elements (absent ones left out). */
const e = (tag: string, ...children: (XmlNode | undefined | false)[]): XmlNode => ({ tag, children });

function serialize(node: XmlNode, indent = ""): string {
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  if (node.text !== undefined) return `${indent}<${node.tag}${attrs}>${escapeXml(node.text)}</${node.tag}>\n`;
  const children = (node.children ?? []).filter((c): c is XmlNode => !!c);
  if (children.length === 0) return `${indent}<${node.tag}${attrs}/>\n`;
  return `${indent}<${node.tag}${attrs}>\n${children.map((c) => serialize(c, `${indent}  `)).join("")}${indent}</${node.tag}>\n`;
}

const dateTime = (tag: string, date: IsoDate, prefix: "udt" | "qdt" = "udt") =>
  e(tag, t(`${prefix}:DateTimeString`, format102(date), { format: "102" }));

const address = (street: string, zip: string, city: string) =>
  e(
    "ram:PostalTradeAddress",
    t("ram:PostcodeCode", zip),
    t("ram:LineOne", street),
    t("ram:CityName", city),
    t("ram:CountryID", "DE"),
  );

const vatRegistration = (vatId: string) => e("ram:SpecifiedTaxRegistration", t("ram:ID", vatId, { schemeID: "VA" }));

// ---------------------------------------------------------------------------------------------
// The invoice

/** Builds one XRechnung 3.0 CII invoice with all sums computed exactly. */
export function buildDemoInvoice(spec: DemoInvoiceSpec, buyer: DemoBuyer, now: Date = new Date()): DemoInvoice {
  if (spec.lines.length === 0) throw new Error(`${spec.number}: an invoice needs lines`);
  const today = germanToday(now);
  const issueDate = addDays(today, -spec.issuedDaysAgo);
  const number = withDateParts(spec.number, issueDate);
  const dueDate = spec.dueAfterDays === undefined ? undefined : addDays(issueDate, spec.dueAfterDays);
  const { vendor } = spec;
  const iban = germanIban(vendor.bankCode, vendor.accountNumber);
  const means = spec.paymentMeans ?? "58";

  const lineCents = spec.lines.map(lineTotalCents);
  const lineTotal = lineCents.reduce((a, b) => a + b, 0n);
  const rates = [...new Set(spec.lines.map((l) => l.vatRate))].sort((a, b) => b - a);
  const breakdown = rates.map((rate) => {
    const basis = spec.lines.reduce((sum, line, i) => (line.vatRate === rate ? sum + lineCents[i]! : sum), 0n);
    return { rate, basis, tax: roundHalfUp(basis * BigInt(rate), 100n) };
  });
  const vat = breakdown.reduce((sum, b) => sum + b.tax, 0n);
  const net = lineTotal; // no document-level allowances or charges
  const grandTotal = net + vat;
  const amountDue = grandTotal; // nothing prepaid

  let deliveryEvent: XmlNode | undefined;
  let period: [IsoDate, IsoDate] | undefined;
  const d = spec.delivery;
  if (d.kind === "date") {
    deliveryEvent = e(
      "ram:ActualDeliverySupplyChainEvent",
      dateTime("ram:OccurrenceDateTime", addDays(issueDate, -d.daysBeforeIssue)),
    );
  } else if (d.kind === "period") {
    period = [addDays(issueDate, -d.fromDaysBeforeIssue), addDays(issueDate, -d.untilDaysBeforeIssue)];
  } else {
    period = shiftedMonth(issueDate, d.month === "current" ? 0 : -1);
  }

  let terms = spec.paymentTerms.replaceAll("{due}", dueDate ? germanDate(dueDate) : "");
  if (spec.skonto) {
    // XRechnung: one line per Skonto level, percent with two decimals, each line ending in a line feed.
    const percent = unscaled(scaled(spec.skonto.percent, 2, "Skonto percent"), 2);
    terms += `\n#SKONTO#TAGE=${spec.skonto.days}#PROZENT=${percent}#\n`;
  }
  let preceding: { date: IsoDate; number: string } | undefined;
  if (spec.preceding) {
    const date = addDays(today, -spec.preceding.issuedDaysAgo);
    preceding = { date, number: withDateParts(spec.preceding.number, date) };
  }

  const lines = spec.lines.map((line, i) =>
    e(
      "ram:IncludedSupplyChainTradeLineItem",
      e("ram:AssociatedDocumentLineDocument", t("ram:LineID", String(i + 1))),
      e(
        "ram:SpecifiedTradeProduct",
        line.articleNo !== undefined && t("ram:SellerAssignedID", line.articleNo),
        t("ram:Name", line.title),
      ),
      e(
        "ram:SpecifiedLineTradeAgreement",
        e(
          "ram:NetPriceProductTradePrice",
          t("ram:ChargeAmount", unscaled(scaled(line.netPrice, 4, "net price"), 4, 2)),
        ),
      ),
      e(
        "ram:SpecifiedLineTradeDelivery",
        t("ram:BilledQuantity", unscaled(scaled(line.quantity, 3, "quantity"), 3, 0), { unitCode: line.unit }),
      ),
      e(
        "ram:SpecifiedLineTradeSettlement",
        e(
          "ram:ApplicableTradeTax",
          t("ram:TypeCode", "VAT"),
          t("ram:CategoryCode", "S"),
          t("ram:RateApplicablePercent", `${line.vatRate}.00`),
        ),
        e("ram:SpecifiedTradeSettlementLineMonetarySummation", t("ram:LineTotalAmount", money(lineCents[i]!))),
      ),
    ),
  );

  const root: XmlNode = {
    tag: "rsm:CrossIndustryInvoice",
    attrs: {
      "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
      "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
      "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
      "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
    },
    children: [
      e(
        "rsm:ExchangedDocumentContext",
        e("ram:BusinessProcessSpecifiedDocumentContextParameter", t("ram:ID", PEPPOL_BILLING)),
        e("ram:GuidelineSpecifiedDocumentContextParameter", t("ram:ID", XRECHNUNG_3_CII)),
      ),
      e(
        "rsm:ExchangedDocument",
        t("ram:ID", number),
        t("ram:TypeCode", spec.typeCode),
        dateTime("ram:IssueDateTime", issueDate),
        spec.note !== undefined && e("ram:IncludedNote", t("ram:Content", spec.note)),
        e("ram:IncludedNote", t("ram:Content", vendor.legalNote), t("ram:SubjectCode", "REG")),
      ),
      e(
        "rsm:SupplyChainTradeTransaction",
        ...lines,
        e(
          "ram:ApplicableHeaderTradeAgreement",
          t("ram:BuyerReference", spec.buyerReference),
          e(
            "ram:SellerTradeParty",
            t("ram:Name", vendor.name),
            e("ram:SpecifiedLegalOrganization", t("ram:ID", vendor.registration)),
            e(
              "ram:DefinedTradeContact",
              t("ram:PersonName", vendor.contactName),
              e("ram:TelephoneUniversalCommunication", t("ram:CompleteNumber", vendor.phone)),
              e("ram:EmailURIUniversalCommunication", t("ram:URIID", vendor.email)),
            ),
            address(vendor.street, vendor.zip, vendor.city),
            e("ram:URIUniversalCommunication", t("ram:URIID", vendor.email, { schemeID: "EM" })),
            vatRegistration(vendor.vatId),
          ),
          e(
            "ram:BuyerTradeParty",
            t("ram:Name", buyer.name),
            address(buyer.street, buyer.zip, buyer.city),
            e("ram:URIUniversalCommunication", t("ram:URIID", buyer.email, { schemeID: "EM" })),
            vatRegistration(buyer.vatId),
          ),
          spec.orderNumber !== undefined &&
            e(
              "ram:BuyerOrderReferencedDocument",
              t("ram:IssuerAssignedID", withDateParts(spec.orderNumber, issueDate)),
            ),
        ),
        e("ram:ApplicableHeaderTradeDelivery", deliveryEvent),
        e(
          "ram:ApplicableHeaderTradeSettlement",
          means === "58" && t("ram:PaymentReference", number),
          t("ram:InvoiceCurrencyCode", "EUR"),
          means === "58"
            ? e(
                "ram:SpecifiedTradeSettlementPaymentMeans",
                t("ram:TypeCode", "58"),
                t("ram:Information", "SEPA-Überweisung"),
                e("ram:PayeePartyCreditorFinancialAccount", t("ram:IBANID", iban), t("ram:AccountName", vendor.name)),
                e("ram:PayeeSpecifiedCreditorFinancialInstitution", t("ram:BICID", vendor.bic)),
              )
            : e(
                "ram:SpecifiedTradeSettlementPaymentMeans",
                t("ram:TypeCode", "97"),
                t("ram:Information", "Verrechnung mit offenen Posten"),
              ),
          ...breakdown.map((b) =>
            e(
              "ram:ApplicableTradeTax",
              t("ram:CalculatedAmount", money(b.tax)),
              t("ram:TypeCode", "VAT"),
              t("ram:BasisAmount", money(b.basis)),
              t("ram:CategoryCode", "S"),
              t("ram:RateApplicablePercent", `${b.rate}.00`),
            ),
          ),
          period &&
            e(
              "ram:BillingSpecifiedPeriod",
              dateTime("ram:StartDateTime", period[0]),
              dateTime("ram:EndDateTime", period[1]),
            ),
          e(
            "ram:SpecifiedTradePaymentTerms",
            t("ram:Description", terms),
            dueDate !== undefined && dateTime("ram:DueDateDateTime", dueDate),
          ),
          e(
            "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
            t("ram:LineTotalAmount", money(lineTotal)),
            t("ram:ChargeTotalAmount", "0.00"),
            t("ram:AllowanceTotalAmount", "0.00"),
            t("ram:TaxBasisTotalAmount", money(net)),
            t("ram:TaxTotalAmount", money(vat), { currencyID: "EUR" }),
            t("ram:GrandTotalAmount", money(grandTotal)),
            t("ram:TotalPrepaidAmount", "0.00"),
            t("ram:DuePayableAmount", money(amountDue)),
          ),
          preceding &&
            e(
              "ram:InvoiceReferencedDocument",
              t("ram:IssuerAssignedID", preceding.number),
              dateTime("ram:FormattedIssueDateTime", preceding.date, "qdt"),
            ),
        ),
      ),
    ],
  };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
  const prefix = spec.typeCode === "381" ? "Gutschrift" : "Rechnung";
  return {
    spec,
    company: DEMO_GROUP_COMPANY[spec.group],
    number,
    fileName: `${prefix}_${number.replace(/[^\p{L}\p{N}._-]+/gu, "_")}.xml`,
    issueDate,
    dueDate,
    iban,
    lineTotals: lineCents.map(money),
    lineTotal: money(lineTotal),
    net: money(net),
    vat: money(vat),
    grandTotal: money(grandTotal),
    amountDue: money(amountDue),
    vatBreakdown: breakdown.map((b) => ({ rate: b.rate, basis: money(b.basis), tax: money(b.tax) })),
    xml,
    bytes: new TextEncoder().encode(xml),
  };
}

// ---------------------------------------------------------------------------------------------
// The demo vendors and their invoices

export const DEMO_VENDORS = {
  sanitaer: {
    name: "Brandt Sanitär- und Heizungsgroßhandel GmbH",
    street: "Motardstraße 35",
    zip: "13629",
    city: "Berlin",
    vatId: "DE263918475",
    registration: "HRB 104522 B",
    legalNote:
      "Sitz der Gesellschaft: Berlin · Amtsgericht Charlottenburg HRB 104522 B · Geschäftsführer: Frank Brandt",
    contactName: "Sandra Kühn",
    phone: "+49 30 3389 4120",
    email: "rechnung@brandt-sht.example",
    bankCode: "10050000",
    accountNumber: "0612803741",
    bic: "BELADEBEXXX",
  },
  elektro: {
    name: "Elektrogroßhandel Weiß & Sohn GmbH",
    street: "Großbeerenstraße 231",
    zip: "14480",
    city: "Potsdam",
    vatId: "DE276540193",
    registration: "HRB 28817 P",
    legalNote:
      "Sitz der Gesellschaft: Potsdam · Amtsgericht Potsdam HRB 28817 P · Geschäftsführer: Jörg Weiß, Lukas Weiß",
    contactName: "Jörg Weiß",
    phone: "+49 331 7048 220",
    email: "buchhaltung@weiss-elektro.example",
    bankCode: "16050000",
    accountNumber: "3509182264",
    bic: "WELADED1PMB",
  },
  leasing: {
    name: "Havelland Fahrzeugleasing GmbH",
    street: "Falkenseer Chaussee 180",
    zip: "13589",
    city: "Berlin",
    vatId: "DE318204756",
    registration: "HRB 187340 B",
    legalNote:
      "Sitz der Gesellschaft: Berlin · Amtsgericht Charlottenburg HRB 187340 B · Geschäftsführerin: Aylin Demir",
    contactName: "Vertragsservice, Marta Nowak",
    phone: "+49 30 3702 5510",
    email: "vertragsservice@havelland-leasing.example",
    bankCode: "10040000",
    accountNumber: "0412736500",
    bic: "COBADEBBXXX",
  },
  telekom: {
    name: "Spreenetz Kommunikation GmbH",
    street: "Alt-Moabit 96",
    zip: "10559",
    city: "Berlin",
    vatId: "DE295173846",
    registration: "HRB 201455 B",
    legalNote:
      "Sitz der Gesellschaft: Berlin · Amtsgericht Charlottenburg HRB 201455 B · Geschäftsführer: Tobias Brenner",
    contactName: "Geschäftskundenservice, Kai Lorenz",
    phone: "+49 30 4000 8800",
    email: "geschaeftskunden@spreenetz.example",
    bankCode: "10070000",
    accountNumber: "2271904800",
    bic: "DEUTDEBBXXX",
  },
  buero: {
    name: "Papier & Büro Lindner e.K.",
    street: "Greifswalder Straße 212",
    zip: "10405",
    city: "Berlin",
    vatId: "DE301847592",
    registration: "HRA 55731 B",
    legalNote: "Inhaberin: Petra Lindner · Amtsgericht Charlottenburg HRA 55731 B",
    contactName: "Petra Lindner",
    phone: "+49 30 4421 637",
    email: "info@lindner-buero.example",
    bankCode: "10090000",
    accountNumber: "7315520004",
    bic: "BEVODEBBXXX",
  },
  vermietung: {
    name: "Kaiser Baumaschinenvermietung GmbH",
    street: "Rhinstraße 137",
    zip: "10315",
    city: "Berlin",
    vatId: "DE284619307",
    registration: "HRB 99812 B",
    legalNote:
      "Sitz der Gesellschaft: Berlin · Amtsgericht Charlottenburg HRB 99812 B · Geschäftsführer: Marcel Kaiser",
    contactName: "Marcel Kaiser",
    phone: "+49 30 5490 3317",
    email: "mietpark@kaiser-baumaschinen.example",
    bankCode: "12030000",
    accountNumber: "1020347788",
    bic: "BYLADEM1001",
  },
  muehle: {
    name: "Mühle Harms GmbH & Co. KG",
    street: "Am Mühlenteich 4",
    zip: "21379",
    city: "Scharnebeck",
    vatId: "DE117364829",
    registration: "HRA 201876",
    legalNote:
      "Sitz: Scharnebeck · Amtsgericht Lüneburg HRA 201876 · Persönlich haftende Gesellschafterin: Harms Verwaltungs GmbH, Amtsgericht Lüneburg HRB 204113 · Geschäftsführer: Heiko Harms",
    contactName: "Heiko Harms",
    phone: "+49 4136 9120 0",
    email: "auftrag@muehle-harms.example",
    bankCode: "24050110",
    accountNumber: "0055148826",
    bic: "NOLADE21LBG",
  },
  energie: {
    name: "Elbwerk Energie GmbH",
    street: "Spaldingstraße 64",
    zip: "20097",
    city: "Hamburg",
    vatId: "DE327481560",
    registration: "HRB 154309",
    legalNote: "Sitz der Gesellschaft: Hamburg · Amtsgericht Hamburg HRB 154309 · Geschäftsführerin: Nina Petersen",
    contactName: "Gewerbekundenservice, Ole Jensen",
    phone: "+49 40 3290 7700",
    email: "gewerbe@elbwerk-energie.example",
    bankCode: "20050550",
    accountNumber: "1238475560",
    bic: "HASPDEHHXXX",
  },
} satisfies Record<string, DemoVendor>;

const V = DEMO_VENDORS;
const NET = "Zahlbar bis {due} ohne Abzug.";

/** The demo invoices: 5 for the admin's group, 2 for the accountant's (one credit note), 2 for the clerk's. */
export const DEMO_INVOICE_SPECS: DemoInvoiceSpec[] = [
  {
    group: "admin",
    vendor: V.sanitaer,
    typeCode: "380",
    number: "RE-{year}-104387",
    issuedDaysAgo: 2,
    dueAfterDays: 30,
    delivery: { kind: "date", daysBeforeIssue: 1 },
    buyerReference: "Projekt 2417 Kollwitzstraße 41",
    orderNumber: "B-{year}-0318",
    paymentTerms: `${NET} Bei Zahlung innerhalb von 14 Tagen 2 % Skonto.`,
    skonto: { days: 14, percent: "2.00" },
    note: "Lieferung frei Baustelle Kollwitzstraße 41, 10405 Berlin.",
    lines: [
      {
        title: "Kupferrohr 22 x 1 mm, blank, Stange 5 m",
        articleNo: "KR-22-5",
        quantity: "60",
        unit: "MTR",
        netPrice: "7.78",
        vatRate: 19,
      },
      {
        title: "Pressfitting Kupfer, Bogen 90°, 22 mm",
        articleNo: "PF-B90-22",
        quantity: "40",
        unit: "C62",
        netPrice: "4.85",
        vatRate: 19,
      },
      {
        title: "Pressfitting Kupfer, T-Stück, 22 mm",
        articleNo: "PF-T-22",
        quantity: "16",
        unit: "C62",
        netPrice: "6.35",
        vatRate: 19,
      },
      {
        title: "Thermostat-Brausebatterie Aufputz, verchromt",
        articleNo: "TB-AP-100",
        quantity: "3",
        unit: "C62",
        netPrice: "129.00",
        vatRate: 19,
      },
      {
        title: "Kompaktheizkörper Typ 22, 600 x 1000 mm, weiß",
        articleNo: "KH-22-6010",
        quantity: "2",
        unit: "C62",
        netPrice: "214.50",
        vatRate: 19,
      },
    ],
  },
  {
    group: "admin",
    vendor: V.elektro,
    typeCode: "380",
    number: "WS{year}-00871",
    issuedDaysAgo: 5,
    dueAfterDays: 30,
    delivery: { kind: "date", daysBeforeIssue: 2 },
    buyerReference: "Kd.-Nr. 31877",
    paymentTerms: `${NET} Bei Zahlung innerhalb von 10 Tagen 3 % Skonto.`,
    skonto: { days: 10, percent: "3.00" },
    lines: [
      {
        title: "Mantelleitung NYM-J 3 x 1,5 mm², Ring 100 m",
        articleNo: "NYM315-100",
        quantity: "4",
        unit: "C62",
        netPrice: "62.40",
        vatRate: 19,
      },
      {
        title: "Mantelleitung NYM-J 5 x 2,5 mm², Ring 50 m",
        articleNo: "NYM525-50",
        quantity: "1",
        unit: "C62",
        netPrice: "89.90",
        vatRate: 19,
      },
      {
        title: "FI/LS-Schutzschalter B16, 30 mA",
        articleNo: "FILS-B16-30",
        quantity: "6",
        unit: "C62",
        netPrice: "38.75",
        vatRate: 19,
      },
      {
        title: "Unterputz-Gerätedose 60 mm, tief (VE 25)",
        articleNo: "UPD-60T-25",
        quantity: "4",
        unit: "XPK",
        netPrice: "11.20",
        vatRate: 19,
      },
      { title: "Lieferpauschale", quantity: "1", unit: "LS", netPrice: "9.50", vatRate: 19 },
    ],
  },
  {
    group: "admin",
    vendor: V.leasing,
    typeCode: "380",
    number: "LR-{year}{month}-30412",
    issuedDaysAgo: 1,
    dueAfterDays: 10,
    delivery: { kind: "month", month: "current" },
    buyerReference: "Leasingvertrag 88-30412",
    paymentTerms: "Die Leasingrate ist bis {due} ohne Abzug zu zahlen.",
    lines: [
      {
        title: "Leasingrate Transporter Kastenwagen, Kennzeichen B-MH 2417",
        quantity: "1",
        unit: "MON",
        netPrice: "589.00",
        vatRate: 19,
      },
      { title: "Wartungs- und Verschleißpaket", quantity: "1", unit: "MON", netPrice: "46.50", vatRate: 19 },
    ],
  },
  {
    group: "admin",
    vendor: V.telekom,
    typeCode: "380",
    number: "RG{year}{month}-448172",
    issuedDaysAgo: 6,
    dueAfterDays: 14,
    delivery: { kind: "month", month: "previous" },
    buyerReference: "Kundennummer 448172",
    paymentTerms: "Der Rechnungsbetrag ist bis {due} fällig.",
    lines: [
      { title: "Business Internet & Festnetz 250 Mbit/s", quantity: "1", unit: "MON", netPrice: "59.90", vatRate: 19 },
      { title: "Mobilfunk Business L", quantity: "4", unit: "C62", netPrice: "24.95", vatRate: 19 },
      { title: "Rufnummernblock, 10 Rufnummern", quantity: "1", unit: "MON", netPrice: "5.00", vatRate: 19 },
      { title: "Verbindungen ins Ausland", quantity: "1", unit: "LS", netPrice: "3.47", vatRate: 19 },
    ],
  },
  {
    group: "admin",
    vendor: V.buero,
    typeCode: "380",
    number: "{year}-2291",
    issuedDaysAgo: 3,
    dueAfterDays: 30,
    delivery: { kind: "date", daysBeforeIssue: 0 },
    buyerReference: "Büro Thomas Müller",
    paymentTerms: `${NET} Bei Zahlung innerhalb von 10 Tagen 2 % Skonto.`,
    skonto: { days: 10, percent: "2.00" },
    lines: [
      { title: "Kopierpapier A4, 80 g/m², 500 Blatt", quantity: "25", unit: "XPK", netPrice: "4.29", vatRate: 19 },
      { title: "Ordner A4, 8 cm Rücken, blau", quantity: "20", unit: "C62", netPrice: "2.15", vatRate: 19 },
      {
        title: "Tonerkartusche schwarz für Laserdrucker, 3.000 Seiten",
        quantity: "2",
        unit: "C62",
        netPrice: "79.90",
        vatRate: 19,
      },
      {
        title: "Auftragsblock A5, selbstdurchschreibend, 50 Sätze",
        quantity: "10",
        unit: "C62",
        netPrice: "6.49",
        vatRate: 19,
      },
      { title: "Haftnotizen 76 x 76 mm, 12 Blöcke", quantity: "3", unit: "XPK", netPrice: "8.95", vatRate: 19 },
    ],
  },
  {
    group: "accountant",
    vendor: V.vermietung,
    typeCode: "380",
    number: "MV-{year}-3318",
    issuedDaysAgo: 4,
    dueAfterDays: 14,
    delivery: { kind: "period", fromDaysBeforeIssue: 9, untilDaysBeforeIssue: 7 },
    buyerReference: "Baustelle Kollwitzstraße 41",
    paymentTerms: NET,
    lines: [
      {
        title: "Kernbohrgerät bis 200 mm mit Bohrständer, Miete",
        quantity: "3",
        unit: "DAY",
        netPrice: "79.00",
        vatRate: 19,
      },
      { title: "Einweisung durch Fachpersonal", quantity: "0.5", unit: "HUR", netPrice: "68.00", vatRate: 19 },
      { title: "Bautrockner 50 l/Tag, Miete", quantity: "3", unit: "DAY", netPrice: "24.50", vatRate: 19 },
      { title: "An- und Abtransport im Stadtgebiet Berlin", quantity: "1", unit: "LS", netPrice: "85.00", vatRate: 19 },
    ],
  },
  {
    group: "accountant",
    vendor: V.sanitaer,
    typeCode: "381",
    number: "GS-{year}-00412",
    issuedDaysAgo: 9,
    delivery: { kind: "date", daysBeforeIssue: 2 },
    buyerReference: "Projekt 2409 Greifenhagener Straße 12",
    paymentTerms: "Der Betrag wird mit Ihrer nächsten Zahlung verrechnet.",
    paymentMeans: "97",
    preceding: { number: "RE-{year}-101955", issuedDaysAgo: 34 },
    note: "Gutschrift für Rücksendung laut Retourenschein R-5521.",
    lines: [
      {
        title: "Rücknahme Kompaktheizkörper Typ 22, 600 x 1400 mm, weiß (Fehllieferung)",
        articleNo: "KH-22-6014",
        quantity: "1",
        unit: "C62",
        netPrice: "286.00",
        vatRate: 19,
      },
      {
        title: "Rücknahme Pressfitting Kupfer, Muffe, 28 mm",
        articleNo: "PF-M-28",
        quantity: "25",
        unit: "C62",
        netPrice: "3.90",
        vatRate: 19,
      },
    ],
  },
  {
    group: "clerk",
    vendor: V.muehle,
    typeCode: "380",
    number: "MH-{year}-40219",
    issuedDaysAgo: 5,
    dueAfterDays: 30,
    delivery: { kind: "date", daysBeforeIssue: 1 },
    buyerReference: "Kd.-Nr. 20417, Backstube Eppendorf",
    paymentTerms: `${NET} Bei Zahlung innerhalb von 8 Tagen 2 % Skonto.`,
    skonto: { days: 8, percent: "2.00" },
    lines: [
      { title: "Weizenmehl Type 550, Sack 25 kg", quantity: "20", unit: "C62", netPrice: "16.80", vatRate: 7 },
      { title: "Roggenmehl Type 1150, Sack 25 kg", quantity: "12", unit: "C62", netPrice: "18.45", vatRate: 7 },
      { title: "Dinkelmehl Type 630, Sack 25 kg", quantity: "6", unit: "C62", netPrice: "27.90", vatRate: 7 },
      { title: "Sonnenblumenkerne geschält, Sack 10 kg", quantity: "3", unit: "C62", netPrice: "29.50", vatRate: 7 },
      { title: "Backtrennpapier 40 x 60 cm, 500 Bogen", quantity: "2", unit: "XPK", netPrice: "24.90", vatRate: 19 },
    ],
  },
  {
    group: "clerk",
    vendor: V.energie,
    typeCode: "380",
    number: "{year}{month}-6620417",
    issuedDaysAgo: 8,
    dueAfterDays: 14,
    delivery: { kind: "month", month: "previous" },
    buyerReference: "Vertragskonto 6620417",
    paymentTerms: NET,
    lines: [
      {
        title: "Strom Gewerbe, Arbeitspreis (Zähler 1ESY1160471229)",
        quantity: "2480",
        unit: "KWH",
        netPrice: "0.2890",
        vatRate: 19,
      },
      { title: "Strom Gewerbe, Grundpreis", quantity: "1", unit: "MON", netPrice: "14.90", vatRate: 19 },
      { title: "Messstellenbetrieb", quantity: "1", unit: "MON", netPrice: "8.33", vatRate: 19 },
    ],
  },
];

/** Every demo invoice, issued relative to `now`. */
export function demoInvoices(buyers: Record<DemoCompanyKey, DemoBuyer>, now: Date = new Date()): DemoInvoice[] {
  return DEMO_INVOICE_SPECS.map((spec) => buildDemoInvoice(spec, buyers[DEMO_GROUP_COMPANY[spec.group]], now));
}

// ---------------------------------------------------------------------------------------------
// Loading

/** Where invoices go: the demo companies' e-invoice addresses (not in the company table). */
const BUYER_EMAILS: Record<DemoCompanyKey, string> = {
  haustechnik: "rechnungseingang@mueller-haustechnik.example",
  baeckerei: "buchhaltung@schneiders-backstube.example",
};

/** The ids of the demo rows (DEMO in demoData.ts). */
export interface DemoIds {
  companies: Record<DemoCompanyKey, string>;
  users: Record<DemoGroupKey, string>;
}

/**
 * Stores the demo invoices as uploaded XML files (QUEUED) in the demo review groups, inside
 * the caller's transaction, after the demo companies, users and groups exist. The worker's
 * start-up sweep queues them; capture turns them into documents. Returns how many were added.
 */
export async function insertDemoDocuments(
  client: pg.PoolClient,
  blobs: BlobStorage,
  ids: DemoIds,
  now: Date = new Date(),
): Promise<number> {
  const companyIds = Object.values(ids.companies);
  const { rows: companies } = await client.query<{
    id: string;
    name: string;
    street: string;
    postal_code: string;
    city: string;
    vat_id: string;
  }>("select id, name, street, postal_code, city, vat_id from app_public.client_companies where id = any($1::uuid[])", [
    companyIds,
  ]);
  const { rows: categories } = await client.query<{ client_company_id: string; id: string }>(
    `select distinct on (client_company_id) client_company_id, id from app_public.document_categories
      where client_company_id = any($1::uuid[]) and document_type = 'INCOMING_INVOICE'
      order by client_company_id, sort_index, created_at`,
    [companyIds],
  );
  const buyers = {} as Record<DemoCompanyKey, DemoBuyer>;
  const categoryOf = {} as Record<DemoCompanyKey, string>;
  for (const key of Object.keys(ids.companies) as DemoCompanyKey[]) {
    const row = companies.find((c) => c.id === ids.companies[key]);
    const category = categories.find((c) => c.client_company_id === ids.companies[key]);
    if (!row || !category) throw new Error(`Demo company ${key} or its invoice category is missing`);
    buyers[key] = {
      name: row.name,
      street: row.street,
      zip: row.postal_code,
      city: row.city,
      vatId: row.vat_id,
      email: BUYER_EMAILS[key],
    };
    categoryOf[key] = category.id;
  }

  const groupOf = {} as Record<DemoGroupKey, string>;
  for (const group of Object.keys(DEMO_GROUP_COMPANY) as DemoGroupKey[]) {
    const { rows } = await client.query<{ id: string }>(
      `select id from app_public.review_groups
        where client_company_id = $1 and created_by_user_id = $2 and origin = 'UPLOAD'
        order by created_at limit 1`,
      [ids.companies[DEMO_GROUP_COMPANY[group]], ids.users[group]],
    );
    if (!rows[0]) throw new Error(`The demo review group of ${group} is missing`);
    groupOf[group] = rows[0].id;
  }

  const invoices = demoInvoices(buyers, now);
  for (const invoice of invoices) {
    const sha256 = await blobs.put(invoice.bytes);
    await client.query(
      `insert into app_public.source_files
         (client_company_id, review_group_id, category_id, name, kind, media_type, size_bytes, sha256,
          uploaded_by_user_id, status)
       values ($1, $2, $3, $4, 'XML', 'application/xml', $5, $6, $7, 'QUEUED')`,
      [
        ids.companies[invoice.company],
        groupOf[invoice.spec.group],
        categoryOf[invoice.company],
        invoice.fileName,
        invoice.bytes.length,
        sha256,
        ids.users[invoice.spec.group],
      ],
    );
  }
  return invoices.length;
}
