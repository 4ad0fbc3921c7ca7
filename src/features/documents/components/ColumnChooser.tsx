import { Button, Checkbox, Popover, Stack } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  ALWAYS_VISIBLE_COLUMNS,
  type DocumentsColumnId,
  LIST_VIEW_COLUMNS,
  normalizeListColumns,
} from "../lib/documentsColumns.ts";

export interface ColumnChooserProps {
  columns: readonly DocumentsColumnId[];
  onChange: (columns: DocumentsColumnId[]) => void;
}

/** Which columns the list view shows (kept per user in this browser). */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const chosen = new Set(columns);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {t("documents.columnChooser.button")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} role="group" aria-label={t("documents.columnChooser.label")}>
          {LIST_VIEW_COLUMNS.map((id) => (
            <Checkbox
              key={id}
              size="sm"
              label={t(`documents.columns.${id}`)}
              checked={chosen.has(id)}
              disabled={ALWAYS_VISIBLE_COLUMNS.includes(id)}
              onChange={(event) =>
                onChange(
                  normalizeListColumns(
                    event.currentTarget.checked ? [...columns, id] : columns.filter((column) => column !== id),
                  ),
                )
              }
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
