/**
 * ebInterface 5.0 / 6.0 / 6.1. No public samples are in the test data, so the fixtures below are
 * written after the published XML schemas (element order as in Invoice.xsd), with consistent sums.
 */
import { describe, expect, it } from "vitest";
import { checkCompliance, EInvoiceError, parseEInvoiceXml } from "./index.ts";

const AT_BILLER = `
  <Biller>
    <VATIdentificationNumber>ATU13585627</VATIdentificationNumber>
    <FurtherIdentification IdentificationType="FN">123456a</FurtherIdentification>
    <Address>
      <Name>Schrauben Willi GmbH</Name>
      <Street>Lassallestraße 5</Street>
      <Town>Wien</Town>
      <ZIP>1020</ZIP>
      <Country CountryCode="AT">Österreich</Country>
      <Phone>+43 1 7856789</Phone>
      <Email>rechnung@schrauben-willi.at</Email>
    </Address>
    <Contact>
      <Salutation>Herr</Salutation>
      <Name>Walter Moser</Name>
    </Contact>
  </Biller>`;

const AT_RECIPIENT = `
  <InvoiceRecipient>
    <VATIdentificationNumber>ATU37893801</VATIdentificationNumber>
    <OrderReference>
      <OrderID>B-4711</OrderID>
      <ReferenceDate>2024-01-20</ReferenceDate>
    </OrderReference>
    <Address>
      <Name>Mustermann GmbH</Name>
      <Street>Hauptstraße 10</Street>
      <Town>Graz</Town>
      <ZIP>8010</ZIP>
      <Country CountryCode="AT">Österreich</Country>
    </Address>
  </InvoiceRecipient>`;

/** 5.0 invoice: two rates (20 % and reduced 10 %), a line reduction, a header reduction, Skonto. */
const EBI_50_INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="http://www.ebinterface.at/schema/5p0/" GeneratingSystem="Belegwerk Test" DocumentType="Invoice" InvoiceCurrency="EUR" Language="ger">
  <InvoiceNumber>2024-0815</InvoiceNumber>
  <InvoiceDate>2024-03-01</InvoiceDate>
  <Delivery>
    <Period>
      <FromDate>2024-02-01</FromDate>
      <ToDate>2024-02-29</ToDate>
    </Period>
  </Delivery>${AT_BILLER}${AT_RECIPIENT}
  <Details>
    <HeaderDescription>Wir erlauben uns, folgende Leistungen zu verrechnen:</HeaderDescription>
    <ItemList>
      <ListLineItem>
        <PositionNumber>1</PositionNumber>
        <Description>Schraubenzieher</Description>
        <ArticleNumber ArticleNumberType="BillersArticleNumber">I3939</ArticleNumber>
        <Quantity Unit="C62">100.00</Quantity>
        <UnitPrice>10.20</UnitPrice>
        <TaxItem>
          <TaxableAmount>1020.00</TaxableAmount>
          <TaxPercent TaxCategoryCode="S">20</TaxPercent>
          <TaxAmount>204.00</TaxAmount>
        </TaxItem>
        <LineItemAmount>1020.00</LineItemAmount>
      </ListLineItem>
      <ListLineItem>
        <PositionNumber>2</PositionNumber>
        <Description>Handbuch zur Schraube</Description>
        <Quantity Unit="C62">2</Quantity>
        <UnitPrice>12.50</UnitPrice>
        <ReductionAndSurchargeListLineItemDetails>
          <ReductionListLineItem>
            <BaseAmount>25.00</BaseAmount>
            <Percentage>10</Percentage>
            <Amount>2.50</Amount>
          </ReductionListLineItem>
        </ReductionAndSurchargeListLineItemDetails>
        <TaxItem>
          <TaxableAmount>22.50</TaxableAmount>
          <TaxPercent TaxCategoryCode="AA">10</TaxPercent>
          <TaxAmount>2.25</TaxAmount>
        </TaxItem>
        <LineItemAmount>22.50</LineItemAmount>
      </ListLineItem>
    </ItemList>
  </Details>
  <ReductionAndSurchargeDetails>
    <Reduction>
      <BaseAmount>1020.00</BaseAmount>
      <Percentage>2</Percentage>
      <Amount>20.40</Amount>
      <Comment>Treuerabatt</Comment>
      <TaxItem>
        <TaxableAmount>1020.00</TaxableAmount>
        <TaxPercent TaxCategoryCode="S">20</TaxPercent>
      </TaxItem>
    </Reduction>
  </ReductionAndSurchargeDetails>
  <Tax>
    <TaxItem>
      <TaxableAmount>999.60</TaxableAmount>
      <TaxPercent TaxCategoryCode="S">20</TaxPercent>
      <TaxAmount>199.92</TaxAmount>
    </TaxItem>
    <TaxItem>
      <TaxableAmount>22.50</TaxableAmount>
      <TaxPercent TaxCategoryCode="AA">10</TaxPercent>
      <TaxAmount>2.25</TaxAmount>
    </TaxItem>
  </Tax>
  <TotalGrossAmount>1224.27</TotalGrossAmount>
  <PayableAmount>1224.27</PayableAmount>
  <PaymentMethod>
    <Comment>Bitte überweisen Sie den Betrag auf unser Konto.</Comment>
    <UniversalBankTransaction>
      <BeneficiaryAccount>
        <BankName>UniCredit Bank Austria</BankName>
        <BIC>BKAUATWW</BIC>
        <IBAN>AT61 1904 3002 3457 3201</IBAN>
        <BankAccountOwner>Schrauben Willi GmbH</BankAccountOwner>
      </BeneficiaryAccount>
      <PaymentReference>2024-0815</PaymentReference>
    </UniversalBankTransaction>
  </PaymentMethod>
  <PaymentConditions>
    <DueDate>2024-03-31</DueDate>
    <Discount>
      <PaymentDate>2024-03-15</PaymentDate>
      <Percentage>3</Percentage>
    </Discount>
    <Comment>30 Tage netto, 14 Tage 3 % Skonto</Comment>
  </PaymentConditions>
  <Comment>Vielen Dank für Ihren Auftrag.</Comment>
