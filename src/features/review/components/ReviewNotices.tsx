import { Alert, List, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCircleX, IconEye, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type de from "../../../i18n/locales/de/review.json";
import type { ComplianceFinding } from "../lib/captureJson.ts";
import { complianceFindingText } from "../lib/complianceFindingText.ts";

type ManualReviewReason = Exclude<keyof (typeof de)["review"]["manualReview"], "title">;
const MANUAL_REVIEW_REASONS: readonly string[] = [
  "OCR_UNAVAILABLE",
  "NO_TEXT",
  "NOTHING_EXTRACTED",
  "EINVOICE_UNUSABLE",
];

export interface ManualReviewNoticeProps {
  reason: string | null | undefined;
}

/** Why a person has to look at this document closely. */
export function ManualReviewNotice({ reason }: ManualReviewNoticeProps) {
  const { t } = useTranslation();
  const key = (reason && MANUAL_REVIEW_REASONS.includes(reason) ? reason : "UNKNOWN") as ManualReviewReason;
  return (
    <Alert color="orange" variant="light" icon={<IconEye size={18} />} title={t("review.manualReview.title")}>
      <Text fz="sm">{t(`review.manualReview.${key}`)}</Text>
    </Alert>
  );
}

export interface ComplianceFindingsProps {
  findings: readonly ComplianceFinding[];
}

/** The compliance check's findings, errors first. */
export function ComplianceFindings({ findings }: ComplianceFindingsProps) {
  const { t } = useTranslation();
  const sorted = [...findings].sort((a, b) => Number(b.severity === "error") - Number(a.severity === "error"));
  const hasErrors = sorted.some((finding) => finding.severity === "error");
  return (
    <Alert
      color={hasErrors ? "red" : "yellow"}
      variant="light"
      icon={hasErrors ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
      title={t("review.findings.title")}
    >
      <List spacing={6} size="sm" center>
        {sorted.map((finding, index) => (
          <List.Item
            key={`${finding.rule}-${finding.field ?? ""}-${index}`}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                variant="light"
                color={finding.severity === "error" ? "red" : "yellow"}
                aria-label={t(`review.findings.${finding.severity}`)}
              >
                {finding.severity === "error" ? <IconCircleX size={13} /> : <IconInfoCircle size={13} />}
              </ThemeIcon>
            }
          >
            <Text fz="sm" span>
              {complianceFindingText(finding, t)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
