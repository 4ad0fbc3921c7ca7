import { z } from "zod";
import { formatDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";
import { optionalDate } from "./dateField.ts";

// The company (legal entity) form with its main location. The rules are the database's
// (app_public.companies, app_public.company_locations); messages are translation keys.

const V = "settingsAdmin.validation";

export const ALTERNATIVE_NAMES_MAX = 20;
const text = (max: number) => z.string().trim().max(max, `${V}.tooLong`);

export function companyFormSchema(locale: InputLocale) {
  return z
    .object({
      name: z.string().trim().min(1, `${V}.nameRequired`).max(200, `${V}.tooLong`),
      brandName: text(200),
      alternativeNames: z
        .string()
        .refine((value) => namesOf(value).length <= ALTERNATIVE_NAMES_MAX, `${V}.alternativeNamesTooMany`)
        .refine((value) => namesOf(value).every((name) => name.length <= 200), `${V}.tooLong`),
      legalForm: text(100),
      founded: optionalDate(locale),
      dissolved: optionalDate(locale),
      street: text(200),
      zip: text(20),
      city: text(100),
      country: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, `${V}.country`),
      vatIdNo: z
        .string()
        .transform((value) => value.replace(/\s+/g, "").toUpperCase())
        .refine((value) => value === "" || /^[A-Z]{2}[0-9A-Z+*.]{2,12}$/.test(value), `${V}.vatId`),
      taxIdNo: text(50),
      registrationNo: text(50),
      phone: text(50),
      email: z
        .string()
        .trim()
        .refine((value) => value === "" || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value), `${V}.email`),
      website: text(200),
    })
    .refine((values) => !values.founded || !values.dissolved || values.dissolved >= values.founded, {
      path: ["dissolved"],
      message: `${V}.dissolvedBeforeFounded`,
    });
}
export type CompanyFormValues = z.input<ReturnType<typeof companyFormSchema>>;
export type CompanyFormOutput = z.output<ReturnType<typeof companyFormSchema>>;

/** Alternative names: one per line. */
export const namesOf = (value: string) =>
  value
    .split("\n")
    .map((name) => name.trim())
    .filter(Boolean);

export const emptyCompanyFormValues = (): CompanyFormValues => ({
  name: "",
  brandName: "",
  alternativeNames: "",
  legalForm: "",
  founded: "",
  dissolved: "",
  street: "",
  zip: "",
  city: "",
  country: "DE",
  vatIdNo: "",
  taxIdNo: "",
  registrationNo: "",
  phone: "",
  email: "",
  website: "",
});

export interface StoredCompany {
  name: string;
  brandName: string | null | undefined;
  alternativeNames: readonly string[];
  legalForm: string | null | undefined;
  founded: string | null | undefined;
  dissolved: string | null | undefined;
  mainLocation:
    | {
        street: string | null | undefined;
        zip: string | null | undefined;
        city: string | null | undefined;
        country: string;
        vatIdNo: string | null | undefined;
        taxIdNo: string | null | undefined;
        registrationNo: string | null | undefined;
        phone: string | null | undefined;
        email: string | null | undefined;
        website: string | null | undefined;
      }
    | null
    | undefined;
}

export function companyFormValuesOf(stored: StoredCompany, locale: InputLocale): CompanyFormValues {
  const l = stored.mainLocation;
  return {
    name: stored.name,
    brandName: stored.brandName ?? "",
    alternativeNames: stored.alternativeNames.join("\n"),
    legalForm: stored.legalForm ?? "",
    founded: formatDateInput(stored.founded, locale),
    dissolved: formatDateInput(stored.dissolved, locale),
    street: l?.street ?? "",
    zip: l?.zip ?? "",
    city: l?.city ?? "",
    country: l?.country ?? "DE",
    vatIdNo: l?.vatIdNo ?? "",
    taxIdNo: l?.taxIdNo ?? "",
    registrationNo: l?.registrationNo ?? "",
    phone: l?.phone ?? "",
    email: l?.email ?? "",
    website: l?.website ?? "",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The mutation's input (createCompany / updateCompany without the row id). */
export function toCompanyInput(values: CompanyFormOutput) {
  return {
    name: values.name,
    brandName: orNull(values.brandName),
    alternativeNames: namesOf(values.alternativeNames),
    legalForm: orNull(values.legalForm),
    founded: values.founded,
    dissolved: values.dissolved,
    street: orNull(values.street),
    zip: orNull(values.zip),
    city: orNull(values.city),
    country: values.country,
    vatIdNo: orNull(values.vatIdNo),
    taxIdNo: orNull(values.taxIdNo),
    registrationNo: orNull(values.registrationNo),
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
  };
}
