import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DeleteDocumentModal_document$key } from "../../../__generated__/DeleteDocumentModal_document.graphql.ts";
import { documentActionErrorMessage } from "../lib/documentActionErrorMessage.ts";
import { useEscapeClosesModal } from "../hooks/useEscapeClosesModal.ts";
import { useDeleteDocumentMutation } from "../mutations/useDeleteDocumentMutation.ts";

export interface DeleteDocumentModalProps {
  document: DeleteDocumentModal_document$key;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a document for good, naming it; shows the database's refusal. */
export function DeleteDocumentModal({ document: documentKey, opened, onClose, onDeleted }: DeleteDocumentModalProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DeleteDocumentModal_document on Document {
        rowId
        derivedTitle
      }
    `,
    documentKey,
  );
  const [commitDelete, isDeleting] = useDeleteDocumentMutation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  useEscapeClosesModal(opened, close);
  const title = document.derivedTitle || t("documentActions.untitled");

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("documentActions.delete.title")}
      size={512}
      centered
      closeOnEscape={false}
    >
      <Stack gap="sm">
        <Text fz="sm">{t("documentActions.delete.question", { title })}</Text>
        <Text fz="sm" fw={600}>
          {t("documentActions.delete.irreversible")}
        </Text>
        <Text fz="sm" c="dimmed">
          {t("documentActions.delete.archiveHint")}
        </Text>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={close}>
            {t("documentActions.cancel")}
          </Button>
          <Button
            color="red"
            loading={isDeleting}
            onClick={() => {
              setError(null);
              commitDelete({
                variables: { input: { documentRowId: document.rowId } },
                onCompleted: () => onDeleted(),
                onError: (failure) => setError(documentActionErrorMessage(failure, t)),
              });
            }}
          >
            {t("documentActions.delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
