import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MembershipRequestNotification_membershipRequest$key } from "../../__generated__/MembershipRequestNotification_membershipRequest.graphql.ts";
import { errorMessageOf } from "../../relay/errorText.ts";
import { useAcceptMembershipRequestMutation } from "./useAcceptMembershipRequestMutation.ts";
import { useDeclineMembershipRequestMutation } from "./useDeclineMembershipRequestMutation.ts";

export interface MembershipRequestNotificationProps {
  membershipRequest: MembershipRequestNotification_membershipRequest$key;
  /** The Relay id of the notification (shown read once decided). */
  notificationId: string;
}

/** An invitation into a company: accept or decline it here; once decided, the outcome. */
export function MembershipRequestNotification({
  membershipRequest: requestKey,
  notificationId,
}: MembershipRequestNotificationProps) {
  const { t } = useTranslation();
  const request = useFragment(
    graphql`
      fragment MembershipRequestNotification_membershipRequest on MembershipRequest {
        rowId
        state
        companyName
      }
    `,
    requestKey,
  );
  const { accept, isInFlight: isAccepting } = useAcceptMembershipRequestMutation();
  const { decline, isInFlight: isDeclining } = useDeclineMembershipRequestMutation();
  const [error, setError] = useState<string | null>(null);
  const company = request.companyName ?? t("notifications.membership.unknownCompany");

  if (request.state === "ACCEPTED") {
    return (
      <Text fz="sm" c="teal.8" role="status">
        {t("notifications.membership.accepted", { company })}
      </Text>
    );
  }
  if (request.state === "DECLINED") {
    return (
      <Text fz="sm" c="dimmed" role="status">
        {t("notifications.membership.declined", { company })}
      </Text>
    );
  }
  const decide = (choice: typeof accept) => {
    setError(null);
    choice({ rowId: request.rowId, notificationId }, { onError: (e) => setError(errorMessageOf(e, t)) });
  };
  return (
    <>
      <Group gap="xs" mt={4}>
        <Button
          size="compact-sm"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={isAccepting}
          disabled={isDeclining}
          onClick={() => decide(accept)}
        >
          {t("notifications.membership.accept")}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          loading={isDeclining}
          disabled={isAccepting}
          onClick={() => decide(decline)}
        >
          {t("notifications.membership.decline")}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" p="xs" mt={4} role="alert">
          <Text fz="sm">{error}</Text>
        </Alert>
      ) : null}
    </>
  );
}
