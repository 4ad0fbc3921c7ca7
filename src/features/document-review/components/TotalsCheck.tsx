import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { centsOf, DECIMAL_DISPLAY, type InvoiceFormValues } from "../forms/invoiceFormSchema.ts";
import { formatDecimalInput } from "../../../lib/decimalInput.ts";
import { fromUnits } from "../../../lib/decimal.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

/**
 * Net + VAT = total, to the cent, checked while typing. When they differ: by how much, and
 * one click to take the total (net + VAT) or the VAT (total − net) as computed.
 */
export function TotalsCheck() {
  const { t, i18n } = useTranslation();
  const { control, setValue } = useFormContext<InvoiceFormValues>();
  const { locale, isReadOnly } = useReviewFormContext();
  const [netText, vatText, totalText, currency] = useWatch({
    control,
    name: ["net", "vatAmount", "total", "currency"],
  });
  const [net, vat, total] = [centsOf(netText, locale), centsOf(vatText, locale), centsOf(totalText, locale)];
  if (net === null || vat === null || total === null || net + vat === total) return null;

  const money = (cents: bigint) => formatMoney(fromUnits(cents, 2), currency || "EUR", i18n.language);
  const take = (name: "total" | "vatAmount", cents: bigint) =>
    setValue(name, formatDecimalInput(fromUnits(cents, 2), locale, ...DECIMAL_DISPLAY.amount!), {
      shouldDirty: true,
      shouldValidate: true,
      shouldTouch: true,
    });
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("documentReview.totals.title")}
      role="alert"
      py="xs"
    >
      <Text fz="sm">
        {t("documentReview.totals.message", {
          net: money(net),
          vat: money(vat),
          sum: money(net + vat),
          total: money(total),
          difference: money(total - net - vat),
        })}
      </Text>
      {isReadOnly ? null : (
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" variant="light" onClick={() => take("total", net + vat)}>
            {t("documentReview.totals.takeTotal", { total: money(net + vat) })}
          </Button>
          <Button size="compact-sm" variant="light" color="gray" onClick={() => take("vatAmount", total - net)}>
            {t("documentReview.totals.takeVat", { vat: money(total - net) })}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
