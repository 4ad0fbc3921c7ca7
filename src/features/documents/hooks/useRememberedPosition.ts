import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { isDocumentsListHref } from "../lib/documentsListIds.ts";
import { readListViewMemory, writeListViewMemory } from "../lib/listViewMemory.ts";

export interface RememberedPositionOptions {
  /** The list's scroll restoration id (one per view and filter). */
  listId: string;
  scrollRef: RefObject<HTMLElement | null>;
  /** Height of the list's content (the virtualizer's total size): grows as pages load. */
  contentHeight: number;
  hasNext: boolean;
}

/**
 * Keeps the list's scroll offset in the list's memory and, when the list opens again, scrolls
 * back to it. An offset beyond the loaded rows scrolls to the end
 * first, which loads the next page (as scrolling by hand does), until the offset is reached or
 * the list has no more rows; any scrolling by the person ends the restoring.
 */
export function useRememberedPosition({ listId, scrollRef, contentHeight, hasNext }: RememberedPositionOptions): void {
  const pending = useRef<number | null>(readListViewMemory(listId)?.scrollTop || null);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    const target = pending.current;
    if (!element || target === null) return;
    const reachable = element.scrollHeight - element.clientHeight;
    if (target <= reachable || !hasNext) {
      element.scrollTop = Math.min(target, Math.max(0, reachable));
      pending.current = null;
    } else {
      element.scrollTop = reachable;
    }
  }, [scrollRef, contentHeight, hasNext]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    let unsaved: number | null = null;
    const save = () => {
      if (unsaved !== null) writeListViewMemory(listId, { scrollTop: unsaved });
      unsaved = null;
    };
    const onScroll = () => {
      // While restoring, the offsets on the way are not the person's; once a document opens
      // (the address has changed, the list is still shown), neither are the list's last moves.
      if (pending.current !== null || !isDocumentsListHref(window.location.pathname)) return;
      unsaved = element.scrollTop;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(save);
    };
    const stopRestoring = () => {
      pending.current = null;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    const interactions = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
    for (const type of interactions) element.addEventListener(type, stopRestoring, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      save();
      element.removeEventListener("scroll", onScroll);
      for (const type of interactions) element.removeEventListener(type, stopRestoring);
    };
  }, [listId, scrollRef]);
}
