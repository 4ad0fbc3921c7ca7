/**
 * Hand-written invoice texts for the extraction tests, laid out as extractPdfTextPages
 * returns them: one line per baseline, two spaces between columns, an address window sharing
 * its lines with the information block on the right. Ids, IBANs and VAT ids have valid check
 * digits; the companies are invented.
 */

/** A painter's invoice: letterhead, sender line, window, totals with one rate, bank footer. */
export const CRAFTSMAN_INVOICE = [
  `Malerbetrieb Schneider GmbH
Meisterbetrieb für Maler- und Lackierarbeiten

Malerbetrieb Schneider GmbH · Hauptstraße 12 · 80331 München
Firma  Rechnungsnummer:  RE-2024-0815
Beispiel Handels AG  Rechnungsdatum:  15.03.2024
z. Hd. Herrn Max Muster  Kundennummer:  K-10233
Industriestr. 5  Ihre Bestellung:  4500012345
85748 Garching  Ansprechpartner:  Peter Schneider

RECHNUNG

Sehr geehrte Damen und Herren,
für die in Ihrem Auftrag ausgeführten Arbeiten erlauben wir uns zu berechnen:
Leistungszeitraum: 04.03.2024 - 08.03.2024

Pos.  Menge  Einheit  Bezeichnung  Einzelpreis  Gesamtpreis
1  24,5  Std.  Malerarbeiten Büro 2. OG  58,00 €  1.421,00 €
2  120  m²  Wandfarbe weiß, 2 Anstriche  4,50 €  540,00 €
3  1  psch.  Abdeck- und Schutzmaterial  85,00 €  85,00 €

Nettobetrag  2.046,00 €
zzgl. 19 % MwSt.  388,74 €
Gesamtbetrag  2.434,74 €

Zahlbar innerhalb 14 Tagen ohne Abzug bis zum 29.03.2024.
Bitte geben Sie als Verwendungszweck die Rechnungsnummer an.
Vielen Dank für Ihren Auftrag!

Malerbetrieb Schneider GmbH · Geschäftsführer: Peter Schneider · Amtsgericht München HRB 123456
USt-IdNr.: DE811907980 · Steuernummer: 143/123/45678 · E-Mail: info@maler-schneider.de
Stadtsparkasse München · IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX`,
];

/** An Amazon-like English marketplace invoice: "Sold by", VAT summary table, € before amounts. */
export const MARKETPLACE_INVOICE_EN = [
  `amazon.de
Invoice
Invoice date / Delivery date  12 February 2024
Invoice #  DE24AEUI1234567
Total payable  €59.49

Sold by  Amazon EU S.à r.l., 38 avenue John F. Kennedy, L-1855 Luxembourg
VAT # LU20260743

Order date  10 February 2024
Order #  302-1234567-7654321

Billing address  Delivery address
Max Mustermann  Max Mustermann
Musterstr. 1  Musterstr. 1
10115 Berlin  10115 Berlin
Germany  Germany

Invoice details
Description  Qty  Unit price (excl. VAT)  VAT rate  Unit price (incl. VAT)  Item subtotal (incl. VAT)
Echo Dot (5th generation), Charcoal  1  €49.99  19%  €59.49  €59.49
Shipping charges  €0.00  €0.00

VAT rate  Item subtotal (excl. VAT)  VAT subtotal
19%  €49.99  €9.50
Total  €49.99  €9.50

Invoice total  €59.49
Payment method: Visa ending in 1234. This invoice has been paid.`,
];

