import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconUserEdit, IconUserMinus } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { AccessMemberDetailPageQuery } from "../../../__generated__/AccessMemberDetailPageQuery.graphql.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { peoplePaths } from "../../settings-people/index.ts";
import { SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { MemberForm } from "../components/MemberForm.tsx";
import { MemberName } from "../components/MemberLabels.tsx";
import { memberFormValuesOf, type MemberFormValues, toMemberInput } from "../forms/memberFormSchema.ts";
import { accessPaths } from "../lib/paths.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useRemoveMemberMutation, useUpdateMemberMutation } from "../mutations/accessMutations.ts";

const K = "settingsAccess";

export const accessMemberDetailPageQuery = graphql`
  query AccessMemberDetailPageQuery($clientCompanyRowId: UUID!, $clientCompanyUserRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      currentUserHasAdminAccess
      sortedDocumentCategories(first: 500) {
        nodes {
          rowId
          name
          documentType
        }
      }
      documentWorkflows(first: 200) {
        nodes {
          rowId
          name
          sortedSteps {
            rowId
            name
          }
        }
      }
    }
    clientCompanyUser(rowId: $clientCompanyUserRowId) {
      id
      rowId
      clientCompanyRowId
      roleName
      documentAccountingTabAccess
      approverLimit
      isCurrentUser
      documentFilterHasWorkflowStep
      documentFilterHasApprovalRequest
      workflowStepRowIds
      documentCategoryAccesses(first: 1000) {
        totalCount
        nodes {
          id
          documentCategoryRowId
        }
      }
      documentWorkflowAccesses(first: 1000) {
        nodes {
          id
          documentWorkflowRowId
        }
      }
      userRowId
      user {
        fullName
        email
        isSuperAdmin
        isExternal
        isExternalPublicLink
      }
    }
  }
`;

export interface AccessMemberDetailPageProps {
  queryRef: PreloadedQuery<AccessMemberDetailPageQuery>;
}

/** Settings → company → users → access → one member (admins): role and grants, the documents
 * they see, their workflows and steps; removing them (never the company's last admin). */
export function AccessMemberDetailPage({ queryRef }: AccessMemberDetailPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const data = usePreloadedQuery<AccessMemberDetailPageQuery>(accessMemberDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const member = data.clientCompanyUser;
  const name = member?.user ? member.user.fullName || member.user.email : "";
  usePageTitle(name || t(`${K}.title`));
  const [commitUpdate] = useUpdateMemberMutation();
  const [commitRemove, isRemoving] = useRemoveMemberMutation();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const defaultValues = useMemo(() => (member ? memberFormValuesOf(member) : null), [member]);
  if (!company?.currentUserHasAdminAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  const paths = accessPaths(company.rowId);
  if (!member || !defaultValues || member.clientCompanyRowId !== company.rowId) {
    return (
      <SettingsNotFound back={{ href: paths.list(), label: t(`${K}.backToList`) }} description={t(`${K}.notFound`)} />
    );
  }
  const categories = company.sortedDocumentCategories.nodes.map((c) => ({
    rowId: c.rowId,
    name: c.name,
    group: t(`${K}.documentTypes.${c.documentType as "INCOMING_INVOICE"}`, { defaultValue: c.documentType }),
  }));
  const workflows = company.documentWorkflows.nodes
    .map((w) => ({ rowId: w.rowId, name: w.name, steps: w.sortedSteps }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const save = async (values: MemberFormValues) => {
    await commitAsPromise(commitUpdate, { input: toMemberInput(member.rowId, values) });
    notifications.show({ color: "teal", message: t(`${K}.detail.saved`) });
  };
  const remove = async () => {
    setRemoveError(null);
    try {
      await commitAsPromise(commitRemove, { input: { clientCompanyUserRowId: member.rowId } });
      setConfirming(false);
      notifications.show({ color: "teal", message: t(`${K}.remove.removed`, { name }) });
      await router.navigate({ href: paths.list() });
    } catch (refusal) {
      setConfirming(false);
      setRemoveError(refusalText(refusal, refusalKeyOf, t));
    }
  };

  return (
    <SettingsPageFrame
      title={member.user ? <MemberName user={member.user} isCurrentUser={member.isCurrentUser} /> : name}
      description={member.user?.email}
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
      actions={
        <>
          {member.user ? (
            <HrefButton
              href={peoplePaths(company.rowId).user(member.userRowId)}
              variant="default"
              leftSection={<IconUserEdit size={18} />}
            >
              {t(`${K}.detail.editUser`)}
            </HrefButton>
          ) : null}
          <Button
            variant="default"
            color="red"
            leftSection={<IconUserMinus size={18} />}
            onClick={() => setConfirming(true)}
          >
            {t(`${K}.remove.button`)}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <FormErrorAlert message={removeError} onClose={() => setRemoveError(null)} />
        <MemberForm
          key={member.rowId}
          defaultValues={defaultValues}
          categories={categories}
          workflows={workflows}
          save={save}
          cancelHref={paths.list()}
        />
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(`${K}.remove.title`)} centered>
        <Stack gap="md">
          <Text fz="sm">{t(`${K}.remove.text`, { name, company: company.brandNameOrName ?? "" })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(`${K}.remove.cancel`)}
            </Button>
            <Button color="red" loading={isRemoving} onClick={() => void remove()}>
              {t(`${K}.remove.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsPageFrame>
  );
}
