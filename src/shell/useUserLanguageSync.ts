import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, setLanguage } from "../i18n/i18n.ts";

/** Adopts the signed-in user's stored language once per user (it follows them from device
 * to device); later switches in the user menu update both. */
export function useUserLanguageSync(user: { rowId: string; language: string } | null): void {
  const { i18n } = useTranslation();
  const syncedUser = useRef<string | null>(null);
  useEffect(() => {
    if (!user || syncedUser.current === user.rowId) return;
    syncedUser.current = user.rowId;
    if (isLanguage(user.language) && user.language !== i18n.language) void setLanguage(user.language);
  }, [user, i18n]);
}
