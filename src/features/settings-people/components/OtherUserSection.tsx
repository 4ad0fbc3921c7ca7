import { Alert, Button, Group, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { OtherUserSection_user$key } from "../../../__generated__/OtherUserSection_user.graphql.ts";
import { codeMessageOf } from "../../../relay/errorText.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { ProfileForm } from "../../settings-user/index.ts";
import { deleteUser } from "../lib/deleteUser.ts";
import { useSetUserFeatureActiveMutation } from "../mutations/useSetUserFeatureActiveMutation.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

const K = "settingsPeople.user";

export interface OtherUserSectionProps {
  user: OtherUserSection_user$key;
  /** The assistant-chat switch needs this company to have the assistant chat. */
  assistantChatFeatureRowId: string | null;
  /** After the user was deleted (e.g. back to the list). */
  onDeleted: () => void;
}

/**
 * Another user's form (spec part 1 §2.10, §5, §6), as an admin edits it: the user form itself
 * (one name field for external users, no e-mail for public links, approval notifications only
 * for standard users); for a super admin the assistant-chat switch of a standard user whose
 * company has it, and deleting the user after a confirmation (their documents and comments
 * stay, shown as a deleted user's).
 */
export function OtherUserSection({ user: userKey, assistantChatFeatureRowId, onDeleted }: OtherUserSectionProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const user = useFragment(
    graphql`
      fragment OtherUserSection_user on User @argumentDefinitions(clientCompanyRowId: { type: "UUID!" }) {
        rowId
        fullName
        email
        isExternalPublicLink
        currentUserCanEdit
        currentUserCanDelete
        currentUserCanSetAssistantChat(clientCompanyRowId: $clientCompanyRowId)
        assistantChatActive: featureActive(name: "ASSISTANT_CHAT")
        ...ProfileForm_user
      }
    `,
    userKey,
  );
  const [commitFeature, isSwitching] = useSetUserFeatureActiveMutation();
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const name = user.fullName || (user.isExternalPublicLink ? t("settingsPeople.publicLink") : user.email);

  const switchAssistantChat = (active: boolean) => {
    if (!assistantChatFeatureRowId) return;
    commitFeature({
      variables: { input: { featureRowId: assistantChatFeatureRowId, userRowId: user.rowId, active } },
      onCompleted: () => {
        notifications.show({ color: "teal", message: t(active ? `${K}.assistantChatOn` : `${K}.assistantChatOff`) });
      },
      onError: (error) => {
        notifications.show({ color: "red", message: errorText(error) });
      },
    });
  };

  const remove = async () => {
    setDeleting(true);
    const result = await deleteUser(user.rowId, i18n.language);
    setDeleting(false);
    setConfirming(false);
    if (!result.ok) {
      notifications.show({ color: "red", message: codeMessageOf(result.code, t, result.params) });
      return;
    }
    notifications.show({ color: "teal", message: t(`${K}.deleted`, { name }) });
    onDeleted();
  };

  if (!user.currentUserCanEdit) {
    return (
      <Alert color="gray" variant="light">
        {t(`${K}.readOnly`)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <ProfileForm user={user} isOtherUser>
        {user.currentUserCanSetAssistantChat && assistantChatFeatureRowId ? (
          <Switch
            label={t(`${K}.assistantChat`)}
            description={t(`${K}.assistantChatHint`)}
            checked={user.assistantChatActive === true}
            disabled={isSwitching}
            onChange={(event) => switchAssistantChat(event.currentTarget.checked)}
          />
        ) : null}
      </ProfileForm>
      {user.currentUserCanDelete ? (
        <Group justify="space-between" gap="md" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {t(`${K}.deleteHint`)}
          </Text>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setConfirming(true)}
            style={{ flexShrink: 0 }}
          >
            {t(`${K}.delete`)}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t(`${K}.deleteTitle`)}
        confirmLabel={t(`${K}.delete`)}
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        {t(`${K}.deleteConfirmation`, { name })}
      </ConfirmDialog>
    </Stack>
  );
}
