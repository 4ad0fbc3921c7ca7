/**
 * Safe, namespace-aware XML reading for e-invoices.
 *
 * Safety first, before any parser sees the text: a size cap, and no DTD at all. A document with
 * `<!DOCTYPE`, `<!ENTITY` or any other markup declaration is refused (XML_UNSAFE), so external
 * entities (XXE) and entity expansion (billion laughs) cannot happen; only the five predefined
 * entities and character references are decoded, by this module. E-invoice standards (EN 16931
 * UBL/CII, ebInterface) use no DTDs, so nothing legitimate is lost.
 *
 * fast-xml-parser checks well-formedness and tokenises (entities off, values as strings); the
 * tree it returns is turned into `XmlElement`s that carry their namespace URI, resolved from the
 * document's own `xmlns` declarations. Callers match elements by namespace URI + local name via
 * `xmlQuery`, with prefixes of their own choosing: `rsm:`, `ram:`, `cbc:`, a default namespace or
 * any other prefix in the document all read the same.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { EInvoiceError } from "./errors.ts";

/** Larger documents are refused (XML_TOO_LARGE). XRechnungen with embedded PDFs reach a few MB. */
export const MAX_XML_BYTES = 20 * 1024 * 1024;

/** Deeper nesting is refused (XML_UNSAFE); real invoices stay below 20 levels. */
const MAX_DEPTH = 100;

/** An element with its namespace URI ("" when in no namespace) and local name. */
export interface XmlElement {
  readonly ns: string;
  readonly name: string;
  /** Attributes by local name (namespace declarations left out), entity-decoded. */
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text and CDATA, decoded, untrimmed; "" for pure containers. */
  readonly text: string;
}

const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";

/** Any markup declaration (`<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, …): everything after `<!` but comments and CDATA. */
const DECLARATION_RE = /<!(?!--|\[CDATA\[)/;

// ---------------------------------------------------------------------------------------------
// Input: bytes → text

function decodeBytes(bytes: Uint8Array): string {
  if (bytes.byteLength > MAX_XML_BYTES) throw tooLarge(bytes.byteLength);
  let encoding = "utf-8";
  let offset = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) offset = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, offset] = ["utf-16le", 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, offset] = ["utf-16be", 2];
  else {
    // Without a BOM the XML declaration, which is ASCII, names the encoding (UTF-8 by default).
    const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
    const declared = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
    if (declared) encoding = declared.toLowerCase();
  }
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(offset));
  } catch (cause) {
    throw new EInvoiceError("XML_MALFORMED", `The document cannot be decoded as ${encoding}.`, { cause });
  }
}

function tooLarge(bytes: number): EInvoiceError {
  return new EInvoiceError(
    "XML_TOO_LARGE",
    `The document has ${bytes} bytes, more than the limit of ${MAX_XML_BYTES}.`,
  );
}

/** The document as text: bytes decoded (BOM or XML declaration), BOM stripped, size and DTD checked. */
export function decodeXmlInput(input: string | Uint8Array): string {
  let text: string;
  if (typeof input === "string") {
    // A string of n UTF-16 units has at least n UTF-8 bytes; count exactly only near the limit.
    if (input.length > MAX_XML_BYTES) throw tooLarge(input.length);
    if (input.length * 3 > MAX_XML_BYTES) {
      const bytes = Buffer.byteLength(input, "utf8");
      if (bytes > MAX_XML_BYTES) throw tooLarge(bytes);
    }
    text = input;
  } else {
    text = decodeBytes(input);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim().length === 0) throw new EInvoiceError("XML_EMPTY", "The document is empty.");
  if (DECLARATION_RE.test(text)) {
    throw new EInvoiceError(
      "XML_UNSAFE",
      "The document contains a DOCTYPE or other markup declaration; e-invoices need none and it is refused for safety.",
    );
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Entities: only the predefined five and character references

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const REFERENCE_RE = /&([^;&<\s]*);/g;
const STRAY_AMPERSAND_RE = /&(?![^;&<\s]*;)/;

function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

function decodeReference(reference: string): string {
  const predefined = PREDEFINED_ENTITIES[reference];
  if (predefined !== undefined) return predefined;
  const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(reference);
  if (numeric) {
    const codePoint = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2]!, 10);
    if (isXmlChar(codePoint)) return String.fromCodePoint(codePoint);
  }
  throw new EInvoiceError("XML_MALFORMED", `Undeclared or invalid entity reference "&${reference};".`);
}

