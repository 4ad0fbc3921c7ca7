/** What the bank-access widget's script defines on `window.xs2a`. */
export interface Xs2aWidgetCallbacks {
  onFinish: () => void;
  onAbort: () => void;
  onError: (message: string, retryable: boolean) => void;
}

export interface Xs2aWidgetInstance {
  destroy: () => void;
}

export interface Xs2aLibrary {
  init: (key: string, container: HTMLElement, callbacks: Xs2aWidgetCallbacks) => Xs2aWidgetInstance;
}

declare global {
  interface Window {
    xs2a?: Xs2aLibrary;
  }
}

/** How long a script may take before the library counts as not loaded. */
export const XS2A_LIBRARY_TIMEOUT_MS = 20_000;

export class Xs2aLibraryNotLoadedError extends Error {
  constructor() {
    // The UI shows its own translation; this text is for logs and tests.
    super("xs2a library is not loaded");
    this.name = "Xs2aLibraryNotLoadedError";
  }
}

const loading = new Map<string, Promise<Xs2aLibrary>>();

const isLibrary = (value: unknown): value is Xs2aLibrary =>
  typeof value === "object" && value !== null && typeof (value as Xs2aLibrary).init === "function";

/**
 * Loads the widget's script once per URL (a `<script>` tag; the promise is kept, so every
 * dialog after the first inits at once). A script that fails, times out or defines no
 * `window.xs2a` rejects with Xs2aLibraryNotLoadedError and is forgotten, so Retry tries again.
 */
export function loadXs2aLibrary(widgetUrl: string, timeoutMs: number = XS2A_LIBRARY_TIMEOUT_MS): Promise<Xs2aLibrary> {
  if (isLibrary(window.xs2a)) return Promise.resolve(window.xs2a);
  const pending = loading.get(widgetUrl);
  if (pending) return pending;
  const promise = new Promise<Xs2aLibrary>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = widgetUrl;
    script.async = true;
    script.dataset.xs2aWidget = "";
    const timer = window.setTimeout(() => fail(), timeoutMs);
    const settle = () => {
      window.clearTimeout(timer);
      script.removeEventListener("load", onLoad);
      script.removeEventListener("error", fail);
    };
    function onLoad() {
      settle();
      if (isLibrary(window.xs2a)) resolve(window.xs2a);
      else fail();
    }
    function fail() {
      settle();
      script.remove();
      loading.delete(widgetUrl);
      reject(new Xs2aLibraryNotLoadedError());
    }
    script.addEventListener("load", onLoad);
    script.addEventListener("error", fail);
    document.head.appendChild(script);
  });
  loading.set(widgetUrl, promise);
  return promise;
}
