import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconShieldCheck, IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { TwoFactorSection_user$key } from "../../../__generated__/TwoFactorSection_user.graphql.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { accountErrorMessage } from "../lib/accountErrorMessage.ts";
import { useStartTotpEnrolmentMutation } from "../mutations/useStartTotpEnrolmentMutation.ts";
import { DisableTotpForm } from "./DisableTotpForm.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { TotpEnrolment } from "./TotpEnrolment.tsx";

export interface TwoFactorSectionProps {
  user: TwoFactorSection_user$key;
}

type Step = { kind: "idle" } | { kind: "enrolling"; secret: string; otpauthUri: string } | { kind: "disabling" };

/** "Zwei-Faktor-Anmeldung (TOTP)": set up an authenticator app, or switch it off again. */
export function TwoFactorSection(props: TwoFactorSectionProps) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment TwoFactorSection_user on User {
        isMfaActive: featureActive(name: "MFA")
      }
    `,
    props.user,
  );
  const [startEnrolment, isStarting] = useStartTotpEnrolmentMutation();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [errors, setErrors] = useState<string[]>([]);
  const errorBoxLabels = useErrorBoxLabels();
  const isActive = user.isMfaActive === true;
  const backToIdle = () => setStep({ kind: "idle" });

  const start = () => {
    setErrors([]);
    startEnrolment({
      variables: {},
      onCompleted: (response) => {
        const answer = response.startTotpEnrolment;
        if (!answer) {
          setErrors([t("settingsUser.profile.malformedResponse")]);
          return;
        }
        setStep({ kind: "enrolling", secret: answer.secret, otpauthUri: answer.otpauthUri });
      },
      onError: (error) => setErrors([accountErrorMessage(error, t)]),
    });
  };

  return (
    <SettingsSection
      title={t("settingsUser.twoFactor.title")}
      description={t("settingsUser.twoFactor.description")}
      aside={
        <Badge variant="light" color={isActive ? "teal" : "gray"} size="lg" radius="sm">
          {isActive ? t("settingsUser.twoFactor.statusOn") : t("settingsUser.twoFactor.statusOff")}
        </Badge>
      }
    >
      <Stack gap="md">
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        {step.kind === "enrolling" && !isActive ? (
          <TotpEnrolment secret={step.secret} otpauthUri={step.otpauthUri} onDone={backToIdle} onCancel={backToIdle} />
        ) : step.kind === "disabling" && isActive ? (
          <DisableTotpForm onDone={backToIdle} onCancel={backToIdle} />
        ) : (
          <Group justify="space-between" gap="md">
            <Group gap="sm" wrap="nowrap">
              {isActive ? (
                <IconShieldCheck size={22} stroke={1.6} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : (
                <IconShieldLock size={22} stroke={1.6} aria-hidden />
              )}
              <Text fz="sm">{isActive ? t("settingsUser.twoFactor.onText") : t("settingsUser.twoFactor.offText")}</Text>
            </Group>
            {isActive ? (
              <Button variant="light" color="red" onClick={() => setStep({ kind: "disabling" })}>
                {t("settingsUser.twoFactor.startDisable")}
              </Button>
            ) : (
              <Button onClick={start} loading={isStarting}>
                {t("settingsUser.twoFactor.setUp")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </SettingsSection>
  );
}
