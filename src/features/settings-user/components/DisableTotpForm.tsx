import { Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { disableTotpFormSchema, type DisableTotpFormValues } from "../forms/totpFormSchemas.ts";
import { accountErrorMessage } from "../lib/accountErrorMessage.ts";
import { fieldErrorText } from "../lib/fieldErrorText.ts";
import { useDisableTotpMutation } from "../mutations/useDisableTotpMutation.ts";

export interface DisableTotpFormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Switching two-factor sign-in off needs the current password and a current code. */
export function DisableTotpForm({ onDone, onCancel }: DisableTotpFormProps) {
  const { t } = useTranslation();
  const [commit, isBusy] = useDisableTotpMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const errorBoxLabels = useErrorBoxLabels();
  const {
    register,
    handleSubmit,
    formState: { errors: fieldErrors },
  } = useForm<DisableTotpFormValues, unknown, { currentPassword: string; code: string }>({
    resolver: zodResolver(disableTotpFormSchema),
    mode: "onTouched",
    defaultValues: { currentPassword: "", code: "" },
  });

  const disable = (input: { currentPassword: string; code: string }) => {
    setErrors([]);
    commit({
      variables: { input },
      onCompleted: () => {
        notifications.show({ color: "teal", message: t("settingsUser.twoFactor.disabled") });
        onDone();
      },
      onError: (error) => setErrors([accountErrorMessage(error, t)]),
    });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(disable)(event)} noValidate>
      <Stack gap="md" maw={420}>
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        <PasswordInput
          label={t("settingsUser.password.current")}
          autoComplete="current-password"
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
          <Button type="submit" color="red" loading={isBusy}>
            {t("settingsUser.twoFactor.disable")}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isBusy}>
            {t("settingsUser.twoFactor.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
