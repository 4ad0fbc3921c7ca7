import { Alert, Badge, Button, Group, type MantineColor, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApprovalRequestItem_approvalRequest$key } from "../../../__generated__/ApprovalRequestItem_approvalRequest.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { refusalKey, refusalOf } from "../lib/actionRefusals.ts";
import { useCancelApprovalRejectionMutation } from "../mutations/useCancelApprovalRejectionMutation.ts";
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

/** One approval request: whom it asks (a colleague, a user group or anyone), its state, who
 * asked when and why, the approvals given so far (of how many needed) and who took it, the
 * decision and its words, and why a second approver is asked when an approval lay above the
 * approver's limit; approve or reject for whoever may decide, withdraw for its requester or an
 * admin, withdraw a rejection with the documentApprovalRejectCancel feature. */
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
        canCurrentUserCancelRejection
        currentUserApproverLimitExceeded
        blankApproverType
        blankApproverCount
        approvedCount
        approvedAboveLimit
        approverLimitRequestRowId
        userGroup {
          name
        }
        approver {
          fullName
          isCurrentUser
        }
        requester {
          fullName
        }
        approvals(orderBy: [CREATED_AT_ASC]) {
          nodes {
            id
            createdAt
            approverLimitExceeded
            approver {
              fullName
            }
          }
        }
      }
    `,
    requestKey,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, isCancelling] = useCancelApprovalRequestMutation();
  const [cancelRejection, isCancellingRejection] = useCancelApprovalRejectionMutation();
  const state = request.state === "%future added value" ? "OPEN" : request.state;
  const approverName = request.approver?.fullName || t("documentWorkflow.unknownUser");
  const date = (moment: string | null | undefined) => formatDateTime(moment, i18n.language);
  const isBlank = request.blankApproverType === "USER_GROUP" || request.blankApproverType === "ANY_MEMBER";
  // Whom it asks: a colleague, a user group (its name) or anyone who may approve.
  const addressee =
    request.blankApproverType === "USER_GROUP"
      ? t("documentWorkflow.request.toGroup", {
          name: request.userGroup?.name ?? t("documentWorkflow.request.deletedGroup"),
        })
      : request.blankApproverType === "ANY_MEMBER"
        ? t("documentWorkflow.request.toAnyone")
        : request.approver?.isCurrentUser
          ? t("documentWorkflow.request.approverYou", { name: approverName })
          : approverName;

  const withdrawRejection = () => {
    setFailure(null);
    cancelRejection({
      variables: { input: { rowId: request.rowId } },
      onCompleted: () => {
        notifications.show({ color: "teal", message: t("documentWorkflow.request.rejectionCancelled") });
      },
      onError: (error) => setFailure(t(refusalKey(refusalOf(error).code))),
    });
  };

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
            {addressee}
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
        {request.approverLimitRequestRowId ? (
          <Text fz="xs" c="orange.8">
            {t("documentWorkflow.request.secondApprover")}
          </Text>
        ) : null}
        {request.message ? <Quote text={request.message} /> : null}
        {isBlank && request.blankApproverCount > 1 ? (
          <Text fz="xs">
            {t("documentWorkflow.request.approvalsCount", {
              approved: request.approvedCount,
              count: request.blankApproverCount,
            })}
          </Text>
        ) : null}
        {request.approvals.nodes.length > 0 && (isBlank || request.approvedAboveLimit) ? (
          <Stack gap={0} component="ul" m={0} pl="md" aria-label={t("documentWorkflow.request.approvalsList")}>
            {request.approvals.nodes.map((approval) => (
              <Text component="li" fz="xs" key={approval.id}>
                {t(
                  approval.approverLimitExceeded
                    ? "documentWorkflow.request.approvalAboveLimit"
                    : "documentWorkflow.request.approvalBy",
                  {
                    name: approval.approver?.fullName || t("documentWorkflow.unknownUser"),
                    date: date(approval.createdAt),
                  },
                )}
              </Text>
            ))}
          </Stack>
        ) : null}
        {state !== "OPEN" ? (
          <Text fz="xs" c="dimmed">
            {isBlank && state !== "CANCELED"
              ? t(`documentWorkflow.request.takenBy.${state}`, { name: approverName, date: date(request.decidedAt) })
              : t(`documentWorkflow.request.decided.${state}`, { date: date(request.decidedAt) })}
          </Text>
        ) : null}
        {request.approvedAboveLimit ? (
          <Alert color="orange" variant="light" p="xs">
            <Text fz="xs">{t("documentWorkflow.request.approvedAboveLimit", { name: approverName })}</Text>
          </Alert>
        ) : null}
        {request.decisionMessage ? <Quote text={request.decisionMessage} /> : null}
        {request.canCurrentUserApprove && request.currentUserApproverLimitExceeded ? (
          <Alert color="orange" variant="light" p="xs">
            <Text fz="xs">{t("documentWorkflow.request.yourLimitExceeded")}</Text>
          </Alert>
        ) : null}
        {request.canCurrentUserCancelRejection ? (
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconArrowBackUp size={14} />}
              loading={isCancellingRejection}
              onClick={withdrawRejection}
            >
              {t("documentWorkflow.request.cancelRejection")}
            </Button>
          </Group>
        ) : null}

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
