import { z } from "zod";
import { addMonths, parseDateInput, parseIsoDate } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";

const K = "settingsClients.block.validation";
/** The database's limit of a block reason (client_company_blocks.reason). */
export const BLOCK_REASON_MAX = 1000;
/** A block starts at most this far ahead (the server refuses later starts). */
export const BLOCK_START_MAX_MONTHS = 24;

export interface BlockFormValues {
  reason: string;
  /** The day the block starts, as typed ("31.12.2026"); empty: at once. */
  startsAt: string;
}

export interface BlockFormOutput {
  reason: string;
  /** The moment the block starts (ISO); null: at once. */
  startsAt: string | null;
}

/** Block a client: a reason (1–1000 characters) and the day it starts (today or later, at most
 * two years ahead; today or empty: at once; a later day: from its local midnight). */
export function makeBlockFormSchema({ today, locale }: { today: string; locale: InputLocale }) {
  return z.object({
    reason: z
      .string()
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, { message: `${K}.reasonRequired` })
          .max(BLOCK_REASON_MAX, { message: `${K}.reasonTooLong` }),
      ),
    startsAt: z.string().transform((text, context) => {
      const parsed = parseDateInput(text, locale);
      const issue = (message: string) => {
        context.addIssue({ code: "custom", message: `${K}.${message}` });
        return z.NEVER;
      };
      if (parsed === null) return null;
      if (parsed === undefined) return issue("dateInvalid");
      if (parsed < today) return issue("dateInPast");
      if (parsed > addMonths(today, BLOCK_START_MAX_MONTHS)) return issue("dateTooFar");
      return parsed === today ? null : parsed;
    }),
  });
}

/** What setClientCompanyBlock takes: the start as a moment (local midnight of the day). */
export function toBlockInput(values: { reason: string; startsAt: string | null }): BlockFormOutput {
  const day = values.startsAt ? parseIsoDate(values.startsAt) : null;
  return { reason: values.reason, startsAt: day ? day.toISOString() : null };
}
