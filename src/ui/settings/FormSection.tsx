import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of a settings form. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: "md", sm: "lg" }} aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
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
