import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { tagMutationsDeleteMutation } from "../../../__generated__/tagMutationsDeleteMutation.graphql.ts";
import { changedRow } from "../../../relay/commitMutation.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useDeleteTagMutation } from "../mutations/tagMutations.ts";

const K = "settingsTags";

export interface TagToDelete {
  rowId: string;
  tag: string;
  documentCount: number;
  objectCount: number;
}

export interface DeleteTagModalProps {
  tag: TagToDelete | null;
  /** The list's connection, from which the deleted tag is removed. */
  connectionId: string;
  onClose: () => void;
}

/** Asks before a tag is deleted, naming how many documents (and objects) lose it. */
export function DeleteTagModal({ tag, connectionId, onClose }: DeleteTagModalProps) {
  const { t } = useTranslation();
  const [commit, isDeleting] = useDeleteTagMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dismiss = () => {
    setRefusal(null);
    onClose();
  };
  const remove = async () => {
    if (!tag) return;
    setRefusal(null);
    try {
      const response = await new Promise<tagMutationsDeleteMutation["response"]>((resolve, reject) => {
        commit({
          variables: { rowId: tag.rowId, connections: [connectionId] },
          // The list's edge goes (@deleteEdge); its count goes down with it.
          updater: (store, data) => {
            const list = store.get(connectionId);
            const total = list?.getValue("totalCount");
            if (data?.deleteClientCompanyTag?.deletedClientCompanyTagId && typeof total === "number")
              list?.setValue(Math.max(0, total - 1), "totalCount");
          },
          onCompleted: resolve,
          onError: reject,
        });
      });
      changedRow(response.deleteClientCompanyTag?.clientCompanyTag);
    } catch (error) {
      setRefusal(refusalText(error, refusalKeyOf, t));
      return;
    }
    notifications.show({ color: "teal", message: t(`${K}.deleted`, { tag: tag.tag }) });
    dismiss();
  };
  return (
    <Modal opened={tag !== null} onClose={dismiss} title={tag ? t(`${K}.deleteTitle`, { tag: tag.tag }) : ""} centered>
      {tag ? (
        <Stack gap="md">
          <Text size="sm">
            {tag.documentCount > 0
              ? t(`${K}.deleteDocuments`, { count: tag.documentCount })
              : t(`${K}.deleteNoDocuments`)}
          </Text>
          {tag.objectCount > 0 ? <Text size="sm">{t(`${K}.deleteObjects`, { count: tag.objectCount })}</Text> : null}
          <FormErrorAlert message={refusal} onClose={() => setRefusal(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t(`${K}.cancel`)}
            </Button>
            <Button color="red" loading={isDeleting} onClick={() => void remove()}>
              {t(`${K}.deleteConfirm`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
