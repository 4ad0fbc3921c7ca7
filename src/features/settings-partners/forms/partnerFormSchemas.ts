import { z } from "zod";
import { BIC_FORMAT, isValidIban, normalizeIban } from "../../../lib/iban.ts";

// The forms of a partner company, its locations, payment presets and direct-debit mandates.
// Messages are translation keys; the rules are the database's (app_public.partner_companies,
// partner_company_locations, partner_company_payment_presets,
// partner_company_direct_debit_mandates, migration 000055).

const V = "settingsPartners.validation";

export const NAME_MAX = 300;
export const NOTES_MAX = 10000;
export const RECIPIENT_MAX = 70;
export const PURPOSE_PREFIX_MAX = 60;
export const DEBTOR_NAME_MAX = 70;
export const VAT_ID = /^[A-Z]{2}[0-9A-Za-z+*.]{2,13}$/;
export const MANDATE_ID = /^[A-Za-z0-9+?/:().,' -]{1,35}$/;

const optionalText = (max: number) => z.string().trim().max(max, `${V}.tooLong`);
const optionalRowId = z.string();

export const partnerFormSchema = z.object({
  name: z.string().trim().min(1, `${V}.nameRequired`).max(NAME_MAX, `${V}.tooLong`),
  alternativeNames: z.array(z.string().trim().min(1).max(NAME_MAX, `${V}.tooLong`)),
  isConsumer: z.boolean(),
  paidWithDirectDebit: z.boolean(),
  notes: optionalText(NOTES_MAX),
  controllerUserRowId: optionalRowId,
  mainCostCenterRowId: optionalRowId,
  mainCostUnitRowId: optionalRowId,
});
export type PartnerFormValues = z.input<typeof partnerFormSchema>;

export const emptyPartnerFormValues = (): PartnerFormValues => ({
  name: "",
  alternativeNames: [],
  isConsumer: false,
  paidWithDirectDebit: false,
  notes: "",
  controllerUserRowId: "",
  mainCostCenterRowId: "",
  mainCostUnitRowId: "",
});

export interface StoredPartner {
  name: string;
  alternativeNames: readonly (string | null | undefined)[];
  isConsumer: boolean;
  paidWithDirectDebit: boolean;
  notes: string | null | undefined;
  controllerUserRowId: string | null | undefined;
  mainCostCenterRowId: string | null | undefined;
  mainCostUnitRowId: string | null | undefined;
}

export function partnerFormValuesOf(p: StoredPartner): PartnerFormValues {
  return {
    name: p.name,
    alternativeNames: p.alternativeNames.filter((n): n is string => Boolean(n)),
    isConsumer: p.isConsumer,
    paidWithDirectDebit: p.paidWithDirectDebit,
    notes: p.notes ?? "",
    controllerUserRowId: p.controllerUserRowId ?? "",
    mainCostCenterRowId: p.mainCostCenterRowId ?? "",
    mainCostUnitRowId: p.mainCostUnitRowId ?? "",
  };
}

/** The database's fields of a partner (empty texts and choices are null). */
export function toPartnerPatch(values: PartnerFormValues) {
  const parsed = partnerFormSchema.parse(values);
  return {
    name: parsed.name,
    alternativeNames: [...new Set(parsed.alternativeNames)],
    isConsumer: parsed.isConsumer,
    paidWithDirectDebit: parsed.paidWithDirectDebit,
    notes: parsed.notes || null,
    controllerUserRowId: parsed.controllerUserRowId || null,
    mainCostCenterRowId: parsed.mainCostCenterRowId || null,
    mainCostUnitRowId: parsed.mainCostUnitRowId || null,
  };
}

/** A VAT id as the database keeps it: upper case, without spaces. */
export const normalizeVatId = (value: string) => value.replace(/\s+/g, "").toUpperCase();

export const locationFormSchema = z.object({
  main: z.boolean(),
  title: optionalText(200),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(200),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || /^[A-Z]{2}$/.test(v), `${V}.country`),
  phone: optionalText(100),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || z.string().email().safeParse(v).success, `${V}.email`),
  website: optionalText(300),
  registrationNo: optionalText(100),
  vatIdNo: z
    .string()
    .transform(normalizeVatId)
    .refine((v) => v === "" || VAT_ID.test(v), `${V}.vatId`),
  taxIdNo: optionalText(100),
});
export type LocationFormValues = z.input<typeof locationFormSchema>;

export const emptyLocationFormValues = (main = false): LocationFormValues => ({
  main,
  title: "",
  street: "",
  zip: "",
  city: "",
  country: "DE",
  phone: "",
  email: "",
  website: "",
  registrationNo: "",
  vatIdNo: "",
  taxIdNo: "",
});

type Nullable<T> = { [K in keyof T]: T[K] | null | undefined };

export function locationFormValuesOf(
  l: Nullable<Omit<LocationFormValues, "main">> & { main: boolean },
): LocationFormValues {
  return {
    main: l.main,
    title: l.title ?? "",
    street: l.street ?? "",
    zip: l.zip ?? "",
    city: l.city ?? "",
    country: l.country ?? "",
    phone: l.phone ?? "",
    email: l.email ?? "",
    website: l.website ?? "",
    registrationNo: l.registrationNo ?? "",
    vatIdNo: l.vatIdNo ?? "",
    taxIdNo: l.taxIdNo ?? "",
  };
}

