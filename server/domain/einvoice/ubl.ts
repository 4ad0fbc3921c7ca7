/**
 * OASIS UBL 2.1 `Invoice` and `CreditNote` → EInvoice, as used by XRechnung (UBL syntax),
 * PEPPOL BIS Billing 3.0 and the EN 16931 UBL binding. Business terms (BT-…) per EN 16931-1,
 * paths per the CEN/TS 16931-3-2 UBL syntax binding.
 */
import type { EInvoice, InvoiceLine, Party, PaymentDetails, VatBreakdownLine } from "../capture/types.ts";
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
  parseSkonto,
  partyOf,
  paymentOf,
  profileOf,
  requiredAmount,
  leniently,
  type ReadFindings,
  unitPrice,
  type ParsedInvoice,
} from "./common.ts";
import { detailOf, EInvoiceError } from "./errors.ts";
import { xmlQuery, type XmlElement } from "./xml.ts";

export const UBL_INVOICE_NS = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
export const UBL_CREDIT_NOTE_NS = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2";

const q = xmlQuery({
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
});

export function isUblRoot(root: XmlElement): boolean {
  return (
    (root.ns === UBL_INVOICE_NS && root.name === "Invoice") ||
    (root.ns === UBL_CREDIT_NOTE_NS && root.name === "CreditNote")
  );
}