</Invoice>`;

/** 5.0 credit memo for returned goods, cancelling part of 2024-0815, settled with the next invoice. */
const EBI_50_CREDIT_MEMO = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="http://www.ebinterface.at/schema/5p0/" GeneratingSystem="Belegwerk Test" DocumentType="CreditMemo" InvoiceCurrency="EUR">
  <InvoiceNumber>GS-2024-0007</InvoiceNumber>
  <InvoiceDate>2024-03-10</InvoiceDate>
  <CancelledOriginalDocument>
    <InvoiceNumber>2024-0815</InvoiceNumber>
    <InvoiceDate>2024-03-01</InvoiceDate>
    <DocumentType>Invoice</DocumentType>
  </CancelledOriginalDocument>
  <Delivery>
    <Date>2024-02-15</Date>
  </Delivery>${AT_BILLER}${AT_RECIPIENT}
  <Details>
    <ItemList>
      <ListLineItem>
        <PositionNumber>1</PositionNumber>
        <Description>Gutschrift Schraubenzieher (Rücksendung)</Description>
        <Quantity Unit="C62">10</Quantity>
        <UnitPrice>10.20</UnitPrice>
        <TaxItem>
          <TaxableAmount>102.00</TaxableAmount>
          <TaxPercent TaxCategoryCode="S">20</TaxPercent>
          <TaxAmount>20.40</TaxAmount>
        </TaxItem>
        <LineItemAmount>102.00</LineItemAmount>
      </ListLineItem>
    </ItemList>
  </Details>
  <Tax>
    <TaxItem>
      <TaxableAmount>102.00</TaxableAmount>
      <TaxPercent TaxCategoryCode="S">20</TaxPercent>
      <TaxAmount>20.40</TaxAmount>
    </TaxItem>
  </Tax>
  <TotalGrossAmount>122.40</TotalGrossAmount>
  <PayableAmount>122.40</PayableAmount>
  <PaymentMethod>
    <OtherPayment/>
  </PaymentMethod>
  <PaymentConditions>
    <Comment>Wird mit der nächsten Rechnung verrechnet.</Comment>
  </PaymentConditions>
</Invoice>`;

