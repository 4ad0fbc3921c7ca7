import { Alert, Button, Group, Paper, Text } from "@mantine/core";
import { IconAlertCircle, IconChecks } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export interface ReviewFormActionsProps {
  isDirty: boolean;
  isSaving: boolean;
  onReset: () => void;
  /** Fields shown with a stored value that nobody confirmed yet. */
  unconfirmedCount: number;
  isConfirming: boolean;
  onConfirmAll: () => void;
}

/** Save and discard (kept in view at the bottom of the tab), and confirming every shown field. */
export function ReviewFormActions({
  isDirty,
  isSaving,
  onReset,
  unconfirmedCount,
  isConfirming,
  onConfirmAll,
}: ReviewFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      shadow="xs"
      style={{ position: "sticky", bottom: 0, zIndex: 2, background: "var(--mantine-color-body)" }}
    >
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconChecks size={16} />}
          disabled={isDirty || unconfirmedCount === 0}
          loading={isConfirming}
          onClick={onConfirmAll}
          title={isDirty ? t("documentReview.actions.saveFirst") : undefined}
        >
          {t("documentReview.actions.confirmAll", { count: unconfirmedCount })}
        </Button>
        <Group gap="xs">
          <Button variant="default" size="sm" disabled={!isDirty || isSaving} onClick={onReset}>
            {t("documentReview.actions.discard")}
          </Button>
          <Button type="submit" size="sm" loading={isSaving} disabled={!isDirty}>
            {t("documentReview.actions.save")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A refusal that concerns no single field. */
export function FormRefusal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t("documentReview.notSavedTitle")}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t("documentReview.close")}
      role="alert"
    >
      <Text fz="sm">{message}</Text>
    </Alert>
  );
}
