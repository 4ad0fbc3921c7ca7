import { useTranslation } from "react-i18next";
import { ReviewDateField, ReviewTextField } from "./ReviewFields.tsx";
import { ReviewSection } from "./ReviewSection.tsx";

export interface InvoiceDetailsSectionProps {
  canEditInternalNumber: boolean;
  /** Internal numbers are for administrators only in this company (the hint says so). */
  isInternalNumberEditDisabled: boolean;
}

/** Number, internal number, the invoice's dates and the order it belongs to. */
export function InvoiceDetailsSection({
  canEditInternalNumber,
  isInternalNumberEditDisabled,
}: InvoiceDetailsSectionProps) {
  const { t } = useTranslation();
  return (
    <ReviewSection legend={t("documentReview.sections.invoice")}>
      <ReviewTextField name="invoiceNumber" label={t("documentReview.fields.invoiceNumber")} />
      <ReviewTextField
        name="internalNumber"
        label={t("documentReview.fields.internalNumber")}
        readOnly={!canEditInternalNumber}
        hint={
          !canEditInternalNumber && isInternalNumberEditDisabled
            ? t("documentReview.hints.internalNumberAdminsOnly")
            : undefined
        }
      />
      <ReviewDateField name="invoiceDate" label={t("documentReview.fields.invoiceDate")} />
      <ReviewDateField name="dueDate" label={t("documentReview.fields.dueDate")} />
      <ReviewTextField name="orderNumber" label={t("documentReview.fields.orderNumber")} />
      <ReviewDateField name="orderDate" label={t("documentReview.fields.orderDate")} />
      <ReviewDateField name="deliveredFrom" label={t("documentReview.fields.deliveredFrom")} />
      <ReviewDateField name="deliveredUntil" label={t("documentReview.fields.deliveredUntil")} />
    </ReviewSection>
  );
}
