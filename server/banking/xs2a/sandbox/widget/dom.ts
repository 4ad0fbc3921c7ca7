/** Small DOM helpers of the sandbox widget (inline styles: the host page's CSS is not ours). */

export const COLORS = {
  text: "#212529",
  dimmed: "#868e96",
  border: "#ced4da",
  primary: "#1c7ed6",
  danger: "#e03131",
  dangerBg: "#fff5f5",
  hintBg: "#f8f9fa",
  success: "#2f9e44",
} as const;

export type Child = Node | string | null | undefined;

export function lang(): "de" | "en" {
  const l = (document.documentElement.lang || "de").toLowerCase();
  return l.startsWith("en") ? "en" : "de";
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: string,
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (style) node.setAttribute("style", style);
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

export function button(label: string, kind: "primary" | "secondary", onClick?: () => void): HTMLButtonElement {
  const primary = kind === "primary";
  const b = el(
    "button",
    "font: inherit; font-size: 14px; font-weight: 600; padding: 8px 16px; border-radius: 4px; cursor: pointer; " +
      (primary
        ? `background: ${COLORS.primary}; color: #fff; border: 1px solid ${COLORS.primary};`
        : `background: #fff; color: ${COLORS.text}; border: 1px solid ${COLORS.border};`),
    [label],
  );
  b.type = primary ? "submit" : "button";
  if (onClick) b.addEventListener("click", onClick);
  return b;
}

let uid = 0;

export function field(label: string, input: HTMLInputElement): HTMLLabelElement {
  uid += 1;
  input.id = `xs2a-sbx-${uid}`;
  input.setAttribute(
    "style",
    "display: block; width: 100%; box-sizing: border-box; font: inherit; font-size: 14px; padding: 8px 10px; " +
      `margin-top: 4px; border: 1px solid ${COLORS.border}; border-radius: 4px; color: ${COLORS.text};`,
  );
  const l = el("label", "display: block; font-size: 14px; font-weight: 500; margin-bottom: 12px;", [label, input]);
  l.htmlFor = input.id;
  return l;
}

export function input(type: string, name: string, autocomplete?: string): HTMLInputElement {
  const i = document.createElement("input");
  i.type = type;
  i.name = name;
  i.required = true;
  if (autocomplete) i.setAttribute("autocomplete", autocomplete);
  return i;
}

export const groupIban = (iban: string | null) => (iban ?? "").replace(/(.{4})/g, "$1 ").trim();

export function money(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(lang() === "en" ? "en-GB" : "de-DE", { style: "currency", currency }).format(
      Number(amount),
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

export function date(iso: string): string {
  const [year, month, day] = iso.split("-");
  return lang() === "en" ? iso : `${day}.${month}.${year}`;
}
