/**
 * SWIFT MT940/MT942 text → a flat list of fields (tags) per message.
 *
 * Tolerates what real exports contain: CR/LF or LF, trailing whitespace, SOH/ETX transmission
 * bytes, the SWIFT envelope `{1:…}{2:O940…}{4:` … `-}` (several messages per file), bare `-`
 * lines between statements, and a tag split across lines (":" then "86:…", seen at Sparkassen).
 * Only the tags of MT940/942 start a field; any other ":nn:" at a line start (a wrapped
 * time stamp like ":26:37") continues the previous field, as do all other lines.
 */

/** One field: its tag ("20", "60F", "61", "NS"), its lines (trailing whitespace removed) and where it began. */
export interface SwiftField {
  tag: string;
  lines: string[];
  /** 1-based line number in the file, for error messages. */
  line: number;
}

/** A message body as fields; `separator` entries mark a "-" line between statements. */
export type SwiftItem = SwiftField | { separator: true };

export interface SwiftMessage {
  /** "940", "942", … from the envelope's application header; null without envelope. */
  messageType: string | null;
  items: SwiftItem[];
}

const KNOWN_TAGS = new Set(["13", "20", "21", "25", "28", "34", "60", "61", "62", "64", "65", "86", "90", "NS"]);
const TAG_LINE_RE = /^\s*:(\d{2}[A-Z]?|NS):(.*)$/;
const SPLIT_TAG_RE = /^(\d{2}[A-Z]?|NS):(.*)$/;

const isKnownTag = (tag: string): boolean => KNOWN_TAGS.has(tag === "NS" ? tag : tag.slice(0, 2));

/** Removes the SOH/ETX bytes that frame messages of some transmission channels (mBank). */
export const stripTransmissionBytes = (text: string): string => text.replaceAll("\u0001", "").replaceAll("\u0003", "");

/** Splits a file into SWIFT messages: by `{4:` … `-}` envelopes when present, else the whole text. */
export function splitSwiftMessages(text: string): SwiftMessage[] {
  const clean = stripTransmissionBytes(text);
  if (!clean.includes("{4:")) return [{ messageType: null, items: readFields(clean) }];
  const messages: SwiftMessage[] = [];
  const blockRe = /\{4:/g;
  let headerStart = 0;
  // Line breaks before `counted`, kept up to date as the messages are read (linear in the file).
  let counted = 0;
  let lineBreaks = 0;
  const linesBefore = (index: number): number => {
    for (; counted < index; counted++) {
      const char = clean.charCodeAt(counted);
      if (char === 10 || (char === 13 && clean.charCodeAt(counted + 1) !== 10)) lineBreaks++;
    }
    return lineBreaks;
  };
  for (let m = blockRe.exec(clean); m; m = blockRe.exec(clean)) {
    const header = clean.slice(headerStart, m.index);
    const bodyStart = m.index + 3;
    const terminator = /(^|\n)-\}/.exec(clean.slice(bodyStart));
    const bodyEnd = terminator ? bodyStart + terminator.index + terminator[0].length - 2 : clean.length;
    messages.push({
      messageType: /\{2:[IO](\d{3})/.exec(header)?.[1] ?? null,
      items: readFields(clean.slice(bodyStart, bodyEnd), linesBefore(bodyStart)),
    });
    headerStart = Math.min(clean.length, bodyEnd + 2);
    blockRe.lastIndex = headerStart;
  }
  return messages;
}

/** Reads the fields of one message body. */
function readFields(body: string, lineOffset = 0): SwiftItem[] {
  const lines = body.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  const items: SwiftItem[] = [];
  let current: SwiftField | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const start = fieldStart(line, lines[index + 1]);
    if (start) {
      current = { tag: start.tag, lines: [start.content.trimStart()], line: lineOffset + index + 1 };
      items.push(current);
      if (start.consumedNextLine) index++;
    } else if (/^-\}?$/.test(line.trim())) {
      items.push({ separator: true });
      current = undefined;
    } else if (current) {
      current.lines.push(line);
    }
    // Text before the first tag (blank lines, a leftover header) is ignored.
  }
  return items.map(dropTrailingBlankLines);
}

function fieldStart(
  line: string,
  next: string | undefined,
): { tag: string; content: string; consumedNextLine: boolean } | undefined {
  const m = TAG_LINE_RE.exec(line);
  if (m && isKnownTag(m[1]!)) return { tag: m[1]!, content: m[2]!, consumedNextLine: false };
  if (line === ":" && next !== undefined) {
    const split = SPLIT_TAG_RE.exec(next);
    if (split && isKnownTag(split[1]!)) return { tag: split[1]!, content: split[2]!, consumedNextLine: true };
  }
  return undefined;
}

function dropTrailingBlankLines(item: SwiftItem): SwiftItem {
  if ("separator" in item) return item;
  const lines = [...item.lines];
  while (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return { ...item, lines };
}
