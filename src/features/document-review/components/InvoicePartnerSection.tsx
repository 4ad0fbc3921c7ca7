import { Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PartnerAccountSelect_partnerAccount$key } from "../../../__generated__/PartnerAccountSelect_partnerAccount.graphql.ts";
import type { PartnerPicker_partnerCompany$key } from "../../../__generated__/PartnerPicker_partnerCompany.graphql.ts";
import { vatIdCheckDigitsMismatch } from "../../../lib/vatIdCheck.ts";
import type { InvoiceFormValues } from "../forms/invoiceFormSchema.ts";
import { PartnerAccountSelect } from "./PartnerAccountSelect.tsx";
import { PartnerLocationSelect } from "./PartnerLocationSelect.tsx";
import { PartnerPicker } from "./PartnerPicker.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";

/**
 * The invoice's partner, its location and the partner account it is booked on; a warning when
 * the recognised VAT id's check digits do not match (it was captured as printed).
 */
export function PartnerSection({
  clientCompanyRowId,
  documentType,
  storedAccount,
  storedPartner,
  extractedName,
  extractedVatId,
  extractedEmails,
}: {
  clientCompanyRowId: string;
  documentType: string;
  storedAccount: PartnerAccountSelect_partnerAccount$key | null | undefined;
  storedPartner: PartnerPicker_partnerCompany$key | null | undefined;
  extractedName: string | null | undefined;
  extractedVatId: string | null | undefined;
  extractedEmails: readonly (string | null | undefined)[];
}) {
  const { t } = useTranslation();
  const partnerCompanyRowId = useWatch<InvoiceFormValues, "partnerCompanyRowId">({ name: "partnerCompanyRowId" });
  const { setValue } = useFormContext<InvoiceFormValues>();
  const recognised = [extractedName, extractedVatId, ...extractedEmails].filter(Boolean).join(", ");
  return (
    <ReviewSection legend={t("documentReview.sections.partner")}>
      <Wide>
        <PartnerPicker
          name="partnerCompanyRowId"
          label={t("documentReview.fields.partner")}
          clientCompanyRowId={clientCompanyRowId}
          storedPartner={storedPartner}
          hint={recognised ? t("documentReview.hints.recognisedPartner", { partner: recognised }) : undefined}
          onValueChange={() => setValue("partnerCompanyLocationRowId", null, { shouldDirty: true })}
        />
        {extractedVatId && vatIdCheckDigitsMismatch(extractedVatId) ? (
          <Group gap={4} wrap="nowrap" mt={4} c="orange.8" role="status" data-testid="vat-id-check-digits">
            <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text component="span" fz="xs">
              {t("documentReview.hints.vatIdCheckDigits", { vatId: extractedVatId })}
            </Text>
          </Group>
        ) : null}
      </Wide>
      {partnerCompanyRowId ? (
        <Wide>
          <PartnerLocationSelect
            key={partnerCompanyRowId}
            name="partnerCompanyLocationRowId"
            label={t("documentReview.fields.partnerLocation")}
            partnerCompanyRowId={partnerCompanyRowId}
          />
        </Wide>
      ) : null}
      <Wide>
        <PartnerAccountSelect
          label={t("bookkeeping.review.partnerAccount")}
          clientCompanyRowId={clientCompanyRowId}
          documentType={documentType}
          storedAccount={storedAccount}
        />
      </Wide>
    </ReviewSection>
  );
}
