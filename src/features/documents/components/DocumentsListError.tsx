import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { documentsListErrorCode, documentsListErrorMessage } from "../lib/listErrors.ts";

export interface DocumentsListErrorProps {
  error: Error;
  /** Loading more rows failed (the rows shown stay); else the new list was refused. */
  isPaging: boolean;
  /** Filters are set: a refused list offers to reset them. */
  canResetFilters: boolean;
  onReload: () => void;
  onResetFilters: () => void;
}

/** Why the documents list could not load (the previous list stays), with what can be done. */
export function DocumentsListError({
  error,
  isPaging,
  canResetFilters,
  onReload,
  onResetFilters,
}: DocumentsListErrorProps) {
  const { t } = useTranslation();
  const code = documentsListErrorCode(error);
  return (
    <Alert
      role="alert"
      color={code ? "orange" : "red"}
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={isPaging ? t("documents.errors.pagingTitle") : t("documents.errors.refusedTitle")}
    >
      <Stack gap={6} align="flex-start">
        <Text fz="sm">{documentsListErrorMessage(error, t)}</Text>
        <Text fz="sm" c="dimmed">
          {isPaging ? t("documents.errors.pagingHint") : t("documents.errors.previousListKept")}
        </Text>
        <Group gap="xs">
          {isPaging || !code ? (
            <Button size="compact-sm" variant="light" onClick={onReload}>
              {t("documents.errors.reload")}
            </Button>
          ) : null}
          {canResetFilters && !isPaging ? (
            <Button size="compact-sm" variant="subtle" onClick={onResetFilters}>
              {t("documents.filters.reset")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
