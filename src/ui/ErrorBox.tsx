import { Alert, Anchor, Button, List, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";

/** Spec §9: messages listed before the rest is folded behind "and N more cases...". */
export const ERROR_BOX_VISIBLE_COUNT = 7;

export interface ErrorBoxMessage {
  message: ReactNode;
  /** Optional link to where the problem can be fixed. */
  href?: string;
}

export interface ErrorBoxLabels {
  /** Title for one message ("There is a problem!"). */
  titleOne: string;
  /** Title for several messages ("There are a few problems!"). */
  titleMany: string;
  /** Text of the expander for the hidden rest ("and N more cases..."). */
  more: (hiddenCount: number) => string;
  /** Accessible name of the close button. */
  dismiss: string;
}

export interface ErrorBoxProps {
  messages: readonly (ErrorBoxMessage | string)[];
  labels: ErrorBoxLabels;
  /** Without it the box cannot be dismissed. */
  onDismiss?: () => void;
}

/** The error box of spec §8: a title by count, the first seven messages, an expander for the
 * rest, dismissible. Texts come from the caller, so the box knows no feature. */
export function ErrorBox({ messages, labels, onDismiss }: ErrorBoxProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (messages.length === 0) return null;
  const entries = messages.map((entry) => (typeof entry === "string" ? { message: entry } : entry));
  const visible = isExpanded ? entries : entries.slice(0, ERROR_BOX_VISIBLE_COUNT);
  const hiddenCount = entries.length - visible.length;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={entries.length === 1 ? labels.titleOne : labels.titleMany}
      withCloseButton={Boolean(onDismiss)}
      closeButtonLabel={labels.dismiss}
      onClose={onDismiss}
    >
      <Stack gap={6}>
        <List size="sm" spacing={4}>
          {visible.map((entry, index) => (
            <List.Item key={index}>
              {entry.href ? (
                <Anchor href={entry.href} size="sm" c="red.9" underline="always">
                  {entry.message}
                </Anchor>
              ) : (
                entry.message
              )}
            </List.Item>
          ))}
        </List>
        {hiddenCount > 0 ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            px={0}
            style={{ alignSelf: "flex-start" }}
            onClick={() => setIsExpanded(true)}
          >
            {labels.more(hiddenCount)}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
