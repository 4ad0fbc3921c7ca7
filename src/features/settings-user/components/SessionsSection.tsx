import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDevices } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { SessionsSection_user$key } from "../../../__generated__/SessionsSection_user.graphql.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { accountErrorMessage } from "../lib/accountErrorMessage.ts";
import { useSignOutOtherSessionsMutation } from "../mutations/useSignOutOtherSessionsMutation.ts";
import { SettingsSection } from "./SettingsSection.tsx";

export interface SessionsSectionProps {
  user: SessionsSection_user$key;
  /** A super admin acting as the user may not end the user's sessions. */
  isImpersonated: boolean;
}

/** "Angemeldete Sitzungen": how many other devices are signed in, and ending them. */
export function SessionsSection(props: SessionsSectionProps) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment SessionsSection_user on User {
        otherSessionsCount
      }
    `,
    props.user,
  );
  const [commit, isBusy] = useSignOutOtherSessionsMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const errorBoxLabels = useErrorBoxLabels();
  const count = user.otherSessionsCount ?? 0;

  const signOutOthers = () => {
    setErrors([]);
    commit({
      variables: {},
      onCompleted: (response) => {
        const signedOut = response.signOutOtherSessions?.signedOutCount ?? 0;
        notifications.show({ color: "teal", message: t("settingsUser.sessions.signedOut", { count: signedOut }) });
      },
      onError: (error) => setErrors([accountErrorMessage(error, t)]),
    });
  };

  return (
    <SettingsSection title={t("settingsUser.sessions.title")}>
      <Stack gap="md">
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        <Group justify="space-between" gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconDevices size={22} stroke={1.6} aria-hidden />
            <Text fz="sm">{t("settingsUser.sessions.otherCount", { count })}</Text>
          </Group>
          <Button
            variant="light"
            color="red"
            onClick={signOutOthers}
            loading={isBusy}
            disabled={count === 0 || props.isImpersonated}
          >
            {t("settingsUser.sessions.signOutOthers")}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
