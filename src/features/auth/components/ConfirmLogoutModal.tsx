import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface ConfirmLogoutModalProps {
  /** Who is signed in now. */
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §2.12: a sign-in for a special audience while someone of another kind is signed in. */
export function ConfirmLogoutModal({ name, onCancel, onConfirm }: ConfirmLogoutModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onCancel} title={t("auth.confirmLogout.title")} centered>
      <Text mb="lg">{t("auth.confirmLogout.description", { name })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t("auth.confirmLogout.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t("auth.confirmLogout.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
