import { Checkbox } from "@mantine/core";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { InvoiceFormValues } from "../forms/invoiceFormSchema.ts";
import { CreditMemoInvoicePicker } from "./CreditMemoInvoicePicker.tsx";
import { CreditMemoSignCheck } from "./CreditMemoSignCheck.tsx";
import { useFieldMarker } from "./FieldMarker.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";

/** Whether the document is a credit memo, and the invoice it corrects. */
export function CreditMemoSection({
  clientCompanyRowId,
  documentRowId,
  documentType,
  storedTarget,
}: {
  clientCompanyRowId: string;
  documentRowId: string;
  documentType: Parameters<typeof CreditMemoInvoicePicker>[0]["documentType"];
  storedTarget: Parameters<typeof CreditMemoInvoicePicker>[0]["stored"];
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<InvoiceFormValues>();
  const creditMemo = useWatch<InvoiceFormValues, "creditMemo">({ name: "creditMemo" });
  return (
    <ReviewSection legend={t("documentReview.sections.creditMemo")}>
      <Wide>
        <Controller
          control={control}
          name="creditMemo"
          render={({ field }) => (
            <CreditMemoCheckbox
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                // An invoice (not a credit memo) corrects no other invoice.
                if (!checked) setValue("creditMemoForInvoiceRowId", null, { shouldDirty: true });
              }}
              inputRef={field.ref}
            />
          )}
        />
      </Wide>
      {creditMemo ? (
        <Wide>
          <CreditMemoSignCheck />
        </Wide>
      ) : null}
      {creditMemo ? (
        <Wide>
          <CreditMemoInvoicePicker
            name="creditMemoForInvoiceRowId"
            label={t("documentReview.fields.creditMemoForInvoice")}
            clientCompanyRowId={clientCompanyRowId}
            documentRowId={documentRowId}
            documentType={documentType}
            stored={storedTarget}
          />
        </Wide>
      ) : null}
    </ReviewSection>
  );
}

function CreditMemoCheckbox({
  checked,
  onChange,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation();
  const label = t("documentReview.fields.creditMemo");
  const marker = useFieldMarker("creditMemo", label);
  return (
    <Checkbox
      ref={inputRef}
      label={label}
      description={marker ?? t("documentReview.hints.creditMemo")}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
