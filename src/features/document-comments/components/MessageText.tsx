import { Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCommentMembers } from "../lib/commentMembers.ts";
import { displaySegments } from "../lib/messageParts.ts";

export interface MessageTextProps {
  messageParts: unknown;
  textMessage: string;
}

/** A comment's text with its mentions as chips; mentions of me stand out. */
export function MessageText({ messageParts, textMessage }: MessageTextProps) {
  const { t } = useTranslation();
  const { currentUserRowId, nameOf } = useCommentMembers();
  const segments = displaySegments(messageParts, textMessage, {
    currentUserRowId,
    nameOf: (userRowId) => nameOf(userRowId) || t("documentComments.unknownUser"),
  });
  return (
    <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {segments.map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : (
          <Tooltip key={index} label={t("documentComments.mentions.ofYou")} disabled={!segment.isMe} withArrow>
            <Text
              span
              fz="sm"
              fw={600}
              px={4}
              bdrs="sm"
              c={segment.isMe ? "orange.9" : "blue.8"}
              bg={segment.isMe ? "orange.1" : "blue.0"}
              data-mention={segment.userRowId}
              data-me={segment.isMe || undefined}
            >
              {segment.text}
            </Text>
          </Tooltip>
        ),
      )}
    </Text>
  );
}
