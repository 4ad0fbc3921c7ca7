import { Button, Code, Group, List, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { confirmTotpFormSchema, type ConfirmTotpFormValues } from "../forms/totpFormSchemas.ts";
import { accountErrorMessage } from "../lib/accountErrorMessage.ts";
import { fieldErrorText } from "../lib/fieldErrorText.ts";
import { formatTotpSecret } from "../lib/formatTotpSecret.ts";
import { useConfirmTotpEnrolmentMutation } from "../mutations/useConfirmTotpEnrolmentMutation.ts";
import { TotpQrCode } from "./TotpQrCode.tsx";

export interface TotpEnrolmentProps {
  secret: string;
  otpauthUri: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Scan (or type) the new secret, then confirm it with the app's current code. */
export function TotpEnrolment({ secret, otpauthUri, onDone, onCancel }: TotpEnrolmentProps) {
  const { t } = useTranslation();
  const [commit, isConfirming] = useConfirmTotpEnrolmentMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const errorBoxLabels = useErrorBoxLabels();
  const {
    register,
    handleSubmit,
    formState: { errors: fieldErrors },
  } = useForm<ConfirmTotpFormValues, unknown, { currentPassword: string; code: string }>({
    resolver: zodResolver(confirmTotpFormSchema),
    mode: "onTouched",
    defaultValues: { currentPassword: "", code: "" },
  });

  const confirm = (input: { currentPassword: string; code: string }) => {
    setErrors([]);
    commit({
      variables: { input },
      onCompleted: () => {
        notifications.show({ color: "teal", message: t("settingsUser.twoFactor.enabled") });
        onDone();
      },
      onError: (error) => setErrors([accountErrorMessage(error, t)]),
    });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(confirm)(event)} noValidate>
      <Stack gap="md">
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        <Group align="flex-start" gap="xl" wrap="wrap">
          <TotpQrCode value={otpauthUri} label={t("settingsUser.twoFactor.qrCodeLabel")} />
          <Stack gap="sm" style={{ flex: "1 1 280px" }}>
            <List type="ordered" size="sm" spacing={6}>
              <List.Item>{t("settingsUser.twoFactor.steps.scan")}</List.Item>
              <List.Item>{t("settingsUser.twoFactor.steps.enterCode")}</List.Item>
            </List>
            <Stack gap={4}>
              <Text fz="xs" c="dimmed">
                {t("settingsUser.twoFactor.manualEntry")}
              </Text>
              <Code
                data-testid="totp-secret"
                fz="sm"
                px="sm"
                py={6}
                style={{ letterSpacing: "0.08em", alignSelf: "flex-start", userSelect: "all" }}
              >
                {formatTotpSecret(secret)}
              </Code>
            </Stack>
            <PasswordInput
              label={t("settingsUser.password.current")}
              autoComplete="current-password"
              maw={320}
              withAsterisk
              {...register("currentPassword")}
              error={fieldErrorText(t, fieldErrors.currentPassword?.message)}
            />
            <TextInput
              label={t("settingsUser.twoFactor.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              maw={180}
              withAsterisk
              {...register("code")}
              error={fieldErrorText(t, fieldErrors.code?.message)}
            />
            <Group gap="sm">
              <Button type="submit" loading={isConfirming}>
                {t("settingsUser.twoFactor.confirm")}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={isConfirming}>
                {t("settingsUser.twoFactor.cancel")}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </form>
  );
}
