import { Box, Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCloudUpload, IconHourglassHigh } from "@tabler/icons-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FILE_INPUT_ACCEPT, MAX_FILES_PER_DROP, MAX_UPLOAD_MEGABYTES } from "../lib/uploadRules.ts";

export interface UploadDropZoneProps {
  /** Why nothing can be added now (processing limit, no category); the zone is disabled. */
  disabledReason?: string;
  onFiles: (files: File[]) => void;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * Where files are dropped or chosen. The whole area takes a drop and a click; the button is
 * the keyboard's way in. A drop of more than MAX_FILES_PER_DROP files is refused as a whole.
 */
export function UploadDropZone({ disabledReason, onFiles }: UploadDropZoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [isDragging, setIsDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const isDisabled = Boolean(disabledReason);

  // A file dropped beside the zone must not make the browser leave the page to show it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  const take = (fileList: FileList | null) => {
    const files = fileList ? Array.from(fileList) : [];
    if (files.length === 0 || isDisabled) return;
    if (files.length > MAX_FILES_PER_DROP) {
      setRefusal(t("upload.dropZone.tooMany", { count: files.length, max: MAX_FILES_PER_DROP }));
      return;
    }
    setRefusal(null);
    onFiles(files);
  };

  const openDialog = () => {
    if (!isDisabled) inputRef.current?.click();
  };

  const borderColor = isDisabled
    ? "var(--mantine-color-gray-4)"
    : isDragging
      ? "var(--mantine-color-petrol-6)"
      : "var(--mantine-color-gray-5)";

  return (
    <Box
      role="region"
      aria-label={t("upload.dropZone.label")}
      aria-describedby={hintId}
      aria-disabled={isDisabled || undefined}
      data-dragging={isDragging || undefined}
      onClick={(event) => {
        if (event.target !== inputRef.current) openDialog();
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
        event.dataTransfer.dropEffect = isDisabled ? "none" : "copy";
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
      py={40}
      px="xl"
      style={{
        border: `2px dashed ${borderColor}`,
        borderRadius: "var(--mantine-radius-md)",
        background: isDragging ? "var(--mantine-color-petrol-0)" : "var(--mantine-color-gray-0)",
        cursor: isDisabled ? "not-allowed" : "pointer",
        transition: "background 120ms, border-color 120ms",
      }}
    >
      <Stack align="center" gap="xs" style={{ pointerEvents: isDragging ? "none" : undefined }}>
        <ThemeIcon size={56} radius="xl" variant="light" color={isDisabled ? "gray" : "petrol"}>
          {isDisabled ? <IconHourglassHigh size={30} stroke={1.6} /> : <IconCloudUpload size={30} stroke={1.6} />}
        </ThemeIcon>
        {isDisabled ? (
          <Text fw={600} ta="center" maw={520}>
            {disabledReason}
          </Text>
        ) : (
          <>
            <Text fw={600} fz="lg">
              {isDragging ? t("upload.dropZone.active") : t("upload.dropZone.title")}
            </Text>
            <Text c="dimmed" fz="sm">
              {t("upload.dropZone.or")}
            </Text>
            <Button
              onClick={(event) => {
                event.stopPropagation();
                openDialog();
              }}
            >
              {t("upload.dropZone.choose")}
            </Button>
          </>
        )}
        <Text id={hintId} c="dimmed" fz="xs" ta="center">
          {t("upload.dropZone.hint", { maxMegabytes: MAX_UPLOAD_MEGABYTES, maxFiles: MAX_FILES_PER_DROP })}
        </Text>
        {refusal ? (
          <Text role="alert" c="red.8" fz="sm" fw={500} ta="center">
            {refusal}
          </Text>
        ) : null}
      </Stack>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={FILE_INPUT_ACCEPT}
        hidden
        data-testid="upload-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = ""; // the same file can be chosen again
        }}
      />
    </Box>
  );
}
