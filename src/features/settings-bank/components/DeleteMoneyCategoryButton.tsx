import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconTrash } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../hooks/useServerRefusal.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { useDeleteMoneyCategoryMutation } from "../mutations/useDeleteMoneyCategoryMutation.ts";

export interface DeleteMoneyCategoryButtonProps {
  rowId: string;
  name: string;
  transactionCount: number;
  /** Where the page goes once the category is gone. */
  listHref: string;
}

/** Deletes a category after a confirmation that says what happens to its transactions; a
 * refusal is shown in the dialog. */
export function DeleteMoneyCategoryButton({ rowId, name, transactionCount, listHref }: DeleteMoneyCategoryButtonProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const [opened, { open, close }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, isDeleting] = useDeleteMoneyCategoryMutation();

  const remove = async () => {
    setRefusal(null);
    try {
      const response = await commitAsPromise(commit, { input: { rowId } });
      changedRow(response.deleteMoneyCategory?.deletedMoneyCategoryId);
    } catch (error) {
      setRefusal(refusalText(error, "moneyCategory", t));
      return;
    }
    close();
    notifications.show({ color: "teal", message: t("settingsBank.categories.deleted", { name }) });
    await router.navigate({ href: listHref });
  };

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={open}>
        {t("settingsBank.categories.delete")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setRefusal(null);
          close();
        }}
        title={t("settingsBank.categories.deleteTitle", { name })}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">
            {transactionCount > 0
              ? t("settingsBank.categories.deleteUsed", { count: transactionCount })
              : t("settingsBank.categories.deleteUnused")}
          </Text>
          {refusal ? (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isDeleting}>
              {t("settingsBank.form.cancel")}
            </Button>
            <Button color="red" loading={isDeleting} onClick={() => void remove()}>
              {t("settingsBank.categories.deleteConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
