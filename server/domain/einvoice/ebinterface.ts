/**
 * Austrian ebInterface 5.0, 6.0 and 6.1 (`http://www.ebinterface.at/schema/<5p0|6p0|6p1>/`,
 * root `Invoice`) → EInvoice. Element names per the published XML schemas.
 *
 * ebInterface states no net total and no VAT total: BT-109 is the sum of the taxable amounts
 * in Tax/TaxItem, BT-110 the sum of their tax amounts, BT-106 the sum of LineItemAmount.
 * Document types map to UNCL1001 (CreditMemo 381, SelfBilling 389, …). The pre-5.0 layout
 * (VATRate on lines, Tax/VAT/Item) is read as a fallback.
 */
import type { EInvoice, InvoiceLine, Party, PaymentDetails, VatBreakdownLine } from "../capture/types.ts";
import { addDecimals, normalizeAmount, percentOf, subtractDecimals } from "../../../src/lib/decimal.ts";
import {
  addressOf,
  cleanIban,
  cleanNote,
  cleanIdentifier,
  compact,
  optionalAmount,
  optionalDate,
  optionalQuantity,
  optionalRate,
  partyOf,
  paymentOf,
  requiredAmount,
  unitPrice,
  type ParsedInvoice,
} from "./common.ts";
import { detailOf, EInvoiceError } from "./errors.ts";
import { xmlQuery, type XmlElement, type XmlQuery } from "./xml.ts";
import { daysBetween } from "../../../src/lib/calendarDate.ts";

const NAMESPACE_RE = /^http:\/\/www\.ebinterface\.at\/schema\/(\d+)p(\d+)\/$/;
const SUPPORTED_VERSIONS = new Set(["5.0", "6.0", "6.1"]);

/** ebInterface DocumentType → UNCL1001 document type code. */
const DOCUMENT_TYPE_CODES: Readonly<Record<string, string>> = {
  Invoice: "380",
  FinalSettlement: "380",
  InvoiceForAdvancePayment: "386",
  InvoiceForPartialDelivery: "326",
  SelfBilling: "389",
  CreditMemo: "381",
  SubsequentCredit: "381",
  SubsequentDebit: "383",
};
const CREDIT_DOCUMENT_TYPES = new Set(["CreditMemo", "SubsequentCredit"]);

/** "5.0" for an ebInterface namespace, undefined for anything else. */
export function ebInterfaceVersion(root: XmlElement): string | undefined {
  const m = NAMESPACE_RE.exec(root.ns);
  return m && root.name === "Invoice" ? `${m[1]}.${m[2]}` : undefined;
}

export function isEbInterfaceRoot(root: XmlElement): boolean {
  return ebInterfaceVersion(root) !== undefined;
}

/** "00000000" stands for "no VAT id" in ebInterface (e.g. for private recipients). */
function vatIdOf(raw: string | undefined): string | undefined {
  const id = cleanIdentifier(raw);
  return id && !/^0+$/.test(id) ? id : undefined;
}

class EbInterfaceReader {
  private readonly q: XmlQuery;

  constructor(namespace: string) {
    this.q = xmlQuery({ eb: namespace });
  }

  /** Biller (seller) or InvoiceRecipient (buyer). Contact moved from Address to the party in 5.0. */
  private party(party: XmlElement | undefined): Party {
    const { q } = this;
    if (!party) return {};
    const address = q.first(party, "eb:Address");
    const contact = q.first(party, "eb:Contact") ?? q.first(address, "eb:Contact");
    const country = q.first(address, "eb:Country");
    const countryCode = country?.attrs.CountryCode ?? q.text(country);
    return partyOf({
      name: q.text(address, "eb:Name"),
      vatId: vatIdOf(q.text(party, "eb:VATIdentificationNumber")),
      registrationNo: q.text(
        q.all(party, "eb:FurtherIdentification").find((id) => id.attrs.IdentificationType === "FN"),
      ),
      address: addressOf({
        street: q.text(address, "eb:Street") ?? q.text(address, "eb:POBox"),
        zip: q.text(address, "eb:ZIP"),
        city: q.text(address, "eb:Town"),
        country: countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : undefined,
      }),
      email: q.text(address, "eb:Email") ?? q.text(contact, "eb:Email"),
      phone: q.text(address, "eb:Phone") ?? q.text(contact, "eb:Phone"),
      contactName: contact && (q.text(contact, "eb:Name") ?? q.text(contact)),
    });
  }

