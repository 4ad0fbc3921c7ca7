import { Alert, DataList, Stack, Text } from "@mantine/core";
import { IconReceiptRefund } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CapturedInvoiceFields_invoice$key } from "../../../__generated__/CapturedInvoiceFields_invoice.graphql.ts";
import { parseVatBreakdown } from "../lib/captureJson.ts";
import { formatDate, formatIban, formatMoney } from "../../../lib/format.ts";
import { vatIdCheckDigitsMismatch } from "../../../lib/vatIdCheck.ts";
import { CapturedField } from "./CapturedField.tsx";
import type { FieldSource } from "./FieldSourceMarker.tsx";
import { VatBreakdownTable } from "./VatBreakdownTable.tsx";

export interface CapturedInvoiceFieldsProps {
  invoice: CapturedInvoiceFields_invoice$key;
  /** Where each field's value came from, by the field's camel-case name. */
  fieldSources: ReadonlyMap<string, FieldSource>;
}

/** The captured invoice details, read-only, each with the source of its value. */
export function CapturedInvoiceFields({ invoice: invoiceKey, fieldSources }: CapturedInvoiceFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const invoice = useFragment(
    graphql`
      fragment CapturedInvoiceFields_invoice on Invoice {
        invoiceNumber
        invoiceDate
        dueDate
        deliveredFrom
        deliveredUntil
        net
        vatAmount
        total
        currency
        creditMemo
        iban
        bic
        paymentReference
        orderNumber
        hasXmlSource
        einvoiceProfile
        extractedPartnerName
        extractedPartnerVatIdNo
        vatBreakdown
        partnerCompany {
          name
        }
        partnerCompanyLocation {
          vatIdNo
        }
      }
    `,
    invoiceKey,
  );
  const source = (...fields: string[]) =>
    fields.map((field) => fieldSources.get(field)).find((state) => state !== undefined);
  const money = (amount: string | null | undefined) => formatMoney(amount, invoice.currency, locale);
  const partnerName = invoice.partnerCompany?.name ?? invoice.extractedPartnerName;
  const vatId = invoice.partnerCompanyLocation?.vatIdNo ?? invoice.extractedPartnerVatIdNo;
  const deliveryPeriod =
    invoice.deliveredFrom && invoice.deliveredUntil && invoice.deliveredFrom !== invoice.deliveredUntil
      ? `${formatDate(invoice.deliveredFrom, locale)} – ${formatDate(invoice.deliveredUntil, locale)}`
      : formatDate(invoice.deliveredFrom ?? invoice.deliveredUntil, locale);
  const vatLines = parseVatBreakdown(invoice.vatBreakdown);

  return (
    <Stack gap="md">
      {invoice.creditMemo ? (
        <Alert color="grape" variant="light" icon={<IconReceiptRefund size={18} />} py="xs">
          <Text fz="sm">{t("review.fields.creditMemoNote")}</Text>
        </Alert>
      ) : null}
      <DataList size="sm" withDivider labelWidth={140}>
        <CapturedField
          label={t("review.fields.partner")}
          value={partnerName}
          source={source("partnerCompanyId", "extractedPartnerName")}
        />
        <CapturedField
          label={t("review.fields.vatId")}
          value={vatId}
          source={source("extractedPartnerVatIdNo")}
          warning={vatId && vatIdCheckDigitsMismatch(vatId) ? t("review.fields.vatIdCheckDigits") : undefined}
        />
        <CapturedField
          label={t("review.fields.invoiceNumber")}
          value={invoice.invoiceNumber}
          source={source("invoiceNumber")}
        />
        <CapturedField
          label={t("review.fields.invoiceDate")}
          value={formatDate(invoice.invoiceDate, locale)}
          source={source("invoiceDate")}
          isNumeric
        />
        <CapturedField
          label={t("review.fields.dueDate")}
          value={formatDate(invoice.dueDate, locale)}
          source={source("dueDate")}
          isNumeric
        />
        <CapturedField
          label={t("review.fields.deliveryPeriod")}
          value={deliveryPeriod}
          source={source("deliveredFrom", "deliveredUntil")}
          isNumeric
        />
        <CapturedField label={t("review.fields.net")} value={money(invoice.net)} source={source("net")} isNumeric />
        <CapturedField
          label={t("review.fields.vatAmount")}
          value={money(invoice.vatAmount)}
          source={source("vatAmount")}
          isNumeric
        />
        <CapturedField
          label={t("review.fields.total")}
          value={money(invoice.total)}
          source={source("total")}
          isNumeric
        />
        <CapturedField
          label={t("review.fields.iban")}
          value={formatIban(invoice.iban)}
          source={source("iban")}
          isNumeric
        />
        <CapturedField label={t("review.fields.bic")} value={invoice.bic} source={source("bic")} />
        <CapturedField
          label={t("review.fields.paymentReference")}
          value={invoice.paymentReference}
          source={source("paymentReference")}
        />
        <CapturedField
          label={t("review.fields.orderNumber")}
          value={invoice.orderNumber}
          source={source("orderNumber")}
        />
        {invoice.hasXmlSource && invoice.einvoiceProfile ? (
          <CapturedField label={t("review.fields.einvoiceProfile")} value={invoice.einvoiceProfile} />
        ) : null}
      </DataList>
      {vatLines.length > 0 ? (
        <VatBreakdownTable lines={vatLines} currency={invoice.currency} source={source("vatBreakdown")} />
      ) : null}
    </Stack>
  );
}
