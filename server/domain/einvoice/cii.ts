/**
 * UN/CEFACT Cross Industry Invoice → EInvoice: ZUGFeRD 2.x / Factur-X in every profile
 * (MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED, XRECHNUNG) and XRechnung in CII syntax
 * (D16B, `rsm:CrossIndustryInvoice`), plus ZUGFeRD 1.0 (`rsm:CrossIndustryDocument`, D13B
 * names; also its pre-release `CBFBUY:5` form). Business terms (BT-…) per EN 16931-1, paths per
 * CEN/TS 16931-3-3.
 *
 * ZUGFeRD 1.0 is read leniently, as its profiles allow: BASIC carries no amount due and no line
 * amounts, COMFORT and EXTENDED have free-text lines without amounts, and vendors' files often
 * lack figures the specification lists. A missing figure other than the gross total becomes a
 * finding (`EInvoice.readFindings`), not a refusal. In every dialect an optional date that is no
 * date is a finding and the field stays empty.
 *
 * MINIMUM and BASIC WL carry no lines and MINIMUM no BT-106; those fields stay empty and
 * `checkCompliance` reports what §14 UStG then misses.
 */
import type { EInvoice, InvoiceLine, IsoDate, Party, PaymentDetails, VatBreakdownLine } from "../capture/types.ts";
import { addDecimals, normalizeAmount } from "../../../src/lib/decimal.ts";
import {
  addressOf,
  cleanIban,
  cleanNote,
  cleanIdentifier,
  compact,
  isCreditNoteTypeCode,
  optionalAmount,
  optionalDate,
  optionalQuantity,
  optionalRate,
  leniently,
  missing,
  parseSkonto,
  partyOf,
  paymentOf,
  profileOf,
  requiredAmount,
  tolerate,
  unitPrice,
  type ParsedInvoice,
  type ReadFindings,
} from "./common.ts";
import { addDays } from "../../../src/lib/calendarDate.ts";
import { detailOf, EInvoiceError } from "./errors.ts";
import { xmlQuery, type XmlElement, type XmlQuery } from "./xml.ts";

/** Element names and namespaces that differ between CII D16B (ZUGFeRD 2.x) and ZUGFeRD 1.0. */
interface CiiDialect {
  rootNs: string;
  root: string;
  ramNs: string;
  udtNs: string;
  qdtNs: string;
  context: string;
  header: string;
  transaction: string;
  agreement: string;
  delivery: string;
  settlement: string;
  summation: string;
  lineAgreement: string;
  lineDelivery: string;
  lineSettlement: string;
  lineSummation: string;
  /** BT-119/BT-152 */
  rate: string;
  /** Identifier of a referenced document (order BT-13, preceding invoice BT-25). */
  documentId: string;
  /** ZUGFeRD 1.0 (final or pre-release): read leniently, see the file comment. */
  zugferd1: boolean;
}

const CII_D16B: CiiDialect = {
  rootNs: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  root: "CrossIndustryInvoice",
  ramNs: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udtNs: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdtNs: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  context: "ExchangedDocumentContext",
  header: "ExchangedDocument",
  transaction: "SupplyChainTradeTransaction",
  agreement: "ApplicableHeaderTradeAgreement",
  delivery: "ApplicableHeaderTradeDelivery",
  settlement: "ApplicableHeaderTradeSettlement",
  summation: "SpecifiedTradeSettlementHeaderMonetarySummation",
  lineAgreement: "SpecifiedLineTradeAgreement",
  lineDelivery: "SpecifiedLineTradeDelivery",
  lineSettlement: "SpecifiedLineTradeSettlement",
  lineSummation: "SpecifiedTradeSettlementLineMonetarySummation",
  rate: "RateApplicablePercent",
  documentId: "IssuerAssignedID",
  zugferd1: false,
};

