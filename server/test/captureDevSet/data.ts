/**
 * The invoices of the capture development set: the known values of the public e-invoice XML
 * corpora in testdata/einvoice (KoSIT XRechnung test suite, ZUGFeRD corpus; Apache-2.0), read
 * with the e-invoice parser. Where the corpora write placeholders ("[Seller name]",
 * "DE123456789" with a wrong check digit, IBANs failing mod 97) the invoice gets deterministic
 * fictional parties with valid identifiers instead, so the printed document reads like a real
 * one; amounts, dates, numbers and lines stay as the XML says. Not used by the application.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CapturedInvoice } from "../../domain/capture/types.ts";
import { parseEInvoiceXml } from "../../domain/einvoice/index.ts";
import { isValidIban, vatIdChecksumOk } from "../../domain/extraction/identifiers.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../testdata/einvoice");
export const DEV_SET_SOURCES = [
  `${ROOT}/kosit-xrechnung-testsuite/src/test/business-cases/standard`,
  `${ROOT}/zugferd-corpus/XML-Rechnung/CII`,
  `${ROOT}/zugferd-corpus/XML-Rechnung/UBL`,
];

export type Country = "DE" | "AT" | "FR" | "GB" | "IE" | "NL" | "CH" | "BE" | "IT" | "ES" | "LU";

/** A deterministic pseudo-random generator (mulberry32) seeded from a string. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pickOf = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join("");
const letters = (r: () => number, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(r() * 26))).join("");

/** A VAT id of the country with valid check digits. */
export function makeVatId(r: () => number, country: Country): string {
  const shape: Record<Country, () => string> = {
    DE: () => `DE${digits(r, 9)}`,
    AT: () => `ATU${digits(r, 8)}`,
    FR: () => `FR${digits(r, 11)}`,
    GB: () => `GB${digits(r, 9)}`,
    IE: () => `IE${digits(r, 7)}${letters(r, 1)}`,
    NL: () => `NL${digits(r, 9)}B0${1 + Math.floor(r() * 3)}`,
    CH: () => `CHE${digits(r, 9)}`,
    BE: () => `BE0${digits(r, 9)}`,
    IT: () => `IT${digits(r, 11)}`,
    ES: () => `ES${pickOf(r, ["A", "B"])}${digits(r, 8)}`,
    LU: () => `LU${digits(r, 8)}`,
  };
  for (;;) {
    const id = shape[country]();
    if (vatIdChecksumOk(id) === true) return id;
  }
}

const IBAN_BBAN: Record<Country, (r: () => number) => string> = {
  DE: (r) => digits(r, 18),
  AT: (r) => digits(r, 16),
  FR: (r) => digits(r, 23),
  GB: (r) => letters(r, 4) + digits(r, 14),
  IE: (r) => letters(r, 4) + digits(r, 14),
  NL: (r) => letters(r, 4) + digits(r, 10),
  CH: (r) => digits(r, 17),
  BE: (r) => digits(r, 12),
  IT: (r) => letters(r, 1) + digits(r, 22),
  ES: (r) => digits(r, 20),
  LU: (r) => digits(r, 16),
};

