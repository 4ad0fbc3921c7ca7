import { Button, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from "react-relay";
import type { UserGroupDetailPage_userGroup$key } from "../../../__generated__/UserGroupDetailPage_userGroup.graphql.ts";
import type { UserGroupDetailPageQuery } from "../../../__generated__/UserGroupDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/calendarDate.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { PeopleFeatureOff, PeopleForbidden, PeopleNotFound } from "../components/PeopleMessages.tsx";
import { UserGroupForm } from "../components/UserGroupForm.tsx";
import { useMemberOptions } from "../components/useMemberOptions.ts";
import { toUserGroupInput, type UserGroupFormValues, userGroupFormValuesOf } from "../forms/userGroupFormSchema.ts";
import { peoplePaths } from "../lib/peoplePaths.ts";
import { useDeleteUserGroupMutation } from "../mutations/useDeleteUserGroupMutation.ts";
import { useUpdateUserGroupMutation } from "../mutations/useUpdateUserGroupMutation.ts";

const K = "settingsPeople";

export const userGroupDetailPageQuery = graphql`
  query UserGroupDetailPageQuery($clientCompanyRowId: UUID!, $userGroupRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        userGroup
      }
      ...UserGroupMembersOptions_clientCompany
    }
    userGroup(rowId: $userGroupRowId) {
      ...UserGroupDetailPage_userGroup
    }
  }
`;

export interface UserGroupDetailPageProps {
  queryRef: PreloadedQuery<UserGroupDetailPageQuery>;
}

/** Settings → company → users → one user group: renamed, members changed, deleted. */
export function UserGroupDetailPage({ queryRef }: UserGroupDetailPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const data = usePreloadedQuery<UserGroupDetailPageQuery>(userGroupDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const group = useFragment<UserGroupDetailPage_userGroup$key>(
    graphql`
      fragment UserGroupDetailPage_userGroup on UserGroup {
        id
        rowId
        clientCompanyRowId
        name
        updatedAt
        users(first: 1000) {
          totalCount
          nodes {
            id
            rowId
          }
        }
      }
    `,
    data.userGroup,
  );
  usePageTitle(group?.name ?? t(`${K}.userGroups.title`));
  const members = useMemberOptions(company);
  const [commitUpdate] = useUpdateUserGroupMutation();
  const [commitDelete, isDeleting] = useDeleteUserGroupMutation();
  const [isConfirming, setConfirming] = useState(false);
  const defaultValues = useMemo(() => (group ? userGroupFormValuesOf(group) : null), [group]);
  if (!company?.currentUserHasAdminAccess) return <PeopleForbidden />;
  if (!company.featureFlags?.userGroup) return <PeopleFeatureOff />;
  const paths = peoplePaths(company.rowId);
  if (!group || !defaultValues || group.clientCompanyRowId !== company.rowId) {
    return <PeopleNotFound backHref={paths.userGroups()} backLabel={t(`${K}.userGroups.backToList`)} />;
  }
  const save = async (values: UserGroupFormValues) => {
    const response = await commitAsPromise(commitUpdate, {
      input: { userGroupRowId: group.rowId, ...toUserGroupInput(values) },
    });
    changedRow(response.updateUserGroup?.result);
    notifications.show({ color: "teal", message: t(`${K}.saved`) });
  };
  const remove = () =>
    commitDelete({
      variables: { input: { userGroupRowId: group.rowId } },
      onCompleted: () => {
        setConfirming(false);
        notifications.show({ color: "teal", message: t(`${K}.userGroups.deleted`, { name: group.name }) });
        void navigate({ to: paths.userGroups() });
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({ color: "red", message: errorText(error) });
      },
    });
  return (
    <SettingsPageFrame
      title={group.name}
      description={
        <Text span c="dimmed">
          {t(`${K}.userGroups.memberCount`, { count: group.users.totalCount })}
          {" · "}
          {t(`${K}.updatedAt`, { date: formatDateTime(group.updatedAt, i18n.language) })}
        </Text>
      }
      back={{ href: paths.userGroups(), label: t(`${K}.userGroups.backToList`) }}
      actions={
        <Button variant="default" color="red" leftSection={<IconTrash size={18} />} onClick={() => setConfirming(true)}>
          {t(`${K}.userGroups.delete`)}
        </Button>
      }
    >
      <UserGroupForm
        key={group.rowId}
        defaultValues={defaultValues}
        members={members}
        save={save}
        submitLabel={t(`${K}.save`)}
        cancelHref={paths.userGroups()}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t(`${K}.userGroups.deleteTitle`)}
        confirmLabel={t(`${K}.userGroups.delete`)}
        isBusy={isDeleting}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        {t(`${K}.userGroups.deleteText`, { name: group.name })}
      </ConfirmDialog>
    </SettingsPageFrame>
  );
}