/**
 * 6.1 invoice: a price per 10 kg (BaseQuantity), two descriptions, a prepayment, a deposit
 * below the line (6.1), SEPA direct debit, "&amp;" in a name.
 */
const EBI_61_INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="http://www.ebinterface.at/schema/6p1/" GeneratingSystem="Belegwerk Test" DocumentType="Invoice" InvoiceCurrency="EUR" Language="de">
  <InvoiceNumber>R-2024/101</InvoiceNumber>
  <InvoiceDate>2024-05-02</InvoiceDate>
  <Delivery>
    <Date>2024-04-30</Date>
  </Delivery>
  <Biller>
    <VATIdentificationNumber>ATU13585627</VATIdentificationNumber>
    <Address>
      <Name>Kaffee &amp; Co KG</Name>
      <Street>Mariahilfer Straße 1</Street>
      <Town>Wien</Town>
      <ZIP>1060</ZIP>
      <Country CountryCode="AT">Österreich</Country>
      <Email>office@kaffee.example</Email>
    </Address>
  </Biller>
  <InvoiceRecipient>
    <VATIdentificationNumber>ATU37893801</VATIdentificationNumber>
    <Address>
      <Name>Büro Muster GmbH</Name>
      <Street>Herrengasse 3</Street>
      <Town>Graz</Town>
      <ZIP>8010</ZIP>
      <Country CountryCode="AT">Österreich</Country>
    </Address>
  </InvoiceRecipient>
  <Details>
    <ItemList>
      <ListLineItem>
        <PositionNumber>1</PositionNumber>
        <Description>Kaffeebohnen Espresso</Description>
        <Description>Röstung mittel</Description>
        <Quantity Unit="KGM">12.5</Quantity>
        <UnitPrice BaseQuantity="10">180.00</UnitPrice>
        <TaxItem>
          <TaxableAmount>225.00</TaxableAmount>
          <TaxPercent TaxCategoryCode="AA">10</TaxPercent>
          <TaxAmount>22.50</TaxAmount>
        </TaxItem>
        <LineItemAmount>225.00</LineItemAmount>
      </ListLineItem>
      <ListLineItem>
        <PositionNumber>2</PositionNumber>
        <Description>Wartung Kaffeemaschine</Description>
        <Quantity Unit="HUR">1.5</Quantity>
        <UnitPrice>85.00</UnitPrice>
        <TaxItem>
          <TaxableAmount>127.50</TaxableAmount>
          <TaxPercent TaxCategoryCode="S">20</TaxPercent>
          <TaxAmount>25.50</TaxAmount>
        </TaxItem>
        <LineItemAmount>127.50</LineItemAmount>
      </ListLineItem>
    </ItemList>
    <BelowTheLineItem>
      <Description>Pfand Kaffeesäcke</Description>
      <LineItemAmount>5.00</LineItemAmount>
    </BelowTheLineItem>
  </Details>
  <Tax>
    <TaxItem>
      <TaxableAmount>225.00</TaxableAmount>
      <TaxPercent TaxCategoryCode="AA">10</TaxPercent>
      <TaxAmount>22.50</TaxAmount>
    </TaxItem>
    <TaxItem>
      <TaxableAmount>127.50</TaxableAmount>
      <TaxPercent TaxCategoryCode="S">20</TaxPercent>
      <TaxAmount>25.50</TaxAmount>
    </TaxItem>
  </Tax>
  <TotalGrossAmount>400.50</TotalGrossAmount>
  <PrepaidAmount>100.00</PrepaidAmount>
  <PayableAmount>305.50</PayableAmount>
  <PaymentMethod>
    <SEPADirectDebit>
      <Type>B2B</Type>
      <BIC>BKAUATWW</BIC>
      <IBAN>AT611904300234573201</IBAN>
      <BankAccountOwner>Büro Muster GmbH</BankAccountOwner>
      <CreditorID>AT61ZZZ00000012345</CreditorID>
      <MandateReference>M-2024-17</MandateReference>
      <DebitCollectionDate>2024-05-16</DebitCollectionDate>
    </SEPADirectDebit>
  </PaymentMethod>
  <PaymentConditions>
    <DueDate>2024-05-16</DueDate>
  </PaymentConditions>