export function toLocationPatch(values: LocationFormValues) {
  const parsed = locationFormSchema.parse(values);
  const orNull = (v: string) => (v === "" ? null : v);
  return {
    main: parsed.main,
    title: orNull(parsed.title),
    street: orNull(parsed.street),
    zip: orNull(parsed.zip),
    city: orNull(parsed.city),
    country: orNull(parsed.country),
    phone: orNull(parsed.phone),
    email: orNull(parsed.email),
    website: orNull(parsed.website),
    registrationNo: orNull(parsed.registrationNo),
    vatIdNo: orNull(parsed.vatIdNo),
    taxIdNo: orNull(parsed.taxIdNo),
  };
}

const iban = z
  .string()
  .transform(normalizeIban)
  .refine((v) => v !== "", `${V}.ibanRequired`)
  .refine((v) => v === "" || isValidIban(v), `${V}.iban`);
const bic = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .refine((v) => v === "" || BIC_FORMAT.test(v), `${V}.bic`);
const days = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= 365), `${V}.days`);
const percent = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{1,3}([.,]\d{1,2})?$/.test(v) && Number(v.replace(",", ".")) <= 100), `${V}.percent`);
const amount = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{1,13}([.,]\d{1,2})?$/.test(v), `${V}.amount`);

export const presetFormSchema = z.object({
  iban,
  bic,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, `${V}.currency`),
  primary: z.boolean(),
  recipient: optionalText(RECIPIENT_MAX),
  purposePrefix: optionalText(PURPOSE_PREFIX_MAX),
  dueDateInDays: days,
  discountDueDateInDays: days,
  discountPercent: percent,
  discountAmount: amount,
});
export type PresetFormValues = z.input<typeof presetFormSchema>;

export const emptyPresetFormValues = (): PresetFormValues => ({
  iban: "",
  bic: "",
  currency: "EUR",
  primary: false,
  recipient: "",
  purposePrefix: "",
  dueDateInDays: "",
  discountDueDateInDays: "",
  discountPercent: "",
  discountAmount: "",
});

export interface StoredPreset {
  iban: string;
  bic: string | null | undefined;
  currency: string;
  primary: boolean;
  recipient: string | null | undefined;
  purposePrefix: string | null | undefined;
  dueDateInDays: number | null | undefined;
  discountDueDateInDays: number | null | undefined;
  discountPercent: string | null | undefined;
  discountAmount: string | null | undefined;
}

export function presetFormValuesOf(p: StoredPreset): PresetFormValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    iban: p.iban,
    bic: s(p.bic),
    currency: p.currency,
    primary: p.primary,
    recipient: s(p.recipient),
    purposePrefix: s(p.purposePrefix),
    dueDateInDays: s(p.dueDateInDays),
    discountDueDateInDays: s(p.discountDueDateInDays),
    discountPercent: s(p.discountPercent),
    discountAmount: s(p.discountAmount),
  };
}

export function toPresetPatch(values: PresetFormValues) {
  const parsed = presetFormSchema.parse(values);
  const orNull = (v: string) => (v === "" ? null : v);
  const num = (v: string) => (v === "" ? null : Number(v));
  const dec = (v: string) => (v === "" ? null : v.replace(",", "."));
  return {
    iban: parsed.iban,
    bic: orNull(parsed.bic),
    currency: parsed.currency,
    primary: parsed.primary,
    recipient: orNull(parsed.recipient),
    purposePrefix: orNull(parsed.purposePrefix),
    dueDateInDays: num(parsed.dueDateInDays),
    discountDueDateInDays: num(parsed.discountDueDateInDays),
    discountPercent: dec(parsed.discountPercent),
    discountAmount: dec(parsed.discountAmount),
  };
}

/** Today as YYYY-MM-DD in the reader's time zone. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export const mandateFormSchema = z.object({
  mandateId: z.string().trim().regex(MANDATE_ID, `${V}.mandateId`),
  signatureDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${V}.dateRequired`)
    .refine((v) => v <= today(), `${V}.signatureInFuture`),
  debtorName: z.string().trim().min(1, `${V}.debtorNameRequired`).max(DEBTOR_NAME_MAX, `${V}.tooLong`),
  debtorIban: iban,
  debtorBic: bic,
});
export type MandateFormValues = z.input<typeof mandateFormSchema>;

export const emptyMandateFormValues = (debtorName = ""): MandateFormValues => ({
  mandateId: "",
  signatureDate: "",
  debtorName: debtorName.slice(0, DEBTOR_NAME_MAX),
  debtorIban: "",
  debtorBic: "",
});

export function mandateFormValuesOf(m: {
  mandateRowId: string;
  signatureDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null | undefined;
}): MandateFormValues {
  return {
    mandateId: m.mandateRowId,
    signatureDate: m.signatureDate,
    debtorName: m.debtorName,
    debtorIban: m.debtorIban,
    debtorBic: m.debtorBic ?? "",
  };
}

export function toMandatePatch(values: MandateFormValues) {
  const parsed = mandateFormSchema.parse(values);
  return {
    mandateRowId: parsed.mandateId,
    signatureDate: parsed.signatureDate,
    debtorName: parsed.debtorName,
    debtorIban: parsed.debtorIban,
    debtorBic: parsed.debtorBic === "" ? null : parsed.debtorBic,
  };
}
