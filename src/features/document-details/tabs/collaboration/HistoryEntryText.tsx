import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { HistoryEntryText_entry$key } from "../../../../__generated__/HistoryEntryText_entry.graphql.ts";
import { historyTypeWords } from "../../lib/historyPresets.ts";

export interface HistoryEntryTextProps {
  entry: HistoryEntryText_entry$key;
}

/** One history entry in words: who did what. A type this page does not know yet is named by
 * its code rather than left out. */
export function HistoryEntryText({ entry: entryKey }: HistoryEntryTextProps) {
  const { t } = useTranslation();
  const entry = useFragment(
    graphql`
      fragment HistoryEntryText_entry on DocumentHistoryEntry {
        type
        user {
          fullName
        }
        sourceFile {
          name
        }
      }
    `,
    entryKey,
  );
  const name = entry.user?.fullName || t("documentDetails.systemUser");
  const file = entry.sourceFile?.name;
  let text: string;
  switch (entry.type) {
    case "IMPORTED":
      text = entry.user
        ? t("documentDetails.history.types.IMPORTED", { name })
        : t("documentDetails.history.types.IMPORTED_withoutUser");
      break;
    case "DUPLICATE_UPLOADED":
      text = t("documentDetails.history.types.DUPLICATE_UPLOADED", { name });
      break;
    default:
      text = t("documentDetails.history.types.unknown", { name, type: historyTypeWords(entry.type) });
  }
  return (
    <>
      <Text fz="sm">{text}</Text>
      {file ? (
        <Text fz="xs" c="dimmed" truncate="end" title={file}>
          {t("documentDetails.history.file", { name: file })}
        </Text>
      ) : null}
    </>
  );
}
