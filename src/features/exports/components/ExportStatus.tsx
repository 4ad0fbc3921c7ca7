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
        clientCompanyRowId
        status
        progress
        errorCode
        findings
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
          <ExportFindings findings={findingsOf(data.findings)} clientCompanyRowId={data.clientCompanyRowId} />
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
                <Anchor
                  href={exportFileHref(data.rowId, file.rowId)}
                  download={file.fileName}
                  fz="sm"
                  // Long file names break anywhere rather than widening the exports table.
                  style={{ overflowWrap: "anywhere" }}
                >
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

/** One reason the job refused the export: about the company (no document), a document (and
 * maybe one of its lines) or a money transaction. */
export interface ExportFinding {
  code: string;
  documentRowId: string | null;
}

/** The findings as the server stores them (JSON), keeping only well-formed entries. */
export function findingsOf(value: unknown): ExportFinding[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { code, documentRowId } = entry as Record<string, unknown>;
    if (typeof code !== "string") return [];
    return [{ code, documentRowId: typeof documentRowId === "string" ? documentRowId : null }];
  });
}

/** How many findings the alert lists; the rest are counted. */
const SHOWN_FINDINGS = 20;

function ExportFindings({ findings, clientCompanyRowId }: { findings: ExportFinding[]; clientCompanyRowId: string }) {
  const { t } = useTranslation();
  const codeText = useCodeText(EXPORT_ERRORS);
  if (findings.length === 0) return null;
  // Documents are numbered in the order the job met them, so the same document keeps its number.
  const documentNumbers = new Map<string, number>();
  for (const finding of findings)
    if (finding.documentRowId && !documentNumbers.has(finding.documentRowId))
      documentNumbers.set(finding.documentRowId, documentNumbers.size + 1);
  const shown = findings.slice(0, SHOWN_FINDINGS);
  return (
    <Stack gap={2} mt={6}>
      <Text fz="sm" fw={500}>
        {t("exports.findings")}
      </Text>
      <List size="sm" spacing={2}>
        {shown.map((finding, index) => (
          <List.Item key={`${finding.documentRowId ?? "company"}-${finding.code}-${index}`}>
            {finding.documentRowId ? (
              <>
                <Anchor
                  href={`/documents/${finding.documentRowId}?${new URLSearchParams({ clientCompanyRowId })}`}
                  fz="sm"
                >
                  {t("exports.findingDocument", { number: documentNumbers.get(finding.documentRowId) })}
                </Anchor>
                {": "}
              </>
            ) : null}
            {codeText(finding.code)}
          </List.Item>
        ))}
      </List>
      {findings.length > SHOWN_FINDINGS ? (
        <Text fz="xs" c="dimmed">
          {t("exports.moreFindings", { count: findings.length - SHOWN_FINDINGS })}
        </Text>
      ) : null}
    </Stack>
  );
}