</Invoice>`;

/** 6.1 credit memo of a small business (no VAT id, tax-exempt), paid out to the recipient. */
const EBI_61_CREDIT_MEMO = `<?xml version="1.0" encoding="UTF-8"?>
<eb:Invoice xmlns:eb="http://www.ebinterface.at/schema/6p1/" GeneratingSystem="Belegwerk Test" DocumentType="CreditMemo" InvoiceCurrency="EUR">
  <eb:InvoiceNumber>GS-17</eb:InvoiceNumber>
  <eb:InvoiceDate>2024-06-03</eb:InvoiceDate>
  <eb:RelatedDocument>
    <eb:InvoiceNumber>K-2024-33</eb:InvoiceNumber>
    <eb:InvoiceDate>2024-05-20</eb:InvoiceDate>
    <eb:DocumentType>Invoice</eb:DocumentType>
  </eb:RelatedDocument>
  <eb:Delivery>
    <eb:Date>2024-05-20</eb:Date>
  </eb:Delivery>
  <eb:Biller>
    <eb:VATIdentificationNumber>00000000</eb:VATIdentificationNumber>
    <eb:Address>
      <eb:Name>Grafik Huber</eb:Name>
      <eb:Street>Kirchgasse 4</eb:Street>
      <eb:Town>Linz</eb:Town>
      <eb:ZIP>4020</eb:ZIP>
      <eb:Country CountryCode="AT">Österreich</eb:Country>
    </eb:Address>
  </eb:Biller>
  <eb:InvoiceRecipient>
    <eb:VATIdentificationNumber>ATU37893801</eb:VATIdentificationNumber>
    <eb:Address>
      <eb:Name>Mustermann GmbH</eb:Name>
      <eb:Street>Hauptstraße 10</eb:Street>
      <eb:Town>Graz</eb:Town>
      <eb:ZIP>8010</eb:ZIP>
      <eb:Country CountryCode="AT">Österreich</eb:Country>
    </eb:Address>
  </eb:InvoiceRecipient>
  <eb:Details>
    <eb:ItemList>
      <eb:ListLineItem>
        <eb:PositionNumber>1</eb:PositionNumber>
        <eb:Description>Preisnachlass Logo-Entwurf</eb:Description>
        <eb:Quantity Unit="C62">1</eb:Quantity>
        <eb:UnitPrice>50</eb:UnitPrice>
        <eb:TaxItem>
          <eb:TaxableAmount>50.00</eb:TaxableAmount>
          <eb:TaxPercent TaxCategoryCode="E">0</eb:TaxPercent>
        </eb:TaxItem>
        <eb:LineItemAmount>50.00</eb:LineItemAmount>
      </eb:ListLineItem>
    </eb:ItemList>
  </eb:Details>
  <eb:Tax>
    <eb:TaxItem>
      <eb:TaxableAmount>50.00</eb:TaxableAmount>
      <eb:TaxPercent TaxCategoryCode="E">0</eb:TaxPercent>
      <eb:Comment>Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG</eb:Comment>
    </eb:TaxItem>
  </eb:Tax>
  <eb:TotalGrossAmount>50.00</eb:TotalGrossAmount>
  <eb:PayableAmount>50.00</eb:PayableAmount>
  <eb:PaymentConditions>
    <eb:DueDate>2024-06-17</eb:DueDate>
  </eb:PaymentConditions>
