import { Alert, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NON_NEGATIVE_AMOUNT } from "../forms/fieldRules.ts";
import { CLAUSE_35A_KINDS } from "../forms/invoiceFormSchema.ts";
import { ReviewDecimalField, ReviewSelectField } from "./ReviewFields.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";

const amount = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Household services and craftsmen's work (§ 35a EStG): the kind and its amounts. */
export function Clause35ASection({ isDetected }: { isDetected: boolean }) {
  const { t } = useTranslation();
  return (
    <ReviewSection
      legend={t("documentReview.sections.clause35A")}
      footer={
        isDetected ? (
          <Alert color="blue" variant="light" icon={<IconSparkles size={18} />} py="xs">
            <Text fz="sm">{t("documentReview.hints.clause35ADetected")}</Text>
          </Alert>
        ) : undefined
      }
    >
      <Wide>
        <ReviewSelectField
          name="clause35AKind"
          label={t("documentReview.fields.clause35AKind")}
          data={CLAUSE_35A_KINDS.map((kind) => ({ value: kind, label: t(`documentReview.clause35AKinds.${kind}`) }))}
          clearable
          placeholder={t("documentReview.hints.clause35ANone")}
        />
      </Wide>
      <ReviewDecimalField
        name="clause35ANet"
        label={t("documentReview.fields.clause35ANet")}
        rule={NON_NEGATIVE_AMOUNT}
        display={amount}
      />
      <ReviewDecimalField
        name="clause35ATotal"
        label={t("documentReview.fields.clause35ATotal")}
        rule={NON_NEGATIVE_AMOUNT}
        display={amount}
      />
    </ReviewSection>
  );
}
