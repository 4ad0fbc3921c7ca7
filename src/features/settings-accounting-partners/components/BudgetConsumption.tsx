import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDecimal, formatMoney } from "../../../lib/format.ts";
import { budgetConsumption } from "../lib/budget.ts";

const K = "settingsAccountingPartners";

export interface BudgetConsumptionBarProps {
  budget: string | null | undefined;
  assigned: string;
  currency: string;
}

/** A cost unit's budget consumption: the bar, "used of budget (percent)" and, over budget,
 * the excess in red. */
export function BudgetConsumptionBar({ budget, assigned, currency }: BudgetConsumptionBarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (budget === null || budget === undefined || budget === "") {
    return (
      <Text fz="sm" c="dimmed">
        {t(`${K}.costUnits.noBudget`, { used: formatMoney(assigned, currency, language) })}
      </Text>
    );
  }
  const consumption = budgetConsumption(budget, assigned);
  const over = consumption.excess !== null;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm" fw={500}>
          {t(`${K}.costUnits.consumption`)}
        </Text>
        <Text fz="sm" c={over ? "red.7" : undefined} style={{ fontVariantNumeric: "tabular-nums" }}>
          {t(`${K}.costUnits.consumptionOf`, {
            used: formatMoney(assigned, currency, language),
            budget: formatMoney(budget, currency, language),
            percent: consumption.percent === null ? "–" : `${formatDecimal(consumption.percent, language, 1)}\u00a0%`,
          })}
        </Text>
      </Group>
      <Progress
        value={consumption.barValue}
        color={over ? "red" : consumption.barValue >= 90 ? "orange" : "teal"}
        size="lg"
        radius="sm"
        aria-label={t(`${K}.costUnits.consumption`)}
      />
      {over ? (
        <Text fz="sm" fw={600} c="red.7" role="status">
          {t(`${K}.costUnits.overBudgetBy`, { amount: formatMoney(consumption.excess, currency, language) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The consumption in a list cell: "112,5 %" (red over budget) or a dash without budget. */
export function ConsumptionCell({ budget, assigned }: { budget: string | null | undefined; assigned: string }) {
  const { i18n } = useTranslation();
  const consumption = budgetConsumption(budget, assigned);
  if (consumption.percent === null && consumption.excess === null) {
    return (
      <Text span fz="sm" c="dimmed">
        –
      </Text>
    );
  }
  const over = consumption.excess !== null;
  return (
    <Group gap={8} wrap="nowrap" justify="flex-end">
      <Progress value={consumption.barValue} color={over ? "red" : "teal"} size="sm" w={64} aria-hidden />
      <Text span fz="sm" c={over ? "red.7" : undefined} fw={over ? 600 : undefined}>
        {consumption.percent === null ? "–" : `${formatDecimal(consumption.percent, i18n.language, 1)}\u00a0%`}
      </Text>
    </Group>
  );
}
