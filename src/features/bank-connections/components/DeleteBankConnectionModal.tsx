import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { bankConnectionErrorText } from "../lib/bankConnectionErrorText.ts";
import { deleteConnection } from "../lib/xs2aApi.ts";

export interface DeleteBankConnectionModalProps {
  /** The connection asked about; null closes the dialog. */
  connection: { rowId: string; bankName: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Spec §5: deleting a bank connection needs confirmation. */
export function DeleteBankConnectionModal({ connection, onClose, onDeleted }: DeleteBankConnectionModalProps) {
  const { t, i18n } = useTranslation();
  const errorBoxLabels = useErrorBoxLabels();
  const [isDeleting, setIsDeleting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    if (isDeleting) return;
    setErrors([]);
    onClose();
  };
  const confirm = async () => {
    if (!connection) return;
    setErrors([]);
    setIsDeleting(true);
    const result = await deleteConnection(connection.rowId, { language: i18n.resolvedLanguage ?? "de" });
    setIsDeleting(false);
    if (result.ok) onDeleted();
    else setErrors([bankConnectionErrorText(result.error, t)]);
  };
  return (
    <Modal opened={connection !== null} onClose={close} title={t("bankConnections.delete.title")} size={512} centered>
      <Stack gap="sm">
        <Text fz="sm">{t("bankConnections.delete.content", { bank: connection?.bankName ?? "" })}</Text>
        <Text fz="sm" c="dimmed">
          {t("bankConnections.delete.accountsKept")}
        </Text>
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={close} disabled={isDeleting} data-autofocus>
            {t("bankConnections.delete.cancel")}
          </Button>
          <Button color="red" loading={isDeleting} onClick={() => void confirm()}>
            {t("bankConnections.delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
