import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTimeLong } from "../lib/calendarDate.ts";
import { formatRelativeTime } from "../lib/relativeTime.ts";
import { useTickingNow } from "../ui/useTickingNow.ts";

export interface ClientBlockBannerProps {
  /** The block is in force (shown to those it does not stop); else it is scheduled. */
  isActive: boolean;
  companyName: string;
  startsAt: Date;
  reason: string | null | undefined;
}

/** The block banner above the page (spec §4): a danger banner for super admins and verifying
 * accountants while a block is in force, else a warning with the time left. */
export function ClientBlockBanner({ isActive, companyName, startsAt, reason }: ClientBlockBannerProps) {
  const { t, i18n } = useTranslation();
  const now = useTickingNow(60_000);
  const dateTime = formatDateTimeLong(startsAt, i18n.language);
  return (
    <Alert
      role={isActive ? "alert" : "status"}
      radius={0}
      py={10}
      color={isActive ? "red" : "yellow"}
      variant={isActive ? "filled" : "light"}
      icon={isActive ? <IconLock size={18} /> : <IconAlertTriangle size={18} />}
    >
      <Text fz="sm" fw={600}>
        {isActive
          ? t("shell.block.activeBanner", { company: companyName, date: dateTime })
          : t("shell.block.scheduledBanner", {
              company: companyName,
              timeLeft: formatRelativeTime(startsAt, now, i18n.language),
              date: dateTime,
            })}
      </Text>
      {reason ? (
        <Text fz="sm" mt={2}>
          {t("shell.block.reason", { reason })}
        </Text>
      ) : null}
    </Alert>
  );
}