  private line(item: XmlElement): InvoiceLine {
    const { q } = this;
    const posNo = q.text(item, "eb:PositionNumber");
    const what = `Line ${posNo ?? "?"}`;
    const [title = "", ...more] = q.texts(item, "eb:Description");
    const quantity = q.first(item, "eb:Quantity");
    const price = q.first(item, "eb:UnitPrice");
    const taxPercent = q.first(item, "eb:TaxItem/eb:TaxPercent");
    const legacyRate = q.text(item, "eb:VATRate");
    return compact({
      posNo,
      orderNo: q.text(item, "eb:InvoiceRecipientsOrderReference/eb:OrderID"),
      deliveryNo: q.text(item, "eb:Delivery/eb:DeliveryID"),
      title,
      description: more.join("\n"),
      quantity: optionalQuantity(q.text(quantity), `${what} quantity`),
      unit: quantity?.attrs.Unit,
      unitNetPrice: unitPrice(q.text(price), price?.attrs.BaseQuantity, `${what} unit price`),
      vatPercent: optionalRate(q.text(taxPercent) ?? legacyRate, `${what} VAT rate`),
      vatCategoryCode: taxPercent?.attrs.TaxCategoryCode ?? (q.first(item, "eb:TaxExemption") ? "E" : undefined),
      discountPercent: optionalRate(
        q.text(item, "eb:ReductionAndSurchargeListLineItemDetails/eb:ReductionListLineItem/eb:Percentage"),
        `${what} reduction percentage`,
      ),
      totalPrice: requiredAmount(q.text(item, "eb:LineItemAmount"), `${what} amount (LineItemAmount)`),
    });
  }

  /** Tax/TaxItem (5.0+), or Tax/VAT/Item|VATItem (older layout). */
  private vatBreakdown(root: XmlElement): VatBreakdownLine[] {
    const { q } = this;
    const items = q.all(root, "eb:Tax/eb:TaxItem").map((item) => {
      const percent = q.first(item, "eb:TaxPercent");
      const categoryCode = percent?.attrs.TaxCategoryCode;
      return compact({
        categoryCode,
        ratePercent: optionalRate(q.text(percent), "Tax rate (TaxPercent)") ?? "0",
        taxableAmount: requiredAmount(q.text(item, "eb:TaxableAmount"), "Taxable amount (TaxableAmount)"),
        taxAmount: optionalAmount(q.text(item, "eb:TaxAmount"), "Tax amount (TaxAmount)") ?? "0.00",
        exemptionReason: categoryCode !== "S" ? q.text(item, "eb:Comment") : undefined,
      });
    });
    if (items.length > 0) return items;
    return [...q.all(root, "eb:Tax/eb:VAT/eb:Item"), ...q.all(root, "eb:Tax/eb:VAT/eb:VATItem")].map((item) => {
      const exemption = q.text(item, "eb:TaxExemption");
      return compact({
        categoryCode: exemption !== undefined ? "E" : "S",
        ratePercent: optionalRate(q.text(item, "eb:VATRate"), "VAT rate (VATRate)") ?? "0",
        taxableAmount: requiredAmount(q.text(item, "eb:TaxedAmount"), "Taxed amount (TaxedAmount)"),
        taxAmount: optionalAmount(q.text(item, "eb:Amount"), "VAT amount (Amount)") ?? "0.00",
        exemptionReason: exemption,
      });
    });
  }

