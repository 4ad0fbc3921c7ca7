import { Badge, Group, type MantineColor, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApprovalState_document$key } from "../../../../__generated__/ApprovalState_document.graphql.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { ApprovalDecision } from "../../../document-workflow/index.ts";

const STATE_COLORS: Record<string, MantineColor> = {
  NONE: "gray",
  OPEN: "blue",
  APPROVED: "teal",
  REJECTED: "red",
};

export interface ApprovalStateProps {
  document: ApprovalState_document$key;
}

/** The document's approval: its state, the open requests (newest first) and, once decided,
 * who decided, when and what they wrote. The approver decides here too: the collaboration tab
 * is always present, the actions tab only with documents-manage access. */
export function ApprovalState({ document: documentKey }: ApprovalStateProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment ApprovalState_document on Document {
        approvalState
        approvalRequests(orderBy: [CREATED_AT_DESC]) {
          nodes {
            rowId
            state
            createdAt
            decidedAt
            message
            decisionMessage
            canCurrentUserApprove
            blankApproverType
            blankApproverCount
            approvedCount
            userGroup {
              name
            }
            approver {
              fullName
            }
            requester {
              fullName
            }
          }
        }
      }
    `,
    documentKey,
  );
  const state = document.approvalState;
  const requests = document.approvalRequests.nodes;
  const open = requests.filter((request) => request.state === "OPEN");
  const decided =
    state === "APPROVED" || state === "REJECTED" ? requests.find((request) => request.state === state) : undefined;
  const nameOf = (user: { readonly fullName: string | null | undefined } | null | undefined) =>
    user?.fullName || t("documentDetails.unknownUser");
  const stateLabel = state === "%future added value" ? state : t(`documents.approvalState.${state}`);

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t("documentDetails.approval.title")}
        </Title>
        <Badge variant="light" radius="sm" tt="none" color={STATE_COLORS[state] ?? "gray"}>
          {stateLabel}
        </Badge>
      </Group>
      {state === "NONE" && open.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentDetails.approval.none")}
        </Text>
      ) : null}
      {decided ? (
        <Text fz="sm">
          {t(state === "APPROVED" ? "documentDetails.approval.approvedBy" : "documentDetails.approval.rejectedBy", {
            name: nameOf(decided.approver),
            date: formatDateTime(decided.decidedAt ?? decided.createdAt, i18n.language),
          })}
          {decided.decisionMessage ? (
            <Text span c="dimmed" fz="sm">
              {` – ${t("documentDetails.history.quoted", { text: decided.decisionMessage })}`}
            </Text>
          ) : null}
        </Text>
      ) : null}
      {open.length > 0 ? (
        <Stack gap={6} role="list" aria-label={t("documentDetails.approval.openRequests")}>
          {open.map((request) => (
            <Paper key={request.rowId} withBorder radius="sm" px="sm" py={8} role="listitem">
              <Text fz="sm" fw={500}>
                {request.blankApproverType === "USER_GROUP"
                  ? t("documentDetails.approval.waitingForGroup", {
                      name: request.userGroup?.name ?? "–",
                      approved: request.approvedCount,
                      count: request.blankApproverCount,
                    })
                  : request.blankApproverType === "ANY_MEMBER"
                    ? t("documentDetails.approval.waitingForAnyone", {
                        approved: request.approvedCount,
                        count: request.blankApproverCount,
                      })
                    : t("documentDetails.approval.waitingFor", { name: nameOf(request.approver) })}
              </Text>
              <Text fz="xs" c="dimmed">
                {t("documentDetails.approval.requestedBy", {
                  name: nameOf(request.requester),
                  date: formatDateTime(request.createdAt, i18n.language),
                })}
              </Text>
              {request.message ? (
                <Text fz="sm" mt={4} style={{ overflowWrap: "anywhere" }}>
                  {request.message}
                </Text>
              ) : null}
              {request.canCurrentUserApprove ? <ApprovalDecision requestRowId={request.rowId} /> : null}
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
