import { Box, Button, Stack, Text } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FILE_INPUT_ACCEPT, MAX_UPLOAD_MEGABYTES } from "../../upload/index.ts";

export interface UpdateFileDropZoneProps {
  /** Called with the dropped or chosen files (the caller refuses more than one). */
  onFiles: (files: File[]) => void;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/** Where the one file of a new version is dropped or chosen; the button is the keyboard's way in. */
export function UpdateFileDropZone({ onFiles }: UpdateFileDropZoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();

  const take = (fileList: FileList | null) => {
    const files = fileList ? Array.from(fileList) : [];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      role="region"
      aria-label={t("documentVersions.dropZone.label")}
      aria-describedby={hintId}
      data-dragging={isDragging || undefined}
      onClick={(event) => {
        if (event.target !== inputRef.current) inputRef.current?.click();
      }}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        dragDepth.current += 1;
        setIsDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setIsDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        dragDepth.current = 0;
        setIsDragging(false);
        take(event.dataTransfer.files);
      }}
      py="lg"
      px="md"
      style={{
        border: `2px dashed ${isDragging ? "var(--mantine-color-petrol-6)" : "var(--mantine-color-gray-5)"}`,
        borderRadius: "var(--mantine-radius-md)",
        background: isDragging ? "var(--mantine-color-petrol-0)" : "var(--mantine-color-gray-0)",
        cursor: "pointer",
      }}
    >
      <Stack align="center" gap={6} style={{ pointerEvents: isDragging ? "none" : undefined }}>
        <IconFileUpload size={28} stroke={1.6} color="var(--mantine-color-petrol-6)" />
        <Text fw={600}>
          {isDragging ? t("documentVersions.dropZone.active") : t("documentVersions.dropZone.title")}
        </Text>
        <Text c="dimmed" fz="sm">
          {t("documentVersions.dropZone.or")}
        </Text>
        <Button
          variant="light"
          onClick={(event) => {
            event.stopPropagation();
            inputRef.current?.click();
          }}
        >
          {t("documentVersions.dropZone.choose")}
        </Button>
        <Text id={hintId} c="dimmed" fz="xs" ta="center">
          {t("documentVersions.dropZone.hint", { maxMegabytes: MAX_UPLOAD_MEGABYTES })}
        </Text>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={FILE_INPUT_ACCEPT}
        hidden
        data-testid="update-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = ""; // the same file can be chosen again
        }}
      />
    </Box>
  );
}
