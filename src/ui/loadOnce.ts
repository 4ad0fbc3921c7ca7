/**
 * `load` called at most once while it runs or after it succeeded: every call gets the same
 * promise. A failed download is forgotten, so the next call tries again. `isStarted()` tells
 * whether a load runs or succeeded.
 */
export function loadOnce<T>(load: () => Promise<T>): (() => Promise<T>) & { isStarted: () => boolean } {
  let loading: Promise<T> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(once, { isStarted: () => loading !== undefined });
}
