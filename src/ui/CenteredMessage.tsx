import { Container, EmptyState, Group, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

export interface CenteredMessageProps {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Small label above the title (e.g. a status badge). */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  color?: MantineColor;
}

/** A full-page message (coming soon, not found, error): icon, heading, text and actions,
 * centred in the content area. */
export function CenteredMessage({ icon, title, description, eyebrow, actions, color }: CenteredMessageProps) {
  return (
    <Container size={560} py={{ base: 48, sm: 96 }}>
      <EmptyState size="lg" variant="light" color={color} icon={icon}>
        {eyebrow}
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        {actions ? (
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              {actions}
            </Group>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
    </Container>
  );
}
