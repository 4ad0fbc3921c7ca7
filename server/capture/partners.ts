import type pg from "pg";
import { isPlaceholderName } from "../domain/capture/parties.ts";
import type { Party } from "../domain/capture/types.ts";
import { normalizeVatId } from "../domain/einvoice/vatId.ts";
import { BIC_FORMAT, IBAN_FORMAT, normalizeIban } from "../../src/lib/iban.ts";

export interface PartnerHint {
  name?: string;
  vatId?: string;
  iban?: string;
  bic?: string;
  /** The whole party as an e-invoice states it (for creating the partner with its address). */
  party?: Party;
  /** From an e-invoice (exact) rather than from text extraction. */
  exact: boolean;
  /** False: the VAT id was read unsurely (a suggestion); it finds a known partner but is not
   * stored with a new one (an IBAN from text never is). */
  vatIdSure?: boolean;
}

export interface RecognizedPartner {
  partnerCompanyId: string;
  locationId: string | null;
  /** How the partner was found: VAT id and IBAN are certain, a name is similar. */
  by: "VAT_ID" | "IBAN" | "NAME" | "CREATED";
  confidence: number;
}

/** Names closer than this (pg_trgm similarity of normalised names) count as the same partner. */
export const NAME_SIMILARITY_THRESHOLD = 0.6;

const LEGAL_FORMS =
  /\b(gmbh\s*&\s*co\.?\s*kg|gmbh|mbh|ag|kg|ohg|gbr|ug\s*\(haftungsbeschränkt\)|ug|e\.\s?k\.|e\.\s?v\.|se|ltd\.?|limited|inc\.?|llc|s\.?a\.?r\.?l\.?|b\.?v\.?|co\.?)(?=\s|$|[,.])/giu;

/** A company name without legal form, punctuation and case, for comparing. */
export function normalizePartnerName(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_FORMS, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Finds the partner company an invoice comes from (or goes to): by VAT id, then by IBAN, then
 * by a similar name; creates it when the company allows (createPartner) and the name is known.
 * Call inside the capture transaction; a per-company advisory lock keeps two concurrent
 * invoices of a new vendor from creating it twice.
 */
export async function recognizePartner(
  db: pg.PoolClient,
  opts: { clientCompanyId: string; hint: PartnerHint; createIfMissing: boolean },
): Promise<RecognizedPartner | null> {
  const { clientCompanyId } = opts;
  await db.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`partners:${clientCompanyId}`]);
  const hint = await withoutOwnIdentifiers(db, clientCompanyId, opts.hint);

  if (hint.vatId) {
    const { rows } = await db.query<{ partner_company_id: string; id: string }>(
      `select l.partner_company_id, l.id from app_public.partner_company_locations l
         join app_public.partner_companies p on p.id = l.partner_company_id
        where l.client_company_id = $1 and upper(regexp_replace(l.vat_id_no, '[\\s.-]', '', 'g')) = $2
        order by p.active desc, l.main desc limit 1`,
      [clientCompanyId, normalizeVatId(hint.vatId)],
    );
    if (rows[0])
      return { partnerCompanyId: rows[0].partner_company_id, locationId: rows[0].id, by: "VAT_ID", confidence: 1 };
  }
  if (hint.iban) {
    const { rows } = await db.query<{ partner_company_id: string }>(
      `select partner_company_id from (
         select pp.partner_company_id, 0 as rank from app_public.partner_company_payment_presets pp
          where pp.client_company_id = $1 and pp.iban = $2
         union all
         select i.partner_company_id, 1 from app_public.invoices i
          where i.client_company_id = $1 and i.iban = $2 and i.partner_company_id is not null
       ) x order by rank limit 1`,
      [clientCompanyId, normalizeIban(hint.iban)],
    );
    if (rows[0])
      return {
        partnerCompanyId: rows[0].partner_company_id,
        locationId: await mainLocation(db, rows[0].partner_company_id),
        by: "IBAN",
        confidence: 0.95,
      };
  }
  const name = hint.name?.trim();
  if (name && normalizePartnerName(name).length >= 2) {
    // Candidates by pg_trgm on the raw names (index-backed), decided on the names without
    // legal form: "Müller GmbH" and "Müller Haustechnik GmbH & Co. KG" are told apart,
    // "Bürobedarf Schmidt GmbH" and "Bürobedarf Schmidt" are not.
    const { rows } = await db.query<{ id: string; name: string; alternative_names: string[] }>(
      `select p.id, p.name, p.alternative_names from app_public.partner_companies p
        where p.client_company_id = $1 and p.active
          and (p.name % $2 or $2 = any (p.alternative_names))
        order by similarity(p.name, $2) desc limit 20`,
      [clientCompanyId, name],
    );
    let best: { id: string; score: number } | null = null;
    const wanted = normalizePartnerName(name);
    for (const row of rows) {
      const score = Math.max(
        ...[row.name, ...row.alternative_names].map((n) => trigramSimilarity(normalizePartnerName(n), wanted)),
      );
      if (!best || score > best.score) best = { id: row.id, score };
    }
    if (best && best.score >= NAME_SIMILARITY_THRESHOLD) {
      return {
        partnerCompanyId: best.id,
        locationId: await mainLocation(db, best.id),
        by: "NAME",
        confidence: Math.min(0.9, best.score),
      };
    }
  }
  // Template text ("[Seller name]", "Max Mustermann") never becomes a partner.
  if (!opts.createIfMissing || !name || isPlaceholderName(name)) return null;
  return createPartner(db, clientCompanyId, name, hint);
}

