import { Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { adminPaths } from "../lib/paths.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useDeleteClientCompanyMutation } from "../mutations/useDeleteClientCompanyMutation.ts";

const K = "settingsAdmin";

/** Deleting a client company: only one without documents (the server refuses the others,
 * which are deactivated instead); asked once more before. */
export function DeleteClientCompanySection({ clientCompanyRowId, name }: { clientCompanyRowId: string; name: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [commit, isDeleting] = useDeleteClientCompanyMutation();
  const [isAsking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setError(null);
    try {
      const response = await commitAsPromise(commit, { rowId: clientCompanyRowId });
      changedRow(response.deleteClientCompany?.result);
      setAsking(false);
      notifications.show({ color: "teal", message: t(`${K}.clients.deleted`) });
      await router.navigate({ href: adminPaths.clients() });
    } catch (refusal) {
      setAsking(false);
      setError(refusalText(refusal, refusalKeyOf, t));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t(`${K}.sections.danger`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${K}.clients.deleteLead`)}
          </Text>
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Button
          color="red"
          variant="light"
          style={{ flexShrink: 0 }}
          leftSection={<IconTrash size={16} />}
          onClick={() => setAsking(true)}
        >
          {t(`${K}.clients.delete`)}
        </Button>
      </Group>
      <Modal opened={isAsking} onClose={() => setAsking(false)} title={t(`${K}.clients.deleteConfirmTitle`)} centered>
        <Stack gap="md">
          <Text size="sm">{t(`${K}.clients.deleteConfirmText`, { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t(`${K}.clients.cancel`)}
            </Button>
            <Button color="red" loading={isDeleting} onClick={() => void remove()}>
              {t(`${K}.clients.deleteConfirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
