import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from "react";
import { loadOnce } from "./loadOnce.ts";

export interface LazyPartOptions {
  /**
   * Load the part once the browser is idle after the first screen: for parts shown when
   * something has gone wrong (a lost connection, a failed request), when fetching their code
   * may no longer work.
   */
  preloadWhenIdle?: boolean;
  /** Shown while the part's code loads (nothing by default). */
  fallback?: ReactNode;
}

export type LazyPart<P> = ((props: P) => ReactElement) & { preload: () => Promise<void> };

/** Runs `task` once the page has loaded and the browser is idle (at the latest after ~3 s). */
export function whenIdleAfterLoad(task: () => void): void {
  if (typeof window === "undefined") return;
  const idle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : window.setTimeout(task, 1000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * A component whose code loads when it is first rendered, not with the page: for parts most
 * first screens never show (a blocked company, a company to pick, an error or a lost
 * connection). Renders `fallback` (nothing) until the code is there; `preload()` fetches it
 * ahead. A failed download is retried on the next render that needs the part.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { preloadWhenIdle = false, fallback = null }: LazyPartOptions = {},
): LazyPart<P> {
  const preload = loadOnce(load);
  const lazyLoaded = () => lazy(async () => ({ default: await preload() }));
  let Loaded = lazyLoaded();
  function LazyPartOf(props: P) {
    // React keeps a failed lazy component failed: after a failed download the next render
    // that needs the part gets a fresh one, which tries again.
    if (!preload.isStarted()) Loaded = lazyLoaded();
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  const part = Object.assign(LazyPartOf, {
    preload: () =>
      preload().then(
        () => undefined,
        () => undefined,
      ),
  });
  if (preloadWhenIdle) whenIdleAfterLoad(() => void part.preload());
  return part;
}