/**
 * The hint without what must never identify a partner: a VAT id the company blacklisted
 * (blacklistedPartnerVatIds, e.g. its own or its tax advisor's) and one of the company's own
 * IBANs (ibans). Capture then neither links a partner by them nor creates one with them.
 */
async function withoutOwnIdentifiers(
  db: pg.PoolClient,
  clientCompanyId: string,
  hint: PartnerHint,
): Promise<PartnerHint> {
  if (!hint.vatId && !hint.iban) return hint;
  const { rows } = await db.query<{ blacklisted: boolean; own: boolean }>(
    "select app_hidden.is_blacklisted_partner_vat_id($1, $2) as blacklisted, app_hidden.is_own_iban($1, $3) as own",
    [clientCompanyId, hint.vatId ? normalizeVatId(hint.vatId) : null, hint.iban ? normalizeIban(hint.iban) : null],
  );
  return {
    ...hint,
    vatId: rows[0]?.blacklisted ? undefined : hint.vatId,
    iban: rows[0]?.own ? undefined : hint.iban,
  };
}

/**
 * The personal account an invoice of this partner is booked against: the partner's own
 * account of the invoice's kind (a creditor for incoming, a debtor for outgoing invoices), not
 * disabled, the lowest number when it has several; null when it has none. The same rule as the
 * review form's pick and the back-fill of migration 000037.
 */
export async function partnerAccountOf(
  db: pg.PoolClient,
  opts: { clientCompanyId: string; partnerCompanyId: string; direction: "INCOMING" | "OUTGOING" },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `select id from app_public.partner_accounts
      where client_company_id = $1 and partner_company_id = $2 and type = $3 and disabled_at is null
      order by number limit 1`,
    [opts.clientCompanyId, opts.partnerCompanyId, opts.direction === "INCOMING" ? "CREDITOR" : "DEBTOR"],
  );
  return rows[0]?.id ?? null;
}

async function mainLocation(db: pg.PoolClient, partnerCompanyId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    "select id from app_public.partner_company_locations where partner_company_id = $1 order by main desc, created_at limit 1",
    [partnerCompanyId],
  );
  return rows[0]?.id ?? null;
}

const VAT_ID_RE = /^[A-Z]{2}[0-9A-Za-z+*.]{2,13}$/;

