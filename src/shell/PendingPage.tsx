import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown by the router while a route loads; the router waits 1 s (defaultPendingMs) first. */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={t("pending.loading")} />
    </Center>
  );
}
