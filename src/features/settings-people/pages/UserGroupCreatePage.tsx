import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { UserGroupCreatePageQuery } from "../../../__generated__/UserGroupCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { PeopleFeatureOff, PeopleForbidden } from "../components/PeopleMessages.tsx";
import { UserGroupForm } from "../components/UserGroupForm.tsx";
import { useMemberOptions } from "../components/useMemberOptions.ts";
import { EMPTY_USER_GROUP, toUserGroupInput, type UserGroupFormValues } from "../forms/userGroupFormSchema.ts";
import { peoplePaths } from "../lib/peoplePaths.ts";
import { useCreateUserGroupMutation } from "../mutations/useCreateUserGroupMutation.ts";

const K = "settingsPeople";

export const userGroupCreatePageQuery = graphql`
  query UserGroupCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        userGroup
      }
      ...UserGroupMembersOptions_clientCompany
    }
  }
`;

export interface UserGroupCreatePageProps {
  queryRef: PreloadedQuery<UserGroupCreatePageQuery>;
}

/** Settings → company → users → user groups → create. */
export function UserGroupCreatePage({ queryRef }: UserGroupCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.userGroups.create`));
  const navigate = useNavigate();
  const data = usePreloadedQuery<UserGroupCreatePageQuery>(userGroupCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateUserGroupMutation();
  const members = useMemberOptions(company);
  if (!company?.currentUserHasAdminAccess) return <PeopleForbidden />;
  if (!company.featureFlags?.userGroup) return <PeopleFeatureOff />;
  const paths = peoplePaths(company.rowId);
  const save = async (values: UserGroupFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: company.rowId, ...toUserGroupInput(values) },
    });
    const group = changedRow(response.createUserGroup?.result);
    notifications.show({ color: "teal", message: t(`${K}.userGroups.created`) });
    await navigate({ to: paths.userGroup(group.rowId) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.userGroups.create`)}
      description={t(`${K}.userGroups.createLead`)}
      back={{ href: paths.userGroups(), label: t(`${K}.userGroups.backToList`) }}
    >
      <UserGroupForm
        isNew
        defaultValues={EMPTY_USER_GROUP}
        members={members}
        save={save}
        submitLabel={t(`${K}.userGroups.create`)}
        cancelHref={paths.userGroups()}
      />
    </SettingsPageFrame>
  );
}