/** Party (BG-4 seller, BG-7 buyer, BG-10 payee) from a `cac:Party`. */
function readParty(party: XmlElement | undefined): Party {
  if (!party) return {};
  const taxSchemes = q.all(party, "cac:PartyTaxScheme");
  // BT-31/BT-48: the scheme "VAT"; BT-32 (Steuernummer): any other scheme, "FC" by convention.
  const vatScheme = taxSchemes.find((scheme) => q.text(scheme, "cac:TaxScheme/cbc:ID")?.toUpperCase() === "VAT");
  const otherScheme = taxSchemes.find((scheme) => scheme !== vatScheme);
  const endpoint = q.first(party, "cbc:EndpointID");
  return partyOf({
    // BT-27 legal name first, BT-28 trading name as fallback.
    name: q.text(party, "cac:PartyLegalEntity/cbc:RegistrationName") ?? q.text(party, "cac:PartyName/cbc:Name"),
    vatId: cleanIdentifier(q.text(vatScheme, "cbc:CompanyID")),
    taxId: cleanIdentifier(q.text(otherScheme, "cbc:CompanyID")),
    registrationNo: q.text(party, "cac:PartyLegalEntity/cbc:CompanyID"),
    address: addressOf({
      street: q.text(party, "cac:PostalAddress/cbc:StreetName"),
      additionalStreet: q.text(party, "cac:PostalAddress/cbc:AdditionalStreetName"),
      zip: q.text(party, "cac:PostalAddress/cbc:PostalZone"),
      city: q.text(party, "cac:PostalAddress/cbc:CityName"),
      country: q.text(party, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")?.toUpperCase(),
    }),
    email:
      q.text(party, "cac:Contact/cbc:ElectronicMail") ??
      (endpoint?.attrs.schemeID === "EM" ? q.text(endpoint) : undefined),
    phone: q.text(party, "cac:Contact/cbc:Telephone"),
    contactName: q.text(party, "cac:Contact/cbc:Name"),
  });
}

/** BG-23 VAT breakdown, from the TaxTotal in the document currency (BT-110, not BT-111). */
function readTaxTotal(root: XmlElement, currency: string | undefined) {
  const totals = q.all(root, "cac:TaxTotal");
  const inCurrency = totals.find((total) => q.first(total, "cbc:TaxAmount")?.attrs.currencyID === currency);
  const withBreakdown = totals.find((total) => q.first(total, "cac:TaxSubtotal"));
  const total = inCurrency ?? withBreakdown ?? totals[0];
  const breakdown = q.all(total, "cac:TaxSubtotal").map((subtotal): VatBreakdownLine =>
    compact({
      categoryCode: q.text(subtotal, "cac:TaxCategory/cbc:ID"),
      ratePercent: optionalRate(q.text(subtotal, "cac:TaxCategory/cbc:Percent"), "VAT category rate (BT-119)") ?? "0",
      taxableAmount: requiredAmount(q.text(subtotal, "cbc:TaxableAmount"), "VAT category taxable amount (BT-116)"),
      taxAmount: requiredAmount(q.text(subtotal, "cbc:TaxAmount"), "VAT category tax amount (BT-117)"),
      exemptionReason:
        q.text(subtotal, "cac:TaxCategory/cbc:TaxExemptionReason") ??
        q.text(subtotal, "cac:TaxCategory/cbc:TaxExemptionReasonCode"),
    }),
  );
  return { vatAmount: optionalAmount(q.text(total, "cbc:TaxAmount"), "Invoice total VAT amount (BT-110)"), breakdown };
}

/** BG-16 payment instructions: the first means with a payee account (credit transfer), else the first. */
function readPayment(root: XmlElement, terms: string | undefined, invoiceDate: string | undefined): PaymentDetails {
  const means = q.all(root, "cac:PaymentMeans");
  const transfer = means.find((m) => q.first(m, "cac:PayeeFinancialAccount/cbc:ID")) ?? means[0];
  const mandate = means.map((m) => q.first(m, "cac:PaymentMandate")).find(Boolean);
  // BT-90 creditor id: a party identifier with scheme "SEPA", at the seller or the payee.
  const creditorId = [
    ...q.all(root, "cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID"),
    ...q.all(root, "cac:PayeeParty/cac:PartyIdentification/cbc:ID"),
  ].find((id) => id.attrs.schemeID === "SEPA");
  return paymentOf({
    meansCode: q.text(transfer, "cbc:PaymentMeansCode"),
    iban: cleanIban(q.text(transfer, "cac:PayeeFinancialAccount/cbc:ID")),
    bic: cleanIdentifier(q.text(transfer, "cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID")),
    accountName: q.text(transfer, "cac:PayeeFinancialAccount/cbc:Name"),
    paymentReference: means.map((m) => q.text(m, "cbc:PaymentID")).find(Boolean),
    terms,
    ...parseSkonto(terms, invoiceDate),
    mandateReference: q.text(mandate, "cbc:ID"),
    creditorId: q.text(creditorId),
    debitedIban: cleanIban(q.text(mandate, "cac:PayerFinancialAccount/cbc:ID")),
  });
}

/** BG-25 invoice line (InvoiceLine or CreditNoteLine). */
function readLine(line: XmlElement, isCreditNote: boolean): InvoiceLine {
  const quantity = q.first(line, isCreditNote ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity");
  const id = q.text(line, "cbc:ID");
  const what = `Line ${id ?? "?"}`;
  const allowance = q
    .all(line, "cac:AllowanceCharge")
    .find((ac) => q.text(ac, "cbc:ChargeIndicator")?.toLowerCase() === "false");
  return compact({
    posNo: id,
    deliveryNo: q.text(line, "cac:DespatchLineReference/cac:DocumentReference/cbc:ID"),
    title: q.text(line, "cac:Item/cbc:Name") ?? q.text(line, "cac:Item/cbc:Description") ?? "",
    description: q.text(line, "cac:Item/cbc:Description"),
    quantity: optionalQuantity(q.text(quantity), `${what} quantity (BT-129)`),
    unit: quantity?.attrs.unitCode,
    unitNetPrice: unitPrice(
      q.text(line, "cac:Price/cbc:PriceAmount"),
      q.text(line, "cac:Price/cbc:BaseQuantity"),
      `${what} net price (BT-146)`,
    ),
    vatPercent: optionalRate(
      q.text(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:Percent"),
      `${what} VAT rate (BT-152)`,
    ),
    vatCategoryCode: q.text(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID"),
    discountPercent: optionalRate(
      q.text(allowance, "cbc:MultiplierFactorNumeric"),
      `${what} allowance percentage (BT-138)`,
    ),
    totalPrice: requiredAmount(q.text(line, "cbc:LineExtensionAmount"), `${what} net amount (BT-131)`),
  });
}

/** Sum of the document-level allowances (BT-92) or charges (BT-99), if LegalMonetaryTotal omits it. */
function sumAllowanceCharges(root: XmlElement, charge: boolean): string | undefined {
  const amounts = q
    .all(root, "cac:AllowanceCharge")
    .filter((ac) => (q.text(ac, "cbc:ChargeIndicator")?.toLowerCase() === "true") === charge)
    .map((ac) =>
      requiredAmount(q.text(ac, "cbc:Amount"), charge ? "Charge amount (BT-99)" : "Allowance amount (BT-92)"),
    );
  return amounts.length > 0 ? normalizeAmount(addDecimals(...amounts)) : undefined;
}

export function parseUbl(root: XmlElement): EInvoice {
  if (!isUblRoot(root)) throw new EInvoiceError("EINVOICE_UNKNOWN_FORMAT", "Not a UBL Invoice or CreditNote.");
  const isCreditNote = root.name === "CreditNote";
  const documentTypeCode =
    q.text(root, isCreditNote ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode") ?? (isCreditNote ? "381" : "380");
  const currency = q.text(root, "cbc:DocumentCurrencyCode")?.toUpperCase();
  const invoiceDate = optionalDate(q.text(root, "cbc:IssueDate"), "Invoice issue date (BT-2)");
  const totals = q.first(root, "cac:LegalMonetaryTotal");
  if (!totals)
    throw new EInvoiceError("EINVOICE_INVALID", "The document totals (cac:LegalMonetaryTotal, BG-22) are missing.", {
      detail: detailOf("MISSING", "Document totals (BG-22)"),
    });
  const { vatAmount, breakdown } = readTaxTotal(root, currency);
  const terms = q.texts(root, "cac:PaymentTerms/cbc:Note").join("\n") || undefined;
  const specificationId = q.text(root, "cbc:CustomizationID");
  const readFindings: ReadFindings = [];
  const optional = (raw: string | undefined, what: string) => leniently(readFindings, () => optionalDate(raw, what));
  // XRechnung extension: third-party payments (BG-DEX-09, BT-DEX-002).
  const thirdParty = q
    .all(root, "cac:PrepaidPayment")
    .flatMap(
      (payment) =>
        leniently(readFindings, () =>
          requiredAmount(q.text(payment, "cbc:PaidAmount"), "Third party payment amount (BT-DEX-002)"),
        ) ?? [],
    );

  const invoice: ParsedInvoice = {
    ...compact({
      documentTypeCode,
      isCreditMemo: isCreditNote || isCreditNoteTypeCode(documentTypeCode),
      invoiceNumber: q.text(root, "cbc:ID"),
      invoiceDate,
      // BT-9: on Invoice at the root, on CreditNote only in PaymentMeans.
      // Only BT-2 is mandatory: any other date that is no date is a finding and stays empty.
      dueDate: optional(
        q.text(root, "cbc:DueDate") ?? q.texts(root, "cac:PaymentMeans/cbc:PaymentDueDate")[0],
        "Payment due date (BT-9)",
      ),
      deliveredFrom: optional(q.text(root, "cac:InvoicePeriod/cbc:StartDate"), "Invoicing period start (BT-73)"),
      deliveredUntil: optional(q.text(root, "cac:InvoicePeriod/cbc:EndDate"), "Invoicing period end (BT-74)"),
      deliveryDate: optional(q.text(root, "cac:Delivery/cbc:ActualDeliveryDate"), "Actual delivery date (BT-72)"),
      orderNumber: q.text(root, "cac:OrderReference/cbc:ID"),
      orderDate: optional(q.text(root, "cac:OrderReference/cbc:IssueDate"), "Order date"),
      buyerReference: q.text(root, "cbc:BuyerReference"),
      precedingInvoiceNumber: q.text(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID"),
      currency,
      lineTotal: optionalAmount(q.text(totals, "cbc:LineExtensionAmount"), "Sum of line net amounts (BT-106)"),
      net: requiredAmount(q.text(totals, "cbc:TaxExclusiveAmount"), "Invoice total without VAT (BT-109)"),
      vatAmount,
      total: requiredAmount(q.text(totals, "cbc:TaxInclusiveAmount"), "Invoice total with VAT (BT-112)"),
      prepaid: optionalAmount(q.text(totals, "cbc:PrepaidAmount"), "Paid amount (BT-113)"),
      roundingAmount: optionalAmount(q.text(totals, "cbc:PayableRoundingAmount"), "Rounding amount (BT-114)"),
      amountDue: requiredAmount(q.text(totals, "cbc:PayableAmount"), "Amount due for payment (BT-115)"),
      thirdPartyPaidAmount: thirdParty.length > 0 ? normalizeAmount(addDecimals(...thirdParty)) : undefined,
      allowanceTotal:
        optionalAmount(q.text(totals, "cbc:AllowanceTotalAmount"), "Sum of allowances (BT-107)") ??
        sumAllowanceCharges(root, false),
      chargeTotal:
        optionalAmount(q.text(totals, "cbc:ChargeTotalAmount"), "Sum of charges (BT-108)") ??
        sumAllowanceCharges(root, true),
    }),
    vatBreakdown: breakdown,
    seller: readParty(q.first(root, "cac:AccountingSupplierParty/cac:Party")),
    buyer: readParty(q.first(root, "cac:AccountingCustomerParty/cac:Party")),
    payment: readPayment(root, terms, invoiceDate),
    items: q
      .all(root, isCreditNote ? "cac:CreditNoteLine" : "cac:InvoiceLine")
      .map((line) => readLine(line, isCreditNote)),
    notes: q.texts(root, "cbc:Note").map(cleanNote).filter(Boolean),
  };
  const payee = q.first(root, "cac:PayeeParty");
  if (payee) invoice.payee = readParty(payee);
  const parsed: EInvoice = compact({ syntax: "UBL", specificationId, profile: profileOf(specificationId), invoice });
  if (readFindings.length > 0) parsed.readFindings = readFindings;
  return parsed;
}
