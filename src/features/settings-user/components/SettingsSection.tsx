import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled card of the settings page. */
export function SettingsSection({ title, description, aside, children }: SettingsSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: "md", sm: "lg" }} aria-label={title}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Title order={2} size="h4">
              {title}
            </Title>
            {aside}
          </Group>
          {description ? (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
