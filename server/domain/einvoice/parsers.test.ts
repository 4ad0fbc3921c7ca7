/** Field mapping of the UBL and CII readers beyond the totals the corpus test compares. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeAmount } from "../../../src/lib/decimal.ts";
import { checkCompliance, parseEInvoiceXml } from "./index.ts";

const TESTDATA = path.resolve(import.meta.dirname, "../../../testdata/einvoice");
const read = (file: string) => fs.readFileSync(path.join(TESTDATA, file), "utf8");
const zugferd = (file: string) => read(`zugferd-corpus/XML-Rechnung/${file}`);
const kosit = (file: string) => read(`kosit-xrechnung-testsuite/src/test/business-cases/standard/${file}`);

describe("UBL", () => {
  it("maps an EN 16931 invoice completely", () => {
    const e = parseEInvoiceXml(zugferd("UBL/EN16931_Einfach.ubl.xml"));
    expect(e.syntax).toBe("UBL");
    expect(e.specificationId).toBe("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0");
    expect(e.profile).toBe("PEPPOL BIS");
    expect(e.invoice).toEqual({
      documentTypeCode: "380",
      isCreditMemo: false,
      invoiceNumber: "471102",
      invoiceDate: "2018-03-05",
      deliveryDate: "2018-03-05",
      currency: "EUR",
      lineTotal: "473.00",
      net: "473.00",
      vatAmount: "56.87",
      total: "529.87",
      prepaid: "0.00",
      amountDue: "529.87",
      allowanceTotal: "0.00",
      chargeTotal: "0.00",
      vatBreakdown: [
        { categoryCode: "S", ratePercent: "7", taxableAmount: "275.00", taxAmount: "19.25" },
        { categoryCode: "S", ratePercent: "19", taxableAmount: "198.00", taxAmount: "37.62" },
      ],
      seller: {
        name: "Lieferant GmbH",
        vatId: "DE123456789",
        taxId: "201/113/40209",
        address: { street: "Lieferantenstraße 20", zip: "80333", city: "München", country: "DE" },
      },
      buyer: {
        name: "Kunden AG Mitte",
        address: { street: "Kundenstraße 15", zip: "69876", city: "Frankfurt", country: "DE" },
      },
      payment: {
        terms: "Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto innerhalb 10 Tagen bis 15.03.2018",
        discountPercent: "3",
        discountDays: 10,
        discountUntil: "2018-03-15",
      },
      items: [
        {
          posNo: "1",
          title: "Trennblätter A4",
          quantity: "20",
          unit: "H87",
          unitNetPrice: "9.90",
          vatPercent: "19",
          vatCategoryCode: "S",
          totalPrice: "198.00",
        },
        {
          posNo: "2",
          title: "Joghurt Banane",
          quantity: "50",
          unit: "H87",
          unitNetPrice: "5.50",
          vatPercent: "7",
          vatCategoryCode: "S",
          totalPrice: "275.00",
        },
      ],
      notes: [
        "Rechnung gemäß Bestellung vom 01.03.2018.",
        "Lieferant GmbH\nLieferantenstraße 20\n80333 München\nDeutschland\nGeschäftsführer: Hans Muster\nHandelsregisternummer: H A 123",
      ],
    });
  });

  it("reads a CreditNote as a credit memo with its amounts as given", () => {
    const { invoice } = parseEInvoiceXml(zugferd("UBL/ubl-tc434-creditnote1.xml"));
    expect(invoice).toMatchObject({
      documentTypeCode: "381",
      isCreditMemo: true,
      invoiceNumber: "018304 / 28865",
      deliveredFrom: "2019-02-01",
      deliveredUntil: "2019-02-28",
      buyerReference: "018304 / 28865",
      total: "100.11",
      amountDue: "100.11",
      payment: { meansCode: "1", iban: "BE91000000143476", bic: "BPOTBEB1", paymentReference: "010676609538" },
    });
    expect(invoice.vatBreakdown).toEqual([
      {
        categoryCode: "E",
        ratePercent: "0",
        taxableAmount: "100.11",
        taxAmount: "0.00",
        exemptionReason: "Taxes are not applicable",
      },
    ]);
    expect(invoice.items[0]).toMatchObject({ posNo: "1", quantity: "1", unit: "C62", totalPrice: "100.11" });
  });

  it("parses XRechnung's structured Skonto and the Leitweg-ID", () => {
    const { invoice, profile } = parseEInvoiceXml(kosit("01.10a-INVOICE_ubl.xml"));
    expect(profile).toBe("XRECHNUNG");
    expect(invoice.buyerReference).toBeTruthy();
    expect(invoice.payment).toMatchObject({ discountPercent: "2", discountDays: 7 });
    expect(invoice.payment.discountUntil).toBe(
      new Date(Date.parse(`${invoice.invoiceDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
    );
  });

  it("reads the SEPA direct debit mandate (BG-19)", () => {
    const { invoice } = parseEInvoiceXml(kosit("03.05a-INVOICE_ubl.xml"));
    expect(invoice.payment).toMatchObject({
      meansCode: "59",
      mandateReference: "[Mandate reference identifier]",
      debitedIban: "DE79000000001234567890",
    });
    expect(invoice.payment.iban).toBeUndefined();
    expect(invoice.isCreditMemo).toBe(false);
  });

  it("divides the net price by the base quantity (BT-149)", () => {
    const xml = zugferd("UBL/EN16931_Einfach.ubl.xml").replace(
      '<cbc:PriceAmount currencyID="EUR">9.9</cbc:PriceAmount>',
      '<cbc:PriceAmount currencyID="EUR">990</cbc:PriceAmount><cbc:BaseQuantity unitCode="H87">100</cbc:BaseQuantity>',
    );
    const perThree = xml.replace(
      '<cbc:PriceAmount currencyID="EUR">5.5</cbc:PriceAmount>',
      '<cbc:PriceAmount currencyID="EUR">10</cbc:PriceAmount><cbc:BaseQuantity unitCode="H87">3</cbc:BaseQuantity>',
    );
    const [first, second] = parseEInvoiceXml(perThree).invoice.items;
    expect(first!.unitNetPrice).toBe("9.90");
    expect(second!.unitNetPrice).toBe("3.3333");
  });

  it("reads the rounding amount (BT-114) and the corrected invoice (BT-25)", () => {
    const rounded = parseEInvoiceXml(kosit("01.17a-INVOICE_ubl.xml")).invoice as { roundingAmount?: string };
    expect(rounded.roundingAmount).toBe("0.01");
    expect(parseEInvoiceXml(kosit("01.18a-INVOICE_ubl.xml")).invoice.precedingInvoiceNumber).toBe("PRG1502168");
    expect(parseEInvoiceXml(kosit("01.18a-INVOICE_uncefact.xml")).invoice.precedingInvoiceNumber).toBe("PRG1502168");
  });
});

describe("CII", () => {
  it("maps the same invoice as its UBL rendering", () => {
    const cii = parseEInvoiceXml(zugferd("CII/EN16931_Einfach.cii.xml"));
    const ubl = parseEInvoiceXml(zugferd("UBL/EN16931_Einfach.ubl.xml"));
    expect(cii.syntax).toBe("CII");
    expect(cii.profile).toBe("EN 16931");
    expect(cii.invoice).toEqual(ubl.invoice);
  });

  it("reads payee, payment means, delivery period and due date", () => {
    const { invoice } = parseEInvoiceXml(zugferd("CII/EN16931_Betriebskostenabrechnung.cii.xml"));
    expect(invoice).toMatchObject({
      deliveredFrom: "2010-01-01",
      deliveredUntil: "2010-12-31",
      dueDate: "2018-04-04",
      prepaid: "17808.00",
      amountDue: "502.63",
    });
    const payee = parseEInvoiceXml(zugferd("CII/EN16931_AbweichenderZahlungsempf.cii.xml")).invoice.payee;
    expect(payee?.name).toBeTruthy();
  });

  it("keeps the signs of a correction invoice as given", () => {
    const { invoice } = parseEInvoiceXml(zugferd("CII/EN16931_Rechnungskorrektur.cii.xml"));
    expect(invoice).toMatchObject({
      documentTypeCode: "384",
      isCreditMemo: false,
      lineTotal: "-7.90",
      allowanceTotal: "-0.23",
      net: "-7.67",
      vatAmount: "-1.12",
      total: "-8.79",
      amountDue: "-8.79",
    });
    expect(checkCompliance(invoice).filter((f) => f.severity === "error")).toEqual([]);
  });

  it("reads a German self-billing 'Gutschrift' (389) as no credit note", () => {
    const { invoice } = parseEInvoiceXml(zugferd("CII/EN16931_Gutschrift.cii.xml"));
    expect(invoice.documentTypeCode).toBe("389");
    expect(invoice.isCreditMemo).toBe(false);
  });

  it("picks BT-110 in the invoice currency when the VAT is also given in a tax currency (BT-111)", () => {
    const xml = kosit("02.01a-INVOICE_uncefact.xml");
    expect(xml).toMatch(/<ram:TaxTotalAmount currencyID="GBP">/);
    const { invoice } = parseEInvoiceXml(xml);
    expect(invoice.currency).toBe("EUR");
    const eur = /<ram:TaxTotalAmount currencyID="EUR">([^<]*)</.exec(xml)![1]!;
    expect(invoice.vatAmount).toBe(normalizeAmount(eur));
  });

  it("reads a Factur-X MINIMUM invoice, which has no lines", () => {
    const { invoice, profile } = parseEInvoiceXml(FACTURX_MINIMUM);
    expect(profile).toBe("MINIMUM");
    expect(invoice).toMatchObject({
      invoiceNumber: "FA-2024-001",
      invoiceDate: "2024-01-15",
      orderNumber: "PO-77",
      buyerReference: "LEITWEG-1",
      net: "100.00",
      vatAmount: "20.00",
      total: "120.00",
      amountDue: "120.00",
      seller: {
        name: "Fournisseur SARL",
        vatId: "FR11123456782",
        registrationNo: "12345678200010",
        address: { country: "FR" },
      },
      items: [],
    });
    expect(invoice.lineTotal).toBeUndefined();
    // MINIMUM is no invoice under §14 UStG / EN 16931: the checks say what is missing.
    const rules = checkCompliance(invoice).map((f) => f.rule);
    expect(rules).toEqual(expect.arrayContaining(["BR-16", "BR-8", "BR-10", "BR-CO-25"]));
  });

  it("reads ZUGFeRD 1.0 (CrossIndustryDocument)", () => {
    const e = parseEInvoiceXml(ZUGFERD_1);
    expect(e).toMatchObject({
      syntax: "CII",
      specificationId: "urn:ferd:CrossIndustryDocument:invoice:1p0:comfort",
      profile: "ZUGFERD 1.0 COMFORT",
    });
    expect(e.invoice).toMatchObject({
      documentTypeCode: "380",
      invoiceNumber: "RE-2013-0815",
      invoiceDate: "2013-03-05",
      dueDate: "2013-04-04",
      deliveryDate: "2013-03-05",
      orderNumber: "B-4711",
      currency: "EUR",
      lineTotal: "198.00",
      net: "198.00",
      vatAmount: "37.62",
      total: "235.62",
      amountDue: "235.62",
      vatBreakdown: [{ categoryCode: "S", ratePercent: "19", taxableAmount: "198.00", taxAmount: "37.62" }],
      seller: { name: "Lieferant GmbH", vatId: "DE123456789", taxId: "201/113/40209" },
      payment: {
        meansCode: "31",
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        paymentReference: "RE-2013-0815",
        terms: "Zahlbar innerhalb 30 Tagen netto bis 04.04.2013",
      },
      items: [
        {
          posNo: "1",
          title: "Trennblätter A4",
          quantity: "20",
          unit: "C62",
          unitNetPrice: "9.90",
          vatPercent: "19",
          vatCategoryCode: "S",
          totalPrice: "198.00",
        },
      ],
    });
    expect(checkCompliance(e.invoice)).toEqual([]);
  });
});

const FACTURX_MINIMUM = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>A1</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:factur-x.eu:1p0:minimum</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>FA-2024-001</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240115</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:BuyerReference>LEITWEG-1</ram:BuyerReference>
      <ram:SellerTradeParty>
        <ram:Name>Fournisseur SARL</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">12345678200010</ram:ID></ram:SpecifiedLegalOrganization>
        <ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR11123456782</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Acheteur SA</ram:Name></ram:BuyerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>PO-77</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">20.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>120.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>120.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

/** A ZUGFeRD 1.0 COMFORT invoice after the published 1.0 schema (D13B element names). */
const ZUGFERD_1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:SpecifiedExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:SpecifiedExchangedDocumentContext>
  <rsm:HeaderExchangedDocument>
    <ram:ID>RE-2013-0815</ram:ID>
    <ram:Name>RECHNUNG</ram:Name>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20130305</udt:DateTimeString></ram:IssueDateTime>
    <ram:IncludedNote><ram:Content>Rechnung gemäß Bestellung vom 01.03.2013.</ram:Content></ram:IncludedNote>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>Lieferant GmbH</ram:Name>
        <ram:PostalTradeAddress>
          <ram:PostcodeCode>80333</ram:PostcodeCode>
          <ram:LineOne>Lieferantenstraße 20</ram:LineOne>
          <ram:CityName>München</ram:CityName>
          <ram:CountryID>DE</ram:CountryID>
        </ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">201/113/40209</ram:ID></ram:SpecifiedTaxRegistration>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <ram:Name>Kunden AG Mitte</ram:Name>
        <ram:PostalTradeAddress>
          <ram:PostcodeCode>69876</ram:PostcodeCode>
          <ram:LineOne>Kundenstraße 15</ram:LineOne>
          <ram:CityName>Frankfurt</ram:CityName>
          <ram:CountryID>DE</ram:CountryID>
        </ram:PostalTradeAddress>
      </ram:BuyerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:ID>B-4711</ram:ID></ram:BuyerOrderReferencedDocument>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeDelivery>
      <ram:ActualDeliverySupplyChainEvent>
        <ram:OccurrenceDateTime><udt:DateTimeString format="102">20130305</udt:DateTimeString></ram:OccurrenceDateTime>
      </ram:ActualDeliverySupplyChainEvent>
    </ram:ApplicableSupplyChainTradeDelivery>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:PaymentReference>RE-2013-0815</ram:PaymentReference>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>31</ram:TypeCode>
        <ram:Information>Überweisung</ram:Information>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE89 3704 0044 0532 0130 00</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>
        <ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>COBADEFFXXX</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>
      </ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount currencyID="EUR">37.62</ram:CalculatedAmount>
        <ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount currencyID="EUR">198.00</ram:BasisAmount>
        <ram:CategoryCode>S</ram:CategoryCode>
        <ram:ApplicablePercent>19.00</ram:ApplicablePercent>
      </ram:ApplicableTradeTax>
      <ram:SpecifiedTradePaymentTerms>
        <ram:Description>Zahlbar innerhalb 30 Tagen netto bis 04.04.2013</ram:Description>
        <ram:DueDateDateTime><udt:DateTimeString format="102">20130404</udt:DateTimeString></ram:DueDateDateTime>
      </ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">198.00</ram:LineTotalAmount>
        <ram:ChargeTotalAmount currencyID="EUR">0.00</ram:ChargeTotalAmount>
        <ram:AllowanceTotalAmount currencyID="EUR">0.00</ram:AllowanceTotalAmount>
        <ram:TaxBasisTotalAmount currencyID="EUR">198.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">37.62</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">235.62</ram:GrandTotalAmount>
        <ram:TotalPrepaidAmount currencyID="EUR">0.00</ram:TotalPrepaidAmount>
        <ram:DuePayableAmount currencyID="EUR">235.62</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedSupplyChainTradeAgreement>
        <ram:GrossPriceProductTradePrice><ram:ChargeAmount currencyID="EUR">9.9000</ram:ChargeAmount></ram:GrossPriceProductTradePrice>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount currencyID="EUR">9.9000</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedSupplyChainTradeAgreement>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="C62">20.0000</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement>
        <ram:ApplicableTradeTax>
          <ram:TypeCode>VAT</ram:TypeCode>
          <ram:CategoryCode>S</ram:CategoryCode>
          <ram:ApplicablePercent>19.00</ram:ApplicablePercent>
        </ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementMonetarySummation>
          <ram:LineTotalAmount currencyID="EUR">198.00</ram:LineTotalAmount>
        </ram:SpecifiedTradeSettlementMonetarySummation>
      </ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct>
        <ram:SellerAssignedID>TB100A4</ram:SellerAssignedID>
        <ram:Name>Trennblätter A4</ram:Name>
      </ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

describe("refusals name the business term for the upload page", () => {
  it("names the missing document totals (BG-22) in UBL and CII", () => {
    const ubl = zugferd("UBL/EN16931_1_Teilrechnung.ubl.xml").replace(
      /<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/,
      "",
    );
    const cii = zugferd("CII/EN16931_Einfach.cii.xml").replace(
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
      "",
    );
    for (const xml of [ubl, cii]) {
      expect(() => parseEInvoiceXml(xml)).toThrow(
        expect.objectContaining({ code: "EINVOICE_INVALID", detail: { reason: "MISSING", term: "BG-22" } }),
      );
    }
  });
});
