import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, NumberInput, Paper, SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  APPROVAL_COUNT_MAX,
  APPROVAL_MESSAGE_MAX,
  type ApprovalAddressee,
  approvalRequestFormSchema,
  type ApprovalRequestFormOutput,
  type ApprovalRequestFormValues,
  approvalRequestInput,
} from "../forms/approvalRequestFormSchema.ts";
import { refusalKey, refusalOf } from "../lib/actionRefusals.ts";
import { useFormErrorText } from "../lib/useFormErrorText.ts";
import { useRequestDocumentApprovalMutation } from "../mutations/useRequestDocumentApprovalMutation.ts";

export interface ApproverCandidate {
  readonly rowId: string;
  readonly fullName: string | null | undefined;
  readonly email: string;
}

export interface UserGroupCandidate {
  readonly rowId: string;
  readonly name: string;
}

export interface ApprovalRequestFormProps {
  documentRowId: string;
  /** The colleagues who may be asked (Document.approverCandidates). */
  candidates: readonly ApproverCandidate[];
  /** The user groups that may be asked (Document.userGroupCandidates; empty without the
   * userGroup feature: the choice "user group" is then not offered). */
  userGroups: readonly UserGroupCandidate[];
  /** Approvers with an open request already: not offered again. */
  waitingFor: ReadonlySet<string>;
  /** Groups with an open request already: not offered again. */
  groupsWaiting: ReadonlySet<string>;
  /** An open request to anyone exists: that choice is not offered again. */
  anyMemberWaiting: boolean;
}

const EMPTY: ApprovalRequestFormValues = {
  addressee: "USER",
  approverUserRowId: "",
  userGroupRowId: "",
  count: 1,
  message: "",
};

/** Asks for the document's approval: of a colleague, of any member of a user group, or of
 * anyone who may approve ("blank"), the latter two with the number of distinct approvals
 * needed; with an optional message. */
export function ApprovalRequestForm({
  documentRowId,
  candidates,
  userGroups,
  waitingFor,
  groupsWaiting,
  anyMemberWaiting,
}: ApprovalRequestFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const addresseeLabelId = useId();
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
  const addressee = useWatch({ control, name: "addressee" });

  if (candidates.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t("documentWorkflow.request.noCandidates")}
      </Text>
    );

  const addressees: { value: ApprovalAddressee; label: string }[] = [
    { value: "USER", label: t("documentWorkflow.request.addressee.USER") },
    ...(userGroups.length > 0
      ? [{ value: "USER_GROUP" as const, label: t("documentWorkflow.request.addressee.USER_GROUP") }]
      : []),
    { value: "ANY_MEMBER", label: t("documentWorkflow.request.addressee.ANY_MEMBER") },
  ];

  const submit = handleSubmit((values) => {
    setFailure(null);
    commit({
      variables: { input: approvalRequestInput(documentRowId, values) },
      onCompleted: () => {
        reset({ ...EMPTY, addressee: values.addressee });
        const approver = candidates.find((candidate) => candidate.rowId === values.approverUserRowId);
        const group = userGroups.find((candidate) => candidate.rowId === values.userGroupRowId);
        notifications.show({
          color: "teal",
          message:
            values.addressee === "USER"
              ? t("documentWorkflow.request.sent", { name: approver?.fullName || approver?.email })
              : values.addressee === "USER_GROUP"
                ? t("documentWorkflow.request.sentToGroup", { name: group?.name, count: values.count })
                : t("documentWorkflow.request.sentToAnyone", { count: values.count }),
        });
      },
      onError: (error) => {
        const { code, field } = refusalOf(error);
        if (field === "approverUserRowId" && values.addressee === "USER")
          setError(field, { type: "server", message: code });
        else if (field === "userGroupRowId" && values.addressee === "USER_GROUP")
          setError(field, { type: "server", message: code });
        else if (field === "blankApproverCount") setError("count", { type: "server", message: code });
        else if (field === "message") setError(field, { type: "server", message: code });
        else setFailure(t(refusalKey(code)));
      },
    });
  });

  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("documentWorkflow.request.formLabel")}
    >
      <Stack gap="xs">
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={addresseeLabelId}>
            {t("documentWorkflow.request.addresseeLabel")}
          </Text>
          <Controller
            control={control}
            name="addressee"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby={addresseeLabelId}
                size="xs"
                fullWidth
                data={addressees}
                value={field.value}
                onChange={(value) => field.onChange(value as ApprovalAddressee)}
              />
            )}
          />
        </Stack>
        {addressee === "USER" ? (
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
        ) : null}
        {addressee === "USER_GROUP" ? (
          <Controller
            control={control}
            name="userGroupRowId"
            render={({ field, fieldState }) => (
              <Select
                label={t("documentWorkflow.request.userGroup")}
                placeholder={t("documentWorkflow.request.userGroupPlaceholder")}
                searchable
                withAsterisk
                nothingFoundMessage={t("documentWorkflow.request.nothingFound")}
                data={userGroups.map((group) => {
                  const isWaiting = groupsWaiting.has(group.rowId);
                  return {
                    value: group.rowId,
                    label: isWaiting ? t("documentWorkflow.request.alreadyAsked", { name: group.name }) : group.name,
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
        ) : null}
        {addressee === "ANY_MEMBER" ? (
          <Text fz="xs" c={anyMemberWaiting ? "red" : "dimmed"}>
            {anyMemberWaiting
              ? t("documentWorkflow.request.anyoneAlreadyAsked")
              : t("documentWorkflow.request.anyoneHint")}
          </Text>
        ) : null}
        {addressee !== "USER" ? (
          <Controller
            control={control}
            name="count"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t("documentWorkflow.request.count")}
                description={t("documentWorkflow.request.countHint")}
                min={1}
                max={APPROVAL_COUNT_MAX}
                allowDecimal={false}
                allowNegative={false}
                w={220}
                value={Number.isFinite(field.value) ? field.value : ""}
                onChange={(value) => field.onChange(typeof value === "number" ? value : Number.NaN)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText(fieldState.error)}
              />
            )}
          />
        ) : null}
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
          disabled={addressee === "ANY_MEMBER" && anyMemberWaiting}
          style={{ alignSelf: "flex-start" }}
        >
          {t("documentWorkflow.request.submit")}
        </Button>
      </Stack>
    </Paper>
  );
}
