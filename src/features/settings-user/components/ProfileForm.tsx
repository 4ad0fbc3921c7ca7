import { Button, Checkbox, Grid, Group, Input, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ProfileForm_user$key } from "../../../__generated__/ProfileForm_user.graphql.ts";
import { setLanguage, SUPPORTED_LANGUAGES } from "../../../i18n/i18n.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import {
  profileFormSchema,
  type ProfileFormValues,
  profileFormValuesOf,
  toUserPatch,
  UPDATE_NOTIFICATION_INTERVALS,
} from "../forms/profileFormSchema.ts";
import { accountErrorMessage } from "../lib/accountErrorMessage.ts";
import { fieldErrorText } from "../lib/fieldErrorText.ts";
import { useUpdateUserMutation } from "../mutations/useUpdateUserMutation.ts";
import { SettingsSection } from "./SettingsSection.tsx";

export interface ProfileFormProps {
  user: ProfileForm_user$key;
  /** Another person's details, edited by an admin (spec §2.10, userByRowId): the interface
   * keeps its language on save and the texts speak of "the user". */
  isOtherUser?: boolean;
  /** Shown below the fields, e.g. a super admin's switches. */
  children?: ReactNode;
}

/** The user form (spec §2.10, §5): name, language and e-mail notifications of the signed-in
 * user ("Mein Profil") or, for an admin, of another user. External users have one name field,
 * public links no e-mail address; the approval notifications are only a standard user's. */
export function ProfileForm(props: ProfileFormProps) {
  const isOtherUser = props.isOtherUser === true;
  const { t, i18n } = useTranslation();
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        rowId
        email
        title
        firstName
        lastName
        language
        isStandard
        isExternal
        isExternalPublicLink
        updateNotification
        documentDirectApprovalRequestNotification
        documentGroupApprovalRequestNotification
      }
    `,
    props.user,
  );
  const [commit, isSaving] = useUpdateUserMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const errorBoxLabels = useErrorBoxLabels();
  const isStandard = user.isStandard === true;
  const isExternal = user.isExternal === true;
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors: fieldErrors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: "onTouched",
    defaultValues: profileFormValuesOf(
      {
        title: user.title,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
        updateNotification: user.updateNotification,
        documentDirectApprovalRequestNotification: user.documentDirectApprovalRequestNotification,
        documentGroupApprovalRequestNotification: user.documentGroupApprovalRequestNotification,
      },
      { isExternal },
    ),
  });
  const fieldError = (message: string | undefined) => fieldErrorText(t, message);

  const save = (values: ProfileFormValues) => {
    setErrors([]);
    commit({
      variables: { input: { rowId: user.rowId, patch: toUserPatch(values, { isStandard, isExternal }) } },
      onCompleted: (response, graphqlErrors) => {
        // Spec §5/§7: an update answer without a user is a malformed response.
        if (graphqlErrors?.length || !response.updateUser?.user) {
          setErrors([t("settingsUser.profile.malformedResponse")]);
          return;
        }
        reset(values);
        if (isOtherUser) {
          notifications.show({ color: "teal", message: t("settingsUser.profile.otherSaved") });
          return;
        }
        // The interface follows the saved language at once; the message speaks it already.
        void setLanguage(values.language).then(() => {
          notifications.show({ color: "teal", message: i18n.t("settingsUser.profile.saved") });
        });
      },
      onError: (error) => setErrors([accountErrorMessage(error, t)]),
    });
  };

  return (
    <SettingsSection
      title={t(isOtherUser ? "settingsUser.profile.otherTitle" : "settingsUser.profile.title")}
      description={t(isOtherUser ? "settingsUser.profile.otherDescription" : "settingsUser.profile.description")}
    >
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <Stack gap="md">
          <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
          <Grid gap="md">
            {isExternal ? (
              <Grid.Col span={12}>
                <TextInput
                  label={t("settingsUser.profile.fields.name")}
                  withAsterisk
                  {...register("firstName")}
                  error={fieldError(fieldErrors.firstName?.message)}
                />
              </Grid.Col>
            ) : (
              <>
                <Grid.Col span={{ base: 12, sm: 2 }}>
                  <TextInput
                    label={t("settingsUser.profile.fields.title")}
                    {...register("title")}
                    error={fieldError(fieldErrors.title?.message)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput
                    label={t("settingsUser.profile.fields.firstName")}
                    withAsterisk
                    {...register("firstName")}
                    error={fieldError(fieldErrors.firstName?.message)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput
                    label={t("settingsUser.profile.fields.lastName")}
                    {...register("lastName")}
                    error={fieldError(fieldErrors.lastName?.message)}
                  />
                </Grid.Col>
              </>
            )}
            {user.isExternalPublicLink ? null : (
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <TextInput
                  label={t("settingsUser.profile.fields.email")}
                  description={t("settingsUser.profile.emailReadOnly")}
                  value={user.email}
                  readOnly
                  variant="filled"
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t("settingsUser.profile.fields.language")}
                    description={isOtherUser ? undefined : t("settingsUser.profile.languageHint")}
                    withAsterisk
                    allowDeselect={false}
                    data={SUPPORTED_LANGUAGES.map((language) => ({
                      value: language,
                      label: t(`shell.language.${language}`),
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? "de")}
                    onBlur={field.onBlur}
                    error={fieldError(fieldErrors.language?.message)}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <Controller
            control={control}
            name="updateNotification"
            render={({ field }) => (
              <Input.Wrapper
                label={t("settingsUser.profile.fields.updateNotification")}
                description={t("settingsUser.profile.updateNotificationHint")}
                labelElement="div"
                labelProps={{ id: "update-notification-label" }}
              >
                <div>
                  <SegmentedControl
                    aria-labelledby="update-notification-label"
                    mt={4}
                    data={UPDATE_NOTIFICATION_INTERVALS.map((value) => ({
                      value,
                      label: t(`settingsUser.profile.updateNotification.${value}`),
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </div>
              </Input.Wrapper>
            )}
          />
          {isStandard ? (
            <Stack gap="xs">
              <Checkbox
                label={t("settingsUser.profile.fields.documentDirectApprovalRequestNotification")}
                {...register("documentDirectApprovalRequestNotification")}
              />
              <Checkbox
                label={t("settingsUser.profile.fields.documentGroupApprovalRequestNotification")}
                {...register("documentGroupApprovalRequestNotification")}
              />
            </Stack>
          ) : null}
          {props.children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!isDirty || isSaving} onClick={() => reset()}>
              {t("settingsUser.profile.reset")}
            </Button>
            <Button type="submit" loading={isSaving} disabled={!isDirty}>
              {t("settingsUser.profile.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
