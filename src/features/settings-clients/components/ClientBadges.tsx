import { Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format.ts";

const K = "settingsClients";

const STATUS_COLORS: Record<string, string> = { ACTIVE: "teal", DEMO: "grape", TRIAL: "blue", INACTIVE: "gray" };
const KNOWN_STATUSES = new Set(Object.keys(STATUS_COLORS));

/** The client's status (ACTIVE, DEMO, TRIAL, INACTIVE). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = KNOWN_STATUSES.has(status) ? (status as "ACTIVE" | "DEMO" | "TRIAL" | "INACTIVE") : null;
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"} radius="sm">
      {known ? t(`${K}.status.${known}`) : t(`${K}.status.unknown`)}
    </Badge>
  );
}

/** The block state: nothing, scheduled (from when) or active. */
export function BlockBadge({ state, startsAt }: { state: string; startsAt: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (state === "ACTIVE")
    return (
      <Badge variant="filled" color="red" radius="sm">
        {t(`${K}.block.active`)}
      </Badge>
    );
  if (state === "SCHEDULED")
    return (
      <Badge variant="light" color="orange" radius="sm" style={{ textTransform: "none" }}>
        {t(`${K}.block.scheduledFrom`, { date: formatDateTime(startsAt, i18n.language) })}
      </Badge>
    );
  return (
    <Text span c="dimmed" fz="sm">
      {t(`${K}.block.none`)}
    </Text>
  );
}
