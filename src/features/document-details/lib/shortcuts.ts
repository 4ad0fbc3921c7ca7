// Keyboard shortcuts of the document details page, as one table (the popover lists it) and
// one reading of a key event (the page and the viewer act on it).

export type ShortcutAction =
  "previousDocument" | "nextDocument" | "zoomIn" | "zoomOut" | "zoomReset" | "previousPage" | "nextPage" | "backToList";

/** Keys printed by name (translated: "Bild ↑" on German keyboards); others as they are. */
export const NAMED_KEYS = ["ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Escape"] as const;
export type NamedKey = (typeof NAMED_KEYS)[number];

/** What the popover shows: the keys per action. */
export const SHORTCUTS: readonly {
  action: ShortcutAction;
  keys: readonly (NamedKey | "J" | "K" | "+" | "−" | "0")[];
}[] = [
  { action: "previousDocument", keys: ["ArrowLeft"] },
  { action: "nextDocument", keys: ["ArrowRight"] },
  { action: "previousPage", keys: ["PageUp", "K"] },
  { action: "nextPage", keys: ["PageDown", "J"] },
  { action: "zoomIn", keys: ["+"] },
  { action: "zoomOut", keys: ["−"] },
  { action: "zoomReset", keys: ["0"] },
  { action: "backToList", keys: ["Escape"] },
];

const BY_KEY: Readonly<Record<string, ShortcutAction>> = {
  ArrowLeft: "previousDocument",
  ArrowRight: "nextDocument",
  "+": "zoomIn",
  "=": "zoomIn",
  "-": "zoomOut",
  "−": "zoomOut",
  "0": "zoomReset",
  PageUp: "previousPage",
  k: "previousPage",
  K: "previousPage",
  PageDown: "nextPage",
  j: "nextPage",
  J: "nextPage",
  Escape: "backToList",
};

/** Where typing or a widget's own keys must win: text fields, menus, dialogs and list boxes
 * (Escape closes or clears those too). */
const OWN_KEYS_SELECTOR =
  "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='menu'], [role='dialog'], [role='listbox']";

/** Widgets that move with the arrow keys but have no use for Escape: tabs, sliders, the side
 * panel's splitter, radio groups. Escape still goes back to the list from there. */
const ARROW_KEYS_SELECTOR = "[role='tablist'], [role='slider'], [role='separator'], [role='radiogroup']";

export interface ShortcutKeyEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** The page's action for a key press, or null (modifiers, focus in a field or widget). */
export function shortcutActionOf(event: ShortcutKeyEvent): ShortcutAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target;
  if (target && typeof (target as Element).closest === "function") {
    const element = target as Element;
    if (element.closest(OWN_KEYS_SELECTOR)) return null;
    if (event.key !== "Escape" && element.closest(ARROW_KEYS_SELECTOR)) return null;
  }
  return BY_KEY[event.key] ?? null;
}
