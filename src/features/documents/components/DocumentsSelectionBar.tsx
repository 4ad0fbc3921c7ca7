import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format.ts";

export interface DocumentsSelectionBarProps {
  selectedCount: number;
  /** The ids "select all" selects: the first (at most 500) of the list. */
  selectableIds: readonly string[];
  totalCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** Actions on the selected documents (e.g. paying them), shown while some are selected. */
  actions?: ReactNode;
}

/** How many documents are selected, "select all" (up to the server's 500 ids) and "clear". */
export function DocumentsSelectionBar({
  selectedCount,
  selectableIds,
  totalCount,
  onSelectAll,
  onClear,
  actions,
}: DocumentsSelectionBarProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatCount(value, i18n.language);
  const isCapped = totalCount > selectableIds.length;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="documents-selection">
      {selectedCount > 0 ? (
        <Text fz="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {t("documents.selection.selected", { count: selectedCount, formatted: number(selectedCount) })}
        </Text>
      ) : null}
      {selectableIds.length > 0 && selectedCount < selectableIds.length ? (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={onSelectAll}
          title={
            isCapped
              ? t("documents.selection.cappedHint", { max: number(selectableIds.length), total: number(totalCount) })
              : undefined
          }
        >
          {isCapped
            ? t("documents.selection.selectFirst", {
                count: selectableIds.length,
                formatted: number(selectableIds.length),
              })
            : t("documents.selection.selectAll", {
                count: selectableIds.length,
                formatted: number(selectableIds.length),
              })}
        </Button>
      ) : null}
      {selectedCount > 0 ? actions : null}
      {selectedCount > 0 ? (
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
          {t("documents.selection.clear")}
        </Button>
      ) : null}
      {isCapped && selectedCount >= selectableIds.length ? (
        <Text fz="xs" c="dimmed">
          {t("documents.selection.cappedHint", { max: number(selectableIds.length), total: number(totalCount) })}
        </Text>
      ) : null}
    </Group>
  );
}
