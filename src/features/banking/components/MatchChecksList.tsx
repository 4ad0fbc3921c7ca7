import { Group, List, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type CheckInvoiceContext, explainCheck } from "../lib/checkExplanation.ts";
import { type MatchCheck, scorePercent } from "../lib/matchChecks.ts";

export interface MatchChecksListProps {
  checks: readonly MatchCheck[];
  invoice: CheckInvoiceContext;
}

/** The checks behind a match: passed or not, the check's score and what it found. */
export function MatchChecksList({ checks, invoice }: MatchChecksListProps) {
  const { t, i18n } = useTranslation();
  if (checks.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        {t("banking.checks.none")}
      </Text>
    );
  }
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label={t("banking.checks.label")}>
      {checks.map((check, index) => (
        <List.Item key={`${check.check}-${index}`}>
          <Group gap={8} wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={18}
              radius="xl"
              variant="light"
              color={check.passed ? "teal" : "gray"}
              aria-label={check.passed ? t("banking.checks.passed") : t("banking.checks.failed")}
              role="img"
              style={{ flex: "none", marginTop: 1 }}
            >
              {check.passed ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={500}>
                {t(`banking.checks.names.${check.check}`)}{" "}
                <Text span fz="xs" c="dimmed" fw={400}>
                  {t("banking.checks.score", { percent: scorePercent(check.score) ?? 0 })}
                </Text>
              </Text>
              <Text fz="sm" c={check.passed ? undefined : "dimmed"}>
                {explainCheck(check, invoice, t, i18n.language)}
              </Text>
            </div>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
