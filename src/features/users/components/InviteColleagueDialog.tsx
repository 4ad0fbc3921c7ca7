import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { codeText } from "../../../relay/errorText.ts";
import { isLanguage } from "../../../i18n/i18n.ts";
import { ButtonLink } from "../../../shell/links.tsx";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import {
  inviteColleagueDefaults,
  type InviteColleagueFormOutput,
  inviteColleagueFormSchema,
  type InviteColleagueFormValues,
  toInviteUserPayload,
} from "../forms/inviteColleagueFormSchema.ts";
import { createUser, type CreateUserErrorCode, type CreateUserResult } from "../lib/createUser.ts";

/** The invitation's refusals (form fields and the server's answer) have their texts here. */
const INVITE_ERRORS = { feature: "shell.inviteColleague.errors" } as const;

export interface InviteColleagueDialogProps {
  opened: boolean;
  onClose: () => void;
  clientCompanyRowId: string;
  companyName: string;
  /** Sends the request; tests pass their own. */
  send?: typeof createUser;
}

type Success = Extract<CreateUserResult, { ok: true }> & { email: string; grantAccess: boolean };

/** Spec §2.7/§2.10: "Invite colleague" — a new-user form for the company that ends in a
 * success screen with the one-time sign-up link (when the built-in sign-in is used). */
export function InviteColleagueDialog({
  opened,
  onClose,
  clientCompanyRowId,
  companyName,
  send = createUser,
}: InviteColleagueDialogProps) {
  const { t, i18n } = useTranslation();
  const uiLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "de";
  const errorBoxLabels = useErrorBoxLabels();
  const [success, setSuccess] = useState<Success | null>(null);
  const [serverError, setServerError] = useState<CreateUserErrorCode | null>(null);
  const form = useForm<InviteColleagueFormValues, unknown, InviteColleagueFormOutput>({
    resolver: zodResolver(inviteColleagueFormSchema),
    mode: "onTouched",
    defaultValues: inviteColleagueDefaults(uiLanguage),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const fieldError = (message: string | undefined) => (message ? codeText(message, t, INVITE_ERRORS) : undefined);

  const startOver = () => {
    setSuccess(null);
    setServerError(null);
    reset(inviteColleagueDefaults(uiLanguage));
  };
  const close = () => {
    onClose();
    startOver();
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await send(toInviteUserPayload(values, clientCompanyRowId), uiLanguage);
    if (result.ok) setSuccess({ ...result, email: values.email, grantAccess: values.grantAccess });
    else setServerError(result.code);
  });

  const grantAccess = useWatch({ control, name: "grantAccess" });
  const settingsLink = (
    <ButtonLink
      to="/settings/user"
      search={{ clientCompanyRowId }}
      onClick={close}
      variant="subtle"
      color="yellow.9"
      size="compact-sm"
      px={0}
    >
      {t("shell.inviteColleague.accessSettingsLink")}
    </ButtonLink>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("shell.inviteColleague.title", { company: companyName })}
      size={560}
      centered
    >
      {success ? (
        <SuccessView success={success} companyName={companyName} onAgain={startOver} onClose={close} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="sm">
            {serverError ? (
              <ErrorBox
                messages={[codeText(serverError, t, INVITE_ERRORS)]}
                labels={errorBoxLabels}
                onDismiss={() => setServerError(null)}
              />
            ) : null}
            <TextInput
              label={t("shell.inviteColleague.fields.title")}
              maw={200}
              autoComplete="off"
              error={fieldError(errors.title?.message)}
              {...register("title")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t("shell.inviteColleague.fields.firstName")}
                withAsterisk
                autoComplete="off"
                error={fieldError(errors.firstName?.message)}
                {...register("firstName")}
              />
              <TextInput
                label={t("shell.inviteColleague.fields.lastName")}
                withAsterisk
                autoComplete="off"
                error={fieldError(errors.lastName?.message)}
                {...register("lastName")}
              />
            </SimpleGrid>
            <TextInput
              type="email"
              label={t("shell.inviteColleague.fields.email")}
              withAsterisk
              autoComplete="off"
              error={fieldError(errors.email?.message)}
              {...register("email")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t("shell.inviteColleague.fields.language")}
                    withAsterisk
                    allowDeselect={false}
                    data={[
                      { value: "de", label: t("shell.language.de") },
                      { value: "en", label: t("shell.language.en") },
                    ]}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldError(errors.language?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="updateNotification"
                render={({ field }) => (
                  <Select
                    label={t("shell.inviteColleague.fields.updateNotification")}
                    allowDeselect={false}
                    data={[
                      { value: "0", label: t("shell.inviteColleague.intervals.0") },
                      { value: "1", label: t("shell.inviteColleague.intervals.1") },
                      { value: "7", label: t("shell.inviteColleague.intervals.7") },
                    ]}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldError(errors.updateNotification?.message)}
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="grantAccess"
              render={({ field }) => (
                <Checkbox
                  mt={4}
                  label={t("shell.inviteColleague.fields.grantAccess")}
                  description={t("shell.inviteColleague.grantAccessHint")}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            {!grantAccess ? (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
                <Text fz="sm">{t("shell.inviteColleague.noAccessWarning")}</Text>
                {settingsLink}
              </Alert>
            ) : null}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={isSubmitting}>
                {t("shell.inviteColleague.cancel")}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t("shell.inviteColleague.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function SuccessView({
  success,
  companyName,
  onAgain,
  onClose,
}: {
  success: Success;
  companyName: string;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The same answer for every address: whether the person had an account stays unknown here.
  const lead = t("shell.inviteColleague.success.sent", { email: success.email });
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="green" variant="light" radius="xl" size={32}>
          <IconCheck size={18} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{t("shell.inviteColleague.success.title")}</Text>
          <Text fz="sm">{lead}</Text>
          {success.grantAccess ? (
            <Text fz="sm">{t("shell.inviteColleague.success.access", { company: companyName })}</Text>
          ) : (
            <Text fz="sm" c="yellow.9">
              {t("shell.inviteColleague.success.noAccess", { company: companyName })}
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onAgain}>
          {t("shell.inviteColleague.success.again")}
        </Button>
        <Button onClick={onClose}>{t("shell.inviteColleague.close")}</Button>
      </Group>
    </Stack>
  );
}
