import { type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";

export interface RovingFocusOptions {
  /** Items loaded. */
  count: number;
  /** Items per visual row: 1 in tables, the card count per row in the grid. */
  columns: number;
  /** The element holding the items (marked data-document-item with data-index). */
  containerRef: RefObject<HTMLElement | null>;
  /** Brings an item into the rendered window (virtualised lists) before it is focused. */
  scrollToIndex: (index: number) => void;
  onOpen: (index: number) => void;
  onToggle: (index: number) => void;
  /** The item focused first (the one the person had when they left the list). */
  initialIndex?: number;
  /** The person moved the focus to an item (keys, click, Tab). */
  onFocusedChange?: (index: number) => void;
}

const PAGE_ROWS = 10;

/**
 * Keyboard movement through a list or grid with one tab stop (roving tabindex): arrow keys
 * move the focus (left/right only in a grid), Home/End and PageUp/PageDown jump, Enter opens,
 * Space selects.
 */
export function useRovingFocus({
  count,
  columns,
  containerRef,
  scrollToIndex,
  onOpen,
  onToggle,
  initialIndex = 0,
  onFocusedChange,
}: RovingFocusOptions) {
  const [focusedIndex, setFocusedIndex] = useState(Math.max(0, initialIndex));
  const pendingFocus = useRef<number | null>(null);
  const current = Math.min(focusedIndex, Math.max(0, count - 1));

  const focusItem = useCallback(
    (index: number) => {
      const element = containerRef.current?.querySelector<HTMLElement>(`[data-document-item][data-index="${index}"]`);
      if (element) {
        element.focus({ preventScroll: false });
        return true;
      }
      return false;
    },
    [containerRef],
  );

  // An item scrolled into the window renders a frame later: focus it then.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const index = pendingFocus.current;
    const frame = requestAnimationFrame(() => {
      if (focusItem(index)) pendingFocus.current = null;
    });
    return () => cancelAnimationFrame(frame);
  });

  const move = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setFocusedIndex(next);
    onFocusedChange?.(next);
    scrollToIndex(next);
    if (!focusItem(next)) pendingFocus.current = next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable='true']") || count === 0) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(current + columns),
      ArrowUp: () => move(current - columns),
      Home: () => move(0),
      End: () => move(count - 1),
      PageDown: () => move(current + PAGE_ROWS * columns),
      PageUp: () => move(current - PAGE_ROWS * columns),
      Enter: () => onOpen(current),
      " ": () => onToggle(current),
      ...(columns > 1 ? { ArrowRight: () => move(current + 1), ArrowLeft: () => move(current - 1) } : {}),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  /** A click or Tab into an item makes it the focused one. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[data-document-item]");
    const index = Number(item?.dataset.index);
    if (item && Number.isInteger(index) && index !== focusedIndex) {
      setFocusedIndex(index);
      onFocusedChange?.(index);
    }
  };

  return { focusedIndex: current, onKeyDown, onFocus };
}