  /** Header reductions (allowances) or surcharges (charges; other VAT-able taxes count as charges). */
  private reductionsOrSurcharges(root: XmlElement, surcharges: boolean): string | undefined {
    const { q } = this;
    const details = q.first(root, "eb:ReductionAndSurchargeDetails");
    const entries = q.all(details, surcharges ? "eb:Surcharge" : "eb:Reduction");
    const amounts = entries.map((entry) => {
      const explicit = optionalAmount(q.text(entry, "eb:Amount"), "Reduction/surcharge amount");
      if (explicit !== undefined) return explicit;
      const base = requiredAmount(q.text(entry, "eb:BaseAmount"), "Reduction/surcharge base amount");
      const percent = optionalRate(q.text(entry, "eb:Percentage"), "Reduction/surcharge percentage") ?? "0";
      return percentOf(base, percent, 2);
    });
    if (surcharges) {
      for (const tax of q.all(details, "eb:OtherVATableTax")) {
        amounts.push(requiredAmount(q.text(tax, "eb:TaxAmount"), "Other VAT-able tax amount"));
      }
    }
    return amounts.length > 0 ? normalizeAmount(addDecimals(...amounts)) : undefined;
  }

  private payment(root: XmlElement, invoiceDate: string | undefined): PaymentDetails {
    const { q } = this;
    const method = q.first(root, "eb:PaymentMethod");
    const transfer = q.first(method, "eb:UniversalBankTransaction");
    const account = q.first(transfer, "eb:BeneficiaryAccount");
    const debit = q.first(method, "eb:SEPADirectDebit");
    const conditions = q.first(root, "eb:PaymentConditions");
    const discount = q.first(conditions, "eb:Discount");
    const discountUntil = optionalDate(q.text(discount, "eb:PaymentDate"), "Discount payment date");
    const discountAmount = optionalAmount(q.text(discount, "eb:Amount"), "Discount amount");
    const iban = cleanIban(q.text(account, "eb:IBAN"));
    let meansCode: string | undefined;
    if (transfer) meansCode = iban ? "58" : "30";
    else if (debit) meansCode = "59";
    else if (q.first(method, "eb:PaymentCard")) meansCode = "48";
    return paymentOf({
      meansCode,
      iban,
      bic: cleanIdentifier(q.text(account, "eb:BIC") ?? q.text(debit, "eb:BIC")),
      accountName: q.text(account, "eb:BankAccountOwner"),
      paymentReference: q.text(transfer, "eb:PaymentReference"),
      terms: [q.text(method, "eb:Comment"), q.text(conditions, "eb:Comment")].filter(Boolean).join("\n"),
      discountPercent: optionalRate(q.text(discount, "eb:Percentage"), "Discount percentage"),
      discountDays: discountUntil && invoiceDate ? daysBetween(invoiceDate, discountUntil) : undefined,
      discountUntil,
      discountAmount: discountAmount === "0.00" ? undefined : discountAmount,
      mandateReference: q.text(debit, "eb:MandateReference"),
      creditorId: q.text(debit, "eb:CreditorID"),
      debitedIban: cleanIban(q.text(debit, "eb:IBAN")),
    });
  }

