import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  APPROVAL_MESSAGE_MAX,
  type ApprovalDecision,
  approvalDecisionFormSchema,
  type ApprovalDecisionFormValues,
} from "../forms/approvalRequestFormSchema.ts";
import { refusalKey, refusalOf } from "../lib/actionRefusals.ts";
import { useFormErrorText } from "../lib/useFormErrorText.ts";
import { useApproveApprovalRequestMutation } from "../mutations/useApproveApprovalRequestMutation.ts";
import { useRejectApprovalRequestMutation } from "../mutations/useRejectApprovalRequestMutation.ts";

export interface ApprovalDecisionFormProps {
  requestRowId: string;
  decision: ApprovalDecision;
  /** The decision is stored. */
  onDone: () => void;
  onCancel: () => void;
}

/** The approver's answer: approving with an optional note, rejecting with a reason. */
export function ApprovalDecisionForm({ requestRowId, decision, onDone, onCancel }: ApprovalDecisionFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const [approve, isApproving] = useApproveApprovalRequestMutation();
  const [reject, isRejecting] = useRejectApprovalRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => approvalDecisionFormSchema(decision), [decision]);
  const { register, handleSubmit, setError, formState } = useForm<ApprovalDecisionFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { message: "" },
  });
  const isReject = decision === "REJECT";

  const submit = handleSubmit(({ message }) => {
    setFailure(null);
    const config = {
      onCompleted: () => {
        notifications.show({
          color: "teal",
          message: t(isReject ? "documentWorkflow.decision.rejected" : "documentWorkflow.decision.approved"),
        });
        onDone();
      },
      onError: (error: Error) => {
        const { code, field } = refusalOf(error);
        if (field === "message") setError("message", { type: "server", message: code });
        else setFailure(t(refusalKey(code)));
      },
    };
    if (isReject) reject({ variables: { input: { rowId: requestRowId, message } }, ...config });
    else approve({ variables: { input: { rowId: requestRowId, message: message || null } }, ...config });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs" mt={4}>
        <Textarea
          label={t(isReject ? "documentWorkflow.decision.reason" : "documentWorkflow.decision.note")}
          placeholder={t(
            isReject ? "documentWorkflow.decision.reasonPlaceholder" : "documentWorkflow.decision.notePlaceholder",
          )}
          withAsterisk={isReject}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={APPROVAL_MESSAGE_MAX + 100}
          data-autofocus
          autoFocus
          {...register("message")}
          error={errorText(formState.errors.message)}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" color={isReject ? "red" : "teal"} loading={isApproving || isRejecting}>
            {t(isReject ? "documentWorkflow.decision.confirmReject" : "documentWorkflow.decision.confirmApprove")}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t("documentWorkflow.decision.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
