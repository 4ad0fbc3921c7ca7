import { z } from "zod";

// The document category form; messages are translation keys. The rules are the database's
// checks on app_public.document_categories: name 1–120 (unique per document type), description
// up to 2000, e-mail alias lower-case letters, digits, ".", "_", "-" (starting with a letter or
// digit, up to 63), internal number minimum ≥ 0, booking category and booking text 1–60.

export const DOCUMENT_TYPES = ["INCOMING_INVOICE", "OUTGOING_INVOICE", "OTHER_DOCUMENT"] as const;
export type DocumentTypeValue = (typeof DOCUMENT_TYPES)[number];
export const BOOKING_TYPES = ["DEBIT", "CREDIT"] as const;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const SHORT_TEXT_MAX = 60;

const V = "settingsAccountingLedger.validation";
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === "" ? null : value));

export const documentCategoryFormSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES, { message: `${V}.documentTypeRequired` }),
    name: z.string().trim().min(1, `${V}.nameRequired`).max(NAME_MAX, `${V}.nameTooLong`),
    description: optionalText(DESCRIPTION_MAX, `${V}.descriptionTooLong`),
    emailAlias: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => value === "" || /^[a-z0-9][a-z0-9._-]{0,62}$/.test(value), `${V}.emailAliasFormat`)
      .transform((value) => (value === "" ? null : value)),
    internalNumberMode: z.enum(["NONE", "COUNT_UP"]),
    internalNumberMin: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) <= 2147483647),
        `${V}.internalNumberMin`,
      )
      .transform((value) => (value === "" ? null : Number(value))),
    bookingType: z.enum(BOOKING_TYPES).nullable(),
    bookingCategory: optionalText(SHORT_TEXT_MAX, `${V}.shortTextTooLong`),
    ignoreBookingTypePaidAssumption: z.boolean(),
    generalLedgerAccountRowId: z.string().nullable(),
    accountingItemsGeneralLedgerAccountRowId: z.string().nullable(),
    accountingItemsTitle: optionalText(SHORT_TEXT_MAX, `${V}.shortTextTooLong`),
  })
  .superRefine((values, ctx) => {
    if (values.internalNumberMode === "NONE" && values.internalNumberMin !== null) {
      ctx.addIssue({ code: "custom", path: ["internalNumberMin"], message: `${V}.internalNumberMinWithoutMode` });
    }
  });

export type DocumentCategoryFormInput = z.input<typeof documentCategoryFormSchema>;
export type DocumentCategoryFormValues = z.output<typeof documentCategoryFormSchema>;

export function emptyDocumentCategoryFormValues(): DocumentCategoryFormInput {
  return {
    documentType: "INCOMING_INVOICE",
    name: "",
    description: "",
    emailAlias: "",
    internalNumberMode: "NONE",
    internalNumberMin: "",
    bookingType: null,
    bookingCategory: "",
    ignoreBookingTypePaidAssumption: false,
    generalLedgerAccountRowId: null,
    accountingItemsGeneralLedgerAccountRowId: null,
    accountingItemsTitle: "",
  };
}

export interface StoredDocumentCategory {
  documentType: string;
  name: string;
  description: string | null | undefined;
  emailAlias: string | null | undefined;
  internalNumberMode: string;
  internalNumberMin: number | null | undefined;
  bookingType: string | null | undefined;
  bookingCategory: string | null | undefined;
  ignoreBookingTypePaidAssumption: boolean;
  generalLedgerAccountRowId: string | null | undefined;
  accountingItemsGeneralLedgerAccountRowId: string | null | undefined;
  accountingItemsTitle: string | null | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T | null) =>
  values.includes(value as T) ? (value as T) : fallback;

export function documentCategoryFormValuesOf(category: StoredDocumentCategory): DocumentCategoryFormInput {
  return {
    documentType: oneOf(DOCUMENT_TYPES, category.documentType, "OTHER_DOCUMENT")!,
    name: category.name,
    description: category.description ?? "",
    emailAlias: category.emailAlias ?? "",
    internalNumberMode: category.internalNumberMode === "COUNT_UP" ? "COUNT_UP" : "NONE",
    internalNumberMin:
      category.internalNumberMin === null || category.internalNumberMin === undefined
        ? ""
        : String(category.internalNumberMin),
    bookingType: oneOf(BOOKING_TYPES, category.bookingType, null),
    bookingCategory: category.bookingCategory ?? "",
    ignoreBookingTypePaidAssumption: category.ignoreBookingTypePaidAssumption,
    generalLedgerAccountRowId: category.generalLedgerAccountRowId ?? null,
    accountingItemsGeneralLedgerAccountRowId: category.accountingItemsGeneralLedgerAccountRowId ?? null,
    accountingItemsTitle: category.accountingItemsTitle ?? "",
  };
}

/** The patch of an update (the document type stays: it decides what the documents are). */
export function toDocumentCategoryPatch(values: DocumentCategoryFormValues) {
  const { documentType: _documentType, ...patch } = values;
  return patch;
}

export function toDocumentCategoryInput(clientCompanyRowId: string, values: DocumentCategoryFormValues) {
  return { clientCompanyRowId, ...values };
}
