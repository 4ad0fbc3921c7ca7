import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Paper, Select, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  APPROVAL_MESSAGE_MAX,
  approvalRequestFormSchema,
  type ApprovalRequestFormOutput,
  type ApprovalRequestFormValues,
} from "../forms/approvalRequestFormSchema.ts";
import { refusalKey, refusalOf } from "../lib/actionRefusals.ts";
import { useFormErrorText } from "../lib/useFormErrorText.ts";
import { useRequestDocumentApprovalMutation } from "../mutations/useRequestDocumentApprovalMutation.ts";

export interface ApproverCandidate {
  readonly rowId: string;
  readonly fullName: string | null | undefined;
  readonly email: string;
}

export interface ApprovalRequestFormProps {
  documentRowId: string;
  /** The colleagues who may be asked (Document.approverCandidates). */
  candidates: readonly ApproverCandidate[];
  /** Approvers with an open request already: not offered again. */
  waitingFor: ReadonlySet<string>;
}

const EMPTY: ApprovalRequestFormValues = { approverUserRowId: "", message: "" };

/** Asks a colleague to approve the document, with an optional message. */
export function ApprovalRequestForm({ documentRowId, candidates, waitingFor }: ApprovalRequestFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const [commit, isSending] = useRequestDocumentApprovalMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    ApprovalRequestFormValues,
    unknown,
    ApprovalRequestFormOutput
  >({
    resolver: zodResolver(approvalRequestFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });

  if (candidates.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t("documentWorkflow.request.noCandidates")}
      </Text>
    );

  const submit = handleSubmit((values) => {
    setFailure(null);
    const approver = candidates.find((candidate) => candidate.rowId === values.approverUserRowId);
    commit({
      variables: {
        input: { documentRowId, approverUserRowId: values.approverUserRowId, message: values.message || null },
      },
      onCompleted: () => {
        reset(EMPTY);
        notifications.show({
          color: "teal",
          message: t("documentWorkflow.request.sent", { name: approver?.fullName || approver?.email }),
        });
      },
      onError: (error) => {
        const { code, field } = refusalOf(error);
        if (field === "approverUserRowId" || field === "message") setError(field, { type: "server", message: code });
        else setFailure(t(refusalKey(code)));
      },
    });
  });

  return (
    <Paper withBorder radius="sm" p="sm" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Controller
          control={control}
          name="approverUserRowId"
          render={({ field, fieldState }) => (
            <Select
              label={t("documentWorkflow.request.approver")}
              placeholder={t("documentWorkflow.request.approverPlaceholder")}
              searchable
              withAsterisk
              nothingFoundMessage={t("documentWorkflow.request.nobodyFound")}
              data={candidates.map((candidate) => {
                const name = candidate.fullName || candidate.email;
                const isWaiting = waitingFor.has(candidate.rowId);
                return {
                  value: candidate.rowId,
                  label: isWaiting ? t("documentWorkflow.request.alreadyAsked", { name }) : name,
                  disabled: isWaiting,
                };
              })}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Textarea
          label={t("documentWorkflow.request.message")}
          placeholder={t("documentWorkflow.request.messagePlaceholder")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={APPROVAL_MESSAGE_MAX + 100}
          {...register("message")}
          error={errorText(formState.errors.message)}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
        <Button
          type="submit"
          leftSection={<IconSend size={16} />}
          loading={isSending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("documentWorkflow.request.submit")}
        </Button>
      </Stack>
    </Paper>
  );
}
