import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";

/** How long typing must pause before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a list page over the URL's `searchText`: the box follows every key
 * stroke, the URL (and with it the list) follows once typing pauses. A URL changed from
 * elsewhere (back button, "reset search") puts its text into the box.
 */
export function useDebouncedSearchText(urlText: string | undefined, onCommit: (text: string | undefined) => void) {
  const current = urlText ?? "";
  const [text, setText] = useState(current);
  const [seenUrlText, setSeenUrlText] = useState(current);
  if (current !== seenUrlText) {
    setSeenUrlText(current);
    setText(current);
  }
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const next = debounced.trim();
    // Still typing, or the box was just set from the URL.
    if (next !== text.trim() || next === current) return;
    onCommit(next === "" ? undefined : next);
  }, [debounced, text, current, onCommit]);
  return [text, setText] as const;
}
