import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  shareDocumentFormSchema,
  type ShareDocumentFormOutput,
  type ShareDocumentFormValues,
} from "../forms/shareDocumentFormSchema.ts";
import { documentActionErrorMessage } from "../lib/documentActionErrorMessage.ts";
import { useShareDocumentMutation } from "../mutations/useShareDocumentMutation.ts";

export interface ShareByEmailFormProps {
  documentRowId: string;
}

/** Shares the document with one person by e-mail address; refusals appear at the field. */
export function ShareByEmailForm({ documentRowId }: ShareByEmailFormProps) {
  const { t } = useTranslation();
  const [commitShare, isSharing] = useShareDocumentMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShareDocumentFormValues, unknown, ShareDocumentFormOutput>({
    resolver: zodResolver(shareDocumentFormSchema),
    mode: "onTouched",
    defaultValues: { email: "" },
  });
  const emailError = errors.email?.message;
  const emailErrorText =
    emailError === "required" || emailError === "invalid"
      ? t(`documentActions.share.validation.${emailError}`)
      : emailError;

  const onSubmit = handleSubmit(
    ({ email }) =>
      new Promise<void>((resolve) => {
        commitShare({
          variables: { input: { documentRowId, email }, documentRowId },
          onCompleted: () => {
            reset({ email: "" });
            notifications.show({ color: "teal", message: t("documentActions.share.shared", { email }) });
            resolve();
          },
          onError: (error) => {
            setError("email", { message: documentActionErrorMessage(error, t) }, { shouldFocus: true });
            resolve();
          },
        });
      }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap={6}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="email"
            label={t("documentActions.share.emailLabel")}
            placeholder={t("documentActions.share.emailPlaceholder")}
            autoComplete="off"
            style={{ flex: 1 }}
            error={emailErrorText}
            {...register("email")}
          />
          <Button type="submit" mt={25} loading={isSharing} leftSection={<IconSend size={16} />}>
            {t("documentActions.share.submit")}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {t("documentActions.share.explanation")}
        </Text>
      </Stack>
    </form>
  );
}
