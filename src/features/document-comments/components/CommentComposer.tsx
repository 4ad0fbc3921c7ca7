import { Alert, Avatar, Button, Combobox, Group, Stack, Text, Textarea, useCombobox } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { commentFormSchema, type CommentFormValues } from "../forms/commentFormSchema.ts";
import { useCommentMembers } from "../lib/commentMembers.ts";
import { activeMentionQuery, filterMentionCandidates, insertMention } from "../lib/mentionQuery.ts";
import { type ChosenMention, composerToParts, type MessagePart } from "../lib/messageParts.ts";

export interface CommentComposerProps {
  /** Sends the parts; resolves when the comment is stored, rejects with the translated reason. */
  onSend: (parts: MessagePart[]) => Promise<void>;
  label: string;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** Shown as a cancel button (the inline reply). */
  onCancel?: () => void;
}

/** A comment field with @-mention autocomplete: "@" and a few letters list the members, ↑/↓
 * and Enter (or a click) pick one, Esc closes the list; Ctrl/⌘+Enter sends. The text is kept
 * when sending fails. */
export function CommentComposer({
  onSend,
  label,
  placeholder,
  submitLabel,
  autoFocus,
  onCancel,
}: CommentComposerProps) {
  const { t } = useTranslation();
  const { candidates } = useCommentMembers();
  const { control, handleSubmit, reset } = useForm<CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { text: "" },
  });
  const { field, fieldState } = useController({ name: "text", control });
  const [mentions, setMentions] = useState<ChosenMention[]>([]);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();

  const query = activeMentionQuery(field.value, caret, mentions);
  const matches = query ? filterMentionCandidates(candidates, query.query) : [];
  const isListOpen = query !== null && query.start !== dismissedAt && matches.length > 0;
  const active = isListOpen ? Math.min(highlighted, matches.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const combobox = useCombobox({ opened: isListOpen });

  // After a pick the caret goes behind the inserted name.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textareaRef.current) return;
    textareaRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const readCaret = () => setCaret(textareaRef.current?.selectionStart ?? field.value.length);

  const pick = (userRowId: string) => {
    const candidate = matches.find((match) => match.userRowId === userRowId);
    if (!query || !candidate) return;
    const result = insertMention(field.value, query, caret, candidate);
    field.onChange(result.text);
    setMentions((previous) => [...previous, result.mention]);
    setCaret(result.caret);
    pendingCaret.current = result.caret;
    setHighlighted(0);
    textareaRef.current?.focus();
  };

  const send = handleSubmit(async ({ text }) => {
    setSendError(null);
    setIsSending(true);
    try {
      await onSend(composerToParts(text, mentions));
      reset({ text: "" });
      setMentions([]);
      setCaret(0);
    } catch (error) {
      setSendError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!isSending) void send();
      return;
    }
    if (!isListOpen) return;
    const move = (step: number) => {
      event.preventDefault();
      setHighlighted((active + step + matches.length) % matches.length);
    };
    if (event.key === "ArrowDown") move(1);
    else if (event.key === "ArrowUp") move(-1);
    else if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
      event.preventDefault();
      pick(matches[active]!.userRowId);
    } else if (event.key === "Escape") {
      // Only the list closes, not the page (Esc goes back to the documents list there).
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query.start);
    }
  };

  const error = fieldState.error?.message ? t(fieldState.error.message as "documentComments.validation.empty") : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
    >
      <Stack gap="xs">
        {sendError ? (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setSendError(null)}>
            {sendError}
          </Alert>
        ) : null}
        <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start" width="target">
          <Combobox.DropdownTarget>
            <Textarea
              ref={textareaRef}
              aria-label={label}
              placeholder={placeholder}
              autosize
              minRows={2}
              maxRows={10}
              autoFocus={autoFocus}
              value={field.value}
              name={field.name}
              onBlur={() => {
                field.onBlur();
                setDismissedAt(query?.start ?? null);
              }}
              onFocus={() => setDismissedAt(null)}
              onChange={(event) => {
                field.onChange(event.currentTarget.value);
                setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);
                setHighlighted(0);
                if (dismissedAt !== null && dismissedAt >= event.currentTarget.value.length) setDismissedAt(null);
              }}
              onSelect={readCaret}
              onClick={readCaret}
              onKeyUp={(event) => {
                if (event.key.startsWith("Arrow") && !isListOpen) readCaret();
              }}
              onKeyDown={onKeyDown}
              error={error}
              aria-autocomplete="list"
              aria-haspopup="listbox"
              aria-expanded={isListOpen}
              aria-controls={isListOpen ? listId : undefined}
              aria-activedescendant={isListOpen ? optionId(active) : undefined}
              readOnly={isSending}
            />
          </Combobox.DropdownTarget>
          <Combobox.Dropdown hidden={!isListOpen}>
            <Combobox.Options id={listId} aria-label={t("documentComments.mentions.listLabel")}>
              {matches.map((candidate, index) => (
                <Combobox.Option
                  key={candidate.userRowId}
                  value={candidate.userRowId}
                  id={optionId(index)}
                  selected={index === active}
                  aria-selected={index === active}
                  onMouseEnter={() => setHighlighted(index)}
                >
                  <Group gap="xs" wrap="nowrap">
                    <Avatar size={22} radius="xl" name={candidate.name} color="initials" />
                    <div style={{ minWidth: 0 }}>
                      <Text fz="sm" truncate="end">
                        {candidate.name}
                      </Text>
                      {candidate.email ? (
                        <Text fz="xs" c="dimmed" truncate="end">
                          {candidate.email}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {t("documentComments.composer.hint")}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {onCancel ? (
              <Button variant="subtle" size="xs" onClick={onCancel} disabled={isSending}>
                {t("documentComments.composer.cancel")}
              </Button>
            ) : null}
            <Button type="submit" size="xs" leftSection={<IconSend size={14} />} loading={isSending}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
