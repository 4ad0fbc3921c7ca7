import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PublicLinkSection_share$key } from "../../../__generated__/PublicLinkSection_share.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { documentActionErrorMessage } from "../lib/documentActionErrorMessage.ts";
import { publicLinkUrl } from "../lib/publicLinkUrl.ts";
import { useCreateDocumentPublicLinkMutation } from "../mutations/useCreateDocumentPublicLinkMutation.ts";
import { useRevokeDocumentShareMutation } from "../mutations/useRevokeDocumentShareMutation.ts";
import { InlineConfirm } from "../../../ui/InlineConfirm.tsx";

export interface PublicLinkSectionProps {
  documentRowId: string;
  /** The document's public link, when it has one. */
  share: PublicLinkSection_share$key | null;
  /** The company's documentShare feature: without it no link can be created or renewed
   * (an existing one can still be revoked). */
  isFeatureOn: boolean;
  canShare: boolean;
}

type Confirming = "renew" | "revoke" | null;

/** The document's public link: create it, see its address once (only a hash is stored),
 * renew it (the old address stops working) or revoke it. */
export function PublicLinkSection({ documentRowId, share: shareKey, isFeatureOn, canShare }: PublicLinkSectionProps) {
  const { t, i18n } = useTranslation();
  const share = useFragment(
    graphql`
      fragment PublicLinkSection_share on DocumentShare {
        rowId
        createdAt
        sharedBy {
          fullName
        }
      }
    `,
    shareKey,
  );
  const [commitCreate, isCreating] = useCreateDocumentPublicLinkMutation();
  const [commitRevoke, isRevoking] = useRevokeDocumentShareMutation();
  // The address of a link created in this dialog: the token is returned once and never again.
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState<string | null>(null);
  const canCreate = isFeatureOn && canShare;

  const createLink = () => {
    setError(null);
    commitCreate({
      variables: { input: { documentRowId }, documentRowId },
      onCompleted: (response) => {
        const token = response.createDocumentPublicLink?.result?.token;
        setConfirming(null);
        setCreatedUrl(token ? publicLinkUrl(token) : null);
      },
      onError: (failure) => setError(documentActionErrorMessage(failure, t)),
    });
  };
  const revokeLink = (shareRowId: string) => {
    setError(null);
    commitRevoke({
      variables: { input: { shareRowId }, documentRowId },
      onCompleted: () => {
        setConfirming(null);
        setCreatedUrl(null);
      },
      onError: (failure) => setError(documentActionErrorMessage(failure, t)),
    });
  };

  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {t("documentActions.publicLink.title")}
      </Text>
      {!share ? (
        <>
          <Text fz="sm" c="dimmed">
            {t("documentActions.publicLink.explanation")}
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconLink size={16} />}
              loading={isCreating}
              disabled={!canCreate}
              onClick={createLink}
            >
              {t("documentActions.publicLink.create")}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text fz="sm">
            {share.sharedBy?.fullName
              ? t("documentActions.publicLink.activeSinceBy", {
                  date: formatDateTime(share.createdAt, i18n.language),
                  name: share.sharedBy.fullName,
                })
              : t("documentActions.publicLink.activeSince", { date: formatDateTime(share.createdAt, i18n.language) })}
          </Text>
          {createdUrl ? (
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  readOnly
                  value={createdUrl}
                  aria-label={t("documentActions.publicLink.urlLabel")}
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={createdUrl}>
                  {({ copied, copy }) => (
                    <Button
                      variant={copied ? "light" : "filled"}
                      color={copied ? "teal" : undefined}
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      onClick={copy}
                      miw={120}
                    >
                      {copied ? t("documentActions.publicLink.copied") : t("documentActions.publicLink.copy")}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text fz="xs" c="dimmed">
                {t("documentActions.publicLink.shownOnce")}
              </Text>
            </Stack>
          ) : (
            <Text fz="xs" c="dimmed">
              {t("documentActions.publicLink.notShownAgain")}
            </Text>
          )}
          {!isFeatureOn ? (
            <Alert color="yellow" variant="light" p="xs">
              <Text fz="sm">{t("documentActions.publicLink.featureOff")}</Text>
            </Alert>
          ) : null}
          {confirming ? (
            <InlineConfirm
              message={t(
                confirming === "renew"
                  ? "documentActions.publicLink.renewQuestion"
                  : "documentActions.publicLink.revokeQuestion",
              )}
              confirmLabel={t(
                confirming === "renew" ? "documentActions.publicLink.renew" : "documentActions.publicLink.revoke",
              )}
              isPending={confirming === "renew" ? isCreating : isRevoking}
              error={error}
              onCancel={() => {
                setConfirming(null);
                setError(null);
              }}
              onConfirm={() => (confirming === "renew" ? createLink() : revokeLink(share.rowId))}
            />
          ) : (
            <Group gap="xs">
              <Button
                variant="default"
                size="sm"
                leftSection={<IconRefresh size={16} />}
                disabled={!canCreate}
                onClick={() => setConfirming("renew")}
              >
                {t("documentActions.publicLink.renew")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconLinkOff size={16} />}
                disabled={!canShare}
                onClick={() => setConfirming("revoke")}
              >
                {t("documentActions.publicLink.revoke")}
              </Button>
            </Group>
          )}
        </>
      )}
      {error && !confirming ? (
        <Text fz="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
