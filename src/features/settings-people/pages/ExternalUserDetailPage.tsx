import { Anchor, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLinkOff } from "@tabler/icons-react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ExternalUserDetailPageQuery } from "../../../__generated__/ExternalUserDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/calendarDate.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { UserTypeBadge } from "../../../ui/UserTypeBadge.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { OtherUserSection } from "../components/OtherUserSection.tsx";
import { PeopleForbidden, PeopleNotFound } from "../components/PeopleMessages.tsx";
import { documentPath, peoplePaths } from "../lib/peoplePaths.ts";
import { useRevokeExternalShareMutation } from "../mutations/useRevokeExternalShareMutation.ts";
import { useRevokeUserDocumentSharesMutation } from "../mutations/useRevokeUserDocumentSharesMutation.ts";

const K = "settingsPeople";

export const externalUserDetailPageQuery = graphql`
  query ExternalUserDetailPageQuery($clientCompanyRowId: UUID!, $userRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
    }
    assistantChat: featureByName(name: "ASSISTANT_CHAT") {
      rowId
    }
    user(rowId: $userRowId) {
      id
      rowId
      fullName
      email
      isSuperAdmin
      isExternal
      isExternalPublicLink
      documentSharesIn(clientCompanyRowId: $clientCompanyRowId, first: 500) {
        totalCount
        nodes {
          id
          rowId
          createdAt
          sharedBy {
            fullName
            email
          }
          document {
            rowId
            derivedTitle
          }
        }
      }
      ...OtherUserSection_user @arguments(clientCompanyRowId: $clientCompanyRowId)
    }
  }
`;

export interface ExternalUserDetailPageProps {
  queryRef: PreloadedQuery<ExternalUserDetailPageQuery>;
}

/** Settings → company → users → one external user (admins): which of the company's documents
 * they hold, each share revoked on its own or all at once (their access ends at once), and
 * their details. */
export function ExternalUserDetailPage({ queryRef }: ExternalUserDetailPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const router = useRouter();
  const data = usePreloadedQuery<ExternalUserDetailPageQuery>(externalUserDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const user = data.user;
  const name = user ? (user.isExternalPublicLink ? t(`${K}.publicLink`) : user.fullName || user.email) : "";
  usePageTitle(name || t(`${K}.externalUsers.title`));
  const [commitRevoke, isRevoking] = useRevokeExternalShareMutation();
  const [commitRevokeAll, isRevokingAll] = useRevokeUserDocumentSharesMutation();
  const [confirm, setConfirm] = useState<{ shareRowId: string; title: string } | "all" | null>(null);
  if (!company?.currentUserHasAdminAccess) return <PeopleForbidden />;
  const paths = peoplePaths(company.rowId);
  if (!user?.isExternal) {
    return <PeopleNotFound backHref={paths.externalUsers()} backLabel={t(`${K}.externalUsers.backToList`)} />;
  }
  const shares = user.documentSharesIn.nodes;
  const done = (message: string) => {
    setConfirm(null);
    notifications.show({ color: "teal", message });
    // The page's query again: the list of shares as the database now has it.
    void router.invalidate();
  };
  const failed = (error: Error) => {
    setConfirm(null);
    notifications.show({ color: "red", message: errorText(error) });
  };
  const revoke = () => {
    if (confirm === "all") {
      commitRevokeAll({
        variables: { input: { clientCompanyRowId: company.rowId, userRowId: user.rowId } },
        onCompleted: (response) =>
          done(t(`${K}.shares.revokedAll`, { count: response.revokeUserDocumentShares?.result ?? 0 })),
        onError: failed,
      });
    } else if (confirm) {
      commitRevoke({
        variables: { input: { shareRowId: confirm.shareRowId } },
        onCompleted: () => done(t(`${K}.shares.revoked`, { title: confirm.title })),
        onError: failed,
      });
    }
  };

  return (
    <SettingsPageFrame
      title={
        <Group gap="xs" component="span">
          {name}
          <UserTypeBadge isSuperAdmin={user.isSuperAdmin} isExternal isExternalPublicLink={user.isExternalPublicLink} />
        </Group>
      }
      description={t(`${K}.shares.lead`, { count: user.documentSharesIn.totalCount })}
      back={{ href: paths.externalUsers(), label: t(`${K}.externalUsers.backToList`) }}
      actions={
        shares.length > 0 ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconLinkOff size={18} />}
            onClick={() => setConfirm("all")}
          >
            {t(`${K}.shares.revokeAll`)}
          </Button>
        ) : null
      }
    >
      <Paper withBorder radius="md" component="section" aria-label={t(`${K}.shares.title`)}>
        <Stack gap={0}>
          <Title order={2} size="h4" px="md" pt="md" pb="xs">
            {t(`${K}.shares.title`)}
          </Title>
          {shares.length === 0 ? (
            <Text c="dimmed" fz="sm" px="md" pb="md">
              {t(`${K}.shares.none`)}
            </Text>
          ) : (
            <Table verticalSpacing={6} highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${K}.columns.document`)}</Table.Th>
                  <Table.Th>{t(`${K}.columns.sharedBy`)}</Table.Th>
                  <Table.Th>{t(`${K}.columns.sharedAt`)}</Table.Th>
                  <Table.Th w={140}>
                    <VisuallyHidden>{t(`${K}.columns.actions`)}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shares.map((share) => {
                  const title = share.document?.derivedTitle || t(`${K}.untitledDocument`);
                  return (
                    <Table.Tr key={share.id}>
                      <Table.Td>
                        {share.document ? (
                          <Anchor href={documentPath(share.document.rowId)} fz="sm">
                            {title}
                          </Anchor>
                        ) : (
                          title
                        )}
                      </Table.Td>
                      <Table.Td fz="sm">
                        {share.sharedBy?.fullName || share.sharedBy?.email || t(`${K}.deletedUser`)}
                      </Table.Td>
                      <Table.Td fz="sm">{formatDateTime(share.createdAt, i18n.language)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t(`${K}.shares.revokeOne`, { title })}
                          onClick={() => setConfirm({ shareRowId: share.rowId, title })}
                        >
                          {t(`${K}.shares.revoke`)}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      <OtherUserSection
        user={user}
        assistantChatFeatureRowId={data.assistantChat?.rowId ?? null}
        onDeleted={() => void navigate({ to: paths.externalUsers() })}
      />
      <ConfirmDialog
        isOpen={confirm !== null}
        title={t(confirm === "all" ? `${K}.shares.revokeAllTitle` : `${K}.shares.revokeTitle`)}
        confirmLabel={t(confirm === "all" ? `${K}.shares.revokeAll` : `${K}.shares.revoke`)}
        isBusy={isRevoking || isRevokingAll}
        onConfirm={revoke}
        onClose={() => setConfirm(null)}
      >
        {confirm === "all"
          ? t(`${K}.shares.revokeAllText`, { name, count: shares.length })
          : t(`${K}.shares.revokeText`, { name, title: confirm?.title ?? "" })}
      </ConfirmDialog>
    </SettingsPageFrame>
  );
}
