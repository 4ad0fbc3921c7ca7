import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { formatDecimalInput } from "../../../lib/decimalInput.ts";
import { fromUnits } from "../../../lib/decimal.ts";
import {
  amountDueCheckOf,
  centsOf,
  DECIMAL_DISPLAY,
  expectedAmountDueOf,
  type InvoiceFormValues,
} from "../forms/invoiceFormSchema.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

/**
 * Amount due = gross − prepaid + rounding, within a cent, checked while typing. When it differs:
 * a warning with the computed amount and one click to take it (an invoice may state another
 * amount due, so it is a warning, not an error). A negative amount due is named as such.
 */
export function AmountDueCheck() {
  const { t, i18n } = useTranslation();
  const { control, setValue, getValues } = useFormContext<InvoiceFormValues>();
  const { locale, isReadOnly } = useReviewFormContext();
  const [total, prepaidAmount, roundingAmount, amountDue, currency] = useWatch({
    control,
    name: ["total", "prepaidAmount", "roundingAmount", "amountDue", "currency"],
  });
  const check = amountDueCheckOf({ total, prepaidAmount, roundingAmount, amountDue }, locale);
  const expected = expectedAmountDueOf({ total, prepaidAmount, roundingAmount }, locale);
  // An amount due that was gross − prepaid + rounding follows when one of them is corrected.
  const previous = useRef(expected);
  useEffect(() => {
    const before = previous.current;
    previous.current = expected;
    if (isReadOnly || before === null || expected === null || before === expected) return;
    if (centsOf(getValues("amountDue"), locale) !== before) return;
    setValue("amountDue", formatDecimalInput(fromUnits(expected, 2), locale, ...DECIMAL_DISPLAY.amount!), {
      shouldDirty: true,
      shouldValidate: true,
    });
  }, [expected, isReadOnly, getValues, setValue, locale]);
  if (!check) return null;
  const money = (cents: bigint) => formatMoney(fromUnits(cents, 2), currency || "EUR", i18n.language);
  const isNegative = check.entered < 0n;
  if (!check.differs && !isNegative) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={check.differs ? t("documentReview.amountDue.title") : t("documentReview.amountDue.negativeTitle")}
      role="alert"
      py="xs"
      data-testid="amount-due-check"
    >
      {check.differs ? (
        <Text fz="sm">
          {t("documentReview.amountDue.message", {
            total: money(centsOf(total, locale) ?? 0n),
            expected: money(check.expected),
            entered: money(check.entered),
            difference: money(check.entered - check.expected),
          })}
        </Text>
      ) : null}
      {isNegative ? <Text fz="sm">{t("documentReview.amountDue.negative")}</Text> : null}
      {check.differs && !isReadOnly ? (
        <Button
          mt="xs"
          size="compact-sm"
          variant="light"
          onClick={() =>
            setValue(
              "amountDue",
              formatDecimalInput(fromUnits(check.expected, 2), locale, ...DECIMAL_DISPLAY.amount!),
              { shouldDirty: true, shouldValidate: true, shouldTouch: true },
            )
          }
        >
          {t("documentReview.amountDue.take", { amount: money(check.expected) })}
        </Button>
      ) : null}
    </Alert>
  );
}
