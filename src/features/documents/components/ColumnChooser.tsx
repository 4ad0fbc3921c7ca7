import { Button } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { createLazyPopup } from "../../../ui/lazyPopup.tsx";
import type { DocumentsColumnId } from "../lib/documentsColumns.ts";

// The pop-up (Mantine's Popover and the check boxes) loads on first use.
const ColumnChooserPopup = createLazyPopup("dialog", () =>
  import("./ColumnChooserPopup.tsx").then((module) => module.ColumnChooserPopup),
);

export interface ColumnChooserProps {
  columns: readonly DocumentsColumnId[];
  onChange: (columns: DocumentsColumnId[]) => void;
}

/** Which columns the list view shows (kept per user in this browser). */
export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <ColumnChooserPopup
      {...props}
      trigger={
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {t("documents.columnChooser.button")}
        </Button>
      }
    />
  );
}
