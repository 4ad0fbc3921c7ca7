// A comment's message as stored (Comment.messageParts): text and @mentions.

export type MessagePart = { kind: "text"; text: string } | { kind: "mention"; text: string; userRowId: string | null };

/** The parts of a comment; the plain text when the parts are missing or unreadable. */
export function messagePartsOf(parts: unknown, fallbackText: string): MessagePart[] {
  if (!Array.isArray(parts)) return [{ kind: "text", text: fallbackText }];
  const read = parts.flatMap((part): MessagePart[] => {
    if (!part || typeof part !== "object") return [];
    const { type, text, userRowId } = part as Record<string, unknown>;
    if (typeof text !== "string") return [];
    if (type === "MENTION")
      return [{ kind: "mention", text, userRowId: typeof userRowId === "string" ? userRowId : null }];
    return [{ kind: "text", text }];
  });
  return read.length > 0 ? read : [{ kind: "text", text: fallbackText }];
}
