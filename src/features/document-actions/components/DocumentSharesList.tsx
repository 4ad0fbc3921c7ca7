import { ActionIcon, Avatar, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconUserX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserTypeBadge } from "../../../ui/UserTypeBadge.tsx";
import { graphql, useFragment } from "react-relay";
import type {
  DocumentSharesList_share$data,
  DocumentSharesList_share$key,
} from "../../../__generated__/DocumentSharesList_share.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { documentActionErrorMessage } from "../lib/documentActionErrorMessage.ts";
import { useRevokeDocumentShareMutation } from "../mutations/useRevokeDocumentShareMutation.ts";
import { InlineConfirm } from "../../../ui/InlineConfirm.tsx";

export interface DocumentSharesListProps {
  documentRowId: string;
  /** The people the document is shared with (not the public link). */
  shares: readonly (DocumentSharesList_share$key & { readonly id: string })[];
}

/** Who the document is shared with, each share revocable (after a question: access ends at once). */
export function DocumentSharesList({ documentRowId, shares }: DocumentSharesListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {t("documentActions.shares.title")}
      </Text>
      {shares.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentActions.shares.empty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {shares.map((share) => (
            <ShareRow key={share.id} documentRowId={documentRowId} share={share} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ShareRow({ documentRowId, share: shareKey }: { documentRowId: string; share: DocumentSharesList_share$key }) {
  const { t, i18n } = useTranslation();
  const share = useFragment(
    graphql`
      fragment DocumentSharesList_share on DocumentShare {
        rowId
        createdAt
        user {
          fullName
          email
          isSuperAdmin
          isExternal
          isExternalPublicLink
        }
        sharedBy {
          fullName
        }
      }
    `,
    shareKey,
  );
  const [commitRevoke, isRevoking] = useRevokeDocumentShareMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = personName(share);

  return (
    <li>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar size="sm" name={name} color="initials" />
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text fz="sm" fw={500} truncate>
                  {name}
                </Text>
                {share.user ? (
                  <UserTypeBadge
                    showStandard
                    isSuperAdmin={share.user.isSuperAdmin}
                    isExternal={share.user.isExternal}
                    isExternalPublicLink={share.user.isExternalPublicLink}
                  />
                ) : null}
              </Group>
              <Text fz="xs" c="dimmed">
                {[
                  share.user?.fullName ? share.user.email : null,
                  share.sharedBy?.fullName
                    ? t("documentActions.shares.sharedByOn", {
                        name: share.sharedBy.fullName,
                        date: formatDateTime(share.createdAt, i18n.language),
                      })
                    : t("documentActions.shares.sharedOn", { date: formatDateTime(share.createdAt, i18n.language) }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </div>
          </Group>
          <Tooltip label={t("documentActions.shares.revoke")} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("documentActions.shares.revokeFor", { name })}
              onClick={() => setIsConfirming(true)}
              disabled={isConfirming}
            >
              <IconUserX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {isConfirming ? (
          <InlineConfirm
            message={t("documentActions.shares.revokeQuestion", { name })}
            confirmLabel={t("documentActions.shares.revoke")}
            isPending={isRevoking}
            error={error}
            onCancel={() => {
              setIsConfirming(false);
              setError(null);
            }}
            onConfirm={() => {
              setError(null);
              commitRevoke({
                variables: { input: { shareRowId: share.rowId }, documentRowId },
                onError: (failure) => setError(documentActionErrorMessage(failure, t)),
              });
            }}
          />
        ) : null}
      </Stack>
    </li>
  );
}

function personName(share: DocumentSharesList_share$data): string {
  return share.user?.fullName || share.user?.email || "—";
}
