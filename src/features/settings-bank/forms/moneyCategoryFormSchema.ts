import { z } from "zod";

// The money category form. Messages are translation keys; the limits are the database's
// checks on app_public.money_categories (name 1–120 characters, at most 50 keywords).

export const CATEGORY_NAME_MAX = 120;
export const KEYWORDS_MAX = 50;
export const KEYWORD_MAX_LENGTH = 100;

const V = "settingsBank.validation";

export const moneyCategoryFormSchema = z.object({
  name: z.string().trim().min(1, `${V}.categoryNameRequired`).max(CATEGORY_NAME_MAX, `${V}.nameTooLong`),
  keywords: z
    .array(z.string())
    .max(KEYWORDS_MAX, `${V}.tooManyKeywords`)
    .superRefine((keywords, ctx) => {
      if (keywords.some((keyword) => keyword.trim().length > KEYWORD_MAX_LENGTH)) {
        ctx.addIssue({ code: "custom", message: `${V}.keywordTooLong` });
      }
    }),
  generalLedgerAccountRowId: z.string().nullable(),
});

export type MoneyCategoryFormValues = z.infer<typeof moneyCategoryFormSchema>;

export interface StoredMoneyCategory {
  name: string;
  keywords: readonly (string | null | undefined)[];
  generalLedgerAccountRowId: string | null | undefined;
}

export function emptyMoneyCategoryFormValues(): MoneyCategoryFormValues {
  return { name: "", keywords: [], generalLedgerAccountRowId: null };
}

export function moneyCategoryFormValuesOf(category: StoredMoneyCategory): MoneyCategoryFormValues {
  return {
    name: category.name,
    keywords: category.keywords.filter((keyword): keyword is string => typeof keyword === "string"),
    generalLedgerAccountRowId: category.generalLedgerAccountRowId ?? null,
  };
}

/** Keywords trimmed, empty ones dropped, duplicates (ignoring case) dropped, order kept. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const keyword of keywords) {
    const trimmed = keyword.trim().replace(/\s+/g, " ");
    const key = trimmed.toLocaleLowerCase("de");
    if (trimmed === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}

/** The patch of an update (with the company, the input of a create). */
export function toMoneyCategoryPatch(values: MoneyCategoryFormValues) {
  return {
    name: values.name.trim(),
    keywords: normalizeKeywords(values.keywords),
    generalLedgerAccountRowId: values.generalLedgerAccountRowId,
  };
}

export function toMoneyCategoryInput(clientCompanyRowId: string, values: MoneyCategoryFormValues) {
  return { clientCompanyRowId, ...toMoneyCategoryPatch(values) };
}
