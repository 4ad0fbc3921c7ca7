// A comment as the database stores it (Comment.messageParts) and as the composer edits it: plain
// text in which chosen mentions appear as "@Full Name".

/** The database's limit on a comment's text (create_comment: COMMENT_TOO_LONG above it). */
export const COMMENT_MAX_LENGTH = 10_000;

export type MessagePart = { type: "TEXT"; text: string } | { type: "MENTION"; userRowId: string; text?: string };

/** A person picked from the autocomplete; `text` is what was inserted ("@Anna Test"). */
export interface ChosenMention {
  userRowId: string;
  text: string;
}

export type DisplaySegment =
  { kind: "text"; text: string } | { kind: "mention"; userRowId: string; text: string; isMe: boolean };

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
const isWordCharacter = (character: string | undefined) => character !== undefined && WORD_CHARACTER.test(character);

/** Where one of the chosen mentions starts at `index` (the longest, so "@Anna Test" does not
 * end "@Anna Testerin"), or null. A mention stands on its own: no letter or digit right before
 * the "@" (an e-mail address) or right after the name (the name was edited). */
function mentionAt(text: string, index: number, mentions: readonly ChosenMention[]): ChosenMention | null {
  if (text[index] !== "@" || isWordCharacter(text[index - 1])) return null;
  for (const mention of mentions) {
    if (text.startsWith(mention.text, index) && !isWordCharacter(text[index + mention.text.length])) return mention;
  }
  return null;
}

/** The message parts for the composer's text: every place where a chosen mention's text still
 * stands becomes a MENTION part, the rest TEXT parts. Mentions whose text was edited away are
 * dropped; leading and trailing white space is trimmed; an empty message has no parts. */
export function composerToParts(text: string, mentions: readonly ChosenMention[]): MessagePart[] {
  const candidates = mentions
    .filter((mention) => mention.text.startsWith("@") && mention.text.length > 1)
    .sort((a, b) => b.text.length - a.text.length);
  const trimmed = text.trim();
  const parts: MessagePart[] = [];
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) parts.push({ type: "TEXT", text: trimmed.slice(textStart, end) });
  };
  for (let index = 0; index < trimmed.length;) {
    const mention = mentionAt(trimmed, index, candidates);
    if (!mention) {
      index += 1;
      continue;
    }
    flushText(index);
    parts.push({ type: "MENTION", userRowId: mention.userRowId, text: mention.text });
    index += mention.text.length;
    textStart = index;
  }
  flushText(trimmed.length);
  return parts;
}

/** The parts read from the stored JSON, or null when it is not a list of parts. */
export function parseMessageParts(raw: unknown): MessagePart[] | null {
  if (!Array.isArray(raw)) return null;
  const parts: MessagePart[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== "object") return null;
    const { type, text, userRowId } = entry as Record<string, unknown>;
    if (type === "TEXT" && typeof text === "string") parts.push({ type: "TEXT", text });
    else if (type === "MENTION" && typeof userRowId === "string")
      parts.push({ type: "MENTION", userRowId, ...(typeof text === "string" && text !== "" ? { text } : {}) });
    else return null;
  }
  return parts;
}

/** A mention's text: as stored, else "@" and the person's name (as the server writes it). */
function mentionText(part: Extract<MessagePart, { type: "MENTION" }>, nameOf: (userRowId: string) => string) {
  return part.text ?? `@${nameOf(part.userRowId)}`;
}

/** The composer's text and mentions for stored parts (editing a comment, or a retry). */
export function partsToComposer(
  parts: readonly MessagePart[],
  nameOf: (userRowId: string) => string = () => "",
): { text: string; mentions: ChosenMention[] } {
  const mentions = new Map<string, ChosenMention>();
  const text = parts
    .map((part) => {
      if (part.type === "TEXT") return part.text;
      const chosen = { userRowId: part.userRowId, text: mentionText(part, nameOf) };
      mentions.set(`${chosen.userRowId} ${chosen.text}`, chosen);
      return chosen.text;
    })
    .join("");
  return { text, mentions: [...mentions.values()] };
}

/** The plain text of parts (mentions as "@Name"), as Comment.textMessage holds it. */
export function messageTextOf(parts: readonly MessagePart[], nameOf: (userRowId: string) => string = () => "") {
  return parts.map((part) => (part.type === "TEXT" ? part.text : mentionText(part, nameOf))).join("");
}

/** Characters as PostgreSQL counts them (code points, so an emoji is one). */
export const characterCount = (text: string) => [...text].length;

export interface DisplayOptions {
  /** The signed-in user (their mentions are highlighted). */
  currentUserRowId?: string | null;
  /** A member's name, for mentions stored without text. */
  nameOf?: (userRowId: string) => string;
}

/** What to show for a stored comment: text and mention segments; the plain text when the
 * stored parts cannot be read. */
export function displaySegments(raw: unknown, fallbackText: string, options: DisplayOptions = {}): DisplaySegment[] {
  const parts = parseMessageParts(raw);
  if (!parts || parts.length === 0) return [{ kind: "text", text: fallbackText }];
  const nameOf = options.nameOf ?? (() => "");
  return parts.map((part): DisplaySegment => {
    if (part.type === "TEXT") return { kind: "text", text: part.text };
    return {
      kind: "mention",
      userRowId: part.userRowId,
      text: mentionText(part, nameOf),
      isMe: Boolean(options.currentUserRowId) && part.userRowId === options.currentUserRowId,
    };
  });
}
