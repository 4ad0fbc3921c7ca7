import { Group, SegmentedControl, Stack, Text, Timeline, Title } from "@mantine/core";
import {
  IconArchive,
  IconCheck,
  IconCopy,
  IconFileExport,
  IconFileImport,
  IconGitBranch,
  IconMail,
  IconPencil,
  IconPoint,
  IconReplace,
  IconRobot,
  IconSend,
  IconShare,
  IconX,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentHistory_document$key } from "../../../../__generated__/DocumentHistory_document.graphql.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { HISTORY_PRESETS, type HistoryPreset, historyEntriesFor } from "../../lib/historyPresets.ts";
import { HistoryEntryText } from "./HistoryEntryText.tsx";

const ICONS: Record<string, typeof IconPoint> = {
  IMPORTED: IconFileImport,
  DUPLICATE_UPLOADED: IconCopy,
  FIELDS_CHANGED: IconPencil,
  FIELDS_CONFIRMED: IconCheck,
  INVOICE_ITEMS_CHANGED: IconPencil,
  ACCOUNTING_ITEMS_CHANGED: IconPencil,
  CATEGORY_CHANGED: IconPencil,
  ARCHIVED: IconArchive,
  UNARCHIVED: IconArchive,
  WORKFLOW_STEP_CHANGED: IconGitBranch,
  APPROVAL_REQUESTED: IconSend,
  APPROVED: IconCheck,
  REJECTED: IconX,
  APPROVAL_CANCELED: IconX,
  EXPORTED: IconFileExport,
  UNEXPORTED: IconFileExport,
  SUPERSEDED: IconReplace,
  NEW_VERSION: IconReplace,
  SHARED: IconShare,
  UNSHARED: IconShare,
  PAYMENT_REMINDER_SENT: IconMail,
  AUTOMATION: IconRobot,
};

export interface DocumentHistoryProps {
  document: DocumentHistory_document$key;
  preset: HistoryPreset;
  onPresetChange: (preset: HistoryPreset) => void;
}

/** What happened to the document, newest first: the important entries, or all of them. */
export function DocumentHistory({ document: documentKey, preset, onPresetChange }: DocumentHistoryProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentHistory_document on Document {
        historyEntries(orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]) {
          nodes {
            rowId
            type
            createdAt
            ...HistoryEntryText_entry
          }
        }
      }
    `,
    documentKey,
  );
  const entries = historyEntriesFor(document.historyEntries.nodes, preset);
  const hiddenCount = document.historyEntries.nodes.length - entries.length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t("documentDetails.history.title")}
        </Title>
        <SegmentedControl
          size="xs"
          value={preset}
          onChange={(value) => onPresetChange(value as HistoryPreset)}
          data={HISTORY_PRESETS.map((value) => ({ value, label: t(`documentDetails.history.presets.${value}`) }))}
          aria-label={t("documentDetails.history.presetLabel")}
        />
      </Group>
      {entries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentDetails.history.empty")}
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} aria-label={t("documentDetails.history.title")}>
          {entries.map((entry) => {
            const Icon = ICONS[entry.type] ?? IconPoint;
            return (
              <Timeline.Item key={entry.rowId} bullet={<Icon size={14} />}>
                <HistoryEntryText entry={entry} />
                <Text fz="xs" c="dimmed" mt={2}>
                  {formatDateTime(entry.createdAt, i18n.language)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {preset === "IMPORTANT" && hiddenCount > 0 ? (
        <Text fz="xs" c="dimmed">
          {t("documentDetails.history.hidden", { count: hiddenCount })}
        </Text>
      ) : null}
    </Stack>
  );
}
