import { Button, Group, type MantineColor, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconExternalLink, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  SourceFileRow_sourceFile$key,
  SourceFileStatus,
} from "../../../__generated__/SourceFileRow_sourceFile.graphql.ts";
import { errorMessageOf } from "../../../relay/errorText.ts";
import { ButtonLink } from "../../../shell/links.tsx";
import { formatFileSize } from "../../../lib/format.ts";
import { isRetryable, sourceFileErrorMessage } from "../lib/sourceFileError.ts";
import {
  removeFromUnprocessedSourceFiles,
  useDeleteSourceFileMutation,
} from "../mutations/useDeleteSourceFileMutation.ts";
import { useRetrySourceFileMutation } from "../mutations/useRetrySourceFileMutation.ts";
import { FileKindIcon, UploadStatus } from "./UploadStatus.tsx";

const STATUS_COLORS: Record<SourceFileStatus, MantineColor> = {
  QUEUED: "gray",
  PROCESSING: "blue",
  DONE: "teal",
  DUPLICATE: "yellow",
  FAILED: "red",
  "%future added value": "gray",
};

export interface SourceFileRowProps {
  sourceFile: SourceFileRow_sourceFile$key;
  /** The company's global id (its list of files in the store) and its row id (links). */
  clientCompanyId: string;
  clientCompanyRowId: string;
}

/** A file the server knows: its processing state, the document it became, or why it failed. */
export function SourceFileRow(props: SourceFileRowProps) {
  const { t, i18n } = useTranslation();
  const file = useFragment(
    graphql`
      fragment SourceFileRow_sourceFile on SourceFile {
        rowId
        name
        kind
        sizeBytes
        status
        processingPercentage
        processingError
        processingErrorReason
        documentRowId
        duplicateDocumentRowId
        category {
          name
        }
      }
    `,
    props.sourceFile,
  );
  const [commitRetry, isRetrying] = useRetrySourceFileMutation();
  const [commitDelete, isDeleting] = useDeleteSourceFileMutation();
  const { clientCompanyId, clientCompanyRowId } = props;

  const retry = () =>
    commitRetry({
      variables: { input: { sourceFileId: file.rowId } },
      onError: (error) => {
        notifications.show({ color: "red", title: t("upload.actions.retryFailed"), message: errorMessageOf(error, t) });
      },
    });
  const remove = () =>
    commitDelete({
      variables: { input: { rowId: file.rowId } },
      updater: (store, data) =>
        removeFromUnprocessedSourceFiles(store, clientCompanyId, data?.deleteSourceFile?.deletedSourceFileId),
      onError: (error) => {
        notifications.show({
          color: "red",
          title: t("upload.actions.removeFailed"),
          message: errorMessageOf(error, t),
        });
      },
    });

  const isProcessing = file.status === "PROCESSING";
  const label = isProcessing
    ? t("upload.status.PROCESSING", { percent: file.processingPercentage })
    : file.status === "%future added value"
      ? file.status
      : t(`upload.status.${file.status}`);

  return (
    <Table.Tr data-status={file.status}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <FileKindIcon kind={file.kind} />
          <Text fz="sm" fw={500} truncate="end" title={file.name} maw={320}>
            {file.name}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{file.category?.name ?? ""}</Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {formatFileSize(file.sizeBytes, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <UploadStatus
          label={label}
          color={STATUS_COLORS[file.status]}
          percent={isProcessing ? file.processingPercentage : undefined}
          progressLabel={t("upload.list.progressLabel", { name: file.name })}
          message={
            file.status === "FAILED"
              ? sourceFileErrorMessage(file.processingError, t, file.processingErrorReason)
              : undefined
          }
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {file.status === "DONE" && file.documentRowId ? (
            <ButtonLink
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} />}
              to="/documents/$documentRowId"
              params={{ documentRowId: file.documentRowId }}
              search={{ clientCompanyRowId }}
            >
              {t("upload.actions.openDocument")}
            </ButtonLink>
          ) : null}
          {file.status === "DUPLICATE" && file.duplicateDocumentRowId ? (
            <ButtonLink
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} />}
              to="/documents/$documentRowId"
              params={{ documentRowId: file.duplicateDocumentRowId }}
              search={{ clientCompanyRowId }}
            >
              {t("upload.actions.openExisting")}
            </ButtonLink>
          ) : null}
          {file.status === "FAILED" ? (
            <>
              {isRetryable(file.processingError) ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  loading={isRetrying}
                  disabled={isDeleting}
                  onClick={retry}
                >
                  {t("upload.actions.retry")}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={isDeleting}
                disabled={isRetrying}
                onClick={remove}
              >
                {t("upload.actions.remove")}
              </Button>
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