function decodeEntities(raw: string): string {
  if (!raw.includes("&")) return raw;
  if (STRAY_AMPERSAND_RE.test(raw)) throw new EInvoiceError("XML_MALFORMED", 'A bare "&" must be written "&amp;".');
  return raw.replace(REFERENCE_RE, (_match, reference: string) => decodeReference(reference));
}

// ---------------------------------------------------------------------------------------------
// Parsing: fast-xml-parser's ordered output → XmlElement with namespaces

/** A node of fast-xml-parser's `preserveOrder` output: `{ tag: children, ":@": attributes }` or `{ "#text": … }`. */
type FxpNode = Record<string, unknown>;

const TEXT = "#text";
const CDATA = "#cdata";
const ATTRS = ":@";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  processEntities: false, // entities are decoded above, never expanded from a DTD
  htmlEntities: false,
  parseTagValue: false, // keep "0100" and "19.00" as written
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  maxNestedTags: MAX_DEPTH,
});

type Scope = ReadonlyMap<string, string>;

function splitQName(qname: string): [prefix: string, local: string] {
  const colon = qname.indexOf(":");
  return colon < 0 ? ["", qname] : [qname.slice(0, colon), qname.slice(colon + 1)];
}

function tagOf(node: FxpNode): string | undefined {
  for (const key of Object.keys(node)) if (key !== ATTRS) return key;
  return undefined;
}

function convertElement(tag: string, node: FxpNode, parentScope: Scope): XmlElement {
  const rawAttrs = (node[ATTRS] ?? {}) as Record<string, string>;
  let scope = parentScope;
  for (const [key, value] of Object.entries(rawAttrs)) {
    if (key === "xmlns" || key.startsWith("xmlns:")) {
      if (scope === parentScope) scope = new Map(parentScope);
      (scope as Map<string, string>).set(key === "xmlns" ? "" : key.slice(6), decodeEntities(value));
    }
  }
  const [prefix, name] = splitQName(tag);
  const ns = scope.get(prefix);
  if (ns === undefined) {
    throw new EInvoiceError("XML_MALFORMED", `Undeclared namespace prefix "${prefix}" on <${tag}>.`);
  }

  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttrs)) {
    if (key === "xmlns" || key.startsWith("xmlns:")) continue;
    attrs[splitQName(key)[1]] = decodeEntities(value);
  }

  const children: XmlElement[] = [];
  let text = "";
  for (const child of (node[tag] ?? []) as FxpNode[]) {
    if (TEXT in child) {
      text += decodeEntities(String(child[TEXT]));
    } else if (CDATA in child) {
      text += ((child[CDATA] ?? []) as FxpNode[]).map((part) => String(part[TEXT] ?? "")).join("");
    } else {
      const childTag = tagOf(child);
      if (childTag !== undefined) children.push(convertElement(childTag, child, scope));
    }
  }
  return { ns, name, attrs, children, text };
}

const INITIAL_SCOPE: Scope = new Map([
  ["", ""],
  ["xml", XML_NAMESPACE],
]);

/**
 * Parses a document into its root element. Throws `EInvoiceError` with XML_EMPTY, XML_TOO_LARGE,
 * XML_UNSAFE or XML_MALFORMED; never expands entities nor touches the network or file system.
 */
