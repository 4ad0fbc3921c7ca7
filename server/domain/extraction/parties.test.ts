import { describe, expect, it } from "vitest";
import {
  cutName,
  extractPartnerEmails,
  extractPartnerName,
  extractPartnerVatId,
  isNonNameText,
  isPlaceholder,
} from "./parties.ts";
import { layoutLines, type PositionedText } from "./layout.ts";
import { extractPayment } from "./payment.ts";
import { buildDoc } from "./text.ts";

describe("extractPartnerVatId", () => {
  const vat = (text: string, ownVatIds?: string[]) => extractPartnerVatId(buildDoc([text]), { ownVatIds });

  it("reads labelled ids", () => {
    expect(vat("USt-IdNr.: DE811907980")?.value).toBe("DE811907980");
    expect(vat("UID: ATU12345675")?.value).toBe("ATU12345675");
    expect(vat("VAT # LU20260743")?.value).toBe("LU20260743");
    expect(vat("Umsatzsteuer-Identifikationsnummer DE 811 907 980")?.value).toBe("DE811907980");
  });

  it("skips the recipient's own ids and ids in the recipient's block or labelled as theirs", () => {
    expect(vat("USt-IdNr.: DE811907980", ["DE 811 907 980"])).toBeUndefined();
    expect(vat("Ihre USt-IdNr.: DE811907971\nUnsere USt-IdNr.: DE811907980")?.value).toBe("DE811907980");
    expect(
      vat("Verkäufer\nName: A GmbH\nUSt-IdNr.: DE811907980\n\nKäufer\nName: B AG\nUSt-IdNr.: DE811907971")?.value,
    ).toBe("DE811907980");
  });

  // DE123456789 and DE234567891 are well-formed, their check digits do not match.
  const FILL = 0.5;
  it.each([
    [
      "the seller block's tax lines after its end (printed e-invoices)",
      "Verkäufer\nName: Lieferant GmbH\nAnschrift: Weg 1\nDE 80333 München\nTelefon: 089 1\nE-Mail: a@b.de\nSteuernummer: 201/113/40209\nUSt.-Id.-Nr.: DE123456789\n\nKäufer\nName: Kunde AG",
      "DE123456789",
    ],
    [
      "a bare seller heading, a blank line, the block and the id after a blank line",
      "Verkäufer:\n\nLieferant GmbH\nWeg 1\nDE 80333 München\n\nSteuernummer : 201/113/40209\nUSt.-Id.-Nr. : DE123456789\n\nKäufer:\nKunden AG",
      "DE123456789",
    ],
    [
      "the footer's VAT line",
      `Rechnung\nRechnungsnummer: 1\n${"Position\n".repeat(12)}Muster GmbH · Geschäftsführung: A. B. · USt-IdNr: DE123456789 · HRB 1`,
      "DE123456789",
    ],
  ])("fills a labelled id that fails its check digits in %s", (_, text, id) => {
    const r = vat(text);
    expect(r?.value).toBe(id);
    expect(r!.confidence).toBeGreaterThanOrEqual(FILL);
  });

  it.each([
    [
      "after the buyer block (its contact lines go on with it)",
      "Verkäufer\nName: Lieferant GmbH\nUSt-IdNr.: DE811907980\n\nKäufer/Leistungsempfänger\nName: Kunde AG\nAnschrift: Weg 2\nDE 12345 Ort\nTelefon: 1\nE-Mail: x@kunde.de\nUSt.-Id.-Nr.: DE123456789",
    ],
    ["under a fiscal representative", "Représentant fiscal\nSELLER TAX REP\nN° TVA : FR 32 123 456 789"],
  ])("never takes the id %s", (_, text) => {
    expect(vat(text)?.value).not.toBe(text.includes("FR 32") ? "FR32123456789" : "DE123456789");
  });

  it("offers an unlabelled id that fails its check digits as a suggestion only", () => {
    const r = vat(`Rechnung\n${"Position\n".repeat(12)}Muster GmbH · DE123456789 · HRB 1`);
    expect(r?.value).toBe("DE123456789");
    expect(r!.confidence).toBeLessThan(FILL);
  });

  it("does not take the document's fields for the block a VAT id goes on with", () => {
    // "UID-Nr." among the invoice's fields under the recipient's address window is the seller's.
    const r = vat(
      "Herrn Max Mustermann\nMusterstr. 11\n12346 Bad Musterhausen\n\nRechnung\nRechnungsnummer: 1\nZahlungsziel: 20. Dezember 2018\nUID-Nr.: ATU26332741",
    );
    expect(r?.value).toBe("ATU26332741");
  });

  it("offers one of two different ids of the seller's side, none in a seller block, as a suggestion only", () => {
    // The letterhead's and the footer's ids differ: which is the issuer's is a guess.
    const r = vat(
      `N° TVA intra : FR 11 123 456 782\nRechnung\n${"Position\n".repeat(12)}Ma société – N° TVA : FR32 123 456 789`,
    );
    expect(r!.confidence).toBeLessThan(FILL);
  });

  it("is unsure between two ids of unknown owners", () => {
    const r = vat("USt-IdNr. DE811907980\nUSt-IdNr. DE811907971");
    expect(r!.confidence).toBeLessThan(0.7);
  });
});

