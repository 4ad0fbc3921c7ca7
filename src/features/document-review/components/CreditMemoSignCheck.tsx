import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fromUnits } from "../../../lib/decimal.ts";
import { formatDecimalInput } from "../../../lib/decimalInput.ts";
import { centsOf, DECIMAL_DISPLAY, type InvoiceFormValues } from "../forms/invoiceFormSchema.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

const TOTALS = ["net", "vatAmount", "total"] as const;
const PAYABLE = ["prepaidAmount", "roundingAmount", "amountDue"] as const;

/**
 * A credit memo's amounts are entered as printed, without minus sign (the box makes them a
 * credit; the database refuses a negative net, VAT or total beside it). When the box is ticked
 * on amounts read with minus signs: says so, and one click takes them without the sign. A print
 * with a negative total turns all its amounts (prepaid, rounding and amount due with them); a
 * single negative amount only drops its sign.
 */
export function CreditMemoSignCheck() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<InvoiceFormValues>();
  const { locale, isReadOnly } = useReviewFormContext();
  const values = useWatch({ control, name: ["creditMemo", ...TOTALS, ...PAYABLE] });
  const [creditMemo, ...texts] = values as [boolean, ...string[]];
  const cents = Object.fromEntries(
    [...TOTALS, ...PAYABLE].map((name, index) => [name, centsOf(texts[index] ?? "", locale)]),
  ) as Record<(typeof TOTALS)[number] | (typeof PAYABLE)[number], bigint | null>;
  if (!creditMemo || !TOTALS.some((name) => (cents[name] ?? 0n) < 0n)) return null;

  const take = () => {
    const leading = cents.total ?? cents.net ?? cents.vatAmount;
    const printedNegative = leading !== null && leading < 0n;
    for (const name of [...TOTALS, ...PAYABLE]) {
      const value = cents[name];
      if (value === null || value === 0n) continue;
      const isTotal = (TOTALS as readonly string[]).includes(name);
      if (!printedNegative && !(isTotal && value < 0n)) continue;
      setValue(name, formatDecimalInput(fromUnits(-value, 2), locale, ...DECIMAL_DISPLAY.amount!), {
        shouldDirty: true,
        shouldValidate: true,
        shouldTouch: true,
      });
    }
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("documentReview.creditMemoSign.title")}
      role="alert"
      py="xs"
    >
      <Text fz="sm">{t("documentReview.creditMemoSign.message")}</Text>
      {isReadOnly ? null : (
        <Button size="compact-sm" variant="light" mt="xs" onClick={take}>
          {t("documentReview.creditMemoSign.take")}
        </Button>
      )}
    </Alert>
  );
}