  read(root: XmlElement, version: string): EInvoice {
    const { q } = this;
    const documentType = root.attrs.DocumentType ?? "Invoice";
    const documentTypeCode = DOCUMENT_TYPE_CODES[documentType];
    if (!documentTypeCode) {
      throw new EInvoiceError("EINVOICE_INVALID", `Unknown ebInterface DocumentType ${JSON.stringify(documentType)}.`, {
        detail: detailOf("UNKNOWN_CODE", "Invoice type code (BT-3)", documentType),
      });
    }
    const invoiceDate = optionalDate(q.text(root, "eb:InvoiceDate"), "Invoice date (InvoiceDate)");
    const items = q.all(root, "eb:Details/eb:ItemList/eb:ListLineItem").map((item) => this.line(item));
    const breakdown = this.vatBreakdown(root);
    const lineTotal = normalizeAmount(addDecimals(...items.map((item) => item.totalPrice ?? "0")));
    const allowanceTotal = this.reductionsOrSurcharges(root, false);
    const chargeTotal = this.reductionsOrSurcharges(root, true);
    const net =
      breakdown.length > 0
        ? addDecimals(...breakdown.map((line) => line.taxableAmount))
        : addDecimals(subtractDecimals(lineTotal ?? "0", allowanceTotal ?? "0"), chargeTotal ?? "0");
    const belowTheLine = q.texts(root, "eb:Details/eb:BelowTheLineItem/eb:LineItemAmount");
    const preceding = q.first(root, "eb:CancelledOriginalDocument") ?? q.first(root, "eb:RelatedDocument");
    const delivery = q.first(root, "eb:Delivery");
    const order = q.first(root, "eb:InvoiceRecipient/eb:OrderReference");

    const invoice: ParsedInvoice = {
      ...compact({
        documentTypeCode,
        isCreditMemo: CREDIT_DOCUMENT_TYPES.has(documentType),
        invoiceNumber: q.text(root, "eb:InvoiceNumber"),
        invoiceDate,
        dueDate: optionalDate(q.text(root, "eb:PaymentConditions/eb:DueDate"), "Due date (DueDate)"),
        deliveredFrom: optionalDate(q.text(delivery, "eb:Period/eb:FromDate"), "Delivery period start"),
        deliveredUntil: optionalDate(q.text(delivery, "eb:Period/eb:ToDate"), "Delivery period end"),
        deliveryDate: optionalDate(q.text(delivery, "eb:Date"), "Delivery date"),
        orderNumber: q.text(order, "eb:OrderID"),
        orderDate: optionalDate(q.text(order, "eb:ReferenceDate"), "Order reference date"),
        precedingInvoiceNumber: q.text(preceding, "eb:InvoiceNumber"),
        currency: root.attrs.InvoiceCurrency?.toUpperCase(),
        lineTotal,
        net: normalizeAmount(net),
        vatAmount: normalizeAmount(addDecimals(...breakdown.map((line) => line.taxAmount))),
        total: requiredAmount(q.text(root, "eb:TotalGrossAmount"), "Total gross amount (TotalGrossAmount)"),
        prepaid: optionalAmount(q.text(root, "eb:PrepaidAmount"), "Prepaid amount (PrepaidAmount)"),
        roundingAmount: optionalAmount(q.text(root, "eb:RoundingAmount"), "Rounding amount (RoundingAmount)"),
        otherPayableAmount:
          belowTheLine.length > 0
            ? normalizeAmount(addDecimals(...belowTheLine.map((a) => requiredAmount(a, "BelowTheLineItem amount"))))
            : undefined,
        amountDue: requiredAmount(q.text(root, "eb:PayableAmount"), "Payable amount (PayableAmount)"),
        allowanceTotal,
        chargeTotal,
      }),
      vatBreakdown: breakdown,
      seller: this.party(q.first(root, "eb:Biller")),
      buyer: this.party(q.first(root, "eb:InvoiceRecipient")),
      payment: this.payment(root, invoiceDate),
      items,
      notes: [
        ...q.texts(root, "eb:Details/eb:HeaderDescription"),
        ...q.texts(root, "eb:Details/eb:FooterDescription"),
        ...q.texts(root, "eb:Comment"),
      ].map(cleanNote),
    };
    return { syntax: "EBINTERFACE", specificationId: root.ns, profile: `EBINTERFACE ${version}`, invoice };
  }
}

export function parseEbInterface(root: XmlElement): EInvoice {
  const version = ebInterfaceVersion(root);
  if (!version) throw new EInvoiceError("EINVOICE_UNKNOWN_FORMAT", "Not an ebInterface Invoice.");
  if (!SUPPORTED_VERSIONS.has(version)) {
    throw new EInvoiceError(
      "EINVOICE_UNKNOWN_FORMAT",
      `ebInterface ${version} is not supported (supported: ${[...SUPPORTED_VERSIONS].join(", ")}).`,
    );
  }
  return new EbInterfaceReader(root.ns).read(root, version);
}
