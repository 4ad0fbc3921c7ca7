/**
 * Test helper: a small YAML reader for the subset PyYAML writes in the mt940 library's expected
 * results (`*.yml` beside the `.sta` test files): block maps and sequences (a sequence may sit
 * at its key's indentation), flow `[…]`/`{…}` (over several lines), plain, single- and
 * double-quoted scalars (folded over lines, with escapes), `|` block literals, tags, anchors
 * and aliases. Tags are interpreted only where the tests need them:
 * `…decimal.Decimal ['1.00']` → "1.00", `…mt940.models.Date [!!binary …]` → "YYYY-MM-DD"
 * (a pickled date: year high, year low, month, day bytes), `!!binary` → bytes as a hex string.
 * Other tags are dropped; aliases become `{ alias: name }` (the files alias back to the root).
 * Scalars stay strings except null/~ (null) and true/false; keys are strings.
 */

export type YamlValue = null | boolean | string | YamlValue[] | { [key: string]: YamlValue };

const KEY_RE = /^((?:'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^\s'"#\-[\]{}][^:]*?|-[^\s:][^:]*?)):(?:\s+|$)/;

class Reader {
  private readonly lines: string[];
  private readonly lineStarts: number[] = [];
  private index = 0;

  constructor(private readonly source: string) {
    this.lines = source.split("\n");
    let offset = 0;
    for (const line of this.lines) {
      this.lineStarts.push(offset);
      offset += line.length + 1;
    }
  }

  parseDocument(): YamlValue {
    this.skipBlank();
    if (this.lines[this.index]?.startsWith("---")) this.index++;
    return this.parseBlock(0);
  }

  private indentOf(line: string): number {
    return line.length - line.trimStart().length;
  }

  private skipBlank(): void {
    while (this.index < this.lines.length && /^\s*(#.*)?$/.test(this.lines[this.index]!)) this.index++;
  }

  /** A node whose first line is at indentation >= minIndent (null when there is none). */
  private parseBlock(minIndent: number): YamlValue {
    this.skipBlank();
    const line = this.lines[this.index];
    if (line === undefined || this.indentOf(line) < minIndent) return null;
    const indent = this.indentOf(line);
    const content = line.slice(indent);
    if (content === "-" || content.startsWith("- ")) return this.parseSequence(indent);
    if (KEY_RE.test(content)) return this.parseMapping(indent);
    return this.parseValue(content, indent, indent - 1);
  }

  private parseSequence(indent: number): YamlValue[] {
    const items: YamlValue[] = [];
    for (;;) {
      this.skipBlank();
      const line = this.lines[this.index];
      if (line === undefined || this.indentOf(line) !== indent) break;
      const content = line.slice(indent);
      if (content !== "-" && !content.startsWith("- ")) break;
      const rest = content.slice(1).trimStart();
      const column = line.length - rest.length;
      if (rest !== "" && KEY_RE.test(rest) && !/^[!&*]/.test(rest)) {
        // "- key: value": a mapping that starts on the dash line.
        this.lines[this.index] = " ".repeat(column) + rest;
        items.push(this.parseMapping(column));
      } else {
        items.push(this.parseValue(rest, column, indent));
      }
    }
    return items;
  }

  private parseMapping(indent: number): { [key: string]: YamlValue } {
    const map: { [key: string]: YamlValue } = {};
    for (;;) {
      this.skipBlank();
      const line = this.lines[this.index];
      if (line === undefined || this.indentOf(line) !== indent) break;
      const content = line.slice(indent);
      const m = KEY_RE.exec(content);
      if (!m) break;
      const key = unquote(m[1]!);
      const rest = content.slice(m[0].length);
      map[key] = this.parseValue(rest, indent + m[0].length, indent, true);
    }
    return map;
  }

  /**
   * The value written at `column` of the current line (`text` is the line from there on);
   * nested lines must be indented more than `parentIndent` (a mapping value's sequence may
   * sit at the key's indentation).
   */
  private parseValue(text: string, column: number, parentIndent: number, inMapping = false): YamlValue {
    let rest = text;
    let tag: string | undefined;
    for (let m = /^([!&][^\s]*)\s*/.exec(rest); m; m = /^([!&][^\s]*)\s*/.exec(rest)) {
      if (m[1]!.startsWith("!")) tag = m[1];
      column += m[0].length;
      rest = rest.slice(m[0].length);
    }
    rest = rest.replace(/\s+#.*$/, "");
    let value: YamlValue;
    if (rest === "") {
      this.index++;
      this.skipBlank();
      const next = this.lines[this.index];
      const nextIndent = next === undefined ? -1 : this.indentOf(next);
      const nextIsItem = next !== undefined && /^-( |$)/.test(next.slice(nextIndent));
      if (
        next !== undefined &&
        (nextIndent > parentIndent || (inMapping && nextIndent === parentIndent && nextIsItem))
      ) {
        value = this.parseBlock(nextIndent);
      } else {
        value = null;
      }
    } else if (rest.startsWith("*")) {
      value = { alias: rest.slice(1).trim() };
      this.index++;
    } else if (rest.startsWith("|") || rest.startsWith(">")) {
      value = this.parseBlockScalar(rest, parentIndent);
    } else if (/^["'[{]/.test(rest)) {
      value = this.parseInline(this.lineStarts[this.index]! + column);
    } else {
      value = this.parsePlain(rest, parentIndent);
    }
    return applyTag(tag, value);
  }

  private parseBlockScalar(header: string, parentIndent: number): string {
    this.index++;
    const collected: string[] = [];
    let blockIndent = -1;
    while (this.index < this.lines.length) {
      const line = this.lines[this.index]!;
      if (line.trim() !== "") {
        const indent = this.indentOf(line);
        if (indent <= parentIndent) break;
        if (blockIndent < 0) blockIndent = indent;
        if (indent < blockIndent) break;
      }
      collected.push(line.slice(Math.max(blockIndent, 0)));
      this.index++;
    }
    while (collected.length > 0 && collected[collected.length - 1]!.trim() === "") collected.pop();
    const body = header.startsWith(">") ? collected.join(" ") : collected.join("\n");
    return header.includes("-") ? body : `${body}\n`;
  }

  /** A plain scalar, continued on more-indented lines (folded with spaces). */
  private parsePlain(first: string, parentIndent: number): YamlValue {
    const parts = [first.trim()];
    this.index++;
    while (this.index < this.lines.length) {
      const line = this.lines[this.index]!;
      if (line.trim() === "") {
        parts.push("\n");
        this.index++;
        continue;
      }
      if (this.indentOf(line) <= parentIndent || KEY_RE.test(line.trim())) break;
      parts.push(line.trim());
      this.index++;
    }
    while (parts[parts.length - 1] === "\n") parts.pop();
    const text = parts.reduce(
      (acc, part, i) => (i === 0 ? part : part === "\n" || acc.endsWith("\n") ? acc + part : `${acc} ${part}`),
      "",
    );
    if (text === "null" || text === "~") return null;
    if (text === "true" || text === "false") return text === "true";
    return text;
  }

  /** A quoted scalar or flow collection starting at an absolute offset, possibly over several lines. */
  private parseInline(offset: number): YamlValue {
    const flow = new FlowParser(this.source, offset);
    const value = flow.parseValue();
    this.index = this.lineStarts.findLastIndex((start) => start <= flow.position) + 1;
    return value;
  }
}

class FlowParser {
  constructor(
    private readonly source: string,
    public position: number,
  ) {}

  private skipSpace(): void {
    while (/\s/.test(this.source[this.position] ?? "")) this.position++;
  }

  parseValue(): YamlValue {
    this.skipSpace();
    let tag: string | undefined;
    while (this.source[this.position] === "!" || this.source[this.position] === "&") {
      const start = this.position;
      while (!/[\s,\]}]/.test(this.source[this.position] ?? " ")) this.position++;
      const token = this.source.slice(start, this.position);
      if (token.startsWith("!")) tag = token;
      this.skipSpace();
    }
    const char = this.source[this.position];
    let value: YamlValue;
    if (char === "[") value = this.parseSequence();
    else if (char === "{") value = this.parseMapping();
    else if (char === '"') value = this.parseDoubleQuoted();
    else if (char === "'") value = this.parseSingleQuoted();
    else value = this.parsePlain();
    return applyTag(tag, value);
  }

  private parseSequence(): YamlValue[] {
    this.position++;
    const items: YamlValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.source[this.position] === "]") break;
      items.push(this.parseValue());
      this.skipSpace();
      if (this.source[this.position] === ",") this.position++;
    }
    this.position++;
    return items;
  }

  private parseMapping(): { [key: string]: YamlValue } {
    this.position++;
    const map: { [key: string]: YamlValue } = {};
    for (;;) {
      this.skipSpace();
      if (this.source[this.position] === "}") break;
      const key = this.parseValue();
      this.skipSpace();
      if (this.source[this.position] === ":") this.position++;
      map[String(key)] = this.parseValue();
      this.skipSpace();
      if (this.source[this.position] === ",") this.position++;
    }
    this.position++;
    return map;
  }

  private parsePlain(): YamlValue {
    const start = this.position;
    while (this.position < this.source.length && !/[,\]}\n]/.test(this.source[this.position]!)) {
      if (this.source[this.position] === ":" && /\s/.test(this.source[this.position + 1] ?? " ")) break;
      this.position++;
    }
    const text = this.source.slice(start, this.position).trim();
    if (text === "null" || text === "~" || text === "") return null;
    if (text === "true" || text === "false") return text === "true";
    return text;
  }

  private readQuoted(quote: string): string {
    this.position++;
    let raw = "";
    while (this.position < this.source.length) {
      const char = this.source[this.position]!;
      if (quote === '"' && char === "\\") {
        raw += char + (this.source[this.position + 1] ?? "");
        this.position += 2;
        continue;
      }
      if (char === quote) {
        if (quote === "'" && this.source[this.position + 1] === "'") {
          raw += "''";
          this.position += 2;
          continue;
        }
        this.position++;
        return raw;
      }
      raw += char;
      this.position++;
    }
    throw new Error("Unterminated quoted scalar");
  }

  private parseSingleQuoted(): string {
    return fold(this.readQuoted("'"), false).replace(/''/g, "'");
  }

  private parseDoubleQuoted(): string {
    return fold(this.readQuoted('"'), true);
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  t: "\t",
  "\t": "\t",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1b",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\u0085",
  _: "\u00a0",
  L: "\u2028",
  P: "\u2029",
};

/** Line folding of quoted scalars (a break → space, n empty lines → n newlines) plus escapes. */
function fold(raw: string, escapes: boolean): string {
  let out = "";
  let i = 0;
  while (i < raw.length) {
    const char = raw[i]!;
    if (escapes && char === "\\") {
      const next = raw[i + 1]!;
      if (next === "\n") {
        i += 2;
        while (raw[i] === " " || raw[i] === "\t") i++;
        continue;
      }
      const hex = { x: 2, u: 4, U: 8 }[next as "x" | "u" | "U"];
      if (hex) {
        out += String.fromCodePoint(parseInt(raw.slice(i + 2, i + 2 + hex), 16));
        i += 2 + hex;
      } else {
        out += ESCAPES[next] ?? next;
        i += 2;
      }
      continue;
    }
    if (char === "\n") {
      out = out.replace(/[ \t]+$/, "");
      let breaks = 0;
      while (raw[i] === "\n") {
        breaks++;
        i++;
        while (raw[i] === " " || raw[i] === "\t") i++;
      }
      out += breaks > 1 ? "\n".repeat(breaks - 1) : " ";
      continue;
    }
    out += char;
    i++;
  }
  return out;
}

function unquote(key: string): string {
  if (key.startsWith("'")) return key.slice(1, -1).replace(/''/g, "'");
  if (key.startsWith('"')) return fold(key.slice(1, -1), true);
  return key;
}

function applyTag(tag: string | undefined, value: YamlValue): YamlValue {
  if (!tag) return value;
  if (tag === "!!binary" && typeof value === "string") {
    return Buffer.from(value.replace(/\s+/g, ""), "base64").toString("hex");
  }
  if (tag.endsWith("decimal.Decimal") && Array.isArray(value)) return String(value[0]);
  if (tag.endsWith("mt940.models.Date") && Array.isArray(value) && typeof value[0] === "string") {
    const bytes = Buffer.from(value[0], "hex");
    const year = bytes[0]! * 256 + bytes[1]!;
    return `${year}-${String(bytes[2]).padStart(2, "0")}-${String(bytes[3]).padStart(2, "0")}`;
  }
  return value;
}

/** Parses the YAML subset described above. */
export function parseYamlSubset(text: string): YamlValue {
  return new Reader(text.replace(/\r\n?/g, "\n")).parseDocument();
}
