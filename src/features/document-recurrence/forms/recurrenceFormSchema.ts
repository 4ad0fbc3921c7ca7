import { z } from "zod";
import { addDays, parseDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";
import { RECURRENCE_INTERVALS } from "../../../lib/recurrence.ts";

/** Messages are translation keys under documentRecurrence.validation. */
export type RecurrenceValidationKey =
  | "intervalRequired"
  | "dateRequired"
  | "dateInvalid"
  | "dateInPast"
  | "dateTooFar"
  | "endsAtInvalid"
  | "endsAtNotAfterFirst"
  | "maxInvalid";

export interface RecurrenceFormValues {
  interval: string | null;
  /** The date of the (next) clone, as typed ("31.01.2027"). */
  firstDate: string;
  /** Optional end, as typed. */
  endsAt: string;
  /** Optional maximum number of clones, as typed. */
  maxRecurrences: string;
}

export interface RecurrenceSchemaOptions {
  today: string;
  locale: InputLocale;
  /** Clones made so far (editing): the maximum must lie above. */
  recurrenceCount?: number;
}

/** The recurrence dialog's fields, checked as the database checks them (it refuses the same):
 * an interval, a first (next) date from today up to five years ahead, an optional end after the
 * first date, an optional maximum of 1–1000 clones. */
export function makeRecurrenceFormSchema({ today, locale, recurrenceCount = 0 }: RecurrenceSchemaOptions) {
  const issue = (context: z.RefinementCtx, message: RecurrenceValidationKey, path?: string) => {
    context.addIssue({ code: "custom", message, path: path ? [path] : undefined });
    return z.NEVER;
  };
  return z
    .object({
      interval: z
        .string()
        .nullable()
        .transform((value, context) =>
          value && (RECURRENCE_INTERVALS as readonly string[]).includes(value)
            ? (value as (typeof RECURRENCE_INTERVALS)[number])
            : issue(context, "intervalRequired"),
        ),
      firstDate: z.string().transform((text, context) => {
        const parsed = parseDateInput(text, locale);
        if (parsed === null) return issue(context, "dateRequired");
        if (parsed === undefined) return issue(context, "dateInvalid");
        if (parsed < today) return issue(context, "dateInPast");
        if (parsed > addDays(today, 5 * 365)) return issue(context, "dateTooFar");
        return parsed;
      }),
      endsAt: z.string().transform((text, context) => {
        const parsed = parseDateInput(text, locale);
        if (parsed === undefined) return issue(context, "endsAtInvalid");
        return parsed;
      }),
      maxRecurrences: z.string().transform((text, context) => {
        const value = text.trim();
        if (value === "") return null;
        if (!/^\d+$/.test(value)) return issue(context, "maxInvalid");
        const max = Number(value);
        if (max < 1 || max > 1000 || max <= recurrenceCount) return issue(context, "maxInvalid");
        return max;
      }),
    })
    .superRefine((values, context) => {
      if (values.endsAt && values.firstDate && values.endsAt <= values.firstDate)
        issue(context, "endsAtNotAfterFirst", "endsAt");
    });
}
export type RecurrenceFormOutput = z.output<ReturnType<typeof makeRecurrenceFormSchema>>;
