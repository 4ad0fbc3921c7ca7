import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { openPopupWindow } from "../ui/openPopupWindow.ts";

/** Opens external flows (bank widget, financing) in a 1280×768 window; tells the user when
 * the browser blocked it. */
export function usePopupWindow(): (url: string, name?: string) => Window | null {
  const { t } = useTranslation();
  return useCallback(
    (url, name) => {
      const opened = openPopupWindow(url, name);
      if (!opened)
        notifications.show({
          color: "orange",
          title: t("shell.popup.blockedTitle"),
          message: t("shell.popup.blocked"),
        });
      return opened;
    },
    [t],
  );
}
