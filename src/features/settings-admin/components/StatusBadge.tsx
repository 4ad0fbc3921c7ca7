import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = { ACTIVE: "teal", TRIAL: "blue", DEMO: "grape", INACTIVE: "gray" };

/** A client company's status (Active, Trial, Demo, Inactive). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status] ?? "gray"} size="sm" style={{ minWidth: "max-content" }}>
      {t(`settingsAdmin.statuses.${status}` as never)}
    </Badge>
  );
}
