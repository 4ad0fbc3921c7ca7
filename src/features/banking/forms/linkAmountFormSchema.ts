import { z } from "zod";
import { type InputLocale, parseAmountInput } from "../../../lib/decimalInput.ts";
import { fractionDigits, fromCents, toCents } from "../../../lib/decimal.ts";

// The optional part amount when a document is linked by hand ("1.234,56" in German). Empty:
// the server assigns what is still open of both the transaction and the invoice.

/** Messages are keys under banking.link.errors. */
export function linkAmountFormSchema(locale: InputLocale, remaining: string) {
  const maxCents = toCents(remaining);
  return z.object({
    amount: z
      .string()
      .max(30, "amountInvalid")
      .transform((text, context) => {
        const value = parseAmountInput(text, locale);
        if (value === null) return null;
        if (value === undefined) {
          context.addIssue({ code: "custom", message: "amountInvalid" });
          return z.NEVER;
        }
        if (fractionDigits(value) > 2) {
          context.addIssue({ code: "custom", message: "amountTooPrecise" });
          return z.NEVER;
        }
        const cents = toCents(value);
        if (cents <= 0n) {
          context.addIssue({ code: "custom", message: "amountNotPositive" });
          return z.NEVER;
        }
        if (cents > maxCents) {
          context.addIssue({ code: "custom", message: "amountExceedsRemaining" });
          return z.NEVER;
        }
        return fromCents(cents);
      }),
  });
}
export type LinkAmountFormInput = z.input<ReturnType<typeof linkAmountFormSchema>>;
export type LinkAmountFormOutput = z.output<ReturnType<typeof linkAmountFormSchema>>;

/** What the transaction has left to assign: |amount| less the linked part, never below 0. */
export function remainingOf(amount: string, matchedAmount: string): string {
  const absolute = toCents(amount.replace(/^-/, ""));
  const left = absolute - toCents(matchedAmount);
  return fromCents(left > 0n ? left : 0n);
}

/** The amount a link gets by default: the smaller of the transaction's rest and the invoice's
 * open amount (the server's rule when no amount is sent). */
export function defaultLinkAmount(remaining: string, openAmount: string | null | undefined): string {
  if (!openAmount || toCents(openAmount) <= 0n) return remaining;
  const open = toCents(openAmount);
  const rest = toCents(remaining);
  return fromCents(open < rest ? open : rest);
}
