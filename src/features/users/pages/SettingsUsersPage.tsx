import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { SettingsUsersPageQuery } from "../../../__generated__/SettingsUsersPageQuery.graphql.ts";
import { PendingInvitations } from "../components/PendingInvitations.tsx";

export const settingsUsersPageQuery = graphql`
  query SettingsUsersPageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      brandNameOrName
      currentUserHasAdminAccess
      ...PendingInvitations_clientCompany
    }
  }
`;

export interface SettingsUsersPageProps {
  queryRef: PreloadedQuery<SettingsUsersPageQuery>;
}

/** The company's users settings (admins): the invitations that wait for an answer. */
export function SettingsUsersPage({ queryRef }: SettingsUsersPageProps) {
  const { t } = useTranslation();
  const { clientCompany } = usePreloadedQuery<SettingsUsersPageQuery>(settingsUsersPageQuery, queryRef);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("users.settingsPage.title")}
      </Title>
      {clientCompany?.currentUserHasAdminAccess ? (
        <>
          <Text c="dimmed">{t("users.settingsPage.description", { company: clientCompany.brandNameOrName })}</Text>
          <PendingInvitations clientCompany={clientCompany} />
        </>
      ) : (
        <Text>{t("users.settingsPage.adminsOnly")}</Text>
      )}
    </Stack>
  );
}
