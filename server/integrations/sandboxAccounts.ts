import type { SandboxDocumentSpec } from "./sandboxDocuments.ts";

/**
 * The sandbox providers' fixed test accounts (documented in the README): one API key per
 * provider that signs in, and one that is always rate limited (to see that error on the page).
 * Every other key is refused like a wrong key at the real provider.
 */
export const SANDBOX_KEYS = {
  GETMYINVOICES: { valid: "gmi-sandbox-key", rateLimited: "gmi-sandbox-rate-limited" },
  FASTBILL: {
    valid: "fastbill-sandbox-key",
    rateLimited: "fastbill-sandbox-rate-limited",
    email: "buchhaltung@sandbox.test",
  },
  BILLOMAT: { valid: "billomat-sandbox-key", rateLimited: "billomat-sandbox-rate-limited", account: "sandbox" },
} as const;

const RECIPIENT = { name: "Müller Haustechnik GmbH", street: "Industriestraße 14", city: "70565 Stuttgart" };

const SUPPLIERS = {
  telekom: {
    name: "Telekom Deutschland GmbH",
    street: "Landgrabenweg 151",
    city: "53227 Bonn",
    vatId: "DE122265872",
    iban: "DE47370100500000111133",
  },
  wuerth: {
    name: "Adolf Würth GmbH & Co. KG",
    street: "Reinhold-Würth-Straße 12",
    city: "74653 Künzelsau",
    vatId: "DE146134981",
    iban: "DE38620500000000103501",
  },
  sanitaer: {
    name: "Sanitär Großhandel Schwaben GmbH",
    street: "Hafenbahnstraße 22",
    city: "70329 Stuttgart",
    vatId: "DE814463721",
    iban: "DE12600501010002345678",
  },
  tankstelle: {
    name: "Aral Tankstelle Vaihingen",
    street: "Hauptstraße 88",
    city: "70563 Stuttgart",
    vatId: "DE811150127",
  },
};
const SELF = { ...RECIPIENT, vatId: "DE287654321", iban: "DE89370400440532013000" };

const CUSTOMERS = {
  keller: { name: "Hausverwaltung Keller KG", street: "Rotebühlstraße 51", city: "70178 Stuttgart" },
  schneider: { name: "Bäckerei Schneider", street: "Marktplatz 3", city: "70173 Stuttgart" },
  wohnbau: { name: "Wohnbau Neckar GmbH", street: "Neckarstraße 190", city: "70190 Stuttgart" },
  ahrens: { name: "Praxis Dr. Ahrens", street: "Königstraße 40", city: "70173 Stuttgart" },
};

type Supplier = SandboxDocumentSpec["issuer"];
type Customer = SandboxDocumentSpec["recipient"];

/**
 * One sandbox document as a table row: id, kind, date, number, the other party (the supplier
 * who issued an incoming invoice or other document to RECIPIENT, the customer an outgoing
 * invoice of SELF went to), its lines as [description, net], and what few have: a title
 * (receipts), archived at the provider. Every sandbox document has 19 % VAT.
 */
type DocumentRow =
  | [string, "INCOMING_INVOICE" | "OTHER_DOCUMENT", string, string, Supplier, Line[], Extra?]
  | [string, "OUTGOING_INVOICE", string, string, Customer, Line[], Extra?];
type Line = [description: string, net: string];
interface Extra {
  title?: string;
  archived?: boolean;
}

function documents(rows: DocumentRow[]): SandboxDocumentSpec[] {
  return rows.map(([id, kind, date, number, party, lines, extra = {}]) => ({
    id,
    kind,
    date,
    number,
    ...(extra.title === undefined ? {} : { title: extra.title }),
    issuer: kind === "OUTGOING_INVOICE" ? SELF : (party as Supplier),
    recipient: kind === "OUTGOING_INVOICE" ? party : RECIPIENT,
    lines: lines.map(([description, net]) => ({ description, net })),
    vatPercent: 19,
    archived: extra.archived ?? false,
  }));
}