const ZUGFERD_1: CiiDialect = {
  rootNs: "urn:ferd:CrossIndustryDocument:invoice:1p0",
  root: "CrossIndustryDocument",
  ramNs: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12",
  udtNs: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15",
  qdtNs: "urn:un:unece:uncefact:data:standard:QualifiedDataType:12",
  context: "SpecifiedExchangedDocumentContext",
  header: "HeaderExchangedDocument",
  transaction: "SpecifiedSupplyChainTradeTransaction",
  agreement: "ApplicableSupplyChainTradeAgreement",
  delivery: "ApplicableSupplyChainTradeDelivery",
  settlement: "ApplicableSupplyChainTradeSettlement",
  summation: "SpecifiedTradeSettlementMonetarySummation",
  lineAgreement: "SpecifiedSupplyChainTradeAgreement",
  lineDelivery: "SpecifiedSupplyChainTradeDelivery",
  lineSettlement: "SpecifiedSupplyChainTradeSettlement",
  lineSummation: "SpecifiedTradeSettlementMonetarySummation",
  rate: "ApplicablePercent",
  documentId: "ID",
  zugferd1: true,
};

/**
 * The ZUGFeRD 1.0 release candidate (2014): root `Invoice` in `CBFBUY:5`, every other element
 * without a namespace, dates and amounts as the element's own text. Early Mustang and
 * gnuaccounting invoices carry it.
 */
const ZUGFERD_1_RC: CiiDialect = {
  ...ZUGFERD_1,
  rootNs: "urn:un:unece:uncefact:data:standard:CBFBUY:5",
  root: "Invoice",
  ramNs: "",
  udtNs: "",
  qdtNs: "",
};

const DIALECTS = [CII_D16B, ZUGFERD_1, ZUGFERD_1_RC];

function dialectOf(root: XmlElement): CiiDialect | undefined {
  return DIALECTS.find((d) => root.ns === d.rootNs && root.name === d.root);
}

export function isCiiRoot(root: XmlElement): boolean {
  return dialectOf(root) !== undefined;
}

/** Reads one CII document; `q` resolves rsm/ram/udt/qdt to the dialect's namespaces. */
class CiiReader {
  private readonly q: XmlQuery;
  /** What was tolerated (see the file comment). */
  readonly findings: ReadFindings = [];
  /** ZUGFeRD 1.0 profile level (BASIC, COMFORT, EXTENDED), when read leniently. */
  private level: string | undefined;

  constructor(private readonly d: CiiDialect) {
    this.q = xmlQuery({ rsm: d.rootNs, ram: d.ramNs, udt: d.udtNs, qdt: d.qdtNs });
  }

  /**
   * A date element holding `udt:DateTimeString` (or qdt, or in the 1.0 pre-release the text
   * itself) with format 102 (CCYYMMDD). Only the invoice date (BT-2) is mandatory: any other
   * date that is no date becomes a finding and stays empty.
   */
  private date(container: XmlElement | undefined, what: string, mandatory = false): IsoDate | undefined {
    const { q } = this;
    const dateTime =
      q.first(container, "udt:DateTimeString") ??
      q.first(container, "qdt:DateTimeString") ??
      (container && container.children.length === 0 ? container : undefined);
    const format = dateTime?.attrs.format;
    // 610 (CCYYMM) and 616 (CCYYWW) name no single day; leave those empty rather than guess.
    if (format === "610" || format === "616") return undefined;
    if (mandatory) return optionalDate(q.text(dateTime), what);
    return leniently(this.findings, () => optionalDate(q.text(dateTime), what));
  }

  /**
   * An amount ZUGFeRD 2.x demands: in ZUGFeRD 1.0 a missing one is a finding where the profile
   * lists it (`expected`), and nothing where it does not; one that is no number is a finding.
   */
  private demandedAmount(raw: string | undefined, what: string, expected = true): string | undefined {
    if (!this.d.zugferd1) return requiredAmount(raw, what);
    if (raw === undefined) {
      if (expected) tolerate(this.findings, missing(what));
      return undefined;
    }
    return leniently(this.findings, () => optionalAmount(raw, what));
  }