/** A bakery's invoice to a café with 7 % and 19 % VAT, English-free, amounts with "EUR". */
export const TWO_RATES_INVOICE = [
  `Bäckerei Huber KG · Am Markt 3 · 93047 Regensburg
Café Sonnenschein
Inh. Anna Berger
Domplatz 7
93047 Regensburg

Rechnung Nr. 2024/1187
Rechnungsdatum: 05.02.2024
Lieferdatum: 02.02.2024
Ihre Bestellnummer: CS-0203

Artikel  Menge  Preis  MwSt.  Betrag
Roggenbrot 1000 g  20  3,50  7 %  70,00
Butterbrezen  100  0,50  7 %  50,00
Kaffee Espresso 1 kg  4  20,00  19 %  80,00

Summe netto  200,00 EUR
zzgl. 7 % USt. auf 120,00 EUR  8,40 EUR
zzgl. 19 % USt. auf 80,00 EUR  15,20 EUR
Rechnungsbetrag  223,60 EUR

Fällig am: 19.02.2024
Bankverbindung: Sparkasse Regensburg, IBAN DE20 7015 0000 0012 3456 78
Bäckerei Huber KG, Am Markt 3, 93047 Regensburg, USt-IdNr. DE811907971, www.baeckerei-huber.de, info@baeckerei-huber.de`,
];

/** A credit note that refers to an earlier invoice; amounts negative. */
export const CREDIT_NOTE = [
  `Technikhandel Weber GmbH · Ringstraße 4 · 50667 Köln

Firma
Muster Bürobedarf GmbH
Lindenweg 9
53111 Bonn

Gutschrift Nr. GS-2024-017
zu Rechnung Nr. RE-2024-0815 vom 15.03.2024
Datum: 22.03.2024

Wir schreiben Ihnen für die zurückgesandte Ware gut:
Pos.  Artikel  Menge  Einzelpreis  Betrag
1  Toner schwarz  -2  50,00  -100,00

Gutschriftsbetrag netto  -100,00 €
USt. 19 %  -19,00 €
Gutschriftsbetrag brutto  -119,00 €

Der Betrag wird Ihrem Kundenkonto gutgeschrieben und mit der nächsten Rechnung verrechnet.

Technikhandel Weber GmbH · USt-IdNr. DE811907998 · Amtsgericht Köln HRB 98765
IBAN DE29 1001 0010 0987 6543 21 · BIC PBNKDEFFXXX · buchhaltung@technik-weber.de`,
];

/** Not an invoice: an invitation with dates, an amount and an e-mail address. */
export const NOT_AN_INVOICE = [
  `Sportverein Grün-Weiß 1920 e.V.
Einladung zur Mitgliederversammlung

Liebe Mitglieder,
wir laden Sie herzlich zur ordentlichen Mitgliederversammlung am 12.04.2024 um 19:00 Uhr
im Vereinsheim ein. Tagesordnung:
1. Bericht des Vorstands
2. Kassenbericht 2023 (Überschuss 1.234,56 €)
3. Wahlen
Der Jahresbeitrag von 60,00 € wird wie gewohnt im Mai eingezogen.
Rückfragen bitte an vorstand@gruen-weiss-1920.de.
Mit sportlichen Grüßen
Der Vorstand`,
];

/** An Austrian supplier (UID ATU…, "Jänner", "Rg.-Nr.", due date from a payment period). */
export const AUSTRIAN_INVOICE = [
  `Holzbau Gruber GmbH
Sägestraße 8, 5020 Salzburg
UID: ATU12345675

Rechnung
Rg.-Nr.: 24-0042
Datum: 31. Jänner 2024
Leistungszeitraum: Jänner 2024

Zimmererarbeiten Dachstuhl lt. Angebot  10.500,00
Summe netto  10.500,00
20 % USt  2.100,00
Gesamtbetrag EUR  12.600,00

Zahlbar innerhalb von 30 Tagen netto.
IBAN: AT32 1200 0007 0371 0444
Holzbau Gruber GmbH · FN 123456a · Landesgericht Salzburg`,
];