</eb:Invoice>`;

describe("ebInterface 5.0", () => {
  it("reads an invoice", () => {
    const e = parseEInvoiceXml(EBI_50_INVOICE);
    expect(e.syntax).toBe("EBINTERFACE");
    expect(e.profile).toBe("EBINTERFACE 5.0");
    expect(e.specificationId).toBe("http://www.ebinterface.at/schema/5p0/");
    expect(e.invoice).toEqual({
      documentTypeCode: "380",
      isCreditMemo: false,
      invoiceNumber: "2024-0815",
      invoiceDate: "2024-03-01",
      dueDate: "2024-03-31",
      deliveredFrom: "2024-02-01",
      deliveredUntil: "2024-02-29",
      orderNumber: "B-4711",
      orderDate: "2024-01-20",
      currency: "EUR",
      lineTotal: "1042.50",
      net: "1022.10",
      vatAmount: "202.17",
      total: "1224.27",
      amountDue: "1224.27",
      allowanceTotal: "20.40",
      vatBreakdown: [
        { categoryCode: "S", ratePercent: "20", taxableAmount: "999.60", taxAmount: "199.92" },
        { categoryCode: "AA", ratePercent: "10", taxableAmount: "22.50", taxAmount: "2.25" },
      ],
      seller: {
        name: "Schrauben Willi GmbH",
        vatId: "ATU13585627",
        registrationNo: "123456a",
        address: { street: "Lassallestraße 5", zip: "1020", city: "Wien", country: "AT" },
        email: "rechnung@schrauben-willi.at",
        phone: "+43 1 7856789",
        contactName: "Walter Moser",
      },
      buyer: {
        name: "Mustermann GmbH",
        vatId: "ATU37893801",
        address: { street: "Hauptstraße 10", zip: "8010", city: "Graz", country: "AT" },
      },
      payment: {
        meansCode: "58",
        iban: "AT611904300234573201",
        bic: "BKAUATWW",
        accountName: "Schrauben Willi GmbH",
        paymentReference: "2024-0815",
        terms: "Bitte überweisen Sie den Betrag auf unser Konto.\n30 Tage netto, 14 Tage 3 % Skonto",
        discountPercent: "3",
        discountDays: 14,
        discountUntil: "2024-03-15",
      },
      items: [
        {
          posNo: "1",
          title: "Schraubenzieher",
          quantity: "100",
          unit: "C62",
          unitNetPrice: "10.20",
          vatPercent: "20",
          vatCategoryCode: "S",
          totalPrice: "1020.00",
        },
        {
          posNo: "2",
          title: "Handbuch zur Schraube",
          quantity: "2",
          unit: "C62",
          unitNetPrice: "12.50",
          vatPercent: "10",
          vatCategoryCode: "AA",
          discountPercent: "10",
          totalPrice: "22.50",
        },
      ],
      notes: ["Wir erlauben uns, folgende Leistungen zu verrechnen:", "Vielen Dank für Ihren Auftrag."],
    });
    expect(checkCompliance(e.invoice)).toEqual([]);
  });

  it("reads a credit memo", () => {
    const { invoice } = parseEInvoiceXml(EBI_50_CREDIT_MEMO);
    expect(invoice).toMatchObject({
      documentTypeCode: "381",
      isCreditMemo: true,
      invoiceNumber: "GS-2024-0007",
      precedingInvoiceNumber: "2024-0815",
      deliveryDate: "2024-02-15",
      net: "102.00",
      vatAmount: "20.40",
      total: "122.40",
      amountDue: "122.40",
      payment: { terms: "Wird mit der nächsten Rechnung verrechnet." },
    });
    expect(invoice.payment.meansCode).toBeUndefined();
    expect(checkCompliance(invoice)).toEqual([]);
  });

  it("reads the older VAT/VATRate layout as well", () => {
    const legacy = EBI_50_CREDIT_MEMO.replace(
      /<TaxItem>\s*<TaxableAmount>102.00<\/TaxableAmount>\s*<TaxPercent TaxCategoryCode="S">20<\/TaxPercent>\s*<TaxAmount>20.40<\/TaxAmount>\s*<\/TaxItem>\s*<LineItemAmount>/,
      "<VATRate>20</VATRate><LineItemAmount>",
    ).replace(
      /<Tax>[\s\S]*<\/Tax>/,
      "<Tax><VAT><VATItem><TaxedAmount>102.00</TaxedAmount><VATRate>20</VATRate><Amount>20.40</Amount></VATItem></VAT></Tax>",
    );
    expect(legacy).toContain("<VATRate>20</VATRate><LineItemAmount>");
    const { invoice } = parseEInvoiceXml(legacy);
    expect(invoice.vatBreakdown).toEqual([
      { categoryCode: "S", ratePercent: "20", taxableAmount: "102.00", taxAmount: "20.40" },
    ]);
    expect(invoice.items[0]).toMatchObject({ vatPercent: "20", totalPrice: "102.00" });
    expect(invoice.vatAmount).toBe("20.40");
  });
});

describe("ebInterface 6.1", () => {
  it("reads an invoice with base quantity, prepayment, below-the-line item and direct debit", () => {
    const e = parseEInvoiceXml(EBI_61_INVOICE);
    expect(e.profile).toBe("EBINTERFACE 6.1");
    expect(e.invoice).toMatchObject({
      documentTypeCode: "380",
      isCreditMemo: false,
      invoiceNumber: "R-2024/101",
      deliveryDate: "2024-04-30",
      lineTotal: "352.50",
      net: "352.50",
      vatAmount: "48.00",
      total: "400.50",
      prepaid: "100.00",
      amountDue: "305.50",
      seller: { name: "Kaffee & Co KG", vatId: "ATU13585627", email: "office@kaffee.example" },
      payment: {
        meansCode: "59",
        bic: "BKAUATWW",
        creditorId: "AT61ZZZ00000012345",
        mandateReference: "M-2024-17",
        debitedIban: "AT611904300234573201",
      },
    });
    expect(e.invoice.payment.iban).toBeUndefined();
    expect(e.invoice.items[0]).toEqual({
      posNo: "1",
      title: "Kaffeebohnen Espresso",
      description: "Röstung mittel",
      quantity: "12.5",
      unit: "KGM",
      unitNetPrice: "18.00",
      vatPercent: "10",
      vatCategoryCode: "AA",
      totalPrice: "225.00",
    });
    // 305.50 = 400.50 − 100.00 + 5.00 below the line.
    expect(checkCompliance(e.invoice)).toEqual([]);
  });

  it("reads a credit memo of a small business under any prefix", () => {
    const { invoice, profile } = parseEInvoiceXml(EBI_61_CREDIT_MEMO);
    expect(profile).toBe("EBINTERFACE 6.1");
    expect(invoice).toMatchObject({
      documentTypeCode: "381",
      isCreditMemo: true,
      precedingInvoiceNumber: "K-2024-33",
      vatAmount: "0.00",
      total: "50.00",
      vatBreakdown: [
        {
          categoryCode: "E",
          ratePercent: "0",
          taxableAmount: "50.00",
          taxAmount: "0.00",
          exemptionReason: "Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG",
        },
      ],
      items: [
        { title: "Preisnachlass Logo-Entwurf", unitNetPrice: "50.00", vatCategoryCode: "E", totalPrice: "50.00" },
      ],
    });
    expect(invoice.seller.vatId).toBeUndefined(); // "00000000" means none
    expect(checkCompliance(invoice)).toEqual([]);
  });

  it("reads 6.0 like 6.1", () => {
    const v60 = EBI_61_INVOICE.replace("schema/6p1/", "schema/6p0/")
      .replace(/<BelowTheLineItem>[\s\S]*<\/BelowTheLineItem>/, "")
      .replace("<PayableAmount>305.50</PayableAmount>", "<PayableAmount>300.50</PayableAmount>");
    const { invoice, profile } = parseEInvoiceXml(v60);
    expect(profile).toBe("EBINTERFACE 6.0");
    expect(invoice.amountDue).toBe("300.50");
    expect(checkCompliance(invoice)).toEqual([]);
  });

  it("refuses an unknown document type and a missing payable amount", () => {
    const unknownType = EBI_61_INVOICE.replace('DocumentType="Invoice"', 'DocumentType="Offer"');
    expect(() => parseEInvoiceXml(unknownType)).toThrow(EInvoiceError);
    // The reason is coded for the upload page: the invoice type (BT-3) and the value found.
    expect(() => parseEInvoiceXml(unknownType)).toThrow(
      expect.objectContaining({ detail: { reason: "UNKNOWN_CODE", term: "BT-3", value: "Offer" } }),
    );
    const noPayable = EBI_61_INVOICE.replace("<PayableAmount>305.50</PayableAmount>", "");
    expect(() => parseEInvoiceXml(noPayable)).toThrow(expect.objectContaining({ code: "EINVOICE_INVALID" }));
  });
});
