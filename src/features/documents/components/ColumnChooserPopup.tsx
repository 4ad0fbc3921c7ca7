import { Checkbox, Popover, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ALWAYS_VISIBLE_COLUMNS, LIST_VIEW_COLUMNS, normalizeListColumns } from "../lib/documentsColumns.ts";
import type { LazyPopupProps } from "../../../ui/lazyPopup.tsx";
import type { ColumnChooserProps } from "./ColumnChooser.tsx";

/** The column chooser's pop-up (loaded on first use, see ColumnChooser). */
export function ColumnChooserPopup({ columns, onChange, target, defaultOpened }: ColumnChooserProps & LazyPopupProps) {
  const { t } = useTranslation();
  const chosen = new Set(columns);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Popover.Target>{target}</Popover.Target>
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