/** GetMyInvoices: a mailbox of supplier invoices, a receipt, one sales invoice and an archived one. */
// prettier-ignore
export const GETMYINVOICES_DOCUMENTS: SandboxDocumentSpec[] = documents([
  ["100101", "INCOMING_INVOICE", "2026-09-03", "TK-2026-0912-4471", SUPPLIERS.telekom, [
    ["MagentaBusiness Internet L, September 2026", "54.58"],
    ["Mobilfunk Business Flex, 3 Karten", "62.85"],
  ]],
  ["100102", "INCOMING_INVOICE", "2026-09-17", "RE-4711-88213", SUPPLIERS.wuerth, [
    ["Pressfitting Kupfer 22 mm, 50 Stück", "186.50"],
    ["Montageschaum B1, 12 Dosen", "94.20"],
  ]],
  ["100103", "INCOMING_INVOICE", "2026-10-06", "SGS-26-10231", SUPPLIERS.sanitaer, [
    ["Gas-Brennwerttherme 24 kW", "1890.00"],
    ["Abgasset horizontal", "214.00"],
  ]],
  ["100104", "OTHER_DOCUMENT", "2026-10-14", "B-88213", SUPPLIERS.tankstelle, [
    ["Diesel 58,20 l", "84.03"],
  ], { title: "Quittung" }],
  ["100105", "OUTGOING_INVOICE", "2026-10-21", "MH-2026-1187", CUSTOMERS.keller, [
    ["Wartung Heizungsanlage Rotebühlstraße 51", "420.00"],
    ["Austausch Umwälzpumpe", "365.00"],
  ]],
  ["100106", "INCOMING_INVOICE", "2026-08-12", "TK-2026-0812-3390", SUPPLIERS.telekom, [
    ["MagentaBusiness Internet L, August 2026", "54.58"],
  ], { archived: true }],
]);

/** Fastbill: outgoing invoices written there and supplier invoices booked as expenses. */
// prettier-ignore
export const FASTBILL_DOCUMENTS: SandboxDocumentSpec[] = documents([
  ["5501", "OUTGOING_INVOICE", "2026-09-30", "FB-2026-0301", CUSTOMERS.schneider, [
    ["Installation Warmwasserspeicher 300 l", "1240.00"],
  ]],
  ["5502", "OUTGOING_INVOICE", "2026-10-28", "FB-2026-0302", CUSTOMERS.wohnbau, [
    ["Rohinstallation Bad, 2. OG", "2860.00"],
    ["Material laut Aufmaß", "1312.40"],
  ]],
  ["E-7701", "INCOMING_INVOICE", "2026-10-09", "RE-4711-90117", SUPPLIERS.wuerth, [
    ["Schraubensortiment ASSY, 4 Koffer", "238.00"],
  ]],
  ["E-7702", "INCOMING_INVOICE", "2026-07-15", "SGS-26-07110", SUPPLIERS.sanitaer, [
    ["Kupferrohr 15 mm, 25 m", "212.75"],
  ]],
]);

/** Billomat: outgoing invoices (open ones can be paid back from here). */
// prettier-ignore
export const BILLOMAT_DOCUMENTS: SandboxDocumentSpec[] = documents([
  ["880001", "OUTGOING_INVOICE", "2026-10-02", "RE-2026-0415", CUSTOMERS.keller, [
    ["Notdienst Heizungsausfall, 3 Std.", "285.00"],
  ]],
  ["880002", "OUTGOING_INVOICE", "2026-10-19", "RE-2026-0416", CUSTOMERS.ahrens, [
    ["Tausch Waschtischarmaturen, 4 Stück", "512.00"],
    ["Arbeitszeit 4,5 Std.", "292.50"],
  ]],
  ["880003", "OUTGOING_INVOICE", "2026-11-04", "RE-2026-0417", CUSTOMERS.schneider, [
    ["Wartung Gasleitung Backstube", "380.00"],
  ]],
]);
