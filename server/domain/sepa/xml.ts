/**
 * A minimal XML writer for the pain messages: element trees built with `el`, rendered with
 * two-space indentation and a UTF-8 declaration. Text and attribute values are always escaped
 * here, so callers pass plain strings. Falsy children are skipped, which keeps optional
 * elements (`bic && el("BIC", bic)`) readable.
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Child elements, or the element's text content. */
  readonly content: readonly XmlElement[] | string;
}

export type XmlChild = XmlElement | null | undefined | false | "";

/** Escapes the five XML special characters; strips characters XML 1.0 cannot carry at all. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

export function el(
  name: string,
  content: string | readonly XmlChild[],
  attributes: Readonly<Record<string, string>> = {},
): XmlElement {
  return {
    name,
    attributes,
    content: typeof content === "string" ? content : content.filter((c): c is XmlElement => !!c),
  };
}

function render(node: XmlElement, depth: number, out: string[]): void {
  const indent = "  ".repeat(depth);
  const attrs = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (typeof node.content === "string") {
    out.push(`${indent}<${node.name}${attrs}>${escapeXml(node.content)}</${node.name}>`);
  } else if (node.content.length === 0) {
    out.push(`${indent}<${node.name}${attrs}/>`);
  } else {
    out.push(`${indent}<${node.name}${attrs}>`);
    for (const child of node.content) render(child, depth + 1, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/** The whole document: declaration, the tree, a final newline. */
export function renderXmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, 0, out);
  return `${out.join("\n")}\n`;
}
