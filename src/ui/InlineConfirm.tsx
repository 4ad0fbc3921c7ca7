import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export interface InlineConfirmProps {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** The refusal of the last attempt, if any. */
  error?: string | null;
}

/** A question in place of the action it guards (inside a dialog, where a second modal would
 * stack): the consequence, then confirm or cancel. */
export function InlineConfirm({ message, confirmLabel, onConfirm, onCancel, isPending, error }: InlineConfirmProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" p="sm" icon={<IconAlertTriangle size={18} />} role="group" aria-label={message}>
      <Text fz="sm">{message}</Text>
      {error ? (
        <Text fz="sm" c="red.8" mt={6} role="alert">
          {error}
        </Text>
      ) : null}
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t("documentActions.cancel")}
        </Button>
        <Button size="compact-sm" color="red" loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  );
}