/** An IBAN of the country with valid check digits. */
export function makeIban(r: () => number, country: Country): string {
  const bban = IBAN_BBAN[country](r);
  let rem = 0;
  for (const ch of `${bban}${country}00`) {
    const v = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return `${country}${String(98 - rem).padStart(2, "0")}${bban}`;
}

const SELLER_NAMES: Record<Country, string[]> = {
  DE: [
    "Hansen & Söhne GmbH",
    "Elektro Brandt GmbH & Co. KG",
    "Bäckerei Vollmer e.K.",
    "Nordlicht Medien AG",
    "Kanzlei Dr. Weber & Partner mbB",
    "Schreinerei Albrecht GmbH",
    "Rheinwerk Logistik GmbH",
    "Gebr. Lindner OHG",
  ],
  AT: ["Alpenblick Handels GmbH", "Tischlerei Huber KG", "Donau Consulting OG", "Steirer Bau GmbH"],
  FR: ["Atelier Moreau SARL", "Boulangerie Lefèvre SAS", "Transports Girard SA", "Éditions du Lac SARL"],
  GB: ["Thornbury Office Supplies Ltd", "Greenway Consulting Ltd", "Harbour Print plc"],
  IE: ["Liffey Software Ltd", "Connacht Foods DAC"],
  NL: ["Van Dijk Techniek B.V.", "De Groene Tuin B.V."],
  CH: ["Bergmann Informatik AG", "Zürcher Werkstätten GmbH"],
  BE: ["Brasserie Dupont SPRL", "Vlaamse Drukkerij NV"],
  IT: ["Officine Rossi S.r.l.", "Studio Bianchi S.p.A."],
  ES: ["Construcciones García S.L.", "Textiles Ibéricos S.A."],
  LU: ["Moselle Services S.à r.l."],
};
const BUYER_NAMES = [
  "Stadtwerke Musterstadt GmbH",
  "Praxis Dr. med. Anna Kraus",
  "Kaiser Maschinenbau GmbH",
  "Bürgerbüro Feldkirch",
  "Client Company SAS",
  "Oakridge Holdings Ltd",
  "Familie Yilmaz",
  "Hotel Seeblick GmbH",
];
const PLACES: Record<Country, { street: string; zip: string; city: string }[]> = {
  DE: [
    { street: "Hafenstraße 12", zip: "20457", city: "Hamburg" },
    { street: "Königsallee 88", zip: "40212", city: "Düsseldorf" },
    { street: "Am Markt 3", zip: "04109", city: "Leipzig" },
    { street: "Industriestr. 7a", zip: "70565", city: "Stuttgart" },
  ],
  AT: [
    { street: "Mariahilfer Straße 45", zip: "1060", city: "Wien" },
    { street: "Herrengasse 9", zip: "8010", city: "Graz" },
  ],
  FR: [
    { street: "12 rue de la République", zip: "69002", city: "Lyon" },
    { street: "4 avenue Jean Jaurès", zip: "33000", city: "Bordeaux" },
  ],
  GB: [{ street: "22 Castle Street", zip: "EH2 3AH", city: "Edinburgh" }],
  IE: [{ street: "7 Grafton Street", zip: "D02 XY45", city: "Dublin" }],
  NL: [{ street: "Keizersgracht 101", zip: "1015 CJ", city: "Amsterdam" }],
  CH: [{ street: "Bahnhofstrasse 21", zip: "8001", city: "Zürich" }],
  BE: [{ street: "Rue Neuve 55", zip: "1000", city: "Bruxelles" }],
  IT: [{ street: "Via Roma 18", zip: "20121", city: "Milano" }],
  ES: [{ street: "Calle Mayor 10", zip: "28013", city: "Madrid" }],
  LU: [{ street: "Grand-Rue 30", zip: "1660", city: "Luxembourg" }],
};
const BANKS: Record<Country, { name: string; bic: string }[]> = {
  DE: [
    { name: "Sparkasse Musterstadt", bic: "SPKADE2HXXX" },
    { name: "Volksbank Rhein eG", bic: "GENODED1VRR" },
  ],
  AT: [{ name: "Raiffeisenbank Wien", bic: "RLNWATWW" }],
  FR: [{ name: "Crédit Régional", bic: "CRRGFRPP" }],
  GB: [{ name: "Northern Bank", bic: "NRBKGB2L" }],
  IE: [{ name: "Bank of Leinster", bic: "BKLNIE2D" }],
  NL: [{ name: "Rabo Noord", bic: "RABONL2U" }],
  CH: [{ name: "Kantonalbank Zürich", bic: "ZKBKCHZZ80A" }],
  BE: [{ name: "Banque du Centre", bic: "BNCEBEBB" }],
  IT: [{ name: "Banca Lombarda", bic: "BLOMITMM" }],
  ES: [{ name: "Banco del Sur", bic: "BSURESMM" }],
  LU: [{ name: "Banque de la Moselle", bic: "BMOSLULL" }],
};

export interface DevParty {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: Country | string;
  vatId?: string;
  iban?: string;
  bic?: string;
  bank?: string;
  email?: string;
  phone?: string;
  register?: string;
}

export interface DevInvoice {
  key: string;
  source: string;
  invoice: CapturedInvoice;
}

const isPlaceholder = (s: string | undefined) =>
  !s || /\[|\]|seller name|buyer name|^betriebsstätte$|^physiotherapeutin$|^testverkäufer$/i.test(s.trim());

/** The invoices of the corpora, parsed, each once (UBL and CII twins of one case collapse). */
export function loadDevInvoices(): DevInvoice[] {
  const seen = new Set<string>();
  const out: DevInvoice[] = [];
  for (const dir of DEV_SET_SOURCES) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".xml"))
      .sort()) {
      let invoice: CapturedInvoice;
      try {
        invoice = parseEInvoiceXml(readFileSync(path.join(dir, file))).invoice;
      } catch {
        continue;
      }
      // A number that is a placeholder word ("Rechnungsnummer") is printed as no invoice would be.
      if (
        !invoice.invoiceNumber ||
        !/\d/.test(invoice.invoiceNumber) ||
        !invoice.invoiceDate ||
        !invoice.total ||
        !invoice.net ||
        !invoice.vatAmount
      )
        continue;
      const key = [invoice.invoiceNumber, invoice.invoiceDate, invoice.total, invoice.items.length].join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ key, source: `${path.basename(path.dirname(path.join(dir, file)))}/${file}`, invoice });
    }
  }
  return out;
}

