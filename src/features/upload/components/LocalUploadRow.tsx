import { Button, Group, Table, Text } from "@mantine/core";
import { IconRefresh, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../lib/format.ts";
import { uploadErrorMessage } from "../lib/sourceFileError.ts";
import type { LocalUpload } from "../lib/UploadQueue.ts";
import { isRetryable } from "../lib/uploadRules.ts";
import { FileKindIcon, kindFromFileName, UploadStatus, type UploadStatusProps } from "./UploadStatus.tsx";

export interface LocalUploadRowProps {
  upload: LocalUpload;
  /** The server refused for now; waiting files go when there is room. */
  isQueuePaused: boolean;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** A file of this session the server does not list yet: waiting, sending, refused or failed. */
export function LocalUploadRow({ upload, isQueuePaused, onRetry, onDismiss }: LocalUploadRowProps) {
  const { t, i18n } = useTranslation();
  const { state } = upload;
  const progressLabel = t("upload.list.progressLabel", { name: upload.name });
  const status = ((): UploadStatusProps => {
    switch (state.kind) {
      case "waiting":
        return {
          label: isQueuePaused ? t("upload.status.waitingForCapacity") : t("upload.status.waitingForUpload"),
          color: "gray",
        };
      case "uploading":
        return {
          label: t("upload.status.uploading", { percent: state.percent }),
          color: "petrol",
          percent: state.percent,
          progressLabel,
        };
      case "uploaded":
        return { label: t("upload.status.QUEUED"), color: "gray" };
      case "refused":
        return { label: t("upload.status.refused"), color: "red", message: uploadErrorMessage(state.error, t) };
      case "failed":
        return { label: t("upload.status.uploadFailed"), color: "red", message: uploadErrorMessage(state.error, t) };
    }
  })();
  const canRetry = state.kind === "failed" && isRetryable(state.error);
  const canDismiss = state.kind === "failed" || state.kind === "refused";

  return (
    <Table.Tr data-status={state.kind}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <FileKindIcon kind={kindFromFileName(upload.name)} />
          <Text fz="sm" fw={500} truncate="end" title={upload.name} maw={320}>
            {upload.name}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{upload.categoryName}</Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {formatFileSize(upload.size, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <UploadStatus {...status} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {canRetry ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => onRetry(upload.key)}
            >
              {t("upload.actions.retry")}
            </Button>
          ) : null}
          {canDismiss ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={() => onDismiss(upload.key)}
            >
              {t("upload.actions.dismiss")}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
