import { Group, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export interface ArrivedByEmailProps {
  /** The sender's address (null when the mail had none). */
  sender: string | null | undefined;
  /** "icon": a small mail icon whose tooltip (title) and label name the sender (lists); "text": icon and sentence. */
  variant?: "icon" | "text";
}

/** "Arrived by e-mail from <sender>": a document (or review group) that came by mail. */
export function ArrivedByEmail({ sender, variant = "icon" }: ArrivedByEmailProps) {
  const { t } = useTranslation();
  const label = sender ? t("arrivedByEmail.from", { sender }) : t("arrivedByEmail.fromUnknown");
  if (variant === "text") {
    return (
      <Group gap={4} wrap="nowrap" data-testid="arrived-by-email">
        <IconMail size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fz="xs" c="dimmed" truncate="end">
          {label}
        </Text>
      </Group>
    );
  }
  // A native tooltip (title): the lists stay free of the floating tooltip's code.
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="arrived-by-email"
      style={{ display: "inline-flex", flex: "none", color: "var(--mantine-color-dimmed)" }}
    >
      <IconMail size={15} aria-hidden />
    </span>
  );
}
