import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format.ts";

export interface UsageMeterProps {
  label: string;
  count: number;
  /** The licensed number; null: not limited. */
  licensed: number | null;
}

/** One usage figure against its licensed number: a bar, red once over the licence. */
export function UsageMeter({ label, count, licensed }: UsageMeterProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const isOver = licensed !== null && count > licensed;
  const value =
    licensed === null ? 0 : licensed === 0 ? (count > 0 ? 100 : 0) : Math.min(100, (count / licensed) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={500}>
          {label}
        </Text>
        <Text
          fz="sm"
          c={isOver ? "red" : undefined}
          fw={isOver ? 600 : undefined}
          style={{ fontVariantNumeric: "tabular-nums" }}
        >
          {licensed === null
            ? t("settingsLicense.usage.notLimited", { value: formatCount(count, lang) })
            : t("settingsLicense.usage.ofLicensed", {
                value: formatCount(count, lang),
                licensed: formatCount(licensed, lang),
              })}
        </Text>
      </Group>
      {licensed !== null ? (
        <Progress value={value} color={isOver ? "red" : "blue"} size="sm" aria-label={label} />
      ) : null}
      {isOver ? (
        <Text fz="xs" c="red">
          {t("settingsLicense.usage.overLimit", { over: formatCount(count - licensed, lang) })}
        </Text>
      ) : null}
    </Stack>
  );
}
