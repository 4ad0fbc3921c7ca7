import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconArrowMerge, IconTrash } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { ledgerRefusalText } from "../lib/ledgerRefusal.ts";
import {
  useDeleteDocumentCategoryMutation,
  useMergeDocumentCategoryMutation,
} from "../mutations/documentCategoryMutations.ts";

export interface DocumentCategoryRemoveActionsProps {
  rowId: string;
  name: string;
  documentCount: number;
  /** The other categories of the same document type, the merge targets. */
  mergeTargets: readonly { rowId: string; name: string }[];
  listHref: string;
}

/** Delete (only an empty category: the database refuses one that holds documents) and merge
 * into another category of the same document type (its documents move there). */
export function DocumentCategoryRemoveActions({
  rowId,
  name,
  documentCount,
  mergeTargets,
  listHref,
}: DocumentCategoryRemoveActionsProps) {
  const { t, i18n } = useTranslation();
  const formatted = formatCount(documentCount, i18n.language);
  const router = useRouter();
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const [mergeOpened, mergeDialog] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [commitDelete, isDeleting] = useDeleteDocumentCategoryMutation();
  const [commitMerge, isMerging] = useMergeDocumentCategoryMutation();
  const inUse = documentCount > 0;

  const remove = async () => {
    setRefusal(null);
    try {
      const response = await commitAsPromise(commitDelete, { input: { rowId } });
      changedRow(response.deleteDocumentCategory?.deletedDocumentCategoryId);
    } catch (error) {
      setRefusal(ledgerRefusalText(error, t));
      return;
    }
    deleteDialog.close();
    notifications.show({ color: "teal", message: t("settingsAccountingLedger.documentCategories.deleted", { name }) });
    await router.navigate({ href: listHref });
  };
  const merge = async () => {
    if (!target) return;
    setRefusal(null);
    let targetName: string;
    try {
      const response = await commitAsPromise(commitMerge, { input: { sourceRowId: rowId, targetRowId: target } });
      targetName = changedRow(response.mergeDocumentCategory?.result).name;
    } catch (error) {
      setRefusal(ledgerRefusalText(error, t));
      return;
    }
    mergeDialog.close();
    notifications.show({
      color: "teal",
      message: t("settingsAccountingLedger.documentCategories.merged", { name, target: targetName }),
    });
    await router.navigate({ href: listHref });
  };
  const closeAll = () => {
    setRefusal(null);
    deleteDialog.close();
    mergeDialog.close();
  };
  const refusalAlert = refusal ? (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {refusal}
    </Alert>
  ) : null;

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={deleteDialog.open}>
        {t("settingsAccountingLedger.documentCategories.delete")}
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconArrowMerge size={18} />}
        onClick={mergeDialog.open}
        disabled={mergeTargets.length === 0}
      >
        {t("settingsAccountingLedger.documentCategories.merge")}
      </Button>
      <Modal
        opened={deleteOpened}
        onClose={closeAll}
        title={t("settingsAccountingLedger.documentCategories.deleteTitle", { name })}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">
            {inUse
              ? t("settingsAccountingLedger.documentCategories.deleteInUse", { count: documentCount, formatted })
              : t("settingsAccountingLedger.documentCategories.deleteEmpty")}
          </Text>
          {refusalAlert}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeAll} disabled={isDeleting}>
              {t("settingsAccountingLedger.form.cancel")}
            </Button>
            <Button color="red" loading={isDeleting} onClick={() => void remove()}>
              {t("settingsAccountingLedger.documentCategories.deleteConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={mergeOpened}
        onClose={closeAll}
        title={t("settingsAccountingLedger.documentCategories.mergeTitle", { name })}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">
            {t("settingsAccountingLedger.documentCategories.mergeLead", { count: documentCount, formatted })}
          </Text>
          <Select
            label={t("settingsAccountingLedger.documentCategories.mergeTarget")}
            data={mergeTargets.map((category) => ({ value: category.rowId, label: category.name }))}
            value={target}
            onChange={setTarget}
            searchable
            data-autofocus
          />
          {refusalAlert}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeAll} disabled={isMerging}>
              {t("settingsAccountingLedger.form.cancel")}
            </Button>
            <Button loading={isMerging} disabled={!target} onClick={() => void merge()}>
              {t("settingsAccountingLedger.documentCategories.mergeConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
