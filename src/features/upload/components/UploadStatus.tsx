import { Badge, type MantineColor, Progress, Stack, Text } from "@mantine/core";
import { IconFile, IconFileCode, IconFileTypePdf, IconPhoto } from "@tabler/icons-react";

export interface UploadStatusProps {
  label: string;
  color: MantineColor;
  /** 0–100 while sending or processing: shown as a bar under the label. */
  percent?: number;
  progressLabel?: string;
  /** Why it failed, in words. */
  message?: string;
}

/** The status cell of a file row: a badge, or a label with a progress bar, and the reason of
 * a failure. */
export function UploadStatus({ label, color, percent, progressLabel, message }: UploadStatusProps) {
  return (
    <Stack gap={6}>
      {percent === undefined ? (
        <Badge color={color} variant="light" radius="sm" tt="none" style={{ alignSelf: "flex-start" }}>
          {label}
        </Badge>
      ) : (
        <>
          <Text fz="sm" fw={500} c={`${color}.8`}>
            {label}
          </Text>
          <Progress value={percent} size="sm" color={color} aria-label={progressLabel} animated={percent < 100} />
        </>
      )}
      {message ? (
        <Text fz="xs" c="red.8" lh={1.35}>
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface FileKindIconProps {
  kind: string | null | undefined;
}

/** PDF, image or XML, by the server's kind or by the file name's extension. */
export function FileKindIcon({ kind }: FileKindIconProps) {
  const normalized = (kind ?? "").toUpperCase();
  const props = { size: 18, stroke: 1.6, "aria-hidden": true, style: { flexShrink: 0 } } as const;
  if (normalized === "PDF") return <IconFileTypePdf color="var(--mantine-color-red-7)" {...props} />;
  if (["PNG", "JPEG", "JPG", "TIF", "TIFF"].includes(normalized)) {
    return <IconPhoto color="var(--mantine-color-grape-7)" {...props} />;
  }
  if (normalized === "XML") return <IconFileCode color="var(--mantine-color-teal-7)" {...props} />;
  return <IconFile color="var(--mantine-color-gray-6)" {...props} />;
}

/** The kind a file name suggests (the server decides by content). */
export function kindFromFileName(name: string): string | undefined {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1) : undefined;
}
