// Floating UI's useMergeRefs (MIT, @floating-ui/react), the only thing Mantine's ScrollArea
// takes from that package. vite.config.ts points ScrollArea's import here: otherwise the whole
// Floating UI chunk (~15 kB gzip, shared with the pop-ups) comes into every first load that
// shows a ScrollArea or a Table (Table.ScrollContainer).
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from "react";

type Cleanup = () => void;

export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback(
    (instance: T) => {
      const cleanups = refs.map((ref): Cleanup | undefined => {
        if (ref == null) return undefined;
        if (typeof ref === "function") {
          const refCleanup = ref(instance);
          return typeof refCleanup === "function" ? refCleanup : () => void ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // The refs themselves are the dependencies, as in the original.
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: T | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    refs,
  );
}
