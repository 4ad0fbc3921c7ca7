import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PasswordSection_user$key } from "../../../__generated__/PasswordSection_user.graphql.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { MIN_PASSWORD_LENGTH, passwordFormSchema, type PasswordFormValues } from "../forms/passwordFormSchema.ts";
import { accountErrorMessage } from "../lib/accountErrorMessage.ts";
import { fieldErrorText } from "../lib/fieldErrorText.ts";
import { useChangePasswordMutation } from "../mutations/useChangePasswordMutation.ts";
import { SettingsSection } from "./SettingsSection.tsx";

export interface PasswordSectionProps {
  user: PasswordSection_user$key;
}

const EMPTY: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** "Passwort ändern" (built-in sign-in only): the current password, the new one twice. */
export function PasswordSection(props: PasswordSectionProps) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment PasswordSection_user on User {
        email
      }
    `,
    props.user,
  );
  const [commit, isSaving] = useChangePasswordMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const errorBoxLabels = useErrorBoxLabels();
  const schema = useMemo(() => passwordFormSchema(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors: fieldErrors },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(schema), mode: "onTouched", defaultValues: EMPTY });
  const fieldError = (message: string | undefined) => fieldErrorText(t, message, MIN_PASSWORD_LENGTH);

  const save = (values: PasswordFormValues) => {
    setErrors([]);
    commit({
      variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      onCompleted: (response) => {
        reset(EMPTY);
        const count = response.changePassword?.signedOutCount ?? 0;
        notifications.show({ color: "teal", message: t("settingsUser.password.changed", { count }) });
      },
      onError: (error) => setErrors([accountErrorMessage(error, t)]),
    });
  };

  return (
    <SettingsSection
      title={t("settingsUser.password.title")}
      description={t("settingsUser.password.description", { count: MIN_PASSWORD_LENGTH })}
    >
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <Stack gap="md" maw={420}>
          <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
          {/* Lets password managers store the new password for the right account. */}
          <input type="email" name="username" value={user.email} autoComplete="username" readOnly hidden />
          <PasswordInput
            label={t("settingsUser.password.current")}
            autoComplete="current-password"
            withAsterisk
            {...register("currentPassword")}
            error={fieldError(fieldErrors.currentPassword?.message)}
          />
          <PasswordInput
            label={t("settingsUser.password.new")}
            autoComplete="new-password"
            withAsterisk
            {...register("newPassword")}
            error={fieldError(fieldErrors.newPassword?.message)}
          />
          <PasswordInput
            label={t("settingsUser.password.confirm")}
            autoComplete="new-password"
            withAsterisk
            {...register("confirmPassword")}
            error={fieldError(fieldErrors.confirmPassword?.message)}
          />
          <Group>
            <Button type="submit" loading={isSaving}>
              {t("settingsUser.password.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
