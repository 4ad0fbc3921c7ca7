import { Button, Group, Modal, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** The tab of the document details page a location shows (the form lives in one). */
const tabOf = (search: unknown) => (search as { tab?: unknown } | undefined)?.tab;

/**
 * While the form has unsaved changes: leaving the page (another document, the list, another
 * tab, closing the browser tab) asks first. Other changes of the address (e.g. the history
 * preset) stay allowed.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      current.pathname !== next.pathname || tabOf(current.search) !== tabOf(next.search),
    enableBeforeUnload: isDirty,
    disabled: !isDirty,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("documentReview.unsaved.title")}
      centered
    >
      <Text fz="sm">{t("documentReview.unsaved.message")}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t("documentReview.unsaved.stay")}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t("documentReview.unsaved.leave")}
        </Button>
      </Group>
    </Modal>
  );
}
