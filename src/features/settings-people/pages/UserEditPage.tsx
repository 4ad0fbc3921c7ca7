import { Group } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { UserEditPageQuery } from "../../../__generated__/UserEditPageQuery.graphql.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { UserTypeBadge } from "../../../ui/UserTypeBadge.tsx";
import { OtherUserSection } from "../components/OtherUserSection.tsx";
import { PeopleForbidden, PeopleNotFound } from "../components/PeopleMessages.tsx";
import { peoplePaths } from "../lib/peoplePaths.ts";

const K = "settingsPeople";

export const userEditPageQuery = graphql`
  query UserEditPageQuery($clientCompanyRowId: UUID!, $userRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
    }
    assistantChat: featureByName(name: "ASSISTANT_CHAT") {
      rowId
    }
    user(rowId: $userRowId) {
      rowId
      fullName
      email
      isSuperAdmin
      isExternal
      isExternalPublicLink
      ...OtherUserSection_user @arguments(clientCompanyRowId: $clientCompanyRowId)
    }
  }
`;

export interface UserEditPageProps {
  queryRef: PreloadedQuery<UserEditPageQuery>;
}

/** Settings → company → users → another user's details (spec part 1 §2.10, userByRowId): for
 * the company's admins and super admins; the member pages link here. */
export function UserEditPage({ queryRef }: UserEditPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<UserEditPageQuery>(userEditPageQuery, queryRef);
  const company = data.clientCompany;
  const user = data.user;
  const name = user ? (user.isExternalPublicLink ? t(`${K}.publicLink`) : user.fullName || user.email) : "";
  usePageTitle(name || t(`${K}.user.title`));
  if (!company?.currentUserHasAdminAccess) return <PeopleForbidden />;
  const paths = peoplePaths(company.rowId);
  const back = `/settings/${company.rowId}/company/users/access?clientCompanyRowId=${company.rowId}`;
  if (!user) return <PeopleNotFound backHref={back} backLabel={t(`${K}.user.backToUsers`)} />;
  return (
    <SettingsPageFrame
      title={
        <Group gap="xs" component="span">
          {name}
          <UserTypeBadge
            showStandard
            isSuperAdmin={user.isSuperAdmin}
            isExternal={user.isExternal}
            isExternalPublicLink={user.isExternalPublicLink}
          />
        </Group>
      }
      description={user.isExternalPublicLink ? null : user.email}
      back={{ href: back, label: t(`${K}.user.backToUsers`) }}
    >
      <OtherUserSection
        user={user}
        assistantChatFeatureRowId={data.assistantChat?.rowId ?? null}
        onDeleted={() => void navigate({ href: user.isExternal ? paths.externalUsers() : back })}
      />
    </SettingsPageFrame>
  );
}
