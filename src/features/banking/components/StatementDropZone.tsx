import { Button, FileButton, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../lib/format.ts";
import { STATEMENT_FILE_ACCEPT } from "../lib/statementImport.ts";

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

export interface StatementDropZoneProps {
  file: File | null;
  error: string | undefined;
  onFile: (file: File) => void;
}

/** Where the statement file is dropped or chosen (one file); the chosen one is shown. */
export function StatementDropZone({ file, error, onFile }: StatementDropZoneProps) {
  const { t, i18n } = useTranslation();
  const [isDragging, setIsDragging] = useState(false);
  const resetRef = useRef<() => void>(null);
  return (
    <Stack gap={4}>
      <Stack
        align="center"
        gap="xs"
        py="lg"
        px="md"
        role="group"
        aria-label={t("banking.import.dropZone")}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          const dropped = event.dataTransfer.files[0];
          if (dropped) onFile(dropped);
        }}
        style={{
          border: `2px dashed ${error ? "var(--mantine-color-red-6)" : isDragging ? "var(--mantine-color-petrol-6)" : "var(--mantine-color-gray-4)"}`,
          borderRadius: "var(--mantine-radius-md)",
          background: isDragging ? "var(--mantine-color-petrol-0)" : "var(--mantine-color-gray-0)",
        }}
      >
        {file ? (
          <Group gap="xs" wrap="nowrap" data-testid="import-file">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconFileText size={20} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate="end" maw={360}>
                {file.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatFileSize(file.size, i18n.language)}
              </Text>
            </div>
          </Group>
        ) : (
          <>
            <Text fw={600}>{t("banking.import.dropTitle")}</Text>
            <Text fz="sm" c="dimmed" ta="center">
              {t("banking.import.formats")}
            </Text>
          </>
        )}
        <FileButton
          resetRef={resetRef}
          accept={STATEMENT_FILE_ACCEPT}
          onChange={(chosen) => {
            if (chosen) onFile(chosen);
            resetRef.current?.();
          }}
        >
          {(props) => (
            <Button {...props} variant="light" size="compact-sm">
              {file ? t("banking.import.otherFile") : t("banking.import.chooseFile")}
            </Button>
          )}
        </FileButton>
      </Stack>
      {error ? (
        <Text fz="xs" c="red.7" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
