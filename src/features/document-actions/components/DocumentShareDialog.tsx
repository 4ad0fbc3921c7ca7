import { Center, Divider, Loader, Modal, Stack, Text } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { DocumentShareDialog_document$key } from "../../../__generated__/DocumentShareDialog_document.graphql.ts";
import type { DocumentShareDialogQuery } from "../../../__generated__/DocumentShareDialogQuery.graphql.ts";
import { DocumentSharesList } from "./DocumentSharesList.tsx";
import { PublicLinkSection } from "./PublicLinkSection.tsx";
import { useEscapeClosesModal } from "../hooks/useEscapeClosesModal.ts";
import { ShareByEmailForm } from "./ShareByEmailForm.tsx";

export interface DocumentShareDialogProps {
  documentRowId: string;
  opened: boolean;
  onClose: () => void;
}

/** Sharing a document: with a person by e-mail, the current shares with their revocation,
 * and the public link (documentShare feature). Loads its data when opened. */
export function DocumentShareDialog({ documentRowId, opened, onClose }: DocumentShareDialogProps) {
  const { t } = useTranslation();
  useEscapeClosesModal(opened, onClose);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("documentActions.share.title")}
      size={512}
      centered
      closeOnEscape={false}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" aria-label={t("documentActions.share.loading")} />
          </Center>
        }
      >
        <DocumentShareDialogContent documentRowId={documentRowId} />
      </Suspense>
    </Modal>
  );
}

function DocumentShareDialogContent({ documentRowId }: { documentRowId: string }) {
  const { t } = useTranslation();
  // On demand: the share dialog's data, loaded when a click opens it.
  const { document } = useLazyLoadQuery<DocumentShareDialogQuery>(
    graphql`
      query DocumentShareDialogQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          ...DocumentShareDialog_document
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  if (!document) return <Text fz="sm">{t("documentActions.errors.DOCUMENT_NOT_FOUND")}</Text>;
  return <DocumentShareDialogSections document={document} />;
}

function DocumentShareDialogSections({ document: documentKey }: { document: DocumentShareDialog_document$key }) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentShareDialog_document on Document {
        rowId
        derivedTitle
        canCurrentUserShare
        clientCompany {
          featureFlags {
            documentShare
          }
        }
        shares {
          nodes {
            # eslint-disable-next-line relay/unused-fields -- the React key in DocumentSharesList
            id
            isPublicLink
            createdAt
            ...DocumentSharesList_share
            ...PublicLinkSection_share
          }
        }
      }
    `,
    documentKey,
  );
  // Oldest first, as Document.sharedWith orders them (the connection can only order by key).
  const shares = [...document.shares.nodes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const personShares = shares.filter((share) => !share.isPublicLink);
  const publicLink = shares.find((share) => share.isPublicLink) ?? null;
  const isPublicLinkFeatureOn = document.clientCompany?.featureFlags?.documentShare === true;

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed" lineClamp={2}>
        {document.derivedTitle || t("documentActions.untitled")}
      </Text>
      {document.canCurrentUserShare ? (
        <ShareByEmailForm documentRowId={document.rowId} />
      ) : (
        <Text fz="sm">{t("documentActions.errors.DOCUMENT_SHARE_FORBIDDEN")}</Text>
      )}
      <Divider />
      <DocumentSharesList documentRowId={document.rowId} shares={personShares} />
      {isPublicLinkFeatureOn || publicLink ? (
        <>
          <Divider />
          <PublicLinkSection
            documentRowId={document.rowId}
            share={publicLink}
            isFeatureOn={isPublicLinkFeatureOn}
            canShare={document.canCurrentUserShare}
          />
        </>
      ) : null}
    </Stack>
  );
}
