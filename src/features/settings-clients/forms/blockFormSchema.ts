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
 * two years ahead; today: at once; a later day: from its local midnight; empty: a block that
 * exists keeps its start, a new one starts at once). */
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
      return parsed;
    }),
  });
}

/** What setClientCompanyBlock takes: the start as a moment (now for today, else the day's local
 * midnight; null: the server keeps an existing block's start, or starts a new one now). */
export function toBlockInput(
  values: { reason: string; startsAt: string | null },
  today: string,
  now: Date = new Date(),
): BlockFormOutput {
  if (!values.startsAt) return { reason: values.reason, startsAt: null };
  const day = values.startsAt === today ? now : parseIsoDate(values.startsAt);
  return { reason: values.reason, startsAt: day ? day.toISOString() : null };
}
