import { Alert, Button, Group } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { HrefButton } from "../HrefLinks.tsx";

const K = "settingsPages";

/** The form's own message: a refusal that names no field of the form. */
export function FormErrorAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={t(`${K}.form.notSaved`)}
      withCloseButton
      closeButtonLabel={t(`${K}.form.dismiss`)}
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}

export interface FormButtonsProps {
  cancelHref: string;
  submitLabel: string;
  isSubmitting: boolean;
  isNew: boolean;
  isDirty: boolean;
}

export function FormButtons({ cancelHref, submitLabel, isSubmitting, isNew, isDirty }: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <HrefButton href={cancelHref} variant="default">
        {t(`${K}.form.cancel`)}
      </HrefButton>
      <Button type="submit" loading={isSubmitting} disabled={!isNew && !isDirty}>
        {submitLabel}
      </Button>
    </Group>
  );
}
