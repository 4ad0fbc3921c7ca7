import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { importErrorMessage } from "../lib/importErrorMessage.ts";
import type { StatementImportError } from "../lib/statementImport.ts";

/** Why the import was refused, and that the file and the choices are still there. */
export function ImportErrorAlert({ error }: { error: StatementImportError }) {
  const { t, i18n } = useTranslation();
  const text = importErrorMessage(error, t, i18n.language);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title={t("banking.import.failedTitle")}
      data-testid="import-error"
    >
      <Stack gap={4}>
        <Text fz="sm">{text.message}</Text>
        {text.detail ? (
          <Text fz="xs" c="dimmed" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {text.detail}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {t("banking.import.keptHint")}
        </Text>
      </Stack>
    </Alert>
  );
}
