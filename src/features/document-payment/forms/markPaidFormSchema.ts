import { z } from "zod";
import { parseDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";

/** Messages are translation keys under documentPayment.status.validation. */
export type MarkPaidValidationKey = "paidDateRequired" | "paidDateInvalid" | "paidDateInFuture";

export interface MarkPaidFormValues {
  /** As typed ("31.12.2026"). */
  paidDate: string;
}

/** Marking an invoice paid by hand: the date it was paid, not after today (the database
 * refuses a paid date in the future too). Outputs the ISO date. */
export function makeMarkPaidFormSchema(today: string, locale: InputLocale) {
  return z.object({
    paidDate: z.string().transform((text, context) => {
      const parsed = parseDateInput(text, locale);
      const issue = (message: MarkPaidValidationKey) => {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (parsed === null) return issue("paidDateRequired");
      if (parsed === undefined) return issue("paidDateInvalid");
      if (parsed > today) return issue("paidDateInFuture");
      return parsed;
    }),
  });
}
export type MarkPaidFormOutput = z.output<ReturnType<typeof makeMarkPaidFormSchema>>;
