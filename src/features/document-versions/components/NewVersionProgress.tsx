import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { NewVersionProgressQuery } from "../../../__generated__/NewVersionProgressQuery.graphql.ts";
import { useLiveRefresh } from "../../../relay/useLiveRefresh.ts";
import { versionProcessingErrorMessage } from "../lib/versionErrorMessage.ts";
import { ButtonLink } from "../../../shell/links.tsx";

/** How often the file's state is asked while it is processed (like the upload page). */
export const NEW_VERSION_POLL_INTERVAL_MS = 2000;

const newVersionProgressQuery = graphql`
  query NewVersionProgressQuery($sourceFileRowId: UUID!) {
    sourceFile(rowId: $sourceFileRowId) {
      status
      processingPercentage
      processingError
      documentRowId
      duplicateDocumentRowId
    }
  }
`;

export interface NewVersionProgressProps {
  sourceFileRowId: string;
  clientCompanyRowId: string;
  onClose: () => void;
  onRetry: () => void;
  pollIntervalMs?: number;
}

/**
 * The uploaded file on its way to becoming the new version: asks for its state until it is
 * done, then offers to open the new version (or the document it duplicates).
 */
export function NewVersionProgress({
  sourceFileRowId,
  clientCompanyRowId,
  onClose,
  onRetry,
  pollIntervalMs = NEW_VERSION_POLL_INTERVAL_MS,
}: NewVersionProgressProps) {
  const { t } = useTranslation();
  const variables = { sourceFileRowId };
  // On demand: polls the processing of a new version the person just uploaded.
  const { sourceFile } = useLazyLoadQuery<NewVersionProgressQuery>(newVersionProgressQuery, variables, {
    fetchPolicy: "network-only",
  });
  const isPending = sourceFile?.status === "QUEUED" || sourceFile?.status === "PROCESSING";
  useLiveRefresh<NewVersionProgressQuery>(isPending, newVersionProgressQuery, variables, pollIntervalMs);

  if (isPending) {
    return (
      <Stack gap="xs" aria-live="polite">
        <Text fz="sm">{t("documentVersions.processing")}</Text>
        <Progress
          value={Math.max(sourceFile.processingPercentage, 5)}
          animated
          aria-label={t("documentVersions.processingProgress")}
        />
      </Stack>
    );
  }
  if (sourceFile?.status === "DONE" && sourceFile.documentRowId) {
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {t("documentVersions.done")}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("documentVersions.close")}
          </Button>
          <ButtonLink
            to="/documents/$documentRowId"
            params={{ documentRowId: sourceFile.documentRowId }}
            search={{ clientCompanyRowId }}
          >
            {t("documentVersions.open")}
          </ButtonLink>
        </Group>
      </Stack>
    );
  }
  if (sourceFile?.status === "DUPLICATE") {
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" icon={<IconCopy size={18} />} role="alert">
          {t("documentVersions.duplicate")}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onRetry}>
            {t("documentVersions.retry")}
          </Button>
          {sourceFile.duplicateDocumentRowId ? (
            <ButtonLink
              variant="light"
              to="/documents/$documentRowId"
              params={{ documentRowId: sourceFile.duplicateDocumentRowId }}
              search={{ clientCompanyRowId }}
            >
              {t("documentVersions.openDuplicate")}
            </ButtonLink>
          ) : null}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        title={t("documentVersions.failed")}
      >
        {versionProcessingErrorMessage(sourceFile?.processingError, t)}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("documentVersions.close")}
        </Button>
        <Button onClick={onRetry}>{t("documentVersions.retry")}</Button>
      </Group>
    </Stack>
  );
}
