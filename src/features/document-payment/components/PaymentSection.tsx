import { Group, Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

export interface PaymentSectionProps {
  title: string;
  /** Beside the title (a badge, a count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of the payment tab: a titled, bordered region. */
export function PaymentSection({ title, aside, children }: PaymentSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h5" id={titleId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
