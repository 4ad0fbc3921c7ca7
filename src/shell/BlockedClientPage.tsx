import { Card, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment } from "react-relay";
import type { BlockedClientPage_currentUser$key } from "../__generated__/BlockedClientPage_currentUser.graphql.ts";
import { CompanyPicker } from "./CompanyPicker.tsx";
import { usePageTitle } from "../ui/usePageTitle.ts";
import { ButtonLink } from "./links.tsx";
import { formatDateTimeLong } from "../lib/calendarDate.ts";

export interface BlockedClientPageProps {
  currentUser: BlockedClientPage_currentUser$key;
  clientCompanyRowId: string;
  companyName: string;
  startsAt: Date;
  reason: string;
}

/** The full-page blocked-client screen (spec §4: CLIENT_HAS_BEEN_BLOCKED). */
export function BlockedClientPage({
  currentUser,
  clientCompanyRowId,
  companyName,
  startsAt,
  reason,
}: BlockedClientPageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t("shell.block.pageTitle"));
  const user = useFragment(
    graphql`
      fragment BlockedClientPage_currentUser on User {
        isSuperAdmin
        clientCompanyUsers {
          totalCount
        }
        ...CompanyPicker_currentUser
      }
    `,
    currentUser,
  );
  const hasOtherCompanies = user.isSuperAdmin === true || user.clientCompanyUsers.totalCount > 1;
  const dateTime = formatDateTimeLong(startsAt, i18n.language);
  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Card withBorder shadow="sm" padding="xl" maw={560} w="100%">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconLock size={34} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t("shell.block.title")}
          </Title>
          <Text fw={600} fz="lg">
            {companyName}
          </Text>
          <Text c="dimmed">{t("shell.block.description", { date: dateTime })}</Text>
          {reason ? (
            <Card bg="red.0" padding="sm" w="100%" ta="left" radius="md">
              <Text fz="xs" tt="uppercase" fw={700} c="red.8">
                {t("shell.block.reasonLabel")}
              </Text>
              <Text fz="sm">{reason}</Text>
            </Card>
          ) : null}
          <Text fz="sm" c="dimmed">
            {t("shell.block.whatNow")}
          </Text>
          <Stack gap="sm" w="100%" align="center">
            {hasOtherCompanies ? (
              <CompanyPicker currentUser={user} clientCompanyRowId={clientCompanyRowId} isAlwaysPicker />
            ) : null}
            <ButtonLink to="/logout" variant="default" leftSection={<IconLogout size={18} />}>
              {t("shell.userMenu.logout")}
            </ButtonLink>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
}
