import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

export interface WindowItem {
  index: number;
  /** Offset of the item's top from the scroll content's top, in px. */
  start: number;
  end: number;
}

export interface FixedWindowOptions {
  count: number;
  /** Every item's height, in px (the lists' rows and card rows have fixed heights). */
  size: number;
  /** Items rendered beyond the visible ones, above and below. */
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
  paddingStart?: number;
  paddingEnd?: number;
  /** Height covered at the viewport's top (a sticky table header): `scrollToIndex` keeps items below it. */
  scrollPaddingStart?: number;
  /** The viewport's height until the element has been measured. */
  initialHeight?: number;
}

/** Which items of a fixed-height list a viewport of `height` at `scrollTop` shows (with overscan). */
export function windowItems(
  options: Pick<FixedWindowOptions, "count" | "size" | "overscan" | "paddingStart">,
  scrollTop: number,
  height: number,
): WindowItem[] {
  const { count, size, overscan, paddingStart = 0 } = options;
  if (count === 0 || size <= 0) return [];
  const first = Math.max(0, Math.floor((scrollTop - paddingStart) / size) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + height - paddingStart) / size) - 1 + overscan);
  const items: WindowItem[] = [];
  for (let index = first; index <= last; index++) {
    const start = paddingStart + index * size;
    items.push({ index, start, end: start + size });
  }
  return items;
}

/** The scroll offset that brings item `index` into a viewport of `height` (nearest edge; none
 * when it is fully visible). */
export function scrollTopFor(
  options: Pick<FixedWindowOptions, "size" | "paddingStart" | "scrollPaddingStart">,
  index: number,
  scrollTop: number,
  height: number,
): number {
  const start = (options.paddingStart ?? 0) + index * options.size;
  const end = start + options.size;
  const covered = options.scrollPaddingStart ?? 0;
  if (start < scrollTop + covered) return Math.max(0, start - covered);
  if (end > scrollTop + height) return end - height;
  return scrollTop;
}

/**
 * Windowing for lists whose items all have one height: renders only the items in (and near)
 * the scroll element's viewport. Follows the element's scrolling and size.
 */
export function useFixedWindow(options: FixedWindowOptions) {
  const { scrollRef, count, size, paddingStart = 0, paddingEnd = 0, scrollPaddingStart = 0 } = options;
  const [viewport, setViewport] = useState({ scrollTop: 0, height: options.initialHeight ?? 800 });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () =>
      setViewport((previous) =>
        previous.scrollTop === element.scrollTop && previous.height === element.clientHeight
          ? previous
          : { scrollTop: element.scrollTop, height: element.clientHeight },
      );
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [scrollRef]);
  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = scrollTopFor(
        { size, paddingStart, scrollPaddingStart },
        index,
        element.scrollTop,
        element.clientHeight,
      );
      if (top !== element.scrollTop) element.scrollTop = top;
    },
    [scrollRef, size, paddingStart, scrollPaddingStart],
  );
  return {
    items: windowItems(options, viewport.scrollTop, viewport.height),
    totalSize: paddingStart + count * size + paddingEnd,
    scrollToIndex,
  };
}
