import { TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";

// The list's search field and the filter panel's text inputs (FilterInputs.tsx): kept apart so
// that the list's first screen does not load the panel's inputs.

/** Keeps what is typed locally and hands it over (to the URL) on Enter, on leaving the field
 * or after a pause, not on every key. */
export interface CommitTextInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange"> {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  /** Hand over after this pause in typing, too. */
  debounceMs?: number;
}

export function CommitTextInput({ value, onCommit, debounceMs, ...props }: CommitTextInputProps) {
  const [text, setText] = useState(value ?? "");
  const [shownValue, setShownValue] = useState(value);
  // The URL changed elsewhere (a chip removed, back/forward): show its value.
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ?? "");
  }
  const commit = (next: string) => {
    const normalized = next.trim() === "" ? undefined : next.trim();
    if (normalized !== value) onCommit(normalized);
  };
  const debounced = useDebouncedCallback(commit, debounceMs ?? 0);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        if (debounceMs !== undefined) debounced(event.currentTarget.value);
      }}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit(text);
      }}
    />
  );
}
