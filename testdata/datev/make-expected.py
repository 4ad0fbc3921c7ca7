# Writes the hand-checked expected files: every value below was worked out by hand from the
# DATEV rules (see README.md); this script only pads the unused columns and encodes CP1252/CRLF.
COLS = ('Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;'
 'Basis-Umsatz;WKZ Basis-Umsatz;Konto;Gegenkonto (ohne BU-Schlüssel);BU-Schlüssel;Belegdatum;'
 'Belegfeld 1;Belegfeld 2;Skonto;Buchungstext;Postensperre;Diverse Adressnummer;Geschäftspartnerbank;'
 'Sachverhalt;Zinssperre;Beleglink;Beleginfo - Art 1;Beleginfo - Inhalt 1;Beleginfo - Art 2;'
 'Beleginfo - Inhalt 2;Beleginfo - Art 3;Beleginfo - Inhalt 3;Beleginfo - Art 4;Beleginfo - Inhalt 4;'
 'Beleginfo - Art 5;Beleginfo - Inhalt 5;Beleginfo - Art 6;Beleginfo - Inhalt 6;Beleginfo - Art 7;'
 'Beleginfo - Inhalt 7;Beleginfo - Art 8;Beleginfo - Inhalt 8;KOST1 - Kostenstelle;KOST2 - Kostenstelle;'
 'Kost-Menge;EU-Land u. UStID (Bestimmung);EU-Steuersatz (Bestimmung);Abw. Versteuerungsart;'
 'Sachverhalt L+L;Funktionsergänzung L+L;BU 49 Hauptfunktionstyp;BU 49 Hauptfunktionsnummer;'
 'BU 49 Funktionsergänzung;Zusatzinformation - Art 1;Zusatzinformation- Inhalt 1;'
 'Zusatzinformation - Art 2;Zusatzinformation- Inhalt 2;Zusatzinformation - Art 3;'
 'Zusatzinformation- Inhalt 3;Zusatzinformation - Art 4;Zusatzinformation- Inhalt 4;'
 'Zusatzinformation - Art 5;Zusatzinformation- Inhalt 5;Zusatzinformation - Art 6;'
 'Zusatzinformation- Inhalt 6;Zusatzinformation - Art 7;Zusatzinformation- Inhalt 7;'
 'Zusatzinformation - Art 8;Zusatzinformation- Inhalt 8;Zusatzinformation - Art 9;'
 'Zusatzinformation- Inhalt 9;Zusatzinformation - Art 10;Zusatzinformation- Inhalt 10;'
 'Zusatzinformation - Art 11;Zusatzinformation- Inhalt 11;Zusatzinformation - Art 12;'
 'Zusatzinformation- Inhalt 12;Zusatzinformation - Art 13;Zusatzinformation- Inhalt 13;'
 'Zusatzinformation - Art 14;Zusatzinformation- Inhalt 14;Zusatzinformation - Art 15;'
 'Zusatzinformation- Inhalt 15;Zusatzinformation - Art 16;Zusatzinformation- Inhalt 16;'
 'Zusatzinformation - Art 17;Zusatzinformation- Inhalt 17;Zusatzinformation - Art 18;'
 'Zusatzinformation- Inhalt 18;Zusatzinformation - Art 19;Zusatzinformation- Inhalt 19;'
 'Zusatzinformation - Art 20;Zusatzinformation- Inhalt 20;Stück;Gewicht;Zahlweise;Forderungsart;'
 'Veranlagungsjahr;Zugeordnete Fälligkeit;Skontotyp;Auftragsnummer;Buchungstyp;'
 'USt-Schlüssel (Anzahlungen);EU-Land (Anzahlungen);Sachverhalt L+L (Anzahlungen);'
 'EU-Steuersatz (Anzahlungen);Erlöskonto (Anzahlungen);Herkunft-Kz;Buchungs GUID;KOST-Datum;'
 'SEPA-Mandatsreferenz;Skontosperre;Gesellschaftername;Beteiligtennummer;Identifikationsnummer;'
 'Zeichnernummer;Postensperre bis;Bezeichnung SoBil-Sachverhalt;Kennzeichen SoBil-Buchung;'
 'Festschreibung;Leistungsdatum;Datum Zuord. Steuerperiode;Fälligkeit;Generalumkehr (GU);'
 'Steuersatz;Land;Abrechnungsreferenz;BVV-Position;EU-Land u. UStID (Ursprung);'
 'EU-Steuersatz (Ursprung);Abw. Skontokonto')
