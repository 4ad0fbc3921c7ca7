/**
 * What document capture learns about an invoice, from an e-invoice's XML (exact) or from the
 * text of a PDF or scan (heuristic, with a confidence per field). The processing job maps it
 * onto `app_public.invoices`, `invoice_items` and the partner company.
 *
 * Conventions: money and other decimals are strings with a dot ("1234.56", "19", "0.5") so
 * nothing passes through floating point; amounts have 2 decimals, unit prices up to 4,
 * quantities up to 4. Dates are ISO calendar dates "YYYY-MM-DD". Countries are ISO 3166-1
 * alpha-2, currencies ISO 4217. IBANs are upper-case without spaces.
 */

export type Decimal = string;
export type IsoDate = string;

export interface PostalAddress {
  street?: string;
  /** Second address line, if any. */
  additionalStreet?: string;
  zip?: string;
  city?: string;
  country?: string;
}

export interface Party {
  name?: string;
  /** VAT identification number (USt-IdNr., e.g. DE123456789). */
  vatId?: string;
  /** National tax number (Steuernummer), scheme FC. */
  taxId?: string;
  /** Commercial register or other legal registration id. */
  registrationNo?: string;
  address?: PostalAddress;
  email?: string;
  phone?: string;
  contactName?: string;
}

export interface VatBreakdownLine {
  /** UNCL5305 category: S standard, Z zero, E exempt, AE reverse charge, K intra-EU, G export, O outside scope, L, M. */
  categoryCode?: string;
  ratePercent: Decimal;
  taxableAmount: Decimal;
  taxAmount: Decimal;
  exemptionReason?: string;
}

export interface InvoiceLine {
  posNo?: string;
  orderNo?: string;
  deliveryNo?: string;
  title: string;
  description?: string;
  quantity?: Decimal;
  /** UN/ECE rec. 20 unit code as in the XML (e.g. C62, H87, HUR, KGM). */
  unit?: string;
  unitNetPrice?: Decimal;
  vatPercent?: Decimal;
  vatCategoryCode?: string;
  discountPercent?: Decimal;
  /** Net line total (BT-131); absent only where the profile carries none (ZUGFeRD 1.0 BASIC lines). */
  totalPrice?: Decimal;
}

export interface PaymentDetails {
  /** UNCL4461 payment means code (58 SEPA credit transfer, 59 SEPA direct debit, 30 credit transfer, …). */
  meansCode?: string;
  iban?: string;
  bic?: string;
  accountName?: string;
  /** Remittance information / Verwendungszweck (BT-83). */
  paymentReference?: string;
  /** Free-text payment terms (BT-20). */
  terms?: string;
  /** Cash discount (Skonto) if the terms state one. */
  discountPercent?: Decimal;
  discountDays?: number;
  discountUntil?: IsoDate;
  discountAmount?: Decimal;
  /** SEPA direct debit: mandate reference and creditor id. */
  mandateReference?: string;
  creditorId?: string;
  /** Debited account for direct debit (BT-91). */
  debitedIban?: string;
}

export type EInvoiceSyntax = "UBL" | "CII" | "EBINTERFACE";

export interface CapturedInvoice {
  /** UNCL1001 document type code as given (380 invoice, 381 credit note, 384 corrected, 389 self-billed, 326 partial, 875/876/877 …). */
  documentTypeCode: string;
  /** True for credit notes (381, UBL CreditNote, ebInterface CreditMemo). */
  isCreditMemo: boolean;
  invoiceNumber?: string;
  invoiceDate?: IsoDate;
  dueDate?: IsoDate;
  deliveredFrom?: IsoDate;
  deliveredUntil?: IsoDate;
  /** Actual delivery date (BT-72) when no period is given. */
  deliveryDate?: IsoDate;
  orderNumber?: string;
  orderDate?: IsoDate;
  /** Buyer reference (BT-10, the Leitweg-ID in XRechnung). */
  buyerReference?: string;
  /** Invoice this one corrects or credits (BT-25). */
  precedingInvoiceNumber?: string;
  currency?: string;
  /** Sum of line net amounts (BT-106). */
  lineTotal?: Decimal;
  /** Total without VAT (BT-109). */
  net?: Decimal;
  /** Total VAT in the invoice currency (BT-110). */
  vatAmount?: Decimal;
  /** Total with VAT (BT-112). */
  total?: Decimal;
  /** Paid in advance (BT-113). */
  prepaid?: Decimal;
  /** Rounding amount (BT-114). */
  roundingAmount?: Decimal;
  /** Amount due for payment (BT-115). */
  amountDue?: Decimal;
  allowanceTotal?: Decimal;
  chargeTotal?: Decimal;
  vatBreakdown: VatBreakdownLine[];
  seller: Party;
  buyer: Party;
  payee?: Party;
  payment: PaymentDetails;
  items: InvoiceLine[];
  notes: string[];
}