  /** BG-4 seller, BG-7 buyer, BG-10 payee. */
  private party(party: XmlElement | undefined): Party {
    const { q } = this;
    if (!party) return {};
    const registrations = q.all(party, "ram:SpecifiedTaxRegistration/ram:ID");
    const registration = (scheme: string) => q.text(registrations.find((id) => id.attrs.schemeID === scheme));
    const address = q.first(party, "ram:PostalTradeAddress");
    const electronicAddress = q.first(party, "ram:URIUniversalCommunication/ram:URIID");
    return partyOf({
      name: q.text(party, "ram:Name"),
      vatId: cleanIdentifier(registration("VA")), // BT-31 / BT-48
      taxId: cleanIdentifier(registration("FC")), // BT-32 Steuernummer
      registrationNo: q.text(party, "ram:SpecifiedLegalOrganization/ram:ID"), // BT-30
      address: addressOf({
        street: q.text(address, "ram:LineOne"),
        additionalStreet: [q.text(address, "ram:LineTwo"), q.text(address, "ram:LineThree")].filter(Boolean).join(", "),
        zip: q.text(address, "ram:PostcodeCode"),
        city: q.text(address, "ram:CityName"),
        country: q.text(address, "ram:CountryID")?.toUpperCase(),
      }),
      email:
        q.text(party, "ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID") ??
        (electronicAddress?.attrs.schemeID === "EM" ? q.text(electronicAddress) : undefined),
      phone: q.text(party, "ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber"),
      contactName: q.text(party, "ram:DefinedTradeContact/ram:PersonName"),
    });
  }

  /** BG-23: the header ApplicableTradeTax entries of type VAT. */
  private vatBreakdown(settlement: XmlElement | undefined): VatBreakdownLine[] {
    const { q, d } = this;
    return q
      .all(settlement, "ram:ApplicableTradeTax")
      .filter((tax) => (q.text(tax, "ram:TypeCode") ?? "VAT") === "VAT")
      .flatMap((tax): VatBreakdownLine[] => {
        const taxableAmount = this.demandedAmount(
          q.text(tax, "ram:BasisAmount"),
          "VAT category taxable amount (BT-116)",
        );
        const taxAmount = this.demandedAmount(q.text(tax, "ram:CalculatedAmount"), "VAT category tax amount (BT-117)");
        if (taxableAmount === undefined || taxAmount === undefined) return []; // ZUGFeRD 1.0: a finding says why
        return [
          compact({
            categoryCode: q.text(tax, "ram:CategoryCode"),
            ratePercent: optionalRate(q.text(tax, `ram:${d.rate}`), "VAT category rate (BT-119)") ?? "0",
            taxableAmount,
            taxAmount,
            exemptionReason: q.text(tax, "ram:ExemptionReason") ?? q.text(tax, "ram:ExemptionReasonCode"),
          }),
        ];
      });
  }

  /** BG-16 payment instructions, BT-20 terms, BT-9 due date, SEPA direct debit (BG-19). */
  private payment(settlement: XmlElement | undefined, invoiceDate: IsoDate | undefined) {
    const { q } = this;
    const means = q.all(settlement, "ram:SpecifiedTradeSettlementPaymentMeans");
    const transfer = means.find((m) => q.first(m, "ram:PayeePartyCreditorFinancialAccount/ram:IBANID")) ?? means[0];
    const paymentTerms = q.all(settlement, "ram:SpecifiedTradePaymentTerms");
    const terms = paymentTerms.flatMap((t) => q.texts(t, "ram:Description")).join("\n") || undefined;
    const dueDate = paymentTerms
      .map((t) => this.date(q.first(t, "ram:DueDateDateTime"), "Payment due date (BT-9)"))
      .find(Boolean);
    const payment: PaymentDetails = paymentOf({
      meansCode: q.text(transfer, "ram:TypeCode"),
      iban: cleanIban(q.text(transfer, "ram:PayeePartyCreditorFinancialAccount/ram:IBANID")),
      bic: cleanIdentifier(q.text(transfer, "ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID")),
      accountName: q.text(transfer, "ram:PayeePartyCreditorFinancialAccount/ram:AccountName"),
      paymentReference: q.text(settlement, "ram:PaymentReference"),
      terms,
      ...parseSkonto(terms, invoiceDate),
      ...this.discountTerms(paymentTerms, invoiceDate),
      mandateReference: paymentTerms.map((t) => q.text(t, "ram:DirectDebitMandateID")).find(Boolean),
      creditorId: q.text(settlement, "ram:CreditorReferenceID"),
      debitedIban: cleanIban(
        means.map((m) => q.text(m, "ram:PayerPartyDebtorFinancialAccount/ram:IBANID")).find(Boolean),
      ),
    });
    return { payment, dueDate };
  }