assert len(COLS.split(';')) == 125
HEADER = '"EXTF";700;21;"Buchungsstapel";13;20250402101530123;;"RE";"Belegwerk";"";29098;55003;20250101;4;20250301;20250331;"Buchungen März 2025";"";1;0;1;"EUR";;"";;;"";;;"";""'
assert len(HEADER.split(';')) == 31

def line(umsatz, sh, wkz, kurs, basis, wkzb, konto, gk, bu, datum, bf1, bf2, skonto, text, link, kost1, kost2, euland, eusatz, info_art='', info_inhalt='', euland_ursprung=''):
    f = [umsatz, sh, wkz, kurs, basis, wkzb, konto, gk, bu, datum, bf1, bf2, skonto, text, '', '', '', '', '', link]
    f += [info_art, info_inhalt] + [''] * 14
    f += [kost1, kost2, '', euland, eusatz]
    f += [''] * (125 - len(f))
    f[122] = euland_ursprung  # column 123, EU-Land u. UStID (Ursprung)
    return ';'.join(f)

L = 'https://app.belegwerk.test/documents/'
files = {
 'credit-note.csv': [
  line('119,00','"S"','"EUR"','','','','8400','10020','"3"','1403','"GS-2025-007"','"280325"','','"Gutschrift Wartung ""Heizung""; Rabatt"','"'+L+'doc-credit"','"100"','','',''),
 ],
 'reverse-charge.csv': [
  line('1000,00','"S"','"EUR"','','','','3120','70010','"94"','0503','"AT-4711"','"040425"','','"Montageleistung"','"'+L+'doc-rc"','','','"ATU12345678"','19,00'),
 ],
 'foreign-currency.csv': [
  line('216,50','"S"','"USD"','1,0825','200,00','"EUR"','4930','70030','','1003','"INV-2025-031"','','','"Cloud hosting March"','"'+L+'doc-usd"','','','',''),
 ],
 'skonto.csv': [
  line('297,50','"S"','"EUR"','','','','3400','70040','"9"','2003','"RE-889"','"190425"','','"Heizungsmaterial für Bäder"','"'+L+'doc-skonto"','','','',''),
  line('291,55','"H"','"EUR"','','','','1200','70040','','2803','"RE-889"','','5,95','"RE-889 abzgl. 2 % Skonto"','','','','',''),
 ],
 'eu-oss.csv': [
  line('120,00','"H"','"EUR"','','','','8320','10070','"240"','2503','"AR-2025-120"','','','"Thermostat (Versand nach Frankreich)"','"'+L+'doc-oss"','','','"FR"','20,00',euland_ursprung='"DE133546770"'),
 ],
 'invoice-number-cleaned.csv': [
  line('119,00','"S"','"EUR"','','','','4930','70080','"9"','1803','"RE20251"','','','"Büromaterial"','"'+L+'doc-number"','','','','','"Rechnungsnummer"','"RE 2025.1"'),
 ],
 'multi-vat.csv': [
  line('238,00','"H"','"EUR"','','','','8400','10050','"3"','3103','"AR-2025-100"','','','"Wartung Heizungsanlage"','"'+L+'doc-multi"','','','',''),
  line('53,50','"H"','"EUR"','','','','8300','10050','"2"','3103','"AR-2025-100"','','','"Fachbuch Heizungstechnik"','"'+L+'doc-multi"','','','',''),
 ],
 'cost-centre-split.csv': [
  line('39,66','"S"','"EUR"','','','','4985','70060','"9"','1203','"ER-77"','','','"Werkzeug"','"'+L+'doc-kost"','"100"','"P1"','',''),
  line('79,34','"S"','"EUR"','','','','4985','70060','"9"','1203','"ER-77"','','','"Werkzeug"','"'+L+'doc-kost"','"200"','"P1"','',''),
 ],
}
for name, lines in files.items():
    text = '\r\n'.join([HEADER, COLS] + lines) + '\r\n'
    open(name, 'wb').write(text.encode('cp1252'))
