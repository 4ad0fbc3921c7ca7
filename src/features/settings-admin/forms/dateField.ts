import { z } from "zod";
import { parseDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";

const V = "settingsAdmin.validation";

/** A typed date ("31.12.2026", "2026-12-31"), empty for none; the output is ISO or null. */
export const optionalDate = (locale: InputLocale) =>
  z
    .string()
    .refine((text) => parseDateInput(text, locale) !== undefined, `${V}.date`)
    .transform((text) => parseDateInput(text, locale) ?? null);
