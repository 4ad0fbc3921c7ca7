import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PendingInvitations_clientCompany$key } from "../../../__generated__/PendingInvitations_clientCompany.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { codeMessageOf, errorMessageOf } from "../../../relay/errorText.ts";
import { resendInvitation } from "../lib/resendInvitation.ts";
import { useCancelMembershipRequestMutation } from "../mutations/useCancelMembershipRequestMutation.ts";

export interface PendingInvitationsProps {
  clientCompany: PendingInvitations_clientCompany$key;
  /** Tests pass a fetch that answers like the server. */
  fetchImpl?: typeof fetch;
}

type Feedback = { kind: "success" | "error"; text: string } | null;

/** The company's invitations nobody has accepted yet (pending or declined), newest first:
 * a new link where the server allows it, and withdrawing a pending one. */
export function PendingInvitations({ clientCompany: companyKey, fetchImpl }: PendingInvitationsProps) {
  const { t, i18n } = useTranslation();
  const company = useFragment(
    graphql`
      fragment PendingInvitations_clientCompany on ClientCompany {
        membershipRequests(first: 200) @connection(key: "PendingInvitations_membershipRequests") {
          __id
          edges {
            node {
              id
              rowId
              userRowId
              state
              invitedName
              invitedEmail
              invitedByName
              createdAt
              canResendInvitation
            }
          }
        }
      }
    `,
    companyKey,
  );
  const { cancel, isInFlight: isCancelling } = useCancelMembershipRequestMutation();
  const [busyRowId, setBusyRowId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const requests = company.membershipRequests.edges
    .map((edge) => edge.node)
    .filter((request) => request.state === "PENDING" || request.state === "DECLINED")
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const resend = async (request: (typeof requests)[number]) => {
    setBusyRowId(request.rowId);
    setFeedback(null);
    const result = await resendInvitation(request.userRowId, i18n.language, fetchImpl);
    setBusyRowId(null);
    setFeedback(
      result.ok
        ? { kind: "success", text: t("users.pendingInvitations.resent", { email: request.invitedEmail }) }
        : { kind: "error", text: codeMessageOf(result.code, t, result.params) },
    );
  };
  const withdraw = (request: (typeof requests)[number]) => {
    setBusyRowId(request.rowId);
    setFeedback(null);
    cancel(
      { rowId: request.rowId, connectionId: company.membershipRequests.__id },
      {
        onCompleted: () => {
          setBusyRowId(null);
          setFeedback({
            kind: "success",
            text: t("users.pendingInvitations.withdrawn", { email: request.invitedEmail }),
          });
        },
        onError: (error) => {
          setBusyRowId(null);
          setFeedback({ kind: "error", text: errorMessageOf(error, t) });
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invitations-title">
      <Title order={3} id="pending-invitations-title">
        {t("users.pendingInvitations.title")}
      </Title>
      {feedback ? (
        <Alert
          color={feedback.kind === "success" ? "teal" : "red"}
          role={feedback.kind === "success" ? "status" : "alert"}
        >
          {feedback.text}
        </Alert>
      ) : null}
      {requests.length === 0 ? (
        <Text c="dimmed">{t("users.pendingInvitations.empty")}</Text>
      ) : (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("users.pendingInvitations.person")}</Table.Th>
              <Table.Th>{t("users.pendingInvitations.invitedBy")}</Table.Th>
              <Table.Th>{t("users.pendingInvitations.date")}</Table.Th>
              <Table.Th>{t("users.pendingInvitations.state")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("users.pendingInvitations.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {request.invitedName || request.invitedEmail}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {request.invitedEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{request.invitedByName ?? t("users.pendingInvitations.unknownInviter")}</Table.Td>
                <Table.Td>{formatDateTime(request.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={request.state === "PENDING" ? "yellow" : "gray"} variant="light">
                    {request.state === "PENDING"
                      ? t("users.pendingInvitations.statePending")
                      : t("users.pendingInvitations.stateDeclined")}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {request.canResendInvitation ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={busyRowId === request.rowId && !isCancelling}
                        disabled={busyRowId !== null}
                        onClick={() => void resend(request)}
                        aria-label={t("users.pendingInvitations.resendFor", { email: request.invitedEmail })}
                      >
                        {t("users.pendingInvitations.resend")}
                      </Button>
                    ) : null}
                    {request.state === "PENDING" ? (
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red"
                        loading={busyRowId === request.rowId && isCancelling}
                        disabled={busyRowId !== null}
                        onClick={() => withdraw(request)}
                        aria-label={t("users.pendingInvitations.withdrawFor", { email: request.invitedEmail })}
                      >
                        {t("users.pendingInvitations.withdraw")}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
