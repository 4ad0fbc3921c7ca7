// The other-document review form (contracts, delivery notes, letters …): values, the rules
// of the database (000017: tg_other_documents__validate, the check constraints) and the patch.
import { z } from "zod";
import { addDays, formatDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";
import type { OtherDocumentPatch } from "../../../__generated__/useUpdateOtherDocumentMutation.graphql.ts";
import { checkFields, type FieldRule, patchOf } from "./fieldRules.ts";

export const OTHER_DOCUMENT_TYPES = [
  "CONTRACT",
  "DELIVERY_NOTE",
  "ORDER_CONFIRMATION",
  "OFFER",
  "CORRESPONDENCE",
  "RECEIPT",
  "BANK_STATEMENT",
  "TAX_NOTICE",
  "OTHER",
] as const;
export type OtherDocumentTypeValue = (typeof OTHER_DOCUMENT_TYPES)[number];

export interface OtherDocumentFieldValues {
  type: OtherDocumentTypeValue;
  documentDate: string;
  documentNumber: string;
  documentDetails: string;
  resubmissionDate: string;
  expiryDate: string;
  contractType: string;
  contactUserRowId: string | null;
  partnerCompanyRowId: string | null;
  partnerName: string;
}

export interface OtherDocumentFormValues extends OtherDocumentFieldValues {
  categoryRowId: string | null;
}

export type OtherDocumentField = keyof OtherDocumentFieldValues;

/** The date ranges of tg_other_documents__validate (the document date's end is today + 366). */
export const OTHER_DOCUMENT_DATE_MIN = "1900-01-01";
export const RESUBMISSION_DATE_MIN = "1990-01-01";
export const FAR_DATE_MAX = "2199-12-31";

const choice: FieldRule = { kind: "choice" };

export function otherDocumentFieldRules(today: string): Record<OtherDocumentField, FieldRule> {
  return {
    type: choice,
    documentDate: { kind: "date", min: OTHER_DOCUMENT_DATE_MIN, max: addDays(today, 366) },
    documentNumber: { kind: "text", max: 100 },
    documentDetails: { kind: "text", max: 10000 },
    resubmissionDate: { kind: "date", min: RESUBMISSION_DATE_MIN, max: FAR_DATE_MAX },
    expiryDate: { kind: "date", min: OTHER_DOCUMENT_DATE_MIN, max: FAR_DATE_MAX },
    contractType: { kind: "text", max: 200 },
    contactUserRowId: choice,
    partnerCompanyRowId: choice,
    partnerName: { kind: "text", max: 200 },
  };
}

/** Document.fieldStates names (database columns in camel case). */
export const OTHER_DOCUMENT_FIELD_STATE_NAMES: Record<OtherDocumentField, string> = {
  type: "type",
  documentDate: "documentDate",
  documentNumber: "documentNumber",
  documentDetails: "documentDetails",
  resubmissionDate: "resubmissionDate",
  expiryDate: "expiryDate",
  contractType: "contractType",
  contactUserRowId: "contactUserId",
  partnerCompanyRowId: "partnerCompanyId",
  partnerName: "partnerName",
};

const baseSchema = z.object({
  categoryRowId: z.string().nullable(),
  type: z.enum(OTHER_DOCUMENT_TYPES),
  documentDate: z.string(),
  documentNumber: z.string(),
  documentDetails: z.string(),
  resubmissionDate: z.string(),
  expiryDate: z.string(),
  contractType: z.string(),
  contactUserRowId: z.string().nullable(),
  partnerCompanyRowId: z.string().nullable(),
  partnerName: z.string(),
});

export interface OtherDocumentSchemaOptions {
  initial?: OtherDocumentFormValues;
  today: string;
  locale?: InputLocale;
}

export function makeOtherDocumentFormSchema({ initial, today, locale = "de" }: OtherDocumentSchemaOptions) {
  const rules = otherDocumentFieldRules(today);
  return baseSchema.superRefine((values, ctx) => {
    checkFields(rules, values as OtherDocumentFormValues, initial, locale, ctx);
  });
}

/** The updateOtherDocument patch: only the fields whose stored value changed. */
export function otherDocumentPatchOf(
  initial: OtherDocumentFormValues,
  values: OtherDocumentFormValues,
  today: string,
  locale: InputLocale = "de",
): OtherDocumentPatch {
  return patchOf(otherDocumentFieldRules(today), values, initial, locale) as OtherDocumentPatch;
}

export interface OtherDocumentSource {
  categoryRowId: string | null;
  type: string;
  documentDate: string | null | undefined;
  documentNumber: string | null | undefined;
  documentDetails: string | null | undefined;
  resubmissionDate: string | null | undefined;
  expiryDate: string | null | undefined;
  contractType: string | null | undefined;
  contactUserRowId: string | null | undefined;
  partnerCompanyRowId: string | null | undefined;
  partnerName: string | null | undefined;
}

export function otherDocumentFormValuesOf(
  source: OtherDocumentSource,
  locale: InputLocale = "de",
): OtherDocumentFormValues {
  return {
    categoryRowId: source.categoryRowId,
    type: OTHER_DOCUMENT_TYPES.find((type) => type === source.type) ?? "OTHER",
    documentDate: formatDateInput(source.documentDate, locale),
    documentNumber: source.documentNumber ?? "",
    documentDetails: source.documentDetails ?? "",
    resubmissionDate: formatDateInput(source.resubmissionDate, locale),
    expiryDate: formatDateInput(source.expiryDate, locale),
    contractType: source.contractType ?? "",
    contactUserRowId: source.contactUserRowId ?? null,
    partnerCompanyRowId: source.partnerCompanyRowId ?? null,
    partnerName: source.partnerName ?? "",
  };
}
