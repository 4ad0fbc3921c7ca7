import { z } from "zod";

// A tag's name: the database's rules (app_public.client_company_tags): trimmed, inner spaces
// collapsed, 1 to 60 characters, unique per company regardless of case (the server says so).

const V = "settingsTags.validation";

export const TAG_MAX = 60;

export const tagFormSchema = z.object({
  tag: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, `${V}.required`).max(TAG_MAX, `${V}.tooLong`)),
});
export type TagFormInput = z.input<typeof tagFormSchema>;
export type TagFormValues = z.output<typeof tagFormSchema>;
