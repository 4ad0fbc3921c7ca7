import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { HistoryEntryText_entry$key } from "../../../../__generated__/HistoryEntryText_entry.graphql.ts";
import { describeHistoryEntry } from "../../lib/historyEntryText.ts";

export interface HistoryEntryTextProps {
  entry: HistoryEntryText_entry$key;
}

/** One history entry in words: who did what, with its details (changed fields, a message,
 * the file). A type this page does not know yet is named by its code rather than left out. */
export function HistoryEntryText({ entry: entryKey }: HistoryEntryTextProps) {
  const { t, i18n } = useTranslation();
  const entry = useFragment(
    graphql`
      fragment HistoryEntryText_entry on DocumentHistoryEntry {
        type
        payload
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
  const description = describeHistoryEntry(
    {
      type: entry.type,
      payload: entry.payload,
      userName: entry.user?.fullName,
      sourceFileName: entry.sourceFile?.name,
    },
    t,
    i18n.language,
  );
  return (
    <>
      <Text fz="sm">{description.text}</Text>
      {description.details.map((detail, index) => (
        <Text key={index} fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {detail}
        </Text>
      ))}
    </>
  );
}
