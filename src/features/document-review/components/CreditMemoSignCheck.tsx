import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { creditMemoBreakdownUnsigned, creditMemoItemsUnsigned } from "../../../lib/creditMemoSign.ts";
import { fromUnits } from "../../../lib/decimal.ts";
import { formatDecimalInput, type InputLocale, parseDecimalInput } from "../../../lib/decimalInput.ts";
import {
  centsOf,
  DECIMAL_DISPLAY,
  type InvoiceFormValues,
  type InvoiceItemValues,
} from "../forms/invoiceFormSchema.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

const TOTALS = ["net", "vatAmount", "total"] as const;
const PAYABLE = ["prepaidAmount", "roundingAmount", "amountDue"] as const;
const SET = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;

/** The lines turned as a credit memo states them, in the inputs' spelling; null when they are. */
function unsignedItems(items: readonly InvoiceItemValues[], locale: InputLocale): InvoiceItemValues[] | null {
  const read = (text: string) => parseDecimalInput(text, locale) ?? null;
  const turned = creditMemoItemsUnsigned(
    items.map((item) => ({
      item,
      quantity: read(item.quantity),
      unitNetPrice: read(item.unitNetPrice),
      totalPrice: read(item.totalPrice),
    })),
  );
  if (!turned) return null;
  return turned.map(({ item, quantity, unitNetPrice, totalPrice }) => ({
    ...item,
    quantity:
      quantity === read(item.quantity)
        ? item.quantity
        : formatDecimalInput(quantity, locale, ...DECIMAL_DISPLAY.quantity!),
    unitNetPrice:
      unitNetPrice === read(item.unitNetPrice)
        ? item.unitNetPrice
        : formatDecimalInput(unitNetPrice, locale, ...DECIMAL_DISPLAY.unitNetPrice!),
    totalPrice:
      totalPrice === read(item.totalPrice)
        ? item.totalPrice
        : formatDecimalInput(totalPrice, locale, ...DECIMAL_DISPLAY.amount!),
  }));
}

/**
 * A credit memo's amounts are entered as printed, without minus sign (the box makes them a
 * credit; the database refuses a negative net, VAT or total beside it, and a VAT breakdown or
 * lines that add up to less than zero). When the box is ticked on amounts read with minus signs:
 * says so, and one click takes them without the sign. A print with a negative total turns all
 * its amounts (prepaid, rounding and amount due with them); a single negative amount only drops
 * its sign; the breakdown and the lines turn when they add up to less than zero (a single line of
 * the other sign, a fee charged, keeps its place against the credit).
 */
export function CreditMemoSignCheck() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<InvoiceFormValues>();
  const { locale, isReadOnly } = useReviewFormContext();
  const values = useWatch({ control, name: ["creditMemo", ...TOTALS, ...PAYABLE] });
  const [vatBreakdown, items] = useWatch({ control, name: ["vatBreakdown", "items"] });
  const [creditMemo, ...texts] = values as [boolean, ...string[]];
  if (!creditMemo) return null;
  const cents = Object.fromEntries(
    [...TOTALS, ...PAYABLE].map((name, index) => [name, centsOf(texts[index] ?? "", locale)]),
  ) as Record<(typeof TOTALS)[number] | (typeof PAYABLE)[number], bigint | null>;
  const turnedBreakdown = creditMemoBreakdownUnsigned(vatBreakdown ?? []);
  const turnedItems = unsignedItems(items ?? [], locale);
  const totalsNegative = TOTALS.some((name) => (cents[name] ?? 0n) < 0n);
  if (!totalsNegative && !turnedBreakdown && !turnedItems) return null;

  const take = () => {
    const leading = cents.total ?? cents.net ?? cents.vatAmount;
    const printedNegative = leading !== null && leading < 0n;
    for (const name of [...TOTALS, ...PAYABLE]) {
      const value = cents[name];
      if (value === null || value === 0n) continue;
      const isTotal = (TOTALS as readonly string[]).includes(name);
      if (!printedNegative && !(isTotal && value < 0n)) continue;
      setValue(name, formatDecimalInput(fromUnits(-value, 2), locale, ...DECIMAL_DISPLAY.amount!), SET);
    }
    if (turnedBreakdown) setValue("vatBreakdown", turnedBreakdown, SET);
    // Field by field: the lines are a field array whose rows keep their identity.
    turnedItems?.forEach((item, index) => {
      for (const name of ["quantity", "unitNetPrice", "totalPrice"] as const)
        if (item[name] !== items[index]?.[name]) setValue(`items.${index}.${name}`, item[name], SET);
    });
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
