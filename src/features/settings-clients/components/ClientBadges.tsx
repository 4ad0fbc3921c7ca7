import { Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { toIsoDate } from "../../../lib/calendarDate.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";

const K = "settingsClients";

/** A badge in a narrow table cell keeps its whole text (the cell grows, the label never cuts). */
const WHOLE_LABEL = { root: { flexShrink: 0 }, label: { overflow: "visible" } } as const;

const STATUS_COLORS: Record<string, string> = { ACTIVE: "teal", DEMO: "grape", TRIAL: "blue", INACTIVE: "gray" };
const KNOWN_STATUSES = new Set(Object.keys(STATUS_COLORS));

/** The client's status (ACTIVE, DEMO, TRIAL, INACTIVE). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = KNOWN_STATUSES.has(status) ? (status as "ACTIVE" | "DEMO" | "TRIAL" | "INACTIVE") : null;
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"} radius="sm" styles={WHOLE_LABEL}>
      {known ? t(`${K}.status.${known}`) : t(`${K}.status.unknown`)}
    </Badge>
  );
}

/** The block state: nothing, scheduled (from when) or active. */
export function BlockBadge({ state, startsAt }: { state: string; startsAt: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (state === "ACTIVE")
    return (
      <Badge variant="filled" color="red" radius="sm" styles={WHOLE_LABEL}>
        {t(`${K}.block.active`)}
      </Badge>
    );
  if (state === "SCHEDULED")
    return (
      <Badge
        variant="light"
        color="orange"
        radius="sm"
        styles={WHOLE_LABEL}
        title={formatDateTime(startsAt, i18n.language)}
      >
        {t(`${K}.block.scheduledFrom`, {
          date: startsAt ? formatDate(toIsoDate(new Date(startsAt)), i18n.language) : "",
        })}
      </Badge>
    );
  return (
    <Text span c="dimmed" fz="sm">
      {t(`${K}.block.none`)}
    </Text>
  );
}
