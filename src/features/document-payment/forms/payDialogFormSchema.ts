import { z } from "zod";
import { addDays, parseDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";
import { SEPA_SCHEMA_VERSIONS } from "../lib/paymentsApi.ts";

/** Messages are translation keys under documentPayment.dialog.validation. */
export type PayDialogValidationKey =
  "accountRequired" | "dateRequired" | "dateInvalid" | "dateInPast" | "dateTooFar" | "confirmIbanRequired";

export interface PayDialogFormValues {
  moneyAccountRowId: string | null;
  /** As typed ("31.12.2026"). */
  requestedDate: string;
  schemaVersion: (typeof SEPA_SCHEMA_VERSIONS)[number];
  /** Invoices whose unverified IBAN the person ticked as checked. */
  confirmedIbanDocumentRowIds: string[];
}

export interface PayDialogSchemaOptions {
  today: string;
  locale: InputLocale;
  /** The invoices of the payment whose IBAN is not verified: each must be ticked. */
  unverifiedDocumentRowIds: readonly string[];
  /** The latest execution date allowed, in days from today (payments through the bank). */
  maxDaysAhead?: number;
}

/** The pay dialog's choices: the bank account, the execution (or collection) date — today
 * or later — the file format, and an explicit tick for every unverified IBAN. */
export function makePayDialogFormSchema({
  today,
  locale,
  unverifiedDocumentRowIds,
  maxDaysAhead,
}: PayDialogSchemaOptions) {
  return z.object({
    moneyAccountRowId: z
      .string()
      .nullable()
      .refine((value) => value !== null && value !== "", {
        message: "accountRequired" satisfies PayDialogValidationKey,
      })
      .transform((value) => value!),
    requestedDate: z.string().transform((text, context) => {
      const parsed = parseDateInput(text, locale);
      const issue = (message: PayDialogValidationKey) => {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (parsed === null) return issue("dateRequired");
      if (parsed === undefined) return issue("dateInvalid");
      if (parsed < today) return issue("dateInPast");
      if (maxDaysAhead !== undefined && parsed > addDays(today, maxDaysAhead)) return issue("dateTooFar");
      return parsed;
    }),
    schemaVersion: z.enum(SEPA_SCHEMA_VERSIONS),
    confirmedIbanDocumentRowIds: z
      .array(z.string())
      .refine((ticked) => unverifiedDocumentRowIds.every((rowId) => ticked.includes(rowId)), {
        message: "confirmIbanRequired" satisfies PayDialogValidationKey,
      }),
  });
}
export type PayDialogFormOutput = z.output<ReturnType<typeof makePayDialogFormSchema>>;
