import { z } from "zod";
import { isValidBic, isValidIban, normalizeIban } from "../../../lib/iban.ts";

// The real-estate object form. Messages are translation keys; the rules are the database's
// (app_public.real_estate_objects and its validate trigger): title 1–200 characters, object
// number letters/digits and . / - space (at most 20, starting with a letter or digit),
// accounting area ≤ 20, user account ≤ 60, address ≤ 200, at most 20 other addresses of ≤ 200,
// postcode 3–10, city ≤ 100, country ISO alpha-2, IBAN with valid check digits, BIC 8 or 11,
// note ≤ 5000.

const V = "settingsRealEstate.validation";

export const REAL_ESTATE_OBJECT_TYPES = [
  "HOMEOWNERS_ASSOCIATION",
  "RENTAL",
  "SPECIAL_PROPERTY",
  "COMMERCIAL",
  "OTHER",
] as const;
export type RealEstateObjectTypeValue = (typeof REAL_ESTATE_OBJECT_TYPES)[number];

/** Object, tenant/owner and unit numbers (the database's check). */
export const OBJECT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

const R = "settingsRealEstate.refusals";

/** At most `max` characters; the message is the server's refusal of the same field. */
const maxText = (max: number, code: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${R}.${code}` });

export const realEstateObjectFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, `${V}.titleRequired`)
    .max(200, { message: `${R}.REAL_ESTATE_OBJECT_TITLE_TOO_LONG` }),
  type: z.enum(REAL_ESTATE_OBJECT_TYPES),
  number: z
    .string()
    .trim()
    .refine((value) => value === "" || OBJECT_NUMBER.test(value), `${V}.numberFormat`),
  accountingArea: maxText(20, "REAL_ESTATE_OBJECT_ACCOUNTING_AREA_TOO_LONG"),
  userAccount: maxText(60, "REAL_ESTATE_OBJECT_USER_ACCOUNT_TOO_LONG"),
  address: maxText(200, "REAL_ESTATE_OBJECT_ADDRESS_TOO_LONG"),
  /** One address per line. */
  alternativeAddresses: z
    .string()
    .refine((value) => addressLines(value).length <= 20, `${V}.tooManyAddresses`)
    .refine(
      (value) => addressLines(value).every((line) => line.length <= 200),
      `${R}.REAL_ESTATE_OBJECT_ALTERNATIVE_ADDRESSES_INVALID`,
    ),
  zip: z
    .string()
    .trim()
    .refine((value) => value === "" || ZIP.test(value), `${V}.zipFormat`),
  city: maxText(100, "REAL_ESTATE_OBJECT_CITY_TOO_LONG"),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, `${V}.countryFormat`),
  iban: z.string().refine((value) => value.trim() === "" || isValidIban(value), `${V}.ibanInvalid`),
  bic: z.string().refine((value) => value.trim() === "" || isValidBic(value), `${V}.bicInvalid`),
  note: maxText(5000, "REAL_ESTATE_OBJECT_NOTE_TOO_LONG"),
});
export type RealEstateObjectFormValues = z.input<typeof realEstateObjectFormSchema>;

export function addressLines(value: string): string[] {
  return value
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export const emptyRealEstateObjectFormValues = (): RealEstateObjectFormValues => ({
  title: "",
  type: "RENTAL",
  number: "",
  accountingArea: "",
  userAccount: "",
  address: "",
  alternativeAddresses: "",
  zip: "",
  city: "",
  country: "DE",
  iban: "",
  bic: "",
  note: "",
});

export interface StoredRealEstateObject {
  title: string;
  type: string;
  number: string | null | undefined;
  accountingArea: string | null | undefined;
  userAccount: string | null | undefined;
  address: string | null | undefined;
  alternativeAddresses: readonly (string | null | undefined)[];
  zip: string | null | undefined;
  city: string | null | undefined;
  country: string;
  iban: string | null | undefined;
  bic: string | null | undefined;
  note: string | null | undefined;
}

const isObjectType = (value: string): value is RealEstateObjectTypeValue =>
  (REAL_ESTATE_OBJECT_TYPES as readonly string[]).includes(value);

export function realEstateObjectFormValuesOf(stored: StoredRealEstateObject): RealEstateObjectFormValues {
  return {
    title: stored.title,
    type: isObjectType(stored.type) ? stored.type : "OTHER",
    number: stored.number ?? "",
    accountingArea: stored.accountingArea ?? "",
    userAccount: stored.userAccount ?? "",
    address: stored.address ?? "",
    alternativeAddresses: stored.alternativeAddresses.filter((line) => typeof line === "string").join("\n"),
    zip: stored.zip ?? "",
    city: stored.city ?? "",
    country: stored.country.trim(),
    iban: stored.iban ?? "",
    bic: stored.bic ?? "",
    note: stored.note ?? "",
  };
}

const orNull = (value: string) => {
  const text = value.trim();
  return text === "" ? null : text;
};

/** The values as the API takes them (create input and patch alike). */
export function toRealEstateObjectPatch(values: RealEstateObjectFormValues) {
  return {
    title: values.title.trim(),
    type: values.type,
    number: orNull(values.number),
    accountingArea: orNull(values.accountingArea),
    userAccount: orNull(values.userAccount),
    address: orNull(values.address),
    alternativeAddresses: addressLines(values.alternativeAddresses),
    zip: orNull(values.zip),
    city: orNull(values.city),
    country: values.country.trim().toUpperCase(),
    iban: values.iban.trim() === "" ? null : normalizeIban(values.iban),
    bic: values.bic.trim() === "" ? null : values.bic.replace(/\s+/g, "").toUpperCase(),
    note: orNull(values.note),
  };
}

// A tenant or owner of the object: number, unit, name.

export const tenantOwnerFormSchema = z.object({
  tenantOwnerNo: z
    .string()
    .trim()
    .min(1, `${V}.tenantOwnerNoRequired`)
    .refine((value) => value === "" || OBJECT_NUMBER.test(value), `${V}.numberFormat`),
  unitNo: z
    .string()
    .trim()
    .refine((value) => value === "" || OBJECT_NUMBER.test(value), `${V}.numberFormat`),
  owner: z
    .string()
    .trim()
    .min(1, `${V}.ownerRequired`)
    .max(200, { message: `${R}.TENANT_OWNER_NAME_TOO_LONG` }),
});
export type TenantOwnerFormValues = z.input<typeof tenantOwnerFormSchema>;

export const emptyTenantOwnerFormValues = (): TenantOwnerFormValues => ({ tenantOwnerNo: "", unitNo: "", owner: "" });

export function toTenantOwnerPatch(values: TenantOwnerFormValues) {
  return { tenantOwnerNo: values.tenantOwnerNo.trim(), unitNo: orNull(values.unitNo), owner: values.owner.trim() };
}
