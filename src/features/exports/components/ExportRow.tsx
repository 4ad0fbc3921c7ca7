import { Badge, Button, Stack, Table, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ExportRow_export$key } from "../../../__generated__/ExportRow_export.graphql.ts";
import { formatDate, formatDateTime } from "../../../lib/calendarDate.ts";
import { formatCount, formatMoney } from "../../../lib/format.ts";
import { ExportStatus } from "./ExportStatus.tsx";

export interface ExportRowProps {
  export: ExportRow_export$key;
  /** Admins and accounting may undo a finished export. */
  canUndo: boolean;
  onUndo: (exportRowId: string) => void;
  pollIntervalMs?: number;
}

/** One export in the exports list: when, by whom, period, format, counts, sums, status, files. */
export function ExportRow({ export: exportKey, canUndo, onUndo, pollIntervalMs }: ExportRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = useFragment(
    graphql`
      fragment ExportRow_export on Export {
        rowId
        createdAt
        createdVia
        creator {
          fullName
          email
        }
        accountingPeriodFrom
        accountingPeriodTo
        accountingExport
        documentCount
        skippedDocumentCount
        moneyTransactionCount
        totalSum
        netSum
        vatSum
        currency
        status
        undoneAt
        undoReason
        undoneBy {
          fullName
          email
        }
        ...ExportStatus_export
      }
    `,
    exportKey,
  );
  const creator =
    data.createdVia === "API"
      ? t("exports.apiClient")
      : (data.creator?.fullName ?? data.creator?.email ?? t("exports.unknownUser"));
  const money = (value: unknown) => formatMoney((value as string | null) ?? "0", data.currency, language);
  const isUndone = data.undoneAt !== null && data.undoneAt !== undefined;
  return (
    <Table.Tr data-testid="export-row" data-export-row-id={data.rowId}>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
          {formatDateTime(data.createdAt as string, language)}
        </Text>
        <Text fz="xs" c="dimmed">
          {creator}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
          {t("exports.periodRange", {
            from: formatDate(data.accountingPeriodFrom as string, language),
            to: formatDate(data.accountingPeriodTo as string, language),
          })}
        </Text>
        <Text fz="xs" c="dimmed">
          {t(`exports.formats.${data.accountingExport}` as "exports.formats.NONE")}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">
          {t("exports.documents", { count: data.documentCount, formatted: formatCount(data.documentCount, language) })}
        </Text>
        <Text fz="sm">
          {t("exports.transactions", {
            count: data.moneyTransactionCount,
            formatted: formatCount(data.moneyTransactionCount, language),
          })}
        </Text>
        {data.skippedDocumentCount > 0 ? (
          <Text fz="xs" c="dimmed">
            {t("exports.skipped", { count: data.skippedDocumentCount })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {data.totalSum !== null && data.totalSum !== undefined ? (
          <Stack gap={0} style={{ whiteSpace: "nowrap" }}>
            <Text fz="sm">{t("exports.sumTotal", { amount: money(data.totalSum) })}</Text>
            <Text fz="xs" c="dimmed">
              {t("exports.sumNet", { amount: money(data.netSum) })}
            </Text>
            <Text fz="xs" c="dimmed">
              {t("exports.sumVat", { amount: money(data.vatSum) })}
            </Text>
          </Stack>
        ) : (
          "—"
        )}
      </Table.Td>
      <Table.Td miw={200} maw={270}>
        <Stack gap={6}>
          <ExportStatus export={data} pollIntervalMs={pollIntervalMs} />
          {isUndone ? (
            <>
              <Badge color="gray" variant="outline" w="fit-content">
                {t("exports.undoneBadge")}
              </Badge>
              <Text fz="xs" c="dimmed" data-testid="export-undone">
                {t("exports.undone", {
                  date: formatDateTime(data.undoneAt as string, language),
                  user: data.undoneBy?.fullName ?? data.undoneBy?.email ?? t("exports.unknownUser"),
                  reason: data.undoReason ?? "",
                })}
              </Text>
            </>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        {canUndo && data.status === "DONE" && !isUndone ? (
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onUndo(data.rowId)}
          >
            {t("exports.undo.action")}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
