import { Alert, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../lib/calendarDate.ts";

/** GoBD: an invoice exported for booking is locked (amounts, dates, partner, accounting) until
 * its export is undone; the database refuses changes with DOCUMENT_EXPORTED_LOCKED. */
export function ExportLockNotice({ exportedForBookingAt }: { exportedForBookingAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} />}
      title={t("documentReview.exportLock.title")}
      data-testid="export-lock-notice"
    >
      <Text fz="sm">
        {t("documentReview.exportLock.text", { date: formatDateTime(exportedForBookingAt, i18n.language) })}
      </Text>
    </Alert>
  );
}
