import { Alert, Anchor, Badge, Group, List, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ExportStatus_export$key } from "../../../__generated__/ExportStatus_export.graphql.ts";
import type { ExportStatusRefreshQuery } from "../../../__generated__/ExportStatusRefreshQuery.graphql.ts";
import { formatFileSize } from "../../../lib/format.ts";
import { useLiveRefresh } from "../../../relay/useLiveRefresh.ts";
import { useCodeText } from "../../../ui/useErrorText.ts";
import { EXPORT_POLL_INTERVAL_MS, exportFileHref, isExportActive } from "../lib/exportLinks.ts";

const exportStatusRefreshQuery = graphql`
  query ExportStatusRefreshQuery($exportRowId: UUID!) {
    export(rowId: $exportRowId) {
      ...ExportStatus_export
    }
  }
`;

const EXPORT_ERRORS = { feature: "exports.errors" } as const;

export interface ExportStatusProps {
  export: ExportStatus_export$key;
  /** Milliseconds between two looks at a waiting or running export (tests shorten it). */
  pollIntervalMs?: number;
}

/**
 * An export's status: waiting or running with its progress (asked again every 2 s until it is
 * done or failed), done with its files to download, failed with the reason.
 */
export function ExportStatus({ export: exportKey, pollIntervalMs = EXPORT_POLL_INTERVAL_MS }: ExportStatusProps) {
  const { t, i18n } = useTranslation();
  const codeText = useCodeText(EXPORT_ERRORS);
  const data = useFragment(
    graphql`
      fragment ExportStatus_export on Export {
        rowId
        status
        progress
        errorCode
        files(first: 20) {
          nodes {
            id
            rowId
            kind
            fileName
            byteSize
          }
        }
      }
    `,
    exportKey,
  );
  const isActive = isExportActive(data.status);
  useLiveRefresh<ExportStatusRefreshQuery>(
    isActive,
    exportStatusRefreshQuery,
    { exportRowId: data.rowId },
    pollIntervalMs,
  );
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge
          variant="light"
          color={data.status === "DONE" ? "teal" : data.status === "FAILED" ? "red" : "blue"}
          data-testid="export-status"
        >
          {t(`exports.status.${data.status}` as "exports.status.DONE", { progress: data.progress })}
        </Badge>
      </Group>
      {isActive ? <Progress value={data.progress} size="sm" aria-label={t("exports.progressLabel")} animated /> : null}
      {data.status === "FAILED" ? (
        <Alert color="red" variant="light" p="xs">
          <Text fz="sm">{codeText(data.errorCode ?? "EXPORT_FAILED")}</Text>
        </Alert>
      ) : null}
      {data.status === "DONE" ? (
        data.files.nodes.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("exports.noFiles")}
          </Text>
        ) : (
          <List size="sm" spacing={2} listStyleType="none" p={0}>
            {data.files.nodes.map((file) => (
              <List.Item key={file.id}>
                <Anchor href={exportFileHref(data.rowId, file.rowId)} download={file.fileName} fz="sm">
                  {t("exports.download", {
                    fileName: file.fileName,
                    size: formatFileSize(file.byteSize as string, i18n.language),
                  })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )
      ) : null}
    </Stack>
  );
}