/** The seller as printed: the XML's where real, fictional parts in the layout's country where placeholders. */
export function sellerOf(inv: CapturedInvoice, country: Country, seed: string): DevParty {
  const r = rng(`seller|${seed}`);
  const s = inv.seller;
  const place = pickOf(r, PLACES[country]);
  const bank = pickOf(r, BANKS[country]);
  const name = isPlaceholder(s.name) ? pickOf(r, SELLER_NAMES[country]) : s.name!.replace(/\s+/g, " ").trim();
  const xmlVat = s.vatId && vatIdChecksumOk(s.vatId) !== false ? s.vatId : undefined;
  const xmlIban = inv.payment.iban && isValidIban(inv.payment.iban) ? inv.payment.iban : undefined;
  const street = isPlaceholder(s.address?.street) ? place.street : s.address!.street!;
  const city = isPlaceholder(s.address?.city) ? place.city : s.address!.city!;
  return {
    name,
    street,
    zip: s.address?.zip && !isPlaceholder(s.address.zip) ? s.address.zip : place.zip,
    city,
    country: s.address?.country && !isPlaceholder(s.address.city) ? s.address.country : country,
    vatId: xmlVat ?? makeVatId(r, country),
    iban: xmlIban ?? makeIban(r, country),
    bic: bank.bic,
    bank: bank.name,
    email: `rechnung@${name
      .toLowerCase()
      .replace(/[^a-z]+/g, "")
      .slice(0, 14)}.example`,
    phone: `+${country === "DE" ? "49" : country === "AT" ? "43" : country === "FR" ? "33" : "44"} ${digits(r, 3)} ${digits(r, 6)}`,
    register:
      country === "DE"
        ? `Amtsgericht ${city} HRB ${digits(r, 5)}`
        : country === "AT"
          ? `FN ${digits(r, 6)}${letters(r, 1).toLowerCase()}, ${city}`
          : country === "FR"
            ? `SIRET ${digits(r, 14)} · RCS ${city}`
            : `Company no. ${digits(r, 8)}`,
  };
}

export function buyerOf(inv: CapturedInvoice, seed: string): DevParty {
  const r = rng(`buyer|${seed}`);
  const b = inv.buyer;
  const place = pickOf(r, PLACES.DE);
  return {
    name: isPlaceholder(b.name) ? pickOf(r, BUYER_NAMES) : b.name!.replace(/\s+/g, " ").trim(),
    street: isPlaceholder(b.address?.street) ? place.street : b.address!.street!,
    zip: b.address?.zip && !isPlaceholder(b.address.zip) ? b.address.zip : place.zip,
    city: isPlaceholder(b.address?.city) ? place.city : b.address!.city!,
    country: b.address?.country ?? "DE",
    vatId: makeVatId(r, "DE"),
    iban: makeIban(r, "DE"),
  };
}