  /** EXTENDED: structured cash discount (ApplicableTradePaymentDiscountTerms). */
  private discountTerms(paymentTerms: XmlElement[], invoiceDate: IsoDate | undefined) {
    const { q } = this;
    const discount = paymentTerms.map((t) => q.first(t, "ram:ApplicableTradePaymentDiscountTerms")).find(Boolean);
    if (!discount) return {};
    const percent = optionalRate(q.text(discount, "ram:CalculationPercent"), "Cash discount percent");
    const period = q.first(discount, "ram:BasisPeriodMeasure");
    const days = period && (period.attrs.unitCode ?? "DAY") === "DAY" ? Number(q.text(period)) : undefined;
    const validDays = days !== undefined && Number.isInteger(days) ? days : undefined;
    return compact({
      discountPercent: percent,
      discountDays: validDays,
      discountUntil: invoiceDate && validDays !== undefined ? addDays(invoiceDate, validDays) : undefined,
      discountAmount: optionalAmount(q.text(discount, "ram:ActualDiscountAmount"), "Cash discount amount"),
    });
  }

  /**
   * A ZUGFeRD 1.0 free-text line (COMFORT, EXTENDED): a note in the line's place, without a
   * product, quantity or amount. Its text belongs to the invoice's notes, not to its lines.
   */
  private freeTextOf(item: XmlElement): string | undefined {
    const { q, d } = this;
    if (!d.zugferd1) return undefined;
    if (q.first(item, "ram:SpecifiedTradeProduct") || q.first(item, `ram:${d.lineDelivery}/ram:BilledQuantity`)) {
      return undefined;
    }
    if (q.first(item, `ram:${d.lineSettlement}/ram:${d.lineSummation}/ram:LineTotalAmount`)) return undefined;
    return q.texts(item, "ram:AssociatedDocumentLineDocument/ram:IncludedNote/ram:Content").map(cleanNote).join("\n");
  }

  /** BG-25 invoice line. */
  private line(item: XmlElement): InvoiceLine {
    const { q, d } = this;
    const id = q.text(item, "ram:AssociatedDocumentLineDocument/ram:LineID");
    const what = `Line ${id ?? "?"}`;
    const agreement = q.first(item, `ram:${d.lineAgreement}`);
    const lineSettlement = q.first(item, `ram:${d.lineSettlement}`);
    const quantity = q.first(item, `ram:${d.lineDelivery}/ram:BilledQuantity`);
    const tax = q.first(lineSettlement, "ram:ApplicableTradeTax");
    const allowance = q
      .all(lineSettlement, "ram:SpecifiedTradeAllowanceCharge")
      .find((ac) => q.text(ac, "ram:ChargeIndicator/udt:Indicator")?.toLowerCase() === "false");
    return compact({
      posNo: id,
      orderNo: q.text(agreement, `ram:BuyerOrderReferencedDocument/ram:${d.documentId}`),
      deliveryNo: q.text(item, `ram:${d.lineDelivery}/ram:DeliveryNoteReferencedDocument/ram:${d.documentId}`),
      title: q.text(item, "ram:SpecifiedTradeProduct/ram:Name") ?? "",
      description: q.text(item, "ram:SpecifiedTradeProduct/ram:Description"),
      quantity: optionalQuantity(q.text(quantity), `${what} quantity (BT-129)`),
      unit: quantity?.attrs.unitCode,
      unitNetPrice: unitPrice(
        q.text(agreement, "ram:NetPriceProductTradePrice/ram:ChargeAmount"),
        q.text(agreement, "ram:NetPriceProductTradePrice/ram:BasisQuantity"),
        `${what} net price (BT-146)`,
      ),
      vatPercent: optionalRate(q.text(tax, `ram:${d.rate}`), `${what} VAT rate (BT-152)`),
      vatCategoryCode: q.text(tax, "ram:CategoryCode"),
      discountPercent: optionalRate(
        q.text(allowance, "ram:CalculationPercent"),
        `${what} allowance percentage (BT-138)`,
      ),
      // ZUGFeRD 1.0 BASIC lines carry no amounts at all.
      totalPrice: this.demandedAmount(
        q.text(lineSettlement, `ram:${d.lineSummation}/ram:LineTotalAmount`),
        `${what} net amount (BT-131)`,
        this.level !== "BASIC",
      ),
    });
  }

