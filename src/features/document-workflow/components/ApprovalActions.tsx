import { Badge, Group, type MantineColor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApprovalActions_document$key } from "../../../__generated__/ApprovalActions_document.graphql.ts";
import { formatMoney } from "../../../lib/format.ts";
import { ApprovalRequestForm } from "./ApprovalRequestForm.tsx";
import { ApprovalRequestItem } from "./ApprovalRequestItem.tsx";

const STATE_COLORS: Record<string, MantineColor> = {
  NONE: "gray",
  OPEN: "blue",
  APPROVED: "teal",
  REJECTED: "red",
};

export interface ApprovalActionsProps {
  document: ApprovalActions_document$key;
}

/** The document's approval (spec part 2, actions tab): its state with the invoice total for
 * context, asking a colleague, a user group or anyone to approve, and the requests newest
 * first — approve, reject, withdraw or withdraw a rejection where the signed-in user may. */
export function ApprovalActions({ document: documentKey }: ApprovalActionsProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment ApprovalActions_document on Document {
        rowId
        approvalState
        approvedWithoutVerifiers
        canCurrentUserRequestApproval
        invoice {
          total
          currency
        }
        approverCandidates {
          rowId
          # eslint-disable-next-line relay/unused-fields -- read by ApprovalRequestForm
          fullName
          # eslint-disable-next-line relay/unused-fields -- read by ApprovalRequestForm
          email
        }
        userGroupCandidates {
          rowId
          # eslint-disable-next-line relay/unused-fields -- read by ApprovalRequestForm
          name
        }
        approvalRequests(orderBy: [CREATED_AT_DESC]) {
          nodes {
            id
            state
            approverUserRowId
            blankApproverType
            userGroupRowId
            ...ApprovalRequestItem_approvalRequest
          }
        }
      }
    `,
    documentKey,
  );
  const state = document.approvalState;
  const requests = document.approvalRequests.nodes;
  const open = requests.filter((request) => request.state === "OPEN");
  const waitingFor = new Set(
    open.flatMap((request) =>
      !request.blankApproverType && request.approverUserRowId ? [request.approverUserRowId] : [],
    ),
  );
  const groupsWaiting = new Set(
    open.flatMap((request) =>
      request.blankApproverType === "USER_GROUP" && request.userGroupRowId ? [request.userGroupRowId] : [],
    ),
  );
  const anyMemberWaiting = open.some((request) => request.blankApproverType === "ANY_MEMBER");
  const total = document.invoice?.total;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t("documentWorkflow.approval.title")}
        </Title>
        {state === "NONE" && document.approvedWithoutVerifiers ? (
          <Badge variant="light" radius="sm" tt="none" color="teal">
            {t("documents.approvalState.APPROVED_WITHOUT_VERIFIERS")}
          </Badge>
        ) : (
          <Badge variant="light" radius="sm" tt="none" color={STATE_COLORS[state] ?? "gray"}>
            {state === "%future added value" ? state : t(`documents.approvalState.${state}`)}
          </Badge>
        )}
      </Group>
      {total ? (
        <Text fz="sm">
          {t("documentWorkflow.approval.invoiceTotal")}{" "}
          <Text span fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
            {formatMoney(total, document.invoice?.currency, i18n.language)}
          </Text>
        </Text>
      ) : null}

      {state === "NONE" && document.approvedWithoutVerifiers ? (
        <Text fz="sm" c="dimmed">
          {t("documentWorkflow.approval.withoutVerifiers")}
        </Text>
      ) : null}
      {requests.length > 0 ? (
        <Stack gap={6} role="list" aria-label={t("documentWorkflow.approval.requests")}>
          {requests.map((request) => (
            <ApprovalRequestItem key={request.id} request={request} />
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {t("documentWorkflow.approval.none")}
        </Text>
      )}
      {document.canCurrentUserRequestApproval ? (
        <ApprovalRequestForm
          documentRowId={document.rowId}
          candidates={document.approverCandidates}
          userGroups={document.userGroupCandidates}
          waitingFor={waitingFor}
          groupsWaiting={groupsWaiting}
          anyMemberWaiting={anyMemberWaiting}
        />
      ) : null}
    </Stack>
  );
}