/** An e-invoice parsed from its XML: the invoice plus where it came from. */
export interface EInvoice {
  syntax: EInvoiceSyntax;
  /** Specification identifier (BT-24 / ebInterface version), e.g. "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0". */
  specificationId?: string;
  /** Human-readable profile: MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED, XRECHNUNG, EBINTERFACE 6.1 … */
  profile?: string;
  invoice: CapturedInvoice;
  /**
   * What the reader tolerated instead of refusing the invoice (a figure the profile does not
   * demand that is missing, an optional date that is no date): warnings for the review.
   */
  readFindings?: ComplianceFinding[];
}

/** A compliance finding: a rule id (EN 16931 BR-*, §14 UStG) and parameters for its message. */
export interface ComplianceFinding {
  rule: string;
  severity: "error" | "warning";
  /** The field concerned, by its name in CapturedInvoice (dot path), if any. */
  field?: string;
  params?: Record<string, string>;
}

/**
 * Where on a page a value was read: device space of the page (points at scale 1, origin top
 * left, y grows downwards, as `PositionedText`), the box around the value's text.
 */
export interface ExtractedEvidence {
  /** 1-based page number. */
  page: number;
  /** Left edge. */
  x: number;
  /** Top edge (y downwards). */
  y: number;
  width: number;
  height: number;
  /** The label the value was read after or below ("Rechnungsnummer", "Total"), if any. */
  label?: string;
}

/** A field found by text extraction, with how sure the extractor is (0…1). */
export interface ExtractedValue<T = string> {
  value: T;
  confidence: number;
  /** Where the value was read, when the positioned text of the page was given. */
  evidence?: ExtractedEvidence;
}

/**
 * The result of heuristic extraction from text. Only fields at or above the extractor's
 * SUGGESTION_THRESHOLD are present; only those at or above its FILL_THRESHOLD are to be filled
 * in, the others are offered as suggestions: an empty field is better than a wrong one.
 */
export interface ExtractedInvoiceFields {
  invoiceNumber?: ExtractedValue;
  invoiceDate?: ExtractedValue<IsoDate>;
  dueDate?: ExtractedValue<IsoDate>;
  deliveredFrom?: ExtractedValue<IsoDate>;
  deliveredUntil?: ExtractedValue<IsoDate>;
  net?: ExtractedValue<Decimal>;
  vatAmount?: ExtractedValue<Decimal>;
  total?: ExtractedValue<Decimal>;
  /** Printed as already paid and deducted ("Anzahlung", "bereits bezahlt", BT-113). */
  prepaid?: ExtractedValue<Decimal>;
  /** Printed as the amount to pay ("Zahlbetrag", "Amount due", BT-115) when it differs from the total. */
  amountDue?: ExtractedValue<Decimal>;
  /** VAT lines found in the text (rate, net, VAT). */
  vatBreakdown?: ExtractedValue<VatBreakdownLine[]>;
  currency?: ExtractedValue;
  iban?: ExtractedValue;
  bic?: ExtractedValue;
  paymentReference?: ExtractedValue;
  /** The partner's (issuer's, for incoming invoices) VAT id, not the recipient's own. */
  partnerVatId?: ExtractedValue;
  partnerName?: ExtractedValue;
  partnerEmails?: ExtractedValue<string[]>;
  orderNumber?: ExtractedValue;
  /** True when the text reads as a credit note (Gutschrift, Rechnungskorrektur, Credit note). */
  isCreditMemo?: ExtractedValue<boolean>;
}
