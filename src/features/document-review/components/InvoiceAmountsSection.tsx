import { Text } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { AMOUNT } from "../forms/fieldRules.ts";
import { DECIMAL_DISPLAY, INVOICE_FIELD_RULES, type InvoiceFormValues } from "../forms/invoiceFormSchema.ts";
import { AmountDueCheck } from "./AmountDueCheck.tsx";
import { ReviewDecimalField, ReviewTextField } from "./ReviewFields.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";
import { TotalsCheck } from "./TotalsCheck.tsx";
import { upperCompact } from "./invoiceFieldFormats.ts";

const amount = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The stored amounts in euros (signed: negative for credit memos) of a foreign-currency invoice,
 * as the database converted them with the saved rate. */
export interface StoredConversion {
  net: unknown;
  total: unknown;
}

/** Net, VAT, total, what is due, the currency and its conversion, with the totals checks. */
export function AmountsSection({ storedConversion }: { storedConversion: StoredConversion | null }) {
  const { t, i18n } = useTranslation();
  const currency = useWatch<InvoiceFormValues, "currency">({ name: "currency" });
  const isForeign = currency.trim().toUpperCase() !== "EUR";
  return (
    <ReviewSection
      legend={t("documentReview.sections.amounts")}
      footer={
        <>
          <TotalsCheck />
          <AmountDueCheck />
        </>
      }
    >
      <ReviewDecimalField name="net" label={t("documentReview.fields.net")} rule={AMOUNT} display={amount} />
      <ReviewDecimalField
        name="vatAmount"
        label={t("documentReview.fields.vatAmount")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewDecimalField name="total" label={t("documentReview.fields.total")} rule={AMOUNT} display={amount} />
      <ReviewDecimalField
        name="prepaidAmount"
        label={t("documentReview.fields.prepaidAmount")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewDecimalField
        name="roundingAmount"
        label={t("documentReview.fields.roundingAmount")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewDecimalField
        name="amountDue"
        label={t("documentReview.fields.amountDue")}
        hint={t("documentReview.hints.amountDue")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewTextField
        name="currency"
        label={t("documentReview.fields.currency")}
        maxLength={3}
        formatOnBlur={upperCompact}
      />
      {isForeign ? (
        <ReviewDecimalField
          name="conversionRate"
          label={t("documentReview.fields.conversionRate")}
          hint={t("documentReview.hints.conversionRate", { currency: currency.trim().toUpperCase() })}
          rule={INVOICE_FIELD_RULES.conversionRate}
          display={{
            minimumFractionDigits: DECIMAL_DISPLAY.conversionRate![0],
            maximumFractionDigits: DECIMAL_DISPLAY.conversionRate![1],
          }}
        />
      ) : null}
      {isForeign && storedConversion && (storedConversion.net != null || storedConversion.total != null) ? (
        <Wide>
          <Text fz="xs" c="dimmed">
            {t("documentReview.hints.convertedAmounts", {
              net: formatMoney(storedConversion.net as string | null, "EUR", i18n.language) || "–",
              total: formatMoney(storedConversion.total as string | null, "EUR", i18n.language) || "–",
            })}
          </Text>
        </Wide>
      ) : null}
      <ReviewTextField name="accountNumber" label={t("documentReview.fields.accountNumber")} />
    </ReviewSection>
  );
}
