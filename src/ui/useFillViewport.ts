import { type RefObject, useLayoutEffect, useState } from "react";

const MIN_HEIGHT = 320;

/** The height from the element's top to the bottom of the window (at least 320 px), kept up
 * to date when the window or what stands above the element changes size. */
export function useFillViewport(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(600);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top)));
    };
    update();
    window.addEventListener("resize", update);
    // Content above (filter panel, chips, messages) changes the list's top.
    const observer = new ResizeObserver(update);
    if (element.parentElement) observer.observe(element.parentElement);
    observer.observe(document.body);
    return () => {
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, [ref]);
  return height;
}
