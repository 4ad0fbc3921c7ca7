import { Stack } from "@mantine/core";
import { IconLogout, IconUserShield } from "@tabler/icons-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";

import { CenteredMessage } from "../ui/CenteredMessage.tsx";
import { usePageTitle } from "../ui/usePageTitle.ts";
import { ButtonLink } from "./links.tsx";
import { SharedWithMeList } from "./SharedWithMeList.tsx";

/** External users may only open shared documents (spec §2.1, §6): this page says so and
 * lists the ones shared with them. */
export function ExternalNotAvailablePage() {
  const { t } = useTranslation();
  usePageTitle(t("shell.external.pageTitle"));
  return (
    <CenteredMessage
      color="gray"
      icon={<IconUserShield size={36} stroke={1.6} />}
      title={t("shell.external.title")}
      description={t("shell.external.description")}
      actions={
        <Stack gap="lg" align="center">
          <Suspense fallback={null}>
            <SharedWithMeList />
          </Suspense>
          <ButtonLink to="/logout" variant="default" leftSection={<IconLogout size={18} />}>
            {t("shell.userMenu.logout")}
          </ButtonLink>
        </Stack>
      }
    />
  );
}