describe("isNonNameText: label words match whole words (or their label compounds), not name prefixes", () => {
  it.each([
    ["Kontor Hamburg GmbH", false],
    ["Bankhaus Lampe KG", false],
    ["Steuerberatung Kaiser & Partner", false],
    ["Datumsoft AG", false],
    ["Telekom Deutschland GmbH", false],
    ["Seitenwind Verlag GmbH", false],
    ["Konto", true],
    ["Kontonummer", true],
    ["Kontoinhaber: Muster GmbH", true],
    ["Bankverbindung", true],
    ["Rechnungsnummer", true],
    ["Rechnungs-Nr.", true],
    ["Kundennummer", true],
    ["Steuernummer", true],
    ["USt-IdNr.", true],
    ["Tel. 030 123", true],
    ["E-Mail-Adresse", true],
    ["Geschäftsführer: Max Muster", true],
    ["www.kontor-hamburg.de", true],
    ["Musterstraße 1", true],
  ])("%s → %s", (text, expected) => {
    expect(isNonNameText(text)).toBe(expected);
  });

  it("reads a seller whose name starts like a label word", () => {
    expect(extractPartnerName(buildDoc(["Verkäufer\nName: Kontor Hamburg GmbH\nAnschrift: Weg 1"]))?.value).toBe(
      "Kontor Hamburg GmbH",
    );
  });
});

