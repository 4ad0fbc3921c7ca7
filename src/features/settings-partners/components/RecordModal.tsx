import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";

export interface RecordModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  formError: string | null;
  onCloseError: () => void;
  submitLabel: string;
  children: ReactNode;
}

/** A dialog with one form: a location, a payment preset or a mandate of the partner. */
export function RecordModal({
  opened,
  title,
  onClose,
  onSubmit,
  isSubmitting,
  formError,
  onCloseError,
  submitLabel,
  children,
}: RecordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} onClose={onCloseError} />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t("settingsPartners.actions.cancel")}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
