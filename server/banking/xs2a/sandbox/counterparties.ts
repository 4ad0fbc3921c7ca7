import { germanCreditorId, germanIban } from "./banks.ts";
import { digitsOf } from "./prng.ts";

/** The sandbox bank's cast: suppliers, customers, staff, merchants and direct-debit creditors
 * of a small German trade business, with valid IBANs and creditor ids. */

export interface Counterparty {
  name: string;
  iban: string;
  bic: string;
}

const party = (name: string, bankCode: string, bic: string): Counterparty => ({
  name,
  iban: germanIban(bankCode, digitsOf(10, "counterparty", name)),
  bic,
});

export interface Supplier extends Counterparty {
  /** Our customer number at the supplier ("Kd-Nr"). */
  customerNumber: string;
  minEuro: number;
  maxEuro: number;
}

const supplier = (name: string, bankCode: string, bic: string, minEuro: number, maxEuro: number): Supplier => ({
  ...party(name, bankCode, bic),
  customerNumber: digitsOf(5, "kdnr", name),
  minEuro,
  maxEuro,
});

export const SUPPLIERS: readonly Supplier[] = [
  supplier("Richter Sanitärgroßhandel GmbH", "10070000", "DEUTDEBBXXX", 400, 6400),
  supplier("Berger Elektrotechnik KG", "37040044", "COBADEFFXXX", 180, 2900),
  supplier("Nordstahl Rohrsysteme GmbH", "20050550", "HASPDEHHXXX", 900, 7800),
  supplier("Köhler Werkzeughandel e.K.", "50010517", "INGDDEFFXXX", 90, 1400),
  supplier("Lange Baustoffe GmbH & Co. KG", "70150000", "SSKMDEMMXXX", 250, 4800),
  supplier("Hartmann Büroversorgung GmbH", "10050000", "BELADEBEXXX", 45, 620),
];

export const CUSTOMERS: readonly Counterparty[] = [
  party("Hausverwaltung Krause GmbH", "10050000", "BELADEBEXXX"),
  party("Wohnungsbaugenossenschaft Pankow eG", "10090000", "BEVODEBBXXX"),
  party("Dr. Sabine Wolf", "50010517", "INGDDEFFXXX"),
  party("Immobilien Becker & Söhne GmbH", "10070000", "DEUTDEBBXXX"),
  party("Praxis Dr. med. Neumann", "37040044", "COBADEFFXXX"),
  party("Café Morgenrot UG (haftungsbeschränkt)", "43060967", "GENODEM1GLS"),
  party("Familie Schulz", "12030000", "BYLADEM1001"),
  party("Autohaus Seidel GmbH", "70150000", "SSKMDEMMXXX"),
];

export const EMPLOYEES: readonly (Counterparty & { personnelNumber: string; baseNetEuro: number })[] = [
  { ...party("Jan Fischer", "10050000", "BELADEBEXXX"), personnelNumber: "1001", baseNetEuro: 3120 },
  { ...party("Aylin Demir", "12030000", "BYLADEM1001"), personnelNumber: "1002", baseNetEuro: 2680 },
  { ...party("Markus Weber", "10070000", "DEUTDEBBXXX"), personnelNumber: "1004", baseNetEuro: 2940 },
  { ...party("Sophie Braun", "50010517", "INGDDEFFXXX"), personnelNumber: "1007", baseNetEuro: 2310 },
  { ...party("Lukas Hoffmann", "43060967", "GENODEM1GLS"), personnelNumber: "1009", baseNetEuro: 3450 },
];

export const LANDLORD = party("Lindner Immobilienverwaltung GmbH", "10070000", "DEUTDEBBXXX");

export interface Creditor extends Counterparty {
  creditorId: string;
}

const creditor = (name: string, bankCode: string, bic: string, nationalId: string): Creditor => ({
  ...party(name, bankCode, bic),
  creditorId: germanCreditorId(nationalId),
});

export const CREDITORS = {
  telekom: creditor("Telekom Deutschland GmbH", "37040044", "COBADEFFXXX", "00000048401"),
  power: creditor("Vattenfall Europe Sales GmbH", "20050550", "HASPDEHHXXX", "00000022385"),
  health: creditor("AOK Nordost - Die Gesundheitskasse", "10050000", "BELADEBEXXX", "00000191877"),
  tax: creditor("Finanzamt Berlin Prenzlauer Berg", "10000000", "MARKDEF1100", "00000563251"),
  insurance: creditor("Allianz Versicherungs-AG", "70080000", "DRESDEFF700", "00000009105"),
} as const;

export const GIROCARD_MERCHANTS: readonly { name: string; minEuro: number; maxEuro: number }[] = [
  { name: "ARAL Tankstelle Berlin-Prenzlauer Berg", minEuro: 45, maxEuro: 130 },
  { name: "BAUHAUS Berlin-Weißensee", minEuro: 12, maxEuro: 380 },
  { name: "HORNBACH Baumarkt Berlin-Marzahn", minEuro: 18, maxEuro: 460 },
  { name: "REWE Markt GmbH Berlin", minEuro: 8, maxEuro: 65 },
  { name: "Deutsche Post AG Filiale 512", minEuro: 4, maxEuro: 42 },
];

export const CARD_MERCHANTS: readonly { name: string; minEuro: number; maxEuro: number; foreignUsd?: boolean }[] = [
  { name: "LUFTHANSA FRANKFURT", minEuro: 140, maxEuro: 690 },
  { name: "DB VERTRIEB GMBH FRANKFURT", minEuro: 29, maxEuro: 189 },
  { name: "AMAZON BUSINESS EU SARL LUXEMBOURG", minEuro: 15, maxEuro: 420 },
  { name: "MOTEL ONE HAMBURG", minEuro: 89, maxEuro: 240 },
  { name: "SHELL TANKSTELLE HANNOVER", minEuro: 50, maxEuro: 120 },
  { name: "AMAZON WEB SERVICES SEATTLE", minEuro: 20, maxEuro: 160, foreignUsd: true },
];

/** Monthly card subscriptions: name, day of month, amount in cents. */
export const CARD_SUBSCRIPTIONS: readonly { name: string; day: number; cents: number }[] = [
  { name: "MICROSOFT*365 BUSINESS DUBLIN", day: 2, cents: 5_640 },
  { name: "ADOBE *CREATIVE CLOUD DUBLIN", day: 9, cents: 7_139 },
  { name: "GOOGLE *WORKSPACE DUBLIN", day: 14, cents: 2_304 },
];
