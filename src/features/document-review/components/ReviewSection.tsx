import { Fieldset, SimpleGrid, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** A group of the form (partner, invoice, amounts …) with its fields in two columns where
 * the section has room (a container query: the form lives in the details page's side column,
 * whatever the window's width); `Wide` children span both. */
export function ReviewSection({
  legend,
  children,
  footer,
}: {
  legend: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Fieldset legend={legend} variant="filled" radius="md" p="sm" pt="xs">
      <Stack gap="sm">
        <SimpleGrid
          type="container"
          cols={{ base: 1, "360px": 2 }}
          spacing="sm"
          verticalSpacing="xs"
          // Inputs side by side line up although only one has a marker line above it.
          style={{ alignItems: "end" }}
        >
          {children}
        </SimpleGrid>
        {footer}
      </Stack>
    </Fieldset>
  );
}

/** A field over both columns of a section. */
export function Wide({ children }: { children: ReactNode }) {
  return <div style={{ gridColumn: "1 / -1" }}>{children}</div>;
}
