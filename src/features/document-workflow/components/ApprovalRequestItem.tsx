import { Alert, Badge, Button, Group, type MantineColor, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApprovalRequestItem_approvalRequest$key } from "../../../__generated__/ApprovalRequestItem_approvalRequest.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { refusalKey, refusalOf } from "../lib/actionRefusals.ts";
import { useCancelApprovalRequestMutation } from "../mutations/useCancelApprovalRequestMutation.ts";
import { ApprovalDecision } from "./ApprovalDecision.tsx";

const STATE_COLORS: Record<string, MantineColor> = {
  OPEN: "blue",
  APPROVED: "teal",
  REJECTED: "red",
  CANCELED: "gray",
};

export interface ApprovalRequestItemProps {
  request: ApprovalRequestItem_approvalRequest$key;
}

/** One approval request: whom it asks, its state, who asked when and why, the decision and
 * its words; approve or reject for its approver, withdraw for its requester or an admin. */
export function ApprovalRequestItem({ request: requestKey }: ApprovalRequestItemProps) {
  const { t, i18n } = useTranslation();
  const request = useFragment(
    graphql`
      fragment ApprovalRequestItem_approvalRequest on ApprovalRequest {
        rowId
        state
        message
        decisionMessage
        createdAt
        decidedAt
        canCurrentUserApprove
        canCurrentUserCancel
        approver {
          fullName
          isCurrentUser
        }
        requester {
          fullName
        }
      }
    `,
    requestKey,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, isCancelling] = useCancelApprovalRequestMutation();
  const state = request.state === "%future added value" ? "OPEN" : request.state;
  const approverName = request.approver?.fullName || t("documentWorkflow.unknownUser");
  const date = (moment: string | null | undefined) => formatDateTime(moment, i18n.language);

  const withdraw = () => {
    setFailure(null);
    cancel({
      variables: { input: { rowId: request.rowId } },
      onCompleted: () => {
        notifications.show({ color: "teal", message: t("documentWorkflow.request.cancelled") });
      },
      onError: (error) => setFailure(t(refusalKey(refusalOf(error).code))),
    });
  };

  const withdrawButton = request.canCurrentUserCancel ? (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      leftSection={<IconArrowBackUp size={14} />}
      loading={isCancelling}
      onClick={withdraw}
    >
      {t("documentWorkflow.request.cancel")}
    </Button>
  ) : null;

  return (
    <Paper withBorder radius="sm" px="sm" py={8} role="listitem">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {request.approver?.isCurrentUser
              ? t("documentWorkflow.request.approverYou", { name: approverName })
              : approverName}
          </Text>
          <Badge size="sm" variant="light" radius="sm" tt="none" color={STATE_COLORS[state] ?? "gray"}>
            {t(`documentWorkflow.requestState.${state}`)}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          {t("documentWorkflow.request.requestedBy", {
            name: request.requester?.fullName || t("documentWorkflow.systemUser"),
            date: date(request.createdAt),
          })}
        </Text>
        {request.message ? <Quote text={request.message} /> : null}
        {state !== "OPEN" ? (
          <Text fz="xs" c="dimmed">
            {t(`documentWorkflow.request.decided.${state}`, { date: date(request.decidedAt) })}
          </Text>
        ) : null}
        {request.decisionMessage ? <Quote text={request.decisionMessage} /> : null}

        {request.canCurrentUserApprove ? (
          <ApprovalDecision requestRowId={request.rowId}>{withdrawButton}</ApprovalDecision>
        ) : withdrawButton ? (
          <Group gap="xs" mt={4}>
            {withdrawButton}
          </Group>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)} p="xs">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Quote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
      {t("documentDetails.history.quoted", { text })}
    </Text>
  );
}