async function createPartner(
  db: pg.PoolClient,
  clientCompanyId: string,
  name: string,
  hint: PartnerHint,
): Promise<RecognizedPartner> {
  const { rows } = await db.query<{ id: string }>(
    "insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id",
    [clientCompanyId, name.slice(0, 300)],
  );
  const partnerCompanyId = rows[0]!.id;
  const party = hint.party;
  const vatId = hint.vatId ? normalizeVatId(hint.vatId) : undefined;
  const { rows: locations } = await db.query<{ id: string }>(
    `insert into app_public.partner_company_locations
       (client_company_id, partner_company_id, main, street, city, zip, country, phone, email, vat_id_no, tax_id_no, registration_no)
     values ($1, $2, true, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      clientCompanyId,
      partnerCompanyId,
      party?.address?.street ?? null,
      party?.address?.city ?? null,
      party?.address?.zip ?? null,
      party?.address?.country && /^[A-Z]{2}$/.test(party.address.country) ? party.address.country : null,
      party?.phone ?? null,
      party?.email ?? null,
      vatId && VAT_ID_RE.test(vatId) && hint.vatIdSure !== false ? vatId : null,
      party?.taxId ?? null,
      party?.registrationNo ?? null,
    ],
  );
  // The bank account an e-invoice names for a partner seen for the first time becomes its
  // payment preset; text extraction is not trusted with that.
  const iban = hint.iban ? normalizeIban(hint.iban) : undefined;
  if (hint.exact && iban && IBAN_FORMAT.test(iban)) {
    await db.query(
      `insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, "primary")
       values ($1, $2, $3, $4, true)`,
      [clientCompanyId, partnerCompanyId, iban, hint.bic && BIC_FORMAT.test(hint.bic) ? hint.bic : null],
    );
  }
  return { partnerCompanyId, locationId: locations[0]!.id, by: "CREATED", confidence: hint.exact ? 1 : 0.7 };
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(" ").filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's similarity: shared trigrams over all distinct trigrams of both strings. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return shared / (x.size + y.size - shared);
}

/** What a partner's master data says about paying its invoices and who it is. */
export interface PartnerMasterData {
  name: string;
  vatId: string | null;
  iban: string | null;
  bic: string | null;
  /** Payment terms of its primary payment preset: days from the invoice date. */
  dueDateInDays: number | null;
  discountPercent: string | null;
  discountDueDateInDays: number | null;
}

/**
 * The partner's master data: its name, the VAT id of the invoice's location (else the main
 * one), and its primary payment preset (else the oldest): the bank account and payment terms.
 */
export async function partnerMasterData(
  db: pg.PoolClient,
  opts: { clientCompanyId: string; partnerCompanyId: string; locationId: string | null },
): Promise<PartnerMasterData | null> {
  const { rows } = await db.query<{
    name: string;
    vat_id: string | null;
    iban: string | null;
    bic: string | null;
    due_date_in_days: number | null;
    discount_percent: string | null;
    discount_due_date_in_days: number | null;
  }>(
    `select p.name,
            (select l.vat_id_no from app_public.partner_company_locations l
              where l.partner_company_id = p.id and l.vat_id_no is not null
              order by (l.id = $3) desc, l.main desc, l.created_at limit 1) as vat_id,
            pp.iban, pp.bic, pp.due_date_in_days, pp.discount_percent::text as discount_percent,
            pp.discount_due_date_in_days
       from app_public.partner_companies p
       left join lateral (
         select * from app_public.partner_company_payment_presets x
          where x.client_company_id = p.client_company_id and x.partner_company_id = p.id
          order by x."primary" desc, x.created_at limit 1) pp on true
      where p.client_company_id = $1 and p.id = $2`,
    [opts.clientCompanyId, opts.partnerCompanyId, opts.locationId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    vatId: row.vat_id,
    iban: row.iban,
    bic: row.bic,
    dueDateInDays: row.due_date_in_days,
    discountPercent: row.discount_percent,
    discountDueDateInDays: row.discount_due_date_in_days,
  };
}
