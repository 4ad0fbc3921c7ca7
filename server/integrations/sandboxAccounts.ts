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

/** GetMyInvoices: a mailbox of supplier invoices, a receipt, one sales invoice and an archived one. */
export const GETMYINVOICES_DOCUMENTS: SandboxDocumentSpec[] = [
  {
    id: "100101",
    kind: "INCOMING_INVOICE",
    date: "2026-09-03",
    number: "TK-2026-0912-4471",
    issuer: SUPPLIERS.telekom,
    recipient: RECIPIENT,
    lines: [
      { description: "MagentaBusiness Internet L, September 2026", net: "54.58" },
      { description: "Mobilfunk Business Flex, 3 Karten", net: "62.85" },
    ],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "100102",
    kind: "INCOMING_INVOICE",
    date: "2026-09-17",
    number: "RE-4711-88213",
    issuer: SUPPLIERS.wuerth,
    recipient: RECIPIENT,
    lines: [
      { description: "Pressfitting Kupfer 22 mm, 50 Stück", net: "186.50" },
      { description: "Montageschaum B1, 12 Dosen", net: "94.20" },
    ],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "100103",
    kind: "INCOMING_INVOICE",
    date: "2026-10-06",
    number: "SGS-26-10231",
    issuer: SUPPLIERS.sanitaer,
    recipient: RECIPIENT,
    lines: [
      { description: "Gas-Brennwerttherme 24 kW", net: "1890.00" },
      { description: "Abgasset horizontal", net: "214.00" },
    ],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "100104",
    kind: "OTHER_DOCUMENT",
    date: "2026-10-14",
    number: "B-88213",
    title: "Quittung",
    issuer: SUPPLIERS.tankstelle,
    recipient: RECIPIENT,
    lines: [{ description: "Diesel 58,20 l", net: "84.03" }],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "100105",
    kind: "OUTGOING_INVOICE",
    date: "2026-10-21",
    number: "MH-2026-1187",
    issuer: SELF,
    recipient: { name: "Hausverwaltung Keller KG", street: "Rotebühlstraße 51", city: "70178 Stuttgart" },
    lines: [
      { description: "Wartung Heizungsanlage Rotebühlstraße 51", net: "420.00" },
      { description: "Austausch Umwälzpumpe", net: "365.00" },
    ],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "100106",
    kind: "INCOMING_INVOICE",
    date: "2026-08-12",
    number: "TK-2026-0812-3390",
    issuer: SUPPLIERS.telekom,
    recipient: RECIPIENT,
    lines: [{ description: "MagentaBusiness Internet L, August 2026", net: "54.58" }],
    vatPercent: 19,
    archived: true,
  },
];

/** Fastbill: outgoing invoices written there and supplier invoices booked as expenses. */
export const FASTBILL_DOCUMENTS: SandboxDocumentSpec[] = [
  {
    id: "5501",
    kind: "OUTGOING_INVOICE",
    date: "2026-09-30",
    number: "FB-2026-0301",
    issuer: SELF,
    recipient: { name: "Bäckerei Schneider", street: "Marktplatz 3", city: "70173 Stuttgart" },
    lines: [{ description: "Installation Warmwasserspeicher 300 l", net: "1240.00" }],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "5502",
    kind: "OUTGOING_INVOICE",
    date: "2026-10-28",
    number: "FB-2026-0302",
    issuer: SELF,
    recipient: { name: "Wohnbau Neckar GmbH", street: "Neckarstraße 190", city: "70190 Stuttgart" },
    lines: [
      { description: "Rohinstallation Bad, 2. OG", net: "2860.00" },
      { description: "Material laut Aufmaß", net: "1312.40" },
    ],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "E-7701",
    kind: "INCOMING_INVOICE",
    date: "2026-10-09",
    number: "RE-4711-90117",
    issuer: SUPPLIERS.wuerth,
    recipient: RECIPIENT,
    lines: [{ description: "Schraubensortiment ASSY, 4 Koffer", net: "238.00" }],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "E-7702",
    kind: "INCOMING_INVOICE",
    date: "2026-07-15",
    number: "SGS-26-07110",
    issuer: SUPPLIERS.sanitaer,
    recipient: RECIPIENT,
    lines: [{ description: "Kupferrohr 15 mm, 25 m", net: "212.75" }],
    vatPercent: 19,
    archived: false,
  },
];

/** Billomat: outgoing invoices (open ones can be paid back from here). */
export const BILLOMAT_DOCUMENTS: SandboxDocumentSpec[] = [
  {
    id: "880001",
    kind: "OUTGOING_INVOICE",
    date: "2026-10-02",
    number: "RE-2026-0415",
    issuer: SELF,
    recipient: { name: "Hausverwaltung Keller KG", street: "Rotebühlstraße 51", city: "70178 Stuttgart" },
    lines: [{ description: "Notdienst Heizungsausfall, 3 Std.", net: "285.00" }],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "880002",
    kind: "OUTGOING_INVOICE",
    date: "2026-10-19",
    number: "RE-2026-0416",
    issuer: SELF,
    recipient: { name: "Praxis Dr. Ahrens", street: "Königstraße 40", city: "70173 Stuttgart" },
    lines: [
      { description: "Tausch Waschtischarmaturen, 4 Stück", net: "512.00" },
      { description: "Arbeitszeit 4,5 Std.", net: "292.50" },
    ],
    vatPercent: 19,
    archived: false,
  },
  {
    id: "880003",
    kind: "OUTGOING_INVOICE",
    date: "2026-11-04",
    number: "RE-2026-0417",
    issuer: SELF,
    recipient: { name: "Bäckerei Schneider", street: "Marktplatz 3", city: "70173 Stuttgart" },
    lines: [{ description: "Wartung Gasleitung Backstube", net: "380.00" }],
    vatPercent: 19,
    archived: false,
  },
];