  /** BT-110 in the invoice currency: TaxTotalAmount may appear twice (BT-111 in the tax currency). */
  private vatTotal(summation: XmlElement | undefined, currency: string | undefined) {
    const { q } = this;
    const totals = q.all(summation, "ram:TaxTotalAmount");
    const total =
      totals.find((t) => t.attrs.currencyID === currency) ?? totals.find((t) => !t.attrs.currencyID) ?? totals[0];
    return optionalAmount(q.text(total), "Invoice total VAT amount (BT-110)");
  }

  private allowanceChargeSum(settlement: XmlElement | undefined, charge: boolean): string | undefined {
    const { q } = this;
    const amounts = q
      .all(settlement, "ram:SpecifiedTradeAllowanceCharge")
      .filter((ac) => (q.text(ac, "ram:ChargeIndicator/udt:Indicator")?.toLowerCase() === "true") === charge)
      .map((ac) =>
        requiredAmount(q.text(ac, "ram:ActualAmount"), charge ? "Charge amount (BT-99)" : "Allowance amount (BT-92)"),
      );
    return amounts.length > 0 ? normalizeAmount(addDecimals(...amounts)) : undefined;
  }

  read(root: XmlElement): EInvoice {
    const { q, d } = this;
    const header = q.first(root, `rsm:${d.header}`);
    const transaction = q.first(root, `rsm:${d.transaction}`);
    const agreement = q.first(transaction, `ram:${d.agreement}`);
    const delivery = q.first(transaction, `ram:${d.delivery}`);
    const settlement = q.first(transaction, `ram:${d.settlement}`);
    const summation = q.first(settlement, `ram:${d.summation}`);
    if (!summation) {
      throw new EInvoiceError("EINVOICE_INVALID", `The document totals (ram:${d.summation}, BG-22) are missing.`, {
        detail: detailOf("MISSING", "Document totals (BG-22)"),
      });
    }
    const specificationId = q.text(root, `rsm:${d.context}/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID`);
    this.level = d.zugferd1 ? zugferd1Level(specificationId) : undefined;
    const documentTypeCode = q.text(header, "ram:TypeCode") ?? "380";
    const currency = q.text(settlement, "ram:InvoiceCurrencyCode")?.toUpperCase();
    const invoiceDate = this.date(q.first(header, "ram:IssueDateTime"), "Invoice issue date (BT-2)", true);
    const { payment, dueDate } = this.payment(settlement, invoiceDate);
    const period = q.first(settlement, "ram:BillingSpecifiedPeriod");
    const amount = (name: string, what: string) => optionalAmount(q.text(summation, `ram:${name}`), what);
    const required = (name: string, what: string) => requiredAmount(q.text(summation, `ram:${name}`), what);
    const demanded = (name: string, what: string, expected?: boolean) =>
      this.demandedAmount(q.text(summation, `ram:${name}`), what, expected);
    const lineItems = q
      .all(transaction, "ram:IncludedSupplyChainTradeLineItem")
      // EXTENDED: lines marked INFORMATION are not part of the invoice amounts.
      .filter((item) => q.text(item, "ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode") !== "INFORMATION");
    const freeTexts = lineItems.map((item) => this.freeTextOf(item));

    const invoice: ParsedInvoice = {
      ...compact({
        documentTypeCode,
        isCreditMemo: isCreditNoteTypeCode(documentTypeCode),
        invoiceNumber: q.text(header, "ram:ID"),
        invoiceDate,
        dueDate,
        deliveredFrom: this.date(q.first(period, "ram:StartDateTime"), "Invoicing period start (BT-73)"),
        deliveredUntil: this.date(q.first(period, "ram:EndDateTime"), "Invoicing period end (BT-74)"),
        deliveryDate: this.date(
          q.first(delivery, "ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime"),
          "Actual delivery date (BT-72)",
        ),
        orderNumber: q.text(agreement, `ram:BuyerOrderReferencedDocument/ram:${d.documentId}`),
        orderDate: this.date(
          q.first(agreement, "ram:BuyerOrderReferencedDocument/ram:FormattedIssueDateTime"),
          "Order date",
        ),
        buyerReference: q.text(agreement, "ram:BuyerReference"),
        precedingInvoiceNumber: q.text(settlement, `ram:InvoiceReferencedDocument/ram:${d.documentId}`),
        currency,
        lineTotal: amount("LineTotalAmount", "Sum of line net amounts (BT-106)"),
        net: demanded("TaxBasisTotalAmount", "Invoice total without VAT (BT-109)"),
        vatAmount: this.vatTotal(summation, currency),
        total: required("GrandTotalAmount", "Invoice total with VAT (BT-112)"),
        prepaid: amount("TotalPrepaidAmount", "Paid amount (BT-113)"),
        roundingAmount: amount("RoundingAmount", "Rounding amount (BT-114)"),
        // ZUGFeRD 1.0 BASIC has no amount due; COMFORT and EXTENDED list it.
        amountDue: demanded("DuePayableAmount", "Amount due for payment (BT-115)", this.level !== "BASIC"),
        allowanceTotal:
          amount("AllowanceTotalAmount", "Sum of allowances (BT-107)") ?? this.allowanceChargeSum(settlement, false),
        chargeTotal:
          amount("ChargeTotalAmount", "Sum of charges (BT-108)") ?? this.allowanceChargeSum(settlement, true),
      }),
      vatBreakdown: this.vatBreakdown(settlement),
      seller: this.party(q.first(agreement, "ram:SellerTradeParty")),
      buyer: this.party(q.first(agreement, "ram:BuyerTradeParty")),
      payment,
      items: lineItems.filter((_, index) => freeTexts[index] === undefined).map((item) => this.line(item)),
      notes: [
        ...q.texts(header, "ram:IncludedNote/ram:Content").map(cleanNote),
        ...freeTexts.filter((text) => text !== undefined),
      ].filter(Boolean),
    };
    const payee = q.first(settlement, "ram:PayeeTradeParty");
    if (payee) invoice.payee = this.party(payee);
    const parsed: EInvoice = compact({
      syntax: "CII",
      specificationId,
      profile: d.zugferd1 ? (this.level ? `ZUGFERD 1.0 ${this.level}` : "ZUGFERD 1.0") : profileOf(specificationId),
      invoice,
    });
    if (this.findings.length > 0) parsed.readFindings = this.findings;
    return parsed;
  }
}

/**
 * "urn:ferd:CrossIndustryDocument:invoice:1p0:comfort" (or the pre-release
 * "urn:ferd:invoice:rc:comfort") → "COMFORT".
 */
function zugferd1Level(specificationId: string | undefined): string | undefined {
  const level = specificationId?.split(":").pop()?.toUpperCase();
  return level && /^(BASIC|COMFORT|EXTENDED)$/.test(level) ? level : undefined;
}

export function parseCii(root: XmlElement): EInvoice {
  const dialect = dialectOf(root);
  if (!dialect) throw new EInvoiceError("EINVOICE_UNKNOWN_FORMAT", "Not a CII CrossIndustryInvoice.");
  return new CiiReader(dialect).read(root);
}