describe("extractPartnerName", () => {
  const name = (text: string, ownNames?: string[]) => extractPartnerName(buildDoc([text]), { ownNames });

  it("cuts names at the legal form or the first separator", () => {
    expect(cutName("Amazon EU S.à r.l., 38 avenue John F. Kennedy")).toBe("Amazon EU S.à r.l.");
    expect(cutName("Grundbesitz GmbH & Co. KG, Musterstr. 1")).toBe("Grundbesitz GmbH & Co. KG");
    expect(cutName("Physiotherapeutin")).toBe("Physiotherapeutin");
  });

  it("finds no name, and does not fail, when the only candidates are bare legal forms", () => {
    expect(name("SASU au capital de 200000€ - SIRET 12345682400016 – TVA FR40123456824")).toBeUndefined();
    expect(name("SARL\nSASU")).toBeUndefined();
  });

  it("reads the seller block", () => {
    expect(name("Verkäufer\nName: Lieferant GmbH\nAnschrift: Weg 1")?.value).toBe("Lieferant GmbH");
    expect(name("Sold by  Amazon EU S.à r.l., 38 avenue John F. Kennedy, L-1855 Luxembourg")?.value).toBe(
      "Amazon EU S.à r.l.",
    );
  });

  it.each([
    [
      "a labelled name with words after its legal form",
      "Verkäufer\nNummer: 1\nName: Rohstoff AG Salzgitter\nAnschrift: Marktstr. 153",
      "Rohstoff AG Salzgitter",
    ],
    [
      "the block's first line without a label (no 'Name:' line)",
      "Verkäufer:\nNummer  : 549910\nGlobale Nummer: 4000001123452 (GTIN)\nLieferant GmbH\nLieferantenstraße 20\nDE 80333 München",
      "Lieferant GmbH",
    ],
    [
      "the block after a blank line under its bare heading",
      "Verkäufer:\n\nGlobale Nummer: 4000001123452 (GLN)\nLieferant GmbH\nLieferantenstraße 20",
      "Lieferant GmbH",
    ],
  ])("fills the seller block's name: %s", (_, text, value) => {
    const r = name(text)!;
    expect(r.value).toBe(value);
    expect(r.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("confirms the letterhead's name by the footer line that goes on with phone and bank after the legal form", () => {
    const seller = "MVM Musterhafter Versicherungsverein Musterstadt a.G.";
    const r = name(
      `${seller}\nRechnung\n${"Position\n".repeat(12)}${seller} Tel. +43 147 517079  Raiffeisenbank Wien  FN 302727f`,
    )!;
    expect(r.value).toBe(seller);
    expect(r.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("never takes the buyer block's first plain line for the seller", () => {
    expect(name("Käufer:\nNummer  : GE2020211\nKunden AG Mitte\nKundenstraße 15")?.value).not.toBe("Kunden AG Mitte");
  });

  it("is sure only when two places agree", () => {
    const single = name("Muster Bau GmbH\nRechnung");
    expect(single?.confidence ?? 0).toBeLessThan(0.6);
    const both = name(
      "Muster Bau GmbH · Hauptstr. 1 · 12345 Berlin\nKunde AG\nWeg 2\n54321 Köln\n\nRechnung\n\n\nMuster Bau GmbH · Geschäftsführer: A. Muster",
    );
    expect(both).toMatchObject({ value: "Muster Bau GmbH" });
    expect(both!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("never names the recipient", () => {
    const r = name("Firma\nBeispiel Handels AG\nIndustriestr. 5\n85748 Garching\n\nRechnung");
    expect(r).toBeUndefined();
    expect(name("Beispiel Handels AG\nRechnung", ["Beispiel Handels AG"])).toBeUndefined();
  });
});

describe("extractPartnerEmails", () => {
  it("collects addresses outside the recipient's block", () => {
    const doc = buildDoc(["Käufer\nE-Mail: einkauf@kunde.de\n\nE-Mail: info@maler-schneider.de"]);
    expect(extractPartnerEmails(doc, "Malerbetrieb Schneider GmbH")).toEqual({
      value: ["info@maler-schneider.de"],
      confidence: 0.8,
    });
  });
});

describe("extractPayment", () => {
  it("reads IBAN and BIC", () => {
    const r = extractPayment(buildDoc(["Stadtsparkasse · IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX"]));
    expect(r.iban).toEqual({ value: "DE89370400440532013000", confidence: 0.9 });
    expect(r.bic?.value).toBe("COBADEFFXXX");
  });

  it("takes an unlabelled BIC only next to the IBAN and with its country", () => {
    const r = extractPayment(buildDoc(["IBAN DE89370400440532013000  COBADEFFXXX\nDEUTSCHLAND"]));
    expect(r.bic?.value).toBe("COBADEFFXXX");
    expect(extractPayment(buildDoc(["DEUTSCHLAND\nCOBADEFFXXX"])).bic).toBeUndefined();
  });

  it("skips invalid IBANs, the recipient's own and the account a direct debit draws from", () => {
    // Unlabelled with failing check digits: skipped (after a label it is offered, see payment.test.ts).
    expect(extractPayment(buildDoc(["Konto DE75123456780000001234"])).iban).toBeUndefined();
    expect(extractPayment(buildDoc(["IBAN DE75123456780000001234"])).iban?.confidence).toBeLessThan(0.8);
    expect(
      extractPayment(buildDoc(["IBAN DE89370400440532013000"]), ["DE89 3704 0044 0532 0130 00"]).iban,
    ).toBeUndefined();
    expect(
      extractPayment(
        buildDoc(["Der Betrag wird von Ihrem Konto DE89370400440532013000 per SEPA-Lastschrift eingezogen."]),
      ).iban,
    ).toBeUndefined();
    expect(extractPayment(buildDoc(["Käufer-IBAN :  DE89370400440532013000"])).iban).toBeUndefined();
  });
});

/** A positioned page: rows of [y, [x, text]…, size?]; each text is one item (a column cell). */
type Row = [y: number, cells: [x: number, text: string][], size?: number];
function page(rows: Row[]) {
  const items: PositionedText[] = rows.flatMap(([y, cells, size = 9]) =>
    cells.map(([x, str]) => ({ str, x, y, width: str.length * size * 0.5, size })),
  );
  return buildDoc([layoutLines(items)], [items]);
}
/** Item lines of an invoice body between header and footer. */
const BODY: Row[] = [
  [
    320,
    [
      [50, "Pos."],
      [90, "Description"],
      [480, "Amount"],
    ],
  ],
  [
    335,
    [
      [50, "1"],
      [90, "Maintenance work"],
      [480, "100,00"],
    ],
  ],
  [
    350,
    [
      [50, "2"],
      [90, "Spare parts"],
      [480, "20,00"],
    ],
  ],
  [
    380,
    [
      [330, "Total"],
      [480, "120,00"],
    ],
  ],
  [420, [[50, "Thank you for your order."]]],
];

describe("seller attribution by structure (positioned text)", () => {
  const FILL = 0.5;
  it.each<[string, Row[], string | undefined, string | undefined]>([
    [
      "two-column header with French role labels: seller left, buyer right",
      [
        [50, [[50, "FACTURE N° F-2026-17"]], 14],
        [
          100,
          [
            [50, "Vendeur"],
            [320, "Client"],
          ],
        ],
        [
          112,
          [
            [50, "Atelier Dubois SARL"],
            [320, "Boulangerie Martin SAS"],
          ],
        ],
        [
          124,
          [
            [50, "12 rue des Lilas"],
            [320, "4 place du Marché"],
          ],
        ],
        [
          136,
          [
            [50, "69002 Lyon"],
            [320, "13001 Marseille"],
          ],
        ],
        [
          148,
          [
            [50, "N° TVA : FR40303265045"],
            [320, "N° TVA : FR83404833048"],
          ],
        ],
        ...BODY,
      ],
      "Atelier Dubois SARL",
      "FR40303265045",
    ],
    [
      "two-column header with English role labels: buyer left, seller right",
      [
        [50, [[50, "INVOICE 2026-0042"]], 14],
        [
          100,
          [
            [50, "Bill to:"],
            [320, "Bill from:"],
          ],
        ],
        [
          112,
          [
            [50, "Harbour Foods Ltd"],
            [320, "Greenleaf Consulting Ltd"],
          ],
        ],
        [
          124,
          [
            [50, "1 Quay Street"],
            [320, "22 Mill Lane"],
          ],
        ],
        [
          136,
          [
            [50, "Bristol BS1 4DJ"],
            [320, "Leeds LS1 5AB"],
          ],
        ],
        [
          148,
          [
            [50, "VAT No: GB123456782"],
            [320, "VAT No: GB980780684"],
          ],
        ],
        ...BODY,
      ],
      "Greenleaf Consulting Ltd",
      "GB980780684",
    ],
    [
      "footer columns: the company over its address and VAT id, the bank over the IBAN",
      [
        [50, [[50, "RECHNUNG"]], 14],
        [120, [[50, "Firma"]]],
        [132, [[50, "Kunde Handel AG"]]],
        [144, [[50, "Marktplatz 2"]]],
        [156, [[50, "10115 Berlin"]]],
        ...BODY,
        [
          770,
          [
            [50, "Nordlicht Werkstatt GmbH"],
            [300, "Hamburger Sparkasse"],
          ],
          7,
        ],
        [
          779,
          [
            [50, "Hafenweg 3"],
            [300, "IBAN DE89 3704 0044 0532 0130 00"],
          ],
          7,
        ],
        [
          788,
          [
            [50, "20457 Hamburg"],
            [300, "BIC HASPDEHHXXX"],
          ],
          7,
        ],
        [797, [[50, "USt-IdNr.: DE811907980"]], 7],
      ],
      "Nordlicht Werkstatt GmbH",
      "DE811907980",
    ],
    [
      "the sender line above the address window only",
      [
        [50, [[50, "Rechnung"]], 14],
        [110, [[50, "Kaffeerösterei Blum GmbH · Röstweg 5 · 80331 München"]], 6.5],
        [124, [[50, "Herrn"]]],
        [136, [[50, "Peter Lang"]]],
        [148, [[50, "Gartenstr. 4"]]],
        [160, [[50, "60311 Frankfurt"]]],
        [200, [[330, "USt-IdNr.: DE136695976"]]],
        ...BODY,
      ],
      "Kaffeerösterei Blum GmbH",
      "DE136695976",
    ],
    [
      "a British sender line, the recipient's window opened by a label word, the id in the fields beside",
      [
        [50, [[50, "Rechnung"]], 14],
        [110, [[50, "Global Supplies Ltd. · 153 Victoria Street · SW1B 3BN London"]], 6.5],
        [124, [[50, "Kunde 1"]]],
        [136, [[50, "Industriestr. 7a"]]],
        [148, [[50, "12345 Stuttgart"]]],
        [200, [[50, "Beleg-Nr.: 4711"]]],
        [212, [[50, "Umsatzsteuer-ID: DE136695976"]]],
        ...BODY,
      ],
      "Global Supplies Ltd.",
      "DE136695976",
    ],
    [
      "a logo placeholder above the real name, named again over the footer's VAT id",
      [
        [40, [[50, "LOGO"]], 20],
        [70, [[50, "Feinmechanik Arnold GmbH"]], 16],
        [90, [[50, "Werkstraße 9 · 70173 Stuttgart"]]],
        [130, [[50, "Kunde Handel AG"]]],
        [142, [[50, "Marktplatz 2"]]],
        [154, [[50, "10115 Berlin"]]],
        ...BODY,
        [
          770,
          [
            [50, "Feinmechanik Arnold GmbH"],
            [300, "Volksbank Stuttgart"],
          ],
          7,
        ],
        [
          779,
          [
            [50, "Werkstraße 9, 70173 Stuttgart"],
            [300, "IBAN DE89 3704 0044 0532 0130 00"],
          ],
          7,
        ],
        [788, [[50, "USt-IdNr.: DE129273398"]], 7],
      ],
      "Feinmechanik Arnold GmbH",
      "DE129273398",
    ],
    [
      "the name at the top whose word is the domain of the footer's e-mail address",
      [
        [45, [[57, "Invoice 103767"]], 18],
        [
          121,
          [
            [57, "Adatum Corporation"],
            [495, "CRONUS DE"],
          ],
          11,
        ],
        [
          135,
          [
            [57, "Station Road, 21"],
            [495, "Hofstraße 12"],
          ],
          11,
        ],
        [
          150,
          [
            [57, "48436 Düsseldorf"],
            [495, "20097 Hamburg"],
          ],
          11,
        ],
        ...BODY,
        [
          743,
          [
            [57, "VAT Registration No."],
            [184, "Phone No."],
            [300, "Email"],
          ],
          9,
        ],
        [
          755,
          [
            [57, "DE136695976"],
            [184, "040 999 99"],
            [300, "info@cronus.com"],
          ],
          11,
        ],
      ],
      "CRONUS DE",
      "DE136695976",
    ],
    [
      "one footer line: the company before its register entry",
      [
        [50, [[50, "RECHNUNG"]], 14],
        [120, [[50, "Firma"]]],
        [132, [[50, "Kunde Handel AG"]]],
        [144, [[50, "Marktplatz 2"]]],
        [156, [[50, "10115 Berlin"]]],
        ...BODY,
        [780, [[120, "Nordwind Textil GmbH · Amtsgericht Kiel HRB 1234 · Geschäftsführer: A. Berg"]], 7],
        [790, [[160, "USt-IdNr. DE811907980 · Kieler Volksbank"]], 7],
      ],
      "Nordwind Textil GmbH",
      "DE811907980",
    ],
    [
      "a contact heading or a person over the footer's phone line: no name",
      [
        [50, [[50, "RECHNUNG"]], 14],
        [120, [[50, "Firma"]]],
        [132, [[50, "Kunde Handel AG"]]],
        [144, [[50, "Marktplatz 2"]]],
        [156, [[50, "10115 Berlin"]]],
        ...BODY,
        [
          770,
          [
            [50, "Ansprechpartner"],
            [300, "Max Muster"],
          ],
          7,
        ],
        [
          779,
          [
            [50, "Tel. 040 123 45"],
            [300, "E-Mail: max@example.org"],
          ],
          7,
        ],
        [788, [[50, "USt-IdNr.: DE811907980"]], 7],
      ],
      undefined,
      "DE811907980",
    ],
    [
      "a route table headed From | To and the payee named in the payment lines: no buyer, no seller column",
      [
        [50, [[50, "INVOICE 2026-0042"]], 14],
        [100, [[50, "Harbour Foods Ltd"]]],
        [112, [[50, "1 Quay Street"]]],
        [124, [[50, "Bristol BS1 4DJ"]]],
        [
          170,
          [
            [50, "From"],
            [250, "To"],
          ],
        ],
        [
          182,
          [
            [50, "Hamburg"],
            [250, "Rotterdam"],
          ],
        ],
        [230, [[50, "Empfänger: Nordlicht Werkstatt GmbH"]]],
        [242, [[50, "IBAN DE89 3704 0044 0532 0130 00"]]],
        ...BODY,
        [780, [[50, "Nordlicht Werkstatt GmbH · Amtsgericht Hamburg HRB 4711"]], 7],
        [790, [[50, "VAT No: GB980780684"]], 7],
      ],
      "Nordlicht Werkstatt GmbH",
      "GB980780684",
    ],
    [
      "a sender line with commas in small print",
      [
        [50, [[50, "Rechnung"]], 14],
        [110, [[50, "Kaffeerösterei Blum GmbH, Röstweg 5, 80331 München"]], 6.5],
        [124, [[50, "Herrn"]]],
        [136, [[50, "Peter Lang"]]],
        [148, [[50, "Gartenstr. 4"]]],
        [160, [[50, "60311 Frankfurt"]]],
        [200, [[330, "USt-IdNr.: DE136695976"]]],
        ...BODY,
      ],
      "Kaffeerösterei Blum GmbH",
      "DE136695976",
    ],
    [
      "role labels with their names inline, side by side",
      [
        [50, [[50, "FACTURE N° F-2026-17"]], 14],
        [
          100,
          [
            [50, "Fournisseur : Atelier Dubois SARL"],
            [320, "Client : Boulangerie Martin SAS"],
          ],
        ],
        [
          112,
          [
            [50, "12 rue des Lilas"],
            [320, "4 place du Marché"],
          ],
        ],
        [
          124,
          [
            [50, "69002 Lyon"],
            [320, "13001 Marseille"],
          ],
        ],
        [
          136,
          [
            [50, "N° TVA : FR40303265045"],
            [320, "N° TVA : FR83404833048"],
          ],
        ],
        ...BODY,
      ],
      "Atelier Dubois SARL",
      "FR40303265045",
    ],
    [
      "a placeholder name only: no name",
      [
        [40, [[50, "Your logo"]], 20],
        [60, [[50, "Company name"]], 16],
        [100, [[50, "Bill to:"]]],
        [112, [[50, "Harbour Foods Ltd"]]],
        ...BODY,
      ],
      undefined,
      undefined,
    ],
  ])("%s", (_, rows, name, vatId) => {
    const doc = page(rows);
    const n = extractPartnerName(doc);
    const v = extractPartnerVatId(doc);
    if (name === undefined) expect(n === undefined || n.confidence < FILL, JSON.stringify(n)).toBe(true);
    else {
      expect(n?.value).toBe(name);
      expect(n!.confidence).toBeGreaterThanOrEqual(FILL);
    }
    if (vatId === undefined) expect(v).toBeUndefined();
    else {
      expect(v?.value).toBe(vatId);
      expect(v!.confidence).toBeGreaterThanOrEqual(FILL);
    }
  });

  it.each([
    [
      "a closing greeting and the person signing under it",
      "Rechnung Nr. 17\nLeistung 100,00\n\nMit freundlichen Grüßen\nMaria Schmidt\n\nSchmidt Bau GmbH · USt-IdNr. DE811907980",
    ],
    [
      "the software that made the document",
      "Rechnung Nr. 17\nLeistung 100,00\n\nErstellt mit Billomat GmbH\nSchmidt Bau GmbH · USt-IdNr. DE811907980",
    ],
  ])("never takes %s for the seller", (_, text) => {
    const n = extractPartnerName(buildDoc([text]));
    expect(n?.value).toBe("Schmidt Bau GmbH");
  });

  it.each([
    ["LOGO", true],
    ["LOGO Vendeur", true],
    ["Firmenlogo", true],
    ["Your logo here", true],
    ["Nom de la société", true],
    ["Logopädie Praxis Kern", false],
    ["Logistik Nord GmbH", false],
  ])("knows a template placeholder: %s → %s", (text, expected) => {
    expect(isPlaceholder(text)).toBe(expected);
  });
});
