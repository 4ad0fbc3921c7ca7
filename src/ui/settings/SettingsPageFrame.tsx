import { Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { HrefAnchor } from "../HrefLinks.tsx";

export interface SettingsPageFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** A link back to the list the page belongs to. */
  back?: { href: string; label: string };
  /** Beside the title: the page's main action or a status. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading, lead and actions of a settings page (the settings layout gives the frame). */
export function SettingsPageFrame({ title, description, back, actions, children }: SettingsPageFrameProps) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {back ? (
          <HrefAnchor href={back.href} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {back.label}
            </Group>
          </HrefAnchor>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" maw={760}>
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
      </Stack>
      {children}
    </Stack>
  );
}