export function parseXml(input: string | Uint8Array): XmlElement {
  const text = decodeXmlInput(input);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    throw new EInvoiceError("XML_MALFORMED", `Not well-formed XML at line ${line}, column ${col}: ${msg}`);
  }
  let nodes: FxpNode[];
  try {
    nodes = parser.parse(text) as FxpNode[];
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    if (/nested/i.test(message)) {
      throw new EInvoiceError("XML_UNSAFE", `Elements are nested deeper than ${MAX_DEPTH} levels.`, { cause });
    }
    throw new EInvoiceError("XML_MALFORMED", `Not well-formed XML: ${message}`, { cause });
  }
  const roots = nodes.filter((node) => !(TEXT in node) || String(node[TEXT]).trim() !== "");
  const root = roots[0];
  const rootTag = root && tagOf(root);
  if (roots.length !== 1 || rootTag === undefined || rootTag === TEXT) {
    throw new EInvoiceError("XML_MALFORMED", "The document must have exactly one root element.");
  }
  return convertElement(rootTag, root!, INITIAL_SCOPE);
}

// ---------------------------------------------------------------------------------------------
// Queries by namespace URI + local name

/** Prefix → namespace URI, chosen by the caller; unrelated to the prefixes in the document. */
export type Namespaces = Readonly<Record<string, string>>;

interface Step {
  ns: string;
  name: string;
}

/** Element lookups along child paths such as "cac:AccountingSupplierParty/cac:Party/cbc:EndpointID". */
export interface XmlQuery {
  /** All elements at the end of the path (every branch), in document order. */
  all(from: XmlElement | undefined, path: string): XmlElement[];
  first(from: XmlElement | undefined, path: string): XmlElement | undefined;
  /** Trimmed text of the first element at the path (or of `from` for path ""); undefined if absent or blank. */
  text(from: XmlElement | undefined, path?: string): string | undefined;
  /** Trimmed, non-blank texts of all elements at the path. */
  texts(from: XmlElement | undefined, path: string): string[];
  /** Whether an element is the given qualified name ("ram:ID"). */
  is(element: XmlElement | undefined, qname: string): boolean;
}

export function xmlQuery(namespaces: Namespaces): XmlQuery {
  const cache = new Map<string, Step[]>();

  const step = (qname: string): Step => {
    const [prefix, name] = splitQName(qname);
    const ns = namespaces[prefix];
    if (ns === undefined) throw new Error(`xmlQuery: unknown prefix "${prefix}" in "${qname}"`);
    return { ns, name };
  };

  const steps = (path: string): Step[] => {
    let parsed = cache.get(path);
    if (!parsed) {
      parsed = path === "" ? [] : path.split("/").map(step);
      cache.set(path, parsed);
    }
    return parsed;
  };

  const all = (from: XmlElement | undefined, path: string): XmlElement[] => {
    if (!from) return [];
    let current: readonly XmlElement[] = [from];
    for (const { ns, name } of steps(path)) {
      const next: XmlElement[] = [];
      for (const element of current) {
        for (const child of element.children) if (child.name === name && child.ns === ns) next.push(child);
      }
      current = next;
      if (current.length === 0) break;
    }
    return current as XmlElement[];
  };

  // Depth-first, so that "A/B" finds the B under the second A when the first A has none.
  const search = (element: XmlElement, path: readonly Step[], index: number): XmlElement | undefined => {
    if (index === path.length) return element;
    const { ns, name } = path[index]!;
    for (const child of element.children) {
      if (child.name !== name || child.ns !== ns) continue;
      const found = search(child, path, index + 1);
      if (found) return found;
    }
    return undefined;
  };

  const first = (from: XmlElement | undefined, path: string): XmlElement | undefined =>
    from && search(from, steps(path), 0);

  const clean = (element: XmlElement | undefined): string | undefined => {
    const trimmed = element?.text.trim();
    return trimmed ? trimmed : undefined;
  };

  return {
    all,
    first,
    text: (from, path = "") => clean(first(from, path)),
    texts: (from, path) => all(from, path).flatMap((element) => clean(element) ?? []),
    is: (element, qname) => {
      if (!element) return false;
      const { ns, name } = step(qname);
      return element.ns === ns && element.name === name;
    },
  };
}