/** Two pages: header on page 1, totals and payment on page 2. */
export const TWO_PAGE_INVOICE = [
  `Muster Software GmbH · Softwareweg 1 · 70173 Stuttgart
Herrn
Thomas Beispiel
Gartenstraße 2
70565 Stuttgart
Rechnung
Rechnungs-Nr.  Datum  Kunden-Nr.
2024-10077  03.04.2024  10044
Abrechnungszeitraum: 01.03.2024 bis 31.03.2024
Pos.  Beschreibung  Betrag
1  Wartungsvertrag Basic, März 2024  250,00 €
Seite 1 von 2`,
  `Muster Software GmbH  Rechnung 2024-10077  Seite 2 von 2
2  Zusatzstunden Support (3 h)  270,00 €
Zwischensumme  520,00 €
MwSt. 19 %  98,80 €
Gesamt  618,80 €
Der Rechnungsbetrag wird am 10.04.2024 per SEPA-Lastschrift von Ihrem Konto DE89370400440532013000 eingezogen.
Gläubiger-ID DE98ZZZ09999999999, Mandatsreferenz M-10044
Muster Software GmbH, USt-IdNr. DE811908005, Geschäftsführer: Erika Muster`,
];

/** A US invoice: month-first dates, "$", sales tax, "Total Due". */
export const US_INVOICE = [
  `ACME Supplies, Inc.
123 Main Street, Springfield, IL 62701, USA
INVOICE
Invoice Number: 10045
Invoice Date: 03/04/2024
Due Date: 04/03/2024
Bill To:
Globex Corporation
500 Oak Ave
Chicago, IL 60601
Description  Qty  Rate  Amount
Widgets  100  $2.50  $250.00
Gadgets  10  $15.00  $150.00
Subtotal  $400.00
Sales Tax (8.875%)  $35.50
Total Due  $435.50
Terms: Net 30
Make checks payable to ACME Supplies, Inc. Questions? billing@acme-supplies.com`,
];

/** A restaurant receipt: gross prices, VAT included per rate, cash given and change. */
export const RESTAURANT_RECEIPT = [
  `Gasthaus zur Post
Inh. Josef Maier
Dorfstraße 1, 83700 Rottach-Egern
Rechnung Nr. 4711  Tisch 12
Datum: 14.03.2024  19:42
2x Schweinebraten  à 14,90  29,80
2x Helles 0,5l  à 4,20  8,40
1x Apfelstrudel  6,50
Summe EUR  44,70
enthaltene MwSt. 19 %  1,34  (Getränke 8,40)
enthaltene MwSt. 7 %  2,37  (Speisen 36,30)
Netto  40,99
Gegeben Bar  50,00
Zurück  5,30`,
];

/** Totals as a table row under a heading row; no currency sign anywhere. */
export const TABLE_TOTALS_INVOICE = [
  `Ingenieurbüro Lehmann
Planstraße 3 · 01067 Dresden
Rechnung
Rechnung Nr.: IB-2024-031
Datum: 28.03.2024
Datum  Leistung  Stunden  Betrag
12.03.2024  Statik  12  1.140,00
Nettobetrag  MwSt-Satz  MwSt-Betrag  Rechnungsbetrag
1.140,00  19 %  216,60  1.356,60
Zahlungsziel: 30 Tage
Bankverbindung: Ostsächsische Sparkasse Dresden, IBAN: DE20 7015 0000 0012 3456 78, BIC: OSDDDE81XXX`,
];

/** An online shop: prices include VAT, the VAT is only mentioned in a sentence. */
export const GROSS_PRICE_INVOICE = [
  `Online-Shop Müller e.K. | Versandweg 5 | 20095 Hamburg
Frau
Erika Musterfrau
Blumenweg 3
22303 Hamburg
Rechnung
Rechnungsnummer  Bestellnummer  Rechnungsdatum  Kundennummer
R-88123  B-55123  02.04.2024  K-9912
Art.-Nr.  Artikel  Menge  Preis inkl. MwSt.  Gesamt
1001  Kaffeebecher blau  2  12,95 €  25,90 €
2002  Teekanne 1,2 l  1  34,90 €  34,90 €
Zwischensumme  60,80 €
Versandkosten  4,95 €
Gesamtsumme  65,75 €
Im Gesamtbetrag sind 19 % MwSt. (10,50 €) enthalten.
Bezahlt per PayPal am 02.04.2024.
Online-Shop Müller e.K. · Inhaber: Hans Müller · USt-IdNr.: DE811907980 · shop@mueller-online.de`,
];
